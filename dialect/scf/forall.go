package scf

import (
	"math"
	"strconv"

	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// dynamicIndex is the sentinel of a dynamic entry in a static index list
// (upstream's ShapedType::kDynamic).
const dynamicIndex = math.MinInt64

// forallOp is scf.forall: a multi-dimensional parallel loop whose threads
// write their parts of the shared outputs in an scf.forall.in_parallel
// terminator.
var forallOp = &ods.Op{
	Name:    "scf.forall",
	Summary: "evaluate a block multiple times in parallel",
	Description: "`scf.forall` is a target-independent multi-dimensional parallel region " +
		"application operation; its bounds mix static integers and dynamic values.",
	Operands: []ods.Operand{{Name: "dynamicLowerBound", Type: ods.Index, Arity: ods.Variadic},
		{Name: "dynamicUpperBound", Type: ods.Index, Arity: ods.Variadic},
		{Name: "dynamicStep", Type: ods.Index, Arity: ods.Variadic},
		{Name: "outputs", Type: anyRankedTensor, Arity: ods.Variadic}},
	Results: []ods.Result{{Name: "results", Type: ods.AnyType, Arity: ods.Variadic}},
	Attrs: []ods.Attr{{Name: "staticLowerBound", Constraint: ods.DenseI64ArrayAttr},
		{Name: "staticUpperBound", Constraint: ods.DenseI64ArrayAttr},
		{Name: "staticStep", Constraint: ods.DenseI64ArrayAttr},
		{Name: "mapping", Constraint: deviceMappingArray, Optional: true}},
	Regions: []ods.Region{{Name: "region", MaxBlocks: 1}},
	Traits: []ir.Trait{ir.TraitAttrSizedOperandSegments, ir.TraitAutomaticAllocationScope,
		ir.TraitRecursiveMemoryEffects, ir.TraitSingleBlockImplicitTerminator},
	ImplicitTerminator: "scf.forall.in_parallel",
	Parse:              parseForall,
	Print:              printForall,
	Verify:             verifyForall,
	Canonicalize:       forallPatterns,
	VerifyRegions: func(op *ir.Operation) error {
		if err := verifyLoopLike(op); err != nil {
			return err
		}
		return ods.VerifyRegionBranchTypes(op)
	},
	Interfaces: ir.Interfaces{parallelInterfaces{}},
}

// DeviceMappingAttr is implemented by the attributes that map the loops
// of an scf.forall to processing units (upstream's
// DeviceMappingAttrInterface); dialects such as gpu define them.
type DeviceMappingAttr interface {
	ir.Attribute
	// MappingID orders the mapped units.
	MappingID() int64
}

// DeviceMaskingAttr is implemented by the attributes that select which
// processing units of an scf.forall's mapping are active (upstream's
// DeviceMaskingAttrInterface), such as #gpu.mask.
type DeviceMaskingAttr interface {
	ir.Attribute
	// MaxNumPhysicalIDs is the number of units the mask can describe.
	MaxNumPhysicalIDs() int64
}

// deviceMappingArray is upstream's DeviceMappingArrayAttr: an array of
// device mapping and masking attributes.
var deviceMappingArray = ods.AttrConstraint{Desc: "Device Mapping array attribute", GoType: "*ir.ArrayAttr",
	Pred: func(a ir.Attribute) bool {
		arr, ok := a.(*ir.ArrayAttr)
		if !ok {
			return false
		}
		for _, e := range arr.Elems {
			_, mapping := e.(DeviceMappingAttr)
			_, masking := e.(DeviceMaskingAttr)
			if !mapping && !masking {
				return false
			}
		}
		return true
	}}

// anyRankedTensor is upstream's AnyRankedTensor.
var anyRankedTensor = ods.TypePred("ranked tensor of any type values", func(t ir.Type) bool {
	_, ok := t.(*ir.RankedTensorType)
	return ok
})

// staticList returns a static index list attribute of op.
func staticList(op *ir.Operation, name string) []int64 {
	if a, ok := op.InherentAttr(name).(*ir.DenseArrayAttr); ok {
		return a.Int64s()
	}
	return nil
}

// forallRank is the number of loops of an scf.forall.
func forallRank(op *ir.Operation) int { return len(staticList(op, "staticLowerBound")) }

// forallOutputs returns the shared outputs of an scf.forall.
func forallOutputs(op *ir.Operation) []*ir.Value { return ods.OperandGroup(op, 3) }

// mixedEntry is one entry of a mixed static/dynamic index list: a dynamic
// value or a static integer.
type mixedEntry struct {
	value  *ir.Value
	static int64
}

// constant returns the entry's constant value, also for a dynamic value
// defined by a constant (upstream's getConstantIntValue).
func (e mixedEntry) constant() (int64, bool) {
	if e.value == nil {
		return e.static, true
	}
	return constantInt(e.value)
}

// mixedList pairs a static list with its dynamic values.
func mixedList(static []int64, dynamic []*ir.Value) []mixedEntry {
	out := make([]mixedEntry, len(static))
	d := 0
	for i, s := range static {
		if s == dynamicIndex && d < len(dynamic) {
			out[i] = mixedEntry{value: dynamic[d]}
			d++
			continue
		}
		out[i] = mixedEntry{static: s}
	}
	return out
}

// forallMixed returns the mixed lower bounds, upper bounds and steps.
func forallMixed(op *ir.Operation) (lbs, ubs, steps []mixedEntry) {
	return mixedList(staticList(op, "staticLowerBound"), ods.OperandGroup(op, 0)),
		mixedList(staticList(op, "staticUpperBound"), ods.OperandGroup(op, 1)),
		mixedList(staticList(op, "staticStep"), ods.OperandGroup(op, 2))
}

// allConstant reports whether every entry is the constant v.
func allConstant(list []mixedEntry, v int64) bool {
	for _, e := range list {
		if c, ok := e.constant(); !ok || c != v {
			return false
		}
	}
	return true
}

func verifyForall(op *ir.Operation) error {
	rank := forallRank(op)
	outs := forallOutputs(op)
	if op.NumResults() != len(outs) {
		return op.EmitOpError("produces %d results, but has only %d outputs", op.NumResults(), len(outs))
	}
	b := op.Region(0).First()
	if b.NumArgs() != rank+len(outs) {
		return op.EmitOpError("region expects %d arguments", rank)
	}
	for i := 0; i < rank; i++ {
		if !isIndex(b.Arg(i).Type()) {
			return op.EmitOpError("expects %d-th block argument to be an index", i)
		}
	}
	for i, o := range outs {
		if b.Arg(rank+i).Type() != o.Type() {
			return op.EmitOpError("type mismatch between %d-th output and corresponding block argument", i)
		}
	}
	if m, ok := op.InherentAttr("mapping").(*ir.ArrayAttr); ok && len(m.Elems) > 0 {
		mappings, masks := 0, 0
		for _, e := range m.Elems {
			if _, ok := e.(DeviceMappingAttr); ok {
				mappings++
			}
			if _, ok := e.(DeviceMaskingAttr); ok {
				masks++
			}
		}
		if mappings != rank {
			return op.EmitOpError("mapping attribute size must match op rank")
		}
		if masks > 1 {
			return op.EmitOpError("\"mapping\" supports at most one device masking attribute")
		}
	}
	for g, name := range []string{"lower bound", "upper bound", "step"} {
		attr := [...]string{"staticLowerBound", "staticUpperBound", "staticStep"}[g]
		static, dynamic := staticList(op, attr), ods.OperandGroup(op, g)
		if len(static) != rank {
			return op.EmitError("expected %d %s values, got %d", rank, name, len(static))
		}
		n := 0
		for _, s := range static {
			if s == dynamicIndex {
				n++
			}
		}
		if len(dynamic) != n {
			return op.EmitError("expected %d dynamic %s values", n, name)
		}
	}
	return nil
}

// parseDynamicIndexList parses `(` (integer | %value)* `)` into a static
// list (dynamic entries marked) and the dynamic values.
func parseDynamicIndexList(p ir.OpParser) ([]int64, []*ir.Value, error) {
	if !p.ParseOptionalPunct("(") {
		return nil, nil, p.WrongToken("expected '(' in dynamic index list")
	}
	static := []int64{}
	var dynamic []*ir.Value
	if p.ParseOptionalPunct(")") {
		return static, dynamic, nil
	}
	for {
		if p.IsOperand() {
			u, err := p.ParseOperand()
			if err != nil {
				return nil, nil, err
			}
			v, err := p.ResolveOperand(u, indexType(p.Context()))
			if err != nil {
				return nil, nil, err
			}
			dynamic = append(dynamic, v)
			static = append(static, dynamicIndex)
		} else {
			n, ok, err := p.ParseOptionalInteger()
			if err != nil {
				return nil, nil, err
			}
			if !ok {
				// Upstream follows this with "expected SSA value or
				// integer" at the op name, a second diagnostic.
				return nil, nil, p.Errorf("expected integer value")
			}
			static = append(static, n)
		}
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	if !p.ParseOptionalPunct(")") {
		return nil, nil, p.WrongToken("expected ')' in dynamic index list")
	}
	return static, dynamic, nil
}

// printDynamicIndexList prints a mixed list in parentheses.
func printDynamicIndexList(p ir.OpPrinter, list []mixedEntry) {
	p.WriteString("(")
	for i, e := range list {
		if i > 0 {
			p.WriteString(", ")
		}
		if e.value != nil {
			p.PrintOperand(e.value)
		} else {
			p.WriteString(strconv.FormatInt(e.static, 10))
		}
	}
	p.WriteString(")")
}

// parseForall is upstream's ForallOp::parse.
func parseForall(p ir.OpParser, st *ir.OperationState) error {
	ctx := p.Context()
	ivs, err := parseArgumentList(p)
	if err != nil {
		return err
	}
	var lbs, ubs, steps []int64
	var dlbs, dubs, dsteps []*ir.Value
	if p.ParseOptionalKeyword("in") {
		if ubs, dubs, err = parseDynamicIndexList(p); err != nil {
			return err
		}
		lbs, steps = make([]int64, len(ivs)), make([]int64, len(ivs))
		for i := range steps {
			steps[i] = 1
		}
	} else {
		if err := p.ParsePunct("="); err != nil {
			return err
		}
		if lbs, dlbs, err = parseDynamicIndexList(p); err != nil {
			return err
		}
		if err := p.ParseKeyword("to"); err != nil {
			return err
		}
		if ubs, dubs, err = parseDynamicIndexList(p); err != nil {
			return err
		}
		if err := p.ParseKeyword("step"); err != nil {
			return err
		}
		if steps, dsteps, err = parseDynamicIndexList(p); err != nil {
			return err
		}
	}
	var outArgs []ir.RegionArgument
	var outs []*ir.Value
	pos := p.Pos()
	if p.ParseOptionalKeyword("shared_outs") {
		a, uses, err := parseAssignmentList(p)
		if err != nil {
			return err
		}
		if p.ParseOptionalPunct("->") {
			types, err := ods.ParseArrowTypeList(p)
			if err != nil {
				return err
			}
			st.Types = append(st.Types, types...)
		}
		if len(uses) != len(st.Types) {
			return p.ErrorAt(pos, "number of operands and types do not match: got %d operands and %d types", len(uses), len(st.Types))
		}
		if outs, err = resolveAll(p, uses, st.Types); err != nil {
			return err
		}
		for i := range a {
			a[i].Type = st.Types[i]
		}
		outArgs = a
	}
	body := st.AddRegion()
	if err := p.ParseRegion(body, append(ivs, outArgs...)); err != nil {
		return err
	}
	ensureInParallel(ctx, body, st.Loc)
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	st.AddAttr("staticLowerBound", ctx.DenseI64Array(lbs))
	st.AddAttr("staticUpperBound", ctx.DenseI64Array(ubs))
	st.AddAttr("staticStep", ctx.DenseI64Array(steps))
	st.AddAttr("operandSegmentSizes", ctx.DenseI32Array([]int32{int32(len(dlbs)), int32(len(dubs)),
		int32(len(dsteps)), int32(len(outs))}))
	st.Operands = append(append(append(append(st.Operands, dlbs...), dubs...), dsteps...), outs...)
	return nil
}

// ensureInParallel is ForallOp::ensureTerminator: a body without a
// terminator gets an scf.forall.in_parallel with an empty block.
func ensureInParallel(ctx *ir.Context, r *ir.Region, loc ir.Location) {
	b := r.First()
	if b == nil {
		b = ir.NewBlock()
		r.Append(b)
	}
	if last := b.Last(); last != nil && last.HasTrait(ir.TraitTerminator) {
		return
	}
	st := &ir.OperationState{Name: ctx.OpInfo("scf.forall.in_parallel"), Loc: loc}
	st.AddRegion().Append(ir.NewBlock())
	b.Append(ir.NewOperation(ctx, st))
}

func printForall(p ir.OpPrinter, op *ir.Operation) {
	lbs, ubs, steps := forallMixed(op)
	b := op.Region(0).First()
	rank := forallRank(op)
	p.WriteString(" (")
	printValues(p, b.Args()[:rank])
	if allConstant(lbs, 0) && allConstant(steps, 1) {
		p.WriteString(") in ")
		printDynamicIndexList(p, ubs)
	} else {
		p.WriteString(") = ")
		printDynamicIndexList(p, lbs)
		p.WriteString(" to ")
		printDynamicIndexList(p, ubs)
		p.WriteString(" step ")
		printDynamicIndexList(p, steps)
	}
	outArgs := b.Args()[rank:]
	printInitializationList(p, outArgs, forallOutputs(op), " shared_outs")
	p.WriteString(" ")
	if len(outArgs) > 0 {
		p.WriteString("-> (")
		printTypeList(p, op.ResultTypes())
		p.WriteString(") ")
	}
	p.PrintRegion(op.Region(0), false, op.NumResults() > 0, false)
	p.PrintOptionalAttrDict(op.AllAttrs(), "operandSegmentSizes", "staticLowerBound", "staticUpperBound", "staticStep")
}

// ParallelCombiningOpInterface is implemented by the ops allowed in
// scf.forall.in_parallel, which combine a thread's result into a shared
// output (upstream's ParallelCombiningOpInterface).
type ParallelCombiningOpInterface interface {
	// DestinationOperands returns the indices of the operands of op naming
	// the shared outputs it writes.
	DestinationOperands(op *ir.Operation) []int
}

// updatedDestinations returns the shared outputs the combining op o writes.
func updatedDestinations(pc ParallelCombiningOpInterface, o *ir.Operation) []*ir.Value {
	idx := pc.DestinationOperands(o)
	out := make([]*ir.Value, len(idx))
	for i, j := range idx {
		out[i] = o.Operand(j)
	}
	return out
}

func init() {
	ir.RegisterInterface[ParallelCombiningOpInterface]("ParallelCombiningOpInterface")
}

// inParallelOp is scf.forall.in_parallel: the terminator of scf.forall,
// holding the ops combining the threads' results.
var inParallelOp = &ods.Op{
	Name:    "scf.forall.in_parallel",
	Summary: "terminates a `forall` block",
	Description: "The `scf.forall.in_parallel` is a designated terminator for the `scf.forall` " +
		"operation; its region holds parallel combining ops.",
	Regions: []ods.Region{{Name: "region", MaxBlocks: 1}},
	Traits: []ir.Trait{ir.TraitNoMemoryEffect, ir.TraitAlwaysSpeculatable, ir.TraitTerminator,
		ir.TraitHasParent, ir.TraitNoTerminator, ir.TraitSingleBlock, ir.TraitGraphRegions},
	ParentNames: []string{"scf.forall"},
	Parse:       parseInParallel,
	Print: func(p ir.OpPrinter, op *ir.Operation) {
		p.WriteString(" ")
		p.PrintRegion(op.Region(0), false, false, false)
		p.PrintOptionalAttrDict(op.AllAttrs())
	},
	Verify:     verifyInParallel,
	Interfaces: ir.Interfaces{noForwarding{}, inParallelYielding{}},
}

// inParallelYielding is in_parallel's InParallelOpInterface.
type inParallelYielding struct{}

// YieldingOps returns the ops of the body, in order.
func (inParallelYielding) YieldingOps(op *ir.Operation) []*ir.Operation {
	var ops []*ir.Operation
	if b := op.Region(0).First(); b != nil {
		for o := b.First(); o != nil; o = o.NextInBlock() {
			ops = append(ops, o)
		}
	}
	return ops
}

func parseInParallel(p ir.OpParser, st *ir.OperationState) error {
	r := st.AddRegion()
	if err := p.ParseRegion(r, nil); err != nil {
		return err
	}
	if r.Empty() {
		r.Append(ir.NewBlock())
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	return nil
}

func verifyInParallel(op *ir.Operation) error {
	forall := op.ParentOp()
	b := op.Region(0).First()
	if forall == nil || b == nil {
		return nil
	}
	outArgs := forall.Region(0).First().Args()
	if r := forallRank(forall); r <= len(outArgs) {
		outArgs = outArgs[r:]
	}
	for o := b.First(); o != nil; o = o.NextInBlock() {
		pc, ok := ir.OpInterface[ParallelCombiningOpInterface](o)
		if !ok {
			return op.EmitOpError("expected only ParallelCombiningOpInterface ops")
		}
		for _, d := range updatedDestinations(pc, o) {
			if !containsValue(outArgs, d) {
				return o.EmitOpError("may only insert into an output block argument")
			}
		}
	}
	return nil
}

// containsValue reports whether vs holds v.
func containsValue(vs []*ir.Value, v *ir.Value) bool {
	for _, w := range vs {
		if w == v {
			return true
		}
	}
	return false
}

// ForallBoundValues returns the lower bounds, upper bounds and steps of an
// scf.forall as values, building an index constant at b's insertion point
// for each static entry, all lower bounds first (upstream's getLowerBound,
// getUpperBound and getStep with a builder).
func ForallBoundValues(b *ir.Builder, loc ir.Location, op *ir.Operation) (lbs, ubs, steps []*ir.Value) {
	l, u, s := forallMixed(op)
	values := func(list []mixedEntry) []*ir.Value {
		out := make([]*ir.Value, len(list))
		for i, e := range list {
			out[i] = e.value
			if e.value == nil {
				t := b.Ctx.IndexType()
				out[i] = arith.BuildConstantOp(b, loc, t, ir.NamedAttr{Name: "value", Value: b.Ctx.IntAttr(t, e.static)}).Result()
			}
		}
		return out
	}
	lbs = values(l)
	ubs = values(u)
	return lbs, ubs, values(s)
}

// ForallOutputs returns the shared outputs of an scf.forall.
func ForallOutputs(op *ir.Operation) []*ir.Value { return forallOutputs(op) }
