package llvm

import (
	"encoding/binary"
	"strconv"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// Block addresses: `#llvm.blocktag<id = N>` marks a block (llvm.blocktag),
// `#llvm.blockaddress<function = @f, tag = <id = N>>` takes its address
// (llvm.blockaddress), and llvm.indirectbr branches to one.

// BlockTagAttr is `#llvm.blocktag<id = N>`.
type BlockTagAttr struct {
	ir.AttrBase
	ID uint32
}

// DialectName returns "llvm".
func (*BlockTagAttr) DialectName() string { return "llvm" }

// BlockAddressAttr is `#llvm.blockaddress<function = @f, tag = <id = N>>`.
type BlockAddressAttr struct {
	ir.AttrBase
	Function *ir.SymbolRefAttr
	Tag      *BlockTagAttr
}

// DialectName returns "llvm".
func (*BlockAddressAttr) DialectName() string { return "llvm" }

// WalkChildren visits the function reference (for symbol uses and
// aliases).
func (a *BlockAddressAttr) WalkChildren(f func(any)) {
	f(a.Function)
	f(a.Tag)
}

// BlockTag returns `#llvm.blocktag<id = id>`.
func BlockTag(ctx *ir.Context, id uint32) *BlockTagAttr {
	k := binary.LittleEndian.AppendUint32([]byte("llvm.blocktag"), id)
	return ctx.UniqueDialectAttr(k, func(b ir.AttrBase) ir.Attribute {
		return &BlockTagAttr{AttrBase: b, ID: id}
	}).(*BlockTagAttr)
}

// BlockAddress returns the block address of the tag in the function.
func BlockAddress(ctx *ir.Context, fn *ir.SymbolRefAttr, tag *BlockTagAttr) *BlockAddressAttr {
	k := binary.LittleEndian.AppendUint64([]byte("llvm.blockaddress"), ir.AttrID(fn))
	k = binary.LittleEndian.AppendUint64(k, ir.AttrID(tag))
	return ctx.UniqueDialectAttr(k, func(b ir.AttrBase) ir.Attribute {
		return &BlockAddressAttr{AttrBase: b, Function: fn, Tag: tag}
	}).(*BlockAddressAttr)
}

// parseBlockTagBody parses `<id = N>`.
func parseBlockTagBody(p ir.OpParser) (*BlockTagAttr, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	v, err := parseIntegerParam(p, "id")
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	return BlockTag(p.Context(), uint32(v)), nil
}

// parseBlockAddressBody parses `<function = @f, tag = <id = N>>`.
func parseBlockAddressBody(p ir.OpParser) (*BlockAddressAttr, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	if err := p.ParseKeyword("function"); err != nil {
		return nil, err
	}
	if err := p.ParsePunct("="); err != nil {
		return nil, err
	}
	pos := p.Pos()
	a, err := p.ParseAttribute(nil)
	if err != nil {
		return nil, err
	}
	fn, ok := a.(*ir.SymbolRefAttr)
	if !ok || !fn.IsFlat() {
		return nil, p.ErrorAt(pos, "invalid kind of attribute specified")
	}
	if err := p.ParsePunct(","); err != nil {
		return nil, err
	}
	if err := p.ParseKeyword("tag"); err != nil {
		return nil, err
	}
	if err := p.ParsePunct("="); err != nil {
		return nil, err
	}
	tag, err := parseBlockTagBody(p)
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	return BlockAddress(p.Context(), fn, tag), nil
}

func blockTagText(t *BlockTagAttr) string {
	return "<id = " + strconv.FormatUint(uint64(t.ID), 10) + ">"
}

// printBlockAddressBody prints `<function = @f, tag = <id = N>>`.
func printBlockAddressBody(w interface {
	WriteString(string)
	PrintAttribute(ir.Attribute)
}, a *BlockAddressAttr) {
	w.WriteString("<function = ")
	w.PrintAttribute(a.Function)
	w.WriteString(", tag = " + blockTagText(a.Tag) + ">")
}

var (
	blockTagC = ods.AttrConstraint{Desc: "LLVM block tag attribute", GoType: "*llvm.BlockTagAttr", GoImport: "github.com/gomlir/gomlir/dialect/llvm",
		Pred: func(a ir.Attribute) bool { _, ok := a.(*BlockTagAttr); return ok },
		Parse: func(p ir.OpParser, _ *ir.Context) (ir.Attribute, error) {
			return parseBlockTagBody(p)
		},
		Print: func(p ir.OpPrinter, a ir.Attribute) {
			if t, ok := a.(*BlockTagAttr); ok {
				p.WriteString(blockTagText(t))
				return
			}
			p.PrintAttribute(a)
		}}
	blockAddressC = ods.AttrConstraint{Desc: "LLVM block address attribute", GoType: "*llvm.BlockAddressAttr", GoImport: "github.com/gomlir/gomlir/dialect/llvm",
		Pred: func(a ir.Attribute) bool { _, ok := a.(*BlockAddressAttr); return ok },
		Parse: func(p ir.OpParser, _ *ir.Context) (ir.Attribute, error) {
			return parseBlockAddressBody(p)
		},
		Print: func(p ir.OpPrinter, a ir.Attribute) {
			if b, ok := a.(*BlockAddressAttr); ok {
				printBlockAddressBody(p, b)
				return
			}
			p.PrintAttribute(a)
		}}
)

func blockAddressOps() []*ods.Op {
	return []*ods.Op{
		{
			Name:    "llvm.blocktag",
			Summary: "Marks a block whose address may be taken",
			Attrs:   []ods.Attr{{Name: "tag", Constraint: blockTagC}},
			Format:  "$tag attr-dict",
			Verify:  verifyBlockTag,
		},
		{
			Name:    "llvm.blockaddress",
			Summary: "The address of a tagged block of a function",
			Attrs:   []ods.Attr{{Name: "block_addr", Constraint: blockAddressC}},
			Results: []ods.Result{{Name: "res", Type: anyPtr}},
			Traits:  traits(ir.TraitConstantLike),
			Format:  "$block_addr attr-dict `:` qualified(type($res))",
			Verify: func(op *ir.Operation) error {
				if blockTagOf(op) == nil {
					return op.EmitOpError("expects an existing block label target in the referenced function")
				}
				return nil
			},
			Fold: func(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
				return attr(op.InherentAttr("block_addr"))
			},
		},
		{
			Name:    "llvm.indirectbr",
			Summary: "Indirect branch to one of the successors",
			Operands: []ods.Operand{{Name: "addr", Type: anyPtr},
				{Name: "succOperands", Type: ods.AnyType, Arity: ods.VariadicOfVariadic, SegmentAttr: "indbr_operand_segments"}},
			Attrs:      []ods.Attr{{Name: "indbr_operand_segments", Constraint: ods.DenseI32ArrayAttr}},
			Successors: []ods.Successor{{Name: "successors", Arity: ods.Variadic}},
			Traits:     terminator(),
			Format: "$addr `:` type($addr) `,` custom<IndirectBrOpSucessors>(ref(type($addr)), $successors, $succOperands, type($succOperands))" +
				" attr-dict",
			CustomDirectives: map[string]ods.CustomDirective{"IndirectBrOpSucessors": {Parse: parseIndirectSuccessors, Print: printIndirectSuccessors}},
			Verify:           ir.VerifyBranchSuccessorOperands,
			Interfaces:       ir.Interfaces{branch{}},
		},
	}
}

// enclosingFunc returns the llvm.func op is nested in.
func enclosingFunc(op *ir.Operation) *ir.Operation {
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if p.Name() == "llvm.func" {
			return p
		}
	}
	return nil
}

// verifyBlockTag reports a tag used twice in one function (at the later
// use).
func verifyBlockTag(op *ir.Operation) error {
	fn := enclosingFunc(op)
	tag, _ := op.InherentAttr("tag").(*BlockTagAttr)
	if fn == nil || tag == nil {
		return nil
	}
	var first *ir.Operation
	fn.WalkPre(func(o *ir.Operation) ir.WalkResult {
		if o.Name() == "llvm.blocktag" && o.InherentAttr("tag") == ir.Attribute(tag) {
			first = o
			return ir.WalkInterrupt
		}
		return ir.WalkAdvance
	})
	if first != op {
		return op.EmitError("duplicate block tag '%d' in the same function: ", tag.ID)
	}
	return nil
}

// blockTagOf returns the llvm.blocktag a block address refers to.
func blockTagOf(op *ir.Operation) *ir.Operation {
	ba, ok := op.InherentAttr("block_addr").(*BlockAddressAttr)
	if !ok {
		return nil
	}
	module := op.ParentOp()
	for module != nil && !module.Info().Traits.Has(ir.TraitSymbolTable) {
		module = module.ParentOp()
	}
	if module == nil {
		return nil
	}
	fn := ir.NewSymbolTableCollection(ods.ContextOf(op)).LookupNearestSymbolFrom(op, ba.Function)
	if fn == nil || fn.Name() != "llvm.func" {
		return nil
	}
	var found *ir.Operation
	fn.WalkPre(func(o *ir.Operation) ir.WalkResult {
		if o.Name() == "llvm.blocktag" && o.InherentAttr("tag") == ir.Attribute(ba.Tag) {
			found = o
			return ir.WalkInterrupt
		}
		return ir.WalkAdvance
	})
	return found
}

// parseIndirectSuccessors parses `[ ^bb(args : types), ... ]`.
func parseIndirectSuccessors(p ir.OpParser, _ *ir.OperationState, args []ods.DirectiveArg) error {
	if err := p.ParsePunct("["); err != nil {
		return err
	}
	var dests []*ir.Block
	var uses [][]ir.UnresolvedOperand
	var types [][]ir.Type
	if !p.ParseOptionalPunct("]") {
		for {
			d, u, t, err := parseSuccessorAndUseList(p)
			if err != nil {
				return err
			}
			dests, uses, types = append(dests, d), append(uses, u), append(types, t)
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		if err := p.ParsePunct("]"); err != nil {
			return err
		}
	}
	args[1].SetSuccessors(dests)
	args[2].SetOperandGroups(uses)
	args[3].SetTypeGroups(types)
	return nil
}

func printIndirectSuccessors(p ir.OpPrinter, op *ir.Operation, args []ods.DirectiveArg) {
	p.WriteString("[")
	dests := args[1].Successors(op)
	groups := args[2].OperandGroups(op)
	for i, d := range dests {
		if i > 0 {
			p.WriteString(",")
		}
		p.PrintNewline()
		var ops []*ir.Value
		if i < len(groups) {
			ops = groups[i]
		}
		printSuccessorAndUseList(p, d, ops)
	}
	if len(dests) > 0 {
		p.PrintNewline()
	}
	p.WriteString("]")
}
