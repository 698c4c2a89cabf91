package vectortollvm

import (
	"github.com/gomlir/gomlir/conversion"
	"github.com/gomlir/gomlir/conversion/llvmcommon"
	"github.com/gomlir/gomlir/dialect/llvm"
	"github.com/gomlir/gomlir/dialect/vector"
	"github.com/gomlir/gomlir/ir"
)

// punctuationFns are the runtime functions printing punctuation, by
// vector.print punctuation value.
var punctuationFns = []string{"", "printNewline", "printComma", "printOpen", "printClose"}

// print is VectorPrintOpConversion: a scalar is printed by the runtime
// function of its type (extended to 64 bits or bitcast to i16 first), a
// string through printString, then the punctuation. Vectors are left to
// convert-vector-to-scf.
func (l *lowerer) print(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
	ctx := rw.Ctx
	module := llvmcommon.Module(op)
	if module == nil {
		return false
	}
	loc := op.Loc()
	if op.NumOperands() == 1 {
		if _, isVec := op.Operand(0).Type().(*ir.VectorType); isVec {
			return false
		}
		if !l.printScalar(rw, module, loc, op.Operand(0).Type(), a.Operand(0)) {
			return false
		}
	}
	punct := op.InherentAttr("punctuation").(*vector.EnumAttr).Value
	if s, ok := op.InherentAttr("stringLiteral").(*ir.StringAttr); ok {
		if !l.syms.CreatePrintStrCall(rw, loc, module, "vector_print_str", s.Value, "printString", false) {
			return false
		}
	} else if punct != 0 {
		fn, ok := l.syms.LookupOrCreateFn(rw, module, punctuationFns[punct], nil, llvm.Void(ctx), false)
		if !ok {
			return false
		}
		llvmcommon.CreateCall(rw.Builder, loc, fn, nil, nil)
	}
	rw.EraseOp(op)
	return true
}

// printScalar emits the runtime call printing value of type t.
func (l *lowerer) printScalar(rw *conversion.Rewriter, module *ir.Operation, loc ir.Location, t ir.Type, value *ir.Value) bool {
	ctx := rw.Ctx
	if l.tc.ConvertType(t) == nil {
		return false
	}
	var name, conv string
	var param ir.Type = ctx.I(64)
	switch t := t.(type) {
	case *ir.FloatType:
		switch t.Kind {
		case ir.F32:
			name, param = "printF32", t
		case ir.F64:
			name, param = "printF64", t
		case ir.F16:
			name, param, conv = "printF16", ctx.I(16), "llvm.bitcast"
		case ir.BF16:
			name, param, conv = "printBF16", ctx.I(16), "llvm.bitcast"
		default:
			return false
		}
	case *ir.IndexType:
		name = "printU64"
	case *ir.IntegerType:
		if t.Width > 64 {
			return false
		}
		switch {
		case t.Signedness == ir.Unsigned:
			name = "printU64"
			if t.Width < 64 {
				conv = "arith.extui"
			}
		case t.Width == 1:
			name, conv = "printI64", "arith.extui"
		default:
			name = "printI64"
			if t.Width < 64 {
				conv = "arith.extsi"
			}
		}
	default:
		return false
	}
	fn, ok := l.syms.LookupOrCreateFn(rw, module, name, []ir.Type{param}, llvm.Void(ctx), false)
	if !ok {
		return false
	}
	if conv != "" {
		value = llvmcommon.Create(rw.Builder, loc, conv, param, []*ir.Value{value}).Result(0)
	}
	llvmcommon.CreateCall(rw.Builder, loc, fn, nil, []*ir.Value{value})
	return true
}
