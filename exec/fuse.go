package exec

import (
	"encoding/binary"

	"github.com/gomlir/gomlir/ir"
)

// Expression fusion: a scalar operation whose only use is a later
// operand of a fusion-aware operation in the same block is not given a
// closure of its own; its user evaluates it in place (an expression tree),
// which saves a dispatch and a slot round trip per fused operation. Loads
// fuse only when no operation with effects lies between them and their
// user, so they read what they would have read.

// expr evaluates a fused scalar operation.
type expr func(fr *frame) uint64

// fusableBin reports whether op is a scalar binary operation that cannot
// fail (so it may be evaluated later than its position).
func fusableBin(op *ir.Operation) bool {
	k, isInt := intBinNames[op.Name()]
	if !isInt {
		k = floatBinNames[op.Name()]
	}
	switch k {
	case "", "divsi", "divui", "remsi", "remui", "ceildivsi", "ceildivui", "floordivsi", "powi":
		return false
	}
	_, vec := op.Operand(0).Type().(*ir.VectorType)
	return !vec
}

// fusableLoad reports whether op is a scalar memref.load of rank 2 or a
// scalar llvm.load.
func fusableLoad(op *ir.Operation) bool {
	if op.Name() == "llvm.load" {
		switch op.Result(0).Type().(type) {
		case *ir.IntegerType, *ir.FloatType:
			return ir.BitWidth(op.Result(0).Type()) <= 64
		}
		return false
	}
	if op.Name() != "memref.load" || op.NumOperands() != 3 {
		return false
	}
	switch op.Result(0).Type().(type) {
	case *ir.IntegerType, *ir.IndexType, *ir.FloatType:
		return true
	}
	return false
}

// fusionUser reports whether op evaluates fused operands.
func fusionUser(op *ir.Operation) bool {
	return fusableBin(op) || op.Name() == "memref.store" && op.NumOperands() == 4 ||
		op.Name() == "llvm.store" || simpleGEP(op)
}

// simpleGEP reports whether op is an llvm.getelementptr of a pointer by a
// single i64 index (the form compileGEP evaluates fused indices in).
func simpleGEP(op *ir.Operation) bool {
	if op.Name() != "llvm.getelementptr" || op.NumOperands() != 2 {
		return false
	}
	raw, _ := op.InherentAttr("rawConstantIndices").(*ir.DenseArrayAttr)
	it, _ := op.Operand(1).Type().(*ir.IntegerType)
	_, vec := op.Result(0).Type().(*ir.VectorType)
	return raw != nil && raw.N == 1 && it != nil && it.Width == 64 && !vec
}

// markFusion decides which operations of block b are fused into their
// users.
func (c *fc) markFusion(b *ir.Block) {
	for op := b.First(); op != nil; op = op.NextInBlock() {
		load := fusableLoad(op)
		if !load && !fusableBin(op) || op.NumResults() != 1 {
			continue
		}
		u := op.Result(0).FirstUse()
		if u == nil || u.Next() != nil {
			continue
		}
		user := u.Owner()
		if user.Block() != b || !fusionUser(user) || user.Name() == "memref.store" && u.Index() != 0 ||
			user.Name() == "llvm.store" && u.Index() != 0 || user.Name() == "llvm.getelementptr" && (u.Index() != 1 || load) {
			continue
		}
		ok := true
		if load {
			for x := op.NextInBlock(); x != user; x = x.NextInBlock() {
				if writes(x) {
					ok = false
					break
				}
			}
		}
		if ok {
			c.fused[op] = true
		}
	}
}

// writes reports whether op may write memory (or do anything else a
// load must not be moved across): all but loads and arith, math and index
// operations.
func writes(op *ir.Operation) bool {
	switch op.Name() {
	case "memref.load", "llvm.mlir.constant", "llvm.load", "llvm.getelementptr", "llvm.extractvalue":
		return false
	}
	if fusableBin(op) {
		return false
	}
	d := op.Info().Dialect
	return d != "arith" && d != "math" && d != "index"
}

// operand returns an expression for operand i of op: its fused producer,
// or a read of its slot.
func (c *fc) operand(op *ir.Operation, i int) (expr, bool) {
	v := op.Operand(i)
	if e, ok := c.exprs[v]; ok {
		return e, true
	}
	s := c.slot(v)
	return func(fr *frame) uint64 { return fr.s[s].B }, false
}

// fusedBin compiles a scalar binary operation with fused operands, or into
// an expression for its user.
func (c *fc) fusedBin(op *ir.Operation, f bin) (instr, bool) {
	ea, fa := c.operand(op, 0)
	eb, fb := c.operand(op, 1)
	if !c.fused[op] && !fa && !fb {
		return nil, false
	}
	var e expr
	if ft, ok := op.Operand(0).Type().(*ir.FloatType); ok && ft.Kind == ir.F32 {
		switch floatBinNames[op.Name()] {
		case "addf":
			e = func(fr *frame) uint64 { return b32(f32(ea(fr)) + f32(eb(fr))) }
		case "mulf":
			e = func(fr *frame) uint64 { return b32(f32(ea(fr)) * f32(eb(fr))) }
		}
	}
	if e == nil {
		e = c.fusedInt64(op, ea, eb, fa, fb)
	}
	if e == nil {
		e = func(fr *frame) uint64 { return f(ea(fr), eb(fr)) }
	}
	if c.fused[op] {
		c.exprs[op.Result(0)] = e
		return nil, true
	}
	d := c.out(op, 0)
	return func(fr *frame) { fr.s[d].B = e(fr) }, true
}

// fusedLoad compiles a rank-2 scalar load into an expression.
func (c *fc) fusedLoad(op *ir.Operation, ti *tinfo) {
	a, i, j := c.in(op, 0), c.in(op, 1), c.in(op, 2)
	m, loc, n := c.m, op.Loc(), ti.size
	var e expr
	if n == 4 {
		e = func(fr *frame) uint64 {
			s := fr.s
			mr := s[a].R.(*MemRef)
			if !mr.bound {
				mr.bind()
			}
			off := mr.Offset + int64(s[i].B)*mr.st0 + int64(s[j].B)*mr.st1
			data := mr.al.Data
			if o := mr.rel + uint64(off)*4; o < uint64(len(data)) && uint64(len(data))-o >= 4 {
				return uint64(binary.LittleEndian.Uint32(data[o:]))
			}
			return loadBits(m.at(mr, off, n, loc))
		}
	} else {
		e = func(fr *frame) uint64 {
			s := fr.s
			mr := s[a].R.(*MemRef)
			if !mr.bound {
				mr.bind()
			}
			return loadBits(m.at(mr, mr.Offset+int64(s[i].B)*mr.st0+int64(s[j].B)*mr.st1, n, loc))
		}
	}
	c.exprs[op.Result(0)] = e
}

// fusedInt64 specializes fused 64-bit add, sub and mul, reading unfused
// operands from their slots (or their constant) in place.
func (c *fc) fusedInt64(op *ir.Operation, ea, eb expr, fa, fb bool) expr {
	switch t := op.Operand(0).Type().(type) {
	case *ir.IndexType:
	case *ir.IntegerType:
		if t.Width != 64 {
			return nil
		}
	default:
		return nil
	}
	const (
		add = iota
		sub
		mul
	)
	var k int
	switch intBinNames[op.Name()] {
	case "add":
		k = add
	case "sub":
		k = sub
	case "mul":
		k = mul
	default:
		return nil
	}
	konst := func(v *ir.Value) (uint64, bool) {
		if c.consts[v] {
			return c.tmpl[c.slot(v)].B, true
		}
		return 0, false
	}
	switch {
	case fa && !fb:
		if y, ok := konst(op.Operand(1)); ok {
			return func(fr *frame) uint64 {
				x := ea(fr)
				switch k {
				case add:
					return x + y
				case sub:
					return x - y
				}
				return x * y
			}
		}
		sb := c.slot(op.Operand(1))
		return func(fr *frame) uint64 {
			x, y := ea(fr), fr.s[sb].B
			switch k {
			case add:
				return x + y
			case sub:
				return x - y
			}
			return x * y
		}
	case !fa && fb:
		sa := c.slot(op.Operand(0))
		return func(fr *frame) uint64 {
			y := eb(fr)
			x := fr.s[sa].B
			switch k {
			case add:
				return x + y
			case sub:
				return x - y
			}
			return x * y
		}
	case !fa && !fb:
		sa := c.slot(op.Operand(0))
		if y, ok := konst(op.Operand(1)); ok {
			return func(fr *frame) uint64 {
				x := fr.s[sa].B
				switch k {
				case add:
					return x + y
				case sub:
					return x - y
				}
				return x * y
			}
		}
	}
	return nil
}
