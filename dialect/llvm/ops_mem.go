package llvm

import (
	"math"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// Atomic orderings (upstream's AtomicOrdering values).
const (
	orderNotAtomic = 0
	orderUnordered = 1
	orderMonotonic = 2
	orderAcquire   = 4
	orderRelease   = 5
	orderAcqRel    = 6
)

func optAttr(name string, c ods.AttrConstraint) ods.Attr {
	return ods.Attr{Name: name, Constraint: c, Optional: true}
}

var anyArray = ods.AttrConstraint{Desc: "array attribute", GoType: "*ir.ArrayAttr",
	Pred: func(a ir.Attribute) bool { _, ok := a.(*ir.ArrayAttr); return ok }}

// metadataArray is an array of the llvm attributes of one mnemonic
// (access groups, alias scopes, TBAA tags).
func metadataArray(desc, mnemonic string) ods.AttrConstraint {
	return ods.AttrConstraint{Desc: desc, GoType: "*ir.ArrayAttr", Pred: func(a ir.Attribute) bool {
		arr, ok := a.(*ir.ArrayAttr)
		if !ok {
			return false
		}
		for _, e := range arr.Elems {
			if llvmMnemonic(e) != mnemonic {
				return false
			}
		}
		return true
	}}
}

// aliasAttrs are the aliasing and access-group attributes of memory
// accesses (upstream's LLVM_MemAccessOpBase).
func aliasAttrs() []ods.Attr {
	scopes := metadataArray("LLVM dialect alias scope array", "alias_scope")
	return []ods.Attr{optAttr("access_groups", metadataArray("LLVM dialect access group metadata array", "access_group")),
		optAttr("alias_scopes", scopes), optAttr("noalias_scopes", scopes),
		optAttr("tbaa", metadataArray("LLVM dialect TBAA tag metadata array", "tbaa_tag"))}
}

func orderingAttr(name string) ods.Attr {
	return ods.Attr{Name: name, Constraint: i64EnumC(atomicOrderEnum, "Atomic ordering for LLVM's memory model"),
		Default: func(c *ir.Context) ir.Attribute { return c.IntAttr(c.I(64), 0) }}
}

func requiredOrdering(name string) ods.Attr {
	return ods.Attr{Name: name, Constraint: i64EnumC(atomicOrderEnum, "Atomic ordering for LLVM's memory model")}
}

// memEffects returns the effects of a memory access: reads and/or writes
// of the pointer operand, and both for volatile or atomic accesses.
func memEffects(read, write bool) ir.EffectsFunc {
	return func(op *ir.Operation) []ir.EffectInstance {
		var es []ir.EffectInstance
		if read || op.InherentAttr("volatile_") != nil || intProp(op, "ordering") > orderUnordered {
			es = append(es, ir.EffectInstance{Effect: ir.EffectRead, Value: op.Operand(op.NumOperands() - 1)})
		}
		if write || op.InherentAttr("volatile_") != nil || intProp(op, "ordering") > orderUnordered {
			es = append(es, ir.EffectInstance{Effect: ir.EffectWrite, Value: op.Operand(op.NumOperands() - 1)})
		}
		return es
	}
}

func memOps() []*ods.Op {
	return []*ods.Op{
		{
			Name:     "llvm.load",
			Summary:  "LLVM IR load",
			Operands: []ods.Operand{{Name: "addr", Type: anyPtr}},
			Attrs: append([]ods.Attr{optAttr("alignment", ods.I64Attr), unitAttr("volatile_"),
				unitAttr("nontemporal"), unitAttr("invariant"), unitAttr("invariantGroup"),
				orderingAttr("ordering"), optAttr("syncscope", ods.StrAttr),
				optAttr("dereferenceable", derefAttrC)}, aliasAttrs()...),
			Results: []ods.Result{{Name: "res", Type: loadable}},
			Format: "(`volatile` $volatile_^)? $addr" +
				" (`atomic` (`syncscope` `(` $syncscope^ `)`)? $ordering^)?" +
				" (`invariant` $invariant^)? (`invariant_group` $invariantGroup^)?" +
				" (`dereferenceable` `` $dereferenceable^)?" +
				" attr-dict `:` type($addr) `->` type($res)",
			Verify: func(op *ir.Operation) error {
				if err := verifyDereferenceable(op); err != nil {
					return err
				}
				return verifyAtomicAccess(op, op.Result(0).Type(), orderRelease, orderAcqRel)
			},
			Interfaces: ir.Interfaces{memEffects(true, false)},
		},
		{
			Name:     "llvm.store",
			Summary:  "LLVM IR store",
			Operands: []ods.Operand{{Name: "value", Type: loadable}, {Name: "addr", Type: anyPtr}},
			Attrs: append([]ods.Attr{optAttr("alignment", ods.I64Attr), unitAttr("volatile_"),
				unitAttr("nontemporal"), unitAttr("invariantGroup"),
				orderingAttr("ordering"), optAttr("syncscope", ods.StrAttr)}, aliasAttrs()...),
			Format: "(`volatile` $volatile_^)? $value `,` $addr" +
				" (`atomic` (`syncscope` `(` $syncscope^ `)`)? $ordering^)?" +
				" (`invariant_group` $invariantGroup^)?" +
				" attr-dict `:` type($value) `,` type($addr)",
			Verify: func(op *ir.Operation) error {
				return verifyAtomicAccess(op, op.Operand(0).Type(), orderAcquire, orderAcqRel)
			},
			Interfaces: ir.Interfaces{memEffects(false, true)},
		},
		{
			Name:     "llvm.alloca",
			Summary:  "LLVM IR alloca",
			Operands: []ods.Operand{{Name: "arraySize", Type: ods.AnyInteger}},
			Attrs: []ods.Attr{optAttr("alignment", ods.I64Attr), {Name: "elem_type", Constraint: ods.TypeAttrC},
				unitAttr("inalloca")},
			Results: []ods.Result{{Name: "res", Type: anyPtr}},
			Parse:   parseAlloca,
			Print:   printAlloca,
			Verify: func(op *ir.Operation) error {
				if ta, ok := op.InherentAttr("elem_type").(*ir.TypeAttr); ok {
					if te, ok := ta.Type.(*TargetExtType); ok && !te.supportsMemOps() {
						return op.EmitOpError("this target extension type cannot be used in alloca")
					}
				}
				return nil
			},
			Interfaces: ir.Interfaces{ir.EffectsFunc(func(op *ir.Operation) []ir.EffectInstance {
				return []ir.EffectInstance{{Effect: ir.EffectAllocate, Value: op.Result(0), Resource: "AutomaticAllocationScope"}}
			})},
		},
		{
			Name:    "llvm.getelementptr",
			Summary: "LLVM IR getelementptr",
			Operands: []ods.Operand{{Name: "base", Type: ptrOrVec},
				{Name: "dynamicIndices", Type: scalarOrVector("signless integer", isSignlessInt), Arity: ods.Variadic}},
			Attrs: []ods.Attr{{Name: "rawConstantIndices", Constraint: ods.DenseI32ArrayAttr},
				{Name: "elem_type", Constraint: ods.TypeAttrC},
				{Name: "noWrapFlags", Constraint: gepFlagsC, Property: ods.IntProperty, Default: func(c *ir.Context) ir.Attribute { return c.IntAttr(c.I(32), 0) }}},
			Results: []ods.Result{{Name: "res", Type: ptrOrVec}},
			Traits:  traits(),
			Format: "($noWrapFlags^)? $base `[` custom<GEPIndices>($dynamicIndices, $rawConstantIndices) `]`" +
				" attr-dict `:` functional-type(operands, results) `,` $elem_type",
			CustomDirectives: map[string]ods.CustomDirective{"GEPIndices": {Parse: parseGEPIndices, Print: printGEPIndices}},
			Verify:           verifyGEP,
		},
		{
			Name:    "llvm.cmpxchg",
			Summary: "LLVM IR cmpxchg",
			Operands: []ods.Operand{{Name: "ptr", Type: anyPtr}, {Name: "cmp", Type: cmpXchgValue},
				{Name: "val", Type: cmpXchgValue}},
			Attrs: append([]ods.Attr{requiredOrdering("success_ordering"), requiredOrdering("failure_ordering"),
				optAttr("syncscope", ods.StrAttr), optAttr("alignment", ods.I64Attr), unitAttr("weak"),
				unitAttr("volatile_")}, aliasAttrs()...),
			Results: []ods.Result{{Name: "res", Type: ods.AnyType}},
			TypesMatchWith: []ods.TypeRule{
				{From: "val", To: "cmp", Desc: "operand #1 and operand #2 have the same type",
					Transform: sameType},
				{From: "val", To: "res", Desc: "result #0 has an LLVM struct type consisting of the type of operand #2 and a bool",
					Transform: func(c *ir.Context, t ir.Type) ir.Type { return LiteralStruct(c, []ir.Type{t, c.I(1)}, false) }}},
			Format: "(`weak` $weak^)? (`volatile` $volatile_^)? $ptr `,` $cmp `,` $val" +
				" (`syncscope` `(` $syncscope^ `)`)? $success_ordering $failure_ordering" +
				" attr-dict `:` type($ptr) `,` type($val)",
			Verify: verifyCmpXchg,
		},
		{
			Name:     "llvm.atomicrmw",
			Summary:  "LLVM IR atomicrmw",
			Operands: []ods.Operand{{Name: "ptr", Type: anyPtr}, {Name: "val", Type: atomicRMWValue}},
			Attrs: append([]ods.Attr{{Name: "bin_op", Constraint: i64EnumC(atomicBinOpEnum, "llvm.atomicrmw binary operations")},
				requiredOrdering("ordering"), optAttr("syncscope", ods.StrAttr), optAttr("alignment", ods.I64Attr),
				unitAttr("volatile_")}, aliasAttrs()...),
			Results: []ods.Result{{Name: "res", Type: ods.AnyType}},
			TypesMatchWith: []ods.TypeRule{{From: "val", To: "res", Desc: "result #0 and operand #1 have the same type",
				Transform: sameType}},
			Format: "(`volatile` $volatile_^)? $bin_op $ptr `,` $val" +
				" (`syncscope` `(` $syncscope^ `)`)? $ordering attr-dict `:` type($ptr) `,` type($val)",
			Verify: verifyAtomicRMW,
		},
		{
			Name:    "llvm.fence",
			Summary: "LLVM IR fence",
			Attrs:   []ods.Attr{requiredOrdering("ordering"), optAttr("syncscope", ods.StrAttr)},
			Format:  "(`syncscope` `(` $syncscope^ `)`)? $ordering attr-dict",
			Verify: func(op *ir.Operation) error {
				switch intProp(op, "ordering") {
				case orderNotAtomic, orderUnordered, orderMonotonic:
					return op.EmitOpError("can be given only acquire, release, acq_rel, and seq_cst orderings")
				}
				return nil
			},
		},
	}
}

// cmpXchgValue is the compared and the stored operand of cmpxchg.
var cmpXchgValue = ods.TypeConstraint{
	Desc: "signless integer or LLVM pointer type",
	Pred: func(t ir.Type) bool { return isSignlessInt(t) || isPointer(t) },
}

// atomicRMWValue is the value operand of atomicrmw.
var atomicRMWValue = ods.TypeConstraint{
	Desc: "floating point LLVM type or LLVM pointer type or signless integer or LLVM dialect-compatible fixed-length vector type",
	Pred: func(t ir.Type) bool {
		if v, ok := t.(*ir.VectorType); ok {
			return len(v.Scalable) == 0 && isVectorElement(v.Elem)
		}
		return IsCompatibleFloat(t) || isPointer(t) || isSignlessInt(t)
	},
}

// gepFlagsC is the GEP `noWrapFlags` property, written `inbounds|nuw`.
var gepFlagsC = ods.AttrConstraint{
	Desc: "LLVM GEP no-wrap flags", GoType: "*ir.IntegerAttr",
	Pred: func(a ir.Attribute) bool { _, ok := a.(*ir.IntegerAttr); return ok },
	ParseOptional: func(p ir.OpParser, ctx *ir.Context) (ir.Attribute, bool, error) {
		var flags uint32
		found := false
		for {
			var v uint32
			ok := false
			for _, kw := range []string{"inbounds_flag", "inbounds", "nusw", "nuw", "none"} {
				if p.ParseOptionalKeyword(kw) {
					v, _ = gepFlags.lookup(kw)
					ok = true
					break
				}
			}
			if !ok {
				if found {
					return nil, false, p.Errorf("expected keyword")
				}
				return nil, false, nil
			}
			found = true
			flags |= v
			if !p.ParseOptionalPunct("|") {
				return ctx.IntAttr(ctx.I(32), int64(flags)), true, nil
			}
		}
	},
	Print: func(p ir.OpPrinter, a ir.Attribute) {
		i, ok := a.(*ir.IntegerAttr)
		if !ok {
			p.PrintAttribute(a)
			return
		}
		v := uint32(intValue(i))
		s := ""
		if v&3 == 3 {
			s, v = "inbounds", v&^3
		}
		for b, n := range gepFlags.bits {
			if v&(1<<uint(b)) != 0 {
				if s != "" {
					s += "|"
				}
				s += n
			}
		}
		p.WriteString(s)
	},
}

func init() {
	gepFlagsC.Parse = func(p ir.OpParser, ctx *ir.Context) (ir.Attribute, error) {
		a, ok, err := gepFlagsC.ParseOptional(p, ctx)
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, p.Errorf("expected keyword")
		}
		return a, nil
	}
}

// verifyAtomicAccess is upstream's verifyAtomicMemOp for loads and stores.
func verifyAtomicAccess(op *ir.Operation, valType ir.Type, bad1, bad2 int64) error {
	ord := intProp(op, "ordering")
	if ord == orderNotAtomic {
		if op.InherentAttr("syncscope") != nil {
			return op.EmitOpError("expected syncscope to be null for non-atomic access")
		}
		return nil
	}
	if !atomicValueType(valType, false) {
		return op.EmitOpError("unsupported type '%s' for atomic access", asm.TypeString(valType))
	}
	if ord == bad1 || ord == bad2 {
		return op.EmitOpError("unsupported ordering '%s'", atomicOrderEnum.name(ord))
	}
	if op.InherentAttr("alignment") == nil {
		return op.EmitOpError("expected alignment for atomic access")
	}
	return nil
}

// atomicValueType is upstream's isTypeCompatibleWithAtomicOp: pointers,
// integers and floats of a power-of-two width of at least 8 bits (and
// vectors of them when allowed).
func atomicValueType(t ir.Type, vectors bool) bool {
	if isPointer(t) {
		return true
	}
	if v, ok := t.(*ir.VectorType); ok && vectors {
		t = v.Elem
	}
	var w int
	switch e := t.(type) {
	case *ir.IntegerType:
		w = e.Width
	case *ir.FloatType:
		if !IsCompatibleFloat(e) {
			return false
		}
		w = ir.BitWidth(e)
	default:
		return false
	}
	return w >= 8 && w&(w-1) == 0
}

func verifyCmpXchg(op *ir.Operation) error {
	t := op.Operand(2).Type()
	if !atomicValueType(t, false) {
		return op.EmitOpError("unexpected LLVM IR type")
	}
	succ, fail := intProp(op, "success_ordering"), intProp(op, "failure_ordering")
	if succ < orderMonotonic || fail < orderMonotonic {
		return op.EmitOpError("ordering must be at least 'monotonic'")
	}
	if fail == orderRelease || fail == orderAcqRel {
		return op.EmitOpError("failure ordering cannot be 'release' or 'acq_rel'")
	}
	return nil
}

func verifyAtomicRMW(op *ir.Operation) error {
	t := op.Operand(1).Type()
	switch atomicBinOpEnum.name(intProp(op, "bin_op")) {
	case "fadd", "fsub", "fmax", "fmin", "fmaximum", "fminimum":
		if _, vec := t.(*ir.VectorType); vec && !IsCompatibleFloat(elemOf(t)) {
			return op.EmitOpError("expected LLVM IR floating point type for vector element")
		}
		if !atomicValueType(t, true) || !IsCompatibleFloat(elemOf(t)) {
			return op.EmitOpError("expected LLVM IR floating point type")
		}
	case "xchg":
		if !atomicValueType(t, false) {
			return op.EmitOpError("unexpected LLVM IR type for 'xchg' bin_op")
		}
	default:
		it, ok := t.(*ir.IntegerType)
		if !ok {
			return op.EmitOpError("expected LLVM IR integer type")
		}
		if w := it.Width; w < 8 || w&(w-1) != 0 {
			return op.EmitOpError("expected LLVM IR integer type")
		}
	}
	if intProp(op, "ordering") < orderMonotonic {
		return op.EmitOpError("expected at least 'monotonic' ordering")
	}
	return nil
}

func elemOf(t ir.Type) ir.Type {
	_, e := elementShape(t)
	return e
}

// dynamicIndex marks a GEP index held by an operand.
const dynamicIndex = math.MinInt32

// parseGEPIndices parses `idx, %v, ...` into the dynamic operands and the
// raw constant indices.
func parseGEPIndices(p ir.OpParser, _ *ir.OperationState, args []ods.DirectiveArg) error {
	var raw []int32
	var uses []ir.UnresolvedOperand
	if !p.IsPunct("]") {
		for {
			if p.IsOperand() {
				u, err := p.ParseOperand()
				if err != nil {
					return err
				}
				uses = append(uses, u)
				raw = append(raw, dynamicIndex)
			} else {
				v, ok, err := p.ParseOptionalInteger()
				if err != nil {
					return err
				}
				if !ok {
					return p.Errorf("expected SSA value or integer")
				}
				raw = append(raw, int32(v))
			}
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
	}
	args[0].SetOperands(uses)
	args[1].SetAttr(p.Context().DenseI32Array(raw))
	return nil
}

func printGEPIndices(p ir.OpPrinter, op *ir.Operation, args []ods.DirectiveArg) {
	d, _ := args[1].Attr(op).(*ir.DenseArrayAttr)
	if d == nil {
		return
	}
	dyn := args[0].Operands(op)
	k := 0
	for i, v := range d.Int64s() {
		if i > 0 {
			p.WriteString(", ")
		}
		if v == dynamicIndex && k < len(dyn) {
			p.PrintOperand(dyn[k])
			k++
			continue
		}
		p.WriteString(itoa(v))
	}
}

// verifyGEP is GEPOp::verify: struct indices are in-bounds constants and
// every indexed type can be indexed.
func verifyGEP(op *ir.Operation) error {
	if intProp(op, "noWrapFlags") == 1 {
		return op.EmitOpError("'inbounds_flag' cannot be used directly.")
	}
	d, _ := op.InherentAttr("rawConstantIndices").(*ir.DenseArrayAttr)
	ta, _ := op.InherentAttr("elem_type").(*ir.TypeAttr)
	if d == nil || ta == nil {
		return nil
	}
	raw := d.Int64s()
	nDyn := 0
	for _, v := range raw {
		if v == dynamicIndex {
			nDyn++
		}
	}
	if nDyn != op.NumOperands()-1 {
		return op.EmitOpError("expected as many dynamic indices as specified in 'rawConstantIndices'")
	}
	t := ta.Type
	for i := 1; i < len(raw); i++ {
		switch cur := t.(type) {
		case *StructType:
			if raw[i] == dynamicIndex {
				return op.EmitOpError("expected index %d indexing a struct to be constant", i)
			}
			body := cur.Body()
			if raw[i] < 0 || int(raw[i]) >= len(body) {
				return op.EmitOpError("index %d indexing a struct is out of bounds", i)
			}
			t = body[raw[i]]
		case *ArrayType:
			t = cur.Elem
		case *ir.VectorType:
			t = cur.Elem
		default:
			return op.EmitOpError("type '%s' cannot be indexed (index #%d)", asm.TypeString(t), i)
		}
	}
	return nil
}

// parseAlloca is AllocaOp::parse:
// `inalloca? %size x type attr-dict : (i64) -> !llvm.ptr`.
func parseAlloca(p ir.OpParser, st *ir.OperationState) error {
	ctx := p.Context()
	if p.ParseOptionalKeyword("inalloca") {
		st.AddAttr("inalloca", ctx.UnitAttr())
	}
	size, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParseKeyword("x"); err != nil {
		return err
	}
	elem, err := p.ParseType()
	if err != nil {
		return err
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	pos := p.Pos()
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	ft, ok := t.(*ir.FunctionType)
	if !ok || len(ft.Inputs) != 1 || len(ft.Results) != 1 {
		return p.ErrorAt(pos, "expected trailing function type with one argument and one result")
	}
	for _, a := range attrs {
		if a.Name == "alignment" {
			if i, ok := a.Value.(*ir.IntegerAttr); ok && i.IsZero() {
				continue
			}
		}
		st.Attrs = append(st.Attrs, a)
	}
	st.AddAttr("elem_type", ctx.TypeAttr(elem))
	v, err := p.ResolveOperand(size, ft.Inputs[0])
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, v)
	st.Types = append(st.Types, ft.Results[0])
	return nil
}

func printAlloca(p ir.OpPrinter, op *ir.Operation) {
	p.WriteString(" ")
	if op.InherentAttr("inalloca") != nil {
		p.WriteString("inalloca ")
	}
	p.PrintOperand(op.Operand(0))
	p.WriteString(" x ")
	if ta, ok := op.InherentAttr("elem_type").(*ir.TypeAttr); ok {
		p.PrintType(ta.Type)
	}
	p.PrintOptionalAttrDict(op.AllAttrs(), "elem_type", "inalloca")
	p.WriteString(" : (")
	p.PrintType(op.Operand(0).Type())
	p.WriteString(") -> ")
	p.PrintType(op.Result(0).Type())
}

// sameType is the TypesMatchWith transform of operands whose types are
// equal.
func sameType(_ *ir.Context, t ir.Type) ir.Type { return t }
