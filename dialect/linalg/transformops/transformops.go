// Package transformops extends the transform dialect with linalg's
// structured transform ops: transform.structured.match.
package transformops

import (
	"github.com/gomlir/gomlir/dialect/linalg"
	"github.com/gomlir/gomlir/dialect/transform"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

func init() { transform.Extend(matchSpec) }

// The cases of MatchInterfaceEnum.
const (
	matchLinalgOp int64 = iota
	matchTilingInterface
	matchLoopLike
)

var matchInterface = (&transform.IntEnum{Attr: "interface", Cases: []transform.EnumCase{
	{Name: "LinalgOp", Value: matchLinalgOp}, {Name: "TilingInterface", Value: matchTilingInterface},
	{Name: "LoopLikeInterface", Value: matchLoopLike}}}).Constraint("An interface to match")

// typeArray is TypeArrayAttr.
var typeArray = transform.ArrayOf("type array attribute", func(a ir.Attribute) bool { _, ok := a.(*ir.TypeAttr); return ok })

// matchSpec is transform.structured.match.
var matchSpec = &ods.Op{
	Name:     "transform.structured.match",
	Summary:  "Match ops in the payload nested under the target",
	Operands: []ods.Operand{{Name: "target", Type: transform.HandleType}},
	Attrs: []ods.Attr{
		{Name: "filter_operand_types", Constraint: typeArray, Optional: true},
		{Name: "filter_result_type", Constraint: ods.TypeAttrC, Optional: true},
		{Name: "interface", Constraint: matchInterface, Optional: true},
		{Name: "op_attrs", Constraint: transform.DictAttr, Optional: true},
		{Name: "ops", Constraint: transform.StrArrayAttr, Optional: true},
	},
	Results: []ods.Result{{Name: "results", Type: transform.HandleType}},
	Format: "(`ops` `{` $ops^ `}`)? (`interface` `{` $interface^ `}`)? (`attributes` $op_attrs^)?" +
		" (`filter_result_type` `=` $filter_result_type^)? (`filter_operand_types` `=` $filter_operand_types^)?" +
		" `in` $target attr-dict `:` functional-type($target, results)",
	Interfaces: ir.Interfaces{transform.ApplyFunc(applyMatch), transform.HandleEffects(false)},
}

// applyMatch collects the ops nested in the single target (itself
// included, in post-order) that pass every filter.
func applyMatch(op *ir.Operation, st *transform.State) *transform.Failure {
	targets := st.Ops(op.Operand(0))
	if len(targets) != 1 {
		return st.Definite(op.EmitError("requires exactly one target handle"))
	}
	names, _ := op.InherentAttr("ops").(*ir.ArrayAttr)
	iface, hasIface := op.InherentAttr("interface").(*ir.IntegerAttr)
	attrs, _ := op.InherentAttr("op_attrs").(*ir.DictionaryAttr)
	resType, _ := op.InherentAttr("filter_result_type").(*ir.TypeAttr)
	operandTypes, _ := op.InherentAttr("filter_operand_types").(*ir.ArrayAttr)
	badOperandCount := false
	var res []*ir.Operation
	targets[0].Walk(func(o *ir.Operation) ir.WalkResult {
		if names != nil && !hasName(names, o.Name()) {
			return ir.WalkAdvance
		}
		if hasIface && !implements(o, iface.Int64()) {
			return ir.WalkAdvance
		}
		if attrs != nil {
			for _, a := range attrs.Entries {
				if a.Name == "interface" || a.Name == "ops" {
					continue
				}
				if attrOf(o, a.Name) != a.Value {
					return ir.WalkAdvance
				}
			}
		}
		if resType != nil && (o.NumResults() != 1 || o.Result(0).Type() != resType.Type) {
			return ir.WalkAdvance
		}
		if operandTypes != nil {
			if len(operandTypes.Elems) == 1 {
				t := operandTypes.Elems[0].(*ir.TypeAttr).Type
				for _, v := range o.Operands() {
					if v.Type() != t {
						return ir.WalkAdvance
					}
				}
			} else {
				if len(operandTypes.Elems) != o.NumOperands() {
					badOperandCount = true
					return ir.WalkAdvance
				}
				for i, e := range operandTypes.Elems {
					if o.Operand(i).Type() != e.(*ir.TypeAttr).Type {
						return ir.WalkAdvance
					}
				}
			}
		}
		res = append(res, o)
		return ir.WalkAdvance
	})
	if badOperandCount {
		return st.Definite(op.EmitError("If filter_operand_types contains more than a type, then it must contain as much types as the number of operands in the target ops"))
	}
	st.SetOps(op.Result(0), res)
	return nil
}

func hasName(names *ir.ArrayAttr, name string) bool {
	for _, n := range names.Elems {
		if n.(*ir.StringAttr).Value == name {
			return true
		}
	}
	return false
}

// attrOf returns the attribute name of op, inherent or discardable.
func attrOf(op *ir.Operation, name string) ir.Attribute {
	if a := op.InherentAttr(name); a != nil {
		return a
	}
	return op.Attr(name)
}

// implements reports whether op implements the interface of the enum
// case (no op implements TilingInterface yet).
func implements(op *ir.Operation, iface int64) bool {
	switch iface {
	case matchLinalgOp:
		_, ok := ir.OpInterface[linalg.LinalgOp](op)
		return ok
	case matchLoopLike:
		_, ok := ir.OpInterface[ir.LoopLikeOpInterface](op)
		return ok
	}
	return false
}
