package cfgtoscf

import "github.com/gomlir/gomlir/ir"

// multiplexer is a block that edges to several blocks are routed through
// (upstream's EdgeMultiplexer): it has the arguments of every distinct
// destination, then a discriminator saying which destination an edge
// meant when there are several, then extra arguments; a switch in it (or
// a block it dominates) dispatches to the original destinations.
type multiplexer struct {
	t     *transformer
	block *ir.Block
	// dests are the distinct destinations in order; offsets their first
	// argument in block.
	dests   []*ir.Block
	offsets []int
	// discriminator is nil with a single destination.
	discriminator *ir.Value
}

// newMultiplexer creates the multiplexer block, after the first
// destination, for edges to dests; extra are the types of the extra
// arguments. Edges are redirected by redirect.
func (t *transformer) newMultiplexer(loc ir.Location, dests []*ir.Block, extra []ir.Type) *multiplexer {
	m := &multiplexer{t: t, block: ir.NewBlock()}
	insertBlockAfter(m.block, dests[0])
	for _, d := range dests {
		if m.index(d) >= 0 {
			continue
		}
		m.dests = append(m.dests, d)
		m.offsets = append(m.offsets, m.block.NumArgs())
		addArgsFrom(m.block, d)
	}
	if len(m.dests) > 1 {
		m.discriminator = m.block.AddArg(t.switchValue(0).Type(), loc)
	}
	for _, ty := range extra {
		m.block.AddArg(ty, loc)
	}
	return m
}

// index returns the position of d among the destinations, or -1.
func (m *multiplexer) index(d *ir.Block) int {
	for i, x := range m.dests {
		if x == d {
			return i
		}
	}
	return -1
}

// redirect makes e branch to the multiplexer, passing its operands to the
// arguments of its destination, the destination's number as
// discriminator, extra as the extra arguments and undefined values to the
// other arguments.
func (m *multiplexer) redirect(e edge, extra ...*ir.Value) {
	succ := e.successor()
	k := m.index(succ)
	if k < 0 {
		return
	}
	ops := e.operands()
	off := m.offsets[k]
	extraBegin := m.block.NumArgs() - len(extra)
	discIndex := -1
	if m.discriminator != nil {
		discIndex = extraBegin - 1
	}
	next := make([]*ir.Value, m.block.NumArgs())
	for i, arg := range m.block.Args() {
		switch {
		case i >= off && i < off+succ.NumArgs():
			next[i] = ops[i-off]
		case i == discIndex:
			next[i] = m.t.switchValue(uint32(k))
		case i >= extraBegin:
			next[i] = extra[i-extraBegin]
		default:
			next[i] = m.t.undefValue(arg.Type())
		}
	}
	e.setSuccessor(m.block)
	assignSuccessorOperands(e.from, e.idx, next)
}

// createSwitch creates at b the switch dispatching to the destinations
// other than excluded; the edges must have been redirected.
func (m *multiplexer) createSwitch(loc ir.Location, b *ir.Builder, excluded *ir.Block) {
	var values []uint32
	var args [][]*ir.Value
	var dests []*ir.Block
	for i, d := range m.dests {
		if d == excluded {
			continue
		}
		values = append(values, uint32(i))
		args = append(args, m.block.Args()[m.offsets[i]:m.offsets[i]+d.NumArgs()])
		dests = append(dests, d)
	}
	flag := m.discriminator
	if flag == nil || len(args) == 1 {
		flag = m.t.switchValue(0)
	}
	last := len(dests) - 1
	m.t.iface.CreateCFGSwitchOp(loc, b, flag, values[:last], dests[:last], args[:last], dests[last], args[last])
}

// singleEntry routes edges through a new multiplexer block ending in the
// switch to their destinations.
func (t *transformer) singleEntry(loc ir.Location, edges []edge) *multiplexer {
	dests := make([]*ir.Block, len(edges))
	for i, e := range edges {
		dests[i] = e.successor()
	}
	m := t.newMultiplexer(loc, dests, nil)
	for _, e := range edges {
		m.redirect(e)
	}
	b := ir.NewBuilder(t.ctx)
	b.SetInsertionPointToStart(m.block)
	m.createSwitch(loc, b, nil)
	return m
}
