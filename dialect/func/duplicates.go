package function

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument: "duplicate-function-elimination",
		Name:     "DuplicateFunctionEliminationPass",
		Summary:  "Deduplicate functions",
		OpName:   "builtin.module",
		New:      func() (pass.Pass, *pass.Options) { return duplicateFunctionElimination{}, &pass.Options{} },
	})
}

// duplicateFunctionElimination erases every func.func equivalent to an
// earlier one (same attributes and properties but the name, equivalent
// bodies; declarations are never equivalent) and points the symbol uses
// of the erased functions at the kept one.
type duplicateFunctionElimination struct{}

func (duplicateFunctionElimination) Run(module *ir.Operation, st *pass.State) error {
	var funcs []*ir.Operation
	module.Each(func(op *ir.Operation) {
		if op.Name() == "func.func" {
			funcs = append(funcs, op)
		}
	})
	// Representatives grouped by function type (equivalent functions have
	// the same one), in walk order.
	reps := map[ir.Attribute][]*ir.Operation{}
	type dup struct{ op, rep *ir.Operation }
	var dups []dup
	for _, f := range funcs {
		key := f.InherentAttr("function_type")
		var rep *ir.Operation
		for _, r := range reps[key] {
			if equivalentFuncs(r, f) {
				rep = r
				break
			}
		}
		if rep == nil {
			reps[key] = append(reps[key], f)
			continue
		}
		dups = append(dups, dup{f, rep})
	}
	for _, d := range dups {
		newName, _ := ir.SymbolName(d.rep)
		ir.ReplaceAllSymbolUses(st.Ctx, d.op, newName, module)
		d.op.Erase()
	}
	return nil
}

// equivalentFuncs is upstream's DuplicateFuncOpEquivalenceInfo::isEqual.
func equivalentFuncs(a, b *ir.Operation) bool {
	if isDeclaration(a) || isDeclaration(b) {
		return false
	}
	if a.Attrs() != b.Attrs() || !samePropsButName(a.Props(), b.Props()) {
		return false
	}
	return ir.RegionEquivalent(a.Region(0), b.Region(0))
}

func isDeclaration(f *ir.Operation) bool { return f.Region(0).Empty() }

// samePropsButName compares two property dictionaries ignoring sym_name.
func samePropsButName(a, b ir.Attribute) bool {
	da, _ := a.(*ir.DictionaryAttr)
	db, _ := b.(*ir.DictionaryAttr)
	ea, eb := entriesButName(da), entriesButName(db)
	if len(ea) != len(eb) {
		return false
	}
	for i := range ea {
		if ea[i] != eb[i] {
			return false
		}
	}
	return true
}

func entriesButName(d *ir.DictionaryAttr) []ir.NamedAttr {
	if d == nil {
		return nil
	}
	out := make([]ir.NamedAttr, 0, len(d.Entries))
	for _, e := range d.Entries {
		if e.Name != "sym_name" {
			out = append(out, e)
		}
	}
	return out
}
