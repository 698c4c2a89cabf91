package transforms

import (
	"fmt"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument: "generate-runtime-verification",
		Name:     "GenerateRuntimeVerification",
		Summary:  "Generate additional runtime op verification checks",
		New: func() (pass.Pass, *pass.Options) {
			p := &runtimeVerification{}
			o := &pass.Options{}
			o.Uint("verbose-level", "Verbosity level for runtime verification messages: 0 = Minimum (only source location), 1 = Detailed (include full operation details, names, types, shapes, etc.)", &p.verbose, 1)
			return p, o
		},
	})
}

// RuntimeVerifiableOpInterface is implemented (listed in
// OpInfo.Interfaces) by ops that can insert runtime checks of their
// preconditions before themselves; msg builds the error message of a
// failed check.
type RuntimeVerifiableOpInterface interface {
	GenerateRuntimeVerification(b *ir.Builder, op *ir.Operation, loc ir.Location, msg func(op *ir.Operation, message string) string)
}

func init() {
	ir.RegisterInterface[RuntimeVerifiableOpInterface]("RuntimeVerifiableOpInterface")
}

// runtimeVerification is upstream's GenerateRuntimeVerification pass.
type runtimeVerification struct {
	verbose uint64
}

func (p *runtimeVerification) Run(op *ir.Operation, st *pass.State) error {
	if p.verbose > 1 {
		return op.EmitError("generate-runtime-verification pass: set verboseLevel to 0 or 1")
	}
	var ops []*ir.Operation
	op.Each(func(o *ir.Operation) {
		if _, ok := ir.OpInterface[RuntimeVerifiableOpInterface](o); ok {
			ops = append(ops, o)
		}
	})
	if len(ops) == 0 {
		st.MarkUnchanged()
		return nil
	}
	msg := func(o *ir.Operation, message string) string {
		loc := asm.AttrString(o.Loc())
		if p.verbose == 0 {
			return fmt.Sprintf("ERROR: Runtime op verification failed\n^ %s\nLocation: %s\n", message, loc)
		}
		return fmt.Sprintf("ERROR: Runtime op verification failed\n%s\n^ %s\nLocation: %s\n",
			asm.OpString(st.Ctx, o, asm.Flags{SkipRegions: true}), message, loc)
	}
	b := ir.NewBuilder(st.Ctx)
	for _, o := range ops {
		b.SetInsertionPoint(o)
		rv, _ := ir.OpInterface[RuntimeVerifiableOpInterface](o)
		rv.GenerateRuntimeVerification(b, o, o.Loc(), msg)
	}
	return nil
}
