package nvvm

import (
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/dialect/llvm"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/ods/enumattr"
)

// nvvm.mma.sync, the warp-level matrix multiply-accumulate, with
// upstream's custom syntax `A[...] B[...] C[...] {attrs} : (tA, tB, tC) ->
// tD` and its table of supported shapes and fragment types.

func init() {
	Dialect.Ops = append(Dialect.Ops, mmaSyncSpec)
	Dialect.ViewNames["nvvm.mma.sync"] = "MmaOp"
}

// ShapeAttr is `#nvvm.shape<m = M, n = N, k = K>`.
type ShapeAttr struct {
	ir.AttrBase
	M, N, K int64
}

// DialectName returns "nvvm".
func (*ShapeAttr) DialectName() string { return "nvvm" }

// Shape returns `#nvvm.shape<m = m, n = n, k = k>`.
func Shape(ctx *ir.Context, m, n, k int64) *ShapeAttr {
	key := "nvvm.shape." + strconv.FormatInt(m, 10) + "." + strconv.FormatInt(n, 10) + "." + strconv.FormatInt(k, 10)
	return ctx.UniqueDialectAttr([]byte(key), func(b ir.AttrBase) ir.Attribute {
		return &ShapeAttr{AttrBase: b, M: m, N: n, K: k}
	}).(*ShapeAttr)
}

func (a *ShapeAttr) body() string {
	return "<m = " + strconv.FormatInt(a.M, 10) + ", n = " + strconv.FormatInt(a.N, 10) + ", k = " + strconv.FormatInt(a.K, 10) + ">"
}

// parseShapeBody parses `<m = M, n = N, k = K>`, the parameters in any
// order.
func parseShapeBody(p ir.OpParser) (*ShapeAttr, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	names := []string{"m", "n", "k"}
	var vals [3]int64
	var seen [3]bool
	for n := range names {
		if n > 0 {
			if err := p.ParsePunct(","); err != nil {
				return nil, err
			}
		}
		name, ok := p.ParseOptionalKeywordAny()
		if !ok {
			p.Context().Report(p.Errorf("expected valid keyword").(*ir.Diagnostic))
			return nil, p.Errorf("expected a parameter name in struct")
		}
		if err := p.ParsePunct("="); err != nil {
			return nil, err
		}
		i := 0
		for i < len(names) && names[i] != name {
			i++
		}
		if i == len(names) || seen[i] {
			return nil, p.Errorf("duplicate or unknown struct parameter name: %s", name)
		}
		seen[i] = true
		v, ok, err := p.ParseOptionalInteger()
		if err != nil {
			return nil, err
		}
		if !ok {
			p.Context().Report(p.Errorf("expected integer value").(*ir.Diagnostic))
			return nil, p.Errorf("failed to parse NVVM_MMAShapeAttr parameter '%s' which is to be a `int`", name)
		}
		vals[i] = v
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	return Shape(p.Context(), vals[0], vals[1], vals[2]), nil
}

var mmaSyncSpec = &ods.Op{
	Name:    "nvvm.mma.sync",
	Summary: "cooperative matrix-multiply and accumulate",
	Operands: []ods.Operand{{Name: "operandA", Type: llvmType, Arity: ods.Variadic},
		{Name: "operandB", Type: llvmType, Arity: ods.Variadic}, {Name: "operandC", Type: llvmType, Arity: ods.Variadic}},
	Results: []ods.Result{{Name: "res", Type: anyStruct}},
	Attrs: []ods.Attr{
		{Name: "shape", Constraint: ods.AttrConstraint{Desc: "Attribute for MMA operation shape.", GoType: "*nvvm.ShapeAttr",
			Pred: func(a ir.Attribute) bool { _, ok := a.(*ShapeAttr); return ok }}},
		{Name: "b1Op", Constraint: mmaB1Op.Constraint("MMA binary operations"), Optional: true},
		{Name: "intOverflowBehavior", Constraint: mmaIntOverflow.Constraint("MMA overflow options"), Optional: true},
		{Name: "layoutA", Constraint: layoutAttrC}, {Name: "layoutB", Constraint: layoutAttrC},
		{Name: "multiplicandAPtxType", Constraint: mmaTypeAttrC, Optional: true},
		{Name: "multiplicandBPtxType", Constraint: mmaTypeAttrC, Optional: true},
	},
	Traits: []ir.Trait{ir.TraitAttrSizedOperandSegments},
	Parse:  parseMmaSync,
	Print:  printMmaSync,
	Verify: verifyMmaSync,
}

var ptxTypeNames = [2]string{"multiplicandAPtxType", "multiplicandBPtxType"}

// inferPtxType is upstream's inferOperandMMAType: the PTX type of a
// register type, or "" when it cannot be told.
func inferPtxType(t ir.Type, accumulator bool) string {
	if v, ok := t.(*ir.VectorType); ok {
		t = v.Elem
	}
	switch t := t.(type) {
	case *ir.FloatType:
		switch {
		case t.Kind == ir.F64:
			return "f64"
		case t.Kind == ir.F16:
			return "f16"
		case t.Kind == ir.F32 && accumulator:
			return "f32"
		case t.Kind == ir.F32:
			return "tf32"
		}
	case *ir.IntegerType:
		if accumulator {
			return "s32"
		}
	case *llvm.StructType:
		if b := t.Body(); len(b) > 0 {
			return inferPtxType(b[0], accumulator)
		}
	}
	return ""
}

func parseMmaSync(p ir.OpParser, st *ir.OperationState) error {
	ctx := p.Context()
	var frags [3][]ir.UnresolvedOperand
	for i, name := range []string{"A", "B", "C"} {
		if err := p.ParseKeyword(name); err != nil {
			return err
		}
		if p.ParseOptionalPunct("[") && !p.ParseOptionalPunct("]") {
			for {
				u, err := p.ParseOperand()
				if err != nil {
					return err
				}
				frags[i] = append(frags[i], u)
				if !p.ParseOptionalPunct(",") {
					break
				}
			}
			if err := p.ParsePunct("]"); err != nil {
				return err
			}
		}
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	if err := p.ParsePunct("("); err != nil {
		return err
	}
	var types []ir.Type
	for {
		t, err := p.ParseType()
		if err != nil {
			return err
		}
		types = append(types, t)
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	if !p.ParseOptionalPunct(")") && len(types) != 3 {
		return p.ErrorAt(p.NamePos(), "expected one type for each operand segment but got %d types", len(types))
	}
	var inferred [2]string
	for i, t := range types {
		if i >= len(frags) {
			break
		}
		for _, u := range frags[i] {
			v, err := p.ResolveOperand(u, t)
			if err != nil {
				return err
			}
			st.Operands = append(st.Operands, v)
		}
		if i < 2 {
			inferred[i] = inferPtxType(t, true)
		}
	}
	if err := p.ParsePunct("->"); err != nil {
		return err
	}
	res, err := p.ParseType()
	if err != nil {
		return err
	}
	for i, name := range ptxTypeNames {
		if hasAttr(attrs, name) {
			continue
		}
		if inferred[i] == "" {
			return p.ErrorAt(p.NamePos(), "attribute %s is not provided explicitly and cannot be inferred", name)
		}
		v, _ := mmaTypes.Index(inferred[i])
		attrs = append(attrs, ir.NamedAttr{Name: name, Value: mmaTypes.Get(ctx, v)})
	}
	st.Types = append(st.Types, res)
	st.Attrs = append(st.Attrs, attrs...)
	st.AddAttr("operandSegmentSizes", ctx.DenseI32Array([]int32{int32(len(frags[0])), int32(len(frags[1])), int32(len(frags[2]))}))
	return nil
}

func hasAttr(attrs []ir.NamedAttr, name string) bool {
	for _, a := range attrs {
		if a.Name == name {
			return true
		}
	}
	return false
}

// segments returns the operand groups A, B and C of op.
func segments(op *ir.Operation) [3][]*ir.Value {
	var out [3][]*ir.Value
	seg, _ := op.InherentAttr("operandSegmentSizes").(*ir.DenseArrayAttr)
	start := 0
	for i := range out {
		n := 0
		if seg != nil && i < seg.N {
			n = int(seg.Int64At(i))
		}
		if start+n > op.NumOperands() {
			break
		}
		out[i] = op.Operands()[start : start+n]
		start += n
	}
	return out
}

func printMmaSync(p ir.OpPrinter, op *ir.Operation) {
	frags := segments(op)
	elided := []string{"operandSegmentSizes"}
	for i, name := range []string{"A", "B", "C"} {
		p.WriteString(" " + name + "[")
		for j, v := range frags[i] {
			if j > 0 {
				p.WriteString(", ")
			}
			p.PrintOperand(v)
		}
		p.WriteString("] ")
		if i < 2 && len(frags[i]) > 0 && inferPtxType(frags[i][0].Type(), false) != "" {
			elided = append(elided, ptxTypeNames[i])
		}
	}
	p.PrintOptionalAttrDict(op.AllAttrs(), elided...)
	p.WriteString(" : (")
	for i, f := range frags {
		if i > 0 {
			p.WriteString(", ")
		}
		if len(f) > 0 {
			p.PrintType(f[0].Type())
		}
	}
	p.WriteString(") -> ")
	p.PrintType(op.Result(0).Type())
}

// The PTX type classes of upstream's isInt4PtxType, isInt8PtxType and
// isIntegerPtxType.
func isInt4(t string) bool       { return t == "s4" || t == "u4" }
func isInt8(t string) bool       { return t == "s8" || t == "u8" }
func isIntegerPtx(t string) bool { return isInt4(t) || isInt8(t) || t == "b1" || t == "s32" }

// regs is a fragment: n registers of one type.
type regs struct {
	n int
	t ir.Type
}

func (r regs) matches(vals []*ir.Value) bool {
	if len(vals) != r.n {
		return false
	}
	for _, v := range vals {
		if v.Type() != r.t {
			return false
		}
	}
	return true
}

func verifyMmaSync(op *ir.Operation) error {
	ctx := ods.ContextOf(op)
	f16, f32, i32t := ctx.FloatType(ir.F16), ctx.FloatType(ir.F32), ctx.I(32)
	f16x2 := ctx.VectorType([]int64{2}, f16, nil)
	shape := op.InherentAttr("shape").(*ShapeAttr)
	mnk := [3]int64{shape.M, shape.N, shape.K}
	aType := ""
	if a, ok := op.InherentAttr("multiplicandAPtxType").(*enumattr.Attr); ok {
		aType = a.Case()
	}
	var shapes [][3]int64
	var expA, expB, expC []regs
	var expRes []ir.Type
	frags := segments(op)
	if mnk[0] == 16 {
		var kFactor int64
		var fragType ir.Type
		switch aType {
		case "tf32":
			kFactor, fragType = 4, i32t
			expRes = append(expRes, structOf(ctx, f32, 4))
		case "bf16":
			kFactor, fragType = 8, i32t
			expRes = append(expRes, structOf(ctx, f32, 4))
		case "f16":
			kFactor, fragType = 8, f16x2
			expRes = append(expRes, structOf(ctx, f16x2, 2), structOf(ctx, f32, 4))
		case "s4", "u4":
			kFactor = 32
		case "b1":
			kFactor = 128
		case "s8", "u8":
			kFactor = 16
		default:
			return op.EmitError("invalid shape or multiplicand type: %s", aType)
		}
		if isIntegerPtx(aType) {
			expRes = append(expRes, structOf(ctx, i32t, 4))
			expC = append(expC, regs{4, i32t})
			fragType = i32t
		} else {
			expC = append(expC, regs{2, f16x2}, regs{4, f32})
		}
		expA = append(expA, regs{int(mnk[0] / 8 * (mnk[2] / kFactor)), fragType})
		expB = append(expB, regs{int(mnk[1] / 8 * (mnk[2] / kFactor)), fragType})
		shapes = append(shapes, [3]int64{16, 8, kFactor}, [3]int64{16, 8, kFactor * 2})
		acc := ""
		if len(frags[2]) > 0 {
			acc = inferPtxType(frags[2][0].Type(), true)
		}
		if inferPtxType(op.Result(0).Type(), true) != acc {
			return op.EmitOpError("ctype does not match dtype")
		}
	}
	if mnk[0] == 8 {
		switch {
		case aType == "f16":
			expA, expB = append(expA, regs{2, f16x2}), append(expB, regs{2, f16x2})
			expRes = append(expRes, structOf(ctx, f16x2, 4), structOf(ctx, f32, 8))
			expC = append(expC, regs{4, f16x2}, regs{8, f32})
			shapes = append(shapes, [3]int64{8, 8, 4})
		case aType == "f64":
			f64 := ctx.FloatType(ir.F64)
			expA, expB, expC = append(expA, regs{1, f64}), append(expB, regs{1, f64}), append(expC, regs{2, f64})
			expRes = append(expRes, structOf(ctx, f64, 2))
			shapes = append(shapes, [3]int64{8, 8, 4})
		case isIntegerPtx(aType):
			expA, expB, expC = append(expA, regs{1, i32t}), append(expB, regs{1, i32t}), append(expC, regs{2, i32t})
			expRes = append(expRes, structOf(ctx, i32t, 2))
			switch {
			case isInt4(aType):
				shapes = append(shapes, [3]int64{8, 8, 32})
			case isInt8(aType):
				shapes = append(shapes, [3]int64{8, 8, 16})
			case aType == "b1":
				shapes = append(shapes, [3]int64{8, 8, 128})
			}
		}
	}
	shapeOK := false
	for _, s := range shapes {
		shapeOK = shapeOK || s == mnk
	}
	if len(expA) == 0 || len(expB) == 0 || len(expC) == 0 || !shapeOK {
		return op.EmitOpError("unimplemented variant for MMA shape <%d, %d, %d>", mnk[0], mnk[1], mnk[2])
	}
	for i, exp := range [3][]regs{expA, expB, expC} {
		match := false
		for _, r := range exp {
			match = match || r.matches(frags[i])
		}
		if match {
			continue
		}
		var b strings.Builder
		b.WriteString("Could not match types for the " + [3]string{"A", "B", "C"}[i] + " operands; expected one of ")
		for _, r := range exp {
			b.WriteString(strconv.Itoa(r.n) + "x" + typeText(r.t) + " ")
		}
		b.WriteString("but got ")
		for j, v := range frags[i] {
			if j > 0 {
				b.WriteString(", ")
			}
			b.WriteString(typeText(v.Type()))
		}
		return op.EmitOpError("%s", b.String())
	}
	res := op.Result(0).Type()
	resOK := false
	for _, t := range expRes {
		resOK = resOK || t == res
	}
	if !resOK {
		var b strings.Builder
		b.WriteString("Could not match allowed types for the result; expected one of ")
		for i, t := range expRes {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(typeText(t))
		}
		b.WriteString(" but got " + typeText(res))
		return op.EmitOpError("%s", b.String())
	}
	if aType == "b1" && op.InherentAttr("b1Op") == nil {
		return op.EmitOpError("op requires b1Op attribute")
	}
	if (isInt4(aType) || isInt8(aType)) && op.InherentAttr("intOverflowBehavior") == nil {
		return op.EmitOpError("op requires intOverflowBehavior attribute")
	}
	if !(mnk == [3]int64{8, 8, 4} && aType == "f16") {
		if caseOf(op, "layoutA") != "row" || caseOf(op, "layoutB") != "col" {
			bType := ""
			if b, ok := op.InherentAttr("multiplicandBPtxType").(*enumattr.Attr); ok {
				bType = b.Case()
			}
			return op.EmitOpError("requires layoutA = #nvvm.mma_layout<row> and layoutB = #nvvm.mma_layout<col> for shape <%d, %d, %d> with element types %s and %s. Only m8n8k4 with f16 supports other layouts.",
				mnk[0], mnk[1], mnk[2], aType, bType)
		}
	}
	return nil
}
