package transforms

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument: "strip-debuginfo",
		Name:     "StripDebugInfo",
		Summary:  "Strip debug info from all operations",
		New:      func() (pass.Pass, *pass.Options) { return stripDebugInfo{}, &pass.Options{} },
	})
}

// stripDebugInfo sets every op and block argument location to unknown.
type stripDebugInfo struct{}

func (stripDebugInfo) Run(op *ir.Operation, st *pass.State) error {
	unknown := st.Ctx.UnknownLoc()
	op.Each(func(o *ir.Operation) {
		o.SetLoc(unknown)
		for i := 0; i < o.NumRegions(); i++ {
			for b := o.Region(i).First(); b != nil; b = b.Next() {
				for _, a := range b.Args() {
					a.SetLoc(unknown)
				}
			}
		}
	})
	return nil
}
