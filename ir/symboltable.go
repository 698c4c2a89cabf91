package ir

import (
	"slices"
	"strconv"
	"strings"
)

// Symbol uses and the SymbolTable utility, completing symbols.go: the uses
// of symbols held in attributes (upstream's SymbolTable::getSymbolUses),
// the walk over nested symbol tables, a single table with insertion and
// renaming, and the SymbolOpInterface hooks.

// SymbolOpInterface lets a symbol op (one with TraitSymbol) override the
// interface's defaults; it is listed in OpInfo.Interfaces. Ops without an entry get upstream's defaults: not
// a declaration, discardable when not public, never optional.
type SymbolOpInterface interface {
	// IsDeclaration reports whether op declares rather than defines its
	// symbol (e.g. a func.func without a body).
	IsDeclaration(op *Operation) bool
	// CanDiscardOnUseEmpty reports whether op may be erased once nothing
	// refers to it.
	CanDiscardOnUseEmpty(op *Operation) bool
}

// SymbolHooks implements SymbolOpInterface with optional functions; nil
// ones keep the default.
type SymbolHooks struct {
	Declaration    func(op *Operation) bool
	DiscardOnEmpty func(op *Operation) bool
}

// IsDeclaration calls Declaration (default false).
func (h *SymbolHooks) IsDeclaration(op *Operation) bool {
	return h.Declaration != nil && h.Declaration(op)
}

// CanDiscardOnUseEmpty calls DiscardOnEmpty (default: not public).
func (h *SymbolHooks) CanDiscardOnUseEmpty(op *Operation) bool {
	if h.DiscardOnEmpty != nil {
		return h.DiscardOnEmpty(op)
	}
	return SymbolVisibility(op) != VisibilityPublic
}

// IsSymbol reports whether op is a symbol: it has the Symbol trait and a
// `sym_name` (upstream's isa<SymbolOpInterface>, whose classof requires
// the name).
func IsSymbol(op *Operation) bool {
	if !op.HasTrait(TraitSymbol) {
		return false
	}
	_, ok := SymbolName(op)
	return ok
}

// SymbolIsDeclaration applies the op's SymbolOpInterface (default false).
func SymbolIsDeclaration(op *Operation) bool {
	if s, ok := InfoInterface[SymbolOpInterface](op.info); ok {
		return s.IsDeclaration(op)
	}
	return false
}

// SymbolCanDiscardOnUseEmpty applies the op's SymbolOpInterface (default:
// the symbol is not public).
func SymbolCanDiscardOnUseEmpty(op *Operation) bool {
	if s, ok := InfoInterface[SymbolOpInterface](op.info); ok {
		return s.CanDiscardOnUseEmpty(op)
	}
	return SymbolVisibility(op) != VisibilityPublic
}

// SetInherentAttr sets (nil: removes) an attribute the way upstream's
// Operation::setAttr does: inherent attributes of registered ops go to the
// properties dictionary, the others to the discardable dictionary.
func (op *Operation) SetInherentAttr(ctx *Context, name string, a Attribute) {
	if !op.info.Registered || !op.info.IsInherent(name) {
		op.SetAttr(ctx, name, a)
		return
	}
	var entries []NamedAttr
	if d, ok := op.props.(*DictionaryAttr); ok {
		entries = append(entries, d.Entries...)
	} else if op.props != nil {
		op.SetAttr(ctx, name, a)
		return
	}
	found := false
	out := entries[:0]
	for _, e := range entries {
		if e.Name == name {
			found = true
			if a != nil {
				out = append(out, NamedAttr{name, a})
			}
			continue
		}
		out = append(out, e)
	}
	if !found && a != nil {
		out = append(out, NamedAttr{name, a})
	}
	if len(out) == 0 {
		op.props = nil
		return
	}
	op.props = ctx.DictionaryAttr(out)
}

// AllAttrs returns every attribute of op, as upstream's getAttrDictionary:
// the inherent attributes of registered ops (their properties) and the
// discardable ones, sorted by name. The list may be shared with op:
// callers must not modify it.
func (op *Operation) AllAttrs() []NamedAttr {
	var props *DictionaryAttr
	if op.info.Registered {
		props, _ = op.props.(*DictionaryAttr)
	}
	switch {
	case props == nil && op.attrs == nil:
		return nil
	case op.attrs == nil:
		return props.Entries
	case props == nil:
		return op.attrs.Entries
	}
	out := make([]NamedAttr, 0, len(props.Entries)+len(op.attrs.Entries))
	out = append(append(out, props.Entries...), op.attrs.Entries...)
	slices.SortStableFunc(out, func(a, b NamedAttr) int { return strings.Compare(a.Name, b.Name) })
	return out
}

// SetSymbolVisibility sets the visibility of a symbol op (public removes
// the attribute).
func SetSymbolVisibility(ctx *Context, op *Operation, vis int) {
	switch vis {
	case VisibilityPrivate:
		op.SetInherentAttr(ctx, "sym_visibility", ctx.StringAttr("private"))
	case VisibilityNested:
		op.SetInherentAttr(ctx, "sym_visibility", ctx.StringAttr("nested"))
	default:
		op.SetInherentAttr(ctx, "sym_visibility", nil)
	}
}

// SetSymbolName renames a symbol op (without updating its uses).
func SetSymbolName(ctx *Context, op *Operation, name string) {
	op.SetInherentAttr(ctx, "sym_name", ctx.StringAttr(name))
}

// SubElementAttr is implemented by dialect attributes that hold other
// attributes, so that symbol references inside them are found.
type SubElementAttr interface {
	SubAttributes() []Attribute
}

// SymbolUse is one symbol reference held by an operation's attributes.
type SymbolUse struct {
	User *Operation
	Ref  *SymbolRefAttr
}

// walkAttrSymbolRefs visits the symbol references in a, pre-order, not
// entering the references themselves.
func walkAttrSymbolRefs(a Attribute, f func(*SymbolRefAttr) bool) bool {
	switch x := a.(type) {
	case *SymbolRefAttr:
		return f(x)
	case *ArrayAttr:
		for _, e := range x.Elems {
			if !walkAttrSymbolRefs(e, f) {
				return false
			}
		}
	case *DictionaryAttr:
		for _, e := range x.Entries {
			if !walkAttrSymbolRefs(e.Value, f) {
				return false
			}
		}
	case SubElementAttr:
		for _, e := range x.SubAttributes() {
			if e != nil && !walkAttrSymbolRefs(e, f) {
				return false
			}
		}
	}
	return true
}

// WalkSymbolRefs calls f for each symbol reference in op's own attributes
// (not nested ops); f returns false to stop. It reports completion.
func WalkSymbolRefs(op *Operation, f func(SymbolUse) bool) bool {
	for _, a := range op.AllAttrs() {
		if !walkAttrSymbolRefs(a.Value, func(r *SymbolRefAttr) bool { return f(SymbolUse{op, r}) }) {
			return false
		}
	}
	return true
}

// walkSymbolTableRegions visits the ops nested in regions without entering
// nested symbol tables, in upstream's order (a region's ops, then the
// regions collected last first). f returns false to stop; the result is
// false when stopped.
func walkSymbolTableRegions(regions []*Region, f func(op *Operation) bool) bool {
	work := append([]*Region(nil), regions...)
	for len(work) > 0 {
		r := work[len(work)-1]
		work = work[:len(work)-1]
		for b := r.First(); b != nil; b = b.Next() {
			for o := b.First(); o != nil; o = o.NextInBlock() {
				if !f(o) {
					return false
				}
				if !o.HasTrait(TraitSymbolTable) {
					for i := 0; i < o.NumRegions(); i++ {
						work = append(work, o.Region(i))
					}
				}
			}
		}
	}
	return true
}

// SymbolUses returns the symbol uses held by from and the ops nested in it,
// not entering nested symbol tables (nor from's regions when from is one).
// ok is false when an unknown op might define a symbol table.
func SymbolUses(ctx *Context, from *Operation) (uses []SymbolUse, ok bool) {
	if isPotentiallyUnknownSymbolTable(ctx, from) {
		return nil, false
	}
	collect := func(u SymbolUse) bool { uses = append(uses, u); return true }
	WalkSymbolRefs(from, collect)
	if from.HasTrait(TraitSymbolTable) {
		return uses, true
	}
	return symbolUsesIn(ctx, regionsOf(from), uses)
}

// SymbolUsesInRegion is SymbolUses for the ops nested in one region.
func SymbolUsesInRegion(ctx *Context, r *Region) ([]SymbolUse, bool) {
	return symbolUsesIn(ctx, []*Region{r}, nil)
}

func symbolUsesIn(ctx *Context, regions []*Region, uses []SymbolUse) ([]SymbolUse, bool) {
	ok := walkSymbolTableRegions(regions, func(o *Operation) bool {
		if isPotentiallyUnknownSymbolTable(ctx, o) {
			return false
		}
		WalkSymbolRefs(o, func(u SymbolUse) bool { uses = append(uses, u); return true })
		return true
	})
	if !ok {
		return nil, false
	}
	return uses, true
}

func regionsOf(op *Operation) []*Region {
	out := make([]*Region, op.NumRegions())
	for i := range out {
		out[i] = op.Region(i)
	}
	return out
}

// WalkSymbolTables calls f for every symbol table op nested in op (and op
// itself), inner tables first, telling whether all uses of the symbols in
// that table are visible (the table is private, not a symbol, or nested in
// a non-table op).
func WalkSymbolTables(op *Operation, allUsesVisible bool, f func(table *Operation, allUsesVisible bool)) {
	isTable := op.HasTrait(TraitSymbolTable)
	if isTable {
		if !IsSymbol(op) || SymbolVisibility(op) == VisibilityPrivate {
			allUsesVisible = true
		}
	} else {
		allUsesVisible = true
	}
	for i := 0; i < op.NumRegions(); i++ {
		for b := op.Region(i).First(); b != nil; b = b.Next() {
			for o := b.First(); o != nil; o = o.NextInBlock() {
				WalkSymbolTables(o, allUsesVisible, f)
			}
		}
	}
	if isTable {
		f(op, allUsesVisible)
	}
}

// LookupSymbolPath resolves ref within tableOp and returns every op on the
// way: the nested symbol tables, then the leaf. ok is false if some part
// does not resolve.
func (c *SymbolTableCollection) LookupSymbolPath(tableOp *Operation, ref *SymbolRefAttr) ([]*Operation, bool) {
	op := c.table(tableOp)[ref.Root]
	if op == nil {
		return nil, false
	}
	path := []*Operation{op}
	if len(ref.Nested) == 0 {
		return path, true
	}
	if !op.HasTrait(TraitSymbolTable) {
		return nil, false
	}
	for i, n := range ref.Nested {
		op = c.table(op)[n]
		if op == nil {
			return nil, false
		}
		if i < len(ref.Nested)-1 && !op.HasTrait(TraitSymbolTable) {
			return nil, false
		}
		path = append(path, op)
	}
	return path, true
}

// Invalidate drops the cached table of tableOp (after symbols were added,
// removed or renamed in it).
func (c *SymbolTableCollection) Invalidate(tableOp *Operation) { delete(c.tables, tableOp) }

// SymbolTable indexes the symbols directly inside one symbol-table op,
// with O(1) lookup, and keeps the index up to date as symbols are
// inserted, renamed and erased through it.
type SymbolTable struct {
	ctx     *Context
	op      *Operation
	symbols map[string]*Operation
	counter int
}

// NewSymbolTable indexes the symbols of tableOp (which must have the
// SymbolTable trait and a single-block region).
func NewSymbolTable(ctx *Context, tableOp *Operation) *SymbolTable {
	t := &SymbolTable{ctx: ctx, op: tableOp, symbols: map[string]*Operation{}}
	if tableOp.NumRegions() > 0 {
		if b := tableOp.Region(0).First(); b != nil {
			for o := b.First(); o != nil; o = o.NextInBlock() {
				if n, ok := SymbolName(o); ok {
					if _, dup := t.symbols[n]; !dup {
						t.symbols[n] = o
					}
				}
			}
		}
	}
	return t
}

// Op returns the symbol-table operation.
func (t *SymbolTable) Op() *Operation { return t.op }

// Lookup returns the symbol named name, or nil.
func (t *SymbolTable) Lookup(name string) *Operation { return t.symbols[name] }

// Remove forgets symbol (which stays in the IR).
func (t *SymbolTable) Remove(symbol *Operation) {
	if n, ok := SymbolName(symbol); ok && t.symbols[n] == symbol {
		delete(t.symbols, n)
	}
}

// Erase removes symbol from the table and the IR.
func (t *SymbolTable) Erase(symbol *Operation) {
	t.Remove(symbol)
	symbol.Erase()
}

// Insert adds symbol to the table, appending it to the table's block
// (before a terminator) if detached or before pos when pos is not nil, and
// renames it `name_N` when the name is taken, N counting from 0 for the
// table as upstream's uniquing counter. It returns the final name.
func (t *SymbolTable) Insert(symbol *Operation, pos *Operation) string {
	if symbol.Block() == nil {
		body := t.op.Region(0).First()
		if pos == nil {
			if last := body.Last(); last != nil && last.HasTrait(TraitTerminator) {
				pos = last
			}
		}
		body.InsertBefore(symbol, pos)
	}
	name, _ := SymbolName(symbol)
	if cur, ok := t.symbols[name]; !ok {
		t.symbols[name] = symbol
		return name
	} else if cur == symbol {
		return name
	}
	for {
		cand := name + "_" + strconv.Itoa(t.counter)
		t.counter++
		if _, taken := t.symbols[cand]; !taken {
			t.symbols[cand] = symbol
			SetSymbolName(t.ctx, symbol, cand)
			return cand
		}
	}
}
