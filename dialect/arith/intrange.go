package arith

import (
	"github.com/gomlir/gomlir/analysis/intrange"
	"github.com/gomlir/gomlir/ir"
)

// The InferIntRangeInterface of arith's integer ops (upstream's
// InferIntRangeInterfaceImpls for arith).

func init() {
	binary := func(f func(l, r intrange.Range, flags int) intrange.Range) intrange.Infer {
		return func(op *ir.Operation, args []intrange.Range) intrange.Range {
			return f(args[0], args[1], int(OverflowFlags(op)))
		}
	}
	plain := func(f func(l, r intrange.Range) intrange.Range) intrange.Infer {
		return func(_ *ir.Operation, args []intrange.Range) intrange.Range { return f(args[0], args[1]) }
	}
	width := func(op *ir.Operation) int { return intrange.StorageWidth(op.Result(0).Type()) }
	cast := func(signed bool) intrange.Infer {
		return func(op *ir.Operation, args []intrange.Range) intrange.Range {
			r, w := args[0], width(op)
			switch {
			case w < r.W:
				return intrange.Trunc(r, w)
			case w > r.W && signed:
				return intrange.ExtS(r, w)
			case w > r.W:
				return intrange.ExtU(r, w)
			}
			return r
		}
	}
	rules := map[string]intrange.InferIntRangeInterface{
		"arith.constant":   intrange.InferOptional(inferConstant),
		"arith.addi":       binary(intrange.Add),
		"arith.subi":       binary(intrange.Sub),
		"arith.muli":       binary(intrange.Mul),
		"arith.shli":       binary(intrange.Shl),
		"arith.divui":      plain(intrange.DivU),
		"arith.divsi":      plain(intrange.DivS),
		"arith.ceildivui":  plain(intrange.CeilDivU),
		"arith.ceildivsi":  plain(intrange.CeilDivS),
		"arith.floordivsi": plain(intrange.FloorDivS),
		"arith.remui":      plain(intrange.RemU),
		"arith.remsi":      plain(intrange.RemS),
		"arith.andi":       plain(intrange.And),
		"arith.ori":        plain(intrange.Or),
		"arith.xori":       plain(intrange.Xor),
		"arith.shrui":      plain(intrange.ShrU),
		"arith.shrsi":      plain(intrange.ShrS),
		"arith.maxsi":      plain(intrange.MaxS),
		"arith.maxui":      plain(intrange.MaxU),
		"arith.minsi":      plain(intrange.MinS),
		"arith.minui":      plain(intrange.MinU),
		"arith.extui": intrange.Infer(func(op *ir.Operation, args []intrange.Range) intrange.Range {
			return intrange.ExtU(args[0], width(op))
		}),
		"arith.extsi": intrange.Infer(func(op *ir.Operation, args []intrange.Range) intrange.Range {
			return intrange.ExtS(args[0], width(op))
		}),
		"arith.trunci": intrange.Infer(func(op *ir.Operation, args []intrange.Range) intrange.Range {
			return intrange.Trunc(args[0], width(op))
		}),
		"arith.index_cast":   cast(true),
		"arith.index_castui": cast(false),
		"arith.cmpi": intrange.Infer(func(op *ir.Operation, args []intrange.Range) intrange.Range {
			return intrange.Cmp(int(Predicate(op)), args[0], args[1])
		}),
		"arith.select": intrange.InferOptional(inferSelect),
	}
	for _, op := range Dialect.Ops {
		if r, ok := rules[op.Name]; ok {
			op.Interfaces = append(op.Interfaces, r)
		}
	}
}

// inferConstant bounds an integer constant (the union of its elements for
// dense ones).
func inferConstant(op *ir.Operation, _ []intrange.Value) intrange.Value {
	w := intrange.StorageWidth(op.Result(0).Type())
	if w == 0 {
		return intrange.Value{}
	}
	switch a := op.InherentAttr("value").(type) {
	case *ir.IntegerAttr:
		return intrange.Value{Known: true, Range: intrange.Constant(w, a.BigInt())}
	case *ir.DenseElementsAttr:
		var v intrange.Value
		n := a.NumElements()
		if a.Splat {
			n = 1
		}
		for i := int64(0); i < n; i++ {
			v = intrange.Join(v, intrange.Value{Known: true, Range: intrange.Constant(w, a.IntAt(i))})
		}
		return v
	}
	return intrange.Value{}
}

// inferSelect is the range of the chosen operand when the condition is
// known, else the union of both.
func inferSelect(_ *ir.Operation, args []intrange.Value) intrange.Value {
	if c, ok := args[0].Range.ConstantValue(); ok {
		if c.Sign() == 0 {
			return args[2]
		}
		return args[1]
	}
	return intrange.Join(args[1], args[2])
}
