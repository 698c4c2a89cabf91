// Package xevm is MLIR's XeVM dialect, the extension of the llvm dialect
// for Intel GPUs: 1D and 2D block loads, stores and prefetches, memory
// fences, prefetch, the subgroup matrix multiply-add and the work-item id
// registers, with upstream's syntax and verifiers.
package xevm

import (
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/dialect/llvm"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// Dialect is the xevm dialect.
var Dialect = &ods.Dialect{
	Name:     "xevm",
	Summary:  "The XeVM dialect that extends LLVM dialect and models Intel GPU's hardware features.",
	Template: ir.Dialect{ParseAttr: parseAttr, PrintAttr: printAttr},
	ViewNames: map[string]string{
		"xevm.blockload2d": "BlockLoad2dOp", "xevm.blockstore2d": "BlockStore2dOp",
		"xevm.blockprefetch2d": "BlockPrefetch2dOp", "xevm.mma": "MMAOp",
		"xevm.local_id.x": "WorkitemIdXOp", "xevm.local_id.y": "WorkitemIdYOp", "xevm.local_id.z": "WorkitemIdZOp",
		"xevm.local_size.x": "WorkgroupDimXOp", "xevm.local_size.y": "WorkgroupDimYOp", "xevm.local_size.z": "WorkgroupDimZOp",
		"xevm.group_id.x": "WorkgroupIdXOp", "xevm.group_id.y": "WorkgroupIdYOp", "xevm.group_id.z": "WorkgroupIdZOp",
		"xevm.group_count.x": "GridDimXOp", "xevm.group_count.y": "GridDimYOp", "xevm.group_count.z": "GridDimZOp",
	},
}

func init() {
	Dialect.Ops = append([]*ods.Op{blockLoadSpec, blockStoreSpec, blockLoad2dSpec, blockStore2dSpec,
		blockPrefetch2dSpec, memfenceSpec, prefetchSpec, mmaSpec}, specialRegisters()...)
}

// Type constraints, with upstream's descriptions.
var (
	anyPtr = ods.TypeConstraint{Desc: "LLVM pointer type", Pred: func(t ir.Type) bool {
		_, ok := t.(*llvm.PointerType)
		return ok
	}}
	globalOrGenericPtr = ods.TypeConstraint{
		Desc: "LLVM pointer in address space 1 or LLVM pointer in address space 4",
		Pred: func(t ir.Type) bool {
			p, ok := t.(*llvm.PointerType)
			return ok && (p.AddressSpace == 1 || p.AddressSpace == 4)
		}}
	blockElem = elemUnion([]string{"8-bit signless integer", "16-bit signless integer",
		"32-bit signless integer", "64-bit signless integer"}, func(t ir.Type) bool {
		i, ok := t.(*ir.IntegerType)
		return ok && i.IsSignless() && (i.Width == 8 || i.Width == 16 || i.Width == 32 || i.Width == 64)
	})
	blockValue = ods.TypeConstraint{
		Desc: blockElem.Desc + " or " + vectorOf(blockElem).Desc,
		Pred: func(t ir.Type) bool { return blockElem.Pred(t) || vectorOf(blockElem).Pred(t) },
	}
	matrixElem = elemUnion([]string{"8-bit integer", "16-bit integer", "32-bit integer", "32-bit float",
		"tf32 type", "16-bit float", "bfloat16 type"}, func(t ir.Type) bool {
		switch t := t.(type) {
		case *ir.IntegerType:
			return t.Width == 8 || t.Width == 16 || t.Width == 32
		case *ir.FloatType:
			return t.Kind == ir.F32 || t.Kind == ir.TF32 || t.Kind == ir.F16 || t.Kind == ir.BF16
		}
		return false
	})
	matrixVector = vectorOf(matrixElem)
	i32          = ods.I32
)

// elemUnion is AnyTypeOf over element constraints described by descs.
func elemUnion(descs []string, pred func(ir.Type) bool) ods.TypeConstraint {
	return ods.TypeConstraint{Desc: strings.Join(descs, " or "), Pred: pred}
}

// vectorOf is FixedVectorOfRankAndType<[1], [elem]>.
func vectorOf(elem ods.TypeConstraint) ods.TypeConstraint {
	return ods.TypeConstraint{
		Desc:  "fixed-length vector of " + elem.Desc + " values of ranks 1",
		Class: "builtin.vector",
		Pred: func(t ir.Type) bool {
			v, ok := t.(*ir.VectorType)
			return ok && len(v.Shape) == 1 && v.Scalable == nil && elem.Pred(v.Elem)
		},
	}
}

// structAttrC is the constraint of a struct attribute of def, written bare
// (`<m = 8, ...>`) in formats.
func structAttrC(def *structDef) ods.AttrConstraint {
	return ods.AttrConstraint{
		Desc:   "",
		GoType: "*xevm.StructAttr",
		Pred: func(a ir.Attribute) bool {
			s, ok := a.(*StructAttr)
			return ok && s.def == def
		},
		Parse: func(p ir.OpParser, _ *ir.Context) (ir.Attribute, error) { return def.parseBody(p) },
		Print: func(p ir.OpPrinter, a ir.Attribute) {
			if s, ok := a.(*StructAttr); ok {
				p.WriteString(s.body())
				return
			}
			p.PrintAttribute(a)
		},
	}
}

var (
	loadCacheC  = loadCacheControl.Constraint("Describe the cache settings for load operators")
	storeCacheC = storeCacheControl.Constraint("Describe the cache settings for store operators")
	i32Attr     = ods.I32Attr
)

func optAttr(name string, c ods.AttrConstraint) ods.Attr {
	return ods.Attr{Name: name, Constraint: c, Optional: true}
}

// Formats shared by the ops.
const (
	propsFunctional = "operands prop-dict attr-dict `:` functional-type(operands, results)"
	propsOperands   = "operands prop-dict attr-dict `:` `(` type(operands) `)`"
)

// matrixOperands are the pointer and the five i32 operands of the 2D block
// ops.
func matrixOperands() []ods.Operand {
	ops := []ods.Operand{{Name: "ptr", Type: anyPtr}}
	for _, n := range []string{"base_width", "base_height", "base_pitch", "x", "y"} {
		ops = append(ops, ods.Operand{Name: n, Type: i32})
	}
	return ops
}

var blockLoadSpec = &ods.Op{
	Name:     "xevm.blockload",
	Summary:  "subgroup block load",
	Operands: []ods.Operand{{Name: "ptr", Type: anyPtr}},
	Results:  []ods.Result{{Name: "res", Type: blockValue}},
	Attrs:    []ods.Attr{optAttr("cache_control", loadCacheC)},
	Format:   propsFunctional,
	Verify:   func(op *ir.Operation) error { return verify1DBlock(op, op.Result(0).Type()) },
}

var blockStoreSpec = &ods.Op{
	Name:     "xevm.blockstore",
	Summary:  "subgroup block store",
	Operands: []ods.Operand{{Name: "ptr", Type: anyPtr}, {Name: "val", Type: blockValue}},
	Attrs:    []ods.Attr{optAttr("cache_control", storeCacheC)},
	Format:   propsOperands,
	Verify:   func(op *ir.Operation) error { return verify1DBlock(op, op.Operand(1).Type()) },
}

// verify1DBlock checks the vector length of a 1D block access: 2, 4, 8
// (or 16 for 8-bit elements).
func verify1DBlock(op *ir.Operation, t ir.Type) error {
	v, ok := t.(*ir.VectorType)
	if !ok {
		return nil
	}
	n := v.Shape[0]
	if ir.BitWidth(v.Elem) == 8 {
		if n != 2 && n != 4 && n != 8 && n != 16 {
			return op.EmitOpError("vector size must be 2, 4, 8 or 16 for 8-bit element type")
		}
		return nil
	}
	if n != 2 && n != 4 && n != 8 {
		return op.EmitOpError("vector size must be 2, 4 or 8 for element type > 8 bits")
	}
	return nil
}

var blockLoad2dSpec = &ods.Op{
	Name:     "xevm.blockload2d",
	Summary:  "2D block load",
	Operands: matrixOperands(),
	Results:  []ods.Result{{Name: "res", Type: matrixVector}},
	Attrs: []ods.Attr{{Name: "elem_size_in_bits", Constraint: i32Attr}, {Name: "tile_width", Constraint: i32Attr},
		{Name: "tile_height", Constraint: i32Attr}, {Name: "v_blocks", Constraint: i32Attr},
		{Name: "transpose", Constraint: ods.I1Attr}, {Name: "pack_register", Constraint: ods.I1Attr},
		optAttr("cache_control", loadCacheC)},
	Format: propsFunctional,
	Verify: verifyBlockLoad2d,
}

var blockStore2dSpec = &ods.Op{
	Name:     "xevm.blockstore2d",
	Summary:  "2D block store",
	Operands: append(matrixOperands(), ods.Operand{Name: "stored_val", Type: matrixVector}),
	Attrs: []ods.Attr{{Name: "elem_size_in_bits", Constraint: i32Attr}, {Name: "tile_width", Constraint: i32Attr},
		{Name: "tile_height", Constraint: i32Attr}, optAttr("cache_control", storeCacheC)},
	Format: propsOperands,
	Verify: verifyBlockStore2d,
}

var blockPrefetch2dSpec = &ods.Op{
	Name:     "xevm.blockprefetch2d",
	Summary:  "2D block prefetch",
	Operands: matrixOperands(),
	Attrs: []ods.Attr{{Name: "elem_size_in_bits", Constraint: i32Attr}, {Name: "tile_width", Constraint: i32Attr},
		{Name: "tile_height", Constraint: i32Attr}, {Name: "v_blocks", Constraint: i32Attr},
		optAttr("cache_control", loadCacheC)},
	Format: propsOperands,
	Verify: verifyBlockPrefetch2d,
}

var memfenceSpec = &ods.Op{
	Name:    "xevm.memfence",
	Summary: "Work-item's memory fence.",
	Attrs: []ods.Attr{{Name: "scope", Constraint: memScope.Constraint("Describe memory scopes")},
		{Name: "addrspace", Constraint: addrSpace.Constraint("Describe address spaces"),
			Default: func(ctx *ir.Context) ir.Attribute { return addrSpace.Get(ctx, 4) }}},
	Format: "prop-dict  attr-dict",
}

var prefetchSpec = &ods.Op{
	Name:     "xevm.prefetch",
	Summary:  "Prefetch data into a cache subsystem.",
	Operands: []ods.Operand{{Name: "ptr", Type: globalOrGenericPtr}},
	Attrs:    []ods.Attr{optAttr("cache_control", loadCacheC)},
	Format:   propsOperands,
}

var mmaSpec = &ods.Op{
	Name:    "xevm.mma",
	Summary: "Subgroup matrix multiply-add",
	Operands: []ods.Operand{{Name: "a", Type: matrixVector}, {Name: "b", Type: matrixVector},
		{Name: "c", Type: matrixVector, Arity: ods.Optional}},
	Results: []ods.Result{{Name: "d", Type: matrixVector}},
	Attrs:   []ods.Attr{{Name: "shape", Constraint: structAttrC(mmaShape)}, {Name: "types", Constraint: structAttrC(mmaTypes)}},
	Format: "$a `,` $b (`,` $c^)? ` ` `{` `shape` `=` $shape `,` `types` `=` $types `}` attr-dict `:` " +
		"functional-type(operands, results)",
	Verify: func(op *ir.Operation) error {
		if op.NumOperands() == 3 && op.Operand(2).Type() != op.Result(0).Type() {
			return op.EmitOpError("type of C operand must match result type")
		}
		return nil
	},
}

// specialRegisters are the work-item id and range registers.
func specialRegisters() []*ods.Op {
	var out []*ods.Op
	add := func(name string) {
		out = append(out, &ods.Op{
			Name:    "xevm." + name,
			Results: []ods.Result{{Name: "res", Type: ods.AnyOf("32-bit signless integer or 64-bit signless integer", i32, ods.I64)}},
			Attrs:   []ods.Attr{optAttr("range", constantRangeC)},
			Format:  "(`range` $range^)? attr-dict `:` type($res)",
		})
	}
	for _, base := range []string{"local_id", "local_size", "group_id", "group_count"} {
		for _, d := range []string{"x", "y", "z"} {
			add(base + "." + d)
		}
	}
	for _, n := range []string{"lane_id", "subgroup_id", "subgroup_size"} {
		add(n)
	}
	return out
}

// constantRangeC is LLVM_ConstantRangeAttr, `#llvm.constant_range<iN, lo,
// hi>` (kept as text by the llvm dialect), written `<iN, lo, hi>` in
// formats.
var constantRangeC = ods.AttrConstraint{
	Desc: "A range of two integers, corresponding to LLVM's ConstantRange",
	Pred: func(a ir.Attribute) bool {
		o, ok := a.(*ir.OpaqueAttr)
		return ok && o.Dialect == "llvm" && strings.HasPrefix(o.Data, rangeMnemonic+"<")
	},
	Parse: func(p ir.OpParser, ctx *ir.Context) (ir.Attribute, error) {
		if err := p.ParsePunct("<"); err != nil {
			return nil, err
		}
		t, err := p.ParseType()
		if err != nil {
			return nil, err
		}
		body := "<" + asm.TypeString(t)
		for range 2 {
			if err := p.ParsePunct(","); err != nil {
				return nil, err
			}
			v, ok, err := p.ParseOptionalInteger()
			if err != nil {
				return nil, err
			}
			if !ok {
				return nil, p.Errorf("expected integer value")
			}
			body += ", " + strconv.FormatInt(v, 10)
		}
		if err := p.ParsePunct(">"); err != nil {
			return nil, err
		}
		return ctx.OpaqueAttr("llvm", rangeMnemonic+body+">", nil), nil
	},
	Print: func(p ir.OpPrinter, a ir.Attribute) {
		p.WriteString(strings.TrimPrefix(a.(*ir.OpaqueAttr).Data, rangeMnemonic))
	},
}

const rangeMnemonic = "constant_range"

// intProp returns the value of an integer property of op.
func intProp(op *ir.Operation, name string) int64 {
	if a, ok := op.InherentAttr(name).(*ir.IntegerAttr); ok {
		return a.Int64()
	}
	return 0
}

// boolProp returns the value of an i1 property of op.
func boolProp(op *ir.Operation, name string) bool { return intProp(op, name) != 0 }

// constInt returns the value of v when an arith or llvm constant defines
// it.
func constInt(v *ir.Value) (int64, bool) {
	d := v.DefiningOp()
	if d == nil || (d.Name() != "arith.constant" && d.Name() != "llvm.mlir.constant") {
		return 0, false
	}
	a, ok := d.InherentAttr("value").(*ir.IntegerAttr)
	if !ok {
		return 0, false
	}
	return a.Int64(), true
}

func isPow2(v int64) bool { return v > 0 && v&(v-1) == 0 }

// verifyMatrixInput is upstream's check of the 2D block ops' operands and
// shape attributes; vBlocks is 1 for stores.
func verifyMatrixInput(op *ir.Operation, vBlocks int64) error {
	w, wok := constInt(op.Operand(1))
	pitch, pok := constInt(op.Operand(3))
	if wok && pok && pitch < w {
		return op.EmitOpError("4th operand (base pitch) should be >= 2nd operand (base width)")
	}
	if e := intProp(op, "elem_size_in_bits"); e < 8 || !isPow2(e) || e > 32 {
		return op.EmitOpError("expecting 'elem_size_in_bits' to be 8, 16, or 32")
	}
	if h := intProp(op, "tile_height"); h > 32 || !isPow2(h) {
		return op.EmitOpError("expecting tile_height to be 1, 2, 4, 8, 16, or 32")
	}
	if vBlocks > 8 || !isPow2(vBlocks) {
		return op.EmitOpError("expecting v_blocks to be 1, 2, 4, or 8")
	}
	return nil
}

// widthRule bounds the tile width for an element size, and the product of
// tile width and v_blocks (0: unbounded).
type widthRule struct{ lo, hi, product int64 }

func inRange(op *ir.Operation, name string, v, lo, hi int64) error {
	if v < lo || v > hi {
		return op.EmitOpError("expecting %s to be between %d and %d", name, lo, hi)
	}
	return nil
}

// vBlocksError checks v against the allowed values, listed as upstream's
// message lists them.
func vBlocksError(op *ir.Operation, v int64, allowed ...int64) error {
	for _, a := range allowed {
		if v == a {
			return nil
		}
	}
	s := make([]string, len(allowed))
	for i, a := range allowed {
		s[i] = strconv.FormatInt(a, 10)
	}
	list := s[0]
	switch len(s) {
	case 2:
		list = s[0] + " or " + s[1]
	case 3:
		list = s[0] + ", " + s[1] + ", or " + s[2]
	}
	return op.EmitOpError("expecting v_blocks to be %s", list)
}

func verifyBlockLoad2d(op *ir.Operation) error {
	res := op.Result(0).Type().(*ir.VectorType)
	elemBits := int64(ir.BitWidth(res.Elem))
	esize, tw, th, vb := intProp(op, "elem_size_in_bits"), intProp(op, "tile_width"), intProp(op, "tile_height"), intProp(op, "v_blocks")
	transpose, pack := boolProp(op, "transpose"), boolProp(op, "pack_register")
	resSize := res.Shape[0] * elemBits
	if expected := esize * th * tw * vb / 16; resSize != expected {
		return op.EmitOpError("result size of %d bits does not match the expected size of %d bits", resSize, expected)
	}
	if transpose && pack {
		return op.EmitOpError("transpose and pack_register are mutually exclusive")
	}
	switch {
	case !transpose && !pack:
		if err := inRange(op, "tile_height", th, 1, 32); err != nil {
			return err
		}
		rules := map[int64]widthRule{8: {4, 64, 64}, 16: {2, 32, 32}, 32: {1, 16, 16}, 64: {1, 8, 0}}
		r, ok := rules[esize]
		if !ok {
			return op.EmitOpError("expecting elem_size_in_bits to be 8, 16, 32, or 64")
		}
		if err := inRange(op, "tile_width", tw, r.lo, r.hi); err != nil {
			return err
		}
		var err error
		switch esize {
		case 8, 16:
			err = vBlocksError(op, vb, 1, 2, 4)
		case 32:
			err = vBlocksError(op, vb, 1, 2)
		default:
			err = vBlocksError(op, vb, 1)
		}
		if err != nil {
			return err
		}
		if r.product > 0 && tw*vb > r.product {
			return op.EmitOpError("tile_width * v_blocks should be less than or equal to %d for %d bit elements", r.product, esize)
		}
	case transpose:
		if err := vBlocksError(op, vb, 1); err != nil {
			return err
		}
		switch esize {
		case 32:
			if err := inRange(op, "tile_height", th, 1, 32); err != nil {
				return err
			}
			if err := inRange(op, "tile_width", tw, 1, 8); err != nil {
				return err
			}
		case 64:
			if th != 8 {
				return op.EmitOpError("expecting tile_height to be 8 for 64 bit elements")
			}
			if tw != 1 && tw != 2 && tw != 4 {
				return op.EmitOpError("expecting tile_width to be 1, 2, or 4")
			}
		default:
			return op.EmitOpError("transpose is only supported for 32 and 64 bit elements")
		}
	default:
		if err := vBlocksError(op, vb, 1, 2, 4); err != nil {
			return err
		}
		switch esize {
		case 8:
			if err := inRange(op, "tile_height", th, 4, 32); err != nil {
				return err
			}
			if err := inRange(op, "tile_width", tw, 4, 16); err != nil {
				return err
			}
		case 16:
			if err := inRange(op, "tile_height", th, 2, 32); err != nil {
				return err
			}
			if err := inRange(op, "tile_width", tw, 2, 16); err != nil {
				return err
			}
			if tw*vb > 32 {
				return op.EmitOpError("tile_width * v_blocks should be less than or equal to 32 for 16 bit elements")
			}
		default:
			return op.EmitOpError("pack_register is only supported for 8 and 16 bit elements")
		}
	}
	if err := verifyMatrixInput(op, vb); err != nil {
		return err
	}
	if (esize == 32 || pack) && elemBits != 32 {
		return op.EmitOpError("expecting result element type to be 32 bits")
	}
	if pack && tw != 16 {
		return op.EmitOpError("tile_width when pack_register is true should be equal to subgroup size (16 elements)")
	}
	return nil
}

func verifyBlockStore2d(op *ir.Operation) error {
	esize, tw, th := intProp(op, "elem_size_in_bits"), intProp(op, "tile_width"), intProp(op, "tile_height")
	if err := inRange(op, "tile_height", th, 1, 8); err != nil {
		return err
	}
	bounds := map[int64][2]int64{8: {4, 64}, 16: {2, 32}, 32: {1, 16}, 64: {1, 8}}
	b, ok := bounds[esize]
	if !ok {
		return op.EmitOpError("expecting elem_size_in_bits to be 8, 16, 32, or 64")
	}
	if err := inRange(op, "tile_width", tw, b[0], b[1]); err != nil {
		return err
	}
	if err := verifyMatrixInput(op, 1); err != nil {
		return err
	}
	return checkTileWidth(op, esize, tw, false)
}

func verifyBlockPrefetch2d(op *ir.Operation) error {
	if err := verifyMatrixInput(op, intProp(op, "v_blocks")); err != nil {
		return err
	}
	return checkTileWidth(op, intProp(op, "elem_size_in_bits"), intProp(op, "tile_width"), true)
}

// checkTileWidth checks the tile widths the block stores and prefetches
// support; prefetches also take 8-wide tiles of 32-bit elements.
func checkTileWidth(op *ir.Operation, esize, tw int64, prefetch bool) error {
	switch esize {
	case 8:
		if tw != 16 && tw != 32 {
			return op.EmitOpError("tile_width for 8 bit elements should be equal to 16 or 32")
		}
	case 16:
		if tw != 16 {
			return op.EmitOpError("tile_width for 16 bit elements should be equal to 16")
		}
	case 32:
		if prefetch && tw != 8 && tw != 16 {
			return op.EmitOpError("tile_width for 32 bit elements should be equal to 8 or 16")
		}
		if !prefetch && tw != 16 {
			return op.EmitOpError("tile_width for 32 bit elements should be equal to 16")
		}
	}
	return nil
}
