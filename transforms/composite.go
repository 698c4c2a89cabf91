package transforms

import (
	"bytes"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument: "composite-fixed-point-pass",
		Name:     "CompositeFixedPointPass",
		Summary:  "Composite fixed point pass",
		New: func() (pass.Pass, *pass.Options) {
			p := &compositePass{}
			o := &pass.Options{}
			o.Int("max-iterations", "Maximum number of iterations if inner pipeline", &p.maxIter, 10)
			o.Str("name", "Composite pass display name", &p.name, "CompositeFixedPointPass")
			o.Str("pipeline", "Composite pass inner pipeline", &p.pipeline, "")
			return p, o
		},
	})
}

// compositePass is upstream's CompositeFixedPointPass: it runs its
// pipeline until the IR stops changing (or max-iterations runs).
type compositePass struct {
	maxIter  int
	name     string
	pipeline string
}

// PassName is the name option, as upstream's getName.
func (p *compositePass) PassName() string { return p.name }

func (p *compositePass) Run(op *ir.Operation, st *pass.State) error {
	if p.maxIter <= 0 {
		return ir.Errorf(st.Ctx.UnknownLoc(), "Invalid maxIterations value: %d", p.maxIter)
	}
	pm := pass.NewOpPassManager("any")
	if err := pass.AddPipelineElements(pm, p.pipeline); err != nil {
		return ir.Errorf(st.Ctx.UnknownLoc(), "Failed to parse composite pass pipeline")
	}
	fingerprint := func() string {
		var b bytes.Buffer
		asm.Print(&b, st.Ctx, op, nil, asm.Flags{Generic: true, DebugInfo: true, LocalScope: true})
		return b.String()
	}
	fp := fingerprint()
	for iter := 0; ; iter++ {
		if err := st.RunPipeline(pm, op); err != nil {
			return err
		}
		if iter >= p.maxIter {
			st.Report(op.EmitWarning("Composite pass \"%s\"+ didn't converge in %d iterations", p.name, p.maxIter))
			return nil
		}
		next := fingerprint()
		if next == fp {
			return nil
		}
		fp = next
	}
}
