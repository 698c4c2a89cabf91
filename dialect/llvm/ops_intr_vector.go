package llvm

import (
	"fmt"
	"slices"
	"strings"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// The vector intrinsics: subvector insertion and extraction, interleave,
// masked memory accesses and the column-major matrix accesses.

// vectorBits returns the (minimum) size in bits of a vector type.
func vectorBits(t ir.Type) int64 {
	v, ok := t.(*ir.VectorType)
	if !ok {
		return 0
	}
	return ir.NumElements(v.Shape) * int64(ir.BitWidth(v.Elem))
}

func isScalable(t ir.Type) bool {
	v, ok := t.(*ir.VectorType)
	if !ok {
		return false
	}
	for _, s := range v.Scalable {
		if s {
			return true
		}
	}
	return false
}

// notTooBig is upstream's "vectors are not bigger than 2^17 bits." check.
func notTooBig(names ...int) ods.PredTrait {
	return ods.PredTrait{Desc: "vectors are not bigger than 2^17 bits.", Check: func(op *ir.Operation) bool {
		for _, i := range names {
			var t ir.Type
			if i < 0 {
				t = op.Result(0).Type()
			} else {
				t = op.Operand(i).Type()
			}
			if vectorBits(t) > 1<<17 {
				return false
			}
		}
		return true
	}}
}

var i32AttrC = ods.I32Attr

// classedInt is a signless integer whose custom form parses an integer
// type (upstream's AnySignlessInteger in an assembly format).
var classedInt = ods.TypeConstraint{Desc: anyInt.Desc, Class: "builtin.integer", Pred: isSignlessInt}

func op0Result(op *ir.Operation) ir.Type { return op.Result(0).Type() }

// verifyPtrVector checks that the pointer vector operand ptrs of a gather
// or scatter has the shape of the data vector that data returns.
func verifyPtrVector(ptrs int, data func(op *ir.Operation) ir.Type) func(op *ir.Operation) error {
	return func(op *ir.Operation) error {
		p, _ := op.Operand(ptrs).Type().(*ir.VectorType)
		d, _ := data(op).(*ir.VectorType)
		if p == nil || d == nil {
			return nil
		}
		if slices.Equal(p.Shape, d.Shape) && slices.Equal(p.Scalable, d.Scalable) {
			return nil
		}
		var b strings.Builder
		b.WriteString("vector<")
		for i, n := range d.Shape {
			if i < len(d.Scalable) && d.Scalable[i] {
				fmt.Fprintf(&b, "[%d]x", n)
			} else {
				fmt.Fprintf(&b, "%dx", n)
			}
		}
		b.WriteString(ods.TypeText(p.Elem) + ">")
		return op.EmitOpError("expected operand #%d type to be '%s'", ptrs+1, b.String())
	}
}

// vpReductions are the llvm.intr.vp.reduce.* intrinsics: start value,
// vector, mask and explicit vector length.
func vpReductions() []*ods.Op {
	var ops []*ods.Op
	for _, n := range []string{"add", "mul", "and", "or", "xor", "smax", "smin", "umax", "umin", "fadd", "fmul", "fmax", "fmin"} {
		ops = append(ops, &ods.Op{
			Name:    "llvm.intr.vp.reduce." + n,
			Summary: "LLVM intrinsic vp.reduce." + n,
			Operands: []ods.Operand{{Name: "satrt_value", Type: ods.AnyType}, {Name: "val", Type: anyVector},
				{Name: "mask", Type: anyVector}, {Name: "evl", Type: anyInt}},
			Results: []ods.Result{{Name: "res", Type: ods.AnyType}},
			Traits:  traits(),
		})
	}
	return ops
}

func vectorIntrinsics() []*ods.Op {
	anyEffects := ir.EffectsFunc(func(*ir.Operation) []ir.EffectInstance {
		return []ir.EffectInstance{{Effect: ir.EffectRead}, {Effect: ir.EffectWrite}}
	})
	return append(vpReductions(), []*ods.Op{
		{
			Name:          "llvm.intr.vector.insert",
			Summary:       "Insert a fixed-length vector into another vector",
			Operands:      []ods.Operand{{Name: "dstvec", Type: anyVector}, {Name: "srcvec", Type: anyVector}},
			Attrs:         []ods.Attr{{Name: "pos", Constraint: ods.I64Attr}},
			Results:       []ods.Result{{Name: "res", Type: anyVector}},
			Traits:        traits(),
			AllTypesMatch: [][]string{{"dstvec", "res"}},
			Preds: []ods.PredTrait{notTooBig(0, 1), {Desc: "it is not inserting scalable into fixed-length vectors.",
				Check: func(op *ir.Operation) bool {
					return !isScalable(op.Operand(1).Type()) || isScalable(op.Operand(0).Type())
				}}},
			Format: "$srcvec `,` $dstvec `[` $pos `]` attr-dict `:` type($srcvec) `into` type($res)",
		},
		{
			Name:     "llvm.intr.vector.extract",
			Summary:  "Extract a fixed-length vector from another vector",
			Operands: []ods.Operand{{Name: "srcvec", Type: anyVector}},
			Attrs:    []ods.Attr{{Name: "pos", Constraint: ods.I64Attr}},
			Results:  []ods.Result{{Name: "res", Type: anyVector}},
			Traits:   traits(),
			Preds: []ods.PredTrait{notTooBig(0, -1), {Desc: "it is not extracting scalable from fixed-length vectors.",
				Check: func(op *ir.Operation) bool {
					return !isScalable(op.Result(0).Type()) || isScalable(op.Operand(0).Type())
				}}},
			Format: "$srcvec `[` $pos `]` attr-dict `:` type($res) `from` type($srcvec)",
		},
		{
			Name:          "llvm.intr.vector.interleave2",
			Summary:       "Interleave the elements of two vectors",
			Operands:      []ods.Operand{{Name: "vec1", Type: anyVector}, {Name: "vec2", Type: anyVector}},
			Results:       []ods.Result{{Name: "res", Type: anyVector}},
			Traits:        traits(),
			AllTypesMatch: [][]string{{"vec1", "vec2"}},
			Preds: []ods.PredTrait{{Desc: "result has twice as many elements as 'vec1'", Check: func(op *ir.Operation) bool {
				in, _ := op.Operand(0).Type().(*ir.VectorType)
				out, _ := op.Result(0).Type().(*ir.VectorType)
				if in == nil || out == nil || in.Elem != out.Elem || len(in.Shape) != 1 || len(out.Shape) != 1 {
					return false
				}
				return out.Shape[0] == 2*in.Shape[0] && isScalable(in) == isScalable(out)
			}}},
		},
		{
			Name:     "llvm.intr.vector.deinterleave2",
			Summary:  "Uninterleave the elements of a vector into two vectors",
			Operands: []ods.Operand{{Name: "vec", Type: anyVector}},
			Results:  []ods.Result{{Name: "res", Type: ods.AnyType}},
			Traits:   traits(),
		},
		{
			Name:    "llvm.intr.stepvector",
			Summary: "LLVM intrinsic stepvector",
			Results: []ods.Result{{Name: "res", Type: intVector}},
			Traits:  traits(),
			Format:  "attr-dict `:` type($res)",
		},
		{
			Name:     "llvm.intr.get.active.lane.mask",
			Summary:  "LLVM intrinsic get.active.lane.mask",
			Operands: []ods.Operand{{Name: "base", Type: classedInt}, {Name: "n", Type: classedInt}},
			Results:  []ods.Result{{Name: "res", Type: ods.AnyType}},
			Traits:   traits(),
			Format:   "$base `,` $n attr-dict `:` type($base) `,` type($n) `to` type($res)",
		},
		{
			Name:    "llvm.intr.vscale",
			Summary: "LLVM intrinsic vscale",
			Results: []ods.Result{{Name: "res", Type: ods.AnyType}},
		},
		{
			Name:     "llvm.intr.matrix.multiply",
			Summary:  "LLVM intrinsic matrix.multiply",
			Operands: []ods.Operand{{Name: "lhs", Type: anyVector}, {Name: "rhs", Type: anyVector}},
			Attrs: []ods.Attr{{Name: "lhs_rows", Constraint: i32AttrC}, {Name: "lhs_columns", Constraint: i32AttrC},
				{Name: "rhs_columns", Constraint: i32AttrC}},
			Results: []ods.Result{{Name: "res", Type: anyVector}},
			Traits:  traits(),
			Format:  "$lhs `,` $rhs attr-dict `:` `(` type($lhs) `,` type($rhs) `)` `->` type($res)",
		},
		{
			Name:     "llvm.intr.matrix.transpose",
			Summary:  "LLVM intrinsic matrix.transpose",
			Operands: []ods.Operand{{Name: "matrix", Type: anyVector}},
			Attrs:    []ods.Attr{{Name: "rows", Constraint: i32AttrC}, {Name: "columns", Constraint: i32AttrC}},
			Results:  []ods.Result{{Name: "res", Type: anyVector}},
			Traits:   traits(),
			Format:   "$matrix attr-dict `:` type($matrix) `into` type($res)",
		},
		{
			Name:    "llvm.intr.masked.expandload",
			Summary: "LLVM intrinsic masked.expandload",
			Operands: []ods.Operand{{Name: "ptr", Type: anyPtr}, {Name: "mask", Type: i1Vector},
				{Name: "passthru", Type: anyVector}},
			Attrs:      dictArrays,
			Results:    []ods.Result{{Name: "res", Type: anyVector}},
			Interfaces: ir.Interfaces{anyEffects},
		},
		{
			Name:    "llvm.intr.masked.compressstore",
			Summary: "LLVM intrinsic masked.compressstore",
			Operands: []ods.Operand{{Name: "value", Type: anyVector}, {Name: "ptr", Type: anyPtr},
				{Name: "mask", Type: i1Vector}},
			Attrs:      dictArrays,
			Interfaces: ir.Interfaces{anyEffects},
		},
		{
			Name:     "llvm.intr.sincos",
			Summary:  "LLVM intrinsic sincos",
			Operands: []ods.Operand{{Name: "val", Type: floatOrVec}},
			Attrs:    []ods.Attr{fastmathAttr()},
			Results:  []ods.Result{{Name: "res", Type: ods.AnyType}},
			Traits:   traits(),
			Format:   intrFormat,
			Verify: func(op *ir.Operation) error {
				st, ok := op.Result(0).Type().(*StructType)
				if ok {
					body := st.Body()
					ok = len(body) == 2 && body[0] == op.Operand(0).Type() && body[1] == body[0]
				}
				if !ok {
					return op.EmitOpError("expected result type to be an homogeneous struct with two elements matching the operand type")
				}
				return nil
			},
		},
		{
			Name:    "llvm.intr.masked.load",
			Summary: "LLVM intrinsic masked.load",
			Operands: []ods.Operand{{Name: "data", Type: anyPtr}, {Name: "mask", Type: i1Vector},
				{Name: "pass_thru", Type: anyVector, Arity: ods.Variadic}},
			Attrs:      []ods.Attr{{Name: "alignment", Constraint: i32AttrC}, unitAttr("nontemporal")},
			Results:    []ods.Result{{Name: "res", Type: anyVector}},
			Format:     "operands attr-dict `:` functional-type(operands, results)",
			Interfaces: ir.Interfaces{anyEffects},
		},
		{
			Name:    "llvm.intr.masked.gather",
			Summary: "LLVM intrinsic masked.gather",
			Operands: []ods.Operand{{Name: "ptrs", Type: ptrVector}, {Name: "mask", Type: i1Vector},
				{Name: "pass_thru", Type: anyVector, Arity: ods.Variadic}},
			Attrs:      []ods.Attr{{Name: "alignment", Constraint: i32AttrC}},
			Results:    []ods.Result{{Name: "res", Type: anyVector}},
			Verify:     verifyPtrVector(0, op0Result),
			Format:     "operands attr-dict `:` functional-type(operands, results)",
			Interfaces: ir.Interfaces{anyEffects},
		},
		{
			Name:    "llvm.intr.masked.store",
			Summary: "LLVM intrinsic masked.store",
			Operands: []ods.Operand{{Name: "value", Type: anyVector}, {Name: "data", Type: anyPtr},
				{Name: "mask", Type: i1Vector}},
			Attrs:      []ods.Attr{{Name: "alignment", Constraint: i32AttrC}},
			Format:     "$value `,` $data `,` $mask attr-dict `:` type($value) `,` type($mask) `into` qualified(type($data))",
			Interfaces: ir.Interfaces{anyEffects},
		},
		{
			Name:    "llvm.intr.masked.scatter",
			Summary: "LLVM intrinsic masked.scatter",
			Operands: []ods.Operand{{Name: "value", Type: anyVector}, {Name: "ptrs", Type: ptrVector},
				{Name: "mask", Type: i1Vector}},
			Attrs:      []ods.Attr{{Name: "alignment", Constraint: i32AttrC}},
			Verify:     verifyPtrVector(1, func(op *ir.Operation) ir.Type { return op.Operand(0).Type() }),
			Format:     "$value `,` $ptrs `,` $mask attr-dict `:` type($value) `,` type($mask) `into` type($ptrs)",
			Interfaces: ir.Interfaces{anyEffects},
		},
		{
			Name:     "llvm.intr.matrix.column.major.load",
			Summary:  "LLVM intrinsic matrix.column.major.load",
			Operands: []ods.Operand{{Name: "data", Type: anyPtr}, {Name: "stride", Type: anyInt}},
			Attrs: []ods.Attr{{Name: "isVolatile", Constraint: ods.BoolAttr}, {Name: "rows", Constraint: i32AttrC},
				{Name: "columns", Constraint: i32AttrC}},
			Results:    []ods.Result{{Name: "res", Type: anyVector}},
			Format:     "$data `,` `<` `stride` `=` $stride `>` attr-dict `:` type($res) `from` qualified(type($data)) `stride` type($stride)",
			Interfaces: ir.Interfaces{anyEffects},
		},
		{
			Name:    "llvm.intr.matrix.column.major.store",
			Summary: "LLVM intrinsic matrix.column.major.store",
			Operands: []ods.Operand{{Name: "matrix", Type: anyVector}, {Name: "data", Type: anyPtr},
				{Name: "stride", Type: anyInt}},
			Attrs: []ods.Attr{{Name: "isVolatile", Constraint: ods.BoolAttr}, {Name: "rows", Constraint: i32AttrC},
				{Name: "columns", Constraint: i32AttrC}},
			Format:     "$matrix `,` $data `,` `<` `stride` `=` $stride `>` attr-dict `:` type($matrix) `to` qualified(type($data)) `stride` type($stride)",
			Interfaces: ir.Interfaces{anyEffects},
		},
	}...)
}
