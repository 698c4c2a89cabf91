package affine

import (
	"encoding/binary"
	"strconv"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/ods"
)

// atomicRMWKinds are the names of upstream's arith::AtomicRMWKind, by value.
var atomicRMWKinds = []string{"addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu",
	"minimumf", "minnumf", "mins", "minu", "mulf", "muli", "ori", "xori"}

func atomicRMWKind(name string) (int, bool) {
	for i, n := range atomicRMWKinds {
		if n == name {
			return i, true
		}
	}
	return 0, false
}

// reductionMatches is upstream's isResultTypeMatchAtomicRMWKind.
func reductionMatches(t ir.Type, kind string) bool {
	it, isInt := t.(*ir.IntegerType)
	_, isFloat := t.(*ir.FloatType)
	switch kind {
	case "addf", "mulf", "maximumf", "minimumf":
		return isFloat
	case "addi", "muli", "ori", "andi":
		return isInt
	case "assign":
		return true
	case "maxs", "mins":
		return isInt && it.Signedness == ir.Signed
	case "maxu", "minu":
		return isInt && it.Signedness == ir.Unsigned
	}
	return false
}

var (
	reductionsAttr = ods.AttrConstraint{Desc: "Reduction ops", Pred: func(a ir.Attribute) bool {
		arr, ok := a.(*ir.ArrayAttr)
		if !ok {
			return false
		}
		for _, e := range arr.Elems {
			if !ods.I64Attr.Pred(e) {
				return false
			}
		}
		return true
	}}
	i32ElementsAttr = ods.AttrConstraint{Desc: "32-bit signless integer elements attribute", Pred: func(a ir.Attribute) bool {
		d, ok := a.(*ir.DenseElementsAttr)
		if !ok {
			return false
		}
		it, ok := d.ElemType().(*ir.IntegerType)
		return ok && it.Width == 32 && it.Signedness == ir.Signless
	}}
	i64ArrayAttr = ods.AttrConstraint{Desc: "64-bit integer array attribute", Pred: func(a ir.Attribute) bool {
		arr, ok := a.(*ir.ArrayAttr)
		if !ok {
			return false
		}
		for _, e := range arr.Elems {
			if !ods.I64Attr.Pred(e) {
				return false
			}
		}
		return true
	}}
)

// parallelSpec is affine.parallel: a hyper-rectangular parallel band with
// max/min bound groups, constant steps and reductions.
var parallelSpec = &ods.Op{
	Name:     "affine.parallel",
	Summary:  "multi-index parallel band operation",
	Operands: []ods.Operand{{Name: "mapOperands", Type: ods.Index, Arity: ods.Variadic}},
	Attrs: []ods.Attr{
		{Name: "reductions", Constraint: reductionsAttr},
		{Name: "lowerBoundsMap", Constraint: affineMapAttr},
		{Name: "lowerBoundsGroups", Constraint: i32ElementsAttr},
		{Name: "upperBoundsMap", Constraint: affineMapAttr},
		{Name: "upperBoundsGroups", Constraint: i32ElementsAttr},
		{Name: "steps", Constraint: i64ArrayAttr},
	},
	Results: []ods.Result{{Name: "results", Type: ods.AnyType, Arity: ods.Variadic}},
	Regions: []ods.Region{{Name: "region", MaxBlocks: 1}},
	Traits: []ir.Trait{ir.TraitAutomaticAllocationScope, ir.TraitSingleBlock,
		ir.TraitSingleBlockImplicitTerminator, ir.TraitRecursiveMemoryEffects, ir.TraitRecursivelySpeculatable},
	ImplicitTerminator: "affine.yield",
	Interfaces:         ir.Interfaces{loopInterface{}},
	Parse:              parseParallel,
	Print:              printParallel,
	Verify:             verifyParallel,
	VerifyRegions:      verifyImplicitTerminator,
	Fold:               foldParallel,
}

// groups returns the integer values of a bound groups attribute.
func groups(a ir.Attribute) []int64 {
	d, ok := a.(*ir.DenseElementsAttr)
	if !ok {
		return nil
	}
	out := make([]int64, d.NumElements())
	for i := range out {
		out[i] = d.IntAt(int64(i)).Int64()
	}
	return out
}

// i32Tensor is upstream's Builder::getI32TensorAttr.
func i32Tensor(ctx *ir.Context, vals []int32) *ir.DenseElementsAttr {
	data := make([]byte, 4*len(vals))
	for i, v := range vals {
		binary.LittleEndian.PutUint32(data[4*i:], uint32(v))
	}
	t := ctx.RankedTensorType([]int64{int64(len(vals))}, ctx.I(32), nil)
	return ctx.DenseElementsAttr(t, data, false)
}

// i64Array is upstream's Builder::getI64ArrayAttr.
func i64Array(ctx *ir.Context, vals []int64) *ir.ArrayAttr {
	elems := make([]ir.Attribute, len(vals))
	for i, v := range vals {
		elems[i] = ctx.IntAttr(ctx.I(64), v)
	}
	return ctx.ArrayAttr(elems)
}

// parallelSteps returns the steps of an affine.parallel.
func parallelSteps(op *ir.Operation) []int64 {
	arr, _ := op.InherentAttr("steps").(*ir.ArrayAttr)
	if arr == nil {
		return nil
	}
	out := make([]int64, len(arr.Elems))
	for i, e := range arr.Elems {
		out[i] = e.(*ir.IntegerAttr).Int64()
	}
	return out
}

// parallelBoundOperands returns the lower or upper bound operands.
func parallelBoundOperands(op *ir.Operation, upper bool) []*ir.Value {
	n := mapAttr(op, "lowerBoundsMap")
	k := n.NumDims + n.NumSymbols
	if k > op.NumOperands() {
		k = op.NumOperands()
	}
	if upper {
		return op.Operands()[k:]
	}
	return op.Operands()[:k]
}

func parseParallel(p ir.OpParser, st *ir.OperationState) error {
	ctx := p.Context()
	index := ctx.IndexType()
	if !p.ParseOptionalPunct("(") {
		return p.WrongToken("expected '(' in argument list")
	}
	var ivs []ir.RegionArgument
	if !p.ParseOptionalPunct(")") {
		for {
			a, err := p.ParseArgument(false, false)
			if err != nil {
				return err
			}
			a.Type = index
			ivs = append(ivs, a)
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		if !p.ParseOptionalPunct(")") {
			return p.WrongToken("expected ')' in argument list")
		}
	}
	if err := p.ParsePunct("="); err != nil {
		return err
	}
	if err := parseBoundGroups(p, st, false); err != nil {
		return err
	}
	if err := p.ParseKeyword("to"); err != nil {
		return err
	}
	if err := parseBoundGroups(p, st, true); err != nil {
		return err
	}
	steps := make([]int64, len(ivs))
	for i := range steps {
		steps[i] = 1
	}
	if p.ParseOptionalKeyword("step") {
		m, _, err := p.ParseAffineMapOfSSAIDs(affine.DelimParen)
		if err != nil {
			return err
		}
		steps = steps[:0]
		for _, e := range m.Results {
			c, ok := e.(*affine.ConstantExpr)
			if !ok {
				return nameError(st, "affine.parallel", "steps must be constant integers")
			}
			steps = append(steps, c.Value)
		}
	}
	st.AddAttr("steps", i64Array(ctx, steps))
	var reductions []ir.Attribute
	if p.ParseOptionalKeyword("reduce") {
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		for {
			pos := p.Pos()
			a, err := p.ParseAttribute(ctx.NoneType())
			if err != nil {
				return err
			}
			s, ok := a.(*ir.StringAttr)
			if !ok {
				return p.ErrorAt(pos, "invalid kind of attribute specified")
			}
			kind, ok := atomicRMWKind(s.Value)
			if !ok {
				return p.ErrorAt(pos, "invalid reduction value: %s", strconv.Quote(s.Value))
			}
			reductions = append(reductions, ctx.IntAttr(ctx.I(64), int64(kind)))
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
	}
	st.AddAttr("reductions", ctx.ArrayAttr(reductions))
	if p.ParseOptionalPunct("->") {
		types, err := ods.ParseArrowTypeList(p)
		if err != nil {
			return err
		}
		st.Types = append(st.Types, types...)
	}
	r := st.AddRegion()
	if err := p.ParseRegion(r, ivs); err != nil {
		return err
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	ods.EnsureTerminator(ctx, r, st.Loc, "affine.yield")
	return nil
}

// parseBoundGroups is upstream's parseAffineMapWithMinMax: a parenthesized
// list of expressions and `max(...)` (`min(...)` for upper bounds) groups,
// stored as one flat map over deduplicated operands plus the group sizes.
func parseBoundGroups(p ir.OpParser, st *ir.OperationState, upper bool) error {
	ctx := p.Context()
	mapName, groupsName, keyword := "lowerBoundsMap", "lowerBoundsGroups", "max"
	if upper {
		mapName, groupsName, keyword = "upperBoundsMap", "upperBoundsGroups", "min"
	}
	if err := p.ParsePunct("("); err != nil {
		return err
	}
	if p.ParseOptionalPunct(")") {
		st.AddAttr(mapName, ctx.AffineMapAttr(affine.EmptyMap(ctx)))
		st.AddAttr(groupsName, i32Tensor(ctx, nil))
		return nil
	}
	var exprs []affine.Expr
	var dimLists, symLists [][]ir.UnresolvedOperand
	var sizes []int32
	for {
		if p.ParseOptionalKeyword(keyword) {
			m, us, err := p.ParseAffineMapOfSSAIDs(affine.DelimParen)
			if err != nil {
				return err
			}
			exprs = append(exprs, m.Results...)
			for range m.Results {
				dimLists = append(dimLists, us[:m.NumDims])
				symLists = append(symLists, us[m.NumDims:])
			}
			sizes = append(sizes, int32(len(m.Results)))
		} else {
			e, dims, syms, err := p.ParseAffineExprOfSSAIDs()
			if err != nil {
				return err
			}
			exprs = append(exprs, e)
			dimLists = append(dimLists, dims)
			symLists = append(symLists, syms)
			sizes = append(sizes, 1)
		}
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	if err := p.ParsePunct(")"); err != nil {
		return err
	}
	totalDims, totalSyms := 0, 0
	for i, e := range exprs {
		nd, ns := len(dimLists[i]), len(symLists[i])
		e = affine.ShiftDims(ctx, e, nd, totalDims, 0)
		exprs[i] = affine.ShiftSymbols(ctx, e, ns, totalSyms, 0)
		totalDims += nd
		totalSyms += ns
	}
	dims, dimRepl, err := dedupOperands(p, dimLists, func(pos int) affine.Expr { return affine.Dim(ctx, pos) })
	if err != nil {
		return err
	}
	syms, symRepl, err := dedupOperands(p, symLists, func(pos int) affine.Expr { return affine.Symbol(ctx, pos) })
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, dims...)
	st.Operands = append(st.Operands, syms...)
	m := affine.Get(ctx, totalDims, totalSyms, exprs).ReplaceDimsAndSymbols(ctx, dimRepl, symRepl, len(dims), len(syms))
	st.AddAttr(mapName, ctx.AffineMapAttr(m))
	st.AddAttr(groupsName, i32Tensor(ctx, sizes))
	return nil
}

// dedupOperands resolves the operand lists as index values and returns
// the distinct values with, for each listed operand, the expression of its
// position among them (upstream's deduplicateAndResolveOperands).
func dedupOperands(p ir.OpParser, lists [][]ir.UnresolvedOperand, expr func(pos int) affine.Expr) ([]*ir.Value, []affine.Expr, error) {
	var unique []*ir.Value
	var repl []affine.Expr
	index := p.Context().IndexType()
	for _, list := range lists {
		for _, u := range list {
			v, err := p.ResolveOperand(u, index)
			if err != nil {
				return nil, nil, err
			}
			pos := len(unique)
			for i, w := range unique {
				if w == v {
					pos = i
					break
				}
			}
			if pos == len(unique) {
				unique = append(unique, v)
			}
			repl = append(repl, expr(pos))
		}
	}
	return unique, repl, nil
}

func printParallel(p ir.OpPrinter, op *ir.Operation) {
	body := op.Region(0).First()
	p.WriteString(" (")
	ods.PrintOperands(p, body.Args())
	p.WriteString(") = (")
	printBoundGroups(p, mapAttr(op, "lowerBoundsMap"), groups(op.InherentAttr("lowerBoundsGroups")), parallelBoundOperands(op, false), "max")
	p.WriteString(") to (")
	printBoundGroups(p, mapAttr(op, "upperBoundsMap"), groups(op.InherentAttr("upperBoundsGroups")), parallelBoundOperands(op, true), "min")
	p.WriteString(")")
	steps := parallelSteps(op)
	for _, s := range steps {
		if s != 1 {
			p.WriteString(" step (")
			for i, s := range steps {
				if i > 0 {
					p.WriteString(", ")
				}
				p.WriteString(strconv.FormatInt(s, 10))
			}
			p.WriteString(")")
			break
		}
	}
	if op.NumResults() > 0 {
		p.WriteString(" reduce (")
		for i, a := range op.InherentAttr("reductions").(*ir.ArrayAttr).Elems {
			if i > 0 {
				p.WriteString(", ")
			}
			p.WriteString(strconv.Quote(atomicRMWKinds[a.(*ir.IntegerAttr).Int64()]))
		}
		p.WriteString(") -> (")
		for i, r := range op.Results() {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintType(r.Type())
		}
		p.WriteString(")")
	}
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), false, op.NumResults() > 0, false)
	p.PrintOptionalAttrDict(discardable(op))
}

// printBoundGroups is upstream's printMinMaxBound.
func printBoundGroups(p ir.OpPrinter, m *affine.Map, sizes []int64, operands []*ir.Value, keyword string) {
	dims, syms := operands[:m.NumDims], operands[m.NumDims:]
	start := 0
	var buf []byte
	for i, size := range sizes {
		if i > 0 {
			buf = append(buf, ", "...)
		}
		if size == 1 {
			buf = appendExprOfSSAIDs(p, buf, m.Results[start], dims, syms)
			start++
			continue
		}
		buf = append(buf, keyword...)
		buf = append(buf, '(')
		for j, e := range m.Results[start : start+int(size)] {
			if j > 0 {
				buf = append(buf, ", "...)
			}
			buf = appendExprOfSSAIDs(p, buf, e, dims, syms)
		}
		buf = append(buf, ')')
		start += int(size)
	}
	p.WriteString(string(buf))
}

func verifyParallel(op *ir.Operation) error {
	body := op.Region(0).First()
	numDims := len(parallelSteps(op))
	lbGroups, ubGroups := groups(op.InherentAttr("lowerBoundsGroups")), groups(op.InherentAttr("upperBoundsGroups"))
	nArgs := 0
	if body != nil {
		nArgs = len(body.Args())
	}
	if len(lbGroups) != numDims || len(ubGroups) != numDims || nArgs != numDims {
		return op.EmitOpError("the number of region arguments (%d) and the number of map groups for lower (%d) and upper bound (%d), and the number of steps (%d) must all match",
			nArgs, len(lbGroups), len(ubGroups), numDims)
	}
	for i, gs := range [][]int64{lbGroups, ubGroups} {
		want := int64(0)
		for _, g := range gs {
			want += g
		}
		name, what := "lowerBoundsMap", "lower"
		if i == 1 {
			name, what = "upperBoundsMap", "upper"
		}
		if want != int64(len(mapAttr(op, name).Results)) {
			return op.EmitOpError("expected %s bounds map to have %d results", what, want)
		}
	}
	reductions := op.InherentAttr("reductions").(*ir.ArrayAttr).Elems
	if len(reductions) != op.NumResults() {
		return op.EmitOpError("a reduction must be specified for each output")
	}
	for i, a := range reductions {
		k := a.(*ir.IntegerAttr).Int64()
		if k < 0 || k >= int64(len(atomicRMWKinds)) {
			return op.EmitOpError("invalid reduction attribute")
		}
		if !reductionMatches(op.Result(i).Type(), atomicRMWKinds[k]) {
			return op.EmitOpError("result type cannot match reduction attribute")
		}
	}
	lb, ub := mapAttr(op, "lowerBoundsMap"), mapAttr(op, "upperBoundsMap")
	if err := verifyDimAndSymbolIdentifiers(op, parallelBoundOperands(op, false), lb.NumDims); err != nil {
		return err
	}
	return verifyDimAndSymbolIdentifiers(op, parallelBoundOperands(op, true), ub.NumDims)
}
