package asm

import (
	"sort"
	"strconv"

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
}

func newAliasState(ctx *ir.Context) *aliasState {
	return &aliasState{ctx: ctx, index: map[any]int{}, names: map[any]string{}}
}

func (s *aliasState) nameOf(k any) (string, bool) {
	n, ok := s.names[k]
	return n, ok
}

// aliasName returns the suggested alias for an attribute, if any.
func (s *aliasState) attrAliasName(a ir.Attribute) string {
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
	case ir.DialectAttr:
		if d := s.ctx.Dialect(a.DialectName()); d != nil && d.AttrAlias != nil {
			if n, k := d.AttrAlias(a); k != ir.NoAlias {
				return n
			}
		}
	}
	return ""
}

func (s *aliasState) typeAliasName(t ir.Type) string {
	switch t := t.(type) {
	case *ir.TupleType:
		if len(t.Types) > 16 {
			return "tuple"
		}
	case ir.DialectType:
		if d := s.ctx.Dialect(t.DialectName()); d != nil && d.TypeAlias != nil {
			if n, k := d.TypeAlias(t); k != ir.NoAlias {
				return n
			}
		}
	}
	return ""
}

// sanitizeAlias makes an alias name a valid identifier, as upstream.
func sanitizeAlias(name string) string {
	var b []byte
	valid := func(c byte) bool { return isLetter(c) || isDigit(c) || c == '$' || c == '_' || c == '-' }
	ok := !isDigit(name[0])
	for i := 0; i < len(name); i++ {
		if !valid(name[i]) {
			ok = false
		}
	}
	if ok && !isDigit(name[len(name)-1]) {
		return name
	}
	if isDigit(name[0]) {
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
			b = strconv.AppendUint(b, uint64(c), 16)
		}
	}
	if isDigit(b[len(b)-1]) {
		b = append(b, '_')
	}
	return string(b)
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
		info.name = sanitizeAlias(n)
	}
	idx := len(s.infos)
	s.index[a] = idx
	s.infos = append(s.infos, info)
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
		info.name = sanitizeAlias(n)
	}
	idx := len(s.infos)
	s.index[t] = idx
	s.infos = append(s.infos, info)
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
		if t.Layout != nil {
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
// before types, then name; equal names numbered in visit order.
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
			return !a.isType
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
			name += strconv.Itoa(n)
		}
		info.final = name
		s.names[info.key] = name
	}
	s.sorted = list
}
