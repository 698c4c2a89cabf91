// Package reconcilecasts is the reconcile-unrealized-casts pass: it folds
// the chains of builtin.unrealized_conversion_cast ops a sequence of
// partial conversions leaves behind.
package reconcilecasts

import (
	"github.com/gomlir/gomlir/conversion"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument: "reconcile-unrealized-casts",
		Name:     "ReconcileUnrealizedCastsPass",
		Summary:  "Simplify and eliminate unrealized conversion casts",
		New:      func() (pass.Pass, *pass.Options) { return reconcile{}, &pass.Options{} },
	})
}

type reconcile struct{}

// Run collects the casts nested in op (post-order) and reconciles them;
// casts that stay live remain.
func (reconcile) Run(op *ir.Operation, st *pass.State) error {
	info := st.Ctx.LookupOp("builtin.unrealized_conversion_cast")
	var casts []*ir.Operation
	op.Each(func(o *ir.Operation) {
		if o.Info() == info {
			casts = append(casts, o)
		}
	})
	if len(casts) == 0 {
		st.MarkUnchanged()
		return nil
	}
	conversion.ReconcileUnrealizedCasts(casts)
	return nil
}
