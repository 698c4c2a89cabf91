package ods

import "github.com/gomlir/gomlir/ir"

// ContextOf returns the context op's spec was registered in, or nil for ops
// not defined by specs. Folders use it to build attributes.
func ContextOf(op *ir.Operation) *ir.Context {
	if r, ok := op.Info().Spec.(*registered); ok {
		return r.ctx
	}
	return nil
}

// TraitDictionary is the leading attribute dictionary of linalg.generic and
// vector.contract: op's inherent attributes among names, in that order, with
// the enum elements of iterator_types spelt as strings (caseName gives an
// element's case, ok false for one that is not an iterator enum).
func TraitDictionary(op *ir.Operation, names []string, caseName func(ir.Attribute) (string, bool)) *ir.DictionaryAttr {
	ctx := ContextOf(op)
	var entries []ir.NamedAttr
	for _, name := range names {
		a := op.InherentAttr(name)
		if a == nil {
			continue
		}
		if arr, ok := a.(*ir.ArrayAttr); ok && name == "iterator_types" {
			strs := make([]ir.Attribute, len(arr.Elems))
			for i, e := range arr.Elems {
				if c, ok := caseName(e); ok {
					strs[i] = ctx.StringAttr(c)
				} else {
					strs[i] = e
				}
			}
			a = ctx.ArrayAttr(strs)
		}
		entries = append(entries, ir.NamedAttr{Name: name, Value: a})
	}
	return ctx.DictionaryAttr(entries)
}
