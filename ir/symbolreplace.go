package ir

// ReplaceAllSymbolUses renames the uses of symbol to newName in every
// symbol table from the one holding symbol up to limit (included), as
// upstream's SymbolTable::replaceAllSymbolUses(Operation *, ...): in each
// table the references to the symbol through the path from that table
// (@inner::@f from above @inner), and those nested below it, get newName
// as the symbol's part. Nested symbol tables are not entered. References
// inside dialect attributes stay unchanged.
func ReplaceAllSymbolUses(ctx *Context, symbol *Operation, newName string, limit *Operation) {
	name, ok := SymbolName(symbol)
	if !ok {
		return
	}
	path := []string{name}
	for table := symbol.ParentOp(); table != nil; table = table.ParentOp() {
		if !table.HasTrait(TraitSymbolTable) {
			continue
		}
		r := symbolReplacer{ctx: ctx, old: path, new: newName}
		walkSymbolTableRegions(regionsOf(table), func(o *Operation) bool {
			r.op(o)
			return true
		})
		if table == limit {
			return
		}
		tableName, ok := SymbolName(table)
		if !ok {
			return
		}
		path = append([]string{tableName}, path...)
	}
}

// symbolReplacer gives the references starting with the path old the name
// new in place of the path's last symbol.
type symbolReplacer struct {
	ctx *Context
	old []string
	new string
}

func (r *symbolReplacer) op(o *Operation) {
	if d, ok := o.props.(*DictionaryAttr); ok {
		if nd := r.attr(d); nd != Attribute(d) {
			o.props = nd
		}
	}
	if o.attrs != nil {
		if nd := r.attr(o.attrs); nd != Attribute(o.attrs) {
			o.attrs = nd.(*DictionaryAttr)
		}
	}
}

// attr returns a with the references replaced (a itself when unchanged).
func (r *symbolReplacer) attr(a Attribute) Attribute {
	switch x := a.(type) {
	case *SymbolRefAttr:
		if r.matches(x) {
			if len(r.old) == 1 {
				return r.ctx.SymbolRefAttr(r.new, x.Nested)
			}
			nested := append([]string(nil), x.Nested...)
			nested[len(r.old)-2] = r.new
			return r.ctx.SymbolRefAttr(x.Root, nested)
		}
	case *ArrayAttr:
		var out []Attribute
		for i, e := range x.Elems {
			if ne := r.attr(e); ne != e && out == nil {
				out = append(make([]Attribute, 0, len(x.Elems)), x.Elems[:i]...)
				out = append(out, ne)
			} else if out != nil {
				out = append(out, ne)
			}
		}
		if out != nil {
			return r.ctx.ArrayAttr(out)
		}
	case *DictionaryAttr:
		var out []NamedAttr
		for i, e := range x.Entries {
			if ne := r.attr(e.Value); ne != e.Value && out == nil {
				out = append(make([]NamedAttr, 0, len(x.Entries)), x.Entries[:i]...)
				out = append(out, NamedAttr{e.Name, ne})
			} else if out != nil {
				out = append(out, NamedAttr{e.Name, ne})
			}
		}
		if out != nil {
			return r.ctx.DictionaryAttr(out)
		}
	}
	return a
}

// matches reports whether ref starts with the path old.
func (r *symbolReplacer) matches(ref *SymbolRefAttr) bool {
	if ref.Root != r.old[0] || len(ref.Nested) < len(r.old)-1 {
		return false
	}
	for i, n := range r.old[1:] {
		if ref.Nested[i] != n {
			return false
		}
	}
	return true
}
