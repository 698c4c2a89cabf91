package exec

import (
	"encoding/binary"
	"fmt"

	"github.com/gomlir/gomlir/ir"
)

// opCompiler compiles one operation; a nil instr is a no-op.
type opCompiler func(c *fc, op *ir.Operation) (instr, error)

// ops maps operation names to their compilers; each dialect file fills it
// in an init function.
var ops = map[string]opCompiler{}

// termCompilers maps terminator names that branch within a region to their
// compilers.
var termCompilers = map[string]func(c *fc, op *ir.Operation, blocks map[*ir.Block]int) (term, error){}

// yieldFn compiles the terminator that leaves a region, for the op that
// owns the region.
type yieldFn func(op *ir.Operation) (term, error)

// fc compiles one function.
type fc struct {
	m *Machine
	// fn is the function being compiled.
	fn    *ir.Operation
	slots map[*ir.Value]int
	tmpl  []Val
	// fused marks the operations evaluated in place by their user;
	// exprs holds their expressions (see fuse.go).
	fused map[*ir.Operation]bool
	exprs map[*ir.Value]expr
	// consts holds the values whose slots setConst has preset.
	consts map[*ir.Value]bool
}

func unsupported(op *ir.Operation) error {
	return &RunError{Loc: op.Loc(), Msg: fmt.Sprintf("'%s' is not supported by the interpreter", op.Name())}
}

func opErr(op *ir.Operation, format string, args ...any) error {
	return &RunError{Loc: op.Loc(), Msg: fmt.Sprintf(format, args...)}
}

// slot returns the frame slot of v.
func (c *fc) slot(v *ir.Value) int {
	if s, ok := c.slots[v]; ok {
		return s
	}
	s := len(c.tmpl)
	c.slots[v] = s
	c.tmpl = append(c.tmpl, Val{})
	return s
}

func (c *fc) slotsOf(vs []*ir.Value) []int {
	out := make([]int, len(vs))
	for i, v := range vs {
		out[i] = c.slot(v)
	}
	return out
}

// operand and result slot shortcuts.
func (c *fc) in(op *ir.Operation, i int) int  { return c.slot(op.Operand(i)) }
func (c *fc) out(op *ir.Operation, i int) int { return c.slot(op.Result(i)) }

// setConst presets v's slot in the frame template.
func (c *fc) setConst(v *ir.Value, x Val) {
	c.tmpl[c.slot(v)] = x
	c.consts[v] = true
}

// ti returns the type info of v's type.
func (c *fc) ti(op *ir.Operation, t ir.Type) (*tinfo, error) {
	ti, err := c.m.typeInfo(t)
	if err != nil {
		return nil, opErr(op, "'%s': %v", op.Name(), err)
	}
	return ti, nil
}

func (m *Machine) compileFunc(f *function) {
	c := &fc{m: m, fn: f.op, slots: map[*ir.Value]int{}, fused: map[*ir.Operation]bool{}, exprs: map[*ir.Value]expr{},
		consts: map[*ir.Value]bool{}}
	r := f.op.Region(0)
	f.args = c.slotsOf(r.First().Args())
	body, err := c.region(r, func(op *ir.Operation) (term, error) { return nil, unsupported(op) })
	if err != nil {
		if _, ok := err.(*RunError); !ok {
			err = &RunError{Loc: f.op.Loc(), Msg: err.Error()}
		}
		f.err = err
		return
	}
	f.body, f.template = body, c.tmpl
}

// region compiles r; yield compiles the terminators that leave it.
func (c *fc) region(r *ir.Region, yield yieldFn) (*code, error) {
	blocks := r.Blocks()
	idx := make(map[*ir.Block]int, len(blocks))
	for i, b := range blocks {
		idx[b] = i
		c.slotsOf(b.Args())
	}
	out := &code{blocks: make([]cblock, len(blocks))}
	for i, b := range blocks {
		cb := &out.blocks[i]
		c.markFusion(b)
		for op := b.First(); op != nil; op = op.NextInBlock() {
			if op == b.Last() && op.HasTrait(ir.TraitTerminator) {
				var t term
				var err error
				if tc := termCompilers[op.Name()]; tc != nil {
					t, err = tc(c, op, idx)
				} else {
					t, err = yield(op)
				}
				if err != nil {
					return nil, err
				}
				cb.term = t
				break
			}
			f, err := c.op(op)
			if err != nil {
				return nil, err
			}
			if f != nil {
				cb.ops = append(cb.ops, f)
			}
		}
		if cb.term == nil {
			cb.term = func(*frame) int { return -1 }
		}
	}
	return out, nil
}

func (c *fc) op(op *ir.Operation) (instr, error) {
	comp := ops[op.Name()]
	if comp == nil {
		return nil, unsupported(op)
	}
	return comp(c, op)
}

// block compiles a single-block region to its ops and the slots its
// terminator yields (the terminator must be a plain yield of its operands).
func (c *fc) straight(r *ir.Region) ([]instr, []int, bool, error) {
	if !r.HasOneBlock() {
		return nil, nil, false, nil
	}
	b := r.First()
	c.slotsOf(b.Args())
	c.markFusion(b)
	var list []instr
	for op := b.First(); op != nil; op = op.NextInBlock() {
		if op == b.Last() && op.HasTrait(ir.TraitTerminator) {
			return list, c.slotsOf(op.Operands()), true, nil
		}
		f, err := c.op(op)
		if err != nil {
			return nil, nil, false, err
		}
		if f != nil {
			list = append(list, f)
		}
	}
	return list, nil, true, nil
}

// moves returns a parallel copy from src slots to dst slots (nil when
// there is nothing to move).
func moves(src, dst []int) func(fr *frame) {
	var s, d []int
	for i := range src {
		if src[i] != dst[i] {
			s, d = append(s, src[i]), append(d, dst[i])
		}
	}
	if len(s) == 0 {
		return nil
	}
	overlap := false
	for _, x := range d {
		for _, y := range s {
			if x == y {
				overlap = true
			}
		}
	}
	if len(s) == 1 {
		a, b := s[0], d[0]
		return func(fr *frame) { fr.s[b] = fr.s[a] }
	}
	if !overlap {
		return func(fr *frame) {
			for i, x := range s {
				fr.s[d[i]] = fr.s[x]
			}
		}
	}
	return func(fr *frame) {
		t := fr.tmp[:0]
		for _, x := range s {
			t = append(t, fr.s[x])
		}
		for i, y := range d {
			fr.s[y] = t[i]
		}
		fr.tmp = t
	}
}

// jump compiles a branch to succ with operands args.
func (c *fc) jump(succ *ir.Block, args []*ir.Value, blocks map[*ir.Block]int) (int, func(fr *frame)) {
	return blocks[succ], moves(c.slotsOf(args), c.slotsOf(succ.Args()))
}

// ret compiles a return of the given operands.
func (c *fc) ret(op *ir.Operation) (term, error) {
	src := c.slotsOf(op.Operands())
	return func(fr *frame) int {
		r := make([]Val, len(src))
		for i, s := range src {
			r[i] = fr.s[s]
		}
		fr.ret = r
		return -1
	}, nil
}

// mask returns the mask of a w-bit integer.
func mask(w int) uint64 {
	if w >= 64 {
		return ^uint64(0)
	}
	return 1<<uint(w) - 1
}

// sext sign-extends the w-bit value v.
func sext(v uint64, w int) int64 {
	if w >= 64 {
		return int64(v)
	}
	sh := 64 - uint(w)
	return int64(v<<sh) >> sh
}

// attrVal converts a constant attribute to a value of type info ti.
func (m *Machine) attrVal(a ir.Attribute, ti *tinfo) (Val, error) {
	switch a := a.(type) {
	case *ir.IntegerAttr:
		if ti.class == cScalar {
			return Val{B: uint64(a.Int64()) & mask(bitsOf(ti))}, nil
		}
	case *ir.FloatAttr:
		if ti.class == cScalar {
			return Val{B: a.Bits.Lo}, nil
		}
	case *ir.DenseElementsAttr:
		n := int(a.NumElements())
		elems := make([]uint64, n)
		eb := ir.ElementBytes(a.ElemType())
		for i := range elems {
			var buf [8]byte
			copy(buf[:], a.RawElement(int64(i))[:min(eb, 8)])
			elems[i] = binary.LittleEndian.Uint64(buf[:]) & mask(ir.BitWidth(a.ElemType()))
		}
		return splitElems(elems, ti)
	case *ir.ArrayAttr:
		if ti.class == cAggr && len(a.Elems) == len(ti.fields) {
			fs := make([]Val, len(a.Elems))
			for i, e := range a.Elems {
				v, err := m.attrVal(e, ti.fields[i])
				if err != nil {
					return Val{}, err
				}
				fs[i] = v
			}
			return Val{R: fs}, nil
		}
	case *ir.UnitAttr:
		return ti.zero(), nil
	}
	return Val{}, fmt.Errorf("unsupported constant %s", ir.AttrText(a))
}

func bitsOf(ti *tinfo) int {
	if ti.width > 0 {
		return ti.width
	}
	return 8 * skindBytes[ti.kind]
}

// splitElems shapes flat elements as a value of type info ti (a scalar, a
// vector, or nested arrays of vectors).
func splitElems(elems []uint64, ti *tinfo) (Val, error) {
	switch ti.class {
	case cScalar:
		if len(elems) > 0 {
			return Val{B: elems[0]}, nil
		}
	case cVector:
		if len(elems) == 1 {
			v := make([]uint64, ti.n)
			for i := range v {
				v[i] = elems[0]
			}
			return Val{R: v}, nil
		}
		if len(elems) == ti.n {
			return Val{R: elems}, nil
		}
	case cAggr:
		n := len(ti.fields)
		if n == 0 {
			return Val{R: []Val{}}, nil
		}
		per := len(elems) / n
		if len(elems) == 1 {
			per = 0
		}
		fs := make([]Val, n)
		for i := range fs {
			part := elems
			if per > 0 {
				part = elems[i*per : (i+1)*per]
			}
			v, err := splitElems(part, ti.fields[i])
			if err != nil {
				return Val{}, err
			}
			fs[i] = v
		}
		return Val{R: fs}, nil
	}
	return Val{}, fmt.Errorf("constant does not match its type")
}
