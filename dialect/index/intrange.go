package index

import (
	"math/big"

	"github.com/gomlir/gomlir/analysis/intrange"
	"github.com/gomlir/gomlir/ir"
)

// The InferIntRangeInterface of the index ops (upstream's
// InferIntRangeInterfaceImpls for index): arithmetic is bounded at 64 and
// at 32 bits, as an index may be either wide.

func init() {
	plain := func(f func(l, r intrange.Range) intrange.Range, mode intrange.CmpMode) intrange.Infer {
		return func(_ *ir.Operation, args []intrange.Range) intrange.Range {
			return intrange.IndexOp(func(a []intrange.Range) intrange.Range { return f(a[0], a[1]) }, args, mode)
		}
	}
	noFlags := func(f func(l, r intrange.Range, flags int) intrange.Range) func(l, r intrange.Range) intrange.Range {
		return func(l, r intrange.Range) intrange.Range { return f(l, r, 0) }
	}
	rules := map[string]intrange.InferIntRangeInterface{
		"index.constant": intrange.Infer(func(op *ir.Operation, _ []intrange.Range) intrange.Range {
			return intrange.Constant(intrange.IndexMaxWidth, op.InherentAttr("value").(*ir.IntegerAttr).BigInt())
		}),
		"index.bool.constant": intrange.Infer(func(op *ir.Operation, _ []intrange.Range) intrange.Range {
			v := int64(0)
			if a, ok := op.InherentAttr("value").(*ir.IntegerAttr); ok && !a.IsZero() {
				v = 1
			}
			return intrange.Constant(1, big.NewInt(v))
		}),
		"index.add":       plain(noFlags(intrange.Add), intrange.CmpBoth),
		"index.sub":       plain(noFlags(intrange.Sub), intrange.CmpBoth),
		"index.mul":       plain(noFlags(intrange.Mul), intrange.CmpBoth),
		"index.shl":       plain(noFlags(intrange.Shl), intrange.CmpBoth),
		"index.divu":      plain(intrange.DivU, intrange.CmpUnsigned),
		"index.divs":      plain(intrange.DivS, intrange.CmpSigned),
		"index.ceildivu":  plain(intrange.CeilDivU, intrange.CmpUnsigned),
		"index.ceildivs":  plain(intrange.CeilDivS, intrange.CmpSigned),
		"index.floordivs": plain(intrange.FloorDivS, intrange.CmpSigned),
		"index.rems":      plain(intrange.RemS, intrange.CmpSigned),
		"index.remu":      plain(intrange.RemU, intrange.CmpUnsigned),
		"index.maxs":      plain(intrange.MaxS, intrange.CmpSigned),
		"index.maxu":      plain(intrange.MaxU, intrange.CmpUnsigned),
		"index.mins":      plain(intrange.MinS, intrange.CmpSigned),
		"index.minu":      plain(intrange.MinU, intrange.CmpUnsigned),
		"index.shrs":      plain(intrange.ShrS, intrange.CmpSigned),
		"index.shru":      plain(intrange.ShrU, intrange.CmpUnsigned),
		"index.and":       plain(intrange.And, intrange.CmpUnsigned),
		"index.or":        plain(intrange.Or, intrange.CmpUnsigned),
		"index.xor":       plain(intrange.Xor, intrange.CmpUnsigned),
		"index.casts":     castRange(true),
		"index.castu":     castRange(false),
		"index.cmp": intrange.Infer(func(op *ir.Operation, args []intrange.Range) intrange.Range {
			return intrange.IndexCmp(int(op.InherentAttr("pred").(*CmpPredicateAttr).Pred), args[0], args[1])
		}),
		"index.sizeof": intrange.Infer(func(*ir.Operation, []intrange.Range) intrange.Range {
			return intrange.FromUnsigned(intrange.IndexMaxWidth, big.NewInt(intrange.IndexMinWidth), big.NewInt(intrange.IndexMaxWidth))
		}),
	}
	for _, op := range Dialect.Ops {
		if r, ok := rules[op.Name]; ok {
			op.Interfaces = append(op.Interfaces, r)
		}
	}
}

// likeDest converts r from src to dest bits by extension or truncation.
func likeDest(r intrange.Range, src, dest int, signed bool) intrange.Range {
	switch {
	case src < dest && signed:
		return intrange.ExtS(r, dest)
	case src < dest:
		return intrange.ExtU(r, dest)
	case src > dest:
		return intrange.Trunc(r, dest)
	}
	return r
}

// castRange bounds index.casts/castu: a cast to index is the union of the
// casts to 64 bits and to 32 bits (extended back to 64).
func castRange(signed bool) intrange.Infer {
	return func(op *ir.Operation, args []intrange.Range) intrange.Range {
		srcType := op.Operand(0).Type()
		src := intrange.StorageWidth(srcType)
		dest := intrange.StorageWidth(op.Result(0).Type())
		if _, isIndex := srcType.(*ir.IndexType); isIndex {
			return likeDest(args[0], src, dest, signed)
		}
		storage := likeDest(args[0], src, dest, signed)
		narrow := intrange.ExtRange(likeDest(args[0], src, intrange.IndexMinWidth, signed), dest)
		return storage.Union(narrow)
	}
}
