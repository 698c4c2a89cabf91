package llvm

import (
	"math"
	"math/big"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// The folders of the dialect (upstream's LLVMDialect.cpp) and constant
// materialization.

// Attribute values of the value ops: `#llvm.zero`, `#llvm.undef` and
// `#llvm.poison`.
func zeroAttr(ctx *ir.Context) ir.Attribute   { return ctx.OpaqueAttr("llvm", "zero", nil) }
func undefAttr(ctx *ir.Context) ir.Attribute  { return ctx.OpaqueAttr("llvm", "undef", nil) }
func poisonAttr(ctx *ir.Context) ir.Attribute { return ctx.OpaqueAttr("llvm", "poison", nil) }

func value(v *ir.Value) []ir.FoldResult { return []ir.FoldResult{{Value: v}} }
func attr(a ir.Attribute) []ir.FoldResult {
	if a == nil {
		return nil
	}
	return []ir.FoldResult{{Attr: a}}
}

// inPlace reports that the folder changed op itself.
func inPlace(op *ir.Operation) []ir.FoldResult { return value(op.Result(0)) }

func init() {
	folders := map[string]func(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult{
		"llvm.mlir.zero":      func(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult { return attr(zeroAttr(ods.ContextOf(op))) },
		"llvm.mlir.undef":     func(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult { return attr(undefAttr(ods.ContextOf(op))) },
		"llvm.mlir.poison":    func(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult { return attr(poisonAttr(ods.ContextOf(op))) },
		"llvm.mlir.addressof": func(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult { return attr(op.InherentAttr("global_name")) },
		"llvm.bitcast":        foldChainableCast,
		"llvm.addrspacecast":  foldChainableCast,
		"llvm.zext":           foldZExt,
		"llvm.shl":            foldShl,
		"llvm.or":             foldOr,
		"llvm.icmp":           foldICmp,
		"llvm.getelementptr":  foldGEP,
		"llvm.extractvalue":   foldExtractValue,
	}
	for _, op := range Dialect.Ops {
		if f, ok := folders[op.Name]; ok {
			op.Fold = f
		}
	}
}

// materializeConstant is LLVMDialect::materializeConstant.
func materializeConstant(b *ir.Builder, value ir.Attribute, t ir.Type, loc ir.Location) *ir.Operation {
	create := func(name string, attrs ...ir.NamedAttr) *ir.Operation {
		return b.Create(&ir.OperationState{Loc: loc, Name: b.Ctx.LookupOp(name), Types: []ir.Type{t}, Attrs: attrs})
	}
	if ref, ok := value.(*ir.SymbolRefAttr); ok && ref.IsFlat() && isPointer(t) {
		return create("llvm.mlir.addressof", ir.NamedAttr{Name: "global_name", Value: ref})
	}
	if ba, ok := value.(*BlockAddressAttr); ok && isPointer(t) {
		return create("llvm.blockaddress", ir.NamedAttr{Name: "block_addr", Value: ba})
	}
	switch llvmMnemonic(value) {
	case "undef":
		return create("llvm.mlir.undef")
	case "poison":
		return create("llvm.mlir.poison")
	case "zero":
		return create("llvm.mlir.zero")
	}
	ta, ok := value.(ir.TypedAttr)
	if !ok || ta.AttrType() != t || !IsCompatibleType(t) {
		return nil
	}
	switch value.(type) {
	case *ir.IntegerAttr, *ir.FloatAttr, *ir.DenseElementsAttr, *ir.DenseResourceElementsAttr, *ir.SparseElementsAttr:
		return create("llvm.mlir.constant", ir.NamedAttr{Name: "value", Value: value})
	}
	return nil
}

// foldChainableCast folds cast(x : T0 to T0) to x, cast(cast(x : T0 to
// T1) to T0) to x and rewires cast(cast(x)) to cast(x).
func foldChainableCast(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	arg := op.Operand(0)
	if arg.Type() == op.Result(0).Type() {
		return value(arg)
	}
	prev := arg.DefiningOp()
	if prev == nil || prev.Info() != op.Info() {
		return nil
	}
	if prev.Operand(0).Type() == op.Result(0).Type() {
		return value(prev.Operand(0))
	}
	op.SetOperand(0, prev.Operand(0))
	return inPlace(op)
}

func foldZExt(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	a, ok := operands[0].(*ir.IntegerAttr)
	if !ok {
		return nil
	}
	t, ok := op.Result(0).Type().(*ir.IntegerType)
	if !ok {
		return nil
	}
	v := ir.NormalizeInt(a.BigInt(), ir.BitWidth(a.Type), true)
	return attr(ods.ContextOf(op).IntegerAttr(t, v))
}

func foldShl(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	rhs, ok := operands[1].(*ir.IntegerAttr)
	if !ok {
		return nil
	}
	w := ir.BitWidth(op.Operand(0).Type())
	shift := ir.NormalizeInt(rhs.BigInt(), w, true)
	if !shift.IsUint64() || shift.Uint64() >= uint64(w) {
		return nil
	}
	lhs, ok := operands[0].(*ir.IntegerAttr)
	if !ok {
		return nil
	}
	v := new(big.Int).Lsh(lhs.BigInt(), uint(shift.Uint64()))
	return attr(ods.ContextOf(op).IntegerAttr(op.Result(0).Type(), v))
}

func foldOr(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	lhs, ok1 := operands[0].(*ir.IntegerAttr)
	rhs, ok2 := operands[1].(*ir.IntegerAttr)
	if !ok1 || !ok2 {
		return nil
	}
	w := ir.BitWidth(op.Result(0).Type())
	v := new(big.Int).Or(ir.NormalizeInt(lhs.BigInt(), w, true), ir.NormalizeInt(rhs.BigInt(), w, true))
	return attr(ods.ContextOf(op).IntegerAttr(op.Result(0).Type(), v))
}

// foldICmp folds the equality comparisons of a value with itself and of
// an alloca with null.
func foldICmp(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	pred := icmpEnum.name(intProp(op, "predicate"))
	if pred != "eq" && pred != "ne" {
		return nil
	}
	ctx := ods.ContextOf(op)
	boolean := func(b bool) []ir.FoldResult {
		if v, ok := op.Result(0).Type().(*ir.VectorType); ok {
			var one byte
			if b {
				one = 1
			}
			return attr(ctx.DenseElementsAttr(v, []byte{one}, true))
		}
		return attr(ctx.BoolAttr(b))
	}
	lhs, rhs := op.Operand(0), op.Operand(1)
	if lhs == rhs {
		return boolean(pred == "eq")
	}
	is := func(v *ir.Value, name string) bool { d := v.DefiningOp(); return d != nil && d.Name() == name }
	if is(lhs, "llvm.alloca") && is(rhs, "llvm.mlir.zero") {
		return boolean(pred == "ne")
	}
	if is(lhs, "llvm.mlir.zero") && is(rhs, "llvm.alloca") {
		op.SetOperand(0, rhs)
		op.SetOperand(1, lhs)
		return inPlace(op)
	}
	return nil
}

// foldGEP folds a GEP by a single zero index to its base, and moves
// constant dynamic indices into the raw constant indices.
func foldGEP(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	raw := denseInts(op, "rawConstantIndices")
	dyn := 1
	type index struct {
		c   int64
		v   *ir.Value
		cst ir.Attribute
	}
	indices := make([]index, len(raw))
	for i, r := range raw {
		if r == dynamicIndex && dyn < op.NumOperands() {
			indices[i] = index{v: op.Operand(dyn), cst: operands[dyn]}
			dyn++
			continue
		}
		indices[i] = index{c: r}
	}
	if op.Operand(0).Type() == op.Result(0).Type() && len(indices) == 1 {
		ix := indices[0]
		if ix.v == nil && ix.c == 0 {
			return value(op.Operand(0))
		}
		if a, ok := ix.cst.(*ir.IntegerAttr); ok && ix.v != nil && a.IsZero() {
			return value(op.Operand(0))
		}
	}
	changed := false
	for i, ix := range indices {
		a, ok := ix.cst.(*ir.IntegerAttr)
		if ix.v == nil || !ok {
			continue
		}
		v := a.BigInt()
		if !v.IsInt64() || v.Int64() < math.MinInt32 || v.Int64() > math.MaxInt32 {
			continue
		}
		indices[i] = index{c: v.Int64()}
		changed = true
	}
	if !changed {
		return nil
	}
	ctx := ods.ContextOf(op)
	newRaw := make([]int32, len(indices))
	operandsOut := []*ir.Value{op.Operand(0)}
	for i, ix := range indices {
		if ix.v != nil {
			newRaw[i] = dynamicIndex
			operandsOut = append(operandsOut, ix.v)
			continue
		}
		newRaw[i] = int32(ix.c)
	}
	op.SetOperands(operandsOut)
	op.SetInherentAttr(ctx, "rawConstantIndices", ctx.DenseI32Array(newRaw))
	return inPlace(op)
}

// foldExtractValue looks through extractvalue and insertvalue chains and
// constant containers (ExtractValueOp::fold).
func foldExtractValue(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	ctx := ods.ContextOf(op)
	container := op.Operand(0)
	if prev := container.DefiningOp(); prev != nil && prev.Name() == "llvm.extractvalue" {
		pos := append(append([]int64{}, denseInts(prev, "position")...), denseInts(op, "position")...)
		op.SetInherentAttr(ctx, "position", ctx.DenseI64Array(pos))
		op.SetOperand(0, prev.Operand(0))
		return inPlace(op)
	}
	if d, ok := operands[0].(*ir.DenseElementsAttr); ok && d.ElemType() == op.Result(0).Type() {
		if d.Splat {
			return attr(elementAttr(ctx, d, 0))
		}
		if pos := denseInts(op, "position"); len(pos) == 1 && pos[0] >= 0 && pos[0] < d.NumElements() {
			return attr(elementAttr(ctx, d, pos[0]))
		}
	}
	insert := definingOp(container, "llvm.insertvalue")
	var result []ir.FoldResult
	extractPos := denseInts(op, "position")
	switched := false
	for insert != nil {
		insertPos := denseInts(insert, "position")
		if equalInts(extractPos, insertPos) {
			return value(insert.Operand(1))
		}
		if len(extractPos) > len(insertPos) && equalInts(extractPos[:len(insertPos)], insertPos) {
			insert = definingOp(insert.Operand(1), "llvm.insertvalue")
			extractPos = extractPos[len(insertPos):]
			switched = true
			continue
		}
		n := min(len(extractPos), len(insertPos))
		if equalInts(extractPos[:n], insertPos[:n]) {
			return result
		}
		if !switched {
			op.SetOperand(0, insert.Operand(0))
			result = inPlace(op)
		}
		insert = definingOp(insert.Operand(0), "llvm.insertvalue")
	}
	return result
}

func definingOp(v *ir.Value, name string) *ir.Operation {
	if d := v.DefiningOp(); d != nil && d.Name() == name {
		return d
	}
	return nil
}

func equalInts(a, b []int64) bool {
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

// elementAttr returns element i of a dense integer or float attribute.
func elementAttr(ctx *ir.Context, d *ir.DenseElementsAttr, i int64) ir.Attribute {
	switch t := d.ElemType().(type) {
	case *ir.FloatType:
		return ctx.FloatAttr(t, d.BitsAt(i))
	case *ir.IntegerType, *ir.IndexType:
		return ctx.IntegerAttr(t, d.IntAt(i))
	}
	return nil
}
