package asm

import (
	"io"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/ir"
)

// Flags are the printing options of mlir-opt's --mlir-print-* flags.
type Flags struct {
	Generic         bool // --mlir-print-op-generic
	DebugInfo       bool // --mlir-print-debuginfo
	PrettyDebugInfo bool // --mlir-pretty-debuginfo
	LocalScope      bool // --mlir-print-local-scope
	ValueUsers      bool // --mlir-print-value-users
	SkipRegions     bool // --mlir-print-skip-regions
	AssumeVerified  bool // --mlir-print-assume-verified
	UniqueSSAIDs    bool // --mlir-print-unique-ssa-ids
	// UseNameLocAsPrefix names values after the first NameLoc of their
	// location (--mlir-use-nameloc-as-prefix).
	UseNameLocAsPrefix bool
	// ElideElementsAttrsIfLarger elides elements attributes of more
	// elements (--mlir-elide-elementsattrs-if-larger).
	ElideElementsAttrsIfLarger Limit
	// ElideResourceStringsIfLarger leaves out the resources whose printed
	// value is longer (--mlir-elide-resource-strings-if-larger).
	ElideResourceStringsIfLarger Limit
	// HexIfLarger prints dense elements attributes of more elements as a
	// hex string (--mlir-print-elementsattrs-with-hex-if-larger; unset:
	// 100, -1: never).
	HexIfLarger Limit
}

// Limit is an optional size limit of a printer flag.
type Limit struct {
	N   int64
	Set bool
}

// LimitOf returns the limit n.
func LimitOf(n int64) Limit { return Limit{N: n, Set: true} }

// Exceeded reports whether the limit is set and n is above it.
func (l Limit) Exceeded(n int64) bool { return l.Set && n > l.N }

// hexElementsThreshold is upstream's default element count above which
// dense attributes print as a hex string.
const hexElementsThreshold = 100

// printHex reports whether a dense elements attribute of n elements prints
// as a hex string.
func (f *Flags) printHex(n int64) bool {
	if f == nil || !f.HexIfLarger.Set {
		return n > hexElementsThreshold
	}
	return f.HexIfLarger.N != -1 && n > f.HexIfLarger.N
}

// Print writes op (usually a module) and the file metadata in textual form.
func Print(w io.Writer, ctx *ir.Context, op *ir.Operation, res *ir.ResourceStore, flags Flags) error {
	p := newOpPrinter(ctx, op, flags, true)
	p.w = w
	p.buf = make([]byte, 0, flushSize+4096)
	p.printTopLevel(op, res)
	p.flush()
	return p.err
}

// flushSize is the buffered output size at which the printer writes out.
const flushSize = 64 << 10

// flush writes the buffered text, remembering the first write error.
func (p *opPrinter) flush() {
	if p.w == nil || len(p.buf) == 0 {
		return
	}
	if _, err := p.w.Write(p.buf); err != nil && p.err == nil {
		p.err = err
	}
	p.buf = p.buf[:0]
}

// OpString prints one operation in generic form with local scope, for
// diagnostics (`see current operation:`).
func OpString(ctx *ir.Context, op *ir.Operation, flags Flags) string {
	flags.LocalScope = true
	// Values are named as when printing the closest ancestor known to be
	// isolated from above (upstream's Operation::print with local scope):
	// unregistered ops are not.
	root := op
	for !(root.IsRegistered() && root.HasTrait(ir.TraitIsolatedFromAbove)) && root.ParentOp() != nil {
		root = root.ParentOp()
	}
	p := newOpPrinter(ctx, root, flags, false)
	p.printOp(op)
	if flags.ValueUsers {
		p.printOpUsers(op)
	}
	return string(p.buf)
}

// NestedOpString prints op as upstream's Operation::print does for an op
// in a block: values are named as when numbering its outermost ancestor,
// and the generic form is used when that ancestor does not verify.
func NestedOpString(ctx *ir.Context, op *ir.Operation, flags Flags) string {
	root := op
	for root.ParentOp() != nil {
		root = root.ParentOp()
	}
	if !flags.Generic && ir.VerifyQuietly(ctx, root) != nil {
		flags.Generic = true
	}
	flags.LocalScope = true
	p := newOpPrinter(ctx, root, flags, false)
	p.printOp(op)
	return string(p.buf)
}

// opPrinter prints operations: SSA and block naming plus indentation.
type opPrinter struct {
	attrPrinter
	flags  Flags
	indent int
	names  *nameState
	// w receives the text in chunks (nil: everything stays in buf).
	w   io.Writer
	err error
	// defaultDialect is the stack of dialects whose prefix custom op names
	// may drop, pushed per region (upstream's defaultDialectStack).
	defaultDialect []string
	// par is the plan of a parallel print (nil: serial).
	par *parallelPrint
	// customs[:ncustom] are the custom printers of the ops being printed,
	// outermost first; the others are free for reuse.
	customs  []*customPrinter
	ncustom  int
	recorder *aliasRecorder
}

// newOpPrinter prepares the printing of op; lazy allows numbering the
// regions of the ops of op's regions only when they are printed (see
// newNameState).
func newOpPrinter(ctx *ir.Context, op *ir.Operation, flags Flags, lazy bool) *opPrinter {
	p := &opPrinter{flags: flags, defaultDialect: []string{"builtin"}}
	p.ctx = ctx
	p.attrPrinter.flags = &p.flags
	p.distinct = map[*ir.DistinctAttr]int{}
	p.resourceUse = &resourceUse{seen: map[string]bool{}}
	p.prettyLoc = flags.PrettyDebugInfo
	if lazy {
		p.par = planParallelPrint(ctx, op, &p.flags)
	}
	if !flags.LocalScope {
		p.aliases = newAliasState(ctx)
		if p.par != nil {
			p.startCollecting()
		}
		p.collectAliases(op)
		if p.par != nil {
			p.par.collecting.Wait()
		}
		p.aliases.finalize()
	}
	if p.par != nil && (p.par.serial || !p.par.merged) {
		p.par = nil
	}
	p.names = newNameState(op, &p.flags, lazy)
	return p
}

func (p *opPrinter) printTopLevel(op *ir.Operation, res *ir.ResourceStore) {
	if p.flags.LocalScope {
		// Upstream prints a local-scope operation alone: no aliases, no
		// newline after it, no file metadata.
		p.printOp(op)
		return
	}
	if p.aliases != nil {
		p.printAliasDefs(false)
	}
	p.printOp(op)
	p.byte('\n')
	if p.aliases != nil {
		p.printAliasDefs(true)
	}
	p.printResources(res)
}

func (p *opPrinter) printAliasDefs(deferred bool) {
	for _, info := range p.aliases.sorted {
		if info.deferrable != deferred {
			continue
		}
		p.str(info.final)
		p.str(" = ")
		if info.isType {
			p.typeNoAlias(info.key.(ir.Type))
		} else {
			p.attrNoAlias(info.key.(ir.Attribute), elideNever)
		}
		p.byte('\n')
		delete(p.aliases.unprinted, info.key)
	}
	if !deferred {
		// Deferred aliases (locations) are used before their definitions
		// at the end of the file.
		for _, info := range p.aliases.sorted {
			if info.deferrable {
				delete(p.aliases.unprinted, info.key)
			}
		}
	}
}

// ---- alias collection in print order ----

func (p *opPrinter) collectAliases(op *ir.Operation) {
	s := p.aliases
	if p.flags.DebugInfo {
		s.visitAttr(op.Loc(), true)
	}
	if !p.flags.Generic && op.Info().Print != nil {
		// Custom printers are visited by printing into a scratch buffer.
		p.collectCustom(op)
		return
	}
	for i := 0; i < op.NumRegions(); i++ {
		p.collectRegion(op.Region(i))
	}
	for i := 0; i < op.NumOperands(); i++ {
		s.visitType(op.Operand(i).Type(), false)
	}
	for i := 0; i < op.NumResults(); i++ {
		s.visitType(op.Result(i).Type(), false)
	}
	// Upstream collects aliases from op.getAttrs(), which holds the
	// inherent attributes of registered ops but not the opaque properties
	// of unregistered ones (printed with the aliases others define). Ops of
	// upstream's dialects are registered there even where gomlir does not
	// know them.
	if pr := op.Props(); pr != nil && (op.Info().Registered || upstreamDialects[op.Info().Dialect]) {
		s.visitAttr(pr, false)
	}
	if d := op.Attrs(); d != nil {
		for _, e := range d.Entries {
			s.visitAttr(e.Value, false)
		}
	}
}

// upstreamDialects are the dialects upstream mlir-opt 22 loads
// (`mlir-opt --show-dialects`).
var upstreamDialects = map[string]bool{
	"acc": true, "affine": true, "amdgpu": true, "amx": true, "arith": true, "arm_neon": true,
	"arm_sme": true, "arm_sve": true, "async": true, "bufferization": true, "builtin": true,
	"cf": true, "complex": true, "dlti": true, "emitc": true, "func": true, "gpu": true,
	"index": true, "irdl": true, "linalg": true, "llvm": true, "math": true, "memref": true,
	"ml_program": true, "mpi": true, "nvgpu": true, "nvvm": true, "omp": true, "pdl": true,
	"pdl_interp": true, "ptr": true, "quant": true, "rocdl": true, "scf": true, "shape": true,
	"shard": true, "smt": true, "sparse_tensor": true, "spirv": true, "tensor": true,
	"test": true, "test_dyn": true, "test_irdl_to_cpp": true, "tosa": true, "transform": true,
	"ub": true, "vector": true, "wasmssa": true, "x86vector": true, "xegpu": true, "xevm": true,
}

func (p *opPrinter) collectRegion(r *ir.Region) { p.collectRegionPrinted(r, true, true) }

// collectRegionPrinted visits what printing r shows: without entryArgs,
// the entry block's arguments are not visited; without terms, neither is
// the entry block's terminator (upstream's DummyAliasOperationPrinter).
func (p *opPrinter) collectRegionPrinted(r *ir.Region, entryArgs, terms bool) {
	if p.flags.SkipRegions {
		return
	}
	for b := r.First(); b != nil; b = b.Next() {
		entry := b == r.First()
		if !entry || entryArgs {
			for _, a := range b.Args() {
				p.aliases.visitType(a.Type(), false)
				if p.flags.DebugInfo {
					p.aliases.visitAttr(a.Loc(), false)
				}
			}
		}
		if p.par != nil && b == p.par.block {
			// The ranges collected their aliases (parallel_print.go).
			p.mergeRangeAliases()
			continue
		}
		var skip *ir.Operation
		if entry && !terms {
			if last := b.Last(); last != nil && last.HasTrait(ir.TraitTerminator) {
				skip = last
			}
		}
		for op := b.First(); op != nil; op = op.NextInBlock() {
			if op != skip {
				p.collectAliases(op)
			}
		}
	}
}

// collectCustom visits what a custom printer prints, by running it with a
// recording printer.
func (p *opPrinter) collectCustom(op *ir.Operation) {
	if p.recorder == nil {
		p.recorder = &aliasRecorder{p: p}
	}
	op.Info().Print(p.recorder, op)
}

// ---- operations ----

func (p *opPrinter) nl() {
	p.byte('\n')
	for i := 0; i < p.indent; i++ {
		p.byte(' ')
	}
}

func (p *opPrinter) writeIndent() {
	for i := 0; i < p.indent; i++ {
		p.byte(' ')
	}
}

// printOp prints an operation with its results and trailing location.
func (p *opPrinter) printOp(op *ir.Operation) {
	if p.names.deferred != nil && op.NumRegions() > 0 {
		if mark := p.names.enter(op); mark >= 0 {
			p.printOpNamed(op)
			p.names.leave(op, mark)
			return
		}
	}
	p.printOpNamed(op)
}

// printOpNamed prints op, whose values are numbered.
func (p *opPrinter) printOpNamed(op *ir.Operation) {
	if n := op.NumResults(); n > 0 {
		groups := p.names.resultGroups[op]
		if groups == nil {
			p.valueID(op.Result(0), false)
			if n > 1 {
				p.byte(':')
				p.int(int64(n))
			}
		} else {
			for i, g := range groups {
				if i > 0 {
					p.str(", ")
				}
				end := n
				if i+1 < len(groups) {
					end = groups[i+1]
				}
				p.valueID(op.Result(g), false)
				if end-g > 1 {
					p.byte(':')
					p.int(int64(end - g))
				}
			}
		}
		p.str(" = ")
	}
	p.customOrGenericOp(op)
	p.trailingLoc(op.Loc(), true)
}

// customOrGenericOp prints op without its results and location: its custom
// form when it has one and generic printing is off, else its generic form.
func (p *opPrinter) customOrGenericOp(op *ir.Operation) {
	if !p.flags.Generic && op.Info().Print != nil {
		name := op.Name()
		if dd := p.defaultDialect[len(p.defaultDialect)-1]; dd != "" && len(name) > len(dd) &&
			name[:len(dd)] == dd && name[len(dd)] == '.' && strings.Count(name, ".") == 1 {
			name = name[len(dd)+1:]
		}
		p.str(name)
		// Custom printers are recycled, one per nesting level.
		if p.ncustom == len(p.customs) {
			p.customs = append(p.customs, &customPrinter{p: p})
		}
		cp := p.customs[p.ncustom]
		cp.op = op
		p.ncustom++
		op.Info().Print(cp, op)
		p.ncustom--
	} else {
		p.genericOp(op)
	}
}

func (p *opPrinter) trailingLoc(l ir.Location, allowAlias bool) {
	if !p.flags.DebugInfo {
		return
	}
	p.byte(' ')
	p.printLocation(l, allowAlias)
}

func (p *opPrinter) genericOp(op *ir.Operation) {
	p.escapedString(op.Name())
	p.byte('(')
	for i := 0; i < op.NumOperands(); i++ {
		if i > 0 {
			p.str(", ")
		}
		p.valueID(op.Operand(i), true)
	}
	p.byte(')')
	if n := op.NumSuccessors(); n > 0 {
		p.byte('[')
		for i := 0; i < n; i++ {
			if i > 0 {
				p.str(", ")
			}
			p.blockName(op.Successor(i))
		}
		p.byte(']')
	}
	if pr := op.Props(); pr != nil {
		p.str(" <")
		p.attr(pr, elideNever)
		p.byte('>')
	}
	if n := op.NumRegions(); n > 0 {
		p.str(" (")
		for i := 0; i < n; i++ {
			if i > 0 {
				p.str(", ")
			}
			p.region(op.Region(i), true, true, true)
		}
		p.byte(')')
	}
	if d := op.Attrs(); d != nil && len(d.Entries) > 0 {
		p.str(" {")
		p.namedAttrs(d.Entries)
		p.byte('}')
	}
	p.str(" : (")
	for i := 0; i < op.NumOperands(); i++ {
		if i > 0 {
			p.str(", ")
		}
		p.typ(op.Operand(i).Type())
	}
	p.str(") -> ")
	if n := op.NumResults(); n == 1 {
		t := op.Result(0).Type()
		if _, isFn := t.(*ir.FunctionType); !isFn {
			p.typ(t)
			return
		}
	}
	p.byte('(')
	for i := 0; i < op.NumResults(); i++ {
		if i > 0 {
			p.str(", ")
		}
		p.typ(op.Result(i).Type())
	}
	p.byte(')')
}

// region prints `{ ... }`.
func (p *opPrinter) region(r *ir.Region, printEntryArgs, printTerminators, printEmptyBlock bool) {
	if p.flags.SkipRegions {
		p.str("{...}")
		return
	}
	p.byte('{')
	p.byte('\n')
	dd := ""
	if parent := r.ParentOp(); parent != nil {
		dd = parent.Info().DefaultDialect
	}
	p.defaultDialect = append(p.defaultDialect, dd)
	defer func() { p.defaultDialect = p.defaultDialect[:len(p.defaultDialect)-1] }()
	if entry := r.First(); entry != nil {
		always := (printEmptyBlock && entry.Empty()) || (printEntryArgs && entry.NumArgs() > 0)
		p.block(entry, always, printTerminators)
		for b := entry.Next(); b != nil; b = b.Next() {
			p.block(b, true, true)
		}
	}
	p.writeIndent()
	p.byte('}')
}

func (p *opPrinter) block(b *ir.Block, printHeader, printTerminator bool) {
	if printHeader {
		p.writeIndent()
		p.blockName(b)
		if b.NumArgs() > 0 {
			p.byte('(')
			for i, a := range b.Args() {
				if i > 0 {
					p.str(", ")
				}
				p.valueID(a, false)
				p.str(": ")
				p.typ(a.Type())
				p.trailingLoc(a.Loc(), false)
			}
			p.byte(')')
		}
		p.byte(':')
		switch {
		case b.Parent() == nil:
			p.str("  // block is not in a region!")
		case b.HasNoPredecessors():
			if !b.IsEntry() {
				p.str("  // no predecessors")
			}
		case b.SinglePredecessor() != nil:
			p.str("  // pred: ")
			p.blockName(b.SinglePredecessor())
		default:
			preds := b.Predecessors()
			order := make([]int, len(preds))
			for i, pb := range preds {
				order[i] = p.names.blocks[pb].order
			}
			sortPreds(preds, order)
			p.str("  // ")
			p.int(int64(len(preds)))
			p.str(" preds: ")
			for i, pb := range preds {
				if i > 0 {
					p.str(", ")
				}
				p.blockName(pb)
			}
		}
		p.byte('\n')
	}
	p.indent += 2
	if p.flags.ValueUsers {
		for _, a := range b.Args() {
			p.printValueUsers(a)
		}
	}
	if p.par != nil && b == p.par.block {
		p.printRanges()
		p.indent -= 2
		return
	}
	last := b.Last()
	skipLast := !printTerminator && last != nil && last.HasTrait(ir.TraitTerminator)
	for op := b.First(); op != nil; op = op.NextInBlock() {
		if skipLast && op == last {
			break
		}
		p.writeIndent()
		p.printOp(op)
		if p.flags.ValueUsers {
			p.printOpUsers(op)
		}
		p.byte('\n')
		if len(p.buf) >= flushSize {
			p.flush()
		}
	}
	p.indent -= 2
}

func sortPreds(preds []*ir.Block, order []int) {
	for i := 1; i < len(preds); i++ {
		for j := i; j > 0 && order[j] < order[j-1]; j-- {
			order[j], order[j-1] = order[j-1], order[j]
			preds[j], preds[j-1] = preds[j-1], preds[j]
		}
	}
}

func (p *opPrinter) blockName(b *ir.Block) {
	if info, ok := p.names.blocks[b]; ok {
		p.str(info.name)
		return
	}
	p.str("INVALIDBLOCK")
}

// valueID prints `%name` (with `#N` for results past the first of a group
// when withResultNo).
func (p *opPrinter) valueID(v *ir.Value, withResultNo bool) {
	p.buf = p.names.appendValue(p.buf, v, withResultNo)
}

// printValueUsers prints the users comment of a block argument, as
// upstream's printUsersComment(BlockArgument).
func (p *opPrinter) printValueUsers(v *ir.Value) {
	p.writeIndent()
	p.str("// ")
	p.valueID(v, false)
	if !v.HasUses() {
		p.str(" is unused")
	} else {
		p.str(" is used by ")
		p.usersOf(v)
	}
	p.byte('\n')
}

// usersOf prints the users of v in use-list order, each once (upstream's
// printValueUsers).
func (p *opPrinter) usersOf(v *ir.Value) {
	users := v.Users()
	if len(users) == 0 {
		p.str("unused")
		return
	}
	for i, u := range users {
		dup := false
		for _, w := range users[:i] {
			if w == u {
				dup = true
				break
			}
		}
		if dup {
			continue
		}
		if i != 0 {
			p.str(", ")
		}
		p.opRef(u)
	}
}

// opRef prints the results of a user, or its id when it has none.
func (p *opPrinter) opRef(op *ir.Operation) {
	if op.NumResults() == 0 {
		if id, ok := p.names.opIDs[op]; ok {
			p.byte('%')
			p.int(int64(id))
			return
		}
		p.str("<<UNKNOWN OPERATION>>")
		return
	}
	for i := 0; i < op.NumResults(); i++ {
		if i > 0 {
			p.str(", ")
		}
		p.valueID(op.Result(i), true)
	}
}

// printOpUsers prints the users comment after an operation, as upstream's
// printUsersComment(Operation *).
func (p *opPrinter) printOpUsers(op *ir.Operation) {
	n := op.NumResults()
	if n == 0 {
		if op.NumOperands() > 0 {
			p.str(" // id: ")
			p.opRef(op)
		}
		return
	}
	var userOps []*ir.Operation
	inResults := 0
	for i := 0; i < n; i++ {
		for _, u := range op.Result(i).Users() {
			dup := false
			for _, w := range userOps {
				if w == u {
					dup = true
					break
				}
			}
			if !dup {
				userOps = append(userOps, u)
				inResults += u.NumResults()
			}
		}
	}
	if len(userOps) == 0 {
		p.str(" // unused")
		return
	}
	if inResults <= 1 && len(userOps) <= 1 && n == 1 {
		p.str(" // user: ")
	} else {
		p.str(" // users: ")
	}
	for i := 0; i < n; i++ {
		if i > 0 {
			p.str(", ")
		}
		if n > 1 {
			p.byte('(')
		}
		p.usersOf(op.Result(i))
		if n > 1 {
			p.byte(')')
		}
	}
}

func (p *opPrinter) printResources(res *ir.ResourceStore) {
	if res == nil {
		return
	}
	// As upstream, only the blobs of the resources printed are, in the
	// order they were printed, grouped by dialect (dialects in the order of
	// their first resource printed). Dialect resources other than builtin
	// are recorded as "dialect\x00key". External resources follow.
	type group struct {
		name    string
		entries []ir.ResourceEntry // values as printed
	}
	var blobs []*group
	seen := false // whether any entry exists before elision
	keep := func(g *group, key, value string) {
		seen = true
		// --mlir-elide-resource-strings-if-larger leaves out the entries
		// whose printed value is longer; the sections they empty go too.
		if !p.flags.ElideResourceStringsIfLarger.Exceeded(int64(len(value))) {
			g.entries = append(g.entries, ir.ResourceEntry{Key: key, Value: value})
		}
	}
	if p.resourceUse != nil {
		byDialect := map[string]*group{}
		for _, n := range p.resourceUse.order {
			d, k := "builtin", n
			var b *ir.Resource
			if i := strings.IndexByte(n, 0); i >= 0 {
				d, k = n[:i], n[i+1:]
				b = res.DialectBlobs[d][k]
			} else {
				b = res.Blobs[k]
			}
			if b == nil {
				continue
			}
			g := byDialect[d]
			if g == nil {
				g = &group{name: d}
				byDialect[d] = g
				blobs = append(blobs, g)
			}
			keep(g, k, blobText(b))
		}
	}
	external := make([]*group, len(res.External))
	for i, e := range res.External {
		external[i] = &group{name: e.Key}
		for _, en := range e.Entries {
			keep(external[i], en.Key, en.Value)
		}
	}
	if !seen {
		return
	}
	p.str("\n{-#\n")
	first := true
	for _, sec := range [...]struct {
		name   string
		groups []*group
	}{{"dialect", blobs}, {"external", external}} {
		started := false
		for _, g := range sec.groups {
			if len(g.entries) == 0 {
				continue
			}
			if !started {
				if !first {
					p.str(",\n")
				}
				p.str("  " + sec.name + "_resources: {\n")
				started, first = true, false
			} else {
				p.str(",\n")
			}
			p.str("    ")
			p.keywordOrString(g.name)
			p.str(": {\n")
			for i, en := range g.entries {
				if i > 0 {
					p.str(",\n")
				}
				p.str("      ")
				p.keywordOrString(en.Key)
				p.str(": ")
				p.str(en.Value)
			}
			p.str("\n    }")
		}
		if started {
			p.str("\n  }")
		}
	}
	p.str("\n#-}\n")
}

// blobText is a blob's printed value: a hex string of its alignment (32-bit
// little endian) followed by its data.
func blobText(b *ir.Resource) string {
	const hexd = "0123456789ABCDEF"
	out := make([]byte, 0, 14+2*len(b.Data))
	out = append(out, `"0x`...)
	al := [4]byte{byte(b.Alignment), byte(b.Alignment >> 8), byte(b.Alignment >> 16), byte(b.Alignment >> 24)}
	for _, c := range append(al[:], b.Data...) {
		out = append(out, hexd[c>>4], hexd[c&15])
	}
	return string(append(out, '"'))
}

// ---- SSA naming ----

type blockInfo struct {
	name  string
	order int
}

// nameState numbers values and blocks as upstream's SSANameState.
type nameState struct {
	// values maps a value to its numeric id, or, when it has a name, to
	// -1-i where names[i] is that name.
	values map[*ir.Value]int
	names  []string
	groups []int // scratch list of result group starts
	// onResultName records a result name an op suggests.
	onResultName func(v *ir.Value, name string)
	resultGroups map[*ir.Operation][]int
	blocks       map[*ir.Block]blockInfo
	opIDs        map[*ir.Operation]int
	flags        *Flags

	nextValue, nextArg, nextConflict int
	used                             []map[string]bool

	// deferred holds, when numbering is lazy, the numbering context of the
	// regions of each op of the root's regions: they are numbered when the
	// op is printed and forgotten after it (see enter and leave), so that
	// the names of one function at a time are kept, not those of the file.
	deferred map[*ir.Operation]nameCtx
	stack    []nameCtx
}

// nameCtx is where the numbering of a region starts: the counters of its
// parent region and its nesting depth (the number of used-name scopes
// above it, which are those of its ancestors).
type nameCtx struct {
	r                 *ir.Region
	value, arg, confl int
	depth             int
	// parentUsed is the used-name scope of the parent region (kept for
	// deferred regions, whose parent scope is no longer on the stack).
	parentUsed map[string]bool
}

// newNameState numbers the values and blocks nested in op. With lazy, the
// regions of the ops of op's regions are numbered only when those ops are
// printed (enter); this needs names to depend only on the enclosing
// regions, which holds for the custom form without unique ids, and no
// printed name to refer to another such op's values (no users comments).
func newNameState(op *ir.Operation, flags *Flags, lazy bool) *nameState {
	s := newEmptyNameState(flags)
	if lazy && !flags.Generic && !flags.UniqueSSAIDs && !flags.ValueUsers {
		s.deferred = map[*ir.Operation]nameCtx{}
		s.values = map[*ir.Value]int{}
	} else {
		s.values = make(map[*ir.Value]int, countValues(op, op))
	}
	s.used = []map[string]bool{{}}
	s.numberOp(op)
	for i := 0; i < op.NumRegions(); i++ {
		s.stack = append(s.stack, nameCtx{r: op.Region(i)})
	}
	s.run()
	return s
}

// newRangeNameState numbers the operations first..last of a top-level
// body that defines no values, as newNameState numbers them when
// numbering the whole top-level operation. It reuses the tables of prev
// (a name state of an earlier range, no longer used) when not nil.
func newRangeNameState(first, last *ir.Operation, flags *Flags, prev *nameState) *nameState {
	s := prev
	if s == nil {
		s = newEmptyNameState(flags)
		s.values = make(map[*ir.Value]int, countValues(first, last))
	} else {
		clear(s.values)
		clear(s.names)
		s.names = s.names[:0]
		clear(s.resultGroups)
		clear(s.blocks)
		clear(s.opIDs)
		s.nextValue, s.nextArg, s.nextConflict = 0, 0, 0
	}
	if len(s.used) >= 2 {
		clear(s.used[0])
		clear(s.used[1])
		s.used = s.used[:2]
	} else {
		s.used = []map[string]bool{{}, {}}
	}
	forOps(first, last, func(o *ir.Operation) {
		s.numberOp(o)
		for i := 0; i < o.NumRegions(); i++ {
			s.stack = append(s.stack, nameCtx{r: o.Region(i), depth: 1})
		}
	})
	s.run()
	return s
}

func newEmptyNameState(flags *Flags) *nameState {
	s := &nameState{
		resultGroups: map[*ir.Operation][]int{}, blocks: map[*ir.Block]blockInfo{},
		opIDs: map[*ir.Operation]int{}, flags: flags,
	}
	s.onResultName = func(v *ir.Value, name string) {
		s.setName(v, s.locName(v, name))
		if i := v.Index(); i != 0 {
			s.groups = append(s.groups, i)
		}
	}
	return s
}

// countValues counts the values defined in the operations first..last of
// a block and in their regions.
func countValues(first, last *ir.Operation) int {
	n := 0
	forOps(first, last, func(op *ir.Operation) {
		op.Walk(func(o *ir.Operation) ir.WalkResult {
			n += o.NumResults()
			for i := 0; i < o.NumRegions(); i++ {
				for b := o.Region(i).First(); b != nil; b = b.Next() {
					n += b.NumArgs()
				}
			}
			return ir.WalkAdvance
		})
	})
	return n
}

// forOps calls f for the operations first..last of a block, in order
// (first alone when it is in no block).
func forOps(first, last *ir.Operation, f func(*ir.Operation)) {
	for o := first; o != nil; o = o.NextInBlock() {
		f(o)
		if o == last {
			return
		}
	}
}

// run numbers the regions on the stack and the regions nested in them.
func (s *nameState) run() {
	for len(s.stack) > 0 {
		e := s.stack[len(s.stack)-1]
		s.stack = s.stack[:len(s.stack)-1]
		if !s.flags.UniqueSSAIDs && !s.flags.Generic {
			s.nextValue, s.nextArg, s.nextConflict = e.value, e.arg, e.confl
		}
		if e.parentUsed != nil {
			s.used = append(s.used[:e.depth], e.parentUsed)
		} else {
			s.used = s.used[:e.depth+1]
		}
		// The scope of a region nested in an op of the root's regions
		// reuses the one of the last region numbered at its depth, which
		// is done (the root's regions' scopes stay: deferred regions see
		// them).
		var scope map[string]bool
		if d := len(s.used); d >= 2 && d < cap(s.used) {
			if old := s.used[:d+1][d]; old != nil && len(old) <= 256 {
				clear(old)
				scope = old
			}
		}
		if scope == nil {
			scope = map[string]bool{}
		}
		s.used = append(s.used, scope)
		s.numberRegion(e.r)
		for b := e.r.First(); b != nil; b = b.Next() {
			for o := b.First(); o != nil; o = o.NextInBlock() {
				n := o.NumRegions()
				if n == 0 {
					continue
				}
				inner := nameCtx{value: s.nextValue, arg: s.nextArg, confl: s.nextConflict, depth: e.depth + 1}
				if s.deferred != nil && e.depth == 0 {
					inner.parentUsed = scope
					s.deferred[o] = inner
					continue
				}
				for i := 0; i < n; i++ {
					inner.r = o.Region(i)
					s.stack = append(s.stack, inner)
				}
			}
		}
	}
}

// enter numbers the deferred regions of op before op is printed. It
// returns -1 when op has none, and otherwise the mark to give to leave
// after op is printed.
func (s *nameState) enter(op *ir.Operation) int {
	e, ok := s.deferred[op]
	if !ok {
		return -1
	}
	for i := 0; i < op.NumRegions(); i++ {
		e.r = op.Region(i)
		s.stack = append(s.stack, e)
	}
	mark := len(s.names)
	s.run()
	return mark
}

// leave forgets the names of the values and blocks nested in op (op's own
// results keep theirs); mark is enter's result.
func (s *nameState) leave(op *ir.Operation, mark int) {
	s.forget(op)
	delete(s.deferred, op)
	clear(s.names[mark:])
	s.names = s.names[:mark]
}

func (s *nameState) forget(op *ir.Operation) {
	for i := 0; i < op.NumRegions(); i++ {
		for b := op.Region(i).First(); b != nil; b = b.Next() {
			delete(s.blocks, b)
			for _, a := range b.Args() {
				delete(s.values, a)
			}
			for o := b.First(); o != nil; o = o.NextInBlock() {
				for j := 0; j < o.NumResults(); j++ {
					delete(s.values, o.Result(j))
				}
				delete(s.resultGroups, o)
				if o.NumRegions() > 0 {
					s.forget(o)
				}
			}
		}
	}
}

func (s *nameState) isUsed(n string) bool {
	for _, m := range s.used {
		if m[n] {
			return true
		}
	}
	return false
}

func (s *nameState) uniqueName(name string) string {
	name = sanitizeIdentifier(name, ssaPunct)
	if s.isUsed(name) {
		probe := name + "_"
		for {
			cand := probe + strconv.Itoa(s.nextConflict)
			s.nextConflict++
			if !s.isUsed(cand) {
				name = cand
				break
			}
		}
	}
	s.used[len(s.used)-1][name] = true
	return name
}

// nameLoc returns the first NameLoc in v's location (pre-order) with
// --mlir-use-nameloc-as-prefix, nil otherwise.
func (s *nameState) nameLoc(v *ir.Value) *ir.NameLoc {
	if !s.flags.UseNameLocAsPrefix {
		return nil
	}
	return findNameLoc(v.Loc())
}

// locName returns the name of v's NameLoc with
// --mlir-use-nameloc-as-prefix, or name.
func (s *nameState) locName(v *ir.Value, name string) string {
	if nl := s.nameLoc(v); nl != nil {
		return nl.Name
	}
	return name
}

// findNameLoc returns the first NameLoc of l in pre-order, as upstream's
// findInstanceOf.
func findNameLoc(l ir.Attribute) *ir.NameLoc {
	switch l := l.(type) {
	case *ir.NameLoc:
		return l
	case *ir.CallSiteLoc:
		if n := findNameLoc(l.Callee); n != nil {
			return n
		}
		return findNameLoc(l.Caller)
	case *ir.FusedLoc:
		for _, c := range l.Locs {
			if n := findNameLoc(c); n != nil {
				return n
			}
		}
		if m, ok := l.Metadata.(ir.Location); ok {
			return findNameLoc(m)
		}
	}
	return nil
}

func (s *nameState) setName(v *ir.Value, name string) {
	if name == "" {
		s.values[v] = s.nextValue
		s.nextValue++
		return
	}
	s.values[v] = -1 - len(s.names)
	s.names = append(s.names, s.uniqueName(name))
}

// shadow gives the entry block arguments of r the names of vals, as
// upstream's SSANameState::shadowRegionArgs.
func (s *nameState) shadow(r *ir.Region, vals []*ir.Value) {
	if r.Empty() {
		return
	}
	for i, a := range r.First().Args() {
		if i >= len(vals) {
			return
		}
		name := string(s.appendValue(nil, vals[i], true)[1:])
		s.values[a] = -1 - len(s.names)
		s.names = append(s.names, name)
	}
}

func (s *nameState) numberRegion(r *ir.Region) {
	if !s.flags.Generic {
		if parent := r.ParentOp(); parent != nil && parent.Info().BlockArgNames != nil {
			parent.Info().BlockArgNames(r, func(v *ir.Value, name string) {
				if _, done := s.values[v]; !done {
					s.setName(v, s.locName(v, name))
				}
			})
		}
	}
	next := 0
	for b := r.First(); b != nil; b = b.Next() {
		info, ok := s.blocks[b]
		if !ok {
			info.name = "^bb" + strconv.Itoa(next)
		}
		info.order = next
		next++
		s.blocks[b] = info
		isEntry := b.IsEntry()
		for _, a := range b.Args() {
			if _, done := s.values[a]; done {
				continue
			}
			name := ""
			if isEntry {
				name = "arg" + strconv.Itoa(s.nextArg)
				s.nextArg++
			}
			s.setName(a, s.locName(a, name))
		}
		for o := b.First(); o != nil; o = o.NextInBlock() {
			s.numberOp(o)
		}
	}
}

func (s *nameState) numberOp(op *ir.Operation) {
	s.groups = s.groups[:0]
	if !s.flags.Generic && op.Info().BlockNames != nil {
		op.Info().BlockNames(op, func(b *ir.Block, name string) {
			s.blocks[b] = blockInfo{name: "^" + sanitizeIdentifier(name, ssaPunct)}
		})
	}
	if !s.flags.Generic && op.Info().ResultNames != nil {
		s.groups = append(s.groups, 0)
		op.Info().ResultNames(op, s.onResultName)
	}
	n := op.NumResults()
	if n == 0 {
		if s.flags.ValueUsers {
			if _, ok := s.opIDs[op]; !ok {
				s.opIDs[op] = s.nextValue
				s.nextValue++
			}
		}
		return
	}
	if _, ok := s.values[op.Result(0)]; !ok {
		if nl := s.nameLoc(op.Result(0)); nl != nil {
			s.setName(op.Result(0), nl.Name)
		} else {
			s.values[op.Result(0)] = s.nextValue
			s.nextValue++
		}
	}
	if len(s.groups) > 1 {
		sortInts(s.groups)
		s.resultGroups[op] = append([]int(nil), s.groups...)
	}
}

func sortInts(a []int) {
	for i := 1; i < len(a); i++ {
		for j := i; j > 0 && a[j] < a[j-1]; j-- {
			a[j], a[j-1] = a[j-1], a[j]
		}
	}
}

// appendValue appends the printed name of v, as upstream's printValueID.
func (s *nameState) appendValue(buf []byte, v *ir.Value, withResultNo bool) []byte {
	lookup := v
	resultNo := -1
	if op := v.DefiningOp(); op != nil && op.NumResults() > 1 {
		n := v.Index()
		groups := s.resultGroups[op]
		if groups == nil {
			resultNo = n
			lookup = op.Result(0)
		} else {
			gi := 0
			for gi+1 < len(groups) && groups[gi+1] <= n {
				gi++
			}
			start := groups[gi]
			size := op.NumResults() - start
			if gi+1 < len(groups) {
				size = groups[gi+1] - start
			}
			if size != 1 {
				resultNo = n - start
			}
			lookup = op.Result(start)
		}
	}
	id, ok := s.values[lookup]
	if !ok {
		return append(buf, "<<UNKNOWN SSA VALUE>>"...)
	}
	buf = append(buf, '%')
	if id < 0 {
		buf = append(buf, s.names[-1-id]...)
	} else {
		buf = strconv.AppendInt(buf, int64(id), 10)
	}
	if resultNo >= 0 && withResultNo {
		buf = append(buf, '#')
		buf = strconv.AppendInt(buf, int64(resultNo), 10)
	}
	return buf
}
