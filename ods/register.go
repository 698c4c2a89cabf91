package ods

import (
	"fmt"
	"sort"
	"strconv"
	"sync"

	"github.com/gomlir/gomlir/ir"
)

// registered is what ir.OpInfo.Spec holds for ops defined here.
type registered struct {
	ctx  *ir.Context
	spec *Op
	fmt  *format
	// byName lists the indices of the spec's attributes in name order.
	byName []int
	// defaults lists the indices of the attributes with a default value.
	defaults []int
	// defaultAttrs caches the default-valued inherent attributes of new
	// operations (see DefaultAttrs), built on first use.
	defaultsOnce sync.Once
	defaultAttrs []ir.NamedAttr
	// defaultVals caches the default value of each attribute of the spec
	// in ctx (nil: none), which the printer compares with, built on first
	// use.
	defaultValsOnce sync.Once
	defaultVals     []ir.Attribute
}

// defaultValue returns the default value of attribute i of the spec in the
// registering context, nil when it has none.
func (r *registered) defaultValue(i int) ir.Attribute {
	r.defaultValsOnce.Do(func() {
		r.defaultVals = make([]ir.Attribute, len(r.spec.Attrs))
		for j, a := range r.spec.Attrs {
			if a.Default != nil {
				r.defaultVals[j] = a.Default(r.ctx)
			}
		}
	})
	return r.defaultVals[i]
}

// SpecOf returns the spec an operation was registered from, or nil.
func SpecOf(op *ir.Operation) *Op {
	if r, ok := op.Info().Spec.(*registered); ok {
		return r.spec
	}
	return nil
}

// Register registers the dialect and all its ops in ctx.
func (d *Dialect) Register(ctx *ir.Context) error {
	dl := d.Template
	dl.Name = d.Name
	if err := ir.CheckInterfaces("dialect "+d.Name, dl.Interfaces); err != nil {
		return err
	}
	ctx.RegisterDialect(&dl)
	for _, op := range d.Ops {
		if err := RegisterOp(ctx, op); err != nil {
			return err
		}
	}
	return nil
}

// MustRegister is Register for dialects whose specs are fixed in code.
func (d *Dialect) MustRegister(ctx *ir.Context) {
	if err := d.Register(ctx); err != nil {
		panic(err)
	}
}

// RegisterOp builds the ir.OpInfo of one spec and registers it.
func RegisterOp(ctx *ir.Context, op *Op) error {
	if err := ir.CheckInterfaces(op.Name, op.Interfaces); err != nil {
		return err
	}
	r := &registered{ctx: ctx, spec: op, byName: op.attrsByName()}
	info := &ir.OpInfo{
		Name:               op.Name,
		ParentNames:        op.ParentNames,
		ImplicitTerminator: op.ImplicitTerminator,
		Interfaces:         op.Interfaces,
		VerifyRegions:      op.VerifyRegions,
		Fold:               op.Fold,
		ResultNames:        op.ResultNames,
		BlockArgNames:      op.BlockArgNames,
		BlockNames:         op.BlockNames,
		DefaultDialect:     op.DefaultDialect,
		Spec:               r,
	}
	if info.ResultNames == nil {
		info.ResultNames = defaultResultNames(op)
	}
	if len(op.Canonicalize) > 0 {
		info.Patterns = op.Canonicalize
	}
	for _, t := range op.Traits {
		info.Traits = info.Traits.With(t)
	}
	for _, a := range op.Attrs {
		info.InherentAttrs = append(info.InherentAttrs, a.Name)
	}
	if info.Traits.Has(ir.TraitAttrSizedOperandSegments) {
		info.InherentAttrs = append(info.InherentAttrs, "operandSegmentSizes")
	}
	if info.Traits.Has(ir.TraitAttrSizedResultSegments) {
		info.InherentAttrs = append(info.InherentAttrs, "resultSegmentSizes")
	}
	for i, a := range op.Attrs {
		if a.Default != nil {
			r.defaults = append(r.defaults, i)
		}
	}
	// The defaults stored when absent: not those of optional attributes
	// (upstream's DefaultValuedOptionalAttr).
	var defaults []int
	for _, i := range r.defaults {
		if !op.Attrs[i].Optional {
			defaults = append(defaults, i)
		}
	}
	// Segment sizes are native properties upstream: zeros when not given.
	segOperands := op.hasTrait(ir.TraitAttrSizedOperandSegments)
	segResults := op.hasTrait(ir.TraitAttrSizedResultSegments)
	if len(defaults) > 0 || segOperands || segResults {
		build := func(ctx *ir.Context) []ir.NamedAttr {
			out := make([]ir.NamedAttr, len(defaults))
			for j, i := range defaults {
				out[j] = ir.NamedAttr{Name: op.Attrs[i].Name, Value: op.Attrs[i].Default(ctx)}
			}
			if segOperands {
				out = append(out, ir.NamedAttr{Name: "operandSegmentSizes", Value: ctx.DenseI32Array(make([]int32, len(op.Operands)))})
			}
			if segResults {
				out = append(out, ir.NamedAttr{Name: "resultSegmentSizes", Value: ctx.DenseI32Array(make([]int32, len(op.Results)))})
			}
			return out
		}
		// Every new operation asks: the registering context's list is
		// built once and shared (callers only read it).
		info.DefaultAttrs = func(c *ir.Context) []ir.NamedAttr {
			if c != ctx {
				return build(c)
			}
			r.defaultsOnce.Do(func() { r.defaultAttrs = build(ctx) })
			return r.defaultAttrs
		}
	}
	info.VerifyCounts = func(o *ir.Operation) error { return verifyCounts(op, o) }
	info.VerifyInvariants = func(o *ir.Operation) error { return verifySpec(r, o) }
	info.Verify = func(o *ir.Operation) error { return verifyAfterTraits(op, o) }
	info.VerifyInherentAttrs = func(attrs []ir.NamedAttr) string { return inherentAttrsMessage(op, r.byName, attrs) }
	info.PropStorage = func(name string, a ir.Attribute) (bool, string) { return propStorage(op, name, a) }
	switch {
	case op.Parse != nil || op.Print != nil:
		info.Parse, info.Print = op.Parse, op.Print
	case op.Format != "":
		f, err := compileFormat(op)
		if err != nil {
			return err
		}
		r.fmt = f
		info.Parse = func(p ir.OpParser, st *ir.OperationState) error { return f.parse(op, p, st) }
		info.Print = func(p ir.OpPrinter, o *ir.Operation) { f.print(op, p, o) }
	}
	ctx.RegisterOp(info)
	return nil
}

// inherentAttrsMessage checks the constraints of the spec's attributes
// present in attrs, in name order (upstream's verifyInherentAttrs).
func inherentAttrsMessage(spec *Op, byName []int, attrs []ir.NamedAttr) string {
	for _, i := range byName {
		a := spec.Attrs[i]
		for _, na := range attrs {
			if na.Name == a.Name && a.Constraint.Pred != nil && !a.Constraint.Pred(na.Value) {
				return fmt.Sprintf("attribute '%s' failed to satisfy constraint: %s", a.Name, a.Constraint.Desc)
			}
		}
	}
	return ""
}

// propStorage checks the storage class of an inherent attribute and
// returns the constraint's conversion message when it does not fit.
func propStorage(spec *Op, name string, a ir.Attribute) (bool, string) {
	for _, at := range spec.Attrs {
		if at.Name == name {
			if at.Constraint.Storage == nil || at.Constraint.Storage(a) {
				return true, ""
			}
			return false, at.Constraint.StorageError
		}
	}
	if name == "operandSegmentSizes" || name == "resultSegmentSizes" {
		d, ok := a.(*ir.DenseArrayAttr)
		return ok && intOfWidth(32)(d.Elem), ""
	}
	return true, ""
}

// verifyValueSizeAttr checks a segment-size attribute against the size of
// the value group it splits (upstream's verifyValueSizeAttr).
func verifyValueSizeAttr(op *ir.Operation, attr, group string, n int) error {
	seg, ok := op.InherentAttr(attr).(*ir.DenseArrayAttr)
	if !ok || !intOfWidth(32)(seg.Elem) {
		return op.EmitOpError("requires dense i32 array attribute '%s'", attr)
	}
	total := int64(0)
	for _, v := range seg.Int64s() {
		if v < 0 {
			return op.EmitOpError("'%s' attribute cannot have negative elements", attr)
		}
		total += v
	}
	if total != int64(n) {
		return op.EmitOpError("%s count (%d) does not match with the total size (%d) specified in attribute '%s'", group, n, total, attr)
	}
	return nil
}

// attrsByName returns the indices of the spec's attributes sorted by name.
func (spec *Op) attrsByName() []int {
	idx := make([]int, len(spec.Attrs))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool { return spec.Attrs[idx[a]].Name < spec.Attrs[idx[b]].Name })
	return idx
}

func arityWord(a Arity) string {
	switch a {
	case Variadic, VariadicOfVariadic:
		return "variadic of "
	}
	return ""
}

// verifySpec checks the structural counts, attribute and type constraints
// and type traits of a spec, in upstream's order (its count traits and
// OpInvariants).
// verifySpec checks the declared constraints of an operation whose counts
// verifyCounts accepted.
func verifySpec(r *registered, op *ir.Operation) error {
	spec := r.spec
	// Attributes: upstream checks presence in name order, then constraints
	// in declaration order.
	for _, i := range r.byName {
		a := spec.Attrs[i]
		if !a.Optional && a.Default == nil && op.InherentAttr(a.Name) == nil {
			return op.EmitOpError("requires attribute '%s'", a.Name)
		}
	}
	for _, a := range spec.Attrs {
		v := op.InherentAttr(a.Name)
		if v == nil {
			continue
		}
		if a.Constraint.Pred != nil && !a.Constraint.Pred(v) {
			return op.EmitOpError("attribute '%s' failed to satisfy constraint: %s", a.Name, a.Constraint.Desc)
		}
	}
	// Operand and result types.
	idx := 0
	var buf [8]int
	sizes := groupSizes(buf[:0], spec, op, false)
	for i, o := range spec.Operands {
		if o.Arity == VariadicOfVariadic && o.SegmentAttr != "" {
			if err := verifyValueSizeAttr(op, o.SegmentAttr, o.Name, sizes[i]); err != nil {
				return err
			}
		}
		for j := 0; j < sizes[i]; j++ {
			t := op.Operand(idx).Type()
			if o.Type.Pred != nil && !o.Type.Pred(t) {
				return op.EmitOpError("operand #%d must be %s%s, but got '%s'", idx, arityWord(o.Arity), o.Type.Desc, TypeText(t))
			}
			idx++
		}
	}
	idx = 0
	sizes = groupSizes(buf[:0], spec, op, true)
	for i, r := range spec.Results {
		for j := 0; j < sizes[i]; j++ {
			t := op.Result(idx).Type()
			if r.Type.Pred != nil && !r.Type.Pred(t) {
				return op.EmitOpError("result #%d must be %s%s, but got '%s'", idx, arityWord(r.Arity), r.Type.Desc, TypeText(t))
			}
			idx++
		}
	}
	// Upstream's generated verifiers check the PredOpTraits (type
	// relations) after the operands and results, before the regions.
	if err := verifyTypeRelations(spec, op); err != nil {
		return err
	}
	fixedRegions := 0
	for _, r := range spec.Regions {
		if r.Arity == Single {
			fixedRegions++
		}
	}
	ri := 0
	for _, r := range spec.Regions {
		n := 1
		if r.Arity != Single {
			n = op.NumRegions() - fixedRegions
		}
		for j := 0; j < n && ri < op.NumRegions(); j++ {
			if r.MaxBlocks > 0 && op.Region(ri).NumBlocks() != r.MaxBlocks {
				// Upstream's SizedRegion<N>: exactly N blocks.
				if r.Name == "" {
					return op.EmitOpError("region #%d failed to verify constraint: region with %d blocks", ri, r.MaxBlocks)
				}
				return op.EmitOpError("region #%d ('%s') failed to verify constraint: region with %d blocks", ri, r.Name, r.MaxBlocks)
			}
			ri++
		}
	}
	return verifyShapeTraits(spec, op)
}

// verifyAfterTraits runs the interface verifiers and the Verify hook,
// which upstream runs after the op's native traits (Terminator,
// HasParent, ...) that the ir verifier checks in between.
func verifyAfterTraits(spec *Op, op *ir.Operation) error {
	if err := verifyInferredTypes(spec, op); err != nil {
		return err
	}
	if spec.Verify != nil {
		return spec.Verify(op)
	}
	return nil
}

// TypeText prints a type for diagnostics; set by the asm package's users
// (the driver) so that ods does not import asm. Until then it names the
// type's Go type, so that verifiers never call a nil function.
var TypeText = func(t ir.Type) string { return fmt.Sprintf("%T", t) }

func verifyCounts(spec *Op, op *ir.Operation) error {
	nFixed, variadic := 0, false
	for _, r := range spec.Regions {
		if r.Arity == Single {
			nFixed++
		} else {
			variadic = true
		}
	}
	switch {
	case !variadic && nFixed == 0 && op.NumRegions() != 0:
		return op.EmitOpError("requires zero regions")
	case !variadic && nFixed == 1 && op.NumRegions() != 1:
		return op.EmitOpError("requires one region")
	case !variadic && op.NumRegions() != nFixed:
		return op.EmitOpError("expected %d regions", nFixed)
	case variadic && op.NumRegions() < nFixed:
		return op.EmitOpError("expected %d or more regions", nFixed)
	}
	nFixed, variadic = 0, false
	for _, r := range spec.Results {
		if r.Arity == Single {
			nFixed++
		} else {
			variadic = true
		}
	}
	switch {
	case !variadic && nFixed == 0 && op.NumResults() != 0:
		return op.EmitOpError("requires zero results")
	case !variadic && nFixed == 1 && op.NumResults() != 1:
		return op.EmitOpError("requires one result")
	case !variadic && op.NumResults() != nFixed:
		return op.EmitOpError("expected %d results", nFixed)
	case variadic && op.NumResults() < nFixed:
		return op.EmitOpError("expected %d or more results, but found %d", nFixed, op.NumResults())
	}
	nFixed, variadic = 0, false
	for _, s := range spec.Successors {
		if s.Arity == Single {
			nFixed++
		} else {
			variadic = true
		}
	}
	switch {
	case !variadic && nFixed == 0 && op.NumSuccessors() != 0:
		return op.EmitOpError("requires 0 successors but found %d", op.NumSuccessors())
	case !variadic && nFixed == 1 && op.NumSuccessors() != 1:
		return op.EmitOpError("requires 1 successor but found %d", op.NumSuccessors())
	case !variadic && op.NumSuccessors() != nFixed:
		return op.EmitOpError("requires %d successors but found %d", nFixed, op.NumSuccessors())
	}
	nFixed, variadic = 0, false
	for _, o := range spec.Operands {
		if o.Arity == Single {
			nFixed++
		} else {
			variadic = true
		}
	}
	if spec.hasTrait(ir.TraitAttrSizedOperandSegments) {
		seg, ok := op.InherentAttr("operandSegmentSizes").(*ir.DenseArrayAttr)
		if !ok {
			return op.EmitOpError("requires attribute 'operandSegmentSizes'")
		}
		if seg.N != len(spec.Operands) {
			return op.EmitOpError("'operandSegmentSizes' attribute for specifying operand segments must have %d elements, but got %d", len(spec.Operands), seg.N)
		}
		sum := int64(0)
		for _, v := range seg.Int64s() {
			if v < 0 {
				return op.EmitOpError("'operandSegmentSizes' attribute cannot have negative elements")
			}
			sum += v
		}
		if int(sum) != op.NumOperands() {
			return op.EmitOpError("operand count (%d) does not match with the total size (%d) specified in attribute 'operandSegmentSizes'", op.NumOperands(), sum)
		}
		return nil
	}
	switch {
	case !variadic && nFixed == 0 && op.NumOperands() != 0:
		return op.EmitOpError("requires zero operands")
	case !variadic && nFixed == 1 && op.NumOperands() != 1:
		return op.EmitOpError("requires a single operand")
	case !variadic && op.NumOperands() != nFixed:
		return op.EmitOpError("expected %d operands, but found %d", nFixed, op.NumOperands())
	case variadic && op.NumOperands() < nFixed:
		return op.EmitOpError("expected %d or more operands, but found %d", nFixed, op.NumOperands())
	}
	return nil
}

func verifyTypeRelations(spec *Op, op *ir.Operation) error {
	for _, g := range spec.AllTypesMatch {
		var first ir.Type
		for _, n := range g {
			t := namedType(spec, op, n)
			if t == nil {
				continue
			}
			if first == nil {
				first = t
			} else if t != first {
				return op.EmitOpError("failed to verify that all of {%s} have same type", joinNames(g))
			}
		}
	}
	ctx := op.Info().Spec.(*registered).ctx
	for _, r := range spec.TypesMatchWith {
		from := namedType(spec, op, r.From)
		if from == nil {
			continue
		}
		if r.TransformList != nil {
			want, got := r.TransformList(ctx, from), namedTypes(spec, op, r.To)
			if !sameTypes(want, got) {
				return op.EmitOpError("failed to verify that %s", r.Desc)
			}
			continue
		}
		if to := namedType(spec, op, r.To); to != nil && r.Transform(ctx, from) != to {
			return op.EmitOpError("failed to verify that %s", r.Desc)
		}
	}
	for _, p := range spec.Preds {
		if !p.Check(op) {
			return op.EmitOpError("failed to verify that %s", p.Desc)
		}
	}
	// The native type traits come after the predicate traits (upstream's
	// OpInvariants precede the other traits).
	if spec.hasTrait(ir.TraitSameTypeOperands) && op.NumOperands() > 0 {
		t := op.Operand(0).Type()
		for i := 1; i < op.NumOperands(); i++ {
			if op.Operand(i).Type() != t {
				return op.EmitOpError("requires all operands to have the same type")
			}
		}
	}
	if spec.hasTrait(ir.TraitSameOperandsAndResultType) && op.NumResults() > 0 {
		// Upstream compares element types and shape compatibility (a
		// dynamic dimension matches a static one), then tensor encodings.
		t := op.Result(0).Type()
		elem := ElementOf(t)
		var enc ir.Attribute
		if rt, ok := t.(*ir.RankedTensorType); ok {
			enc = rt.Encoding
		}
		nres := op.NumResults()
		for i := 1; i < nres+op.NumOperands(); i++ {
			var u ir.Type
			if i < nres {
				u = op.Result(i).Type()
			} else {
				u = op.Operand(i - nres).Type()
			}
			if ElementOf(u) != elem || !compatibleShapePair(u, t) {
				return op.EmitOpError("requires the same type for all operands and results")
			}
			if enc != nil {
				if rt, ok := u.(*ir.RankedTensorType); !ok || rt.Encoding != enc {
					return op.EmitOpError("requires the same encoding for all operands and results")
				}
			}
		}
	}
	return nil
}

// compatibleShapePair is upstream's verifyCompatibleShape(Type, Type):
// both or neither shaped, and unranked or equal-rank shapes whose static
// dimensions agree.
func compatibleShapePair(a, b ir.Type) bool {
	sa, aok := a.(ir.ShapedType)
	sb, bok := b.(ir.ShapedType)
	if !aok || !bok {
		return aok == bok
	}
	if !sa.HasRank() || !sb.HasRank() {
		return true
	}
	da, db := sa.Dims(), sb.Dims()
	if len(da) != len(db) {
		return false
	}
	for i := range da {
		if da[i] != ir.Dynamic && db[i] != ir.Dynamic && da[i] != db[i] {
			return false
		}
	}
	return true
}

func joinNames(ns []string) string {
	s := ""
	for i, n := range ns {
		if i > 0 {
			s += ", "
		}
		s += n
	}
	return s
}

func sameTypes(a, b []ir.Type) bool {
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

// namedTypes returns the types of all values of a named operand or result
// group.
func namedTypes(spec *Op, op *ir.Operation, name string) []ir.Type {
	var out []ir.Type
	for i, o := range spec.Operands {
		if o.Name == name {
			start, n := groupRange(spec, op, i, false)
			for j := 0; j < n; j++ {
				out = append(out, op.Operand(start+j).Type())
			}
			return out
		}
	}
	for i, r := range spec.Results {
		if r.Name == name {
			start, n := groupRange(spec, op, i, true)
			for j := 0; j < n; j++ {
				out = append(out, op.Result(start+j).Type())
			}
			return out
		}
	}
	return nil
}

// namedType returns the type of the first value of a named group, or of a
// typed attribute.
func namedType(spec *Op, op *ir.Operation, name string) ir.Type {
	for i, o := range spec.Operands {
		if o.Name == name {
			start, n := groupRange(spec, op, i, false)
			if n > 0 {
				return op.Operand(start).Type()
			}
			return nil
		}
	}
	for i, r := range spec.Results {
		if r.Name == name {
			start, n := groupRange(spec, op, i, true)
			if n > 0 {
				return op.Result(start).Type()
			}
			return nil
		}
	}
	return AttrTypeOf(ContextOf(op), op.InherentAttr(name))
}

// AttrTypeOf returns the type of a typed attribute (upstream's
// TypedAttr, which strings and opaque attributes are too: of type none
// unless typed), or nil.
func AttrTypeOf(ctx *ir.Context, a ir.Attribute) ir.Type {
	switch a := a.(type) {
	case ir.TypedAttr:
		return a.AttrType()
	case *ir.StringAttr:
		if a.Type == nil && ctx != nil {
			return ctx.NoneType()
		}
		return a.Type
	case *ir.OpaqueAttr:
		if a.Type == nil && ctx != nil {
			return ctx.NoneType()
		}
		return a.Type
	}
	return nil
}

var _ = strconv.Itoa

// verifyInferredTypes is the verifier of the InferTypeOpInterface that
// upstream's ODS adds to ops with SameOperandsAndResultType and a
// non-variadic operand: every result must have exactly the type of that
// operand (SameOperandsAndResultType itself accepts compatible shapes).
func verifyInferredTypes(spec *Op, op *ir.Operation) error {
	if !spec.hasTrait(ir.TraitSameOperandsAndResultType) || op.NumResults() == 0 {
		return nil
	}
	anchor := -1
	for i, o := range spec.Operands {
		if o.Arity == Single {
			anchor = i
			break
		}
	}
	if anchor < 0 {
		return nil
	}
	start, n := groupRange(spec, op, anchor, false)
	if n == 0 {
		return nil
	}
	inferred := op.Operand(start).Type()
	same := true
	for _, r := range op.Results() {
		if r.Type() != inferred {
			same = false
		}
	}
	if same {
		return nil
	}
	list := func(ts []ir.Type) string {
		out := ""
		for i, t := range ts {
			if i > 0 {
				out += ", "
			}
			out += "'" + TypeText(t) + "'"
		}
		return out
	}
	want := make([]ir.Type, op.NumResults())
	for i := range want {
		want[i] = inferred
	}
	if ctx := ContextOf(op); ctx != nil {
		ctx.Report(ir.Errorf(op.Loc(), "'%s' op inferred type(s) %s are incompatible with return type(s) of operation %s",
			op.Name(), list(want), list(op.ResultTypes())))
	}
	return op.EmitOpError("failed to infer returned types")
}
