package linalg

import (
	"fmt"
	"strings"

	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/ods"
)

// The structured ops with their own syntax (upstream's LinalgStructuredOps.td
// MapOp, ReduceOp, TransposeOp and BroadcastOp): `ins(...) outs(...)`
// without `->` results (inferred from the tensor inits), a dense array
// attribute written `name = [...]`, and for map and reduce a body given
// as one payload op `{ arith.addf }` or as a region.

// Type constraints of these ops.
var (
	// tensorOrMemref is TensorOrMemref.
	tensorOrMemref = ods.TypeConstraint{Desc: "ranked tensor of any type values or memref of any type values",
		Pred: func(t ir.Type) bool { return isTensor(t) || isMemRef(t) }}
	// anyTensor is AnyTensor.
	anyTensor = ods.TypeConstraint{Desc: "tensor of any type values", Pred: isTensor}
	// sortedI64Array is ConfinedAttr<DenseI64ArrayAttr,
	// [DenseArrayStrictlySorted]>.
	sortedI64Array = func() ods.AttrConstraint {
		c := ods.DenseI64ArrayAttr
		c.Desc = "i64 dense array attribute should be in increasing order"
		c.Pred = func(a ir.Attribute) bool {
			if !ods.DenseI64ArrayAttr.Pred(a) {
				return false
			}
			v := a.(*ir.DenseArrayAttr).Int64s()
			for i := 1; i < len(v); i++ {
				if v[i-1] >= v[i] {
					return false
				}
			}
			return true
		}
		return c
	}()
)

// dstOp describes one of these ops.
type dstOp struct {
	name, summary string
	operands      []ods.Operand
	traits        []ir.Trait
	// arrayAttr is the dense array attribute written after outs.
	arrayAttr  string
	arrayC     ods.AttrConstraint
	resultName string
	// payload is the short form: whether it exists and whether the init
	// is the payload's first operand (reduce) or not used (map).
	payload, initFirst bool
	argNames           [2]string
	maps               func(op *ir.Operation) []*affine.Map
	iters              func(op *ir.Operation) []int
	verify             func(op *ir.Operation) error
}

// dstMaps implements LinalgOp from a dstOp's functions.
type dstMaps struct{ d *dstOp }

// IndexingMaps returns the op's maps.
func (m dstMaps) IndexingMaps(op *ir.Operation) []*affine.Map { return m.d.maps(op) }

// IteratorTypes returns the op's loops.
func (m dstMaps) IteratorTypes(op *ir.Operation) []int { return m.d.iters(op) }

var (
	mapDef = &dstOp{name: "map", summary: "Elementwise operations",
		operands:   []ods.Operand{{Name: "inputs", Type: ods.AnyType, Arity: ods.Variadic}, {Name: "init", Type: anyShaped}},
		resultName: "mapped", payload: true, argNames: [2]string{"in", "init"},
		maps: identityMaps, iters: parallelLoops, verify: verifyMap}
	reduceDef = &dstOp{name: "reduce", summary: "Reduce operator",
		operands: []ods.Operand{{Name: "inputs", Type: anyShaped, Arity: ods.Variadic}, {Name: "inits", Type: anyShaped, Arity: ods.Variadic}},
		traits:   []ir.Trait{ir.TraitSameVariadicOperandSize}, arrayAttr: "dimensions", arrayC: sortedI64Array,
		resultName: "reduced", payload: true, initFirst: true, argNames: [2]string{"in", "init"},
		maps: reduceMaps, iters: reduceIters, verify: verifyReduce}
	transposeDef = &dstOp{name: "transpose", summary: "Transpose operator",
		operands:  []ods.Operand{{Name: "input", Type: tensorOrMemref}, {Name: "init", Type: tensorOrMemref}},
		arrayAttr: "permutation", arrayC: ods.DenseI64ArrayAttr, resultName: "transposed",
		maps: transposeMaps, iters: initParallelLoops, verify: verifyTranspose}
	broadcastDef = &dstOp{name: "broadcast", summary: "Static broadcast operator",
		operands:  []ods.Operand{{Name: "input", Type: tensorOrMemref}, {Name: "init", Type: tensorOrMemref}},
		arrayAttr: "dimensions", arrayC: ods.DenseI64ArrayAttr, resultName: "broadcasted",
		maps: broadcastMaps, iters: initParallelLoops, verify: verifyBroadcast}
)

// dstSpecs builds the specs of map, reduce, transpose and broadcast.
func dstSpecs() []*ods.Op {
	var out []*ods.Op
	for _, d := range []*dstOp{mapDef, reduceDef, transposeDef, broadcastDef} {
		out = append(out, d.spec())
	}
	return out
}

func (d *dstOp) spec() *ods.Op {
	var attrs []ods.Attr
	if d.arrayAttr != "" {
		attrs = []ods.Attr{{Name: d.arrayAttr, Constraint: d.arrayC}}
	}
	spec := &ods.Op{
		Name:               "linalg." + d.name,
		Summary:            d.summary,
		Operands:           d.operands,
		Results:            []ods.Result{{Name: "result", Type: anyTensor, Arity: ods.Variadic}},
		Attrs:              attrs,
		Regions:            []ods.Region{{Name: "region", MaxBlocks: 1}},
		Traits:             append([]ir.Trait{ir.TraitSingleBlockImplicitTerminator}, d.traits...),
		ImplicitTerminator: "linalg.yield",
		Interfaces:         ir.Interfaces{structuredIface{dstMaps{d}}},
		Parse:              func(p ir.OpParser, st *ir.OperationState) error { return d.parse(p, st) },
		Print:              func(p ir.OpPrinter, op *ir.Operation) { d.print(p, op) },
		Verify: func(op *ir.Operation) error {
			if err := verifyDestinationStyle(op); err != nil {
				return err
			}
			return d.verify(op)
		},
		VerifyRegions: verifyStructured,
		ResultNames: func(op *ir.Operation, set func(v *ir.Value, name string)) {
			if op.NumResults() > 0 {
				set(op.Result(0), d.resultName)
			}
		},
	}
	if d.argNames[0] != "" {
		spec.BlockArgNames = func(r *ir.Region, set func(v *ir.Value, name string)) {
			op, b := r.ParentOp(), r.First()
			if op == nil || b == nil {
				return
			}
			nIn, _ := ods.GroupRange(op, 1, false)
			for i, a := range b.Args() {
				if i < nIn {
					set(a, d.argNames[0])
				} else {
					set(a, d.argNames[1])
				}
			}
		}
	}
	return spec
}

// parse is parseDstStyleOp plus the short-form payload or the region.
func (d *dstOp) parse(p ir.OpParser, st *ir.OperationState) error {
	var payloadName string
	var payloadAttrs []ir.NamedAttr
	if d.payload && p.ParseOptionalPunct("{") {
		name, err := p.ParseCustomOperationName()
		if err != nil {
			return err
		}
		if payloadAttrs, err = p.ParseOptionalAttrDict(); err != nil {
			return err
		}
		if err := p.ParsePunct("}"); err != nil {
			return err
		}
		payloadName = name
	}
	_, outs, err := parseStructuredParts(p, st, false)
	if err != nil {
		return err
	}
	for _, t := range outs {
		if _, ok := t.(*ir.RankedTensorType); ok {
			st.Types = append(st.Types, t)
		}
	}
	if d.arrayAttr != "" {
		if err := p.ParseKeyword(d.arrayAttr); err != nil {
			return err
		}
		if err := p.ParsePunct("="); err != nil {
			return err
		}
		a, err := parseDenseI64Array(p)
		if err != nil {
			return err
		}
		st.AddAttr(d.arrayAttr, a)
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	switch {
	case !d.payload:
		d.identityRegion(p.Context(), st)
	case payloadName != "":
		if len(st.Operands) == 0 {
			st.AddRegion()
			return nil
		}
		d.payloadRegion(p.Context(), st, payloadName, payloadAttrs)
	default:
		args, err := parseArgumentList(p)
		if err != nil {
			return err
		}
		return p.ParseRegion(st.AddRegion(), args)
	}
	return nil
}

// identityRegion is buildIdentityRegion: a body yielding its first
// argument, the arguments at their operands' locations, the yield at the
// op's.
func (d *dstOp) identityRegion(ctx *ir.Context, st *ir.OperationState) {
	b := ir.NewBuilder(ctx)
	types := make([]ir.Type, len(st.Operands))
	locs := make([]ir.Location, len(st.Operands))
	for i, v := range st.Operands {
		types[i], locs[i] = elementTypeOrSelf(v.Type()), v.Loc()
	}
	blk := b.CreateBlock(st.AddRegion(), types, locs)
	var yielded []*ir.Value
	if len(types) > 0 {
		yielded = blk.Args()[:1]
	}
	b.Create(&ir.OperationState{Loc: st.Loc, Name: ctx.LookupOp("linalg.yield"), Operands: yielded})
}

// payloadRegion is addBodyWithPayloadOp: a body applying the payload op
// to the inputs (after the init for reduce) and yielding its result.
func (d *dstOp) payloadRegion(ctx *ir.Context, st *ir.OperationState, name string, attrs []ir.NamedAttr) {
	b := ir.NewBuilder(ctx)
	types := make([]ir.Type, len(st.Operands))
	for i, v := range st.Operands {
		types[i] = elementTypeOrSelf(v.Type())
	}
	blk := b.CreateBlock(st.AddRegion(), types, nil)
	args := blk.Args()
	var operands []*ir.Value
	if d.initFirst {
		operands = append(append(operands, args[len(args)-1]), args[:len(args)-1]...)
	} else {
		operands = append(operands, args[:len(args)-1]...)
	}
	info := ctx.LookupOp(name)
	if info == nil {
		info = ctx.OpInfo(name)
	}
	res := elementTypeOrSelf(st.Operands[len(st.Operands)-1].Type())
	op := b.Create(&ir.OperationState{Loc: st.Loc, Name: info, Operands: operands, Types: []ir.Type{res}, Attrs: attrs})
	b.Create(&ir.OperationState{Loc: st.Loc, Name: ctx.LookupOp("linalg.yield"), Operands: op.Results()})
}

// parseArgumentList parses `(%a: t, ...)`.
func parseArgumentList(p ir.OpParser) ([]ir.RegionArgument, error) {
	if err := p.ParsePunct("("); err != nil {
		return nil, err
	}
	var args []ir.RegionArgument
	if p.ParseOptionalPunct(")") {
		return args, nil
	}
	for {
		a, err := p.ParseArgument(true, true)
		if err != nil {
			return nil, err
		}
		args = append(args, a)
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	return args, p.ParsePunct(")")
}

// parseDenseI64Array parses `[1, 2, ...]` as a DenseI64ArrayAttr.
func parseDenseI64Array(p ir.OpParser) (ir.Attribute, error) {
	if err := p.ParsePunct("["); err != nil {
		return nil, err
	}
	var vals []int64
	if !p.ParseOptionalPunct("]") {
		for {
			neg := p.ParseOptionalPunct("-")
			v, ok, err := p.ParseOptionalInteger()
			if err != nil {
				return nil, err
			}
			if !ok {
				return nil, p.Errorf("expected integer value")
			}
			if neg {
				v = -v
			}
			vals = append(vals, v)
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		if err := p.ParsePunct("]"); err != nil {
			return nil, err
		}
	}
	return p.Context().DenseI64Array(vals), nil
}

// print prints the short form or the region.
func (d *dstOp) print(p ir.OpPrinter, op *ir.Operation) {
	var payload *ir.Operation
	if d.payload {
		payload = findPayload(op, d.initFirst)
	}
	if payload != nil {
		p.WriteString(" { " + payload.Name())
		var elided []string
		for _, a := range payload.AllAttrs() {
			if f, ok := a.Value.(*arith.FastMathAttr); ok && f.Flags == 0 {
				elided = append(elided, a.Name)
				break
			}
		}
		p.PrintOptionalAttrDict(payload.AllAttrs(), elided...)
		p.WriteString(" }")
	}
	printStructuredParts(p, op)
	if d.arrayAttr != "" {
		p.WriteString(" " + d.arrayAttr + " = [")
		if a, ok := op.InherentAttr(d.arrayAttr).(*ir.DenseArrayAttr); ok {
			p.WriteString(joinInts(a.Int64s()))
		}
		p.WriteString("] ")
	}
	var attrs []ir.NamedAttr
	if a := op.Attrs(); a != nil {
		attrs = a.Entries
	}
	p.PrintOptionalAttrDict(attrs)
	if d.payload && payload == nil {
		p.IncreaseIndent()
		p.PrintNewline()
		p.WriteString("(")
		if b := op.Region(0).First(); b != nil {
			for i, a := range b.Args() {
				if i > 0 {
					p.WriteString(", ")
				}
				p.PrintRegionArgument(a, nil)
			}
		}
		p.WriteString(") ")
		p.PrintRegion(op.Region(0), false, true, false)
		p.DecreaseIndent()
	}
}

// findPayload is findPayloadOp: the body's op when the body is that op
// applied to the block arguments (the init first for reduce, not at all
// for map) and a yield of its results.
func findPayload(op *ir.Operation, initFirst bool) *ir.Operation {
	b := op.Region(0).First()
	if b == nil {
		return nil
	}
	payload := b.First()
	if payload == nil || payload.NextInBlock() == nil || payload.NextInBlock().NextInBlock() != nil {
		return nil
	}
	args := b.Args()
	want := args
	if initFirst {
		if len(args) == 0 {
			return nil
		}
		want = append([]*ir.Value{args[len(args)-1]}, args[:len(args)-1]...)
	} else if len(args) > 0 {
		want = args[:len(args)-1]
	}
	if payload.NumOperands() == 0 || payload.NumOperands() != len(want) {
		return nil
	}
	for i, v := range payload.Operands() {
		if v != want[i] {
			return nil
		}
	}
	yield := payload.NextInBlock()
	if yield.NumOperands() != payload.NumResults() {
		return nil
	}
	for i, v := range yield.Operands() {
		if v != payload.Result(i) {
			return nil
		}
	}
	return payload
}

func joinInts(v []int64) string {
	parts := make([]string, len(v))
	for i, x := range v {
		parts[i] = fmt.Sprint(x)
	}
	return strings.Join(parts, ", ")
}

// initParallelLoops is one parallel loop per dimension of the init.
func initParallelLoops(op *ir.Operation) []int {
	return make([]int, rankOf(op.Operand(op.NumOperands()-1).Type()))
}

// arrayOf returns op's dense array attribute name.
func arrayOf(op *ir.Operation, name string) []int64 {
	if a, ok := op.InherentAttr(name).(*ir.DenseArrayAttr); ok {
		return a.Int64s()
	}
	return nil
}

func reduceMaps(op *ir.Operation) []*affine.Map {
	ctx := ods.ContextOf(op)
	nIn, _ := ods.GroupRange(op, 1, false)
	if nIn == 0 {
		return nil
	}
	rank := rankOf(op.Operand(0).Type())
	dims := arrayOf(op, "dimensions")
	in := affine.MultiDimIdentityMap(ctx, rank)
	out := affine.FilteredIdentityMap(ctx, rank, func(pos int) bool { return !containsInt(dims, int64(pos)) })
	maps := make([]*affine.Map, op.NumOperands())
	for i := range maps {
		if i < nIn {
			maps[i] = in
		} else {
			maps[i] = out
		}
	}
	return maps
}

func reduceIters(op *ir.Operation) []int {
	if op.NumOperands() == 0 {
		return nil
	}
	iters := make([]int, rankOf(op.Operand(0).Type()))
	for _, d := range arrayOf(op, "dimensions") {
		if d >= 0 && int(d) < len(iters) {
			iters[d] = reduction
		}
	}
	return iters
}

func transposeMaps(op *ir.Operation) []*affine.Map {
	ctx := ods.ContextOf(op)
	perm := arrayOf(op, "permutation")
	ints := make([]int, len(perm))
	for i, v := range perm {
		ints[i] = int(v)
	}
	pm := affine.GetPermutationMap(ctx, ints)
	if pm == nil {
		return nil
	}
	return []*affine.Map{affine.InversePermutation(ctx, pm), affine.MultiDimIdentityMap(ctx, rankOf(op.Operand(1).Type()))}
}

func broadcastMaps(op *ir.Operation) []*affine.Map {
	ctx := ods.ContextOf(op)
	rank := rankOf(op.Operand(1).Type())
	dims := arrayOf(op, "dimensions")
	return []*affine.Map{affine.FilteredIdentityMap(ctx, rank, func(pos int) bool { return !containsInt(dims, int64(pos)) }),
		affine.MultiDimIdentityMap(ctx, rank)}
}

func containsInt(v []int64, x int64) bool {
	for _, y := range v {
		if y == x {
			return true
		}
	}
	return false
}

// verifyMap is MapOp::verify.
func verifyMap(op *ir.Operation) error {
	b := op.Region(0).First()
	if op.NumOperands() != b.NumArgs() {
		return op.EmitOpError("expects number of operands to match the arity of mapper, but got: %d and %d", op.NumOperands(), b.NumArgs())
	}
	nIn := op.NumOperands() - 1
	for i := 0; i < nIn; i++ {
		if et := elementTypeOrSelf(op.Operand(i).Type()); b.Arg(i).Type() != et {
			return op.EmitOpError("expected element type of input %s to match bbArg type %s", quote(et), quote(b.Arg(i).Type()))
		}
	}
	outShape, _ := shapeOf(op.Operand(nIn).Type())
	for i := 0; i < nIn; i++ {
		s, _ := shapeOf(op.Operand(i).Type())
		if !equalInts(s, outShape) {
			return op.EmitOpError("expected shape of input (%s) to match shape of output (%s)", joinInts(s), joinInts(outShape))
		}
	}
	return nil
}

func equalInts(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// verifyReduce is ReduceOp::verify.
func verifyReduce(op *ir.Operation) error {
	nIn, n := ods.GroupRange(op, 1, false)
	shape := func(i int) []int64 { s, _ := shapeOf(op.Operand(i).Type()); return s }
	for i := 1; i < nIn; i++ {
		if !equalInts(shape(i), shape(0)) {
			return op.EmitOpError("expects all inputs to have the same shapes. Shape at input-index %d is not equal to the shape at input-index 0.", i)
		}
	}
	for i := 1; i < n; i++ {
		if !equalInts(shape(nIn+i), shape(nIn)) {
			return op.EmitOpError("expects all outputs to have the same shapes. Shape at output-index %d is not equal to the shape at output-index 0.", i)
		}
	}
	in, init := shape(0), shape(nIn)
	dims := arrayOf(op, "dimensions")
	for _, d := range dims {
		if d < 0 || d >= int64(len(in)) {
			return op.EmitOpError("dimensions for reduction should be in the range [0, %d].", len(in)-1)
		}
	}
	var reduced []int64
	for i, s := range in {
		if !containsInt(dims, int64(i)) {
			reduced = append(reduced, s)
		}
	}
	if len(reduced) != len(init) {
		return op.EmitOpError("number of dimensions after reduction %d doesn't match the init rank %d", len(reduced), len(init))
	}
	if !equalInts(reduced, init) {
		return op.EmitOpError("init dimensions [%s] doesn't match input dimensions after reduction [%s]", joinInts(init), joinInts(reduced))
	}
	b := op.Region(0).First()
	if b.NumArgs() != op.NumOperands() {
		return op.EmitOpError("mismatching number of operands and block arguments")
	}
	for i := 0; i < nIn; i++ {
		if et := elementTypeOrSelf(op.Operand(i).Type()); et != b.Arg(i).Type() {
			return op.EmitOpError("input element type %s does not match corresponding block argument type %s", quote(et), quote(b.Arg(i).Type()))
		}
	}
	for i := nIn; i < nIn+n; i++ {
		if et := elementTypeOrSelf(op.Operand(i).Type()); et != b.Arg(i).Type() {
			return op.EmitOpError("output element type %s does not match corresponding block argument type %s", quote(et), quote(b.Arg(i).Type()))
		}
	}
	return nil
}

// verifyTranspose is TransposeOp::verify.
func verifyTranspose(op *ir.Operation) error {
	perm := arrayOf(op, "permutation")
	seen := make([]bool, len(perm))
	for _, v := range perm {
		if v < 0 || v >= int64(len(perm)) || seen[v] {
			return op.EmitOpError("permutation is not valid")
		}
		seen[v] = true
	}
	in, _ := shapeOf(op.Operand(0).Type())
	init, _ := shapeOf(op.Operand(1).Type())
	if len(in) != len(init) {
		return op.EmitOpError("input rank %d does not match init rank %d", len(in), len(init))
	}
	if len(in) != len(perm) {
		return op.EmitOpError("size of permutation %d does not match the argument rank %d", len(perm), len(in))
	}
	for i := range in {
		if a, b := in[perm[i]], init[i]; a != b {
			return op.EmitOpError("dim(result, %d) = %d doesn't match dim(input, permutation[%d]) = %d", i, b, i, a)
		}
	}
	return nil
}

// verifyBroadcast is BroadcastOp::verify.
func verifyBroadcast(op *ir.Operation) error {
	dims := arrayOf(op, "dimensions")
	in, _ := shapeOf(op.Operand(0).Type())
	init, _ := shapeOf(op.Operand(1).Type())
	if len(in)+len(dims) != len(init) {
		return op.EmitOpError("input rank plus added dimensions does not match init rank. input rank: %d, dimensions size: %d, init rank: %d",
			len(in), len(dims), len(init))
	}
	for i, d := range dims {
		if d < 0 || d >= int64(len(init)) {
			return op.EmitOpError("dimension %d is out of range. expected range: [0, %d], got: %d", i, len(init)-1, d)
		}
	}
	j := 0
	for i := range init {
		if containsInt(dims, int64(i)) {
			continue
		}
		if in[j] != init[i] {
			return op.EmitOpError("input dim %d should match init dim %d. input: %d, init: %d", j, i, in[j], init[i])
		}
		j++
	}
	return nil
}
