// Package nvvm is the part of MLIR's NVVM dialect (NVIDIA's PTX as an
// extension of the llvm dialect) that gomlir defines: warp shuffles and
// asynchronous shared-memory copies, with upstream's syntax and verifiers.
package nvvm

import (
	"strconv"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/dialect/llvm"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/ods/enumattr"
)

// Dialect is the nvvm dialect.
var Dialect = &ods.Dialect{
	Name:     "nvvm",
	Summary:  "The NVVM dialect that models NVIDIA's public ISA",
	Template: ir.Dialect{ParseAttr: parseAttr, PrintAttr: printAttr},
	ViewNames: map[string]string{
		"nvvm.shfl.sync": "ShflOp", "nvvm.cp.async.shared.global": "CpAsyncOp",
	},
	Ops: []*ods.Op{shflSpec, cpAsyncSpec},
}

// The dialect's enums.
var (
	shflKind = &enumattr.Def{Dialect: "nvvm", Mnemonic: "shfl_kind", Cases: []string{"bfly", "up", "down", "idx"},
		CppName: "::mlir::NVVM::ShflKind", AttrName: "ShflKindAttr"}
	loadCacheModifier = &enumattr.Def{Dialect: "nvvm", Mnemonic: "load_cache_modifier", Cases: []string{"ca", "cg", "cs", "lu", "cv"},
		CppName: "::mlir::NVVM::LoadCacheModifierKind", AttrName: "LoadCacheModifierAttr"}
	mmaTypes = &enumattr.Def{Dialect: "nvvm", Mnemonic: "mma_type", Angled: true, Cases: []string{"f16", "f32", "tf32", "bf16", "s8", "u8",
		"s32", "s4", "u4", "b1", "f64", "e4m3", "e5m2", "e3m2", "e2m3", "e2m1"},
		CppName: "::mlir::NVVM::MMATypes", AttrName: "MMATypesAttr"}
	mmaFrag = &enumattr.Def{Dialect: "nvvm", Mnemonic: "mma_frag", Angled: true, Cases: []string{"a", "b", "c"},
		CppName: "::mlir::NVVM::MMAFrag", AttrName: "MMAFragAttr"}
	mmaLayout = &enumattr.Def{Dialect: "nvvm", Mnemonic: "mma_layout", Angled: true, Cases: []string{"row", "col"},
		CppName: "::mlir::NVVM::MMALayout", AttrName: "MMALayoutAttr"}
	mmaB1Op = &enumattr.Def{Dialect: "nvvm", Mnemonic: "mma_b1op", Angled: true, Cases: []string{"none", "xor_popc", "and_popc"},
		CppName: "::mlir::NVVM::MMAB1Op", AttrName: "MMAB1OpAttr"}
	mmaIntOverflow = &enumattr.Def{Dialect: "nvvm", Mnemonic: "mma_int_overflow", Angled: true, Cases: []string{"satfinite", "wrapped"},
		CppName: "::mlir::NVVM::MMAIntOverflow", AttrName: "MMAIntOverflowAttr"}
	enums = []*enumattr.Def{shflKind, loadCacheModifier, mmaTypes, mmaFrag, mmaLayout, mmaB1Op, mmaIntOverflow}
)

func parseAttr(dp ir.DialectParser, _ ir.Type) (ir.Attribute, error) {
	p, pos, kw, err := ir.ParseMnemonic(dp)
	if err != nil {
		return nil, err
	}
	if a, ok, err := enumattr.ParseAttr(p, kw, enums); ok {
		return a, err
	}
	if kw == "shape" {
		a, err := parseShapeBody(p)
		if err != nil {
			return nil, err
		}
		if !p.AtEnd() {
			return nil, p.Errorf("expected end of attribute")
		}
		return a, nil
	}
	return nil, p.ErrorAt(pos, "unknown attribute `%s` in dialect `nvvm`", kw)
}

func printAttr(p ir.DialectPrinter, a ir.Attribute) {
	if s, ok := a.(*ShapeAttr); ok {
		p.WriteString("shape" + s.body())
		return
	}
	if x, ok := a.(*enumattr.Attr); ok {
		p.WriteString(x.Body())
	}
}

// Type constraints, with upstream's descriptions.
var (
	i32      = ods.I32
	i32OrF32 = ods.TypeConstraint{Desc: "32-bit signless integer or 32-bit float", Pred: isI32OrF32}
	shflRes  = ods.TypeConstraint{Desc: "32-bit signless integer or 32-bit float or LLVM struct type", Pred: func(t ir.Type) bool {
		_, isStruct := t.(*llvm.StructType)
		return isI32OrF32(t) || isStruct
	}}
)

func isI32OrF32(t ir.Type) bool {
	switch t := t.(type) {
	case *ir.IntegerType:
		return t.Width == 32 && t.IsSignless()
	case *ir.FloatType:
		return t.Kind == ir.F32
	}
	return false
}

// ptrIn is LLVM_PointerInAddressSpace<as>.
func ptrIn(as uint32) ods.TypeConstraint {
	return ods.TypeConstraint{Desc: "LLVM pointer in address space " + strconv.Itoa(int(as)), Pred: func(t ir.Type) bool {
		p, ok := t.(*llvm.PointerType)
		return ok && p.AddressSpace == as
	}}
}

// typeText is a type as diagnostics print it; quoted adds the quotes of a
// type streamed into a diagnostic.
func typeText(t ir.Type) string { return asm.TypeString(t) }

func quoted(t ir.Type) string { return "'" + typeText(t) + "'" }

var shflSpec = &ods.Op{
	Name:    "nvvm.shfl.sync",
	Summary: "NVVM Dialect Op for shfl.sync",
	Operands: []ods.Operand{{Name: "thread_mask", Type: i32}, {Name: "val", Type: i32OrF32},
		{Name: "offset", Type: i32}, {Name: "mask_and_clamp", Type: i32}},
	Results: []ods.Result{{Name: "res", Type: shflRes}},
	Attrs: []ods.Attr{{Name: "kind", Constraint: shflKind.BareConstraint("NVVM shuffle kind")},
		{Name: "return_value_and_is_valid", Constraint: ods.UnitAttrC, Optional: true}},
	Format: "$kind $thread_mask `,` $val `,` $offset `,` $mask_and_clamp attr-dict `:` type($val) `->` type($res)",
	Verify: verifyShfl,
}

// verifyShfl checks the result type: the value's type, or with
// return_value_and_is_valid a struct of it and an i1.
func verifyShfl(op *ir.Operation) error {
	val, res := op.Operand(1).Type(), op.Result(0).Type()
	st, isStruct := res.(*llvm.StructType)
	if op.InherentAttr("return_value_and_is_valid") == nil {
		if isStruct {
			return op.EmitOpError("\"return_value_and_is_valid\" attribute must be specified when the return type is a struct type")
		}
		if res != val {
			return op.EmitOpError("expected return type to be of type %s but got %s instead", quoted(val), quoted(res))
		}
		return nil
	}
	if !isStruct || len(st.Body()) != 2 {
		return op.EmitOpError("expected return type to be a two-element struct")
	}
	body := st.Body()
	if body[0] != val {
		return op.EmitOpError("expected first element in the returned struct to be of type %s but got %s instead", quoted(val), quoted(body[0]))
	}
	if it, ok := body[1].(*ir.IntegerType); !ok || it.Width != 1 || !it.IsSignless() {
		return op.EmitOpError("expected second element in the returned struct to be of type 'i1' but got %s instead", quoted(body[1]))
	}
	return nil
}

var cpAsyncSpec = &ods.Op{
	Name:    "nvvm.cp.async.shared.global",
	Summary: "NVVM Dialect Op for cp.async.shared.global",
	Operands: []ods.Operand{{Name: "dst", Type: ptrIn(3)}, {Name: "src", Type: ptrIn(1)},
		{Name: "cpSize", Type: i32, Arity: ods.Optional}},
	Attrs:  []ods.Attr{{Name: "size", Constraint: ods.I32Attr}, {Name: "modifier", Constraint: loadCacheModifier.BareConstraint("NVVM load cache modifier kind")}},
	Format: "$dst `,` $src `,` $size `,` `cache` `=` $modifier (`,` $cpSize^)? attr-dict `:` type(operands)",
	Verify: func(op *ir.Operation) error {
		size := op.InherentAttr("size").(*ir.IntegerAttr).Int64()
		m := op.InherentAttr("modifier").(*enumattr.Attr).Case()
		if m != "cg" && m != "ca" {
			return op.EmitError("Only CG and CA cache modifiers are supported.")
		}
		if size != 4 && size != 8 && size != 16 {
			return op.EmitError("expected byte size to be either 4, 8 or 16.")
		}
		if m == "cg" && size != 16 {
			return op.EmitError("CG cache modifier is only support for 16 bytes copy.")
		}
		return nil
	},
}
