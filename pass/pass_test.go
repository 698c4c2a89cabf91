package pass_test

import (
	"strings"
	"testing"

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
