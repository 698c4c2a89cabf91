package asm

import (
	"slices"
	"strconv"
	"strings"
	"unsafe"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
)

// elision says whether an attribute's type suffix may be left out.
type elision uint8

const (
	elideNever elision = iota
	elideMay
	elideMust
)

// out is the low-level text sink shared by the printers.
type out struct {
	buf []byte
}

func (o *out) str(s string)  { o.buf = append(o.buf, s...) }
func (o *out) byte(c byte)   { o.buf = append(o.buf, c) }
func (o *out) int(v int64)   { o.buf = strconv.AppendInt(o.buf, v, 10) }
func (o *out) uint(v uint64) { o.buf = strconv.AppendUint(o.buf, v, 10) }

// escapedString appends s quoted, escaping as upstream's printEscapedString.
func (o *out) escapedString(s string) {
	o.byte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\\':
			o.str(`\\`)
		case c >= 0x20 && c < 0x7f && c != '"':
			o.byte(c)
		default:
			const hexd = "0123456789ABCDEF"
			o.byte('\\')
			o.byte(hexd[c>>4])
			o.byte(hexd[c&15])
		}
	}
	o.byte('"')
}

// isBareIdentifier reports whether s matches [a-zA-Z_][a-zA-Z0-9_$.]*.
func isBareIdentifier(s string) bool {
	if s == "" || !(isLetter(s[0]) || s[0] == '_') {
		return false
	}
	for i := 1; i < len(s); i++ {
		if !isIDChar(s[i]) {
			return false
		}
	}
	return true
}

func (o *out) keywordOrString(s string) {
	if isBareIdentifier(s) {
		o.str(s)
	} else {
		o.escapedString(s)
	}
}

func (o *out) symbolName(s string) {
	o.byte('@')
	o.keywordOrString(s)
}

// resourceUse lists the dense resource handles printed, in order.
type resourceUse struct {
	seen  map[string]bool
	order []string
}

// attrPrinter prints types and attributes, using aliases when available.
type attrPrinter struct {
	out
	aliases   *aliasState
	distinct  map[*ir.DistinctAttr]int
	flags     *Flags
	ctx       *ir.Context
	prettyLoc bool

	// resourceUse records the dense resources printed (nil: not recorded),
	// shared with nested printers.
	resourceUse *resourceUse
	// cyclic holds the dialect types and attributes being printed
	// (TryStartCyclicPrint), shared with nested printers.
	cyclic *[]any
}

func (p *attrPrinter) typ(t ir.Type) {
	if p.aliases != nil {
		if name, ok := p.aliases.nameOf(t); ok {
			p.str(name)
			return
		}
	}
	p.typeNoAlias(t)
}

func (p *attrPrinter) typeNoAlias(t ir.Type) {
	switch t := t.(type) {
	case *ir.IntegerType:
		switch t.Signedness {
		case ir.Signed:
			p.str("si")
		case ir.Unsigned:
			p.str("ui")
		default:
			p.byte('i')
		}
		p.int(int64(t.Width))
	case *ir.IndexType:
		p.str("index")
	case *ir.NoneType:
		p.str("none")
	case *ir.FloatType:
		p.str(t.Kind.String())
	case *ir.ComplexType:
		p.str("complex<")
		p.typ(t.Elem)
		p.byte('>')
	case *ir.TupleType:
		p.str("tuple<")
		for i, e := range t.Types {
			if i > 0 {
				p.str(", ")
			}
			p.typ(e)
		}
		p.byte('>')
	case *ir.FunctionType:
		p.functionType(t.Inputs, t.Results)
	case *ir.VectorType:
		p.str("vector<")
		for i, d := range t.Shape {
			if t.Scalable != nil && t.Scalable[i] {
				p.byte('[')
				p.int(d)
				p.byte(']')
			} else {
				p.int(d)
			}
			p.byte('x')
		}
		p.typ(t.Elem)
		p.byte('>')
	case *ir.RankedTensorType:
		p.str("tensor<")
		p.dims(t.Shape)
		p.typ(t.Elem)
		if t.Encoding != nil {
			p.str(", ")
			p.attr(t.Encoding, elideNever)
		}
		p.byte('>')
	case *ir.UnrankedTensorType:
		p.str("tensor<*x")
		p.typ(t.Elem)
		p.byte('>')
	case *ir.MemRefType:
		p.str("memref<")
		p.dims(t.Shape)
		p.typ(t.Elem)
		if !t.HasIdentityLayout() {
			p.str(", ")
			p.attr(t.Layout, elideMay)
		}
		if t.MemorySpace != nil {
			p.str(", ")
			p.attr(t.MemorySpace, elideMay)
		}
		p.byte('>')
	case *ir.UnrankedMemRefType:
		p.str("memref<*x")
		p.typ(t.Elem)
		if t.MemorySpace != nil {
			p.str(", ")
			p.attr(t.MemorySpace, elideMay)
		}
		p.byte('>')
	case *ir.OpaqueType:
		p.dialectSymbol("!", t.Dialect, t.Data)
	case ir.DialectType:
		p.dialectType(t)
	default:
		p.str("<<unknown type>>")
	}
}

// dialect returns the dialect named name: the printer's context's, or
// for printers without one (diagnostics), the latest registered anywhere.
func (p *attrPrinter) dialect(name string) *ir.Dialect {
	if p.ctx == nil {
		return ir.DialectByName(name)
	}
	return p.ctx.Dialect(name)
}

func (p *attrPrinter) dialectType(t ir.DialectType) {
	d := p.dialect(t.DialectName())
	if d == nil || d.PrintType == nil {
		p.str("<<unprintable type>>")
		return
	}
	start := len(p.buf)
	d.PrintType(&dialectPrinter{p: p}, t)
	p.wrapDialectSymbol(start, "!", t.DialectName())
}

func (p *attrPrinter) dims(shape []int64) {
	for _, d := range shape {
		if d == ir.Dynamic {
			p.byte('?')
		} else {
			p.int(d)
		}
		p.byte('x')
	}
}

func (p *attrPrinter) functionType(inputs, results []ir.Type) {
	p.byte('(')
	for i, t := range inputs {
		if i > 0 {
			p.str(", ")
		}
		p.typ(t)
	}
	p.str(") -> ")
	p.resultTypes(results)
}

// resultTypes prints function results: a single non-function type bare,
// anything else parenthesized.
func (p *attrPrinter) resultTypes(results []ir.Type) {
	if len(results) == 1 {
		if _, isFn := results[0].(*ir.FunctionType); !isFn {
			p.typ(results[0])
			return
		}
	}
	p.byte('(')
	for i, t := range results {
		if i > 0 {
			p.str(", ")
		}
		p.typ(t)
	}
	p.byte(')')
}

// isDialectSymbolSimple reports whether symbol data can use the pretty
// `prefix dialect.data` form.
func isDialectSymbolSimple(s string) bool {
	if s == "" || !isLetter(s[0]) {
		return false
	}
	i := 0
	for i < len(s) && (isLetter(s[i]) || isDigit(s[i]) || s[i] == '.' || s[i] == '_') {
		i++
	}
	if i == len(s) {
		return true
	}
	return s[i] == '<' && s[len(s)-1] == '>'
}

// wrapDialectSymbol turns the body of a dialect type or attribute, printed
// from start on, into the symbol dialectSymbol prints, in place.
func (p *attrPrinter) wrapDialectSymbol(start int, prefix, dialect string) {
	n := len(p.buf) - start
	simple := isDialectSymbolSimple(unsafe.String(unsafe.SliceData(p.buf[start:]), n))
	h := len(prefix) + len(dialect) + 1
	p.buf = slices.Grow(p.buf, h+1)[:len(p.buf)+h]
	copy(p.buf[start+h:], p.buf[start:start+n])
	copy(p.buf[start:], prefix)
	copy(p.buf[start+len(prefix):], dialect)
	if simple {
		p.buf[start+h-1] = '.'
		return
	}
	p.buf[start+h-1] = '<'
	p.buf = append(p.buf, '>')
}

func (p *attrPrinter) dialectSymbol(prefix, dialect, data string) {
	p.str(prefix)
	p.str(dialect)
	if isDialectSymbolSimple(data) {
		p.byte('.')
		p.str(data)
		return
	}
	p.byte('<')
	p.str(data)
	p.byte('>')
}

func (p *attrPrinter) attr(a ir.Attribute, el elision) {
	if p.aliases != nil {
		if name, ok := p.aliases.nameOf(a); ok {
			p.str(name)
			return
		}
	}
	p.attrNoAlias(a, el)
}

func (p *attrPrinter) attrNoAlias(a ir.Attribute, el elision) {
	var typ ir.Type
	switch a := a.(type) {
	case *ir.IntegerAttr:
		if it, ok := a.Type.(*ir.IntegerType); ok && it.Width == 1 && it.Signedness == ir.Signless {
			if a.IsZero() {
				p.str("false")
			} else {
				p.str("true")
			}
			return
		}
		if a.IsSmall() {
			p.int(a.Int64())
		} else {
			p.buf = a.BigInt().Append(p.buf, 10)
		}
		if it, ok := a.Type.(*ir.IntegerType); ok && el == elideMay && it.Width == 64 && it.Signedness == ir.Signless {
			return
		}
		typ = a.Type
	case *ir.FloatAttr:
		sem := ir.FloatSemanticsOf(a.Type.Kind)
		s := sem.FormatMLIR(a.Bits)
		p.str(s)
		if el == elideMay && a.Type.Kind == ir.F64 && !strings.HasPrefix(s, "0x") {
			return
		}
		typ = a.Type
	case *ir.StringAttr:
		p.escapedString(a.Value)
		typ = a.Type
	case *ir.ArrayAttr:
		p.byte('[')
		for i, e := range a.Elems {
			if i > 0 {
				p.str(", ")
			}
			p.attr(e, elideMay)
		}
		p.byte(']')
		return
	case *ir.DictionaryAttr:
		p.byte('{')
		p.namedAttrs(a.Entries)
		p.byte('}')
		return
	case *ir.TypeAttr:
		p.typ(a.Type)
		return
	case *ir.UnitAttr:
		p.str("unit")
		return
	case *ir.SymbolRefAttr:
		p.symbolName(a.Root)
		for _, n := range a.Nested {
			p.str("::")
			p.symbolName(n)
		}
		return
	case *ir.AffineMapAttr:
		p.str("affine_map<")
		p.buf = affine.AppendMap(p.buf, a.Map)
		p.byte('>')
		return
	case *ir.IntegerSetAttr:
		p.str("affine_set<")
		p.buf = affine.AppendSet(p.buf, a.Set)
		p.byte('>')
		return
	case *ir.OpaqueAttr:
		p.dialectSymbol("#", a.Dialect, a.Data)
		typ = a.Type
	case *ir.DistinctAttr:
		id, ok := p.distinct[a]
		if !ok {
			id = len(p.distinct)
			p.distinct[a] = id
		}
		p.str("distinct[")
		p.int(int64(id))
		p.str("]<")
		if _, unit := a.Referenced.(*ir.UnitAttr); !unit {
			p.attr(a.Referenced, elideNever)
		}
		p.byte('>')
		return
	case *ir.StridedLayoutAttr:
		p.str("strided<[")
		for i, s := range a.Strides {
			if i > 0 {
				p.str(", ")
			}
			p.dynInt(s)
		}
		p.byte(']')
		if a.Offset != 0 {
			p.str(", offset: ")
			p.dynInt(a.Offset)
		}
		p.byte('>')
		return
	case *ir.DenseElementsAttr:
		if p.shouldElide(a.NumElements(), a.Splat) {
			p.str("dense_resource<__elided__>")
		} else {
			p.str("dense<")
			p.denseElements(a, true)
			p.byte('>')
		}
		typ = a.Type
	case *ir.DenseStringElementsAttr:
		if p.shouldElide(int64(len(a.Values)), a.Splat) {
			p.str("dense_resource<__elided__>")
		} else {
			p.str("dense<")
			p.denseStrings(a)
			p.byte('>')
		}
		typ = a.Type
	case *ir.DenseResourceElementsAttr:
		p.str("dense_resource<")
		p.keywordOrString(a.Handle)
		p.byte('>')
		// Upstream prints the blobs of the resources referenced while
		// printing, in order.
		if u := p.resourceUse; u != nil && !u.seen[a.Handle] {
			u.seen[a.Handle] = true
			u.order = append(u.order, a.Handle)
		}
		typ = a.Type
	case *ir.SparseElementsAttr:
		elideValues := false
		switch v := a.Values.(type) {
		case *ir.DenseElementsAttr:
			elideValues = p.shouldElide(v.NumElements(), v.Splat)
		case *ir.DenseStringElementsAttr:
			elideValues = p.shouldElide(ir.NumElements(v.Type.Dims()), v.Splat)
		}
		if p.shouldElide(a.Indices.NumElements(), a.Indices.Splat) || elideValues {
			p.str("dense_resource<__elided__>")
		} else {
			// As upstream: no indices print as `sparse<>`; indices never
			// print as hex.
			p.str("sparse<")
			if a.Indices.NumElements() != 0 {
				p.denseElements(a.Indices, false)
				p.str(", ")
				switch v := a.Values.(type) {
				case *ir.DenseElementsAttr:
					p.denseElements(v, true)
				case *ir.DenseStringElementsAttr:
					p.denseStrings(v)
				}
			}
			p.byte('>')
		}
		typ = a.Type
	case *ir.DenseArrayAttr:
		p.str("array<")
		p.typ(a.Elem)
		if a.N > 0 {
			p.str(": ")
			eb := ir.ElementBytes(a.Elem)
			for i := 0; i < a.N; i++ {
				if i > 0 {
					p.str(", ")
				}
				p.scalar(a.Data[i*eb:(i+1)*eb], a.Elem)
			}
		}
		p.byte('>')
		return
	case ir.Location:
		if da, ok := a.(ir.DialectAttr); ok {
			// Dialect locations print as attributes (#dialect.loc<...>).
			p.dialectAttr(da)
			return
		}
		p.printLocation(a, false)
		return
	case ir.DialectAttr:
		p.dialectAttr(a)
		if ta, ok := a.(ir.TypedAttr); ok {
			typ = ta.AttrType()
		}
	default:
		p.str("<<unknown attribute>>")
		return
	}
	if el != elideMust && typ != nil {
		if _, none := typ.(*ir.NoneType); !none {
			p.str(" : ")
			p.typ(typ)
		}
	}
}

func (p *attrPrinter) dialectAttr(a ir.DialectAttr) {
	d := p.dialect(a.DialectName())
	if d == nil || d.PrintAttr == nil {
		p.str("<<unprintable attribute>>")
		return
	}
	start := len(p.buf)
	d.PrintAttr(&dialectPrinter{p: p}, a)
	p.wrapDialectSymbol(start, "#", a.DialectName())
	if r, ok := a.(ir.DialectResourceRef); ok {
		if u := p.resourceUse; u != nil {
			dl, key := r.ResourceKey()
			if n := dl + "\x00" + key; !u.seen[n] {
				u.seen[n] = true
				u.order = append(u.order, n)
			}
		}
	}
}

// shouldElide reports whether an elements attribute of n elements prints
// elided (--mlir-elide-elementsattrs-if-larger); splats never do.
func (p *attrPrinter) shouldElide(n int64, splat bool) bool {
	return !splat && p.flags != nil && p.flags.ElideElementsAttrsIfLarger.Exceeded(n)
}

func (p *attrPrinter) dynInt(v int64) {
	if v == ir.Dynamic {
		p.byte('?')
	} else {
		p.int(v)
	}
}

// namedAttrs prints `a = v, b` entries.
func (p *attrPrinter) namedAttrs(entries []ir.NamedAttr) {
	for i, e := range entries {
		if i > 0 {
			p.str(", ")
		}
		p.keywordOrString(e.Name)
		if _, unit := e.Value.(*ir.UnitAttr); unit {
			continue
		}
		p.str(" = ")
		p.attr(e.Value, elideNever)
	}
}

// scalar prints one element of dense storage.
func (p *attrPrinter) scalar(raw []byte, t ir.Type) {
	switch t := t.(type) {
	case *ir.ComplexType:
		h := len(raw) / 2
		p.byte('(')
		p.scalar(raw[:h], t.Elem)
		p.byte(',')
		p.scalar(raw[h:], t.Elem)
		p.byte(')')
	case *ir.FloatType:
		p.str(ir.FloatSemanticsOf(t.Kind).FormatMLIR(ir.RawToBits(raw)))
	default:
		w := ir.BitWidth(t)
		if w == 1 {
			if raw[0]&1 != 0 {
				p.str("true")
			} else {
				p.str("false")
			}
			return
		}
		v := ir.RawToInt(raw, w, ir.IsUnsignedInt(t))
		if v.IsInt64() {
			p.int(v.Int64())
		} else {
			p.buf = v.Append(p.buf, 10)
		}
	}
}

func (p *attrPrinter) denseElements(a *ir.DenseElementsAttr, allowHex bool) {
	et := a.ElemType()
	if a.Splat {
		p.scalar(a.Data, et)
		return
	}
	n := a.NumElements()
	if allowHex && p.flags.printHex(n) {
		data := a.Data
		if it, ok := et.(*ir.IntegerType); ok && it.Width == 1 {
			// Upstream stores i1 elements packed by bits.
			data = make([]byte, (n+7)/8)
			for i := int64(0); i < n; i++ {
				data[i/8] |= (a.Data[i] & 1) << (i % 8)
			}
		}
		p.str(`"0x`)
		const hexd = "0123456789ABCDEF"
		for _, c := range data {
			p.byte(hexd[c>>4])
			p.byte(hexd[c&15])
		}
		p.byte('"')
		return
	}
	eb := ir.ElementBytes(et)
	p.nested(a.Type.Dims(), n, func(i int64) { p.scalar(a.Data[i*int64(eb):(i+1)*int64(eb)], et) })
}

func (p *attrPrinter) denseStrings(a *ir.DenseStringElementsAttr) {
	if a.Splat {
		p.escapedString(a.Values[0])
		return
	}
	p.nested(a.Type.Dims(), int64(len(a.Values)), func(i int64) { p.escapedString(a.Values[i]) })
}

// nested prints n elements as nested lists following shape, with a
// mixed-radix counter as upstream does.
func (p *attrPrinter) nested(shape []int64, n int64, elem func(i int64)) {
	rank := len(shape)
	if rank == 0 {
		elem(0)
		return
	}
	if n == 0 {
		return
	}
	counter := make([]int64, rank)
	open := 0
	for idx := int64(0); idx < n; idx++ {
		if idx != 0 {
			p.str(", ")
		}
		for ; open < rank; open++ {
			p.byte('[')
		}
		elem(idx)
		counter[rank-1]++
		for i := rank - 1; i > 0; i-- {
			if counter[i] >= shape[i] {
				counter[i] = 0
				counter[i-1]++
				open--
				p.byte(']')
			}
		}
	}
	for ; open > 0; open-- {
		p.byte(']')
	}
}

// printLocation prints a location as an attribute: `loc(...)`, or with
// --mlir-pretty-debuginfo, the bare pretty form (which never uses an alias
// at the top level).
func (p *attrPrinter) printLocation(l ir.Location, allowAlias bool) {
	if p.prettyLoc {
		p.location(l, false)
		return
	}
	p.str("loc(")
	p.location(l, allowAlias)
	p.byte(')')
}

// location prints a location without the `loc(` wrapper; nested locations
// may use aliases.
func (p *attrPrinter) location(l ir.Location, allowAlias bool) {
	if allowAlias && p.aliases != nil {
		if name, ok := p.aliases.nameOf(l); ok {
			p.str(name)
			return
		}
	}
	switch l := l.(type) {
	case *ir.UnknownLoc:
		if p.prettyLoc {
			p.str("[unknown]")
		} else {
			p.str("unknown")
		}
	case *ir.FileLineColLoc:
		if p.prettyLoc {
			p.str(l.File())
		} else {
			p.escapedString(l.File())
		}
		// As upstream, the form printed depends on the values only.
		line, col, endLine, endCol := l.Bounds()
		p.byte(':')
		p.uint(uint64(line))
		p.byte(':')
		p.uint(uint64(col))
		if endLine != line || endCol != col {
			p.str(" to ")
			if endLine != line {
				p.uint(uint64(endLine))
			}
			p.byte(':')
			p.uint(uint64(endCol))
		}
	case *ir.NameLoc:
		p.escapedString(l.Name)
		if l.Child != nil {
			if _, unk := l.Child.(*ir.UnknownLoc); !unk {
				p.byte('(')
				p.location(l.Child, true)
				p.byte(')')
			}
		}
	case *ir.CallSiteLoc:
		if p.prettyLoc {
			// As upstream's pretty form, the caller goes on a new line
			// unless a named callee is called from a file location.
			p.location(l.Callee, true)
			_, named := l.Callee.(*ir.NameLoc)
			_, file := l.Caller.(*ir.FileLineColLoc)
			if !named || !file {
				p.byte('\n')
			}
			p.str(" at ")
			p.location(l.Caller, true)
			return
		}
		p.str("callsite(")
		p.location(l.Callee, true)
		p.str(" at ")
		p.location(l.Caller, true)
		p.byte(')')
	case *ir.FusedLoc:
		if !p.prettyLoc {
			p.str("fused")
		}
		if l.Metadata != nil {
			p.byte('<')
			p.attr(l.Metadata, elideNever)
			p.byte('>')
		}
		p.byte('[')
		for i, s := range l.Locs {
			if i > 0 {
				p.str(", ")
			}
			p.location(s, true)
		}
		p.byte(']')
	case ir.DialectAttr:
		// A dialect location prints as an attribute, alias included
		// (upstream's printAttribute), even at the top level.
		p.attr(l, elideNever)
	}
}
