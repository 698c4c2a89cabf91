package math_test

import (
	"bufio"
	"math/big"
	"os"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/dialect/builtin"
	"github.com/gomlir/gomlir/dialect/math"
	"github.com/gomlir/gomlir/ir"
)

// libmOps fold to the correctly rounded result (see libm.go), which is
// not always the host libm's that upstream folds to.
var libmOps = map[string]bool{
	"acos": true, "acosh": true, "asin": true, "asinh": true, "atan": true, "atanh": true, "atan2": true,
	"cos": true, "cosh": true, "sin": true, "sinh": true, "erf": true, "erfc": true, "exp": true,
	"exp2": true, "expm1": true, "log": true, "log10": true, "log1p": true, "log2": true, "powf": true,
	"tan": true, "tanh": true,
}

func newContext() *ir.Context {
	ctx := ir.NewContext()
	ctx.AllowUnregistered = true
	builtin.Register(ctx)
	arith.Dialect.MustRegister(ctx)
	math.Dialect.MustRegister(ctx)
	return ctx
}

// constant parses an operand of the table: a hex float bit pattern or an
// integer (true/false for i1).
func constant(ctx *ir.Context, t ir.Type, s string) ir.Attribute {
	if ft, ok := t.(*ir.FloatType); ok {
		v, _ := new(big.Int).SetString(s[2:], 16)
		return ctx.FloatAttr(ft, ir.APInt{Lo: v.Uint64()})
	}
	switch s {
	case "true":
		return ctx.IntAttr(t, 1)
	case "false":
		return ctx.IntAttr(t, 0)
	}
	v, _ := new(big.Int).SetString(s, 10)
	return ctx.IntegerAttr(t, v)
}

// text prints a folded constant as arith.constant does.
func text(a ir.Attribute) string {
	switch a := a.(type) {
	case *ir.FloatAttr:
		return ir.FloatSemanticsOf(a.Type.Kind).FormatMLIR(a.Bits)
	case *ir.IntegerAttr:
		if ir.BitWidth(a.Type) == 1 {
			if a.IsZero() {
				return "false"
			}
			return "true"
		}
		return a.BigInt().String()
	}
	return "?"
}

func typeOf(ctx *ir.Context, s string) ir.Type {
	if k, ok := ir.FloatKindByKeyword(s); ok {
		return ctx.FloatType(k)
	}
	if s == "index" {
		return ctx.IndexType()
	}
	w := 0
	for _, c := range s[1:] {
		w = w*10 + int(c-'0')
	}
	return ctx.I(w)
}

// TestFoldTable checks the folders against upstream's results on scalar
// constants (testdata/math_folds.txt, from mlir-opt 22 --canonicalize).
func TestFoldTable(t *testing.T) {
	ctx := newContext()
	f, err := os.Open("testdata/math_folds.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var folded, same, libmDiffs int
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") {
			continue
		}
		lhs, want, _ := strings.Cut(line, " -> ")
		fields := strings.Fields(lhs)
		name := fields[0]
		info, ty, operands, attrs := tableOp(t, ctx, fields, "")
		res := ty
		if strings.HasPrefix(name, "is") && name != "ipowi" {
			res = ctx.I(1)
		}
		op := ir.NewOperation(ctx, &ir.OperationState{Name: info, Operands: operands, Types: []ir.Type{res}})
		var got []ir.FoldResult
		if info.Fold != nil {
			got = info.Fold(op, attrs)
		}
		switch {
		case got == nil && want == "nofold":
			same++
		case got == nil:
			t.Errorf("%s: not folded, upstream gives %s", lhs, want)
		case want == "nofold":
			t.Errorf("%s: folded to %s, upstream does not fold", lhs, text(got[0].Attr))
		case text(got[0].Attr) != want:
			if !libmOps[name] {
				t.Errorf("%s: folded to %s, upstream gives %s", lhs, text(got[0].Attr), want)
			}
			libmDiffs++
		default:
			folded++
		}
	}
	// The libm folds differ where glibc is not correctly rounded
	// (libm_table_test.go measures the agreement per function).
	if folded+libmDiffs > 0 && float64(libmDiffs) > 0.02*float64(folded+libmDiffs) {
		t.Errorf("%d libm folds differ from upstream's", libmDiffs)
	}
	t.Logf("%d folded as upstream, %d not folded as upstream, %d libm folds differ", folded, same, libmDiffs)
}

// tableOp reads a folding table's op: fields are the op name (without
// "math."), its type and its operands' constants (prefix, then the
// table's text); it returns the op's record, the type, placeholder
// operands and their constants.
func tableOp(t *testing.T, ctx *ir.Context, fields []string, prefix string) (*ir.OpInfo, ir.Type, []*ir.Value, []ir.Attribute) {
	t.Helper()
	ty := typeOf(ctx, fields[1])
	info := ctx.LookupOp("math." + fields[0])
	if info == nil {
		t.Fatalf("no op %s", fields[0])
	}
	var operands []*ir.Value
	var attrs []ir.Attribute
	for _, s := range fields[2:] {
		src := ir.NewOperation(ctx, &ir.OperationState{Name: ctx.OpInfo("t.src"), Types: []ir.Type{ty}})
		operands = append(operands, src.Result(0))
		attrs = append(attrs, constant(ctx, ty, prefix+s))
	}
	return info, ty, operands, attrs
}
