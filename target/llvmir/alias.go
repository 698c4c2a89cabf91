package llvmir

import (
	"strings"

	"github.com/gomlir/gomlir/dialect/llvm"
	"github.com/gomlir/gomlir/ir"
)

// Alias analysis metadata: the tbaa, alias_scopes, noalias_scopes and
// access_groups attributes of memory operations and calls become !tbaa,
// !alias.scope, !noalias and !llvm.access.group attachments, as upstream
// builds them: TBAA type descriptors and tags are uniqued tuples, scopes,
// domains and access groups distinct nodes (one per `id`).

// aliasMetadataOps are the ops that carry alias analysis metadata.
var aliasMetadataOps = map[string]bool{"llvm.load": true, "llvm.store": true, "llvm.call": true,
	"llvm.atomicrmw": true, "llvm.cmpxchg": true, "llvm.intr.memcpy": true, "llvm.intr.memcpy.inline": true,
	"llvm.intr.memmove": true, "llvm.intr.memset": true, "llvm.intr.memset.inline": true}

// aliasMetadata attaches the alias analysis metadata of op to in.
func (f *fnState) aliasMetadata(op *ir.Operation, in *inst) {
	t := f.t
	if arr, ok := op.InherentAttr("tbaa").(*ir.ArrayAttr); ok && len(arr.Elems) == 1 {
		// LLVM takes one tag per instruction; upstream drops several.
		if tag := t.tbaaNode(op, attrVal(op, arr.Elems[0]), "tbaa_tag"); tag != nil {
			addAttach(in, mdTBAA, "tbaa", tag)
		}
	}
	for _, k := range []struct {
		attr, name string
		kind       int
	}{{"alias_scopes", "alias.scope", mdAliasScope}, {"noalias_scopes", "noalias", mdNoAlias}} {
		if arr, ok := op.InherentAttr(k.attr).(*ir.ArrayAttr); ok && len(arr.Elems) > 0 {
			var ops []any
			for _, e := range arr.Elems {
				ops = append(ops, t.aliasScope(op, attrVal(op, e), "alias_scope"))
			}
			addAttach(in, k.kind, k.name, t.md.get(ops...))
		}
	}
	if arr, ok := op.InherentAttr("access_groups").(*ir.ArrayAttr); ok && len(arr.Elems) > 0 {
		addAttach(in, mdAccessGroup, "llvm.access.group", t.accessGroups(op, arr.Elems))
	}
}

// accessGroups is the node of a list of access groups: the group itself
// when there is one.
func (t *translator) accessGroups(op *ir.Operation, groups []ir.Attribute) *mdNode {
	var ops []any
	for _, g := range groups {
		ops = append(ops, t.accessGroup(op, attrVal(op, g)))
	}
	if len(ops) == 1 {
		return ops[0].(*mdNode)
	}
	return t.md.get(ops...)
}

// attrVal parses an llvm attribute kept as text.
func attrVal(op *ir.Operation, a ir.Attribute) *diVal {
	text, ok := llvm.AttrText(a)
	if !ok {
		fail(op, "cannot be converted to LLVM IR: expected an llvm attribute")
	}
	v := parseDI(text)
	if v == nil {
		fail(op, "cannot be converted to LLVM IR: malformed attribute")
	}
	return v
}

// addAttach adds an attachment to in, keeping them in kind order.
func addAttach(in *inst, kind int, name string, node *mdNode) {
	i := len(in.md)
	for i > 0 && in.md[i-1].kind > kind {
		i--
	}
	in.md = append(in.md[:i], append([]mdAttach{{kind, name, node}}, in.md[i:]...)...)
}

// tbaaNode translates a TBAA root, type descriptor or tag (kind is the
// mnemonic when the text elides it).
func (t *translator) tbaaNode(op *ir.Operation, v *diVal, kind string) *mdNode {
	if v == nil || v.kind != dvAttr {
		return nil
	}
	if v.text != "" {
		kind = v.text
	}
	switch kind {
	case "tbaa_root":
		if id := v.str("id"); id != "" {
			return t.md.get(mdString(id))
		}
		// An anonymous root is a distinct node naming itself.
		return t.distinctNode(v, true)
	case "tbaa_type_desc":
		ops := []any{mdString(v.str("id"))}
		for _, m := range v.elems("members") {
			if len(m.pos) != 2 {
				fail(op, "cannot be converted to LLVM IR: malformed TBAA member")
			}
			ops = append(ops, t.tbaaNode(op, m.pos[0], ""), "i64 "+m.pos[1].text)
		}
		return t.md.get(ops...)
	case "tbaa_tag":
		ops := []any{t.tbaaNode(op, v.param("base_type"), "tbaa_type_desc"),
			t.tbaaNode(op, v.param("access_type"), "tbaa_type_desc"), "i64 " + v.word("offset")}
		if v.isTrue("constant") {
			ops = append(ops, "i64 1")
		}
		return t.md.get(ops...)
	}
	fail(op, "cannot be converted to LLVM IR: unexpected TBAA attribute %s", kind)
	return nil
}

// distinctNode returns the distinct node of an attribute, one per
// canonical text (and so per `id`); self makes it name itself.
func (t *translator) distinctNode(v *diVal, self bool, ops ...any) *mdNode {
	var kb strings.Builder
	v.key(&kb, "")
	if n := t.dbg.nodes[kb.String()]; n != nil {
		return n
	}
	n := &mdNode{ops: ops, self: self, distinct: !self, slot: -1}
	t.dbg.nodes[kb.String()] = n
	return n
}

// aliasScope translates an alias scope or domain: `distinct !{!self,
// [!domain,] [!"description"]}`.
func (t *translator) aliasScope(op *ir.Operation, v *diVal, kind string) *mdNode {
	if v == nil || v.kind != dvAttr {
		fail(op, "cannot be converted to LLVM IR: malformed alias scope")
	}
	if v.text != "" {
		kind = v.text
	}
	var ops []any
	if kind == "alias_scope" {
		ops = append(ops, t.aliasScope(op, v.param("domain"), "alias_scope_domain"))
	}
	if d := v.str("description"); d != "" {
		ops = append(ops, mdString(d))
	}
	return t.distinctNode(v, true, ops...)
}

// accessGroup translates an access group: `distinct !{}`.
func (t *translator) accessGroup(op *ir.Operation, v *diVal) *mdNode {
	return t.distinctNode(v, false)
}
