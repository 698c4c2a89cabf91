package wideint

import (
	"strings"

	"github.com/gomlir/gomlir/conversion"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument:  "test-arith-emulate-wide-int",
		Name:      "(anonymous namespace)::TestEmulateWideIntPass",
		Summary:   "Function pass to test Wide Integer Emulation",
		OpName:    "func.func",
		Dependent: []string{"arith", "func", "llvm", "vector"},
		New: func() (pass.Pass, *pass.Options) {
			p := &testPass{}
			o := &pass.Options{}
			o.Str("function-prefix", "Prefix of functions to run the emulation pass on", &p.prefix, "emulate_")
			o.UintInt("widest-int-supported", "Maximum integer bit width supported by the target", &p.widest, 32)
			return p, o
		},
	})
}

// testPass is upstream's test-arith-emulate-wide-int: the arith
// conversions on the functions whose name has a prefix, their signatures
// kept by llvm.bitcast materializations.
type testPass struct {
	prefix string
	widest int
}

// Run emulates the wide integers of function op when its name has the
// prefix.
func (p *testPass) Run(op *ir.Operation, st *pass.State) error {
	if p.widest < 2 || p.widest&(p.widest-1) != 0 {
		return pass.ErrFailed
	}
	name, _ := op.InherentAttr("sym_name").(*ir.StringAttr)
	if name == nil || !strings.HasPrefix(name.Value, p.prefix) {
		return nil
	}
	c := NewConverter(st.Ctx, p.widest)
	bitcast := func(b *ir.Builder, t ir.Type, inputs []*ir.Value, loc ir.Location) *ir.Value {
		return b.Create(&ir.OperationState{Loc: loc, Name: b.Ctx.LookupOp("llvm.bitcast"), Operands: inputs,
			Types: []ir.Type{t}}).Result(0)
	}
	c.AddSourceMaterialization(bitcast)
	c.AddTargetMaterialization(func(b *ir.Builder, ts []ir.Type, inputs []*ir.Value, loc ir.Location, _ ir.Type) []*ir.Value {
		if len(ts) != 1 {
			return nil
		}
		return []*ir.Value{bitcast(b, ts[0], inputs, loc)}
	})
	target := conversion.NewTarget()
	target.AddDynamicallyLegalDialect(conversion.When(c.IsLegalOp), "arith", "vector")
	return conversion.ApplyPartialConversion(st.Ctx, []*ir.Operation{op}, target, c.Patterns(), nil)
}
