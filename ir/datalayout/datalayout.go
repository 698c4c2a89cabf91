// Package datalayout answers data layout queries (upstream MLIR's
// DataLayoutInterfaces): the size, alignments and index width of a type, and
// the module-wide layout properties (memory spaces, endianness, stack
// alignment, ...), as given by the data layout specifications attached to the
// enclosing operations (`dlti.dl_spec` on builtin.module) or by upstream's
// defaults.
package datalayout

import (
	"reflect"

	"github.com/gomlir/gomlir/ir"
)

// Entry is one entry of a data layout specification: a key, either a type or
// an identifier, and its value (upstream's DataLayoutEntryInterface).
type Entry interface {
	ir.Attribute
	// KeyType returns the type key, or nil when the key is an identifier.
	KeyType() ir.Type
	// KeyID returns the identifier key ("" when the key is a type).
	KeyID() string
	// Value returns the entry's value.
	Value() ir.Attribute
}

// Spec is implemented by attributes that may be data layout specifications
// (upstream's DataLayoutSpecInterface).
type Spec interface {
	ir.Attribute
	// LayoutEntries returns the entries in their written order; ok is false
	// when the attribute is not a data layout specification (one attribute
	// type may serve several purposes).
	LayoutEntries() (entries []Entry, ok bool)
}

// SpecEntries returns the entries of a when it is a data layout
// specification.
func SpecEntries(a ir.Attribute) ([]Entry, bool) {
	if s, ok := a.(Spec); ok {
		return s.LayoutEntries()
	}
	return nil, false
}

// OpInterface is implemented by operations that may carry a data layout
// specification (upstream's DataLayoutOpInterface).
type OpInterface interface {
	// DataLayoutSpec returns the entries of the specification attached to
	// op; ok is false when op has none.
	DataLayoutSpec(op *ir.Operation) (entries []Entry, ok bool)
}

// TypeInterface is implemented by types that define their own layout
// (upstream's DataLayoutTypeInterface). params are the specification's
// entries keyed by types of the same class.
type TypeInterface interface {
	ir.Type
	SizeInBits(l *Layout, params []Entry) uint64
	ABIAlignment(l *Layout, params []Entry) uint64
	PreferredAlignment(l *Layout, params []Entry) uint64
}

// IndexBitwidthType is implemented by types with an index width (pointers).
type IndexBitwidthType interface {
	ir.Type
	IndexBitwidth(l *Layout, params []Entry) (uint64, bool)
}

func init() {
	ir.RegisterInterface[OpInterface]("DataLayoutOpInterface")
}

// AttrName is the attribute holding an operation's specification.
const AttrName = "dlti.dl_spec"

// Identifier keys of the module-wide properties, as upstream's DLTIDialect.
const (
	EndiannessKey         = "dlti.endianness"
	ManglingModeKey       = "dlti.mangling_mode"
	DefaultMemorySpaceKey = "dlti.default_memory_space"
	AllocaMemorySpaceKey  = "dlti.alloca_memory_space"
	ProgramMemorySpaceKey = "dlti.program_memory_space"
	GlobalMemorySpaceKey  = "dlti.global_memory_space"
	StackAlignmentKey     = "dlti.stack_alignment"
	FunctionPointerKey    = "dlti.function_pointer_alignment"
	LegalIntWidthsKey     = "dlti.legal_int_widths"
)

// AttrSpec is the OpInterface of operations whose specification is their
// `dlti.dl_spec` attribute (builtin.module).
type AttrSpec struct{}

// DataLayoutSpec returns the entries of op's `dlti.dl_spec` attribute.
func (AttrSpec) DataLayoutSpec(op *ir.Operation) ([]Entry, bool) {
	return SpecEntries(op.Attr(AttrName))
}

// Layout is the data layout in force at an operation (upstream's
// DataLayout): the specifications of its ancestors combined, inner entries
// overriding outer ones with the same key.
type Layout struct {
	ctx     *ir.Context
	entries []Entry
}

// Of returns the data layout in force at op, op included.
func Of(ctx *ir.Context, op *ir.Operation) *Layout {
	var specs [][]Entry
	for o := op; o != nil; o = o.ParentOp() {
		if i, ok := ir.OpInterface[OpInterface](o); ok {
			if s, ok := i.DataLayoutSpec(o); ok {
				specs = append(specs, s)
			}
		}
	}
	l := &Layout{ctx: ctx}
	for i := len(specs) - 1; i >= 0; i-- {
		l.overlay(specs[i])
	}
	return l
}

// FromEntries returns the data layout of one specification's entries.
func FromEntries(ctx *ir.Context, entries []Entry) *Layout {
	l := &Layout{ctx: ctx}
	l.overlay(entries)
	return l
}

// overlay adds entries, replacing those with the same key.
func (l *Layout) overlay(entries []Entry) {
	n := len(l.entries)
outer:
	for _, e := range entries {
		for i := 0; i < n; i++ {
			old := l.entries[i]
			if old.KeyType() == e.KeyType() && old.KeyID() == e.KeyID() {
				l.entries[i] = e
				continue outer
			}
		}
		l.entries = append(l.entries, e)
	}
}

// Context returns the context of the layout's types.
func (l *Layout) Context() *ir.Context { return l.ctx }

// sameClass reports whether two types are of one class (upstream's TypeID):
// one Go type, and for floats one format.
func sameClass(a, b ir.Type) bool {
	if fa, ok := a.(*ir.FloatType); ok {
		fb, ok := b.(*ir.FloatType)
		return ok && fa.Kind == fb.Kind
	}
	return reflect.TypeOf(a) == reflect.TypeOf(b)
}

// params returns the entries keyed by types of t's class.
func (l *Layout) params(t ir.Type) []Entry {
	var out []Entry
	for _, e := range l.entries {
		if k := e.KeyType(); k != nil && sameClass(k, t) {
			out = append(out, e)
		}
	}
	return out
}

// entry returns the entry with identifier key id, or nil.
func (l *Layout) entry(id string) Entry {
	for _, e := range l.entries {
		if e.KeyType() == nil && e.KeyID() == id {
			return e
		}
	}
	return nil
}

// Size returns the size of t in bytes.
func (l *Layout) Size(t ir.Type) uint64 { return divideCeil(l.SizeInBits(t), 8) }

// SizeInBits returns the size of t in bits.
func (l *Layout) SizeInBits(t ir.Type) uint64 {
	switch t := t.(type) {
	case *ir.IntegerType:
		return uint64(t.Width)
	case *ir.FloatType:
		return uint64(ir.BitWidth(t))
	case *ir.IndexType:
		return l.indexWidth(t)
	case *ir.ComplexType:
		align := l.PreferredAlignment(t.Elem) * 8
		size := l.SizeInBits(t.Elem)
		return alignTo(size, align) + size
	case *ir.VectorType:
		inner := uint64(t.Shape[len(t.Shape)-1])
		n := uint64(1)
		for _, d := range t.Shape {
			n *= uint64(d)
		}
		return n / max(inner, 1) * powerOf2Ceil(inner*l.Size(t.Elem)*8)
	case TypeInterface:
		return t.SizeInBits(l, l.params(t))
	}
	return 0
}

// ABIAlignment returns the ABI alignment of t in bytes.
func (l *Layout) ABIAlignment(t ir.Type) uint64 {
	switch t := t.(type) {
	case *ir.VectorType:
		return powerOf2Ceil(l.Size(t))
	case *ir.FloatType:
		if p := l.params(t); len(p) > 0 {
			return abiOf(p[0])
		}
		return powerOf2Ceil(l.Size(t))
	case *ir.IndexType:
		return l.ABIAlignment(l.ctx.I(int(l.indexWidth(t))))
	case *ir.IntegerType:
		if p := l.params(t); len(p) > 0 {
			return abiOf(intEntry(t, p))
		}
		if t.Width < 64 {
			return powerOf2Ceil(divideCeil(uint64(t.Width), 8))
		}
		return 4
	case *ir.ComplexType:
		return l.ABIAlignment(t.Elem)
	case TypeInterface:
		return t.ABIAlignment(l, l.params(t))
	}
	return 0
}

// PreferredAlignment returns the preferred alignment of t in bytes.
func (l *Layout) PreferredAlignment(t ir.Type) uint64 {
	switch t := t.(type) {
	case *ir.VectorType:
		return l.ABIAlignment(t)
	case *ir.FloatType:
		if p := l.params(t); len(p) > 0 {
			return preferredOf(p[0])
		}
		return l.ABIAlignment(t)
	case *ir.IndexType:
		return l.PreferredAlignment(l.ctx.I(int(l.indexWidth(t))))
	case *ir.IntegerType:
		if p := l.params(t); len(p) > 0 {
			return preferredOf(intEntry(t, p))
		}
		return powerOf2Ceil(l.Size(t))
	case *ir.ComplexType:
		return l.PreferredAlignment(t.Elem)
	case TypeInterface:
		return t.PreferredAlignment(l, l.params(t))
	}
	return 0
}

// IndexBitwidth returns the width of t's index (for index and pointer
// types), and false for other types.
func (l *Layout) IndexBitwidth(t ir.Type) (uint64, bool) {
	switch t := t.(type) {
	case *ir.IndexType:
		return l.indexWidth(t), true
	case IndexBitwidthType:
		return t.IndexBitwidth(l, l.params(t))
	}
	return 0, false
}

// indexWidth is the width of the index type: the value of its entry, 64
// without one.
func (l *Layout) indexWidth(t *ir.IndexType) uint64 {
	if p := l.params(t); len(p) > 0 {
		if a, ok := p[0].Value().(*ir.IntegerAttr); ok {
			return uint64(a.Int64())
		}
	}
	return 64
}

// intEntry picks the entry of the smallest integer type at least as wide as
// t, or of the widest one.
func intEntry(t *ir.IntegerType, params []Entry) Entry {
	var best, widest Entry
	bestW, widestW := -1, -1
	for _, e := range params {
		w := ir.BitWidth(e.KeyType())
		if w >= t.Width && (bestW < 0 || w < bestW) {
			best, bestW = e, w
		}
		if w > widestW {
			widest, widestW = e, w
		}
	}
	if best != nil {
		return best
	}
	return widest
}

// Ints returns the values of a dense integer elements entry value.
func Ints(a ir.Attribute) []uint64 {
	d, ok := a.(*ir.DenseElementsAttr)
	if !ok {
		return nil
	}
	out := make([]uint64, d.NumElements())
	for i := range out {
		out[i] = d.IntAt(int64(i)).Uint64()
	}
	return out
}

// abiOf is an entry's first value (the ABI alignment in bits) in bytes.
func abiOf(e Entry) uint64 {
	if v := Ints(e.Value()); len(v) > 0 {
		return v[0] / 8
	}
	return 0
}

// preferredOf is an entry's second value (the preferred alignment in bits)
// in bytes, its first when it has one only.
func preferredOf(e Entry) uint64 {
	v := Ints(e.Value())
	switch {
	case len(v) > 1:
		return v[1] / 8
	case len(v) == 1:
		return v[0] / 8
	}
	return 0
}

// property returns the value of an identifier entry, nil without one.
func (l *Layout) property(key string) ir.Attribute {
	if e := l.entry(key); e != nil {
		return e.Value()
	}
	return nil
}

// AllocaMemorySpace returns the memory space of allocas (nil: the default).
func (l *Layout) AllocaMemorySpace() ir.Attribute { return l.property(AllocaMemorySpaceKey) }

// ProgramMemorySpace returns the memory space of code (nil: the default).
func (l *Layout) ProgramMemorySpace() ir.Attribute { return l.property(ProgramMemorySpaceKey) }

// GlobalMemorySpace returns the memory space of globals (nil: the default).
func (l *Layout) GlobalMemorySpace() ir.Attribute { return l.property(GlobalMemorySpaceKey) }

// DefaultMemorySpace returns the default memory space (nil: the default).
func (l *Layout) DefaultMemorySpace() ir.Attribute { return l.property(DefaultMemorySpaceKey) }

// Endianness returns the endianness entry's value (nil: unspecified).
func (l *Layout) Endianness() ir.Attribute { return l.property(EndiannessKey) }

// ManglingMode returns the mangling mode entry's value (nil: unspecified).
func (l *Layout) ManglingMode() ir.Attribute { return l.property(ManglingModeKey) }

// FunctionPointerAlignment returns the function pointer alignment entry's
// value (nil: unspecified).
func (l *Layout) FunctionPointerAlignment() ir.Attribute { return l.property(FunctionPointerKey) }

// StackAlignment returns the natural stack alignment in bits, 0 when
// unspecified.
func (l *Layout) StackAlignment() uint64 {
	if a, ok := l.property(StackAlignmentKey).(*ir.IntegerAttr); ok {
		return uint64(a.Int64())
	}
	return 0
}

// LegalIntWidths returns the legal integer widths (none when unspecified).
func (l *Layout) LegalIntWidths() []int32 {
	if a, ok := l.property(LegalIntWidthsKey).(*ir.DenseArrayAttr); ok {
		out := make([]int32, a.N)
		for i := range out {
			out[i] = int32(a.Int64At(i))
		}
		return out
	}
	return nil
}

func divideCeil(a, b uint64) uint64 { return (a + b - 1) / b }

// alignTo rounds a up to a multiple of align (a when align is 0).
func alignTo(a, align uint64) uint64 {
	if align == 0 {
		return a
	}
	return divideCeil(a, align) * align
}

// AlignTo rounds a up to a multiple of align (a when align is 0).
func AlignTo(a, align uint64) uint64 { return alignTo(a, align) }

// powerOf2Ceil returns the smallest power of two not below v (0 for 0).
func powerOf2Ceil(v uint64) uint64 {
	if v == 0 {
		return 0
	}
	p := uint64(1)
	for p < v {
		p <<= 1
	}
	return p
}
