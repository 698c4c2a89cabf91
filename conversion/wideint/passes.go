package wideint

import (
	"github.com/gomlir/gomlir/conversion"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	for _, info := range []pass.Info{
		{Argument: "arith-emulate-wide-int", Name: "ArithEmulateWideInt"},
		{Argument: "memref-emulate-wide-int", Name: "MemRefEmulateWideInt"},
	} {
		memref := info.Argument == "memref-emulate-wide-int"
		info.Summary = "Emulate 2*N-bit integer operations using N-bit operations"
		info.New = func() (pass.Pass, *pass.Options) {
			p := &emulatePass{memref: memref}
			o := &pass.Options{}
			o.UintInt("widest-int-supported", "Widest integer type supported by the target", &p.widest, 32)
			return p, o
		}
		pass.Register(&info)
	}
}

// emulatePass is arith-emulate-wide-int, or memref-emulate-wide-int when
// memref is set.
type emulatePass struct {
	widest int
	memref bool
}

// Run emulates the wide integers of the ops nested in op.
func (p *emulatePass) Run(op *ir.Operation, st *pass.State) error {
	if p.widest < 2 || p.widest&(p.widest-1) != 0 {
		return pass.ErrFailed
	}
	c := NewConverter(st.Ctx, p.widest)
	target := conversion.NewTarget()
	legal := conversion.When(c.IsLegalOp)
	patterns := c.Patterns()
	if p.memref {
		c.AddMemRefConversion(st.Ctx)
		target.AddDynamicallyLegalDialect(legal, "arith", "memref", "vector")
		patterns = append(patterns, c.memrefPatterns()...)
	} else {
		target.AddDynamicallyLegalOp(conversion.When(func(op *ir.Operation) bool {
			ft, ok := op.InherentAttr("function_type").(*ir.TypeAttr)
			if !ok {
				return true
			}
			sig, ok := ft.Type.(*ir.FunctionType)
			return !ok || c.IsSignatureLegal(sig)
		}), "func.func")
		target.AddDynamicallyLegalOp(legal, "func.call", "func.return", "vector.print")
		target.AddDynamicallyLegalDialect(legal, "arith")
		target.AddLegalDialect("vector")
		patterns = append(patterns, conversion.FunctionSignaturePattern("func.func", c.TypeConverter),
			c.callPattern(), c.returnPattern())
	}
	return conversion.ApplyPartialConversion(st.Ctx, []*ir.Operation{op}, target, patterns, nil)
}

// recreate replaces op by a copy with the converted operands, the given
// result types and op's inherent attributes.
func recreate(rw *conversion.Rewriter, op *ir.Operation, operands []*ir.Value, types []ir.Type) {
	st := &ir.OperationState{Loc: op.Loc(), Name: op.Info(), Operands: operands, Types: types, Props: op.Props()}
	newOp := rw.Create(st)
	// As upstream's builders of memref.load and memref.store, the
	// nontemporal flag is always set.
	if name := op.Name(); (name == "memref.load" || name == "memref.store") && newOp.InherentAttr("nontemporal") == nil {
		newOp.SetInherentAttr(rw.Ctx, "nontemporal", rw.Ctx.BoolAttr(false))
	}
	rw.ReplaceOp(op, newOp.Results())
}

// convertedPattern recreates ops named name with their converted operands
// and result types.
func (c *Converter) convertedPattern(name string) conversion.Pattern {
	return &conversion.Func{Name: name, On: name, Weight: 1, Converter: c.TypeConverter,
		Rewrite: func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
			types, ok := c.ConvertTypes(op.ResultTypes(), nil)
			if !ok {
				return false
			}
			recreate(rw, op, a.Operands(), types)
			return true
		}}
}

// callPattern converts the operand and result types of func.call.
func (c *Converter) callPattern() conversion.Pattern { return c.convertedPattern("func.call") }

// returnPattern converts the operand types of func.return in place.
func (c *Converter) returnPattern() conversion.Pattern {
	return &conversion.Func{Name: "func.return", On: "func.return", Weight: 1, Converter: c.TypeConverter,
		Rewrite: func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
			rw.ModifyOpInPlace(op, func() { op.SetOperands(a.Operands()) })
			return true
		}}
}

// memrefPatterns converts memref.alloc, memref.load and memref.store of
// wide integers (upstream's populateMemRefWideIntEmulationPatterns).
func (c *Converter) memrefPatterns() []conversion.Pattern {
	return []conversion.Pattern{c.convertedPattern("memref.alloc"), c.convertedPattern("memref.load"),
		c.convertedPattern("memref.store")}
}
