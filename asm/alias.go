package asm

import (
	"sort"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/ir"
)

// aliasInfo tracks one attribute or type seen while collecting aliases.
type aliasInfo struct {
	key        any // ir.Attribute or ir.Type
	name       string
	depth      int
	isType     bool
	deferrable bool
	children   []int
	final      string // the printed alias, e.g. "#map1"
}

// aliasState assigns upstream-compatible aliases (#map, #loc3, ...) to the
// attributes and types of an operation, in print order.
type aliasState struct {
	ctx   *ir.Context
	index map[any]int
	infos []*aliasInfo
	names map[any]string
	// sorted lists the aliased entries in definition order.
	sorted []*aliasInfo
	// unprinted holds the aliases whose definition is not printed yet: as
	// upstream, an alias is only used once defined (a recursive type
	// prints itself in full inside its own definition).
	unprinted map[any]bool
	// attrHooks and typeHooks are the dialects suggesting aliases: as
	// upstream's OpAsmDialectInterfaces, each is asked about every
	// attribute or type (after the builtin suggestions).
	attrHooks, typeHooks []*ir.Dialect
}

func newAliasState(ctx *ir.Context) *aliasState {
	s := &aliasState{ctx: ctx, index: map[any]int{}, names: map[any]string{}}
	for _, d := range ctx.Dialects() {
		if d.AttrAlias != nil {
			s.attrHooks = append(s.attrHooks, d)
		}
		if d.TypeAlias != nil {
			s.typeHooks = append(s.typeHooks, d)
		}
	}
	return s
}

// dialectAlias asks the dialect hooks in turn: a final alias wins, an
// overridable one is kept unless a later hook suggests another.
func dialectAlias[T any](name string, hooks []*ir.Dialect, x T, get func(d *ir.Dialect, x T) (string, ir.AliasKind)) string {
	for _, d := range hooks {
		n, k := get(d, x)
		if k == ir.NoAlias {
			continue
		}
		name = n
		if k == ir.FinalAlias {
			break
		}
	}
	return name
}

func (s *aliasState) nameOf(k any) (string, bool) {
	n, ok := s.names[k]
	if ok && s.unprinted[k] {
		return "", false
	}
	return n, ok
}

// attrAliasName returns the suggested alias for an attribute, if any.
func (s *aliasState) attrAliasName(a ir.Attribute) string {
	n := s.builtinAttrAlias(a)
	if len(s.attrHooks) > 0 {
		n = dialectAlias(n, s.attrHooks, a, func(d *ir.Dialect, a ir.Attribute) (string, ir.AliasKind) { return d.AttrAlias(a) })
	}
	return n
}

// typeAliasName returns the suggested alias for a type, if any.
func (s *aliasState) typeAliasName(t ir.Type) string {
	n := s.builtinTypeAlias(t)
	if len(s.typeHooks) > 0 {
		n = dialectAlias(n, s.typeHooks, t, func(d *ir.Dialect, t ir.Type) (string, ir.AliasKind) { return d.TypeAlias(t) })
	}
	return n
}

// builtinAttrAlias is the builtin dialect's alias suggestion.
func (s *aliasState) builtinAttrAlias(a ir.Attribute) string {
	switch a := a.(type) {
	case *ir.AffineMapAttr:
		return "map"
	case *ir.IntegerSetAttr:
		return "set"
	case *ir.DistinctAttr:
		// Upstream gives no alias to a distinct attribute of unit.
		if _, unit := a.Referenced.(*ir.UnitAttr); !unit {
			return "distinct"
		}
	case ir.Location:
		return "loc"
	}
	return ""
}

// builtinTypeAlias is the builtin dialect's alias suggestion.
func (s *aliasState) builtinTypeAlias(t ir.Type) string {
	if tt, ok := t.(*ir.TupleType); ok && len(tt.Types) > 16 {
		return "tuple"
	}
	return ""
}

// sanitizeIdentifier makes name (not empty) a valid identifier of
// letters, digits and the punctuation in punct, as upstream's
// sanitizeIdentifier: a space becomes '_', another invalid byte its
// hexadecimal value; a name starting with a digit or an invalid byte other
// than a space gets a leading '_'.
func sanitizeIdentifier(name, punct string) string {
	valid := func(c byte) bool { return isLetter(c) || isDigit(c) || strings.IndexByte(punct, c) >= 0 }
	prefix := isDigit(name[0]) || (!valid(name[0]) && name[0] != ' ')
	if !prefix {
		ok := true
		for i := 0; i < len(name) && ok; i++ {
			ok = valid(name[i])
		}
		if ok {
			return name
		}
	}
	b := make([]byte, 0, len(name)+4)
	if prefix {
		b = append(b, '_')
	}
	for i := 0; i < len(name); i++ {
		c := name[i]
		switch {
		case valid(c):
			b = append(b, c)
		case c == ' ':
			b = append(b, '_')
		default:
			b = appendUpperHex(b, c)
		}
	}
	return string(b)
}

// aliasPunct and ssaPunct are the punctuation upstream allows in alias and
// SSA value names.
const (
	aliasPunct = "$_-"
	ssaPunct   = "$._-"
)

// appendUpperHex appends c in hexadecimal as llvm::utohexstr (upper case,
// no leading zero).
func appendUpperHex(b []byte, c byte) []byte {
	const hexd = "0123456789ABCDEF"
	if c >= 16 {
		b = append(b, hexd[c>>4])
	}
	return append(b, hexd[c&15])
}

// visitAttr records a and its nested elements; returns (depth, index).
func (s *aliasState) visitAttr(a ir.Attribute, deferrable bool) int {
	switch a.(type) {
	case *ir.IntegerAttr, *ir.FloatAttr, *ir.UnitAttr:
		// Their types are leaf types: no alias anywhere inside.
		return 0
	}
	if i, ok := s.index[a]; ok {
		if !deferrable {
			s.markNonDeferrable(i)
		}
		return s.infos[i].depth
	}
	info := &aliasInfo{key: a, deferrable: deferrable}
	if n := s.attrAliasName(a); n != "" {
		info.name = sanitizeIdentifier(n, aliasPunct)
	}
	idx := len(s.infos)
	s.index[a] = idx
	s.infos = append(s.infos, info)
	if info.name != "" {
		// While its children are visited (recursive attributes), an
		// aliased attribute has upstream's initial depth of 1.
		info.depth = 1
	}
	maxDepth := 0
	child := func(d, i int) {
		if d > maxDepth {
			maxDepth = d
		}
		info.children = append(info.children, i)
	}
	s.attrChildren(a, func(c any) {
		// Leaves skipped by visitAttr/visitType have no entry: no child.
		switch c := c.(type) {
		case ir.Attribute:
			d := s.visitAttr(c, deferrable)
			if i, ok := s.index[c]; ok {
				child(d, i)
			}
		case ir.Type:
			d := s.visitType(c, deferrable)
			if i, ok := s.index[c]; ok {
				child(d, i)
			}
		}
	})
	info.depth = aliasDepth(info.name != "", maxDepth)
	return info.depth
}

func (s *aliasState) visitType(t ir.Type, deferrable bool) int {
	switch t.(type) {
	case *ir.IntegerType, *ir.FloatType, *ir.IndexType, *ir.NoneType:
		// Leaf builtin types have no alias and nothing nested.
		return 0
	}
	if i, ok := s.index[t]; ok {
		if !deferrable {
			s.markNonDeferrable(i)
		}
		return s.infos[i].depth
	}
	info := &aliasInfo{key: t, isType: true, deferrable: deferrable}
	if n := s.typeAliasName(t); n != "" {
		info.name = sanitizeIdentifier(n, aliasPunct)
	}
	idx := len(s.infos)
	s.index[t] = idx
	s.infos = append(s.infos, info)
	if info.name != "" {
		// While its children are visited (recursive types), an aliased
		// type has upstream's initial depth of 1.
		info.depth = 1
	}
	maxDepth := 0
	s.typeChildren(t, func(c any) {
		var d int
		switch c := c.(type) {
		case ir.Attribute:
			d = s.visitAttr(c, deferrable)
			if i, ok := s.index[c]; ok {
				info.children = append(info.children, i)
			}
		case ir.Type:
			d = s.visitType(c, deferrable)
			if i, ok := s.index[c]; ok {
				info.children = append(info.children, i)
			}
		}
		if d > maxDepth {
			maxDepth = d
		}
	})
	info.depth = aliasDepth(info.name != "", maxDepth)
	return info.depth
}

// aliasDepth is upstream's depth of an attribute or type: one more than
// its deepest child when one has a depth, else 1 with an alias name and 0
// without (so unnamed containers count as a level too).
func aliasDepth(named bool, maxChild int) int {
	switch {
	case maxChild > 0:
		return maxChild + 1
	case named:
		return 1
	}
	return 0
}

func (s *aliasState) markNonDeferrable(i int) {
	info := s.infos[i]
	if !info.deferrable {
		return
	}
	info.deferrable = false
	for _, c := range info.children {
		s.markNonDeferrable(c)
	}
}

// attrChildren calls f for the attributes and types printed inside a.
func (s *aliasState) attrChildren(a ir.Attribute, f func(any)) {
	switch a := a.(type) {
	case *ir.IntegerAttr:
		f(a.Type)
	case *ir.FloatAttr:
		f(a.Type)
	case *ir.StringAttr:
		if a.Type != nil {
			f(a.Type)
		}
	case *ir.ArrayAttr:
		for _, e := range a.Elems {
			f(e)
		}
	case *ir.DictionaryAttr:
		for _, e := range a.Entries {
			f(e.Value)
		}
	case *ir.TypeAttr:
		f(a.Type)
	case *ir.OpaqueAttr:
		if a.Type != nil {
			f(a.Type)
		}
	case *ir.DistinctAttr:
		f(a.Referenced)
	case *ir.DenseElementsAttr:
		f(a.Type)
	case *ir.DenseStringElementsAttr:
		f(a.Type)
	case *ir.DenseResourceElementsAttr:
		f(a.Type)
	case *ir.SparseElementsAttr:
		f(a.Type)
	case *ir.DenseArrayAttr:
		f(a.Elem)
	case *ir.NameLoc:
		// As printed: an unknown child is not.
		if _, unknown := a.Child.(*ir.UnknownLoc); a.Child != nil && !unknown {
			f(a.Child)
		}
	case *ir.CallSiteLoc:
		f(a.Callee)
		f(a.Caller)
	case *ir.FusedLoc:
		// As printed: the metadata first.
		if a.Metadata != nil {
			f(a.Metadata)
		}
		for _, l := range a.Locs {
			f(l)
		}
	case interface{ WalkChildren(func(any)) }:
		a.WalkChildren(f)
	}
}

func (s *aliasState) typeChildren(t ir.Type, f func(any)) {
	switch t := t.(type) {
	case *ir.ComplexType:
		f(t.Elem)
	case *ir.TupleType:
		for _, e := range t.Types {
			f(e)
		}
	case *ir.FunctionType:
		for _, e := range t.Inputs {
			f(e)
		}
		for _, e := range t.Results {
			f(e)
		}
	case *ir.VectorType:
		f(t.Elem)
	case *ir.RankedTensorType:
		f(t.Elem)
		if t.Encoding != nil {
			f(t.Encoding)
		}
	case *ir.UnrankedTensorType:
		f(t.Elem)
	case *ir.MemRefType:
		f(t.Elem)
		if !t.HasIdentityLayout() {
			f(t.Layout)
		}
		if t.MemorySpace != nil {
			f(t.MemorySpace)
		}
	case *ir.UnrankedMemRefType:
		f(t.Elem)
		if t.MemorySpace != nil {
			f(t.MemorySpace)
		}
	case interface{ WalkChildren(func(any)) }:
		t.WalkChildren(f)
	}
}

// finalize numbers the aliases as upstream: ordered by depth, attributes
// after types, then name; equal names numbered in visit order.
func (s *aliasState) finalize() {
	var list []*aliasInfo
	for _, info := range s.infos {
		if info.name != "" {
			list = append(list, info)
		}
	}
	sort.SliceStable(list, func(i, j int) bool {
		a, b := list[i], list[j]
		if a.depth != b.depth {
			return a.depth < b.depth
		}
		if a.isType != b.isType {
			// As upstream's InProgressAliasInfo ordering: types first.
			return a.isType
		}
		return a.name < b.name
	})
	counts := map[string]int{}
	for _, info := range list {
		n := counts[info.name]
		counts[info.name] = n + 1
		prefix := "#"
		if info.isType {
			prefix = "!"
		}
		name := prefix + info.name
		if n > 0 {
			// Upstream separates the suffix from a trailing digit.
			if isDigit(info.name[len(info.name)-1]) {
				name += "_"
			}
			name += strconv.Itoa(n)
		}
		info.final = name
		s.names[info.key] = name
		if s.unprinted == nil {
			s.unprinted = map[any]bool{}
		}
		s.unprinted[info.key] = true
	}
	s.sorted = list
}
