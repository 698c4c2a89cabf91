package exec

import (
	"encoding/binary"

	"github.com/gomlir/gomlir/dialect/llvm"
	"github.com/gomlir/gomlir/ir"
)

// Variadic functions follow the x86-64 System V convention, as the compiled
// code does, so that programs which read their va_list by hand (rather than
// through llvm.va_arg) see the same layout: llvm.intr.vastart fills a
// { i32 gp_offset, i32 fp_offset, ptr overflow_arg_area, ptr reg_save_area }
// record whose register save area holds six 8-byte integer slots followed by
// eight 16-byte floating-point slots, the arguments that do not fit going to
// the overflow area in 8-byte slots.
const (
	vaGPEnd   = 6 * 8
	vaFPEnd   = vaGPEnd + 8*16
	vaListLen = 24
)

// vaArg is one variadic argument of a call, with its register class.
type vaArg struct {
	v  Val
	fp bool
}

func init() {
	ops["llvm.intr.vastart"] = compileVaStart
	ops["llvm.intr.vaend"] = compileNop
	ops["llvm.intr.vacopy"] = func(c *fc, op *ir.Operation) (instr, error) {
		d, s, m, loc := c.in(op, 0), c.in(op, 1), c.m, op.Loc()
		return func(fr *frame) {
			copy(m.ptrBytes(fr.s[d], vaListLen, loc), m.ptrBytes(fr.s[s], vaListLen, loc))
		}, nil
	}
	ops["llvm.va_arg"] = compileVaArg
}

// vaClass returns whether a variadic value of type t travels in a
// floating-point register, or an error for the types the interpreter does
// not pass variadically.
func (c *fc) vaClass(op *ir.Operation, t ir.Type) (bool, error) {
	ti, err := c.ti(op, t)
	if err != nil {
		return false, err
	}
	if ti.class != cScalar {
		return false, opErr(op, "variadic argument of type %s is not supported by the interpreter", typeText(t))
	}
	switch ti.kind {
	case kF16, kBF16, kF32, kF64:
		return true, nil
	}
	return false, nil
}

// varargs splits the arguments of call op into the named ones (the first
// named) and the variadic ones, whose register classes it returns (nil for a
// call without variadic arguments).
func (c *fc) varargs(op *ir.Operation, operands []*ir.Value) (named int, fp []bool, err error) {
	var ft *llvm.FunctionType
	if ta, ok := op.InherentAttr("var_callee_type").(*ir.TypeAttr); ok {
		ft, _ = ta.Type.(*llvm.FunctionType)
	}
	if ft == nil || len(ft.Params) >= len(operands) {
		return len(operands), nil, nil
	}
	fp = make([]bool, len(operands)-len(ft.Params))
	for i, v := range operands[len(ft.Params):] {
		if fp[i], err = c.vaClass(op, v.Type()); err != nil {
			return 0, nil, err
		}
	}
	return len(ft.Params), fp, nil
}

// vaArgs collects the variadic arguments in slots of fr.
func vaArgs(fr *frame, slots []int, fp []bool) []vaArg {
	if len(slots) == 0 {
		return nil
	}
	out := make([]vaArg, len(slots))
	for i, s := range slots {
		out[i] = vaArg{fr.s[s], fp[i]}
	}
	return out
}

func compileVaStart(c *fc, op *ir.Operation) (instr, error) {
	ft := llvm.FuncType(c.fn)
	if ft == nil || !ft.VarArg {
		return nil, opErr(op, "'%s' outside a variadic function", op.Name())
	}
	gp, fp := 0, vaGPEnd
	for _, t := range ft.Params {
		isFP, err := c.vaClass(op, t)
		if err != nil {
			return nil, err
		}
		if isFP {
			fp = min(fp+16, vaFPEnd)
		} else {
			gp = min(gp+8, vaGPEnd)
		}
	}
	p, m, loc := c.in(op, 0), c.m, op.Loc()
	return func(fr *frame) {
		list := m.ptrBytes(fr.s[p], vaListLen, loc)
		save := m.alloc(vaFPEnd, "stack", loc)
		var over []byte
		g, f := gp, fp
		for _, a := range fr.va {
			switch {
			case a.fp && f < vaFPEnd:
				binary.LittleEndian.PutUint64(save.Data[f:], a.v.B)
				f += 16
			case !a.fp && g < vaGPEnd:
				binary.LittleEndian.PutUint64(save.Data[g:], a.v.B)
				g += 8
			default:
				over = binary.LittleEndian.AppendUint64(over, a.v.B)
			}
		}
		area := m.alloc(int64(len(over)), "stack", loc)
		copy(area.Data, over)
		fr.stack = append(fr.stack, save, area)
		binary.LittleEndian.PutUint32(list[0:], uint32(gp))
		binary.LittleEndian.PutUint32(list[4:], uint32(fp))
		binary.LittleEndian.PutUint64(list[8:], area.Base)
		binary.LittleEndian.PutUint64(list[16:], save.Base)
	}, nil
}

func compileVaArg(c *fc, op *ir.Operation) (instr, error) {
	isFP, err := c.vaClass(op, op.Result(0).Type())
	if err != nil {
		return nil, err
	}
	ti, _ := c.ti(op, op.Result(0).Type())
	p, d, m, loc := c.in(op, 0), c.out(op, 0), c.m, op.Loc()
	field, step, end := 0, uint32(8), uint32(vaGPEnd)
	if isFP {
		field, step, end = 4, 16, vaFPEnd
	}
	return func(fr *frame) {
		list := m.ptrBytes(fr.s[p], vaListLen, loc)
		var src uint64
		if off := binary.LittleEndian.Uint32(list[field:]); off < end {
			src = binary.LittleEndian.Uint64(list[16:]) + uint64(off)
			binary.LittleEndian.PutUint32(list[field:], off+step)
		} else {
			src = binary.LittleEndian.Uint64(list[8:])
			binary.LittleEndian.PutUint64(list[8:], src+8)
		}
		b := m.bytesAt(m.ptrVal(src), ti.size, loc)
		fr.s[d] = m.loadScalar(ti.kind, b)
	}, nil
}
