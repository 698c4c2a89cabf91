// Package nvvm is the part of MLIR's NVVM dialect (NVIDIA's PTX as an
// extension of the llvm dialect) that gomlir defines: warp shuffles and
// asynchronous shared-memory copies, with upstream's syntax and verifiers.
package nvvm

import (
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/dialect/llvm"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
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

// enumDef is one of the dialect's enums, written `#nvvm<mnemonic case>`
// (or `#nvvm.mnemonic<case>` when angled) alone and as the bare case in op
// formats.
type enumDef struct {
	mnemonic string
	angled   bool
	cases    []string
	cppName  string // e.g. "::mlir::NVVM::ShflKind"
	attrName string // e.g. "ShflKindAttr"
}

var (
	shflKind = &enumDef{mnemonic: "shfl_kind", cases: []string{"bfly", "up", "down", "idx"},
		cppName: "::mlir::NVVM::ShflKind", attrName: "ShflKindAttr"}
	loadCacheModifier = &enumDef{mnemonic: "load_cache_modifier", cases: []string{"ca", "cg", "cs", "lu", "cv"},
		cppName: "::mlir::NVVM::LoadCacheModifierKind", attrName: "LoadCacheModifierAttr"}
	mmaTypes = &enumDef{mnemonic: "mma_type", angled: true, cases: []string{"f16", "f32", "tf32", "bf16", "s8", "u8",
		"s32", "s4", "u4", "b1", "f64", "e4m3", "e5m2", "e3m2", "e2m3", "e2m1"},
		cppName: "::mlir::NVVM::MMATypes", attrName: "MMATypesAttr"}
	mmaFrag = &enumDef{mnemonic: "mma_frag", angled: true, cases: []string{"a", "b", "c"},
		cppName: "::mlir::NVVM::MMAFrag", attrName: "MMAFragAttr"}
	mmaLayout = &enumDef{mnemonic: "mma_layout", angled: true, cases: []string{"row", "col"},
		cppName: "::mlir::NVVM::MMALayout", attrName: "MMALayoutAttr"}
	mmaB1Op = &enumDef{mnemonic: "mma_b1op", angled: true, cases: []string{"none", "xor_popc", "and_popc"},
		cppName: "::mlir::NVVM::MMAB1Op", attrName: "MMAB1OpAttr"}
	mmaIntOverflow = &enumDef{mnemonic: "mma_int_overflow", angled: true, cases: []string{"satfinite", "wrapped"},
		cppName: "::mlir::NVVM::MMAIntOverflow", attrName: "MMAIntOverflowAttr"}
	enums = []*enumDef{shflKind, loadCacheModifier, mmaTypes, mmaFrag, mmaLayout, mmaB1Op, mmaIntOverflow}
)

// EnumAttr is a value of one of the dialect's enums.
type EnumAttr struct {
	ir.AttrBase
	def   *enumDef
	Value int // the case's index
}

// DialectName returns "nvvm".
func (*EnumAttr) DialectName() string { return "nvvm" }

// Case returns the name of the attribute's case.
func (a *EnumAttr) Case() string { return a.def.cases[a.Value] }

func (e *enumDef) get(ctx *ir.Context, v int) *EnumAttr {
	return ctx.UniqueDialectAttr([]byte("nvvm."+e.mnemonic+"."+e.cases[v]), func(b ir.AttrBase) ir.Attribute {
		return &EnumAttr{AttrBase: b, def: e, Value: v}
	}).(*EnumAttr)
}

// parseCase parses a bare case with upstream's two errors for an unknown
// one.
func (e *enumDef) parseCase(p ir.OpParser) (*EnumAttr, error) {
	at := p.Pos()
	kw, ok := p.ParseOptionalKeywordAny()
	if !ok {
		kw, ok = p.ParseOptionalString()
	}
	for i, c := range e.cases {
		if ok && c == kw {
			return e.get(p.Context(), i), nil
		}
	}
	first := p.ErrorAt(at, "expected %s to be one of: %s", e.cppName, strings.Join(e.cases, ", "))
	if !ok {
		first = p.Errorf("expected valid keyword or string")
	}
	p.Context().Report(first.(*ir.Diagnostic))
	return nil, p.Errorf("failed to parse %s parameter 'value' which is to be a `%s`", e.attrName, e.cppName)
}

// attrC is the constraint of e's attributes: written as the bare case
// (after a space, as upstream prints it) in formats.
func (e *enumDef) attrC() ods.AttrConstraint {
	pred := func(a ir.Attribute) bool {
		x, ok := a.(*EnumAttr)
		return ok && x.def == e
	}
	return ods.AttrConstraint{
		Desc: "NVVM " + e.mnemonic, GoType: "*nvvm.EnumAttr", Pred: pred, Storage: pred,
		Parse: func(p ir.OpParser, _ *ir.Context) (ir.Attribute, error) { return e.parseCase(p) },
		Print: func(p ir.OpPrinter, a ir.Attribute) {
			if x, ok := a.(*EnumAttr); ok && x.def == e {
				p.WriteString(" " + x.Case())
				return
			}
			p.PrintAttribute(a)
		},
	}
}

func parseAttr(dp ir.DialectParser, _ ir.Type) (ir.Attribute, error) {
	p, err := dp.Tokens()
	if err != nil {
		return nil, err
	}
	pos := p.Pos()
	kw, ok := p.ParseOptionalKeywordAny()
	if !ok {
		return nil, p.Errorf("expected valid keyword")
	}
	for _, e := range enums {
		if e.mnemonic == kw {
			if e.angled {
				if err := p.ParsePunct("<"); err != nil {
					return nil, err
				}
			}
			a, err := e.parseCase(p)
			if err != nil {
				return nil, err
			}
			if e.angled {
				if err := p.ParsePunct(">"); err != nil {
					return nil, err
				}
			}
			if !p.AtEnd() {
				return nil, p.Errorf("expected end of attribute")
			}
			return a, nil
		}
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
	if x, ok := a.(*EnumAttr); ok && x.def.angled {
		p.WriteString(x.def.mnemonic + "<" + x.Case() + ">")
	} else if ok {
		p.WriteString(x.def.mnemonic + " " + x.Case())
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
	Attrs: []ods.Attr{{Name: "kind", Constraint: shflKind.attrC()},
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
	Attrs:  []ods.Attr{{Name: "size", Constraint: ods.I32Attr}, {Name: "modifier", Constraint: loadCacheModifier.attrC()}},
	Format: "$dst `,` $src `,` $size `,` `cache` `=` $modifier (`,` $cpSize^)? attr-dict `:` type(operands)",
	Verify: func(op *ir.Operation) error {
		size := op.InherentAttr("size").(*ir.IntegerAttr).Int64()
		m := op.InherentAttr("modifier").(*EnumAttr).Case()
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
