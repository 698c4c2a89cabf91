package rewrite

import "github.com/gomlir/gomlir/ir"

// CreateOrFold is OpBuilder::createOrFold: the op is built and folded; when
// it folds to values, it is dropped and the constants materialized for
// attribute results are inserted instead; otherwise it is inserted.
func CreateOrFold(rw *Rewriter, st *ir.OperationState) []*ir.Value {
	op := ir.NewOperation(rw.Ctx, st)
	if res := Fold(op); len(res) > 0 {
		vals := make([]*ir.Value, len(res))
		var consts []*ir.Operation
		dl := rw.Ctx.Dialect(op.Info().Dialect)
		detached := ir.NewBuilder(rw.Ctx)
		ok := true
		for i, r := range res {
			if r.Value != nil {
				vals[i] = r.Value
				continue
			}
			var c *ir.Operation
			if dl != nil && dl.MaterializeConstant != nil {
				c = dl.MaterializeConstant(detached, r.Attr, op.Result(i).Type(), op.Loc())
			}
			if c == nil {
				ok = false
				break
			}
			consts = append(consts, c)
			vals[i] = c.Result(0)
		}
		if ok {
			op.Erase()
			for _, c := range consts {
				rw.Insert(c)
			}
			return vals
		}
		for _, c := range consts {
			c.Erase()
		}
	}
	rw.Insert(op)
	return op.Results()
}
