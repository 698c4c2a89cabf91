package bytecode

import (
	"slices"
	"strings"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// propField is one inherent attribute in the order ODS-generated
// readProperties/writeProperties visit them.
type propField struct {
	name     string
	required bool
	// segments marks operandSegmentSizes and resultSegmentSizes: written
	// as dense i32 array attributes among the attributes before version
	// 6, as sparse arrays after them from version 6.
	segments segmentKind
	// prop is the kind of a non-attribute property, written after the
	// attributes with its own encoding; def gives its default value.
	prop ods.PropKind
	def  func(*ir.Context) ir.Attribute
}

type segmentKind uint8

const (
	notSegments segmentKind = iota
	legacySegments
	nativeSegments
)

// propFields returns the property fields of a registered op: its
// attributes and segment sizes in name order (required attributes when
// neither optional nor defaulted), its non-attribute properties in
// declaration order, then the segment sizes again. Ops defined without an
// ods spec have their inherent attributes, all optional.
func propFields(op *ir.Operation) []propField {
	info := op.Info()
	var attrs, props []propField
	if spec := ods.SpecOf(op); spec != nil {
		for _, a := range spec.Attrs {
			f := propField{name: a.Name, required: !a.Optional && a.Default == nil, prop: a.Property, def: a.Default}
			if a.Property != ods.NotProperty {
				props = append(props, f)
			} else {
				attrs = append(attrs, f)
			}
		}
	} else {
		for _, n := range info.InherentAttrs {
			if n != "operandSegmentSizes" && n != "resultSegmentSizes" {
				attrs = append(attrs, propField{name: n})
			}
		}
	}
	var segs []propField
	if info.Traits.Has(ir.TraitAttrSizedOperandSegments) {
		segs = append(segs, propField{name: "operandSegmentSizes", segments: nativeSegments})
	}
	if info.Traits.Has(ir.TraitAttrSizedResultSegments) {
		segs = append(segs, propField{name: "resultSegmentSizes", segments: nativeSegments})
	}
	for _, f := range segs {
		f.segments = legacySegments
		attrs = append(attrs, f)
	}
	slices.SortFunc(attrs, func(a, b propField) int { return strings.Compare(a.name, b.name) })
	return append(append(attrs, props...), segs...)
}

// hasProperties reports whether op has properties storage (upstream's
// getPropertiesStorageSize() != 0): unregistered ops always have, registered
// ones when they have inherent attributes.
func hasProperties(op *ir.Operation) bool {
	return !op.IsRegistered() || len(op.Info().InherentAttrs) > 0
}

// propAttr returns the value of a property of op, nil when absent.
func propAttr(op *ir.Operation, name string) ir.Attribute {
	if d, ok := op.Props().(*ir.DictionaryAttr); ok {
		return d.Get(name)
	}
	return nil
}

// writeProps writes the properties of a registered op as its
// ODS-generated writeProperties does, or with its own encoding.
func writeProps(ctx *ir.Context, op *ir.Operation, fields []propField, w Writer) {
	if pe, ok := ir.OpInterface[PropertiesEncoding](op); ok {
		pe.WriteProperties(op, w)
		return
	}
	for _, f := range fields {
		a := propAttr(op, f.name)
		switch {
		case f.segments != notSegments:
			var vals []int64
			if d, ok := a.(*ir.DenseArrayAttr); ok {
				vals = d.Int64s()
			}
			native := w.Version() >= versionNativeSegmentSizes
			switch {
			case f.segments == legacySegments && !native:
				seg := make([]int32, len(vals))
				for i, v := range vals {
					seg[i] = int32(v)
				}
				w.Attribute(ctx.DenseI32Array(seg))
			case f.segments == nativeSegments && native:
				writeSparseArray(w, vals)
			}
		case f.prop == ods.IntProperty:
			w.VarInt(uint64(intProp(w.Ctx(), f, a)))
		case f.prop == ods.BoolProperty || f.prop == ods.BoolValueProperty:
			w.Bool(boolProp(a))
		case f.prop == ods.StringProperty:
			s, _ := orDefault(ctx, f, a).(*ir.StringAttr)
			if s == nil {
				s = ctx.StringAttr("")
			}
			w.String(s.Value)
		case f.prop == ods.IntArrayProperty:
			arr, _ := orDefault(ctx, f, a).(*ir.DenseArrayAttr)
			if arr == nil {
				w.VarInt(0)
				break
			}
			w.VarInt(uint64(arr.N))
			for i := 0; i < arr.N; i++ {
				w.VarInt(uint64(arr.Int64At(i)))
			}
		case f.required && a != nil:
			w.Attribute(a)
		default:
			w.OptionalAttribute(a)
		}
	}
}

// writeSparseArray writes small integer arrays as upstream's
// writeSparseArray: dense, or as index/value pairs when at least half the
// elements are zero.
func writeSparseArray(w Writer, vals []int64) {
	size := uint64(len(vals))
	var nonZero, last uint64
	for i, v := range vals {
		if v != 0 {
			nonZero++
			last = uint64(i)
		}
	}
	if last > 256 || nonZero > size/2 {
		w.VarInt(size << 1)
		for _, v := range vals {
			w.VarInt(uint64(uint32(v)))
		}
		return
	}
	w.VarInt(nonZero<<1 | 1)
	if nonZero == 0 {
		return
	}
	bits := uint64(0)
	for 1<<bits < last+1 {
		bits++
	}
	w.VarInt(bits)
	for i, v := range vals[:last+1] {
		if v != 0 {
			w.VarInt(uint64(uint32(v))<<bits | uint64(i))
		}
	}
}

// orDefault returns a, or the property's default when a is absent.
func orDefault(ctx *ir.Context, f propField, a ir.Attribute) ir.Attribute {
	if a == nil && f.def != nil {
		return f.def(ctx)
	}
	return a
}

// intProp returns the value of an integer property: its attribute's, or
// its default's when absent.
func intProp(ctx *ir.Context, f propField, a ir.Attribute) int64 {
	if i, ok := orDefault(ctx, f, a).(*ir.IntegerAttr); ok {
		return i.Int64()
	}
	return 0
}

// boolProp returns the value of a unit or bool property.
func boolProp(a ir.Attribute) bool {
	switch a := a.(type) {
	case *ir.UnitAttr:
		return true
	case *ir.IntegerAttr:
		return !a.IsZero()
	}
	return false
}
