// Package amx defines the user-facing part of upstream's amx dialect (Intel
// Advanced Matrix Extensions): the !amx.tile type and the tile_zero,
// tile_load, tile_store, tile_mulf and tile_muli ops, with upstream's
// syntax and verifiers. The LLVM intrinsic ops the dialect lowers to are
// not defined yet.
package amx

import (
	"encoding/binary"
	"strconv"

	"github.com/gomlir/gomlir/dialect/memref"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// Dialect is the amx dialect.
var Dialect = &ods.Dialect{
	Name:    "amx",
	Summary: "Intel Advanced Matrix Extensions",
	Ops:     []*ods.Op{tileZeroSpec, tileLoadSpec, tileStoreSpec, tileMulFSpec, tileMulISpec},
	Template: ir.Dialect{
		ParseType: parseType,
		PrintType: printType,
	},
}

// TileType is `!amx.tile<16x32xbf16>`: a tile register's contents.
type TileType struct {
	ir.TypeBase
	Shape []int64
	Elem  ir.Type
}

// DialectName returns "amx".
func (*TileType) DialectName() string { return "amx" }

// Tile returns `!amx.tile<shape x elem>`.
func Tile(ctx *ir.Context, shape []int64, elem ir.Type) *TileType {
	k := binary.LittleEndian.AppendUint64([]byte("amx.tile\x00"), ir.TypeID(elem))
	for _, d := range shape {
		k = binary.LittleEndian.AppendUint64(k, uint64(d))
	}
	return ctx.UniqueDialectType(k, func(b ir.TypeBase) ir.Type {
		return &TileType{b, append([]int64(nil), shape...), elem}
	}).(*TileType)
}

// Element type predicates with upstream's descriptions.
func isF32(t ir.Type) bool { f, ok := t.(*ir.FloatType); return ok && f.Kind == ir.F32 }
func isF16OrBF16(t ir.Type) bool {
	f, ok := t.(*ir.FloatType)
	return ok && (f.Kind == ir.F16 || f.Kind == ir.BF16)
}
func isSignless(width int) func(ir.Type) bool {
	return func(t ir.Type) bool {
		i, ok := t.(*ir.IntegerType)
		return ok && i.Width == width && i.Signedness == ir.Signless
	}
}

const tileElemDesc = "32-bit float or 16-bit float or bfloat16 type or 32-bit signless integer or 8-bit signless integer"

func isTileElem(t ir.Type) bool {
	return isF32(t) || isF16OrBF16(t) || isSignless(32)(t) || isSignless(8)(t)
}

func parseType(dp ir.DialectParser) (ir.Type, error) {
	p, pos, kw, err := ir.ParseMnemonic(dp)
	if err != nil {
		return nil, err
	}
	if kw != "tile" {
		return nil, p.ErrorAt(pos, "unknown  type `%s` in dialect `amx`", kw)
	}
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	shape, err := p.ParseDimensionListX(false)
	if err != nil {
		return nil, err
	}
	elem, err := p.ParseType()
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	if !p.AtEnd() {
		return nil, p.Errorf("expected end of type")
	}
	if !isTileElem(elem) {
		return nil, p.ErrorAt(pos, "failed to verify 'elementType': %s", tileElemDesc)
	}
	return Tile(p.Context(), shape, elem), nil
}

func printType(p ir.DialectPrinter, t ir.Type) {
	x, ok := t.(*TileType)
	if !ok {
		return
	}
	p.WriteString("tile<")
	for i, d := range x.Shape {
		if i > 0 {
			p.WriteString("x")
		}
		p.WriteString(strconv.FormatInt(d, 10))
	}
	p.WriteString("x")
	p.PrintType(x.Elem)
	p.WriteString(">")
}

// tileOf is AMX_TileTypeOf: a 2-d tile of the given element types.
func tileOf(desc string, pred func(ir.Type) bool) ods.TypeConstraint {
	return ods.TypeConstraint{Desc: "tile of " + desc + " values", Pred: func(t ir.Type) bool {
		x, ok := t.(*TileType)
		return ok && len(x.Shape) == 2 && pred(x.Elem)
	}}
}

// memRef is AnyMemRef as a format sees it: a single memref type.
var memRef = func() ods.TypeConstraint {
	c := ods.AnyMemRef
	c.Class = "builtin.memref"
	return c
}()

var (
	anyTile  = tileOf(tileElemDesc, isTileElem)
	halfTile = tileOf("16-bit float or bfloat16 type", isF16OrBF16)
	f32Tile  = tileOf("32-bit float", isF32)
	i8Tile   = tileOf("8-bit signless integer", isSignless(8))
	i32Tile  = tileOf("32-bit signless integer", isSignless(32))
)

var (
	tileZeroSpec = &ods.Op{
		Name:    "amx.tile_zero",
		Summary: "tile zero operation",
		Results: []ods.Result{{Name: "res", Type: anyTile}},
		Traits:  []ir.Trait{ir.TraitNoMemoryEffect, ir.TraitAlwaysSpeculatable},
		Format:  "attr-dict `:` type($res)",
		Verify:  func(op *ir.Operation) error { return verifyTileSize(op, op.Result(0).Type().(*TileType)) },
	}
	tileLoadSpec = &ods.Op{
		Name:    "amx.tile_load",
		Summary: "tile load operation",
		Operands: []ods.Operand{{Name: "base", Type: memRef}, {Name: "indices", Type: ods.Index, Arity: ods.Variadic},
			{Name: "stride", Type: ods.Index, Arity: ods.Optional}},
		Results: []ods.Result{{Name: "res", Type: anyTile}},
		Traits:  []ir.Trait{ir.TraitAttrSizedOperandSegments},
		Interfaces: ir.Interfaces{ir.EffectsFunc(func(op *ir.Operation) []ir.EffectInstance {
			return []ir.EffectInstance{{Effect: ir.EffectRead, Value: op.Operand(0)}}
		})},
		Format: "$base `[` $indices `]` (`,` $stride^ )? attr-dict `:` type($base) `into` type($res)",
		Verify: func(op *ir.Operation) error {
			return verifyMemAccess(op, op.Result(0).Type().(*TileType))
		},
	}
	tileStoreSpec = &ods.Op{
		Name:    "amx.tile_store",
		Summary: "tile store operation",
		Operands: []ods.Operand{{Name: "base", Type: memRef}, {Name: "indices", Type: ods.Index, Arity: ods.Variadic},
			{Name: "val", Type: anyTile}, {Name: "stride", Type: ods.Index, Arity: ods.Optional}},
		Traits: []ir.Trait{ir.TraitAttrSizedOperandSegments},
		Interfaces: ir.Interfaces{ir.EffectsFunc(func(op *ir.Operation) []ir.EffectInstance {
			return []ir.EffectInstance{{Effect: ir.EffectWrite, Value: op.Operand(0)}}
		})},
		Format: "$base `[` $indices `]` `,` $val (`,` $stride^ )? attr-dict `:` type($base) `,` type($val)",
		Verify: func(op *ir.Operation) error {
			start, _ := ods.GroupRange(op, 2, false)
			return verifyMemAccess(op, op.Operand(start).Type().(*TileType))
		},
	}
	tileMulFSpec = mulSpec("amx.tile_mulf", "tile multiplication operation (floating-point)", halfTile, f32Tile, nil, 1,
		func(a, b, c ir.Type) bool { return isF16OrBF16(a) && a == b && isF32(c) })
	tileMulISpec = mulSpec("amx.tile_muli", "tile multiplication operation (integer)", i8Tile, i32Tile,
		[]ods.Attr{{Name: "isZextLhs", Constraint: ods.UnitAttrC, Optional: true}, {Name: "isZextRhs", Constraint: ods.UnitAttrC, Optional: true}}, 2,
		func(a, b, c ir.Type) bool { return isSignless(8)(a) && isSignless(8)(b) && isSignless(32)(c) })
)

// mulSpec builds tile_mulf and tile_muli: `res = acc + lhs * rhs`, the
// operands packing 2^scale elements per 32-bit column.
func mulSpec(name, summary string, in, acc ods.TypeConstraint, attrs []ods.Attr, scale uint, supported func(a, b, c ir.Type) bool) *ods.Op {
	format := "$lhs `,` $rhs `,` $acc attr-dict `:` type($lhs) `,` type($rhs) `,` type($acc)"
	if attrs != nil {
		format = "$lhs (`zext` $isZextLhs^)? `,` $rhs (`zext` $isZextRhs^)? `,` $acc attr-dict `:` type($lhs) `,` type($rhs) `,` type($acc)"
	}
	return &ods.Op{
		Name:          name,
		Summary:       summary,
		Operands:      []ods.Operand{{Name: "lhs", Type: in}, {Name: "rhs", Type: in}, {Name: "acc", Type: acc}},
		Results:       []ods.Result{{Name: "res", Type: acc}},
		Attrs:         attrs,
		Traits:        []ir.Trait{ir.TraitNoMemoryEffect, ir.TraitAlwaysSpeculatable},
		AllTypesMatch: [][]string{{"acc", "res"}},
		Format:        format,
		Verify: func(op *ir.Operation) error {
			var tiles [3]*TileType
			for i := range tiles {
				tiles[i] = op.Operand(i).Type().(*TileType)
				if err := verifyTileSize(op, tiles[i]); err != nil {
					return err
				}
			}
			a, b, c := tiles[0], tiles[1], tiles[2]
			am, ak := a.Shape[0], a.Shape[1]>>scale
			bk, bn := b.Shape[0], b.Shape[1]>>scale
			cm, cn := c.Shape[0], c.Shape[1]
			if cm != am || cn != bn || ak != bk {
				return op.EmitOpError("bad mult shape: %d x %d x %d", cm, cn, ak)
			}
			if !supported(a.Elem, b.Elem, c.Elem) {
				return op.EmitOpError("unsupported type combination")
			}
			return nil
		},
	}
}

// verifyTileSize is verifyTileSize: at most 16 rows of at most 64 bytes,
// a multiple of 4 bytes.
func verifyTileSize(op *ir.Operation, t *TileType) error {
	const maxRows, bitsPerRow = 16, 64 * 8
	col := t.Shape[1] * int64(ir.BitWidth(t.Elem))
	if t.Shape[0] > maxRows {
		return op.EmitOpError("bad row height: %d", t.Shape[0])
	}
	if col > bitsPerRow || col&0x1f != 0 {
		return op.EmitOpError("bad column width: %d", col>>3)
	}
	return nil
}

// verifyMemAccess is the memory verifier of tile_load and tile_store: one
// index per memref dimension and, without an explicit stride, a memref of
// rank 2 or more with unit innermost stride; then the tile's size.
func verifyMemAccess(op *ir.Operation, tile *TileType) error {
	mt := op.Operand(0).Type().(*ir.MemRefType)
	_, nIndices := ods.GroupRange(op, 1, false)
	rank := len(mt.Shape)
	if nIndices != rank {
		return op.EmitOpError("requires %d indices", rank)
	}
	_, nStride := ods.GroupRange(op, len(ods.SpecOf(op).Operands)-1, false)
	if nStride == 0 {
		if rank < 2 {
			return op.EmitOpError("requires at least 2D memref")
		}
		strides, _, ok := memref.StridesAndOffset(ods.ContextOf(op), mt)
		if !ok || strides[len(strides)-1] != 1 {
			return op.EmitOpError("requires memref with unit innermost stride")
		}
	}
	return verifyTileSize(op, tile)
}
