package transforms

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument: "symbol-privatize",
		Name:     "SymbolPrivatize",
		Summary:  "Mark symbols private",
		New: func() (pass.Pass, *pass.Options) {
			p := &symbolPrivatize{}
			o := &pass.Options{}
			o.List("exclude", "Comma separated list of symbols that should not be marked private", &p.exclude)
			return p, o
		},
	})
}

// symbolPrivatize makes every symbol directly inside the op private,
// except the excluded names.
type symbolPrivatize struct {
	exclude []string
}

func (p *symbolPrivatize) Run(op *ir.Operation, st *pass.State) error {
	excluded := map[string]bool{}
	for _, n := range p.exclude {
		excluded[n] = true
	}
	for i := 0; i < op.NumRegions(); i++ {
		for b := op.Region(i).First(); b != nil; b = b.Next() {
			for o := b.First(); o != nil; o = o.NextInBlock() {
				if !ir.IsSymbol(o) {
					continue
				}
				if name, _ := ir.SymbolName(o); !excluded[name] {
					ir.SetSymbolVisibility(st.Ctx, o, ir.VisibilityPrivate)
				}
			}
		}
	}
	return nil
}
