package transform

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// replicate, verify, match.param.cmpi and get_type.

func init() {
	Dialect.Ops = append(Dialect.Ops, replicateSpec, verifySpec, matchParamCmpISpec, getTypeSpec)
}

// replicateSpec is transform.replicate.
var replicateSpec = &ods.Op{
	Name:    "transform.replicate",
	Summary: "Lists payload ops multiple times in the new handle",
	Operands: []ods.Operand{{Name: "pattern", Type: AnyHandleOrParam},
		{Name: "handles", Type: AnyHandleOrParam, Arity: ods.Variadic}},
	Results: []ods.Result{{Name: "replicated", Type: AnyHandleOrParam, Arity: ods.Variadic}},
	// AllTypesMatch<["handles", "replicated"]>.
	InferResultTypes: func(_ *ir.Context, operands []*ir.Value, _ ods.AttrGetter, _ []*ir.Region) ([]ir.Type, error) {
		types := make([]ir.Type, 0, len(operands))
		for _, v := range operands[1:] {
			types = append(types, v.Type())
		}
		return types, nil
	},
	Format: "`num` `(` $pattern `)` $handles attr-dict `:` type($pattern) `,` type($handles)",
	Interfaces: ir.Interfaces{ir.EffectsFunc(handleOnlyEffects), ApplyFunc(func(op *ir.Operation, st *State) *Failure {
		n := st.associationCount(op.Operand(0))
		for i, h := range op.Operands()[1:] {
			r := op.Result(i)
			st.setEmpty(r)
			for j := 0; j < n; j++ {
				st.appendPayload(r, h)
			}
		}
		return nil
	})},
}

// verifySpec is transform.verify.
var verifySpec = &ods.Op{
	Name:     "transform.verify",
	Summary:  "Verifies the targeted ops",
	Operands: []ods.Operand{{Name: "target", Type: HandleType}},
	Format:   "$target attr-dict `:` type($target)",
	Interfaces: ir.Interfaces{HandleEffects(false), ApplyFunc(func(op *ir.Operation, st *State) *Failure {
		return st.ForEach(op.Operand(0), func(target *ir.Operation) *Failure {
			if err := ir.VerifyWithContext(st.Ctx, target); err != nil {
				if d, ok := err.(*ir.Diagnostic); ok {
					st.Report(d)
				}
				d := op.EmitError("failed to verify payload op")
				d.AttachNote(target.Loc(), "payload op")
				return st.Definite(d)
			}
			return nil
		})
	})},
}

// cmpIPredicate is MatchCmpIPredicate.
var cmpIPredicate = (&IntEnum{Attr: "predicate", Cases: []EnumCase{{"eq", 0}, {"ne", 1}, {"lt", 2}, {"le", 3}, {"gt", 4}, {"ge", 5}}}).
	Constraint("allowed 32-bit signless integer cases: 0, 1, 2, 3, 4, 5")

// matchParamCmpISpec is transform.match.param.cmpi.
var matchParamCmpISpec = &ods.Op{
	Name:          "transform.match.param.cmpi",
	Summary:       "Matches if two parameter lists are associated with the same value",
	Operands:      []ods.Operand{{Name: "param", Type: paramType}, {Name: "reference", Type: paramType}},
	Attrs:         []ods.Attr{{Name: "predicate", Constraint: cmpIPredicate}},
	AllTypesMatch: [][]string{{"param", "reference"}},
	Format:        "$predicate $param `,` $reference attr-dict `:` type($param)",
	Interfaces:    ir.Interfaces{Matcher{}, HandleEffects(false), ApplyFunc(applyMatchParamCmpI)},
}

// cmpIDirections are the words of the failure messages, by predicate.
var cmpIDirections = []string{"equal to", "not equal to", "less than", "less than or equal to", "greater than", "greater than or equal to"}

func applyMatchParamCmpI(op *ir.Operation, st *State) *Failure {
	params, refs := st.Params(op.Operand(0)), st.Params(op.Operand(1))
	if len(params) != len(refs) {
		f, _ := SilenceableError(op.Loc(), "parameters have different payload lengths (%d vs %d)", len(params), len(refs))
		return f
	}
	pred := intAttr(op, "predicate", 0)
	for i := range params {
		v, ok1 := params[i].(*ir.IntegerAttr)
		r, ok2 := refs[i].(*ir.IntegerAttr)
		if !ok1 || !ok2 {
			return st.Definite(op.EmitError("non-integer parameter value not expected"))
		}
		if v.Type != r.Type {
			return st.Definite(op.EmitError("mismatching integer attribute types in parameter #%d", i))
		}
		w := ir.BitWidth(v.Type)
		a, b := ir.NormalizeInt(v.BigInt(), w, true), ir.NormalizeInt(r.BigInt(), w, true)
		c := a.Cmp(b)
		if [...]bool{c == 0, c != 0, c < 0, c <= 0, c > 0, c >= 0}[pred] {
			continue
		}
		f, d := SilenceableError(op.Loc(), "expected parameter to be %s %s, got %s", cmpIDirections[pred], b.String(), a.String())
		d.AttachNote(op.Operand(0).Loc(), "value # %d associated with the parameter defined here", i)
		return f
	}
	return nil
}

// getTypeSpec is transform.get_type.
var getTypeSpec = &ods.Op{
	Name:     "transform.get_type",
	Summary:  "Get a parameter containing the type of the given value",
	Operands: []ods.Operand{{Name: "value", Type: valueHandle}},
	Attrs:    []ods.Attr{{Name: "elemental", Constraint: ods.UnitAttrC, Optional: true}},
	Results:  []ods.Result{{Name: "type_param", Type: paramType}},
	Format:   "(`elemental` $elemental^)? $value attr-dict `:`functional-type(operands, results)",
	Interfaces: ir.Interfaces{HandleEffects(false), ApplyFunc(func(op *ir.Operation, st *State) *Failure {
		elemental := op.InherentAttr("elemental") != nil
		var types []ir.Attribute
		for _, v := range st.Values(op.Operand(0)) {
			t := v.Type()
			if elemental {
				t = ods.ElementOf(t)
			}
			types = append(types, st.Ctx.TypeAttr(t))
		}
		st.SetParams(op.Result(0), types)
		return nil
	})},
}
