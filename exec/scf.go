package exec

import (
	"math"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/ods"
)

func init() {
	ops["scf.for"] = compileFor
	ops["affine.for"] = compileFor
	ops["scf.if"] = compileIf
	ops["affine.if"] = compileIf
	ops["scf.while"] = compileWhile
	ops["scf.execute_region"] = func(c *fc, op *ir.Operation) (instr, error) {
		res := c.slotsOf(op.Results())
		body, err := c.region(op.Region(0), func(y *ir.Operation) (term, error) { return c.yieldTo(y, res), nil })
		if err != nil {
			return nil, err
		}
		return body.run, nil
	}
	ops["scf.index_switch"] = compileIndexSwitch
	ops["scf.parallel"] = compileParallel
	ops["affine.apply"] = func(c *fc, op *ir.Operation) (instr, error) {
		am := op.InherentAttr("map").(*ir.AffineMapAttr).Map
		f := c.affineExpr(am.Results[0], am.NumDims, c.slotsOf(op.Operands()))
		d := c.out(op, 0)
		return func(fr *frame) { fr.s[d].B = uint64(f(fr)) }, nil
	}
	ops["affine.min"] = compileAffineMinMax(true)
	ops["affine.max"] = compileAffineMinMax(false)
}

// affineExpr compiles e over dims and symbols held in slots (the dims
// first).
func (c *fc) affineExpr(e affine.Expr, ndims int, slots []int) func(fr *frame) int64 {
	switch e := e.(type) {
	case *affine.ConstantExpr:
		v := e.Value
		return func(*frame) int64 { return v }
	case *affine.DimExpr:
		s := slots[e.Pos]
		return func(fr *frame) int64 { return int64(fr.s[s].B) }
	case *affine.SymbolExpr:
		s := slots[ndims+e.Pos]
		return func(fr *frame) int64 { return int64(fr.s[s].B) }
	case *affine.BinaryExpr:
		l, r := c.affineExpr(e.LHS, ndims, slots), c.affineExpr(e.RHS, ndims, slots)
		switch e.Op {
		case affine.KindAdd:
			return func(fr *frame) int64 { return l(fr) + r(fr) }
		case affine.KindMul:
			return func(fr *frame) int64 { return l(fr) * r(fr) }
		case affine.KindMod:
			return func(fr *frame) int64 {
				a, b := l(fr), r(fr)
				if b == 0 {
					return 0
				}
				m := a % b
				if m < 0 {
					m += abs64(b)
				}
				return m
			}
		case affine.KindFloorDiv:
			return func(fr *frame) int64 { return floorDiv(l(fr), r(fr)) }
		case affine.KindCeilDiv:
			return func(fr *frame) int64 { return -floorDiv(-l(fr), r(fr)) }
		}
	}
	return func(*frame) int64 { return 0 }
}

func abs64(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

func floorDiv(a, b int64) int64 {
	if b == 0 {
		return 0
	}
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

// affineApplySlots returns fresh slots for the results of m and the
// instruction that evaluates them.
func (c *fc) affineApplySlots(m *affine.Map, vals []*ir.Value) ([]int, instr) {
	slots := c.slotsOf(vals)
	out := make([]int, len(m.Results))
	fs := make([]func(*frame) int64, len(m.Results))
	for i, e := range m.Results {
		fs[i] = c.affineExpr(e, m.NumDims, slots)
		out[i] = len(c.tmpl)
		c.tmpl = append(c.tmpl, Val{})
	}
	return out, func(fr *frame) {
		for i, f := range fs {
			fr.s[out[i]].B = uint64(f(fr))
		}
	}
}

// bound evaluates an affine bound map: the max (lower) or min (upper) of
// its results.
func (c *fc) bound(m *affine.Map, vals []*ir.Value, lower bool) func(fr *frame) int64 {
	slots := c.slotsOf(vals)
	fs := make([]func(*frame) int64, len(m.Results))
	for i, e := range m.Results {
		fs[i] = c.affineExpr(e, m.NumDims, slots)
	}
	if len(fs) == 1 {
		return fs[0]
	}
	return func(fr *frame) int64 {
		v := fs[0](fr)
		for _, f := range fs[1:] {
			x := f(fr)
			if (lower && x > v) || (!lower && x < v) {
				v = x
			}
		}
		return v
	}
}

func compileAffineMinMax(isMin bool) opCompiler {
	return func(c *fc, op *ir.Operation) (instr, error) {
		am := op.InherentAttr("map").(*ir.AffineMapAttr).Map
		f := c.bound(am, op.Operands(), !isMin)
		d := c.out(op, 0)
		return func(fr *frame) { fr.s[d].B = uint64(f(fr)) }, nil
	}
}

// loopBody compiles the body of a loop whose terminator yields to dst.
func (c *fc) loopBody(r *ir.Region, dst []int) (func(fr *frame), error) {
	body, list, err := c.loopBodyList(r, dst)
	if list != nil {
		return func(fr *frame) {
			for _, f := range list {
				f(fr)
			}
		}, err
	}
	return body, err
}

// loopBodyList is loopBody, returning instead the body's op list when the
// body is straight-line code that yields nothing to move.
func (c *fc) loopBodyList(r *ir.Region, dst []int) (func(fr *frame), []instr, error) {
	list, yields, ok, err := c.straight(r)
	if err != nil {
		return nil, nil, err
	}
	if ok {
		if mv := moves(yields, dst); mv != nil {
			list = append(list, instr(mv))
		}
		if list == nil {
			list = []instr{}
		}
		return nil, list, nil
	}
	code, err := c.region(r, func(y *ir.Operation) (term, error) { return c.yieldTo(y, dst), nil })
	if err != nil {
		return nil, nil, err
	}
	return code.run, nil, nil
}

func compileFor(c *fc, op *ir.Operation) (instr, error) {
	body := op.Region(0).First()
	iv := c.slot(body.Arg(0))
	iters := c.slotsOf(body.Args()[1:])
	res := c.slotsOf(op.Results())
	var lb, ub, step func(fr *frame) int64
	var inits []*ir.Value
	unsigned := false
	w := 64
	if op.Name() == "affine.for" {
		lm := op.InherentAttr("lowerBoundMap").(*ir.AffineMapAttr).Map
		um := op.InherentAttr("upperBoundMap").(*ir.AffineMapAttr).Map
		lb = c.bound(lm, ods.OperandGroup(op, 0), true)
		ub = c.bound(um, ods.OperandGroup(op, 1), false)
		st, _ := intAttr(op, "step")
		step = func(*frame) int64 { return st }
		inits = ods.OperandGroup(op, 2)
	} else {
		a, b, s := c.in(op, 0), c.in(op, 1), c.in(op, 2)
		w = ir.BitWidth(op.Operand(0).Type())
		if _, ok := op.Operand(0).Type().(*ir.IndexType); ok {
			w = 64
		}
		lb = func(fr *frame) int64 { return sext(fr.s[a].B, w) }
		ub = func(fr *frame) int64 { return sext(fr.s[b].B, w) }
		step = func(fr *frame) int64 { return sext(fr.s[s].B, w) }
		inits = op.Operands()[3:]
		_, unsigned = op.InherentAttr("unsignedCmp").(*ir.UnitAttr)
	}
	initMv := moves(c.slotsOf(inits), iters)
	run, list, err := c.loopBodyList(op.Region(0), iters)
	if err != nil {
		return nil, err
	}
	outMv := moves(iters, res)
	mk := mask(w)
	m, loc := c.m, op.Loc()
	return func(fr *frame) {
		if initMv != nil {
			initMv(fr)
		}
		l, u, st := lb(fr), ub(fr), step(fr)
		if st <= 0 {
			m.fail(loc, "loop step must be positive")
		}
		if unsigned {
			for i := uint64(l) & mk; i < uint64(u)&mk; i += uint64(st) {
				fr.s[iv].B = i
				if list != nil {
					for _, f := range list {
						f(fr)
					}
				} else {
					run(fr)
				}
			}
		} else if len(list) == 1 && u < math.MaxInt64-st {
			// One instruction per iteration, and no overflow of i.
			body := list[0]
			for i := l; i < u; i += st {
				fr.s[iv].B = uint64(i) & mk
				body(fr)
			}
		} else if list != nil {
			for i := l; i < u; i += st {
				fr.s[iv].B = uint64(i) & mk
				for _, f := range list {
					f(fr)
				}
				if i+st < i {
					break
				}
			}
		} else {
			for i := l; i < u; i += st {
				fr.s[iv].B = uint64(i) & mk
				run(fr)
				if i+st < i {
					break
				}
			}
		}
		if outMv != nil {
			outMv(fr)
		}
	}, nil
}

func compileIf(c *fc, op *ir.Operation) (instr, error) {
	res := c.slotsOf(op.Results())
	var cond func(fr *frame) bool
	if op.Name() == "affine.if" {
		set := op.InherentAttr("condition").(*ir.IntegerSetAttr).Set
		slots := c.slotsOf(op.Operands())
		fs := make([]func(*frame) int64, len(set.Constraints))
		for i, e := range set.Constraints {
			fs[i] = c.affineExpr(e, set.NumDims, slots)
		}
		cond = func(fr *frame) bool {
			for i, f := range fs {
				v := f(fr)
				if set.EqFlags[i] && v != 0 || !set.EqFlags[i] && v < 0 {
					return false
				}
			}
			return true
		}
	} else {
		k := c.in(op, 0)
		cond = func(fr *frame) bool { return fr.s[k].B != 0 }
	}
	then, err := c.loopBody(op.Region(0), res)
	if err != nil {
		return nil, err
	}
	var els func(*frame)
	if !op.Region(1).Empty() {
		if els, err = c.loopBody(op.Region(1), res); err != nil {
			return nil, err
		}
	}
	return func(fr *frame) {
		if cond(fr) {
			then(fr)
		} else if els != nil {
			els(fr)
		}
	}, nil
}

func compileWhile(c *fc, op *ir.Operation) (instr, error) {
	before, after := op.Region(0), op.Region(1)
	bargs := c.slotsOf(before.First().Args())
	aargs := c.slotsOf(after.First().Args())
	res := c.slotsOf(op.Results())
	condSlot := len(c.tmpl)
	c.tmpl = append(c.tmpl, Val{})
	initMv := moves(c.slotsOf(op.Operands()), bargs)
	bcode, err := c.region(before, func(y *ir.Operation) (term, error) {
		k := c.in(y, 0)
		mv := moves(c.slotsOf(y.Operands()[1:]), aargs)
		return func(fr *frame) int {
			fr.s[condSlot].B = fr.s[k].B
			if mv != nil {
				mv(fr)
			}
			return -1
		}, nil
	})
	if err != nil {
		return nil, err
	}
	arun, err := c.loopBody(after, bargs)
	if err != nil {
		return nil, err
	}
	outMv := moves(aargs, res)
	return func(fr *frame) {
		if initMv != nil {
			initMv(fr)
		}
		for {
			bcode.run(fr)
			if fr.s[condSlot].B == 0 {
				break
			}
			arun(fr)
		}
		if outMv != nil {
			outMv(fr)
		}
	}, nil
}

func compileIndexSwitch(c *fc, op *ir.Operation) (instr, error) {
	cases := op.InherentAttr("cases").(*ir.DenseArrayAttr).Int64s()
	res := c.slotsOf(op.Results())
	runs := make([]func(*frame), op.NumRegions())
	for i := range runs {
		r, err := c.loopBody(op.Region(i), res)
		if err != nil {
			return nil, err
		}
		runs[i] = r
	}
	k := c.in(op, 0)
	return func(fr *frame) {
		x := int64(fr.s[k].B)
		for i, v := range cases {
			if v == x {
				runs[i+1](fr)
				return
			}
		}
		runs[0](fr)
	}, nil
}

func compileParallel(c *fc, op *ir.Operation) (instr, error) {
	lbs, ubs, steps := c.slotsOf(ods.OperandGroup(op, 0)), c.slotsOf(ods.OperandGroup(op, 1)), c.slotsOf(ods.OperandGroup(op, 2))
	inits := c.slotsOf(ods.OperandGroup(op, 3))
	res := c.slotsOf(op.Results())
	body := op.Region(0).First()
	ivs := c.slotsOf(body.Args())
	red := body.Last()
	list, _, _, err := c.straight(op.Region(0))
	if err != nil {
		return nil, err
	}
	// Each reduction combines the accumulator (in the result slot) with
	// the reduced operand through its region.
	var reds []func(*frame)
	if red != nil && red.Name() == "scf.reduce" {
		for i := 0; i < red.NumRegions(); i++ {
			rb := red.Region(i).First()
			lhs, rhs, acc, operand := c.slot(rb.Arg(0)), c.slot(rb.Arg(1)), res[i], c.in(red, i)
			run, err := c.loopBody(red.Region(i), []int{acc})
			if err != nil {
				return nil, err
			}
			reds = append(reds, func(fr *frame) {
				fr.s[lhs] = fr.s[acc]
				fr.s[rhs] = fr.s[operand]
				run(fr)
			})
		}
	}
	initMv := moves(inits, res)
	var loop func(fr *frame, d int)
	loop = func(fr *frame, d int) {
		if d == len(ivs) {
			for _, f := range list {
				f(fr)
			}
			for _, r := range reds {
				r(fr)
			}
			return
		}
		l, u, s := int64(fr.s[lbs[d]].B), int64(fr.s[ubs[d]].B), int64(fr.s[steps[d]].B)
		for i := l; i < u; i += s {
			fr.s[ivs[d]].B = uint64(i)
			loop(fr, d+1)
		}
	}
	return func(fr *frame) {
		if initMv != nil {
			initMv(fr)
		}
		loop(fr, 0)
	}, nil
}

func init() {
	ops["scf.forall"] = compileForall
}

// compileForall runs an scf.forall on memrefs (no shared outputs) as
// nested sequential loops.
func compileForall(c *fc, op *ir.Operation) (instr, error) {
	if op.NumResults() > 0 {
		return nil, opErr(op, "'scf.forall' with tensor outputs is not supported (bufferize first)")
	}
	lbs, ubs, steps := c.mixed(op, "staticLowerBound", 0), c.mixed(op, "staticUpperBound", 1), c.mixed(op, "staticStep", 2)
	body := op.Region(0).First()
	ivs := c.slotsOf(body.Args())
	list, _, _, err := c.straight(op.Region(0))
	if err != nil {
		return nil, err
	}
	var loop func(fr *frame, l, u, s []int64, d int)
	loop = func(fr *frame, l, u, s []int64, d int) {
		if d == len(ivs) {
			for _, f := range list {
				f(fr)
			}
			return
		}
		for i := l[d]; i < u[d]; i += s[d] {
			fr.s[ivs[d]].B = uint64(i)
			loop(fr, l, u, s, d+1)
		}
	}
	return func(fr *frame) { loop(fr, lbs.eval(fr), ubs.eval(fr), steps.eval(fr), 0) }, nil
}
