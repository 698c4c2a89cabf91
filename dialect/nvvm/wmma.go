package nvvm

import (
	"strings"

	"github.com/gomlir/gomlir/dialect/llvm"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/ods/enumattr"
)

// The warp-level matrix ops (wmma.load, wmma.store, wmma.mma) and the
// fragment shapes and types upstream derives from m, n, k and the element
// types (inferMMATypeFromMNK).

func init() {
	Dialect.Ops = append(Dialect.Ops, wmmaLoadSpec, wmmaStoreSpec, wmmaMmaSpec)
	Dialect.ViewNames["nvvm.wmma.load"] = "WMMALoadOp"
	Dialect.ViewNames["nvvm.wmma.store"] = "WMMAStoreOp"
	Dialect.ViewNames["nvvm.wmma.mma"] = "WMMAMmaOp"
}

// geometry is an (m, n, k) matrix shape.
type geometry struct{ m, n, k int64 }

var (
	wmmaGeoms = []geometry{{16, 16, 16}, {32, 8, 16}, {8, 32, 16}}
	tf32Geom  = geometry{16, 16, 8}
	f64Geom   = geometry{8, 8, 4}
)

// wmmaCombo is one supported combination of shapes and element types: for
// loads and stores the fragment and its type, for mma the A and C types.
type wmmaCombo struct {
	geoms []geometry
	frags string   // the fragments (loads and stores), e.g. "ab"
	types []string // fragment types, or A types for mma
	accum []string // C/D types of mma
}

var (
	wmmaLdSt = []wmmaCombo{
		{geoms: wmmaGeoms, frags: "ab", types: []string{"f16", "s8", "u8"}},
		{geoms: wmmaGeoms, frags: "c", types: []string{"f16", "f32", "s32"}},
		{geoms: []geometry{tf32Geom}, frags: "ab", types: []string{"tf32"}},
		{geoms: []geometry{tf32Geom}, frags: "c", types: []string{"f32"}},
		{geoms: []geometry{f64Geom}, frags: "abc", types: []string{"f64"}},
	}
	wmmaMma = []wmmaCombo{
		{geoms: wmmaGeoms, types: []string{"f16"}, accum: []string{"f16", "f32"}},
		{geoms: wmmaGeoms, types: []string{"s8", "u8"}, accum: []string{"s32"}},
		{geoms: []geometry{tf32Geom}, types: []string{"tf32"}, accum: []string{"f32"}},
		{geoms: []geometry{f64Geom}, types: []string{"f64"}, accum: []string{"f64"}},
	}
)

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func (c wmmaCombo) hasGeom(g geometry) bool {
	for _, x := range c.geoms {
		if x == g {
			return true
		}
	}
	return false
}

// validLdSt reports whether a load or store of frag with type t exists for g.
func validLdSt(g geometry, frag, t string) bool {
	for _, c := range wmmaLdSt {
		if c.hasGeom(g) && strings.Contains(c.frags, frag) && contains(c.types, t) {
			return true
		}
	}
	return false
}

// validMma reports whether an mma with A type a and C type c exists for g.
func validMma(g geometry, a, c string) bool {
	for _, x := range wmmaMma {
		if x.hasGeom(g) && contains(x.types, a) && contains(x.accum, c) {
			return true
		}
	}
	return false
}

// fragmentType is upstream's inferMMATypeFromMNK: the element type of a
// fragment's registers and their count (0 when unsupported).
func fragmentType(ctx *ir.Context, t, frag string, g geometry) (ir.Type, int) {
	rows, cols := g.m, g.n
	switch frag {
	case "a":
		rows, cols = g.m, g.k
	case "b":
		rows, cols = g.k, g.n
	}
	switch t {
	case "f16":
		if frag == "a" || frag == "b" {
			return ctx.VectorType([]int64{2}, ctx.FloatType(ir.F16), nil), 8
		}
		return ctx.VectorType([]int64{2}, ctx.FloatType(ir.F16), nil), 4
	case "f32":
		return ctx.FloatType(ir.F32), 8
	case "f64":
		if frag == "a" || frag == "b" {
			return ctx.FloatType(ir.F64), 1
		}
		return ctx.FloatType(ir.F64), 2
	case "tf32":
		return ctx.I(32), 4
	case "s32":
		return ctx.I(32), 8
	case "s8", "u8":
		parallel := int64(0)
		switch frag {
		case "a":
			parallel = rows
		case "b":
			parallel = cols
		}
		switch parallel {
		case 16:
			return ctx.I(32), 2
		case 8:
			return ctx.I(32), 1
		case 32:
			return ctx.I(32), 4
		}
	}
	return nil, 0
}

// structOf returns the literal struct of n elements of type t (t itself
// for one element).
func structOf(ctx *ir.Context, t ir.Type, n int) ir.Type {
	if n == 1 {
		return t
	}
	body := make([]ir.Type, n)
	for i := range body {
		body[i] = t
	}
	return llvm.LiteralStruct(ctx, body, false)
}

func geometryOf(op *ir.Operation) geometry {
	get := func(n string) int64 { return op.InherentAttr(n).(*ir.IntegerAttr).Int64() }
	return geometry{get("m"), get("n"), get("k")}
}

func caseOf(op *ir.Operation, name string) string {
	return op.InherentAttr(name).(*enumattr.Attr).Case()
}

// checkPointerSpace checks that the pointer is in address space 0, 1 or 3.
func checkPointerSpace(op *ir.Operation, msg string) error {
	if as := op.Operand(0).Type().(*llvm.PointerType).AddressSpace; as != 0 && as != 1 && as != 3 {
		return op.EmitOpError("%s", msg)
	}
	return nil
}

var (
	i32Attr     = ods.I32Attr
	anyPtr      = ods.TypeConstraint{Desc: "LLVM pointer type", Pred: func(t ir.Type) bool { _, ok := t.(*llvm.PointerType); return ok }}
	anyStruct   = ods.TypeConstraint{Desc: "LLVM structure type", Pred: func(t ir.Type) bool { _, ok := t.(*llvm.StructType); return ok }}
	structOrF64 = ods.TypeConstraint{Desc: "LLVM structure type or 64-bit float", Pred: func(t ir.Type) bool {
		f, ok := t.(*ir.FloatType)
		return anyStruct.Pred(t) || ok && f.Kind == ir.F64
	}}
	llvmType     = ods.TypeConstraint{Desc: "LLVM dialect-compatible type", Pred: llvm.IsCompatibleType}
	shapeAttrs   = []ods.Attr{{Name: "m", Constraint: i32Attr}, {Name: "n", Constraint: i32Attr}, {Name: "k", Constraint: i32Attr}}
	layoutAttrC  = mmaLayout.Constraint("NVVM MMA layout")
	mmaTypeAttrC = mmaTypes.Constraint("NVVM MMA types")
)

var wmmaLoadSpec = &ods.Op{
	Name:     "nvvm.wmma.load",
	Summary:  "Warp synchronous matrix load",
	Operands: []ods.Operand{{Name: "ptr", Type: anyPtr}, {Name: "stride", Type: i32}},
	Results:  []ods.Result{{Name: "res", Type: structOrF64}},
	Attrs: append(append([]ods.Attr{}, shapeAttrs...), ods.Attr{Name: "layout", Constraint: layoutAttrC},
		ods.Attr{Name: "eltype", Constraint: mmaTypeAttrC}, ods.Attr{Name: "frag", Constraint: mmaFrag.Constraint("NVVM MMA frag type")}),
	Format: "$ptr `,` $stride attr-dict `:` functional-type($ptr, $res)",
	Verify: func(op *ir.Operation) error {
		if err := checkPointerSpace(op, "expected source pointer in memory space 0, 1, 3"); err != nil {
			return err
		}
		g, t, frag := geometryOf(op), caseOf(op, "eltype"), caseOf(op, "frag")
		if !validLdSt(g, frag, t) {
			return op.EmitOpError("invalid attribute combination")
		}
		return checkFragmentResult(op, t, frag, g)
	},
}

// checkFragmentResult checks that the result is the struct of a
// fragment's registers.
func checkFragmentResult(op *ir.Operation, t, frag string, g geometry) error {
	ctx := ods.ContextOf(op)
	et, n := fragmentType(ctx, t, frag, g)
	if op.Result(0).Type() != structOf(ctx, et, n) {
		return op.EmitOpError("expected destination type is a structure of %d elements of type %s", n, quoted(et))
	}
	return nil
}

var wmmaStoreSpec = &ods.Op{
	Name:    "nvvm.wmma.store",
	Summary: "Warp synchronous matrix store",
	Operands: []ods.Operand{{Name: "ptr", Type: anyPtr}, {Name: "args", Type: llvmType, Arity: ods.Variadic},
		{Name: "stride", Type: i32}},
	Attrs: append(append([]ods.Attr{}, shapeAttrs...), ods.Attr{Name: "layout", Constraint: layoutAttrC},
		ods.Attr{Name: "eltype", Constraint: mmaTypeAttrC}),
	Format: "$ptr `,` $stride `,` $args attr-dict `:` qualified(type($ptr)) `,` type($args)",
	Verify: func(op *ir.Operation) error {
		if err := checkPointerSpace(op, "expected operands to be a source pointer in memory space 0, 1, 3"); err != nil {
			return err
		}
		g, t := geometryOf(op), caseOf(op, "eltype")
		if !validLdSt(g, "c", t) {
			return op.EmitOpError("invalid attribute combination")
		}
		et, n := fragmentType(ods.ContextOf(op), t, "c", g)
		args := op.Operands()[1 : op.NumOperands()-1]
		if len(args) != n {
			return op.EmitOpError("expected %d data operands", n)
		}
		for _, a := range args {
			if a.Type() != et {
				return op.EmitOpError("expected data operands of type %s", quoted(et))
			}
		}
		return nil
	},
}

var wmmaMmaSpec = &ods.Op{
	Name:     "nvvm.wmma.mma",
	Summary:  "Warp synchronous matrix-multiply accumulate using tensor cores.",
	Operands: []ods.Operand{{Name: "args", Type: llvmType, Arity: ods.Variadic}},
	Results:  []ods.Result{{Name: "res", Type: anyStruct}},
	Attrs: append(append([]ods.Attr{}, shapeAttrs...), ods.Attr{Name: "layoutA", Constraint: layoutAttrC},
		ods.Attr{Name: "layoutB", Constraint: layoutAttrC}, ods.Attr{Name: "eltypeA", Constraint: mmaTypeAttrC},
		ods.Attr{Name: "eltypeB", Constraint: mmaTypeAttrC}),
	Format: "$args attr-dict `:` functional-type($args, $res)",
	Verify: func(op *ir.Operation) error {
		g, a, c := geometryOf(op), caseOf(op, "eltypeA"), caseOf(op, "eltypeB")
		if !validMma(g, a, c) {
			return op.EmitOpError("invalid attribute combination")
		}
		ctx := ods.ContextOf(op)
		var want []ir.Type
		for _, f := range []struct{ t, frag string }{{a, "a"}, {a, "b"}, {c, "c"}} {
			et, n := fragmentType(ctx, f.t, f.frag, g)
			for range n {
				want = append(want, et)
			}
		}
		if op.NumOperands() != len(want) {
			return op.EmitOpError("expected %d arguments", len(want))
		}
		for i, t := range want {
			if op.Operand(i).Type() != t {
				return op.EmitOpError("expected argument %d to be of type %s", i, quoted(t))
			}
		}
		return checkFragmentResult(op, c, "c", g)
	},
}
