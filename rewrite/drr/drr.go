// Package drr writes rewrite patterns declaratively, as upstream MLIR's
// Declarative Rewrite Rules (DRR) do in TableGen: a source pattern is a
// tree of ops with named captures, constant matchers and constraints, and
// the result is a tree of ops to create from the captures (with Go
// functions for computed attributes and values, as DRR's NativeCodeCall)
// or a Go function.
//
// A Pattern compiles once into a rewrite.Func that has what upstream's
// generated C++ pattern has: the root op name, the benefit (the number of
// ops in the source pattern plus AddBenefit), the debug name
// "(anonymous namespace)::Name" (what -canonicalize's enable-patterns and
// disable-patterns match) and the location of the created ops: the fusion
// of the locations of the first N matched ops, N being the number of ops of
// the source pattern, in DRR's order (the root, then each nested operand's
// defining op after the ops nested under it; an op matched by Const counts
// in that list but not in N).
//
//	x, c0, c1 := drr.V("x"), drr.Const("c0", drr.APInt), drr.Const("c1", drr.APInt)
//	addi := func(l, r, ovf *drr.Node) *drr.Node {
//		return drr.Op("arith.addi", l, r).With("overflowFlags", ovf)
//	}
//	// addi(addi(x, c0), c1) -> addi(x, c0 + c1)
//	drr.Pattern{Name: "AddIAddConstant",
//		Source: addi(addi(x, c0, drr.A("ovf1")), c1, drr.A("ovf2")),
//		Result: addi(x, constant(add("c0", "c1")), mergeOverflow("ovf1", "ovf2"))}
//
// where constant, add and mergeOverflow return AttrFn-based nodes (see
// dialect/arith/canonicalize.go and docs/PATTERNS.md).
//
// Matching never uses maps or reflection: captures live in slots numbered
// when the pattern compiles, and matches are recycled, so a failed match
// allocates nothing.
package drr

import (
	"fmt"
	"sync"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/rewrite"
)

// AnonNamespace prefixes the debug name of every DRR pattern: upstream's
// generated patterns are classes in an anonymous namespace.
const AnonNamespace = "(anonymous namespace)::"

// Limits of a pattern, checked when it compiles.
const (
	maxSlots   = 12 // named captures
	maxMatched = 8  // matched ops (op nodes and constants)
	maxCreated = 8  // ops a declarative result creates
	maxAttrs   = 8  // attributes set on created ops
)

type nodeKind uint8

const (
	kindOp      nodeKind = iota // an op: matched in a source, created in a result
	kindValue                   // V: a value capture or reference
	kindConst                   // Const: a constant-like op's value
	kindAttr                    // A: an attribute capture or reference
	kindAttrFn                  // AttrFn: a computed attribute
	kindValueFn                 // ValueFn: a computed value
)

// Node is a node of a source or result pattern. Build nodes with Op, V,
// Const, A, AttrFn and ValueFn.
type Node struct {
	kind     nodeKind
	name     string // op name (kindOp) or capture name
	as       string // kindOp: the capture naming the op
	operands []*Node
	attrs    []namedNode
	pred     func(ir.Attribute) bool // kindConst
	attrFn   func(m *Match) ir.Attribute
	valueFn  func(m *Match) *ir.Value
	typ      typeSpec
}

type namedNode struct {
	name string
	node *Node
}

// typeSpec is the result type of a created op.
type typeSpec struct {
	fn     func(m *Match) ir.Type
	of     string // capture whose type it is
	ofAttr string // attribute (of the same op) whose type it is
}

// Op is an op named name with the given operands: in a source pattern it
// matches the op (the defining op of the operand it stands for), in a
// result it is created.
func Op(name string, operands ...*Node) *Node {
	return &Node{kind: kindOp, name: name, operands: operands}
}

// V is a value named name: in a source pattern it captures the operand
// (a name used twice requires the same value; "_" matches anything), in a
// result it is the captured value (DRR's $name, or replaceWithValue at the
// top level).
func V(name string) *Node { return &Node{kind: kindValue, name: name} }

// Const matches an operand defined by a constant-like op whose value
// satisfies pred (nil: any), capturing the value as name (DRR's
// ConstantLikeMatcher). The constant op is a matched op for the location
// but not for the benefit.
func Const(name string, pred func(ir.Attribute) bool) *Node {
	return &Node{kind: kindConst, name: name, pred: pred}
}

// A is an attribute named name: in a source pattern it captures an op's
// attribute given to With (nil when the op does not have it; a name used
// twice requires the same attribute), in a result it is the captured
// attribute (nothing is set when it is nil).
func A(name string) *Node { return &Node{kind: kindAttr, name: name} }

// AttrFn is an attribute of a created op computed from the match (DRR's
// NativeCodeCall). The functions of a result all run before any op is
// created; when one returns nil the pattern does not apply and nothing
// changes.
func AttrFn(f func(m *Match) ir.Attribute) *Node { return &Node{kind: kindAttrFn, attrFn: f} }

// ValueFn is a value computed from the match (DRR's NativeCodeCall
// returning a value), never nil; it may create ops through m.Rewriter()
// at m.Loc().
func ValueFn(f func(m *Match) *ir.Value) *Node { return &Node{kind: kindValueFn, valueFn: f} }

// As names an op node: the op (and its first result) is captured as name
// (DRR's (Op:$name ...)).
func (n *Node) As(name string) *Node {
	n.as = name
	return n
}

// With gives an op node's attribute attr: a capture A in a source pattern,
// A or AttrFn in a result.
func (n *Node) With(attr string, v *Node) *Node {
	n.attrs = append(n.attrs, namedNode{attr, v})
	return n
}

// Type sets the result type of a created op to f's. A top-level result
// op without a type takes the type of the root result it replaces.
func (n *Node) Type(f func(m *Match) ir.Type) *Node {
	n.typ = typeSpec{fn: f}
	return n
}

// TypeOf sets the result type of a created op to the captured value's.
func (n *Node) TypeOf(capture string) *Node {
	n.typ = typeSpec{of: capture}
	return n
}

// TypeOfAttr sets the result type of a created op to the type of its
// (typed) attribute attr, as for constants.
func (n *Node) TypeOfAttr(attr string) *Node {
	n.typ = typeSpec{ofAttr: attr}
	return n
}

// Constraint is an additional condition on the captures of a match.
type Constraint func(m *Match) bool

// SameType requires the captured values a and b to have the same type.
func SameType(a, b string) Constraint {
	return func(m *Match) bool { return m.Value(a).Type() == m.Value(b).Type() }
}

// APInt accepts a scalar integer attribute (DRR's APIntAttr).
func APInt(a ir.Attribute) bool {
	_, ok := a.(*ir.IntegerAttr)
	return ok
}

// Typed accepts an attribute with a type (DRR's TypedAttrInterface).
func Typed(a ir.Attribute) bool {
	_, ok := a.(ir.TypedAttr)
	return ok
}

// Pattern is a declarative rewrite rule. Exactly one of Result, Results
// and Build is set.
type Pattern struct {
	// Name is the pattern's name; the debug name adds AnonNamespace.
	Name string
	// Source is the source pattern; its root is an Op node.
	Source *Node
	// Where are additional constraints, checked after Source matched.
	Where []Constraint
	// Result replaces the root's only result (DRR's Pat).
	Result *Node
	// Results replace the root's results, one each (DRR's Pattern): ops
	// to create (in post-order, operands first), captured values or
	// computed values. A root with another number of results does not
	// match.
	Results []*Node
	// Build, instead of Results, returns the values replacing the root's
	// results, or nil when it does not apply (having changed nothing).
	Build func(m *Match) []*ir.Value
	// AddBenefit is added to the benefit (DRR's addBenefit).
	AddBenefit int
}

// Compile checks the pattern and returns it as a rewrite.Func. It panics
// on a malformed pattern (a programming error).
func (p *Pattern) Compile() *rewrite.Func {
	c := compile(p)
	return &rewrite.Func{Name: AnonNamespace + p.Name, On: p.Source.name, Weight: c.benefit, Rewrite: c.matchAndRewrite}
}

// Compile compiles every pattern, in order.
func Compile(ps ...Pattern) []*rewrite.Func {
	out := make([]*rewrite.Func, len(ps))
	for i := range ps {
		out[i] = ps[i].Compile()
	}
	return out
}

// slotRef is a capture occurrence: its slot and whether it binds (first
// occurrence in match order) or checks.
type slotRef struct {
	slot int // -1: no capture
	bind bool
}

// mnode is a compiled source node.
type mnode struct {
	kind     nodeKind
	name     string // op name
	ref      slotRef
	as       slotRef
	operands []*mnode
	attrs    []mattr
	pred     func(ir.Attribute) bool
}

type mattr struct {
	name string
	ref  slotRef
}

// rnode is a compiled result node.
type rnode struct {
	kind     nodeKind
	name     string // op name
	slot     int    // kindValue: the capture
	operands []*rnode
	attrs    []rattr
	valueFn  func(m *Match) *ir.Value
	typ      typeSpec
	typSlot  int // typ.of's slot
	typAttr  int // typ.ofAttr's index in attrs
	created  int // kindOp: index among created ops
}

type rattr struct {
	name  string
	slot  int // kindAttr: the capture, -1 otherwise
	fn    func(m *Match) ir.Attribute
	index int // index among computed attributes
}

// compiled is a pattern ready to match.
type compiled struct {
	name    string
	root    *mnode
	names   []string   // capture names by slot
	holds   []capKinds // what each capture holds
	where   []Constraint
	results []*rnode
	build   func(m *Match) []*ir.Value
	numOps  int // ops of the source pattern (N of the location rule)
	benefit int
	nattrs  int
	ncreate int
}

func compile(p *Pattern) *compiled {
	if p.Source == nil || p.Source.kind != kindOp {
		panic(fmt.Sprintf("drr: pattern %s: the source root must be an Op", p.Name))
	}
	results := p.Results
	if p.Result != nil {
		results = append(results, p.Result)
	}
	if (p.Result != nil && p.Results != nil) || (results == nil) == (p.Build == nil) {
		panic(fmt.Sprintf("drr: pattern %s: exactly one of Result, Results and Build", p.Name))
	}
	c := &compiled{name: p.Name, where: p.Where, build: p.Build}
	matched := 0
	c.root = c.compileSource(p.Source, &matched)
	if matched > maxMatched {
		panic(fmt.Sprintf("drr: pattern %s: more than %d matched ops", p.Name, maxMatched))
	}
	c.benefit = c.numOps + p.AddBenefit
	for _, r := range results {
		c.results = append(c.results, c.compileResult(r, true))
	}
	if c.ncreate > maxCreated || c.nattrs > maxAttrs {
		panic(fmt.Sprintf("drr: pattern %s: result too large", p.Name))
	}
	return c
}

// capKinds tells what a capture holds.
type capKinds uint8

const (
	holdsValue capKinds = 1 << iota
	holdsAttr
)

// ref returns the occurrence of capture name ("" or "_": none), which
// holds k.
func (c *compiled) ref(name string, k capKinds) slotRef {
	if name == "" || name == "_" {
		return slotRef{slot: -1}
	}
	for i, n := range c.names {
		if n == name {
			if c.holds[i] != k {
				panic(fmt.Sprintf("drr: pattern %s: %q names captures of different kinds", c.name, name))
			}
			return slotRef{slot: i}
		}
	}
	if len(c.names) == maxSlots {
		panic(fmt.Sprintf("drr: pattern %s: more than %d captures", c.name, maxSlots))
	}
	c.names = append(c.names, name)
	c.holds = append(c.holds, k)
	return slotRef{slot: len(c.names) - 1, bind: true}
}

// use returns the slot of a capture a result refers to, which must hold k.
func (c *compiled) use(name string, k capKinds) int {
	for i, n := range c.names {
		if n == name {
			if c.holds[i]&k == 0 {
				what := "value"
				if k == holdsAttr {
					what = "attribute"
				}
				panic(fmt.Sprintf("drr: pattern %s: %q is not a captured %s", c.name, name, what))
			}
			return i
		}
	}
	panic(fmt.Sprintf("drr: pattern %s: %q is not captured", c.name, name))
}

// compileSource compiles a source node in match order, counting the
// matched ops.
func (c *compiled) compileSource(n *Node, matched *int) *mnode {
	m := &mnode{kind: n.kind, name: n.name, pred: n.pred, ref: slotRef{slot: -1}, as: slotRef{slot: -1}}
	switch n.kind {
	case kindOp:
		c.numOps++
		*matched++
		m.as = c.ref(n.as, holdsValue)
		for _, o := range n.operands {
			m.operands = append(m.operands, c.compileSource(o, matched))
		}
		for _, a := range n.attrs {
			if a.node.kind != kindAttr {
				panic(fmt.Sprintf("drr: pattern %s: source attribute %s must be an A capture", c.name, a.name))
			}
			m.attrs = append(m.attrs, mattr{name: a.name, ref: c.ref(a.node.name, holdsAttr)})
		}
	case kindValue:
		m.ref = c.ref(n.name, holdsValue)
	case kindConst:
		*matched++
		m.ref = c.ref(n.name, holdsValue|holdsAttr)
	default:
		panic(fmt.Sprintf("drr: pattern %s: only Op, V and Const match operands", c.name))
	}
	return m
}

// compileResult compiles a result node; top tells a root replacement.
func (c *compiled) compileResult(n *Node, top bool) *rnode {
	r := &rnode{kind: n.kind, name: n.name, slot: -1, typSlot: -1, typAttr: -1, valueFn: n.valueFn, typ: n.typ}
	switch n.kind {
	case kindOp:
		for _, o := range n.operands {
			r.operands = append(r.operands, c.compileResult(o, false))
		}
		for _, a := range n.attrs {
			ra := rattr{name: a.name, slot: -1, index: -1}
			switch a.node.kind {
			case kindAttr:
				ra.slot = c.use(a.node.name, holdsAttr)
			case kindAttrFn:
				ra.fn = a.node.attrFn
				ra.index = c.nattrs
				c.nattrs++
			default:
				panic(fmt.Sprintf("drr: pattern %s: result attribute %s must be A or AttrFn", c.name, a.name))
			}
			if a.name == n.typ.ofAttr {
				r.typAttr = len(r.attrs)
			}
			r.attrs = append(r.attrs, ra)
		}
		switch {
		case n.typ.of != "":
			r.typSlot = c.use(n.typ.of, holdsValue)
		case n.typ.ofAttr != "":
			if r.typAttr < 0 {
				panic(fmt.Sprintf("drr: pattern %s: %s has no attribute %s", c.name, n.name, n.typ.ofAttr))
			}
		case n.typ.fn == nil && !top:
			panic(fmt.Sprintf("drr: pattern %s: nested result %s needs a type", c.name, n.name))
		}
		r.created = c.ncreate
		c.ncreate++
	case kindValue:
		r.slot = c.use(n.name, holdsValue)
	case kindValueFn:
	default:
		panic(fmt.Sprintf("drr: pattern %s: a result is Op, V or ValueFn", c.name))
	}
	return r
}

// slot holds a capture.
type slot struct {
	v  *ir.Value
	a  ir.Attribute
	op *ir.Operation
}

// state is what matching the source tree records.
type state struct {
	slots   [maxSlots]slot
	matched [maxMatched]*ir.Operation
	n       int
}

// match matches the source node n against op, in DRR's order.
func (s *state) match(n *mnode, op *ir.Operation) bool {
	if op.Name() != n.name || op.NumOperands() != len(n.operands) {
		return false
	}
	if !s.capture(n.as, slot{v: firstResult(op), op: op}) {
		return false
	}
	for i, o := range n.operands {
		v := op.Operand(i)
		switch o.kind {
		case kindValue:
			if !s.capture(o.ref, slot{v: v, op: v.DefiningOp()}) {
				return false
			}
		case kindOp:
			d := v.DefiningOp()
			if d == nil || !s.match(o, d) {
				return false
			}
			s.matched[s.n] = d
			s.n++
		case kindConst:
			d := v.DefiningOp()
			a := rewrite.ConstantValue(d)
			if a == nil || (o.pred != nil && !o.pred(a)) || !s.capture(o.ref, slot{v: v, a: a, op: d}) {
				return false
			}
			s.matched[s.n] = d
			s.n++
		}
	}
	for _, a := range n.attrs {
		if !s.capture(a.ref, slot{a: op.InherentAttr(a.name)}) {
			return false
		}
	}
	return true
}

// capture binds or checks a capture occurrence.
func (s *state) capture(r slotRef, x slot) bool {
	switch {
	case r.slot < 0:
		return true
	case r.bind:
		s.slots[r.slot] = x
		return true
	}
	return s.slots[r.slot] == x
}

func firstResult(op *ir.Operation) *ir.Value {
	if op.NumResults() == 0 {
		return nil
	}
	return op.Result(0)
}

// matchPool recycles matches: a Match lives for one MatchAndRewrite call.
var matchPool = sync.Pool{New: func() any { return new(Match) }}

// Match is a successful match of a source pattern: its captures, the
// matched ops and the rewriter. It is valid only during the call of the
// constraint, function or Build it is given to.
type Match struct {
	state
	c     *compiled
	root  *ir.Operation
	rw    *rewrite.Rewriter
	loc   ir.Location
	attrs [maxAttrs]ir.Attribute
	types [maxCreated]ir.Type
}

func (c *compiled) matchAndRewrite(op *ir.Operation, rw *rewrite.Rewriter) bool {
	m := matchPool.Get().(*Match)
	ok := m.run(c, op, rw)
	clear(m.slots[:len(c.names)])
	clear(m.matched[:m.n])
	clear(m.attrs[:c.nattrs])
	clear(m.types[:c.ncreate])
	m.n, m.c, m.root, m.rw, m.loc = 0, nil, nil, nil, nil
	matchPool.Put(m)
	return ok
}

// run matches op and rewrites it.
func (m *Match) run(c *compiled, op *ir.Operation, rw *rewrite.Rewriter) bool {
	m.matched[0] = op
	m.n = 1
	if !m.match(c.root, op) {
		return false
	}
	m.c, m.root, m.rw = c, op, rw
	for _, w := range c.where {
		if !w(m) {
			return false
		}
	}
	var vals []*ir.Value
	if c.build != nil {
		vals = c.build(m)
		if vals == nil {
			return false
		}
	} else {
		if len(c.results) != op.NumResults() {
			return false
		}
		for _, r := range c.results {
			if !m.prepare(r, true) {
				return false
			}
		}
		vals = make([]*ir.Value, len(c.results))
		for i, r := range c.results {
			vals[i] = m.create(r, i)
		}
	}
	rw.ReplaceOp(op, vals)
	return true
}

// prepare computes the attributes and result types of the ops r creates,
// reporting false when one is nil.
func (m *Match) prepare(r *rnode, top bool) bool {
	if r.kind != kindOp {
		return true
	}
	for _, o := range r.operands {
		if !m.prepare(o, false) {
			return false
		}
	}
	for _, a := range r.attrs {
		if a.fn != nil {
			if m.attrs[a.index] = a.fn(m); m.attrs[a.index] == nil {
				return false
			}
		}
	}
	var t ir.Type
	switch {
	case r.typ.fn != nil:
		t = r.typ.fn(m)
	case r.typSlot >= 0:
		t = m.slotValue(r.typSlot).Type()
	case r.typAttr >= 0:
		if ta, ok := m.attr(r.attrs[r.typAttr]).(ir.TypedAttr); ok {
			t = ta.AttrType()
		}
	case top:
		return true
	}
	m.types[r.created] = t
	return t != nil
}

// attr is the value of a prepared result attribute.
func (m *Match) attr(a rattr) ir.Attribute {
	if a.fn != nil {
		return m.attrs[a.index]
	}
	return m.slots[a.slot].a
}

// create builds the ops of r (operands first) and returns its value; i is
// the root result a top-level r replaces (-1 below the top).
func (m *Match) create(r *rnode, i int) *ir.Value {
	switch r.kind {
	case kindValue:
		return m.slotValue(r.slot)
	case kindValueFn:
		return r.valueFn(m)
	}
	operands := make([]*ir.Value, len(r.operands))
	for k, o := range r.operands {
		operands[k] = m.create(o, -1)
	}
	attrs := make([]ir.NamedAttr, 0, len(r.attrs))
	for _, a := range r.attrs {
		if v := m.attr(a); v != nil {
			attrs = append(attrs, ir.NamedAttr{Name: a.name, Value: v})
		}
	}
	t := m.types[r.created]
	if t == nil {
		t = m.root.Result(i).Type()
	}
	op := m.rw.Create(&ir.OperationState{Loc: m.Loc(), Name: m.rw.Ctx.LookupOp(r.name), Operands: operands, Types: []ir.Type{t}, Attrs: attrs})
	return op.Result(0)
}

func (m *Match) slotValue(i int) *ir.Value { return m.slots[i].v }

// slotOf returns the slot of a capture name.
func (m *Match) slotOf(name string) *slot {
	for i, n := range m.c.names {
		if n == name {
			return &m.slots[i]
		}
	}
	panic(fmt.Sprintf("drr: pattern %s: %q is not captured", m.c.name, name))
}

// Value returns the captured value name: a V operand, the value of a
// Const, or the first result of an op named with As.
func (m *Match) Value(name string) *ir.Value { return m.slotOf(name).v }

// Attr returns the captured attribute name: an A capture (nil when the op
// lacks it) or the value of a Const.
func (m *Match) Attr(name string) ir.Attribute { return m.slotOf(name).a }

// Op returns the captured op name: an op named with As, the constant op
// of a Const, or the op defining a V operand (nil for a block argument).
func (m *Match) Op(name string) *ir.Operation { return m.slotOf(name).op }

// Root returns the matched root op.
func (m *Match) Root() *ir.Operation { return m.root }

// Rewriter returns the rewriter of the match.
func (m *Match) Rewriter() *rewrite.Rewriter { return m.rw }

// Ctx returns the context.
func (m *Match) Ctx() *ir.Context { return m.rw.Ctx }

// Loc returns the location DRR gives created ops: the fusion of the
// locations of the first N matched ops, N being the number of ops of the
// source pattern.
func (m *Match) Loc() ir.Location {
	if m.loc == nil {
		locs := make([]ir.Location, m.c.numOps)
		for i := range locs {
			locs[i] = m.matched[i].Loc()
		}
		m.loc = m.rw.Ctx.FusedLoc(locs, nil)
	}
	return m.loc
}

// Matched returns the matched ops in DRR's order: the root, then each
// nested operand's defining op (op node or constant) after the ops nested
// under it.
func (m *Match) Matched() []*ir.Operation { return m.matched[:m.n] }
