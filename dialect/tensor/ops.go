package tensor

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// dynamicIndexList is the `custom<DynamicIndexList>` directive the slicing
// and padding ops share with memref's.
var dynamicIndexList = map[string]ods.CustomDirective{"DynamicIndexList": ods.DynamicIndexList}

// castLike builds tensor.bitcast and tensor.cast: one tensor viewed as
// another type (CastOpInterface).
func castLike(name, summary string, compatible func(a, b ir.Type) bool) *ods.Op {
	return &ods.Op{
		Name:     name,
		Summary:  summary,
		Operands: []ods.Operand{{Name: "source", Type: anyTensor}},
		Results:  []ods.Result{{Name: "dest", Type: anyTensor}},
		Traits:   traits(),
		Format:   "$source attr-dict `:` type($source) `to` type($dest)",
		VerifyTraits: func(op *ir.Operation) error {
			in, out := op.Operand(0).Type(), op.Result(0).Type()
			if !compatible(in, out) {
				return op.EmitOpError("operand type '%s' and result type '%s' are cast incompatible",
					ods.TypeText(in), ods.TypeText(out))
			}
			return nil
		},
		Fold: foldCastInterface,
	}
}

var bitcastSpec = castLike("tensor.bitcast", "tensor bitcast operation", bitcastCompatible)

var castSpec = func() *ods.Op {
	op := castLike("tensor.cast", "tensor cast operation", castCompatible)
	op.ResultNames = named("cast")
	return op
}()

var concatSpec = &ods.Op{
	Name:        "tensor.concat",
	Summary:     "tensor concatenation operation",
	Attrs:       []ods.Attr{{Name: "dim", Constraint: ods.I64Attr}},
	Operands:    []ods.Operand{{Name: "inputs", Type: anyRankedTensor, Arity: ods.Variadic}},
	Results:     []ods.Result{{Name: "result", Type: anyRankedTensor}},
	Traits:      traits(),
	Format:      "`dim` `(` $dim `)` $inputs attr-dict `:` functional-type(operands, results)",
	Interfaces:  ir.Interfaces{reifyFunc(reifyConcat)},
	Verify:      verifyConcat,
	Fold:        foldConcat,
	ResultNames: named("concat"),
}

var dimSpec = &ods.Op{
	Name:    "tensor.dim",
	Summary: "dimension index operation",
	Operands: []ods.Operand{{Name: "source", Type: anyNon0RankedOrUnrankedTensor},
		{Name: "index", Type: ods.Index}},
	Results:     []ods.Result{{Name: "result", Type: ods.Index}},
	Traits:      []ir.Trait{ir.TraitNoMemoryEffect},
	Interfaces:  ir.Interfaces{ir.SpeculatabilityFunc(dimSpeculatability), dimInterface{}},
	Format:      "attr-dict $source `,` $index `:` type($source)",
	Fold:        foldDim,
	ResultNames: named("dim"),
}

var emptySpec = &ods.Op{
	Name:       "tensor.empty",
	Summary:    "empty tensor operation",
	Operands:   []ods.Operand{{Name: "dynamicSizes", Type: ods.Index, Arity: ods.Variadic}},
	Results:    []ods.Result{{Name: "result", Type: anyRankedTensor}},
	Traits:     traits(),
	Interfaces: ir.Interfaces{reifyFunc(reifyFromOperands(0))},
	Format:     "`(`$dynamicSizes`)` attr-dict `:` type($result)",
	Verify:     verifyDynamicSizes("incorrect number of dynamic sizes, has %d, expected %d"),
}

var extractSpec = &ods.Op{
	Name:    "tensor.extract",
	Summary: "element extraction operation",
	Operands: []ods.Operand{{Name: "tensor", Type: anyRankedTensor},
		{Name: "indices", Type: ods.Index, Arity: ods.Variadic}},
	Results: []ods.Result{{Name: "result", Type: ods.AnyType}},
	Traits:  traits(),
	TypesMatchWith: []ods.TypeRule{{From: "tensor", To: "result", Transform: elementOf,
		Desc: "result type matches element type of tensor"}},
	Format:      "$tensor `[` $indices `]` attr-dict `:` type($tensor)",
	Verify:      verifyIndexCount(0, 1, "incorrect number of indices for extract_element"),
	Fold:        foldExtract,
	ResultNames: named("extracted"),
}

// sliceOperands are the offsets, sizes and strides operand groups.
var sliceOperands = []ods.Operand{
	{Name: "offsets", Type: ods.Index, Arity: ods.Variadic},
	{Name: "sizes", Type: ods.Index, Arity: ods.Variadic},
	{Name: "strides", Type: ods.Index, Arity: ods.Variadic},
}

// sliceAttrs are the static offsets, sizes and strides.
var sliceAttrs = []ods.Attr{
	{Name: "static_offsets", Constraint: ods.DenseI64ArrayAttr},
	{Name: "static_sizes", Constraint: ods.DenseI64ArrayAttr},
	{Name: "static_strides", Constraint: ods.DenseI64ArrayAttr},
}

// sliceFormat is the offsets, sizes and strides part of the slicing ops'
// formats.
const sliceFormat = "custom<DynamicIndexList>($offsets, $static_offsets) " +
	"custom<DynamicIndexList>($sizes, $static_sizes) " +
	"custom<DynamicIndexList>($strides, $static_strides) "

// Offsets, sizes and strides of the slicing ops: extract_slice's follow its
// source (and have its rank), the insertions' follow the destination.
var (
	extractSliceOSS = ods.OffsetSizeAndStride{Offsets: 1, Rank: func(op *ir.Operation) int { return rankOf(op.Operand(0).Type()) }}
	insertSliceOSS  = ods.OffsetSizeAndStride{Offsets: 2, Rank: func(op *ir.Operation) int { return rankOf(op.Operand(1).Type()) }}
)

// rankOf is the rank of a ranked type, 0 otherwise.
func rankOf(t ir.Type) int {
	if r := rankedOf(t); r != nil {
		return len(r.Shape)
	}
	return 0
}

var extractSliceSpec = &ods.Op{
	Name:             "tensor.extract_slice",
	Summary:          "extract slice operation",
	Operands:         append([]ods.Operand{{Name: "source", Type: anyRankedTensor}}, sliceOperands...),
	Attrs:            sliceAttrs,
	Results:          []ods.Result{{Name: "result", Type: anyRankedTensor}},
	Traits:           traits(ir.TraitAttrSizedOperandSegments),
	Interfaces:       ir.Interfaces{extractSliceOSS, reifyFunc(reifyExtractSlice)},
	Format:           "$source `` " + sliceFormat + "attr-dict `:` type($source) `to` type($result)",
	CustomDirectives: dynamicIndexList,
	VerifyTraits:     extractSliceOSS.Verify,
	Verify:           verifyExtractSlice,
	Fold:             foldExtractSlice,
	ResultNames:      named("extracted_slice"),
}

var fromElementsSpec = &ods.Op{
	Name:     "tensor.from_elements",
	Summary:  "tensor from elements operation.",
	Operands: []ods.Operand{{Name: "elements", Type: ods.AnyType, Arity: ods.Variadic}},
	Results:  []ods.Result{{Name: "result", Type: anyStaticShapeTensor}},
	Traits:   traits(),
	TypesMatchWith: []ods.TypeRule{{From: "result", To: "elements", TransformList: func(_ *ir.Context, t ir.Type) []ir.Type {
		r := rankedOf(t)
		if r == nil {
			return nil
		}
		n := numElements(r.Shape)
		out := make([]ir.Type, n)
		for i := range out {
			out[i] = r.Elem
		}
		return out
	}, Desc: "operand types match result element type"}},
	Format:      "$elements attr-dict `:` type($result)",
	Fold:        foldFromElements,
	ResultNames: named("from_elements"),
}

// gatherScatterDims builds the gather_dims and scatter_dims attributes
// with the optional unique flag.
func gatherScatterAttrs(dims string) []ods.Attr {
	return []ods.Attr{{Name: dims, Constraint: ods.DenseI64ArrayAttr},
		{Name: "unique", Constraint: ods.UnitAttrC, Optional: true}}
}

var gatherSpec = &ods.Op{
	Name:    "tensor.gather",
	Summary: "gather a subset of a tensor at specified indices",
	Operands: []ods.Operand{{Name: "source", Type: anyRankedTensor},
		{Name: "indices", Type: indicesTensor}},
	Attrs:   gatherScatterAttrs("gather_dims"),
	Results: []ods.Result{{Name: "result", Type: anyRankedTensor}},
	Traits:  traits(),
	Format: "$source `[` $indices `]` `gather_dims` `(` $gather_dims `)` (`unique` $unique^)? attr-dict " +
		"`:` functional-type(operands, results)",
	Verify:      verifyGather,
	Fold:        foldGather,
	ResultNames: named("gather"),
}

var generateSpec = &ods.Op{
	Name:               "tensor.generate",
	Summary:            "Creates a dynamically sized tensor from elements",
	Operands:           []ods.Operand{{Name: "dynamicExtents", Type: ods.Index, Arity: ods.Variadic}},
	Results:            []ods.Result{{Name: "result", Type: anyRankedTensor}},
	Regions:            []ods.Region{{Name: "body", MaxBlocks: 1}},
	Traits:             []ir.Trait{ir.TraitRecursiveMemoryEffects, ir.TraitSingleBlockImplicitTerminator, ir.TraitSingleBlock},
	ImplicitTerminator: "tensor.yield",
	Interfaces:         ir.Interfaces{reifyFunc(reifyFromOperands(0))},
	Format:             "$dynamicExtents $body attr-dict `:` type($result)",
	Verify:             verifyDynamicSizes("incorrect number of dynamic sizes, has %d, expected %d"),
	VerifyRegions:      verifyGenerateRegions,
	ResultNames:        named("generated"),
}

var insertSpec = &ods.Op{
	Name:    "tensor.insert",
	Summary: "element insertion operation",
	Operands: []ods.Operand{{Name: "scalar", Type: ods.AnyType}, {Name: "dest", Type: anyRankedTensor},
		{Name: "indices", Type: ods.Index, Arity: ods.Variadic}},
	Results:    []ods.Result{{Name: "result", Type: anyRankedTensor}},
	Traits:     traits(),
	Interfaces: ir.Interfaces{dpsInit(1)},
	TypesMatchWith: []ods.TypeRule{
		{From: "dest", To: "result", Transform: func(_ *ir.Context, t ir.Type) ir.Type { return t }, Desc: "result type matches type of dest"},
		{From: "dest", To: "scalar", Transform: elementOf, Desc: "scalar type matches element type of dest"},
	},
	Format:      "$scalar `into` $dest `[` $indices `]` attr-dict `:` type($dest)",
	Verify:      verifyIndexCount(1, 2, "incorrect number of indices"),
	Fold:        foldInsert,
	ResultNames: named("inserted"),
}

// insertSliceOperands are the operands of insert_slice and
// parallel_insert_slice.
var insertSliceOperands = append([]ods.Operand{{Name: "source", Type: anyRankedTensor},
	{Name: "dest", Type: anyRankedTensor}}, sliceOperands...)

// insertSliceFormat is the format of insert_slice and
// parallel_insert_slice.
const insertSliceFormat = "$source `into` $dest `` " + sliceFormat + "attr-dict `:` type($source) `into` type($dest)"

var insertSliceSpec = &ods.Op{
	Name:       "tensor.insert_slice",
	Summary:    "insert_slice operation",
	Operands:   insertSliceOperands,
	Attrs:      sliceAttrs,
	Results:    []ods.Result{{Name: "result", Type: anyRankedTensor}},
	Traits:     traits(ir.TraitAttrSizedOperandSegments),
	Interfaces: ir.Interfaces{insertSliceOSS, dpsInit(1), reifyFunc(reifyFromOperandShape(1))},
	TypesMatchWith: []ods.TypeRule{{From: "dest", To: "result", Transform: func(_ *ir.Context, t ir.Type) ir.Type { return t },
		Desc: "expected result type to match dest type"}},
	Format:           insertSliceFormat,
	CustomDirectives: dynamicIndexList,
	VerifyTraits:     insertSliceOSS.Verify,
	Verify:           verifyInsertSlice,
	Fold:             foldInsertSlice,
	ResultNames:      named("inserted_slice"),
}

var rankSpec = &ods.Op{
	Name:        "tensor.rank",
	Summary:     "rank operation",
	Operands:    []ods.Operand{{Name: "tensor", Type: anyTensor}},
	Results:     []ods.Result{{Name: "result", Type: ods.Index}},
	Traits:      traits(),
	Format:      "$tensor attr-dict `:` type($tensor)",
	Fold:        foldRank,
	ResultNames: named("rank"),
}

var reshapeSpec = &ods.Op{
	Name:        "tensor.reshape",
	Summary:     "tensor reshape operation",
	Operands:    []ods.Operand{{Name: "source", Type: anyTensor}, {Name: "shape", Type: shapeTensor}},
	Results:     []ods.Result{{Name: "result", Type: anyTensor}},
	Traits:      traits(),
	Format:      "$source `(` $shape `)` attr-dict `:` functional-type(operands, results)",
	Verify:      verifyReshape,
	Fold:        foldReshape,
	ResultNames: named("reshape"),
}

// reassociationAttr is IndexListArrayAttr: an array of arrays of i64.
var reassociationAttr = ods.AttrConstraint{Desc: "Array of 64-bit integer array attributes", GoType: "*ir.ArrayAttr",
	Pred: func(a ir.Attribute) bool {
		arr, ok := a.(*ir.ArrayAttr)
		if !ok {
			return false
		}
		for _, e := range arr.Elems {
			inner, ok := e.(*ir.ArrayAttr)
			if !ok {
				return false
			}
			for _, x := range inner.Elems {
				if !ods.I64Attr.Pred(x) {
					return false
				}
			}
		}
		return true
	}, Storage: func(a ir.Attribute) bool { _, ok := a.(*ir.ArrayAttr); return ok },
	// Upstream's parser checks the storage class only: the groups are
	// verified with the op.
	Parse: func(p ir.OpParser, ctx *ir.Context) (ir.Attribute, error) {
		pos := p.Pos()
		a, err := p.ParseAttribute(ctx.NoneType())
		if err != nil {
			return nil, err
		}
		if _, ok := a.(*ir.ArrayAttr); !ok {
			return nil, p.ErrorAt(pos, "invalid kind of attribute specified")
		}
		return a, nil
	}}

var expandShapeSpec = &ods.Op{
	Name:    "tensor.expand_shape",
	Summary: "operation to produce a tensor with a higher rank",
	Operands: []ods.Operand{{Name: "src", Type: anyTensor},
		{Name: "output_shape", Type: ods.Index, Arity: ods.Variadic}},
	Attrs: []ods.Attr{{Name: "reassociation", Constraint: reassociationAttr},
		{Name: "static_output_shape", Constraint: ods.DenseI64ArrayAttr}},
	Results:    []ods.Result{{Name: "result", Type: anyTensor}},
	Traits:     traits(),
	Interfaces: ir.Interfaces{reifyFunc(reifyExpandShape)},
	Format: "$src $reassociation `output_shape` custom<DynamicIndexList>($output_shape, $static_output_shape) " +
		"attr-dict `:` type($src) `into` type($result)",
	CustomDirectives: dynamicIndexList,
	Verify:           verifyExpandShape,
	Fold:             foldExpandShape,
	ResultNames:      named("expanded"),
}

var collapseShapeSpec = &ods.Op{
	Name:        "tensor.collapse_shape",
	Summary:     "operation to produce a tensor with a smaller rank",
	Operands:    []ods.Operand{{Name: "src", Type: anyTensor}},
	Attrs:       []ods.Attr{{Name: "reassociation", Constraint: reassociationAttr}},
	Results:     []ods.Result{{Name: "result", Type: anyTensor}},
	Traits:      traits(),
	Interfaces:  ir.Interfaces{reifyFunc(reifyCollapseShape)},
	Format:      "$src $reassociation attr-dict `:` type($src) `into` type($result)",
	Verify:      verifyCollapseShape,
	Fold:        foldCollapseShape,
	ResultNames: named("collapsed"),
}

var padSpec = &ods.Op{
	Name:    "tensor.pad",
	Summary: "tensor pad operation",
	Operands: []ods.Operand{{Name: "source", Type: anyRankedTensor},
		{Name: "low", Type: ods.Index, Arity: ods.Variadic},
		{Name: "high", Type: ods.Index, Arity: ods.Variadic}},
	Attrs: []ods.Attr{{Name: "static_low", Constraint: ods.DenseI64ArrayAttr},
		{Name: "static_high", Constraint: ods.DenseI64ArrayAttr},
		{Name: "nofold", Constraint: ods.UnitAttrC, Optional: true}},
	Regions:            []ods.Region{{Name: "region", MaxBlocks: 1}},
	Results:            []ods.Result{{Name: "result", Type: anyRankedTensor}},
	Traits:             traits(ir.TraitAttrSizedOperandSegments, ir.TraitSingleBlockImplicitTerminator, ir.TraitSingleBlock),
	ImplicitTerminator: "tensor.yield",
	Interfaces:         ir.Interfaces{reifyFunc(reifyPad)},
	Format: "$source (`nofold` $nofold^)? `low` `` custom<DynamicIndexList>($low, $static_low) " +
		"`high` `` custom<DynamicIndexList>($high, $static_high) $region attr-dict `:` type($source) `to` type($result)",
	CustomDirectives: dynamicIndexList,
	Verify:           verifyPad,
	VerifyRegions:    verifyPadRegions,
	Fold:             foldPad,
	ResultNames:      named("padded"),
}

var parallelInsertSliceSpec = &ods.Op{
	Name:             "tensor.parallel_insert_slice",
	Summary:          "Specify the tensor slice update of a single thread of a parent InParallelOpInterface op.",
	Operands:         insertSliceOperands,
	Attrs:            sliceAttrs,
	Traits:           []ir.Trait{ir.TraitAttrSizedOperandSegments},
	Interfaces:       ir.Interfaces{insertSliceOSS},
	Format:           insertSliceFormat,
	CustomDirectives: dynamicIndexList,
	VerifyTraits:     insertSliceOSS.Verify,
	Verify:           verifyParallelInsertSlice,
}

var scatterSpec = &ods.Op{
	Name:    "tensor.scatter",
	Summary: "scatter a tensor into a destination tensor at specified indices",
	Operands: []ods.Operand{{Name: "source", Type: anyRankedTensor}, {Name: "dest", Type: anyRankedTensor},
		{Name: "indices", Type: indicesTensor}},
	Attrs:   gatherScatterAttrs("scatter_dims"),
	Results: []ods.Result{{Name: "result", Type: anyRankedTensor}},
	Traits:  traits(),
	Format: "$source `into` $dest `[` $indices `]` `scatter_dims` `(` $scatter_dims `)` (`unique` $unique^)? attr-dict " +
		"`:` functional-type(operands, results)",
	Verify:      verifyScatter,
	ResultNames: named("scatter"),
}

var splatSpec = &ods.Op{
	Name:    "tensor.splat",
	Summary: "tensor splat or broadcast operation",
	Operands: []ods.Operand{{Name: "input", Type: ods.AnyType},
		{Name: "dynamicSizes", Type: ods.Index, Arity: ods.Variadic}},
	Results:    []ods.Result{{Name: "aggregate", Type: anyRankedTensor}},
	Traits:     traits(),
	Interfaces: ir.Interfaces{reifyFunc(reifyFromOperands(1))},
	TypesMatchWith: []ods.TypeRule{{From: "aggregate", To: "input", Transform: elementOf,
		Desc: "operand type matches element type of result"}},
	Format:      "$input (`[` $dynamicSizes^ `]`)? attr-dict `:` type($aggregate)",
	Verify:      verifyDynamicSizes("incorrect number of dynamic sizes, has %d, expected %d"),
	Fold:        foldSplat,
	ResultNames: named("splat"),
}

var yieldSpec = &ods.Op{
	Name:        "tensor.yield",
	Summary:     "Yield a value from a region",
	Operands:    []ods.Operand{{Name: "value", Type: ods.AnyType}},
	Traits:      traits(ir.TraitReturnLike, ir.TraitTerminator, ir.TraitHasParent),
	ParentNames: []string{"tensor.generate", "tensor.pad"},
	Format:      "$value attr-dict `:` type($value)",
}
