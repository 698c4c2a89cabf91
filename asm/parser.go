package asm

import (
	"bytes"
	"sort"
	"strconv"
	"strings"
	"unsafe"

	"github.com/gomlir/gomlir/ir"
)

// Config controls parsing.
type Config struct {
	// AllowUnregistered accepts operations of unknown dialects.
	AllowUnregistered bool
	// NoImplicitModule keeps the single top-level operation as is instead of
	// wrapping the file in a builtin.module.
	NoImplicitModule bool
	// MaxDepth bounds region and attribute nesting (0: DefaultMaxDepth).
	MaxDepth int
	// VerifyBodies has a parallel parse verify the body of each function
	// it parses in parallel while the body is at hand (ir.VerifyBody);
	// the functions whose bodies verified are in File.Trusted.
	VerifyBodies bool
}

// DefaultMaxDepth is the nesting limit used when Config.MaxDepth is 0.
const DefaultMaxDepth = 1000

// parseError unwinds the recursive-descent parser on the first error.
type parseError struct{ diag *ir.Diagnostic }

// Parser parses one buffer of MLIR text.
type Parser struct {
	// cyclic holds the dialect types being parsed (TryStartCyclicParse),
	// shared with the sub-parsers of dialect bodies.
	cyclic *[]any
	ctx    *ir.Context
	cfg    Config
	lex    lexer
	tok    token
	file   string
	// start is where parsing begins in the buffer (a split-input-file
	// chunk); positions and line numbers stay those of the whole buffer.
	start    int
	lines    []int // byte offsets of line starts, built lazily
	lastLine int   // index into lines of the last lookup

	attrAliases map[string]ir.Attribute
	typeAliases map[string]ir.Type
	// dialectTypes caches the dialect types parsed from bodies without
	// strings (which could name a type being defined), by dialect and
	// body: a file spells the same types again and again.
	dialectTypes map[string]map[string]ir.Type
	// shapedTypes caches the vector, tensor and memref types parsed from
	// spellings that cannot refer to anything defined elsewhere, by
	// spelling (parseShapedType).
	shapedTypes map[string]ir.Type
	// deferredLocs are `loc(#alias)` references resolved at the end.
	deferredLocs []deferredLoc
	// argLocRefs maps the placeholder locations given to region arguments
	// of custom ops for not yet defined aliases to their deferredLocs index.
	argLocRefs map[ir.Location]int

	scopes         []*isolatedScope
	blockScope     []map[string]*blockDef
	fwdBlocks      []map[*ir.Block]int // forward-referenced blocks per region scope, with use position
	placeholders   map[*ir.Value]int   // forward value references, with use position
	defaultDialect []string
	depth          int

	resources *ir.ResourceStore
	distinct  map[string]*ir.DistinctAttr
	defSlab   []valueDef
	typeStack []ir.Type
	useStack  []ssaUse
	valStack  []*ir.Value
	// customScratch holds a reusable state per nesting level of custom
	// operations; customDepth is the current level.
	customScratch []*customScratch
	customDepth   int
	names         map[string]string // interned attribute names
	// opCache maps spelled op names to their records.
	opCache map[string]*ir.OpInfo
	// par holds the bodies deferred by a parallel parse (nil: every body
	// is parsed in place).
	par *parallelParse
	// root is the parser of the whole file when this one parses deferred
	// bodies (only its buffer is read: the root goes on parsing), job the
	// body being parsed and jobResult where the worker leaves its results.
	root      *Parser
	job       *bodyJob
	jobResult *workerResult
}

type deferredLoc struct {
	name string
	pos  int
	op   *ir.Operation
	arg  *ir.Value
}

// valueSlot is one defined (or forward-referenced) result of a name.
type valueSlot struct {
	v   *ir.Value
	pos int
}

// valueDef holds the values bound to one SSA name, by result number.
type valueDef struct {
	first valueSlot
	more  []valueSlot // result numbers 1, 2, ...
}

func (d *valueDef) get(i int) valueSlot {
	if i == 0 {
		return d.first
	}
	if i-1 < len(d.more) {
		return d.more[i-1]
	}
	return valueSlot{}
}

func (d *valueDef) set(i int, v *ir.Value, pos int) {
	if i == 0 {
		d.first = valueSlot{v, pos}
		return
	}
	for len(d.more) < i {
		d.more = append(d.more, valueSlot{})
	}
	d.more[i-1] = valueSlot{v, pos}
}

// newDef returns a zeroed valueDef from a slab, saving one allocation per
// SSA name.
func (p *Parser) newDef() *valueDef {
	if len(p.defSlab) == 0 {
		p.defSlab = make([]valueDef, 512)
	}
	d := &p.defSlab[0]
	p.defSlab = p.defSlab[1:]
	return d
}

type isolatedScope struct {
	values map[string]*valueDef
	// names counts the names values has held since it was last emptied.
	names int
	// defined lists, per nested region scope, the names defined in it.
	defined [][]string
}

type blockDef struct {
	block *ir.Block
	pos   int
}

// File is the result of parsing a buffer.
type File struct {
	// Op is the top-level operation (usually builtin.module).
	Op *ir.Operation
	// Resources holds the file-metadata resources.
	Resources *ir.ResourceStore
	// Trusted holds the operations whose regions verified during parsing
	// (Config.VerifyBodies), for ir.VerifyWithContextExcept.
	Trusted map[*ir.Operation]bool
}

// ParseFile parses a whole buffer into a top-level operation.
func ParseFile(ctx *ir.Context, name string, buf []byte, cfg Config) (*File, error) {
	return ParseRange(ctx, name, buf, 0, len(buf), cfg)
}

// ParseRange parses buf[start:end] (a split-input-file chunk) into a
// top-level operation; locations are positions in the whole buffer, and an
// implicit module is located at the chunk start (at 0:0 for the first).
//
// Unless ctx disables multithreading, a large input is parsed in parallel
// (see parallel.go), with the serial parse's result.
func ParseRange(ctx *ir.Context, name string, buf []byte, start, end int, cfg Config) (*File, error) {
	if ctx.Threads() > 1 && end-start >= minParallelBytes {
		if f, err, serial := parseRange(ctx, name, buf, start, end, cfg, true); !serial {
			return f, err
		}
	}
	f, err, _ := parseRange(ctx, name, buf, start, end, cfg, false)
	return f, err
}

// parseRange parses buf[start:end], deferring isolated bodies when
// parallel. A parallel parse that fails in any way reports serial instead.
func parseRange(ctx *ir.Context, name string, buf []byte, start, end int, cfg Config, parallel bool) (f *File, err error, serial bool) {
	p := newParser(ctx, name, buf[:end], start, cfg)
	if parallel {
		p.par = &parallelParse{}
	}
	defer func() {
		if r := recover(); r != nil {
			if parallel {
				f, err, serial = nil, nil, true
				return
			}
			pe, ok := r.(parseError)
			if !ok {
				panic(r)
			}
			f, err = nil, pe.diag
		}
	}()
	p.consume()
	return p.parseTopLevel(), nil, false
}

func newParser(ctx *ir.Context, name string, buf []byte, start int, cfg Config) *Parser {
	if cfg.MaxDepth == 0 {
		cfg.MaxDepth = DefaultMaxDepth
	}
	p := &Parser{
		ctx: ctx, cfg: cfg, lex: lexer{buf: buf, pos: start}, file: name, start: start,
		attrAliases: map[string]ir.Attribute{}, typeAliases: map[string]ir.Type{}, dialectTypes: map[string]map[string]ir.Type{},
		shapedTypes:  map[string]ir.Type{},
		placeholders: map[*ir.Value]int{}, resources: &ir.ResourceStore{Blobs: map[string]*ir.Resource{}},
	}
	p.defaultDialect = []string{"builtin"}
	p.cyclic = new([]any)
	return p
}

// ---- tokens and errors ----

func (p *Parser) consume() {
	p.tok = p.lex.next()
	if p.tok.kind == tError {
		p.failAt(p.lex.errPos, p.lex.errMsg)
	}
}

func (p *Parser) spelling() string { return string(p.lex.buf[p.tok.start:p.tok.end]) }

// intern returns the token text as a string shared by equal spellings, so
// repeated attribute names cost one allocation per distinct name.
func (p *Parser) intern() string {
	if s, ok := p.names[p.tokName()]; ok {
		return s
	}
	if p.names == nil {
		p.names = map[string]string{}
	}
	s := p.spelling()
	p.names[s] = s
	return s
}

// tokName returns the token text without copying. The string aliases the
// input buffer, which the parser never modifies; use it only for lookups
// and names that live no longer than the parse.
func (p *Parser) tokName() string {
	if p.tok.end == p.tok.start {
		return ""
	}
	return unsafe.String(&p.lex.buf[p.tok.start], p.tok.end-p.tok.start)
}

func (p *Parser) spellingBytes() []byte { return p.lex.buf[p.tok.start:p.tok.end] }

func (p *Parser) is(k tokKind) bool { return p.tok.kind == k }

func (p *Parser) isKeyword(kw string) bool {
	return p.tok.kind == tBareID && string(p.lex.buf[p.tok.start:p.tok.end]) == kw
}

func (p *Parser) consumeIf(k tokKind) bool {
	if p.tok.kind == k {
		p.consume()
		return true
	}
	return false
}

func (p *Parser) consumeKeyword(kw string) bool {
	if p.isKeyword(kw) {
		p.consume()
		return true
	}
	return false
}

// expect consumes a token of kind k or fails with msg at the previous token.
func (p *Parser) expect(k tokKind, msg string) {
	if p.tok.kind != k {
		p.failWrongToken(msg)
	}
	p.consume()
}

// resetTo re-lexes from byte offset pos.
func (p *Parser) resetTo(pos int) {
	p.lex.pos = pos
	p.consume()
}

// lineCol returns the 1-based line and column of a byte offset. Offsets
// mostly grow as parsing proceeds, so the last line found is the starting
// point of a short forward scan; other offsets use a binary search.
func (p *Parser) lineCol(pos int) (int, int) {
	if p.lines == nil {
		p.lines = make([]int, 1, bytes.Count(p.lex.buf, newline)+1)
		for i, c := range p.lex.buf {
			if c == '\n' {
				p.lines = append(p.lines, i+1)
			}
		}
		p.ctx.ExpectFileLines(p.file, len(p.lines))
	}
	i := p.lastLine
	if pos >= p.lines[i] {
		for i+1 < len(p.lines) && p.lines[i+1] <= pos && i-p.lastLine < 8 {
			i++
		}
		if i+1 < len(p.lines) && p.lines[i+1] <= pos {
			i = sort.Search(len(p.lines), func(i int) bool { return p.lines[i] > pos }) - 1
		}
	} else {
		i = sort.Search(len(p.lines), func(i int) bool { return p.lines[i] > pos }) - 1
	}
	p.lastLine = i
	return i + 1, pos - p.lines[i] + 1
}

var newline = []byte{'\n'}

// locAt returns the file location of a byte offset.
func (p *Parser) locAt(pos int) ir.Location {
	l, c := p.lineCol(pos)
	return p.ctx.FileLineColLoc(p.file, uint32(l), uint32(c))
}

func (p *Parser) failAt(pos int, msg string) {
	panic(parseError{ir.Errorf(p.locAt(pos), "%s", msg)})
}

// fail reports msg at the next token, as upstream's Parser::emitError: at
// the end of the input, one character before it.
func (p *Parser) fail(msg string) {
	if p.tok.kind == tEOF && p.tok.start > 0 {
		p.failAt(p.tok.start-1, msg)
	}
	p.failAt(p.tok.start, msg)
}

func (p *Parser) failDiag(d *ir.Diagnostic) { panic(parseError{d}) }

// failWrongToken reports an unexpected token at the end of the previous
// meaningful text, as upstream does.
func (p *Parser) failWrongToken(msg string) {
	base := p.start
	buf := p.lex.buf[base:]
	pos := p.tok.start - base
	if p.tok.kind == tEOF && pos > 0 {
		pos--
	}
	orig := pos
	end := pos
	for {
		for end > 0 && (buf[end-1] == ' ' || buf[end-1] == '\t') {
			end--
		}
		if end == 0 {
			p.failAt(base+orig, msg)
		}
		if buf[end-1] != '\n' && buf[end-1] != '\r' {
			p.failAt(base+end, msg)
		}
		end--
		lineStart := end
		for lineStart > 0 && buf[lineStart-1] != '\n' && buf[lineStart-1] != '\r' {
			lineStart--
		}
		if lineStart > 0 {
			lineStart-- // include the newline, as upstream's drop_front(newLineIndex)
		}
		if i := strings.Index(string(buf[lineStart:end]), "//"); i >= 0 {
			end = lineStart + i
		}
	}
}

func (p *Parser) enter() {
	p.depth++
	if p.depth > p.cfg.MaxDepth {
		p.fail("exceeded maximum nesting depth of " + strconv.Itoa(p.cfg.MaxDepth))
	}
}

func (p *Parser) leave() { p.depth-- }

// ---- top level ----

func (p *Parser) parseTopLevel() *File {
	top := ir.NewBlock()
	region := &ir.Region{}
	region.Append(top)
	p.pushIsolatedScope()
	p.pushRegionScope()
	for {
		switch p.tok.kind {
		case tEOF:
			p.popRegionScope()
			if p.par != nil {
				p.parseDeferred()
			}
			p.finish()
			f := &File{Op: p.wrapTopLevel(region), Resources: p.resources}
			if p.par != nil {
				f.Trusted = p.par.trusted
			}
			return f
		case tHashID:
			p.parseAttrAliasDef()
		case tExclaimID:
			p.parseTypeAliasDef()
		case tFileMetaBeg:
			p.parseFileMetadata()
		default:
			p.parseOperation(top)
		}
	}
}

func (p *Parser) wrapTopLevel(r *ir.Region) *ir.Operation {
	b := r.First()
	if first := b.First(); first != nil && first == b.Last() {
		if p.cfg.NoImplicitModule || first.Name() == "builtin.module" {
			first.Remove()
			return first
		}
	}
	if p.cfg.NoImplicitModule {
		n := len(b.Ops())
		p.failDiag(ir.Errorf(p.moduleLoc(),
			"source must contain a single top-level operation, found: %d", n))
	}
	st := &ir.OperationState{
		Name: p.ctx.OpInfo("builtin.module"),
		Loc:  p.moduleLoc(),
	}
	body := st.AddRegion()
	nb := ir.NewBlock()
	body.Append(nb)
	for op := b.First(); op != nil; {
		next := op.NextInBlock()
		op.Remove()
		nb.Append(op)
		op = next
	}
	return ir.NewOperation(p.ctx, st)
}

// moduleLoc is the location of an implicit top-level module.
func (p *Parser) moduleLoc() ir.Location {
	if p.start == 0 {
		return p.ctx.FileLineColLoc(p.file, 0, 0)
	}
	return p.locAt(p.start)
}

// finish resolves deferred location aliases and reports unresolved
// forward references.
func (p *Parser) finish() {
	for _, d := range p.deferredLocs {
		a, ok := p.attrAliases[d.name]
		if !ok {
			p.failAt(d.pos, "operation location alias was never defined")
		}
		loc, ok := a.(ir.Location)
		if !ok {
			p.failAt(d.pos, "expected location, but found '"+attrString(a)+"'")
		}
		if d.op != nil {
			d.op.SetLoc(loc)
		} else if d.arg != nil {
			d.arg.SetLoc(loc)
		}
	}
	if len(p.placeholders) > 0 {
		var poss []int
		for _, pos := range p.placeholders {
			poss = append(poss, pos)
		}
		sort.Ints(poss)
		p.failAt(poss[0], "use of undeclared SSA value name")
	}
}

func (p *Parser) parseAttrAliasDef() {
	start := p.tok.start
	name := p.spelling()[1:]
	if strings.Contains(name, ".") {
		p.fail("attribute names with a '.' are reserved for dialect-defined names")
	}
	p.consume()
	if _, dup := p.attrAliases[name]; dup {
		p.failAt(start, "redefinition of attribute alias id '"+name+"'")
	}
	p.expect(tEqual, "expected '=' in attribute alias definition")
	a := p.parseAttribute(nil)
	p.attrAliases[name] = a
}

func (p *Parser) parseTypeAliasDef() {
	start := p.tok.start
	name := p.spelling()[1:]
	if strings.Contains(name, ".") {
		p.fail("type names with a '.' are reserved for dialect-defined names")
	}
	p.consume()
	if _, dup := p.typeAliases[name]; dup {
		p.failAt(start, "redefinition of type alias id '"+name+"'")
	}
	p.expect(tEqual, "expected '=' in type alias definition")
	t := p.parseType()
	p.typeAliases[name] = t
}

// ---- scopes ----

// The scope stacks keep the scopes popped from them beyond their length
// and reuse them (emptied) when pushed again: a file of many functions
// then builds its name tables once per nesting level.

func (p *Parser) pushIsolatedScope() {
	n := len(p.scopes)
	if n < cap(p.scopes) {
		if s := p.scopes[:n+1][n]; s != nil && s.names <= maxReusedNames {
			p.scopes = p.scopes[:n+1]
			clear(s.values)
			s.names = 0
			return
		}
	}
	p.scopes = append(p.scopes, &isolatedScope{values: map[string]*valueDef{}})
}

func (p *Parser) pushRegionScope() {
	s := p.scopes[len(p.scopes)-1]
	if n := len(s.defined); n < cap(s.defined) {
		s.defined = s.defined[:n+1]
		s.defined[n] = s.defined[n][:0]
	} else {
		s.defined = append(s.defined, nil)
	}
	p.blockScope = pushMap(p.blockScope)
	p.fwdBlocks = pushMap(p.fwdBlocks)
}

// pushMap pushes an empty map on a stack of maps, reusing a popped one.
func pushMap[K comparable, V any](stack []map[K]V) []map[K]V {
	n := len(stack)
	if n < cap(stack) {
		if m := stack[:n+1][n]; m != nil && len(m) <= maxReusedNames {
			clear(m)
			return stack[:n+1]
		}
	}
	return append(stack[:n], map[K]V{})
}

// maxReusedNames bounds the tables the scope stacks reuse: clearing costs
// what the table once held, so a table that held more is dropped.
const maxReusedNames = 1024

func (p *Parser) popRegionScope() {
	fwd := p.fwdBlocks[len(p.fwdBlocks)-1]
	if len(fwd) > 0 {
		first := -1
		for _, pos := range fwd {
			if first < 0 || pos < first {
				first = pos
			}
		}
		p.failAt(first, "reference to an undefined block")
	}
	p.fwdBlocks = p.fwdBlocks[:len(p.fwdBlocks)-1]
	p.blockScope = p.blockScope[:len(p.blockScope)-1]
	s := p.scopes[len(p.scopes)-1]
	for _, n := range s.defined[len(s.defined)-1] {
		delete(s.values, n)
	}
	s.defined = s.defined[:len(s.defined)-1]
	if len(s.defined) == 0 {
		p.scopes = p.scopes[:len(p.scopes)-1]
	}
}

// ssaName splits `%name#N` into name and result number.
type ssaUse struct {
	name   string
	number int
	pos    int
}

func (p *Parser) parseSSAUse() ssaUse {
	if p.tok.kind != tPercentID {
		p.failWrongToken("expected SSA operand")
	}
	u := ssaUse{name: p.tokName(), pos: p.tok.start}
	p.consume()
	if p.tok.kind == tHashID {
		s := p.tokName()[1:]
		n, err := strconv.Atoi(s)
		if err != nil || n < 0 {
			p.fail("invalid SSA value result number")
		}
		u.number = n
		p.consume()
	}
	return u
}

// resolve returns the value for a use of type t, creating a forward
// reference placeholder when it is not defined yet.
func (p *Parser) resolve(u ssaUse, t ir.Type) *ir.Value {
	s := p.scopes[len(p.scopes)-1]
	d := s.values[u.name]
	if d != nil {
		if slot := d.get(u.number); slot.v != nil {
			if slot.v.Type() != t {
				p.failDiag(p.useTypeMismatch(u, t, slot.v, slot.pos))
			}
			return slot.v
		}
		if first := d.get(0).v; first != nil {
			if _, fwd := p.placeholders[first]; !fwd {
				p.failAt(u.pos, "reference to invalid result number")
			}
		}
	} else {
		d = p.newDef()
		s.values[u.name] = d
		s.names++
	}
	v := newPlaceholder(p.ctx, t)
	d.set(u.number, v, u.pos)
	p.placeholders[v] = u.pos
	return v
}

func (p *Parser) useTypeMismatch(u ssaUse, t ir.Type, v *ir.Value, defPos int) *ir.Diagnostic {
	d := ir.Errorf(p.locAt(u.pos), "use of value '%s' expects different type than prior uses: '%s' vs '%s'",
		u.name, typeString(t), typeString(v.Type()))
	d.AttachNote(p.locAt(defPos), "prior use here")
	return d
}

// placeholderOp owns forward-reference values until they are defined.
func newPlaceholder(ctx *ir.Context, t ir.Type) *ir.Value {
	op := ir.NewOperation(ctx, &ir.OperationState{Name: ctx.OpInfo("builtin.unrealized_conversion_cast"), Types: []ir.Type{t}})
	return op.Result(0)
}

// define binds name#number to v, resolving any forward reference.
func (p *Parser) define(u ssaUse, v *ir.Value) {
	s := p.scopes[len(p.scopes)-1]
	d := s.values[u.name]
	if d == nil {
		d = p.newDef()
		s.values[u.name] = d
		s.names++
		s.defined[len(s.defined)-1] = append(s.defined[len(s.defined)-1], u.name)
	} else if old := d.get(u.number); old.v != nil {
		if _, fwd := p.placeholders[old.v]; !fwd {
			diag := ir.Errorf(p.locAt(u.pos), "redefinition of SSA value '%s'", u.name)
			diag.AttachNote(p.locAt(old.pos), "previously defined here")
			p.failDiag(diag)
		}
		if old.v.Type() != v.Type() {
			diag := ir.Errorf(p.locAt(u.pos), "definition of SSA value '%s#%d' has type '%s'",
				u.name, u.number, typeString(v.Type()))
			diag.AttachNote(p.locAt(old.pos), "previously used here with type '%s'", typeString(old.v.Type()))
			p.failDiag(diag)
		}
		old.v.ReplaceAllUsesWith(v)
		delete(p.placeholders, old.v)
		// The name was first seen as a use: it now belongs to this scope.
		s.defined[len(s.defined)-1] = append(s.defined[len(s.defined)-1], u.name)
	}
	d.set(u.number, v, u.pos)
}

// blockNamed returns the block for `^name`, creating a forward reference.
func (p *Parser) blockNamed(name string, pos int) *ir.Block {
	scope := p.blockScope[len(p.blockScope)-1]
	d := scope[name]
	if d == nil {
		d = &blockDef{block: ir.NewBlock(), pos: pos}
		scope[name] = d
		p.fwdBlocks[len(p.fwdBlocks)-1][d.block] = pos
	}
	return d.block
}

// ---- operations ----

type resultGroup struct {
	name  string
	count int
	pos   int
}

func (p *Parser) parseOperation(b *ir.Block) {
	p.enter()
	defer p.leave()
	var groups []resultGroup
	numResults := 0
	if p.tok.kind == tPercentID {
		for {
			if p.tok.kind != tPercentID {
				p.failWrongToken("expected valid ssa identifier")
			}
			g := resultGroup{name: p.tokName(), count: 1, pos: p.tok.start}
			p.consume()
			if p.consumeIf(tColon) {
				if p.tok.kind != tInteger {
					p.failWrongToken("expected integer number of results")
				}
				n, err := strconv.Atoi(p.spelling())
				if err != nil || n < 1 {
					p.fail("expected named operation to have at least 1 result")
				}
				g.count = n
				p.consume()
			}
			groups = append(groups, g)
			numResults += g.count
			if !p.consumeIf(tComma) {
				break
			}
		}
		p.expect(tEqual, "expected '=' after SSA name")
	}
	var op *ir.Operation
	opPos := p.tok.start
	switch p.tok.kind {
	case tString:
		op = p.parseGenericOperation()
	case tBareID:
		if _, _, isIntType := intTypeOf(p.tokName()); isIntType {
			// Upstream lexes `i32` as an integer type, not an op name.
			p.failWrongToken("expected operation name in quotes")
		}
		op = p.parseCustomOperation(groups)
	default:
		p.failWrongToken("expected operation name in quotes")
	}
	if groups != nil && op.NumResults() == 0 {
		p.failAt(groups[0].pos, "cannot name an operation with no results")
	}
	if groups != nil && op.NumResults() != numResults {
		p.failAt(groups[0].pos, "operation defines "+strconv.Itoa(op.NumResults())+" results but was provided "+
			strconv.Itoa(numResults)+" to bind")
	}
	_ = opPos
	b.Append(op)
	i := 0
	for _, g := range groups {
		for j := 0; j < g.count; j++ {
			p.define(ssaUse{name: g.name, number: j, pos: g.pos}, op.Result(i))
			i++
		}
	}
}

func (p *Parser) parseGenericOperation() *ir.Operation {
	namePos := p.tok.start
	info := p.opCache[p.tokName()]
	if info == nil {
		name := unescape(p.spellingBytes())
		if name == "" {
			p.fail("empty operation name is invalid")
		}
		if strings.IndexByte(name, 0) >= 0 {
			p.fail("null character not allowed in operation name")
		}
		key := p.spelling()
		p.consume()
		// As upstream, an unregistered dialect is reported at the token
		// after the name.
		pos := p.tok.start
		if p.tok.kind == tEOF && pos > 0 {
			pos--
		}
		info = p.opInfoFor(name, pos)
		if p.opCache == nil {
			p.opCache = map[string]*ir.OpInfo{}
		}
		p.opCache[key] = info
	} else {
		p.consume()
	}
	st := &ir.OperationState{Name: info, Loc: p.locAt(namePos)}
	p.parseGenericAfterName(st, namePos, nil, false)
	op := ir.NewOperation(p.ctx, st)
	p.parseTrailingLocation(op)
	if p.par != nil && len(p.par.pending) > 0 {
		p.queuePending()
	}
	return op
}

// parseGenericAfterName parses what follows the name of a generic
// operation into st (upstream's parseGenericOperationAfterOpName); when
// haveUses, the operand list was already parsed by a custom parser.
func (p *Parser) parseGenericAfterName(st *ir.OperationState, namePos int, given []ssaUse, haveUses bool) {
	info := st.Name
	// Operand uses go on a parser-wide stack: nested regions push above
	// this operation's entries and pop them before it resumes.
	useBase := len(p.useStack)
	if haveUses {
		p.useStack = append(p.useStack, given...)
	} else {
		p.expect(tLParen, "expected '(' to start operand list")
		if p.tok.kind == tPercentID {
			for {
				p.useStack = append(p.useStack, p.parseSSAUse())
				if !p.consumeIf(tComma) {
					break
				}
			}
		}
		p.expect(tRParen, "expected ')' to end operand list")
	}
	nUses := len(p.useStack) - useBase
	if p.tok.kind == tLSquare {
		if info.Registered && !info.Traits.Has(ir.TraitTerminator) {
			p.fail("successors in non-terminator")
		}
		p.consume()
		if p.tok.kind == tRSquare {
			p.fail("expected list element")
		}
		for {
			if p.tok.kind != tCaretID {
				p.failWrongToken("expected block name")
			}
			st.Successors = append(st.Successors, p.blockNamed(p.tokName(), p.tok.start))
			p.consume()
			if !p.consumeIf(tComma) {
				break
			}
		}
		p.expect(tRSquare, "expected ',' or ']'")
	}
	if p.tok.kind == tLess {
		p.consume()
		st.Props = p.parseAttribute(nil)
		p.expect(tGreater, "expected '>' to close properties")
	}
	if p.tok.kind == tLParen {
		p.consume()
		for {
			r := st.AddRegion()
			// The regions of an isolated-from-above op may be parsed in
			// parallel (parallel.go), as with ParseIsolatedRegion.
			if !info.Registered || !info.Traits.Has(ir.TraitIsolatedFromAbove) || !p.deferRegion(r, nil) {
				p.parseRegion(r, nil, false)
			}
			if !p.consumeIf(tComma) {
				break
			}
		}
		p.expect(tRParen, "expected ')' to end region list")
	}
	if p.tok.kind == tLBrace {
		st.Attrs = p.parseAttrDictEntries()
	}
	p.expect(tColon, "expected ':' followed by operation type")
	typePos := p.tok.start
	ft, ok := p.parseType().(*ir.FunctionType)
	if !ok {
		p.failAt(typePos, "expected function type")
	}
	if len(ft.Inputs) != nUses {
		// Upstream streams a NUL character in place of the plural 's'.
		plural := "s"
		if nUses == 1 {
			plural = "\x00"
		}
		p.failAt(typePos, "expected "+strconv.Itoa(nUses)+" operand type"+plural+" but had "+strconv.Itoa(len(ft.Inputs)))
	}
	// Without properties, inherent attributes written among the others are
	// checked now, as upstream does before converting them to properties.
	if st.Props == nil && info.VerifyInherentAttrs != nil {
		if msg := info.VerifyInherentAttrs(st.Attrs); msg != "" {
			p.failAt(namePos, "'"+info.Name+"' op "+msg)
		}
	}
	p.valStack = p.valStack[:0]
	for i, u := range p.useStack[useBase:] {
		p.valStack = append(p.valStack, p.resolve(u, ft.Inputs[i]))
	}
	p.useStack = p.useStack[:useBase]
	if st.Operands == nil {
		st.Operands = p.valStack
	} else {
		st.Operands = append(st.Operands, p.valStack...)
	}
	if st.Types == nil {
		st.Types = ft.Results
	} else {
		st.Types = append(st.Types, ft.Results...)
	}
	if info.Registered && st.Props != nil {
		p.checkProperties(info, st.Props, namePos)
	}
}

// checkProperties is upstream's setPropertiesFromAttribute for a
// registered op: a dictionary whose inherent attributes have the storage
// their properties need (unknown names are dropped later).
func (p *Parser) checkProperties(info *ir.OpInfo, props ir.Attribute, pos int) {
	str := func(a ir.Attribute) string {
		ap := attrPrinter{distinct: map[*ir.DistinctAttr]int{}, ctx: p.ctx}
		ap.attr(a, elideNever)
		return string(ap.buf)
	}
	prefix := func() string { return "invalid properties " + str(props) + " for op " + info.Name + ": " }
	d, ok := props.(*ir.DictionaryAttr)
	if !ok {
		p.failAt(pos, prefix()+"expected DictionaryAttr to set properties")
	}
	if len(info.InherentAttrs) == 0 {
		p.failAt(pos, prefix()+"this operation does not support properties")
	}
	if info.PropStorage == nil {
		return
	}
	names := append([]string(nil), info.InherentAttrs...)
	sort.Strings(names)
	for _, n := range names {
		a := d.Get(n)
		if a == nil {
			continue
		}
		ok, msg := info.PropStorage(n, a)
		if ok {
			continue
		}
		if msg != "" {
			p.failAt(pos, prefix()+msg)
		}
		if n == "operandSegmentSizes" || n == "resultSegmentSizes" {
			// Upstream stores segment sizes as an int32 array, converted
			// from a DenseI32ArrayAttr.
			if arr, ok := a.(*ir.DenseArrayAttr); !ok || ir.BitWidth(arr.Elem) != 32 {
				p.failAt(pos, prefix()+"expected DenseI32ArrayAttr for key `value`")
			}
		}
		p.failAt(pos, prefix()+"Invalid attribute `"+n+"` in property conversion: "+str(a))
	}
}

// opInfoFor returns the record for a generic op name, checking that its
// dialect is known or unregistered dialects are allowed.
func (p *Parser) opInfoFor(name string, pos int) *ir.OpInfo {
	if info := p.ctx.LookupOp(name); info != nil {
		return info
	}
	dialect, _, _ := strings.Cut(name, ".")
	if !p.ctx.IsDialectRegistered(dialect) && !p.cfg.AllowUnregistered {
		p.failAt(pos, "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used")
	}
	return p.ctx.OpInfo(name)
}

// lookupCustomOp returns the record of the custom operation named by the
// current token, which names it in full or without the default dialect's
// prefix; names in full are cached.
func (p *Parser) lookupCustomOp(namePos int) *ir.OpInfo {
	orig := p.spelling()
	name := orig
	info := p.ctx.LookupOp(name)
	if info == nil && !strings.Contains(name, ".") {
		// As upstream 22: the default dialect's prefix only (no func
		// fallback), even an empty one.
		name = p.defaultDialect[len(p.defaultDialect)-1] + "." + name
		info = p.ctx.LookupOp(name)
	}
	if info == nil || info.Parse == nil {
		p.unknownCustomOp(namePos, orig, name)
	}
	if name == orig {
		if p.opCache == nil {
			p.opCache = map[string]*ir.OpInfo{}
		}
		p.opCache[orig] = info
	}
	return info
}

func (p *Parser) parseCustomOperation(groups []resultGroup) *ir.Operation {
	namePos := p.tok.start
	info := p.opCache[p.tokName()]
	if info == nil || !info.Registered || info.Parse == nil {
		info = p.lookupCustomOp(namePos)
	}
	p.consume()
	dd := info.DefaultDialect
	p.defaultDialect = append(p.defaultDialect, dd)
	sc := p.pushCustomScratch()
	defer func() {
		p.defaultDialect = p.defaultDialect[:len(p.defaultDialect)-1]
		p.customDepth--
	}()
	st := &sc.st
	*st = ir.OperationState{Name: info, Loc: p.locAt(namePos), Operands: sc.operands, Types: sc.types, Attrs: sc.attrs}
	sc.cp = customParser{p: p, info: info, namePos: namePos, groups: groups}
	if err := info.Parse(&sc.cp, st); err != nil {
		if d, ok := err.(*ir.Diagnostic); ok {
			p.failDiag(d)
		}
		p.failAt(namePos, err.Error())
	}
	op := ir.NewOperation(p.ctx, st)
	sc.recycle()
	p.parseTrailingLocation(op)
	if p.par != nil && len(p.par.pending) > 0 {
		p.queuePending()
	}
	return op
}

// unknownCustomOp reports a custom op without a parser (orig as written,
// name with the default dialect's prefix): unknown to a loaded dialect, or
// of a dialect that is not loaded, with upstream's messages.
func (p *Parser) unknownCustomOp(pos int, orig, name string) {
	tried := ""
	if name != orig {
		tried = " (tried '" + name + "' as well)"
	}
	dialect, _, _ := strings.Cut(name, ".")
	if p.ctx.IsDialectRegistered(dialect) {
		p.failAt(pos, "custom op '"+orig+"' is unknown"+tried)
	}
	diag := ir.Errorf(p.locAt(pos), "Dialect `%s' not found for custom op '%s' %s", dialect, orig, tried)
	var names []string
	for _, d := range p.ctx.Dialects() {
		names = append(names, d.Name)
	}
	diag.AttachNote(p.locAt(pos), "Available dialects: %s ; for more info on dialect registration see "+
		"https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management",
		strings.Join(names, ", "))
	p.failDiag(diag)
}

// customScratch is the reusable state of one nesting level of custom
// operation parsing: NewOperation copies what it keeps of a state, so the
// state and its lists serve the next operation at the same level.
type customScratch struct {
	st       ir.OperationState
	cp       customParser
	operands []*ir.Value
	types    []ir.Type
	attrs    []ir.NamedAttr
}

// pushCustomScratch returns the scratch state of the next nesting level.
func (p *Parser) pushCustomScratch() *customScratch {
	if p.customDepth == len(p.customScratch) {
		p.customScratch = append(p.customScratch, &customScratch{
			operands: make([]*ir.Value, 0, 8), types: make([]ir.Type, 0, 8), attrs: make([]ir.NamedAttr, 0, 8),
		})
	}
	sc := p.customScratch[p.customDepth]
	p.customDepth++
	return sc
}

// recycle empties the scratch lists after an operation was created. Only
// the scratch's own storage is reused: a list a parse hook grew or
// replaced is left to its owner.
func (sc *customScratch) recycle() {
	sc.operands = reuseList(sc.operands)
	sc.types = reuseList(sc.types)
	sc.attrs = reuseList(sc.attrs)
	sc.st = ir.OperationState{}
	sc.cp = customParser{}
}

// reuseList returns mine emptied and cleared; the state's list is
// dropped, whether it grew out of mine or replaced it.
func reuseList[T any](mine []T) []T {
	clear(mine[:cap(mine)])
	return mine[:0]
}

// parseTrailingLocation parses an optional `loc(...)` after an operation.
func (p *Parser) parseTrailingLocation(op *ir.Operation) {
	p.parseTrailingLoc(deferredLoc{op: op})
}

// parseArgTrailingLocation parses an optional `loc(...)` after a block
// argument.
func (p *Parser) parseArgTrailingLocation(v *ir.Value) {
	p.parseTrailingLoc(deferredLoc{arg: v})
}

// parseTrailingLoc parses an optional `loc(...)` and gives it to the
// target's op or arg; a reference to an alias not defined yet is resolved
// at the end of the file.
func (p *Parser) parseTrailingLoc(target deferredLoc) {
	if !p.isKeyword("loc") {
		return
	}
	p.consume()
	loc := p.parseLocSpecifier(target)
	if loc == nil {
		return
	}
	if target.op != nil {
		target.op.SetLoc(loc)
	} else {
		target.arg.SetLoc(loc)
	}
}

// parseLocSpecifier parses `(location)` after `loc`, as upstream's
// parseOptionalLocationSpecifier: a reference to an alias not defined yet
// is queued for target and resolved at the end of the file (nil result).
func (p *Parser) parseLocSpecifier(target deferredLoc) ir.Location {
	p.expect(tLParen, "expected '(' in location")
	var loc ir.Location
	// `#name` refers to an alias; `#dialect.attr` is parsed as an
	// attribute, which must be a location.
	if p.tok.kind == tHashID && !strings.Contains(p.spelling(), ".") {
		name := p.spelling()[1:]
		pos := p.tok.start
		p.consume()
		a, ok := p.attrAliases[name]
		if !ok {
			target.name, target.pos = name, pos
			p.deferredLocs = append(p.deferredLocs, target)
			p.expect(tRParen, "expected ')' in location")
			return nil
		}
		if loc, ok = a.(ir.Location); !ok {
			p.failAt(pos, "expected location, but found '"+attrString(a)+"'")
		}
	} else {
		loc = p.parseLocationInstance()
	}
	p.expect(tRParen, "expected ')' in location")
	return loc
}

// parseArgLocSpecifier parses `(location)` after `loc` for a region
// argument of a custom op, which has no value yet: a reference to an alias
// not defined yet gets a placeholder location that addEntryArg resolves.
func (p *Parser) parseArgLocSpecifier() ir.Location {
	n := len(p.deferredLocs)
	if loc := p.parseLocSpecifier(deferredLoc{}); loc != nil {
		return loc
	}
	ph := p.ctx.NameLoc("\x00deferred location "+strconv.Itoa(n), nil)
	if p.argLocRefs == nil {
		p.argLocRefs = map[ir.Location]int{}
	}
	p.argLocRefs[ph] = n
	return ph
}

// addEntryArg adds a declared region argument to an entry block, queueing
// its location when that refers to an alias defined later.
func (p *Parser) addEntryArg(b *ir.Block, a RegionArg) *ir.Value {
	n := b.NumArgs()
	v := b.AddArg(a.Type, a.Loc)
	if i, ok := p.argLocRefs[a.Loc]; ok {
		p.deferredLocs[i].arg = v
	} else if j := p.job; j != nil && b == j.entry && j.argRefs != nil && n < len(j.argRefs) && j.argRefs[n] >= 0 {
		// The arguments of a deferred body were parsed by the root.
		p.jobResult.argLocs = append(p.jobResult.argLocs, argLoc{j.argRefs[n], v})
	}
	return v
}

// ---- regions and blocks ----

// RegionArg is an entry-block argument declared before the region (as in
// `func.func @f(%a: i32)`).
type RegionArg struct {
	Name string
	// Number is N of a shadowing `%name#N` (ParseShadowingRegion).
	Number int
	Pos    int
	Type   ir.Type
	Loc    ir.Location
}

// parseRegion parses `{ blocks }` into r. args, if given, are the entry block
// arguments. isolated starts a fresh value scope.
func (p *Parser) parseRegion(r *ir.Region, args []RegionArg, isolated bool) {
	p.enter()
	defer p.leave()
	p.expect(tLBrace, "expected '{' to begin a region")
	if p.consumeIf(tRBrace) {
		if len(args) > 0 {
			// The region is empty but declares arguments: keep them on an entry block.
			b := ir.NewBlock()
			for _, a := range args {
				p.checkEntryArgName(a)
				p.addEntryArg(b, a)
			}
			r.Append(b)
		}
		return
	}
	entry := ir.NewBlock()
	r.Append(entry)
	p.parseRegionBlocks(r, entry, args, isolated)
}

// checkEntryArgName rejects a named region entry argument whose name is
// already defined or referenced in the enclosing value scope.
func (p *Parser) checkEntryArgName(a RegionArg) {
	if a.Name == "" {
		return
	}
	if d := p.scopes[len(p.scopes)-1].values[a.Name]; d != nil {
		if old := d.get(0); old.v != nil {
			diag := ir.Errorf(p.locAt(a.Pos), "region entry argument '%s' is already in use", a.Name)
			diag.AttachNote(p.locAt(old.pos), "previously referenced here")
			p.failDiag(diag)
		}
	}
}

// parseRegionBlocks parses the blocks of a non-empty region after its
// '{', up to and including the '}'; entry is r's (empty) entry block.
func (p *Parser) parseRegionBlocks(r *ir.Region, entry *ir.Block, args []RegionArg, isolated bool) {
	if isolated {
		p.pushIsolatedScope()
	}
	p.pushRegionScope()
	if len(args) > 0 && args[0].Name != "" {
		if p.tok.kind == tCaretID {
			p.fail("invalid block name in region with named arguments")
		}
		for _, a := range args {
			p.checkEntryArgName(a)
			v := p.addEntryArg(entry, a)
			p.define(ssaUse{name: a.Name, number: a.Number, pos: a.Pos}, v)
		}
	} else {
		for _, a := range args {
			p.addEntryArg(entry, a)
		}
	}
	if p.tok.kind == tCaretID {
		p.parseBlockHeader(entry, true)
		if len(args) > 0 && entry.NumArgs() > len(args) {
			p.fail("entry block arguments were already defined")
		}
	}
	p.parseBlockBody(entry)
	for p.tok.kind != tRBrace {
		if p.tok.kind != tCaretID {
			p.failWrongToken("expected block name")
		}
		b := p.parseBlockHeader(nil, false)
		r.Append(b)
		p.parseBlockBody(b)
	}
	p.consume()
	p.popRegionScope()
}

// parseBlockHeader parses `^name(args):`. For the entry block the given
// block is used.
func (p *Parser) parseBlockHeader(entry *ir.Block, isEntry bool) *ir.Block {
	name := p.spelling()
	pos := p.tok.start
	p.consume()
	scope := p.blockScope[len(p.blockScope)-1]
	fwd := p.fwdBlocks[len(p.fwdBlocks)-1]
	var b *ir.Block
	if d := scope[name]; d != nil {
		if _, isFwd := fwd[d.block]; !isFwd {
			p.failAt(pos, "redefinition of block '"+name+"'")
		}
		delete(fwd, d.block)
		b = d.block
		d.pos = pos
		if isEntry {
			// A forward reference to the entry block: branch to the entry.
			b.ReplaceAllUsesWith(entry)
			d.block = entry
			b = entry
		}
	} else {
		b = entry
		if b == nil {
			b = ir.NewBlock()
		}
		scope[name] = &blockDef{block: b, pos: pos}
	}
	existing := b.NumArgs()
	if p.tok.kind == tLParen {
		p.consume()
		if !p.consumeIf(tRParen) {
			i := 0
			for {
				u := p.parseSSAUse()
				p.expect(tColon, "expected ':' and type for SSA operand")
				t := p.parseType()
				var v *ir.Value
				if i < existing {
					v = b.Arg(i)
					if v.Type() != t {
						p.failAt(u.pos, "argument and block argument type mismatch")
					}
				} else {
					v = b.AddArg(t, p.locAt(u.pos))
				}
				i++
				p.parseArgTrailingLocation(v)
				p.define(u, v)
				if !p.consumeIf(tComma) {
					break
				}
			}
			p.expect(tRParen, "expected ')'")
		}
	}
	p.expect(tColon, "expected ':' after block name")
	return b
}

func (p *Parser) parseBlockBody(b *ir.Block) {
	for p.tok.kind != tCaretID && p.tok.kind != tRBrace {
		p.parseOperation(b)
	}
}
