package ir

// Symbols and symbol tables, as upstream's SymbolTable.cpp: lookups by
// name (SymbolRefAttr), the SymbolTable trait's verification (unique
// names, then the SymbolUserOpInterface checks of nested ops) and the
// SymbolOpInterface's verification.

// SymbolUserOpInterface is implemented (listed in OpInfo.Interfaces) by ops that reference
// symbols and check those references once the enclosing symbol table is
// verified.
type SymbolUserOpInterface interface {
	VerifySymbolUses(op *Operation, tables *SymbolTableCollection) error
}

// SymbolUsesVerifier adapts a function to SymbolUserOpInterface.
type SymbolUsesVerifier func(op *Operation, tables *SymbolTableCollection) error

// VerifySymbolUses calls f.
func (f SymbolUsesVerifier) VerifySymbolUses(op *Operation, tables *SymbolTableCollection) error {
	return f(op, tables)
}

// SymbolName returns the `sym_name` of op, if it has a string one.
func SymbolName(op *Operation) (string, bool) {
	s, ok := op.InherentAttr("sym_name").(*StringAttr)
	if !ok {
		return "", false
	}
	return s.Value, true
}

// SymbolTableCollection caches the symbol tables of symbol-table ops.
type SymbolTableCollection struct {
	ctx    *Context
	tables map[*Operation]map[string]*Operation
}

// NewSymbolTableCollection returns an empty collection; ctx (may be nil)
// tells which unregistered ops belong to a loaded dialect.
func NewSymbolTableCollection(ctx *Context) *SymbolTableCollection {
	return &SymbolTableCollection{ctx: ctx, tables: map[*Operation]map[string]*Operation{}}
}

// isPotentiallyUnknownSymbolTable: an op of no loaded dialect with one
// region may define a symbol table.
func isPotentiallyUnknownSymbolTable(ctx *Context, op *Operation) bool {
	if op.NumRegions() != 1 || op.info.Registered {
		return false
	}
	return ctx == nil || ctx.Dialect(op.info.Dialect) == nil
}

// NearestSymbolTable returns the closest op, from `from` up, with the
// SymbolTable trait, or nil (also when an unknown op may be one).
func NearestSymbolTable(ctx *Context, from *Operation) *Operation {
	for op := from; op != nil; op = op.ParentOp() {
		if isPotentiallyUnknownSymbolTable(ctx, op) {
			return nil
		}
		if op.HasTrait(TraitSymbolTable) {
			return op
		}
	}
	return nil
}

// table returns the symbols directly in tableOp's first block; the first
// definition of a name wins.
func (c *SymbolTableCollection) table(tableOp *Operation) map[string]*Operation {
	if t, ok := c.tables[tableOp]; ok {
		return t
	}
	t := map[string]*Operation{}
	if tableOp.NumRegions() > 0 {
		if b := tableOp.Region(0).First(); b != nil {
			for op := b.First(); op != nil; op = op.NextInBlock() {
				if n, ok := SymbolName(op); ok {
					if _, dup := t[n]; !dup {
						t[n] = op
					}
				}
			}
		}
	}
	c.tables[tableOp] = t
	return t
}

// LookupSymbolIn resolves ref within the symbol table op tableOp.
func (c *SymbolTableCollection) LookupSymbolIn(tableOp *Operation, ref *SymbolRefAttr) *Operation {
	op := c.table(tableOp)[ref.Root]
	for _, n := range ref.Nested {
		if op == nil || !op.HasTrait(TraitSymbolTable) {
			return nil
		}
		op = c.table(op)[n]
	}
	return op
}

// LookupNearestSymbolFrom resolves ref in the closest symbol table
// enclosing from.
func (c *SymbolTableCollection) LookupNearestSymbolFrom(from *Operation, ref *SymbolRefAttr) *Operation {
	t := NearestSymbolTable(c.ctx, from)
	if t == nil {
		return nil
	}
	return c.LookupSymbolIn(t, ref)
}

// verifySymbolTable is the SymbolTable trait's region verifier.
func verifySymbolTable(ctx *Context, op *Operation) error {
	if op.NumRegions() != 1 {
		return op.EmitOpError("Operations with a 'SymbolTable' must have exactly one region")
	}
	if !op.Region(0).HasOneBlock() {
		return op.EmitOpError("Operations with a 'SymbolTable' must have exactly one block")
	}
	seen := map[string]*Operation{}
	for o := op.Region(0).First().First(); o != nil; o = o.NextInBlock() {
		n, ok := SymbolName(o)
		if !ok {
			continue
		}
		if prev, dup := seen[n]; dup {
			d := o.EmitError("redefinition of symbol named '%s'", n)
			d.AttachNote(prev.Loc(), "see existing symbol definition here")
			return d
		}
		seen[n] = o
	}
	return verifySymbolUses(ctx, op, seen)
}

// symbolUseChunk is how many of a symbol table's ops a goroutine verifies
// the nested symbol uses of at a time.
const symbolUseChunk = 32

// verifySymbolUses runs the SymbolUserOpInterface checks of the ops nested
// in the symbol-table op table (whose symbols are symbols), not entering
// nested symbol tables. The first failure is upstream's, whose walk visits
// the ops of a region, then the regions found last first: the table's own
// ops, then the ops under each of them from the last to the first. The
// ops under different table ops are checked in parallel.
func verifySymbolUses(ctx *Context, table *Operation, symbols map[string]*Operation) error {
	newTables := func() *SymbolTableCollection {
		c := NewSymbolTableCollection(ctx)
		c.tables[table] = symbols
		return c
	}
	tables := newTables()
	var nested []*Operation
	for o := table.Region(0).First().First(); o != nil; o = o.NextInBlock() {
		if err := verifySymbolUser(o, tables); err != nil {
			return err
		}
		if len(o.regionList()) != 0 && !o.HasTrait(TraitSymbolTable) {
			nested = append(nested, o)
		}
	}
	chunks := (len(nested) + symbolUseChunk - 1) / symbolUseChunk
	errs := make([]error, chunks)
	ParallelFor(ctx.Threads(), chunks, func(c int) {
		// A collection per chunk: it caches lookups, so goroutines do not
		// share one; the table's own symbols are shared, read only.
		t := newTables()
		for i := min((c+1)*symbolUseChunk, len(nested)) - 1; i >= c*symbolUseChunk; i-- {
			if errs[c] = verifySymbolUsesUnder(nested[i], t); errs[c] != nil {
				break
			}
		}
	})
	for c := chunks - 1; c >= 0; c-- {
		if errs[c] != nil {
			return errs[c]
		}
	}
	return nil
}

// verifySymbolUser runs o's SymbolUserOpInterface check, if it has one.
func verifySymbolUser(o *Operation, tables *SymbolTableCollection) error {
	if u, ok := InfoInterface[SymbolUserOpInterface](o.info); ok {
		return u.VerifySymbolUses(o, tables)
	}
	return nil
}

// verifySymbolUsesUnder checks the symbol uses in op's regions in
// upstream's walk order (see verifySymbolUses).
func verifySymbolUsesUnder(op *Operation, tables *SymbolTableCollection) error {
	var work []*Region
	for i := range op.regionList() {
		work = append(work, &op.regionList()[i])
	}
	for len(work) > 0 {
		r := work[len(work)-1]
		work = work[:len(work)-1]
		for b := r.First(); b != nil; b = b.Next() {
			for o := b.First(); o != nil; o = o.NextInBlock() {
				if err := verifySymbolUser(o, tables); err != nil {
					return err
				}
				if !o.HasTrait(TraitSymbolTable) {
					for i := range o.regionList() {
						work = append(work, &o.regionList()[i])
					}
				}
			}
		}
	}
	return nil
}

// Symbol visibilities.
const (
	VisibilityPublic = iota
	VisibilityPrivate
	VisibilityNested
)

// SymbolVisibility returns the visibility of a symbol op (public when
// `sym_visibility` is absent).
func SymbolVisibility(op *Operation) int {
	s, _ := op.InherentAttr("sym_visibility").(*StringAttr)
	switch {
	case s == nil:
		return VisibilityPublic
	case s.Value == "private":
		return VisibilityPrivate
	case s.Value == "nested":
		return VisibilityNested
	}
	return VisibilityPublic
}

// VerifySymbolOp is the SymbolOpInterface verifier: a string name, a
// known visibility, no public declarations, and a symbol-table parent.
func VerifySymbolOp(op *Operation, isDeclaration bool) error {
	if _, ok := SymbolName(op); !ok {
		return op.EmitOpError("requires string attribute 'sym_name'")
	}
	if vis := op.InherentAttr("sym_visibility"); vis != nil {
		s, ok := vis.(*StringAttr)
		if !ok {
			return op.EmitOpError("requires visibility attribute 'sym_visibility' to be a string attribute, but got %s", attrText(vis))
		}
		if s.Value != "public" && s.Value != "private" && s.Value != "nested" {
			return op.EmitOpError("visibility expected to be one of [\"public\", \"private\", \"nested\"], but got %s", attrText(s))
		}
	}
	if isDeclaration && SymbolVisibility(op) == VisibilityPublic {
		return op.EmitOpError("symbol declaration cannot have public visibility")
	}
	if p := op.ParentOp(); p != nil && p.IsRegistered() && !p.HasTrait(TraitSymbolTable) {
		return op.EmitOpError("symbol's parent must have the SymbolTable trait")
	}
	return nil
}

// AttrText prints attributes in diagnostics; set by the asm package's
// users (the driver), as ods.TypeText.
var AttrText func(a Attribute) string

func attrText(a Attribute) string {
	if AttrText != nil {
		return AttrText(a)
	}
	if s, ok := a.(*StringAttr); ok {
		return "\"" + s.Value + "\""
	}
	return "<attribute>"
}
