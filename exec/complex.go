package exec

import (
	"math/cmplx"

	"github.com/gomlir/gomlir/ir"
)

// Complex numbers are aggregates {re, im} of their element type, as their
// LLVM lowering.

func init() {
	ops["complex.constant"] = compileConstantArray
	ops["complex.create"] = func(c *fc, op *ir.Operation) (instr, error) {
		a, b, d := c.in(op, 0), c.in(op, 1), c.out(op, 0)
		return func(fr *frame) { fr.s[d] = Val{R: []Val{fr.s[a], fr.s[b]}} }, nil
	}
	part := func(i int) opCompiler {
		return func(c *fc, op *ir.Operation) (instr, error) {
			a, d := c.in(op, 0), c.out(op, 0)
			return func(fr *frame) { fr.s[d] = fr.s[a].R.([]Val)[i] }, nil
		}
	}
	ops["complex.re"] = part(0)
	ops["complex.im"] = part(1)
	for _, n := range []string{"add", "sub", "mul", "div", "pow"} {
		ops["complex."+n] = complexBinary(n)
	}
	for _, n := range []string{"neg", "conj", "exp", "log", "sqrt", "sin", "cos", "tan", "tanh", "rsqrt", "sign"} {
		ops["complex."+n] = complexUnary(n)
	}
	ops["complex.abs"] = complexReal(cmplx.Abs)
	ops["complex.angle"] = complexReal(cmplx.Phase)
	ops["complex.eq"] = complexCompare(true)
	ops["complex.neq"] = complexCompare(false)
}

// compileConstantArray presets a constant given as an array attribute.
func compileConstantArray(c *fc, op *ir.Operation) (instr, error) {
	ti, err := c.ti(op, op.Result(0).Type())
	if err != nil {
		return nil, err
	}
	v, err := c.m.attrVal(op.InherentAttr("value"), ti)
	if err != nil {
		return nil, opErr(op, "'%s': %v", op.Name(), err)
	}
	c.setConst(op.Result(0), v)
	return nil, nil
}

func complexKind(op *ir.Operation, t ir.Type) (ir.FloatKind, error) {
	ct, ok := t.(*ir.ComplexType)
	if !ok {
		return 0, unsupported(op)
	}
	ft, ok := ct.Elem.(*ir.FloatType)
	if !ok {
		return 0, unsupported(op)
	}
	return ft.Kind, nil
}

func toC(fk ir.FloatKind, v Val) complex128 {
	p := v.R.([]Val)
	return complex(toF64(fk, p[0].B), toF64(fk, p[1].B))
}

func fromC(fk ir.FloatKind, z complex128) Val {
	return Val{R: []Val{{B: fromF64(fk, real(z))}, {B: fromF64(fk, imag(z))}}}
}

func complexBinary(name string) opCompiler {
	return func(c *fc, op *ir.Operation) (instr, error) {
		fk, err := complexKind(op, op.Operand(0).Type())
		if err != nil {
			return nil, err
		}
		a, b, d := c.in(op, 0), c.in(op, 1), c.out(op, 0)
		// add, sub and mul round each element operation to the element
		// type, as the lowering does.
		add, sub, mul := floatKernel("addf", fk), floatKernel("subf", fk), floatKernel("mulf", fk)
		return func(fr *frame) {
			x, y := fr.s[a].R.([]Val), fr.s[b].R.([]Val)
			switch name {
			case "add":
				fr.s[d] = Val{R: []Val{{B: add(x[0].B, y[0].B)}, {B: add(x[1].B, y[1].B)}}}
			case "sub":
				fr.s[d] = Val{R: []Val{{B: sub(x[0].B, y[0].B)}, {B: sub(x[1].B, y[1].B)}}}
			case "mul":
				re := sub(mul(x[0].B, y[0].B), mul(x[1].B, y[1].B))
				im := add(mul(x[0].B, y[1].B), mul(x[1].B, y[0].B))
				fr.s[d] = Val{R: []Val{{B: re}, {B: im}}}
			case "div":
				fr.s[d] = fromC(fk, toC(fk, fr.s[a])/toC(fk, fr.s[b]))
			default:
				fr.s[d] = fromC(fk, cmplx.Pow(toC(fk, fr.s[a]), toC(fk, fr.s[b])))
			}
		}, nil
	}
}

func complexUnary(name string) opCompiler {
	f := map[string]func(complex128) complex128{
		"neg": func(z complex128) complex128 { return -z }, "conj": cmplx.Conj, "exp": cmplx.Exp,
		"log": cmplx.Log, "sqrt": cmplx.Sqrt, "sin": cmplx.Sin, "cos": cmplx.Cos, "tan": cmplx.Tan,
		"tanh": cmplx.Tanh, "rsqrt": func(z complex128) complex128 { return 1 / cmplx.Sqrt(z) },
		"sign": func(z complex128) complex128 {
			if z == 0 {
				return z
			}
			return z / complex(cmplx.Abs(z), 0)
		},
	}[name]
	return func(c *fc, op *ir.Operation) (instr, error) {
		fk, err := complexKind(op, op.Operand(0).Type())
		if err != nil {
			return nil, err
		}
		a, d := c.in(op, 0), c.out(op, 0)
		return func(fr *frame) { fr.s[d] = fromC(fk, f(toC(fk, fr.s[a]))) }, nil
	}
}

func complexReal(f func(complex128) float64) opCompiler {
	return func(c *fc, op *ir.Operation) (instr, error) {
		fk, err := complexKind(op, op.Operand(0).Type())
		if err != nil {
			return nil, err
		}
		a, d := c.in(op, 0), c.out(op, 0)
		return func(fr *frame) { fr.s[d] = Val{B: fromF64(fk, f(toC(fk, fr.s[a])))} }, nil
	}
}

func complexCompare(eq bool) opCompiler {
	return func(c *fc, op *ir.Operation) (instr, error) {
		fk, err := complexKind(op, op.Operand(0).Type())
		if err != nil {
			return nil, err
		}
		a, b, d := c.in(op, 0), c.in(op, 1), c.out(op, 0)
		return func(fr *frame) {
			x, y := toC(fk, fr.s[a]), toC(fk, fr.s[b])
			// eq is ordered equality of both parts, neq its negation
			// (unordered inequality of either part).
			same := real(x) == real(y) && imag(x) == imag(y)
			fr.s[d] = Val{B: boolVal(same == eq)}
		}, nil
	}
}
