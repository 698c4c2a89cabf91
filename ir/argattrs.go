package ir

// ArgAttrsArray returns the arg_attrs/res_attrs array of a function-like
// op from its per-argument (or per-result) dictionaries, or nil when all
// are empty (upstream omits the array then).
func ArgAttrsArray(ctx *Context, dicts [][]NamedAttr) Attribute {
	some := false
	for _, d := range dicts {
		if len(d) > 0 {
			some = true
		}
	}
	if !some {
		return nil
	}
	elems := make([]Attribute, len(dicts))
	for i, d := range dicts {
		elems[i] = ctx.DictionaryAttr(d)
	}
	return ctx.ArrayAttr(elems)
}

// ArgAttrsAt returns the i-th dictionary of an arg_attrs/res_attrs array
// (nil when a is not such an array or has no i-th entry).
func ArgAttrsAt(a Attribute, i int) []NamedAttr {
	arr, ok := a.(*ArrayAttr)
	if !ok || i >= len(arr.Elems) {
		return nil
	}
	if d, ok := arr.Elems[i].(*DictionaryAttr); ok {
		return d.Entries
	}
	return nil
}
