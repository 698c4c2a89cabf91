package pass_test

import (
	"strings"
	"testing"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/dialect/all"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

type noop struct{ n int }

func (p *noop) Run(*ir.Operation, *pass.State) error { return nil }

func init() {
	pass.Register(&pass.Info{Argument: "test-noop", Name: "NoOp", New: func() (pass.Pass, *pass.Options) {
		p := &noop{}
		o := &pass.Options{}
		o.Int("count", "a number", &p.n, 3)
		return p, o
	}})
	pass.Register(&pass.Info{Argument: "test-func-only", Name: "FuncOnly", OpName: "func.func", New: func() (pass.Pass, *pass.Options) {
		return &noop{}, &pass.Options{}
	}})
}

func TestParsePipeline(t *testing.T) {
	tests := []struct {
		in, want, err string
	}{
		{in: "builtin.module(test-noop)", want: "builtin.module(test-noop{count=3})"},
		{in: "builtin.module(func.func(test-func-only, test-noop{count=7}), test-noop)",
			want: "builtin.module(func.func(test-func-only,test-noop{count=7}),test-noop{count=3})"},
		{in: "builtin.module(bogus)", err: "'bogus' does not refer to a registered pass or pass pipeline"},
		{in: "builtin.module(test-noop{nope=1})", err: "no such option nope"},
		{in: "builtin.module(test-noop{count=x})", err: "failed to add `test-noop` with options `count=x`"},
		{in: "builtin.module(test-func-only)", err: "Can't add pass 'FuncOnly' restricted to 'func.func' on a PassManager intended to run on 'builtin.module', did you intend to nest?\nfailed to add `test-func-only` with options ``\n"},
		{in: "builtin.module(func.func(test-noop)", err: "1:11: error: encountered unbalanced parentheses while parsing pipeline\nfunc.func(test-noop\n          ^\n"},
		{in: "builtin.module(test-noop", err: "expected pass pipeline to be wrapped with the anchor operation type"},
		{in: "builtin.module(test-noop,,test-noop)", err: "1:11: error: '' does not refer to a registered pass or pass pipeline"},
		{in: "builtin.module(test-noop{count=1)", err: "missing closing '}' while processing pass options"},
		{in: "builtin.module(test-noop{count=1}x)", err: "expected ',' after parsing pipeline"},
		{in: "builtin.module(test-noop))", err: "encountered extra closing ')'"},
	}
	for _, tc := range tests {
		pm, err := pass.ParsePipeline(tc.in)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%s: error %v, want containing %q", tc.in, err, tc.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", tc.in, err)
			continue
		}
		if got := pm.String(); got != tc.want {
			t.Errorf("%s: printed %s, want %s", tc.in, got, tc.want)
		}
	}
}

func TestOptionsSplitting(t *testing.T) {
	var list []string
	var b bool
	var s string
	o := &pass.Options{}
	o.List("names", "", &list)
	var empties []string
	o.List("empties", "", &empties)
	o.Bool("flag", "", &b, false)
	o.Str("text", "", &s, "")
	if err := o.Parse(`names={a,b} flag text="x y" empties={,} names=c`); err != nil {
		t.Fatal(err)
	}
	if len(list) != 3 || list[0] != "a" || list[1] != "b" || list[2] != "c" || !b || s != "x y" || len(empties) != 2 {
		t.Fatalf("parsed %v %v %q %q", list, b, s, empties)
	}
	if got, want := o.String(), "empties={,} flag=true names={a,b,c} text={x y}"; got != want {
		t.Fatalf("printed %q, want %q", got, want)
	}
}

// analysisUser computes the analysis "Count" of its op (counting how many
// times it is computed) and preserves it or not.
type analysisUser struct {
	computed *int
	preserve bool
	change   bool
}

func (p *analysisUser) Run(op *ir.Operation, st *pass.State) error {
	st.Analysis("Count", func() any { *p.computed++; return *p.computed })
	switch {
	case p.preserve:
		st.Preserve("Count")
	case !p.change:
		st.MarkUnchanged()
	}
	return nil
}

// TestAnalysisPreservation checks that analyses are cached per operation
// and dropped by passes that do not preserve them.
func TestAnalysisPreservation(t *testing.T) {
	tests := []struct {
		name   string
		passes []analysisUser // computed is filled in
		want   int
	}{
		{"cached", []analysisUser{{}, {}, {}}, 1},
		{"preserved", []analysisUser{{preserve: true, change: true}, {}}, 1},
		{"invalidated", []analysisUser{{change: true}, {change: true}, {}}, 3},
		{"invalidated-then-cached", []analysisUser{{change: true}, {}, {}}, 2},
	}
	for _, tc := range tests {
		ctx := ir.NewContext()
		all.Register(ctx)
		f, err := asm.ParseFile(ctx, "t.mlir", []byte("module {}"), asm.Config{})
		if err != nil {
			t.Fatal(err)
		}
		computed := 0
		pm := pass.NewOpPassManager("any")
		for i := range tc.passes {
			p := tc.passes[i]
			p.computed = &computed
			info := &pass.Info{Argument: "analysis-user", New: func() (pass.Pass, *pass.Options) { return &p, &pass.Options{} }}
			if err := pm.AddPass(info, &p, &pass.Options{}); err != nil {
				t.Fatal(err)
			}
		}
		if err := pm.Run(ctx, f.Op, &pass.Config{VerifyEach: true}); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if computed != tc.want {
			t.Errorf("%s: analysis computed %d times, want %d", tc.name, computed, tc.want)
		}
	}
}

// TestDependentDialects checks that a pipeline lists the dialects of its
// passes and refuses to run without them.
func TestDependentDialects(t *testing.T) {
	info := &pass.Info{Argument: "test-dependent", Dependent: []string{"zz", "arith"},
		New: func() (pass.Pass, *pass.Options) { return &noop{}, &pass.Options{} }}
	pm := pass.NewOpPassManager("builtin.module")
	n := pm.Nest("func.func")
	for _, p := range []*pass.OpPassManager{pm, n} {
		if err := p.AddPass(info, &noop{}, &pass.Options{}); err != nil {
			t.Fatal(err)
		}
	}
	if got := strings.Join(pm.DependentDialects(), ","); got != "arith,zz" {
		t.Fatalf("dependent dialects %q", got)
	}
	ctx := ir.NewContext()
	all.Register(ctx)
	if err := pm.Validate(ctx); err == nil || !strings.Contains(err.Error(), "'zz'") {
		t.Fatalf("validate: %v", err)
	}
}
