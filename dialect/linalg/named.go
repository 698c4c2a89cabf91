package linalg

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/ods/enumattr"
)

// The named structured ops are declared by one table, as upstream's OpDSL
// (LinalgNamedStructuredOps.yaml) and the few ods-defined ones (matmul,
// batch_matmul, batch_reduce_matmul, fill, copy, the elementwise ones)
// declare them: their operand counts, the payload their region builder
// writes, and their indexing maps and iterator types, either
// rank-polymorphic (identity maps over the rank of the init) or static.

// payload writes a named op's body: given the block arguments (inputs
// then the init) and the op's attributes, it returns the yielded value,
// or nil to leave the body without terminator; a non-empty message is a
// parse error upstream's region builder reports.
type payload func(h *bodyBuilder, args []*ir.Value, attrs []ir.NamedAttr) (*ir.Value, string)

// namedDef is one named structured op.
type namedDef struct {
	name, summary string
	nIn           int
	body          payload
	// loops and targets give static maps: targets[i] lists the loop
	// dimensions operand i's results are; nil targets mean
	// rank-polymorphic maps.
	loops   []int
	targets [][]int
	// shape gives the maps of convolutions and poolings instead.
	shape *convShape
	// mapsProp makes the maps the indexing_maps property (the matmul
	// family), printed in the custom form when not the default;
	// memoize caches static maps in the discardable
	// linalg.memoized_indexing_maps attribute on first use, as OpDSL ops do.
	mapsProp, memoize bool
	// castProp declares the optional `cast` type function property.
	castProp bool
	// verify is the op's own verifier, after the destination-style one.
	verify func(d *namedDef, op *ir.Operation) error
	// resultName is the SSA name hint of the result, if any.
	resultName string
}

// The loop kinds of static maps.
var (
	pPR   = []int{parallel, parallel, reduction}
	pPPR  = []int{parallel, parallel, parallel, reduction}
	pR    = []int{parallel, reduction}
	onlyR = []int{reduction}
	rPPR  = []int{reduction, parallel, parallel, reduction}
)

// namedDefs is the table of named ops.
var namedDefs = func() []namedDef {
	defs := []namedDef{
		{name: "fill", summary: "Fills the output tensor with the given value.", nIn: 1, body: fillBody, verify: verifyFill},
		{name: "copy", summary: "Copies the tensor elementwise.", nIn: 1, body: castBody, castProp: true},
		{name: "select", summary: "Chooses one value based on a binary condition supplied as its first operand.", nIn: 3, body: selectBody},
		{name: "matmul", summary: "Performs a matrix multiplication of two 2D inputs without broadcast or transpose.", nIn: 2,
			body: contractionBody, loops: pPR, targets: [][]int{{0, 2}, {2, 1}, {0, 1}}, mapsProp: true, castProp: true, verify: verifyMatmul},
		{name: "batch_matmul", summary: "Performs a batched matrix multiplication of two 3D inputs.", nIn: 2,
			body: contractionBody, loops: pPPR, targets: [][]int{{0, 1, 3}, {0, 3, 2}, {0, 1, 2}}, mapsProp: true, castProp: true,
			verify: verifyBatchMatmul(false)},
		{name: "batch_reduce_matmul", summary: "Performs a batch-reduce matrix multiplication on two inputs.", nIn: 2,
			body: contractionBody, loops: rPPR, targets: [][]int{{0, 1, 3}, {0, 3, 2}, {1, 2}}, mapsProp: true, castProp: true,
			verify: verifyBatchMatmul(true)},
		{name: "matvec", summary: "Performs a matrix-vector multiplication.", nIn: 2,
			body: contractionBody, loops: pR, targets: [][]int{{0, 1}, {1}, {0}}, memoize: true},
		{name: "vecmat", summary: "Performs a vector-matrix multiplication.", nIn: 2,
			body: contractionBody, loops: pR, targets: [][]int{{1}, {1, 0}, {0}}, memoize: true},
		{name: "batch_matvec", summary: "Performs a batched matrix-vector multiplication.", nIn: 2,
			body: contractionBody, loops: pPR, targets: [][]int{{0, 1, 2}, {0, 2}, {0, 1}}, memoize: true},
		{name: "batch_vecmat", summary: "Performs a batched matrix-vector multiplication.", nIn: 2,
			body: contractionBody, loops: pPR, targets: [][]int{{0, 2}, {0, 2, 1}, {0, 1}}, memoize: true},
		{name: "contract", summary: "Perform a contraction on two inputs, accumulating into the third.", nIn: 2,
			body: contractionBody, mapsProp: true, castProp: true, verify: verifyContract},
		{name: "mmt4d", summary: "Performs a matrix-matrix-transpose multiplication of two 4D inputs.", nIn: 2,
			body: contractionBody, loops: []int{parallel, parallel, reduction, parallel, parallel, reduction},
			targets: [][]int{{0, 2, 3, 5}, {1, 2, 4, 5}, {0, 1, 3, 4}}, memoize: true},
		{name: "batch_mmt4d", summary: "Performs a batched matrix-matrix-transpose multiplication of two batched-4D (5D) inputs.", nIn: 2,
			body: contractionBody, loops: []int{parallel, parallel, parallel, reduction, parallel, parallel, reduction},
			targets: [][]int{{0, 1, 3, 4, 6}, {0, 2, 3, 5, 6}, {0, 1, 2, 4, 5}}, memoize: true},
		{name: "dot", summary: "Performs a dot product of two vectors to a scalar result.", nIn: 2,
			body: contractionBody, loops: onlyR, targets: [][]int{{0}, {0}, {}}, memoize: true},
	}
	for _, u := range []struct{ name, fn string }{{"exp", "math.exp"}, {"log", "math.log"}, {"abs", "math.absf"},
		{"ceil", "math.ceil"}, {"floor", "math.floor"}, {"negf", "arith.negf"}, {"reciprocal", ""},
		{"round", "math.round"}, {"sqrt", "math.sqrt"}, {"rsqrt", "math.rsqrt"}, {"square", ""},
		{"tanh", "math.tanh"}, {"erf", "math.erf"}} {
		defs = append(defs, namedDef{name: u.name, summary: "Applies " + u.name + "(x) elementwise.", nIn: 1, body: unaryBody(u.name, u.fn)})
	}
	for _, name := range []string{"add", "sub", "mul", "div", "div_unsigned", "max", "min", "powf"} {
		defs = append(defs, namedDef{name: name, summary: "Applies " + name + " elementwise.", nIn: 2, body: binaryBody(name)})
	}
	return append(defs, convDefs()...)
}()

// namedSpecs builds the specs of the table's ops.
func namedSpecs() []*ods.Op {
	out := make([]*ods.Op, len(namedDefs))
	for i := range namedDefs {
		out[i] = namedSpec(&namedDefs[i])
	}
	return out
}

// viewNames are the C++ class names of the ops whose name is not the
// CamelCase of the mnemonic.
func viewNames() map[string]string {
	return map[string]string{"linalg.negf": "NegFOp", "linalg.powf": "PowFOp", "linalg.div_unsigned": "DivUnsignedOp"}
}

func namedSpec(d *namedDef) *ods.Op {
	// The properties, in upstream's declaration order (their bytecode
	// encoding follows it).
	var attrs []ods.Attr
	if d.mapsProp {
		// DefaultValuedOptionalAttr for the matmul family, required for
		// contract.
		attrs = append(attrs, ods.Attr{Name: "indexing_maps", Constraint: affineMapArrayAttr, Optional: d.targets != nil})
	}
	if d.shape != nil && d.shape.spatial > 0 {
		c := windowAttrConstraint(d.shape.spatial)
		attrs = append(attrs, ods.Attr{Name: "strides", Constraint: c, Optional: true}, ods.Attr{Name: "dilations", Constraint: c, Optional: true})
	}
	if d.castProp {
		attrs = append(attrs, ods.Attr{Name: "cast", Constraint: typeFn.Constraint("allowed 32-bit signless integer cases: 0, 1"), Optional: true})
	}
	verify := verifyDestinationStyle
	if d.verify != nil {
		verify = func(op *ir.Operation) error {
			if err := verifyDestinationStyle(op); err != nil {
				return err
			}
			return d.verify(d, op)
		}
	}
	spec := &ods.Op{
		Name:               "linalg." + d.name,
		Summary:            d.summary,
		Operands:           structuredOperands,
		Results:            structuredResults,
		Attrs:              attrs,
		Regions:            []ods.Region{{Name: "region"}},
		Traits:             structuredTraits,
		ImplicitTerminator: "linalg.yield",
		Interfaces:         ir.Interfaces{structuredIface{namedMaps{d}}},
		Parse:              func(p ir.OpParser, st *ir.OperationState) error { return parseNamed(d, p, st) },
		Print:              func(p ir.OpPrinter, op *ir.Operation) { printNamed(d, p, op) },
		Verify:             verify,
		VerifyRegions:      verifyStructured,
	}
	return spec
}

// namedMaps gives a named op's maps and iterators from its table entry.
type namedMaps struct{ d *namedDef }

// IndexingMaps returns the op's maps: the indexing_maps property, the
// memoized attribute, the static maps or the rank-polymorphic ones.
func (n namedMaps) IndexingMaps(op *ir.Operation) []*affine.Map {
	switch {
	case n.d.mapsProp:
		if arr, ok := op.InherentAttr("indexing_maps").(*ir.ArrayAttr); ok {
			return mapsOf(arr)
		}
		return nil
	case n.d.targets == nil && n.d.shape == nil:
		return identityMaps(op)
	}
	if arr, ok := op.Attr(memoizedMaps).(*ir.ArrayAttr); ok {
		return mapsOf(arr)
	}
	var maps []*affine.Map
	if n.d.shape != nil {
		maps = n.d.shape.maps(op)
	} else {
		maps = n.d.staticMaps(ods.ContextOf(op))
	}
	if n.d.memoize {
		op.SetAttr(ods.ContextOf(op), memoizedMaps, mapsAttr(ods.ContextOf(op), maps))
	}
	return maps
}

// IteratorTypes returns the static loops, those of linalg.contract
// (parallel where the output map uses the dimension), or one parallel
// loop per dimension of the init.
func (n namedMaps) IteratorTypes(op *ir.Operation) []int {
	switch {
	case n.d.loops != nil:
		return n.d.loops
	case n.d.mapsProp:
		maps := n.IndexingMaps(op)
		if len(maps) == 0 {
			return nil
		}
		out := maps[len(maps)-1]
		iters := make([]int, out.NumDims)
		for i := range iters {
			iters[i] = reduction
			if out.IsFunctionOfDim(i) {
				iters[i] = parallel
			}
		}
		return iters
	}
	return parallelLoops(op)
}

// memoizedMaps is the attribute OpDSL ops cache their maps in.
const memoizedMaps = "linalg.memoized_indexing_maps"

func (d *namedDef) staticMaps(ctx *ir.Context) []*affine.Map {
	maps := make([]*affine.Map, len(d.targets))
	for i, t := range d.targets {
		maps[i] = affine.MultiDimMapWithTargets(ctx, len(d.loops), t)
	}
	return maps
}

func mapsAttr(ctx *ir.Context, maps []*affine.Map) *ir.ArrayAttr {
	elems := make([]ir.Attribute, len(maps))
	for i, m := range maps {
		elems[i] = ctx.AffineMapAttr(m)
	}
	return ctx.ArrayAttr(elems)
}

// parseNamed is parseNamedStructuredOp, after the matmul family's
// optional `indexing_maps = [...]`: ins, outs, attributes, results, and
// the region its builder writes.
func parseNamed(d *namedDef, p ir.OpParser, st *ir.OperationState) error {
	ctx := p.Context()
	if d.mapsProp {
		arr, err := parseIndexingMaps(p)
		if err != nil {
			return err
		}
		if arr == nil && d.targets == nil {
			return p.Errorf("expected 'indexing_maps' attribute")
		}
		if arr == nil {
			arr = mapsAttr(ctx, d.staticMaps(ctx))
		}
		st.AddAttr("indexing_maps", arr)
	}
	ins, outs, err := parseStructuredParts(p, st, true)
	if err != nil {
		return err
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	types, err := parseOptionalArrowTypes(p)
	if err != nil {
		return err
	}
	st.Types = append(st.Types, types...)
	if want, got := d.nIn+1, len(ins)+len(outs); want != got {
		return p.Errorf("[parseNamedStructuredOpRegion] ods-gen generated region expects %d args, got %d", want, got)
	}
	if msg := fillRegion(ctx, st.AddRegion(), ins, outs, st.Attrs, d.body); msg != "" {
		return ir.Errorf(st.Loc, "custom op '%s' %s", st.Name.Name, msg)
	}
	return nil
}

// fillRegion is fillStructuredOpRegion: a block with one argument per
// operand (its element type) and the payload, all at unknown locations.
func fillRegion(ctx *ir.Context, r *ir.Region, ins, outs []ir.Type, attrs []ir.NamedAttr, body payload) string {
	var argTypes []ir.Type
	for _, t := range append(append([]ir.Type{}, ins...), outs...) {
		argTypes = append(argTypes, elementTypeOrSelf(t))
	}
	b := ir.NewBuilder(ctx)
	blk := b.CreateBlock(r, argTypes, nil)
	h := &bodyBuilder{b: b}
	v, msg := body(h, blk.Args(), attrs)
	if msg != "" {
		return msg
	}
	if v != nil {
		h.create("linalg.yield", nil, v)
	}
	return ""
}

// parseIndexingMaps is parseIndexingMapsAttr: an optional
// `indexing_maps = [affine maps]` (nil when absent).
func parseIndexingMaps(p ir.OpParser) (*ir.ArrayAttr, error) {
	if !p.ParseOptionalKeyword("indexing_maps") {
		return nil, nil
	}
	if err := p.ParsePunct("="); err != nil {
		return nil, err
	}
	at := p.Pos()
	a, err := p.ParseAttribute(nil)
	if err != nil {
		return nil, err
	}
	arr, ok := a.(*ir.ArrayAttr)
	if !ok {
		return nil, p.ErrorAt(at, "invalid kind of attribute specified")
	}
	for _, e := range arr.Elems {
		if _, ok := e.(*ir.AffineMapAttr); !ok {
			return nil, p.Errorf("element of indexing_maps array is not an affine_map")
		}
	}
	return arr, nil
}

// printNamed is printNamedStructuredOp, after the matmul family's
// non-default `indexing_maps = [...]`; the region is elided.
func printNamed(d *namedDef, p ir.OpPrinter, op *ir.Operation) {
	elided := []string{"operandSegmentSizes", memoizedMaps}
	if d.mapsProp {
		elided = append(elided, "indexing_maps")
		if arr, ok := op.InherentAttr("indexing_maps").(*ir.ArrayAttr); ok && (d.targets == nil || !d.defaultMaps(op, arr)) {
			p.WriteString(" indexing_maps = [")
			for i, e := range arr.Elems {
				if i > 0 {
					p.WriteString(", ")
				}
				p.PrintAttribute(e)
			}
			p.WriteString("]")
		}
	}
	p.PrintOptionalAttrDict(op.AllAttrs(), elided...)
	printStructuredParts(p, op)
	printArrowTypes(p, op)
}

// defaultMaps reports whether arr holds the op's default maps.
func (d *namedDef) defaultMaps(op *ir.Operation, arr *ir.ArrayAttr) bool {
	maps := mapsOf(arr)
	def := d.staticMaps(ods.ContextOf(op))
	if len(maps) != len(def) {
		return false
	}
	for i := range maps {
		if maps[i] != def[i] {
			return false
		}
	}
	return true
}

// bodyBuilder appends the ops of a payload at unknown locations.
type bodyBuilder struct{ b *ir.Builder }

// create appends an op of the given name with one result of type t (none
// when nil).
func (h *bodyBuilder) create(name string, t ir.Type, operands ...*ir.Value) *ir.Value {
	st := &ir.OperationState{Loc: h.b.Ctx.UnknownLoc(), Name: h.b.Ctx.LookupOp(name), Operands: operands}
	if t != nil {
		st.Types = []ir.Type{t}
	}
	op := h.b.Create(st)
	if t == nil {
		return nil
	}
	return op.Result(0)
}

// constant appends an arith.constant.
func (h *bodyBuilder) constant(a ir.Attribute, t ir.Type) *ir.Value {
	st := &ir.OperationState{Loc: h.b.Ctx.UnknownLoc(), Name: h.b.Ctx.LookupOp("arith.constant"),
		Types: []ir.Type{t}, Attrs: []ir.NamedAttr{{Name: "value", Value: a}}}
	return h.b.Create(st).Result(0)
}

// cast is convertScalarToDtype: v converted to t by the arith cast the
// pair of types calls for (unsigned picks the unsigned variants).
func (h *bodyBuilder) cast(v *ir.Value, t ir.Type, unsigned bool) *ir.Value {
	from := v.Type()
	if from == t {
		return v
	}
	pick := func(signed, uns string) string {
		if unsigned {
			return uns
		}
		return signed
	}
	fi, fromInt := from.(*ir.IntegerType)
	ti, toInt := t.(*ir.IntegerType)
	ff, fromFloat := from.(*ir.FloatType)
	tf, toFloat := t.(*ir.FloatType)
	_, fromIndex := from.(*ir.IndexType)
	_, toIndex := t.(*ir.IndexType)
	switch {
	case (fromIndex && toInt) || (fromInt && toIndex):
		return h.create(pick("arith.index_cast", "arith.index_castui"), t, v)
	case fromInt && toFloat:
		return h.create(pick("arith.sitofp", "arith.uitofp"), t, v)
	case fromFloat && toInt:
		return h.create(pick("arith.fptosi", "arith.fptoui"), t, v)
	case fromInt && toInt && fi.Width < ti.Width:
		return h.create(pick("arith.extsi", "arith.extui"), t, v)
	case fromInt && toInt:
		return h.create("arith.trunci", t, v)
	case fromFloat && toFloat && ir.BitWidth(ff) < ir.BitWidth(tf):
		return h.create("arith.extf", t, v)
	case fromFloat && toFloat:
		return h.create("arith.truncf", t, v)
	}
	return v
}

// castUnsigned reports whether the op's `cast` attribute asks for
// unsigned conversions.
func castUnsigned(attrs []ir.NamedAttr) bool {
	for _, a := range attrs {
		if x, ok := a.Value.(*enumattr.Attr); ok && a.Name == "cast" && x.Def == typeFn {
			return x.Value == castUnsignedFn
		}
	}
	return false
}

// typeFn is linalg::TypeFn, written `#linalg.type_fn<cast_signed>`.
var typeFn = &enumattr.Def{Dialect: "linalg", Mnemonic: "type_fn", Angled: true,
	Cases: []string{"cast_signed", "cast_unsigned"}, CppName: "::mlir::linalg::TypeFn", AttrName: "TypeFnAttr", Desc: "Type function"}

const castUnsignedFn = 1

func init() { enums = append(enums, typeFn) }

// fillBody yields the value (the verifier reports a type mismatch).
func fillBody(_ *bodyBuilder, args []*ir.Value, _ []ir.NamedAttr) (*ir.Value, string) {
	return args[0], ""
}

// verifyFill is FillOp::verify.
func verifyFill(_ *namedDef, op *ir.Operation) error {
	in, out := op.Operand(0).Type(), elementTypeOrSelf(op.Operand(1).Type())
	if isShaped(in) {
		return op.EmitOpError("expected op with scalar input")
	}
	if in != out {
		return op.EmitOpError("expected fill value type (%s) to match output element type (%s)", quote(in), quote(out))
	}
	return nil
}

// castBody converts the input to the init's element type (linalg.copy).
func castBody(h *bodyBuilder, args []*ir.Value, attrs []ir.NamedAttr) (*ir.Value, string) {
	return h.cast(args[0], args[1].Type(), castUnsigned(attrs)), ""
}

// selectBody is arith.select of the three inputs.
func selectBody(h *bodyBuilder, args []*ir.Value, _ []ir.NamedAttr) (*ir.Value, string) {
	return h.create("arith.select", args[1].Type(), args[0], args[1], args[2]), ""
}

// contractionBody is `out + cast(a) * cast(b)`.
func contractionBody(h *bodyBuilder, args []*ir.Value, attrs []ir.NamedAttr) (*ir.Value, string) {
	out := args[2]
	uns := castUnsigned(attrs)
	a, b := h.cast(args[0], out.Type(), uns), h.cast(args[1], out.Type(), uns)
	mul, msg := h.binary("mul", a, b)
	if msg != "" {
		return nil, msg
	}
	return h.binary("add", out, mul)
}

// unaryBody applies a unary function: the op fn, or reciprocal (1 / x)
// and square (x * x).
func unaryBody(name, fn string) payload {
	return func(h *bodyBuilder, args []*ir.Value, _ []ir.NamedAttr) (*ir.Value, string) {
		x := args[0]
		ft, ok := x.Type().(*ir.FloatType)
		if !ok {
			return nil, "unsupported non numeric type"
		}
		switch name {
		case "reciprocal":
			one := h.constant(h.b.Ctx.FloatAttrFromFloat64(ft, 1), ft)
			return h.create("arith.divf", ft, one, x), ""
		case "square":
			return h.create("arith.mulf", ft, x, x), ""
		}
		return h.create(fn, ft, x), ""
	}
}

// binaryBody applies a binary function to the two inputs.
func binaryBody(name string) payload {
	return func(h *bodyBuilder, args []*ir.Value, _ []ir.NamedAttr) (*ir.Value, string) {
		return h.binary(name, args[0], args[1])
	}
}

// binaryOps names the op of each binary function per operand class:
// complex, float, integer, and i1 (the refusal upstream reports where
// empty).
var binaryOps = map[string]struct {
	ops     [4]string
	refusal string
}{
	"add":          {[4]string{"complex.add", "arith.addf", "arith.addi", "arith.ori"}, ""},
	"sub":          {[4]string{"complex.sub", "arith.subf", "arith.subi", ""}, "sub with bools"},
	"mul":          {[4]string{"complex.mul", "arith.mulf", "arith.muli", "arith.andi"}, ""},
	"div":          {[4]string{"complex.div", "arith.divf", "arith.divsi", ""}, "div with bools"},
	"div_unsigned": {[4]string{"", "", "arith.divui", ""}, "unsigned div not on uint"},
	"max":          {[4]string{"", "arith.maximumf", "arith.maxsi", "arith.maxsi"}, ""},
	"min":          {[4]string{"", "arith.minimumf", "arith.minsi", "arith.minsi"}, ""},
	"max_unsigned": {[4]string{"", "", "arith.maxui", ""}, "unsigned max not on uint"},
	"min_unsigned": {[4]string{"", "", "arith.minui", ""}, "unsigned min not on uint"},
	"powf":         {[4]string{"", "math.powf", "", ""}, ""},
}

// binary is RegionBuilderHelper::buildBinaryFn.
func (h *bodyBuilder) binary(fn string, a, b *ir.Value) (*ir.Value, string) {
	class := func(t ir.Type) int {
		switch t := t.(type) {
		case *ir.ComplexType:
			return 0
		case *ir.FloatType:
			return 1
		case *ir.IntegerType:
			if t.Width == 1 {
				return 3
			}
			return 2
		}
		return -1
	}
	ca, cb := class(a.Type()), class(b.Type())
	if ca == 3 && cb == 2 || ca == 2 && cb == 3 {
		ca, cb = 2, 2
	}
	if ca < 0 || ca != cb {
		return nil, "Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or allInteger, got " +
			quote(a.Type()) + " and " + quote(b.Type())
	}
	name := binaryOps[fn].ops[ca]
	if name == "" {
		return nil, "unsupported operation: " + binaryOps[fn].refusal
	}
	return h.create(name, a.Type(), a, b), ""
}
