package datalayout

import (
	"strings"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/ir"
)

// EntryVerifier is implemented by dialect types that check the entries
// keyed by types of their class (upstream's verifyEntries); it returns the
// diagnostic message, or "".
type EntryVerifier interface {
	VerifyEntries(entries []Entry) string
}

// DialectInterface is implemented by dialects that accept identifier
// entries named after them (`dlti.endianness`), upstream's
// DataLayoutDialectInterface.
type DialectInterface interface {
	// VerifyEntry returns the diagnostic message for a bad entry, or "".
	VerifyEntry(e Entry) string
}

func init() {
	ir.RegisterInterface[DialectInterface]("DataLayoutDialectInterface")
}

// Verify checks a specification's entries as upstream's
// verifyDataLayoutSpec, reporting at loc.
func Verify(entries []Entry, loc ir.Location) error {
	// Type entries, grouped by class in order of first appearance.
	var groups [][]Entry
	for _, e := range entries {
		t := e.KeyType()
		if t == nil {
			continue
		}
		i := 0
		for i < len(groups) && !sameClass(groups[i][0].KeyType(), t) {
			i++
		}
		if i == len(groups) {
			groups = append(groups, nil)
		}
		groups[i] = append(groups[i], e)
	}
	for _, g := range groups {
		if msg := verifyGroup(g); msg != "" {
			return ir.Errorf(loc, "%s", msg)
		}
	}
	for _, e := range entries {
		id := e.KeyID()
		if e.KeyType() != nil {
			continue
		}
		prefix, _, ok := strings.Cut(id, ".")
		d := ir.DialectByName(prefix)
		if !ok || d == nil {
			continue
		}
		// Upstream skips the dialects it has not loaded, which are most
		// of those without the interface.
		i, ok := ir.DialectInterface[DialectInterface](d)
		if !ok {
			continue
		}
		if msg := i.VerifyEntry(e); msg != "" {
			return ir.Errorf(loc, "%s", msg)
		}
	}
	return nil
}

// verifyGroup checks the entries keyed by one class of types.
func verifyGroup(g []Entry) string {
	switch t := g[0].KeyType().(type) {
	case *ir.IndexType:
		if _, ok := g[0].Value().(*ir.IntegerAttr); !ok {
			return "expected integer attribute in the data layout entry for '" + asm.TypeString(t) + "'"
		}
		return ""
	case *ir.IntegerType, *ir.FloatType:
		for _, e := range g {
			d, ok := e.Value().(*ir.DenseElementsAttr)
			if !ok || !IsI64(d.ElemType()) {
				return "expected a dense i64 elements attribute in the data layout entry " + asm.AttrString(e)
			}
			v := Ints(d)
			if len(v) < 1 || len(v) > 2 {
				return "expected 1 or 2 elements in the data layout entry " + asm.AttrString(e)
			}
			if v[len(v)-1] < v[0] {
				return "preferred alignment is expected to be greater than or equal to the abi alignment in data layout entry " + asm.AttrString(e)
			}
		}
		return ""
	case ir.DialectType:
		if v, ok := t.(EntryVerifier); ok {
			return v.VerifyEntries(g)
		}
		if _, ok := t.(TypeInterface); ok {
			return ""
		}
		return "data layout specified for a type that does not support it"
	}
	return "unexpected data layout for a built-in type"
}

// IsI64 reports whether t is the signless 64-bit integer type.
func IsI64(t ir.Type) bool {
	it, ok := t.(*ir.IntegerType)
	return ok && it.Width == 64 && it.IsSignless()
}
