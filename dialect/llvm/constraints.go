package llvm

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// pure is upstream's Pure: no memory effects, always speculatable.
var pure = []ir.Trait{ir.TraitNoMemoryEffect, ir.TraitAlwaysSpeculatable}

func traits(extra ...ir.Trait) []ir.Trait { return append(append([]ir.Trait{}, pure...), extra...) }

// IsCompatibleFloat reports whether t is a floating-point type LLVM has
// (upstream's isCompatibleFloatingPointType).
func IsCompatibleFloat(t ir.Type) bool {
	if isSimple(t, "ppc_fp128") {
		return true
	}
	f, ok := t.(*ir.FloatType)
	if !ok {
		return false
	}
	switch f.Kind {
	case ir.F16, ir.BF16, ir.F32, ir.F64, ir.F80, ir.F128:
		return true
	}
	return false
}

// IsCompatibleType reports whether t is a type the LLVM dialect accepts
// (upstream's isCompatibleType): its own types, signless integers, LLVM
// floating-point types and vectors of those.
func IsCompatibleType(t ir.Type) bool {
	switch t := t.(type) {
	case *ir.IntegerType:
		return t.IsSignless()
	case *ir.VectorType:
		return len(t.Shape) == 1 && isVectorElement(t.Elem)
	case *StructType:
		for _, e := range t.Body() {
			if !IsCompatibleType(e) {
				return false
			}
		}
		return true
	case *ArrayType:
		return IsCompatibleType(t.Elem)
	case *FunctionType:
		if !IsCompatibleType(t.Result) {
			return false
		}
		for _, p := range t.Params {
			if !IsCompatibleType(p) {
				return false
			}
		}
		return true
	case *TargetExtType:
		for _, p := range t.TypeParams {
			if !IsCompatibleType(p) {
				return false
			}
		}
		return true
	}
	return isLLVMType(t) || IsCompatibleFloat(t)
}

// isCompatibleOuterType is upstream's isCompatibleOuterType (LLVM_Type):
// like IsCompatibleType, but the elements of vectors, structs, arrays and
// functions are not checked.
func isCompatibleOuterType(t ir.Type) bool {
	switch t := t.(type) {
	case *ir.IntegerType:
		return t.IsSignless()
	case *ir.VectorType:
		return len(t.Shape) == 1
	case *StructType, *ArrayType, *FunctionType, *TargetExtType:
		return true
	}
	return isLLVMType(t) || IsCompatibleFloat(t)
}

func isVectorElement(t ir.Type) bool {
	switch t := t.(type) {
	case *ir.IntegerType:
		return t.IsSignless()
	case *PointerType:
		return true
	}
	return IsCompatibleFloat(t)
}

func isSignlessInt(t ir.Type) bool {
	i, ok := t.(*ir.IntegerType)
	return ok && i.IsSignless()
}

func isPointer(t ir.Type) bool { _, ok := t.(*PointerType); return ok }

// isAggregate reports whether t is an LLVM struct or array.
func isAggregate(t ir.Type) bool {
	switch t.(type) {
	case *StructType, *ArrayType:
		return true
	}
	return false
}

// scalarOrVector is upstream's LLVM_ScalarOrVectorOf: the scalar, or an
// LLVM-compatible vector of it.
func scalarOrVector(desc string, scalar func(ir.Type) bool) ods.TypeConstraint {
	return ods.TypeConstraint{
		Desc: desc + " or LLVM dialect-compatible vector of " + desc,
		Pred: func(t ir.Type) bool {
			if v, ok := t.(*ir.VectorType); ok {
				return len(v.Shape) == 1 && scalar(v.Elem) && isVectorElement(v.Elem)
			}
			return scalar(t)
		},
	}
}

// vectorOf is upstream's LLVM_VectorOf: an LLVM-compatible vector whose
// elements satisfy elem.
func vectorOf(desc string, elem func(ir.Type) bool) ods.TypeConstraint {
	return ods.TypeConstraint{Desc: "LLVM dialect-compatible vector of " + desc, Class: "builtin.vector",
		Pred: func(t ir.Type) bool {
			v, ok := t.(*ir.VectorType)
			return ok && isVectorElement(v.Elem) && elem(v.Elem)
		}}
}

func i1(t ir.Type) bool {
	i, ok := t.(*ir.IntegerType)
	return ok && i.IsSignless() && i.Width == 1
}

// The type constraints of the ops, with upstream's descriptions.
var (
	intOrVec   = scalarOrVector("signless integer", isSignlessInt)
	floatOrVec = scalarOrVector("floating point LLVM type", IsCompatibleFloat)
	ptrOrVec   = scalarOrVector("LLVM pointer type", isPointer)
	i1OrVec    = scalarOrVector("1-bit signless integer", i1)
	intOrPtr   = ods.TypeConstraint{
		Desc: intOrVec.Desc + " or " + ptrOrVec.Desc,
		Pred: func(t ir.Type) bool { return intOrVec.Pred(t) || ptrOrVec.Pred(t) },
	}
	anyPtr     = ods.TypeConstraint{Desc: "LLVM pointer type", Pred: isPointer}
	anyInt     = ods.TypeConstraint{Desc: "signless integer", Pred: isSignlessInt}
	aggregate  = ods.TypeConstraint{Desc: "LLVM aggregate type", Pred: isAggregate}
	compatible = ods.TypeConstraint{Desc: "LLVM dialect-compatible type", Pred: isCompatibleOuterType}
	nonAggr    = ods.TypeConstraint{Desc: "LLVM-compatible non-aggregate type", Pred: func(t ir.Type) bool {
		return IsCompatibleType(t) && !isAggregate(t)
	}}
	anyVector = ods.TypeConstraint{Desc: "LLVM dialect-compatible vector type", Class: "builtin.vector", Pred: func(t ir.Type) bool {
		v, ok := t.(*ir.VectorType)
		return ok && isVectorElement(v.Elem)
	}}
	intVector   = vectorOf("signless integer", isSignlessInt)
	floatVector = vectorOf("floating-point", func(t ir.Type) bool { _, ok := t.(*ir.FloatType); return ok })
	ptrVector   = vectorOf("LLVM pointer type", isPointer)
	i1Vector    = vectorOf("1-bit signless integer", i1)
	primitive   = ods.TypeConstraint{Desc: "primitive LLVM type", Pred: func(t ir.Type) bool {
		return IsCompatibleType(t) && !isSimple(t, "void", "label", "metadata")
	}}
	loadable = ods.TypeConstraint{Desc: "LLVM type with size", Pred: isLoadable}
)

// isLoadable is upstream's LLVM_LoadableType: a primitive type of known
// size (not a function, token, opaque struct or void).
func isLoadable(t ir.Type) bool {
	switch t := t.(type) {
	case *FunctionType:
		return false
	case *StructType:
		return !t.Opaque()
	}
	return IsCompatibleType(t) && !isSimple(t, "void", "label", "metadata", "token")
}

// elementShape returns the vector shape of t (nil for scalars) and its
// element type.
func elementShape(t ir.Type) (*ir.VectorType, ir.Type) {
	if v, ok := t.(*ir.VectorType); ok {
		return v, v.Elem
	}
	return nil, t
}

// i1SameShape is upstream's getI1SameShape.
func i1SameShape(ctx *ir.Context, t ir.Type) ir.Type {
	if v, ok := t.(*ir.VectorType); ok {
		return ctx.VectorType(v.Shape, ctx.I(1), v.Scalable)
	}
	return ctx.I(1)
}
