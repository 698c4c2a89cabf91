// Package index defines the index dialect: arithmetic, comparisons and
// casts on values of the target-specific `index` type, folded only when
// the result does not depend on whether index is 32 or 64 bits wide.
package index

import (
	"math/big"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// Dialect is the index dialect: its ops are defined once as ods specs.
var Dialect = &ods.Dialect{
	Name:      "index",
	Summary:   "operations on the target-independent `index` type",
	ViewNames: viewNames,
	Ops: append(binaryOps(),
		castSSpec, castUSpec, cmpSpec, sizeOfSpec, constantSpec, boolConstantSpec),
	Template: ir.Dialect{
		ParseAttr:           parseAttr,
		PrintAttr:           printAttr,
		MaterializeConstant: materializeConstant,
		Interfaces: ir.Interfaces{
			ir.AlwaysLegal(nil, nil),
		},
	},
}

// pure is upstream's Pure: no memory effects, always speculatable.
var pure = []ir.Trait{ir.TraitNoMemoryEffect, ir.TraitAlwaysSpeculatable}

func traits(extra ...ir.Trait) []ir.Trait { return append(append([]ir.Trait{}, extra...), pure...) }

// calc computes a binary op on w-bit values (w is 32 or 64) held in the
// low bits of uint64s; ok is false when the op must not be folded.
type calc func(a, b uint64, w int) (r uint64, ok bool)

// tr truncates v to w bits; sx reads its w low bits as signed.
func tr(v uint64, w int) uint64 {
	if w == 32 {
		return uint64(uint32(v))
	}
	return v
}

func sx(v uint64, w int) int64 {
	if w == 32 {
		return int64(int32(uint32(v)))
	}
	return int64(v)
}

func sdiv(a, b uint64, w int) uint64 {
	if w == 32 {
		return uint64(uint32(int32(uint32(a)) / int32(uint32(b))))
	}
	return uint64(int64(a) / int64(b))
}

func srem(a, b uint64, w int) uint64 {
	if w == 32 {
		return uint64(uint32(int32(uint32(a)) % int32(uint32(b))))
	}
	return uint64(int64(a) % int64(b))
}

// binary describes one binary op: its name, summary, fold and whether the
// fold holds for all widths (upstream's foldBinaryOpUnchecked) or must be
// checked in 32 and 64 bits (foldBinaryOpChecked).
type binary struct {
	name, summary string
	commutative   bool
	checked       bool
	f             calc
}

var binaries = []binary{
	{"add", "index addition", true, false, func(a, b uint64, w int) (uint64, bool) { return tr(a+b, w), true }},
	{"sub", "index subtraction", false, false, func(a, b uint64, w int) (uint64, bool) { return tr(a-b, w), true }},
	{"mul", "index multiplication", true, false, func(a, b uint64, w int) (uint64, bool) { return tr(a*b, w), true }},
	{"divs", "index signed division", false, true, func(a, b uint64, w int) (uint64, bool) {
		if b == 0 {
			return 0, false
		}
		return sdiv(a, b, w), true
	}},
	{"divu", "index unsigned division", false, true, func(a, b uint64, w int) (uint64, bool) {
		if b == 0 {
			return 0, false
		}
		return a / b, true
	}},
	{"ceildivs", "index signed ceil division", false, true, ceilDivS},
	{"ceildivu", "index unsigned ceil division", false, true, func(n, m uint64, w int) (uint64, bool) {
		if m == 0 {
			return 0, false
		}
		if n == 0 {
			return n, true
		}
		return tr((n-1)/m+1, w), true
	}},
	{"floordivs", "index signed floor division", false, true, floorDivS},
	{"rems", "index signed remainder", false, true, func(a, b uint64, w int) (uint64, bool) {
		if b == 0 {
			return 0, false
		}
		return srem(a, b, w), true
	}},
	{"remu", "index unsigned remainder", false, true, func(a, b uint64, w int) (uint64, bool) {
		if b == 0 {
			return 0, false
		}
		return a % b, true
	}},
	{"maxs", "index signed maximum", true, true, func(a, b uint64, w int) (uint64, bool) {
		if sx(a, w) > sx(b, w) {
			return a, true
		}
		return b, true
	}},
	{"maxu", "index unsigned maximum", true, true, func(a, b uint64, w int) (uint64, bool) {
		if a > b {
			return a, true
		}
		return b, true
	}},
	{"mins", "index signed minimum", true, true, func(a, b uint64, w int) (uint64, bool) {
		if sx(a, w) < sx(b, w) {
			return a, true
		}
		return b, true
	}},
	{"minu", "index unsigned minimum", true, true, func(a, b uint64, w int) (uint64, bool) {
		if a < b {
			return a, true
		}
		return b, true
	}},
	// Shifts by 32 or more are undefined on 32-bit targets: not folded.
	{"shl", "index shift left", false, false, func(a, b uint64, w int) (uint64, bool) {
		if b >= 32 {
			return 0, false
		}
		return tr(a<<b, w), true
	}},
	{"shrs", "signed index shift right", false, true, func(a, b uint64, w int) (uint64, bool) {
		if b >= 32 {
			return 0, false
		}
		return tr(uint64(sx(a, w)>>b), w), true
	}},
	{"shru", "unsigned index shift right", false, true, func(a, b uint64, w int) (uint64, bool) {
		if b >= 32 {
			return 0, false
		}
		return a >> b, true
	}},
	{"and", "index bitwise and", true, false, func(a, b uint64, w int) (uint64, bool) { return a & b, true }},
	{"or", "index bitwise or", true, false, func(a, b uint64, w int) (uint64, bool) { return a | b, true }},
	{"xor", "index bitwise xor", true, false, func(a, b uint64, w int) (uint64, bool) { return a ^ b, true }},
}

// ceilDivS is `x = m > 0 ? -1 : 1`, then `n*m > 0 ? (n+x)/m + 1 : -(-n/m)`.
func ceilDivS(n, m uint64, w int) (uint64, bool) {
	if m == 0 {
		return 0, false
	}
	if n == 0 {
		return n, true
	}
	mGtZ := sx(m, w) > 0
	if (sx(n, w) > 0) != mGtZ {
		return tr(-sdiv(tr(-n, w), m, w), w), true
	}
	x := uint64(1)
	if mGtZ {
		x = ^uint64(0)
	}
	return tr(sdiv(tr(n+x, w), m, w)+1, w), true
}

// floorDivS is `x = m < 0 ? 1 : -1`, then `n*m < 0 ? -1 - (x-n)/m : n/m`.
func floorDivS(n, m uint64, w int) (uint64, bool) {
	if m == 0 {
		return 0, false
	}
	if n == 0 {
		return n, true
	}
	mLtZ := sx(m, w) < 0
	if (sx(n, w) < 0) == mLtZ {
		return sdiv(n, m, w), true
	}
	x := ^uint64(0)
	if mLtZ {
		x = 1
	}
	return tr(^uint64(0)-sdiv(tr(x-n, w), m, w), w), true
}

// indexValue returns the 64-bit value of an index (or integer) constant.
func indexValue(a ir.Attribute) (uint64, bool) {
	i, ok := a.(*ir.IntegerAttr)
	if !ok {
		return 0, false
	}
	return uint64(i.Int64()), true
}

// foldBinary is upstream's foldBinaryOpUnchecked/foldBinaryOpChecked.
func foldBinary(op *ir.Operation, operands []ir.Attribute, f calc, checked bool) ir.Attribute {
	a, ok1 := indexValue(operands[0])
	b, ok2 := indexValue(operands[1])
	if !ok1 || !ok2 {
		return nil
	}
	r64, ok := f(a, b, 64)
	if !ok {
		return nil
	}
	if checked {
		r32, ok := f(tr(a, 32), tr(b, 32), 32)
		if !ok || tr(r64, 32) != r32 {
			return nil
		}
	}
	ctx := ods.ContextOf(op)
	return ctx.IntAttr(ctx.IndexType(), int64(r64))
}

func binaryOps() []*ods.Op {
	var out []*ods.Op
	for _, b := range binaries {
		b := b
		op := &ods.Op{
			Name:     "index." + b.name,
			Summary:  b.summary,
			Operands: []ods.Operand{{Name: "lhs", Type: ods.Index}, {Name: "rhs", Type: ods.Index}},
			Results:  []ods.Result{{Name: "result", Type: ods.Index}},
			Traits:   traits(),
			Format:   "$lhs `,` $rhs attr-dict",
		}
		if b.commutative {
			op.Traits = traits(ir.TraitCommutative)
		}
		op.Fold = func(o *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
			if a := foldBinary(o, operands, b.f, b.checked); a != nil {
				return []ir.FoldResult{{Attr: a}}
			}
			rhs, ok := indexValue(operands[1])
			if !ok {
				return nil
			}
			switch b.name {
			case "add", "sub":
				if rhs == 0 { // x + 0, x - 0
					return []ir.FoldResult{{Value: o.Operand(0)}}
				}
			case "mul":
				if rhs == 1 { // x * 1
					return []ir.FoldResult{{Value: o.Operand(0)}}
				}
				if rhs == 0 { // x * 0
					return []ir.FoldResult{{Attr: operands[1]}}
				}
			}
			return nil
		}
		out = append(out, op)
	}
	return out
}

// integerOrIndex is AnyTypeOf<[AnyInteger, Index]>.
var integerOrIndex = ods.AnyOf("integer or index", ods.AnyInteger, ods.Index)

func castOp(name, summary string, ext func(v uint64, fromWidth int) *big.Int) *ods.Op {
	return &ods.Op{
		Name:     name,
		Summary:  summary,
		Operands: []ods.Operand{{Name: "input", Type: integerOrIndex}},
		Results:  []ods.Result{{Name: "output", Type: integerOrIndex}},
		Traits:   traits(),
		Format:   "$input attr-dict `:` type($input) `to` type($output)",
		VerifyTraits: func(op *ir.Operation) error {
			// CastOpInterface: exactly one side is index.
			_, in := op.Operand(0).Type().(*ir.IndexType)
			_, out := op.Result(0).Type().(*ir.IndexType)
			if in == out {
				return op.EmitOpError("operand type '%s' and result type '%s' are cast incompatible",
					asm.TypeString(op.Operand(0).Type()), asm.TypeString(op.Result(0).Type()))
			}
			return nil
		},
		Fold: func(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
			if a := foldCast(op, operands[0], ext); a != nil {
				return []ir.FoldResult{{Attr: a}}
			}
			return nil
		},
	}
}

func sext(v uint64, w int) *big.Int {
	if w >= 64 {
		return big.NewInt(int64(v))
	}
	s := uint(64 - w)
	return big.NewInt(int64(v<<s) >> s)
}

func zext(v uint64, w int) *big.Int {
	if w < 64 {
		v &= 1<<uint(w) - 1
	}
	return new(big.Int).SetUint64(v)
}

// foldCast is upstream's foldCastOp: casts to index assume a 64-bit
// target; casts from index fold when 32- and 64-bit targets agree.
func foldCast(op *ir.Operation, input ir.Attribute, ext func(v uint64, fromWidth int) *big.Int) ir.Attribute {
	attr, ok := input.(*ir.IntegerAttr)
	if !ok {
		return nil
	}
	ctx := ods.ContextOf(op)
	t := op.Result(0).Type()
	if _, idx := t.(*ir.IndexType); idx {
		// ext-or-trunc from the input width to 64 bits.
		w := ir.BitWidth(attr.Type)
		var v uint64
		if attr.IsSmall() {
			v = uint64(attr.Int64())
		} else {
			v = truncBig(attr.BigInt())
		}
		return ctx.IntegerAttr(t, ext(v, min(w, 64)))
	}
	it, ok := t.(*ir.IntegerType)
	if !ok {
		return nil
	}
	value := uint64(attr.Int64())
	width := it.Width
	switch {
	case width <= 32:
		return ctx.IntegerAttr(t, zext(value, width))
	case width >= 64:
		if ext(tr(value, 32), 32).Cmp(ext(value, 64)) != 0 {
			return nil
		}
		return ctx.IntegerAttr(t, ext(value, 64))
	}
	result := zext(value, width)
	if result.Cmp(zext(truncBig(ext(tr(value, 32), 32)), width)) != 0 {
		return nil
	}
	return ctx.IntegerAttr(t, result)
}

func truncBig(b *big.Int) uint64 {
	m := new(big.Int).And(b, new(big.Int).SetUint64(^uint64(0)))
	return m.Uint64()
}

// castSSpec is index.casts.
var castSSpec = castOp("index.casts", "index signed cast", sext)

// castUSpec is index.castu.
var castUSpec = castOp("index.castu", "index unsigned cast", zext)

// Predicate is an index comparison predicate.
type Predicate int

// Predicates, in upstream's enum order.
const (
	EQ Predicate = iota
	NE
	SLT
	SLE
	SGT
	SGE
	ULT
	ULE
	UGT
	UGE
)

var predNames = []string{"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"}

// String returns the predicate's keyword.
func (p Predicate) String() string { return predNames[p] }

// CmpPredicateAttr is `#index<cmp_predicate slt>`.
type CmpPredicateAttr struct {
	ir.AttrBase
	Pred Predicate
}

// DialectName returns "index".
func (*CmpPredicateAttr) DialectName() string { return "index" }

// CmpPredicate returns the uniqued predicate attribute.
func CmpPredicate(ctx *ir.Context, p Predicate) *CmpPredicateAttr {
	return ctx.UniqueDialectAttr([]byte{'i', 'c', byte(p)}, func(base ir.AttrBase) ir.Attribute {
		return &CmpPredicateAttr{AttrBase: base, Pred: p}
	}).(*CmpPredicateAttr)
}

func predicateByName(s string) (Predicate, bool) {
	for i, n := range predNames {
		if n == s {
			return Predicate(i), true
		}
	}
	return 0, false
}

const predicateChoices = "expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge"

// parsePredicateValue parses the enum keyword (or string) of a predicate.
func parsePredicateValue(p ir.OpParser) (ir.Attribute, error) {
	pos := p.Pos()
	s, ok := p.ParseOptionalKeywordAny()
	if !ok {
		if s, ok = p.ParseOptionalString(); !ok {
			return nil, p.Errorf("expected valid keyword or string")
		}
	}
	pred, ok := predicateByName(s)
	if !ok {
		return nil, p.ErrorAt(pos, "%s", predicateChoices)
	}
	return CmpPredicate(p.Context(), pred), nil
}

// cmpPredicateAttr is IndexCmpPredicateAttr: in the op format its value
// is written bare (`slt`), or as a full `#index<...>` attribute.
var cmpPredicateAttr = ods.AttrConstraint{
	Desc:   "index comparison predicate kind",
	GoType: "*index.CmpPredicateAttr", GoImport: "github.com/gomlir/gomlir/dialect/index",
	Pred: func(a ir.Attribute) bool { _, ok := a.(*CmpPredicateAttr); return ok },
	Parse: func(p ir.OpParser, ctx *ir.Context) (ir.Attribute, error) {
		if p.IsKeyword("") || p.IsPunct("(") || p.IsOperand() {
			return parsePredicateValue(p)
		}
		if s, ok := p.ParseOptionalString(); ok {
			pred, ok := predicateByName(s)
			if !ok {
				return nil, p.Errorf("%s", predicateChoices)
			}
			return CmpPredicate(ctx, pred), nil
		}
		// Upstream's parseCustomAttributeWithFallback: a full attribute.
		pos := p.Pos()
		a, ok, err := p.ParseOptionalAttribute(nil)
		if err != nil {
			return nil, err
		}
		if !ok {
			return parsePredicateValue(p)
		}
		switch a.(type) {
		case *CmpPredicateAttr:
			return a, nil
		case ir.DialectAttr, *ir.OpaqueAttr:
			return nil, p.ErrorAt(pos, "invalid kind of attribute specified")
		}
		return nil, p.ErrorAt(pos, "expected valid keyword or string")
	},
	Print: func(p ir.OpPrinter, a ir.Attribute) {
		if c, ok := a.(*CmpPredicateAttr); ok {
			p.WriteString(" " + c.Pred.String())
			return
		}
		p.PrintAttribute(a)
	},
	Storage: func(a ir.Attribute) bool { _, ok := a.(*CmpPredicateAttr); return ok },
}

func parseAttr(dp ir.DialectParser, _ ir.Type) (ir.Attribute, error) {
	p, pos, kw, err := ir.ParseMnemonic(dp)
	if err != nil {
		return nil, err
	}
	if kw != "cmp_predicate" {
		return nil, p.ErrorAt(pos, "unknown attribute `%s` in dialect `index`", kw)
	}
	return parsePredicateValue(p)
}

func printAttr(p ir.DialectPrinter, a ir.Attribute) {
	if c, ok := a.(*CmpPredicateAttr); ok {
		p.WriteString("cmp_predicate " + c.Pred.String())
	}
}

// cmpSpec is index.cmp.
var cmpSpec = &ods.Op{
	Name:     "index.cmp",
	Summary:  "index compare",
	Attrs:    []ods.Attr{{Name: "pred", Constraint: cmpPredicateAttr}},
	Operands: []ods.Operand{{Name: "lhs", Type: ods.Index}, {Name: "rhs", Type: ods.Index}},
	Results:  []ods.Result{{Name: "result", Type: ods.I1}},
	Traits:   traits(),
	Format:   "`` $pred `(` $lhs `,` $rhs `)` attr-dict",
	Fold:     foldCmp,
}

func compare(a, b uint64, w int, pred Predicate) bool {
	switch pred {
	case EQ:
		return a == b
	case NE:
		return a != b
	case SLT:
		return sx(a, w) < sx(b, w)
	case SLE:
		return sx(a, w) <= sx(b, w)
	case SGT:
		return sx(a, w) > sx(b, w)
	case SGE:
		return sx(a, w) >= sx(b, w)
	case ULT:
		return a < b
	case ULE:
		return a <= b
	case UGT:
		return a > b
	}
	return a >= b // UGE
}

func foldCmp(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	pa, ok := op.InherentAttr("pred").(*CmpPredicateAttr)
	if !ok {
		return nil
	}
	pred := pa.Pred
	ctx := ods.ContextOf(op)
	lhs, lok := indexValue(operands[0])
	rhs, rok := indexValue(operands[1])
	if lok && rok {
		r64 := compare(lhs, rhs, 64, pred)
		if r64 == compare(tr(lhs, 32), tr(rhs, 32), 32, pred) {
			return []ir.FoldResult{{Attr: ctx.BoolAttr(r64)}}
		}
	}
	// cmp(max/min(x, cstA), cstB).
	if def := op.Operand(0).DefiningOp(); def != nil && rok {
		switch def.Name() {
		case "index.mins", "index.minu", "index.maxs", "index.maxu":
			if cstA, ok := indexValue(constantOf(def.Operand(1))); ok {
				r64, ok64 := cmpOfMaxOrMin(def.Name(), cstA, rhs, 64, pred)
				r32, ok32 := cmpOfMaxOrMin(def.Name(), tr(cstA, 32), tr(rhs, 32), 32, pred)
				if ok64 && ok32 && r64 == r32 {
					return []ir.FoldResult{{Attr: ctx.BoolAttr(r64)}}
				}
			}
		}
	}
	if op.Operand(0) == op.Operand(1) {
		switch pred {
		case EQ, SGE, SLE, UGE, ULE:
			return []ir.FoldResult{{Attr: ctx.BoolAttr(true)}}
		}
		return []ir.FoldResult{{Attr: ctx.BoolAttr(false)}}
	}
	return nil
}

// constantOf returns the value of a constant-like defining op of v.
func constantOf(v *ir.Value) ir.Attribute {
	def := v.DefiningOp()
	if def == nil || !def.HasTrait(ir.TraitConstantLike) || def.Info().Fold == nil {
		return nil
	}
	r := def.Info().Fold(def, make([]ir.Attribute, def.NumOperands()))
	if len(r) != 1 {
		return nil
	}
	return r[0].Attr
}

// intRange is upstream's ConstantIntRanges over w-bit values.
type intRange struct{ umin, umax, smin, smax uint64 }

func signBit(v uint64, w int) bool { return v>>(uint(w)-1)&1 == 1 }

func maxU(w int) uint64 { return tr(^uint64(0), w) }
func minS(w int) uint64 { return 1 << uint(w-1) }
func maxS(w int) uint64 { return minS(w) - 1 }

func fromSigned(smin, smax uint64, w int) intRange {
	r := intRange{smin: smin, smax: smax}
	if signBit(smin, w) == signBit(smax, w) {
		r.umin, r.umax = smin, smax
	} else {
		r.umin, r.umax = 0, maxU(w)
	}
	return r
}

func fromUnsigned(umin, umax uint64, w int) intRange {
	r := intRange{umin: umin, umax: umax}
	if signBit(umin, w) == signBit(umax, w) {
		r.smin, r.smax = umin, umax
	} else {
		r.smin, r.smax = minS(w), maxS(w)
	}
	return r
}

func (r intRange) constant() (uint64, bool) {
	if r.umin == r.umax {
		return r.umin, true
	}
	if r.smin == r.smax {
		return r.smin, true
	}
	return 0, false
}

func staticallyTrue(pred Predicate, l, r intRange, w int) bool {
	slt := func(a, b uint64) bool { return sx(a, w) < sx(b, w) }
	switch pred {
	case SLE:
		return !slt(r.smin, l.smax)
	case SLT:
		return slt(l.smax, r.smin)
	case ULE:
		return l.umax <= r.umin
	case ULT:
		return l.umax < r.umin
	case SGE:
		return !slt(l.smin, r.smax)
	case SGT:
		return slt(r.smax, l.smin)
	case UGE:
		return l.umin >= r.umax
	case UGT:
		return l.umin > r.umax
	case EQ:
		a, ok1 := l.constant()
		b, ok2 := r.constant()
		return ok1 && ok2 && a == b
	}
	// NE: neither the signed nor the unsigned ranges may overlap.
	return (staticallyTrue(SLT, l, r, w) || staticallyTrue(SGT, l, r, w)) &&
		(staticallyTrue(ULT, l, r, w) || staticallyTrue(UGT, l, r, w))
}

var inverse = map[Predicate]Predicate{EQ: NE, NE: EQ, SLT: SGE, SGE: SLT, SLE: SGT, SGT: SLE, ULT: UGE, UGE: ULT, ULE: UGT, UGT: ULE}

// cmpOfMaxOrMin is upstream's foldCmpOfMaxOrMin through
// intrange::evaluatePred.
func cmpOfMaxOrMin(name string, cstA, cstB uint64, w int, pred Predicate) (bool, bool) {
	var l intRange
	switch name {
	case "index.mins":
		l = fromSigned(minS(w), cstA, w)
	case "index.minu":
		l = fromUnsigned(0, cstA, w)
	case "index.maxs":
		l = fromSigned(cstA, maxS(w), w)
	default:
		l = fromUnsigned(cstA, maxU(w), w)
	}
	r := intRange{cstB, cstB, cstB, cstB}
	if staticallyTrue(pred, l, r, w) {
		return true, true
	}
	if staticallyTrue(inverse[pred], l, r, w) {
		return false, true
	}
	return false, false
}

// sizeOfSpec is index.sizeof.
var sizeOfSpec = &ods.Op{
	Name:    "index.sizeof",
	Summary: "size in bits of the index type",
	Results: []ods.Result{{Name: "result", Type: ods.Index}},
	Traits:  traits(),
	Format:  "attr-dict",
}

// constantSpec is index.constant.
var constantSpec = &ods.Op{
	Name:    "index.constant",
	Summary: "index constant",
	Attrs:   []ods.Attr{{Name: "value", Constraint: ods.IndexAttr}},
	Results: []ods.Result{{Name: "result", Type: ods.Index}},
	Traits:  traits(ir.TraitConstantLike),
	Format:  "attr-dict $value",
	Fold: func(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
		return []ir.FoldResult{{Attr: op.InherentAttr("value")}}
	},
	ResultNames: func(op *ir.Operation, set func(v *ir.Value, name string)) {
		if v, ok := op.InherentAttr("value").(*ir.IntegerAttr); ok {
			set(op.Result(0), "idx"+v.BigInt().String())
		}
	},
}

// boolConstantSpec is index.bool.constant.
var boolConstantSpec = &ods.Op{
	Name:    "index.bool.constant",
	Summary: "boolean constant",
	Attrs:   []ods.Attr{{Name: "value", Constraint: ods.BoolAttr}},
	Results: []ods.Result{{Name: "result", Type: ods.I1}},
	Traits:  traits(ir.TraitConstantLike),
	Format:  "attr-dict $value",
	Fold: func(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
		return []ir.FoldResult{{Attr: op.InherentAttr("value")}}
	},
	ResultNames: func(op *ir.Operation, set func(v *ir.Value, name string)) {
		if v, ok := op.InherentAttr("value").(*ir.IntegerAttr); ok {
			if v.IsZero() {
				set(op.Result(0), "false")
			} else {
				set(op.Result(0), "true")
			}
		}
	},
}

// materializeConstant builds index.bool.constant for i1 booleans and
// index.constant for index values.
func materializeConstant(b *ir.Builder, value ir.Attribute, t ir.Type, loc ir.Location) *ir.Operation {
	v, ok := value.(*ir.IntegerAttr)
	if !ok {
		return nil
	}
	if it, ok := v.Type.(*ir.IntegerType); ok && it.Width == 1 && it.Signedness == ir.Signless {
		if rt, ok := t.(*ir.IntegerType); !ok || rt.Width != 1 || rt.Signedness != ir.Signless {
			return nil
		}
		return b.Create(&ir.OperationState{Loc: loc, Name: b.Ctx.LookupOp("index.bool.constant"),
			Types: []ir.Type{t}, Attrs: []ir.NamedAttr{{Name: "value", Value: v}}})
	}
	_, vi := v.Type.(*ir.IndexType)
	_, ti := t.(*ir.IndexType)
	if !vi || !ti {
		return nil
	}
	return b.Create(&ir.OperationState{Loc: loc, Name: b.Ctx.LookupOp("index.constant"),
		Types: []ir.Type{t}, Attrs: []ir.NamedAttr{{Name: "value", Value: v}}})
}
