// Package affine defines the affine dialect: affine.apply, for, if, load,
// store, vector_load, vector_store, min, max, parallel, prefetch,
// dma_start, dma_wait, yield, delinearize_index and linearize_index, with
// upstream's syntax, verifiers (including the rules for valid dimension
// and symbol operands), interfaces, folders and canonicalization patterns.
package affine

import (
	"github.com/gomlir/gomlir/analysis/valuebounds"
	"strconv"

	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/rewrite"
)

// Dialect is the affine dialect.
var Dialect = &ods.Dialect{
	Name:    "affine",
	Summary: "affine dialect",
	Ops: []*ods.Op{applySpec, forSpec, ifSpec, yieldSpec, loadSpec, storeSpec, vectorLoadSpec,
		vectorStoreSpec, minSpec, maxSpec, parallelSpec, prefetchSpec, dmaStartSpec, dmaWaitSpec,
		delinearizeSpec, linearizeSpec},
	Template: ir.Dialect{
		MaterializeConstant: materializeConstant,
		Interfaces:          ir.Interfaces{inliner},
	},
}

// materializeConstant is AffineDialect::materializeConstant: ub.poison for
// poison, otherwise what arith.constant builds.
func materializeConstant(b *ir.Builder, value ir.Attribute, t ir.Type, loc ir.Location) *ir.Operation {
	return arith.Dialect.Template.MaterializeConstant(b, value, t, loc)
}

// Attribute constraints with upstream's descriptions.
var (
	affineMapAttr = ods.AttrConstraint{Desc: "AffineMap attribute", Pred: func(a ir.Attribute) bool {
		_, ok := a.(*ir.AffineMapAttr)
		return ok
	}}
	integerSetAttr = ods.AttrConstraint{Desc: "IntegerSet attribute", Pred: func(a ir.Attribute) bool {
		_, ok := a.(*ir.IntegerSetAttr)
		return ok
	}}
)

// applySpec is affine.apply: the single result of an affine map applied to
// dimension and symbol operands.
var applySpec = &ods.Op{
	Name:         "affine.apply",
	Summary:      "affine apply operation",
	Operands:     []ods.Operand{{Name: "mapOperands", Type: ods.Index, Arity: ods.Variadic}},
	Attrs:        []ods.Attr{{Name: "map", Constraint: affineMapAttr}},
	Results:      []ods.Result{{Name: "result", Type: ods.Index}},
	Traits:       []ir.Trait{ir.TraitNoMemoryEffect, ir.TraitAlwaysSpeculatable},
	Parse:        parseApply,
	Print:        printApply,
	Verify:       verifyApply,
	Fold:         foldApply,
	Canonicalize: []any{simplifyAffineOpPattern("affine.apply")},
	Interfaces:   ir.Interfaces{valuebounds.IndexBounds(applyBounds)},
}

func parseApply(p ir.OpParser, st *ir.OperationState) error {
	ctx := p.Context()
	a, err := parseAttrOf[*ir.AffineMapAttr](p)
	if err != nil {
		return err
	}
	st.AddAttr("map", a)
	numDims, err := parseDimAndSymbolList(p, st)
	if err != nil {
		return err
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	m := a.Map
	if m.NumDims != numDims || numDims+m.NumSymbols != len(st.Operands) {
		return nameError(st, "affine.apply", "dimension or symbol index mismatch")
	}
	for range m.Results {
		st.Types = append(st.Types, ctx.IndexType())
	}
	return nil
}

func printApply(p ir.OpPrinter, op *ir.Operation) {
	m := op.InherentAttr("map").(*ir.AffineMapAttr)
	p.WriteString(" ")
	p.PrintAttribute(m)
	printDimAndSymbolList(p, op.Operands(), m.Map.NumDims)
	p.PrintOptionalAttrDict(discardable(op))
}

func verifyApply(op *ir.Operation) error {
	m := op.InherentAttr("map").(*ir.AffineMapAttr).Map
	if op.NumOperands() != m.NumDims+m.NumSymbols {
		return op.EmitOpError("operand count and affine map dimension and symbol count must match")
	}
	if len(m.Results) != 1 {
		return op.EmitOpError("mapping must produce one value")
	}
	// Valid dimensions may not stand for symbols (operands that are
	// neither are allowed).
	region := affineScope(op)
	for _, v := range op.Operands()[m.NumDims:] {
		if isValidDim(v, region) && !isValidSymbol(v, region) {
			return op.EmitError("dimensional operand cannot be used as a symbol")
		}
	}
	return nil
}

// forSpec is affine.for: a loop from a lower to an upper bound (each the
// max, respectively min, of an affine map's results) by a constant step,
// with loop-carried values.
var forSpec = &ods.Op{
	Name:    "affine.for",
	Summary: "for operation",
	Operands: []ods.Operand{
		{Name: "lowerBoundOperands", Type: ods.Index, Arity: ods.Variadic},
		{Name: "upperBoundOperands", Type: ods.Index, Arity: ods.Variadic},
		{Name: "inits", Type: ods.AnyType, Arity: ods.Variadic},
	},
	Attrs: []ods.Attr{
		{Name: "lowerBoundMap", Constraint: affineMapAttr},
		{Name: "upperBoundMap", Constraint: affineMapAttr},
		{Name: "step", Constraint: ods.IndexAttr},
	},
	Results: []ods.Result{{Name: "results", Type: ods.AnyType, Arity: ods.Variadic}},
	Regions: []ods.Region{{Name: "region", MaxBlocks: 1}},
	Traits: []ir.Trait{ir.TraitAttrSizedOperandSegments, ir.TraitAutomaticAllocationScope,
		ir.TraitSingleBlock, ir.TraitSingleBlockImplicitTerminator, ir.TraitRecursiveMemoryEffects},
	ImplicitTerminator: "affine.yield",
	Interfaces:         ir.Interfaces{forInterface{}},
	Parse:              parseFor,
	Print:              printFor,
	VerifyRegions:      verifyFor,
	Fold:               foldFor,
}

func parseFor(p ir.OpParser, st *ir.OperationState) error {
	ctx := p.Context()
	index := ctx.IndexType()
	iv, err := p.ParseArgument(false, false)
	if err != nil {
		return err
	}
	iv.Type = index
	if err := p.ParsePunct("="); err != nil {
		return err
	}
	n := len(st.Operands)
	if err := parseBound(p, st, true); err != nil {
		return err
	}
	numLb := len(st.Operands) - n
	if !p.ParseOptionalKeyword("to") {
		return p.Errorf("expected 'to' between bounds")
	}
	n = len(st.Operands)
	if err := parseBound(p, st, false); err != nil {
		return err
	}
	numUb := len(st.Operands) - n
	if !p.ParseOptionalKeyword("step") {
		st.AddAttr("step", ctx.IntAttr(index, 1))
	} else {
		pos := p.Pos()
		a, err := p.ParseAttribute(index)
		if err != nil {
			return err
		}
		step, ok := a.(*ir.IntegerAttr)
		if !ok {
			return p.ErrorAt(pos, "invalid kind of attribute specified")
		}
		if step.BigInt().Sign() < 0 {
			return p.ErrorAt(pos, "expected step to be representable as a positive signed integer")
		}
		st.AddAttr("step", step)
	}
	args := []ir.RegionArgument{iv}
	var inits []ir.UnresolvedOperand
	if p.ParseOptionalKeyword("iter_args") {
		// As upstream's parseAssignmentList, a missing list is an error of
		// the op's parser.
		if !p.ParseOptionalPunct("(") {
			return p.Errorf("expected '('")
		}
		if !p.ParseOptionalPunct(")") {
			for {
				a, err := p.ParseArgument(false, false)
				if err != nil {
					return err
				}
				if err := p.ParsePunct("="); err != nil {
					return err
				}
				u, err := p.ParseOperand()
				if err != nil {
					return err
				}
				args = append(args, a)
				inits = append(inits, u)
				if !p.ParseOptionalPunct(",") {
					break
				}
			}
			// Upstream's parseAssignmentList: a comma-separated list.
			if !p.ParseOptionalPunct(")") {
				return p.WrongToken("expected ',' or ')'")
			}
		}
		if err := p.ParsePunct("->"); err != nil {
			return err
		}
		types, err := ods.ParseArrowTypeList(p)
		if err != nil {
			return err
		}
		st.Types = append(st.Types, types...)
		for i, u := range inits {
			if i >= len(types) {
				break
			}
			args[i+1].Type = types[i]
			v, err := p.ResolveOperand(u, types[i])
			if err != nil {
				return err
			}
			st.Operands = append(st.Operands, v)
		}
	}
	st.AddAttr("operandSegmentSizes", ctx.DenseI32Array([]int32{int32(numLb), int32(numUb), int32(len(inits))}))
	r := st.AddRegion()
	if len(args) != len(st.Types)+1 {
		return nameError(st, "affine.for", "mismatch between the number of loop-carried values and results")
	}
	if err := p.ParseRegion(r, args); err != nil {
		return err
	}
	ods.EnsureTerminator(ctx, r, st.Loc, "affine.yield")
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	return nil
}

// parseBound parses a loop bound: an SSA value, an integer, or
// `[max|min] map(dims)[symbols]`.
func parseBound(p ir.OpParser, st *ir.OperationState, lower bool) error {
	ctx := p.Context()
	name, prefix := "upperBoundMap", "min"
	if lower {
		name, prefix = "lowerBoundMap", "max"
	}
	hasPrefix := p.ParseOptionalKeyword(prefix)
	if p.IsOperand() {
		var us []ir.UnresolvedOperand
		for {
			u, err := p.ParseOperand()
			if err != nil {
				return err
			}
			us = append(us, u)
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		if len(us) > 1 {
			return nameError(st, "affine.for", "expected only one loop bound operand")
		}
		v, err := p.ResolveOperand(us[0], ctx.IndexType())
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, v)
		st.AddAttr(name, ctx.AffineMapAttr(affine.GetSingle(ctx, 0, 1, affine.Symbol(ctx, 0))))
		return nil
	}
	pos := p.Pos()
	a, err := p.ParseAttribute(ctx.IndexType())
	if err != nil {
		return err
	}
	switch a := a.(type) {
	case *ir.AffineMapAttr:
		n := len(st.Operands)
		numDims, err := parseDimAndSymbolList(p, st)
		if err != nil {
			return err
		}
		m := a.Map
		if m.NumDims != numDims {
			return nameError(st, "affine.for", "dim operand count and affine map dim count must match")
		}
		if numDims+m.NumSymbols != len(st.Operands)-n {
			return nameError(st, "affine.for", "symbol operand count and affine map symbol count must match")
		}
		if len(m.Results) > 1 && !hasPrefix {
			if lower {
				return p.ErrorAt(pos, "lower loop bound affine map with multiple results requires 'max' prefix")
			}
			return p.ErrorAt(pos, "upper loop bound affine map with multiple results requires 'min' prefix")
		}
		st.AddAttr(name, a)
		return nil
	case *ir.IntegerAttr:
		st.AddAttr(name, ctx.AffineMapAttr(affine.ConstantMap(ctx, a.Int64())))
		return nil
	}
	return nameError(st, "affine.for", "expected valid affine map representation for loop bounds")
}

func printFor(p ir.OpPrinter, op *ir.Operation) {
	body := op.Region(0).First()
	p.WriteString(" ")
	p.PrintRegionArgumentWithoutType(body.Arg(0), nil)
	p.WriteString(" = ")
	lbStart, lbN := ods.GroupRange(op, 0, false)
	ubStart, ubN := ods.GroupRange(op, 1, false)
	printBound(p, op.InherentAttr("lowerBoundMap").(*ir.AffineMapAttr), op.Operands()[lbStart:lbStart+lbN], "max")
	p.WriteString(" to ")
	printBound(p, op.InherentAttr("upperBoundMap").(*ir.AffineMapAttr), op.Operands()[ubStart:ubStart+ubN], "min")
	if step := op.InherentAttr("step").(*ir.IntegerAttr); step.Int64() != 1 {
		p.WriteString(" step ")
		p.PrintAttributeWithoutType(step)
	}
	printTerminators := false
	if initStart, initN := ods.GroupRange(op, 2, false); initN > 0 {
		p.WriteString(" iter_args(")
		for i := 0; i < initN; i++ {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintOperand(body.Arg(i + 1))
			p.WriteString(" = ")
			p.PrintOperand(op.Operand(initStart + i))
		}
		p.WriteString(") -> (")
		for i, r := range op.Results() {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintType(r.Type())
		}
		p.WriteString(")")
		printTerminators = true
	}
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), false, printTerminators, false)
	p.PrintOptionalAttrDict(discardable(op))
}

// printBound is upstream's printBound: constants and single symbols
// plainly, other maps with their operands (and the min/max prefix when
// they have several results).
func printBound(p ir.OpPrinter, a *ir.AffineMapAttr, operands []*ir.Value, prefix string) {
	m := a.Map
	if len(m.Results) == 1 {
		e := m.Results[0]
		if m.NumDims == 0 && m.NumSymbols == 0 {
			if c, ok := e.(*affine.ConstantExpr); ok {
				p.WriteString(strconv.FormatInt(c.Value, 10))
				return
			}
		}
		if m.NumDims == 0 && m.NumSymbols == 1 {
			if _, ok := e.(*affine.SymbolExpr); ok {
				p.PrintOperand(operands[0])
				return
			}
		}
	} else {
		p.WriteString(prefix + " ")
	}
	p.PrintAttribute(a)
	printDimAndSymbolList(p, operands, m.NumDims)
}

func verifyFor(op *ir.Operation) error {
	if err := verifyImplicitTerminator(op); err != nil {
		return err
	}
	body := op.Region(0).First()
	if body == nil || len(body.Args()) == 0 {
		return op.EmitOpError("expected body to have a single index argument for the induction variable")
	}
	if _, ok := body.Arg(0).Type().(*ir.IndexType); !ok {
		return op.EmitOpError("expected body to have a single index argument for the induction variable")
	}
	lb := op.InherentAttr("lowerBoundMap").(*ir.AffineMapAttr).Map
	ub := op.InherentAttr("upperBoundMap").(*ir.AffineMapAttr).Map
	lbStart, lbN := ods.GroupRange(op, 0, false)
	ubStart, ubN := ods.GroupRange(op, 1, false)
	if lb.NumDims+lb.NumSymbols > 0 {
		if err := verifyDimAndSymbolIdentifiers(op, op.Operands()[lbStart:lbStart+lbN], lb.NumDims); err != nil {
			return err
		}
	}
	if ub.NumDims+ub.NumSymbols > 0 {
		if err := verifyDimAndSymbolIdentifiers(op, op.Operands()[ubStart:ubStart+ubN], ub.NumDims); err != nil {
			return err
		}
	}
	if len(lb.Results) < 1 {
		return op.EmitOpError("expected lower bound map to have at least one result")
	}
	if len(ub.Results) < 1 {
		return op.EmitOpError("expected upper bound map to have at least one result")
	}
	n := op.NumResults()
	if n == 0 {
		return nil
	}
	if _, initN := ods.GroupRange(op, 2, false); initN != n {
		return op.EmitOpError("mismatch between the number of loop-carried values and results")
	}
	if len(body.Args())-1 != n {
		return op.EmitOpError("mismatch between the number of basic block args and results")
	}
	return nil
}

// ifSpec is affine.if: a then region and an optional else region guarded
// by the constraints of an integer set.
var ifSpec = &ods.Op{
	Name:     "affine.if",
	Summary:  "if-then-else operation",
	Operands: []ods.Operand{{Name: "operands", Type: ods.AnyType, Arity: ods.Variadic}},
	Attrs:    []ods.Attr{{Name: "condition", Constraint: integerSetAttr}},
	Results:  []ods.Result{{Name: "results", Type: ods.AnyType, Arity: ods.Variadic}},
	Regions:  []ods.Region{{Name: "thenRegion", MaxBlocks: 1}, {Name: "elseRegion"}},
	Traits: []ir.Trait{ir.TraitSingleBlock, ir.TraitSingleBlockImplicitTerminator,
		ir.TraitRecursiveMemoryEffects, ir.TraitRecursivelySpeculatable},
	ImplicitTerminator: "affine.yield",
	Interfaces:         ir.Interfaces{ifInterface{}},
	Parse:              parseIf,
	Print:              printIf,
	Verify:             verifyIf,
	VerifyRegions:      verifyImplicitTerminator,
	Fold:               foldIf,
	Canonicalize: []any{
		&rewrite.Func{Name: anon + "SimplifyDeadElse", On: "affine.if", Weight: 1, Rewrite: simplifyDeadElse},
		&rewrite.Func{Name: anon + "AlwaysTrueOrFalseIf", On: "affine.if", Weight: 1, Rewrite: alwaysTrueOrFalseIf},
	},
}

func parseIf(p ir.OpParser, st *ir.OperationState) error {
	ctx := p.Context()
	a, err := parseAttrOf[*ir.IntegerSetAttr](p)
	if err != nil {
		return err
	}
	st.AddAttr("condition", a)
	numDims, err := parseDimAndSymbolList(p, st)
	if err != nil {
		return err
	}
	set := a.Set
	if set.NumDims != numDims {
		return nameError(st, "affine.if", "dim operand count and integer set dim count must match")
	}
	if numDims+set.NumSymbols != len(st.Operands) {
		return nameError(st, "affine.if", "symbol operand count and integer set symbol count must match")
	}
	if p.ParseOptionalPunct("->") {
		types, err := ods.ParseArrowTypeList(p)
		if err != nil {
			return err
		}
		st.Types = append(st.Types, types...)
	}
	thenR, elseR := st.AddRegion(), st.AddRegion()
	if err := p.ParseRegion(thenR, nil); err != nil {
		return err
	}
	ods.EnsureTerminator(ctx, thenR, st.Loc, "affine.yield")
	if p.ParseOptionalKeyword("else") {
		if err := p.ParseRegion(elseR, nil); err != nil {
			return err
		}
		ods.EnsureTerminator(ctx, elseR, st.Loc, "affine.yield")
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	return nil
}

func printIf(p ir.OpPrinter, op *ir.Operation) {
	cond := op.InherentAttr("condition").(*ir.IntegerSetAttr)
	p.WriteString(" ")
	p.PrintAttribute(cond)
	printDimAndSymbolList(p, op.Operands(), cond.Set.NumDims)
	if op.NumResults() > 0 {
		p.WriteString(" -> ")
		if op.NumResults() > 1 {
			p.WriteString("(")
		}
		for i, r := range op.Results() {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintType(r.Type())
		}
		if op.NumResults() > 1 {
			p.WriteString(")")
		}
	}
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), false, op.NumResults() > 0, false)
	if op.Region(1).First() != nil {
		p.WriteString(" else ")
		p.PrintRegion(op.Region(1), false, op.NumResults() > 0, false)
	}
	p.PrintOptionalAttrDict(discardable(op))
}

func verifyIf(op *ir.Operation) error {
	set := op.InherentAttr("condition").(*ir.IntegerSetAttr).Set
	if op.NumOperands() != set.NumDims+set.NumSymbols {
		return op.EmitOpError("operand count and condition integer set dimension and symbol count must match")
	}
	return verifyDimAndSymbolIdentifiers(op, op.Operands(), set.NumDims)
}

// yieldSpec is affine.yield, the terminator of affine.for and affine.if.
var yieldSpec = &ods.Op{
	Name:     "affine.yield",
	Summary:  "Yield values to parent operation",
	Operands: []ods.Operand{{Name: "operands", Type: ods.AnyType, Arity: ods.Variadic}},
	Traits:   []ir.Trait{ir.TraitNoMemoryEffect, ir.TraitAlwaysSpeculatable, ir.TraitTerminator, ir.TraitReturnLike},
	Format:   "attr-dict ($operands^ `:` type($operands))?",
	Verify: func(op *ir.Operation) error {
		parent := op.ParentOp()
		if parent == nil || (parent.Name() != "affine.for" && parent.Name() != "affine.if" && parent.Name() != "affine.parallel") {
			return op.EmitOpError("only terminates affine.if/for/parallel regions")
		}
		if parent.NumResults() != op.NumOperands() {
			return op.EmitOpError("parent of yield must have same number of results as the yield operands")
		}
		for i, r := range parent.Results() {
			if r.Type() != op.Operand(i).Type() {
				return op.EmitOpError("types mismatch between yield op and its parent")
			}
		}
		return nil
	},
}

// parseAttrOf parses an attribute that must be a T (upstream's typed
// parseAttribute: "invalid kind of attribute specified" otherwise).
func parseAttrOf[T ir.Attribute](p ir.OpParser) (T, error) {
	var zero T
	pos := p.Pos()
	a, err := p.ParseAttribute(nil)
	if err != nil {
		return zero, err
	}
	t, ok := a.(T)
	if !ok {
		return zero, p.ErrorAt(pos, "invalid kind of attribute specified")
	}
	return t, nil
}

// parseDimAndSymbolList parses `(dims)[symbols]` as index operands and
// returns the number of dimensions.
func parseDimAndSymbolList(p ir.OpParser, st *ir.OperationState) (int, error) {
	us, err := parseParenOperands(p)
	if err != nil {
		return 0, err
	}
	numDims := len(us)
	syms, err := ods.ParseOperandList(p, "[", "]", true)
	if err != nil {
		return 0, err
	}
	index := p.Context().IndexType()
	for _, u := range append(us, syms...) {
		v, err := p.ResolveOperand(u, index)
		if err != nil {
			return 0, err
		}
		st.Operands = append(st.Operands, v)
	}
	return numDims, nil
}

// printDimAndSymbolList prints `(dims)` and, when there are symbols,
// `[symbols]`.
func printDimAndSymbolList(p ir.OpPrinter, operands []*ir.Value, numDims int) {
	p.WriteString("(")
	ods.PrintOperands(p, operands[:numDims])
	p.WriteString(")")
	if len(operands) > numDims {
		p.WriteString("[")
		ods.PrintOperands(p, operands[numDims:])
		p.WriteString("]")
	}
}

// discardable returns the op's discardable attributes.
func discardable(op *ir.Operation) []ir.NamedAttr {
	if d := op.Attrs(); d != nil {
		return d.Entries
	}
	return nil
}

// nameError reports msg at the op name, as upstream's
// parser.emitError(parser.getNameLoc(), msg).
func nameError(st *ir.OperationState, name, msg string) error {
	return ir.Errorf(st.Loc, "custom op '%s' %s", name, msg)
}

// verifyImplicitTerminator is the SingleBlockImplicitTerminator region
// check: non-empty regions end with affine.yield.
func verifyImplicitTerminator(op *ir.Operation) error {
	for i := 0; i < op.NumRegions(); i++ {
		b := op.Region(i).First()
		if b == nil {
			continue
		}
		t := b.Last()
		if t == nil || t.Name() == "affine.yield" {
			continue
		}
		d := op.EmitOpError("expects regions to end with 'affine.yield', found '%s'", t.Name())
		d.AttachNote(op.Loc(), "in custom textual format, the absence of terminator implies 'affine.yield'")
		return d
	}
	return nil
}
