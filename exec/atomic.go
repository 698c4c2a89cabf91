package exec

import (
	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/ir"
)

// Kernels of arith's atomic read-modify-write kinds (execution is
// sequential, so atomics are plain read-modify-writes).
var atomicKernels = map[string]string{"addf": "addf", "addi": "add", "andi": "and", "maximumf": "maximumf",
	"maxnumf": "maxnumf", "maxs": "maxsi", "maxu": "maxui", "minimumf": "minimumf", "minnumf": "minnumf",
	"mins": "minsi", "minu": "minui", "mulf": "mulf", "muli": "mul", "ori": "or", "xori": "xor"}

// llvmAtomicKernels are the kernels of llvm.atomicrmw's operations, by
// their enum value.
var llvmAtomicKernels = []string{"xchg", "add", "sub", "and", "nand", "or", "xor", "maxsi", "minsi", "maxui",
	"minui", "addf", "subf", "maxnumf", "minnumf"}

func init() {
	ops["llvm.atomicrmw"] = func(c *fc, op *ir.Operation) (instr, error) {
		ti, err := c.ti(op, op.Operand(1).Type())
		if err != nil || ti.class != cScalar {
			return nil, unsupported(op)
		}
		k, _ := intAttr(op, "bin_op")
		if k < 0 || int(k) >= len(llvmAtomicKernels) {
			return nil, unsupported(op)
		}
		var f bin
		switch kn := llvmAtomicKernels[k]; kn {
		case "xchg":
			f = func(_, b uint64) uint64 { return b }
		case "nand":
			mk := mask(bitsOf(ti))
			f = func(a, b uint64) uint64 { return ^(a & b) & mk }
		case "addf", "subf", "maxnumf", "minnumf":
			f = floatKernel(kn, ti.fk)
		default:
			f = intKernel(kn, bitsOf(ti), c.failer(op))
		}
		p, v, d, m, loc, n := c.in(op, 0), c.in(op, 1), c.out(op, 0), c.m, op.Loc(), ti.size
		return func(fr *frame) {
			b := m.bytesAt(fr.s[p], n, loc)
			old := loadBits(b)
			storeScalar(b, f(old, fr.s[v].B))
			fr.s[d] = Val{B: old}
		}, nil
	}
	ops["llvm.cmpxchg"] = func(c *fc, op *ir.Operation) (instr, error) {
		ti, err := c.ti(op, op.Operand(1).Type())
		if err != nil || ti.class != cScalar {
			return nil, unsupported(op)
		}
		p, cmp, v, d, m, loc, n := c.in(op, 0), c.in(op, 1), c.in(op, 2), c.out(op, 0), c.m, op.Loc(), ti.size
		return func(fr *frame) {
			b := m.bytesAt(fr.s[p], n, loc)
			old := loadBits(b)
			ok := old == fr.s[cmp].B
			if ok {
				storeScalar(b, fr.s[v].B)
			}
			fr.s[d] = Val{R: []Val{{B: old}, {B: boolVal(ok)}}}
		}, nil
	}
	ops["memref.atomic_rmw"] = func(c *fc, op *ir.Operation) (instr, error) {
		ti, err := c.elemInfo(op, op.Operand(1))
		if err != nil {
			return nil, err
		}
		k, _ := intAttr(op, "kind")
		name := arith.AtomicRMWKindName(k)
		var f bin
		switch kn := atomicKernels[name]; {
		case name == "assign":
			f = func(_, b uint64) uint64 { return b }
		case ti.fk != 0 || ti.kind == kF16:
			f = floatKernel(kn, ti.fk)
		default:
			f = intKernel(kn, bitsOf(ti), c.failer(op))
		}
		if f == nil {
			return nil, unsupported(op)
		}
		v, a, d := c.in(op, 0), c.in(op, 1), c.out(op, 0)
		idx := c.slotsOf(op.Operands()[2:])
		m, loc, n := c.m, op.Loc(), ti.size
		return func(fr *frame) {
			b := m.at(fr.s[a].R.(*MemRef), elemOffset(fr, fr.s[a].R.(*MemRef), idx), n, loc)
			old := loadBits(b)
			storeScalar(b, f(old, fr.s[v].B))
			fr.s[d] = Val{B: old}
		}, nil
	}
	ops["memref.generic_atomic_rmw"] = func(c *fc, op *ir.Operation) (instr, error) {
		ti, err := c.elemInfo(op, op.Operand(0))
		if err != nil {
			return nil, err
		}
		a, d := c.in(op, 0), c.out(op, 0)
		idx := c.slotsOf(op.Operands()[1:])
		cur := c.slot(op.Region(0).First().Arg(0))
		body, err := c.loopBody(op.Region(0), []int{d})
		if err != nil {
			return nil, err
		}
		m, loc, n := c.m, op.Loc(), ti.size
		return func(fr *frame) {
			mr := fr.s[a].R.(*MemRef)
			b := m.at(mr, elemOffset(fr, mr, idx), n, loc)
			fr.s[cur] = Val{B: loadBits(b)}
			body(fr)
			storeScalar(m.at(mr, elemOffset(fr, mr, idx), n, loc), fr.s[d].B)
		}, nil
	}
}

// elemOffset returns the element offset of the indices in slots idx.
func elemOffset(fr *frame, mr *MemRef, idx []int) int64 {
	off := mr.Offset
	for k, i := range idx {
		off += int64(fr.s[i].B) * mr.Strides[k]
	}
	return off
}
