package llvmir

import (
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/dialect/llvm"
	"github.com/gomlir/gomlir/ir"
)

// Loop annotations (`#llvm.loop_annotation<...>`, kept as text by the
// dialect) become `!llvm.loop` metadata: a self-referential node whose
// operands are upstream's option nodes, in upstream's order.

// loopOption describes how one option of a loop annotation group is
// written: as a unit node, a bool node (negated: written as its
// opposite), an i32 node, an enable/disable pair or a follow-up loop.
type loopOption struct {
	key, md string
	kind    int
}

const (
	optUnit = iota
	optBool
	optNegBool
	optI32
	optToggle // disable = true/false: "<md>.disable" / "<md>.enable"
	optFollowup
)

// loopGroups lists the option groups of a loop annotation, in order.
var loopGroups = []struct {
	key  string
	opts []loopOption
}{
	{"vectorize", []loopOption{{"disable", "llvm.loop.vectorize.enable", optNegBool},
		{"predicateEnable", "llvm.loop.vectorize.predicate.enable", optBool},
		{"scalableEnable", "llvm.loop.vectorize.scalable.enable", optBool},
		{"width", "llvm.loop.vectorize.width", optI32},
		{"followupVectorized", "llvm.loop.vectorize.followup_vectorized", optFollowup},
		{"followupEpilogue", "llvm.loop.vectorize.followup_epilogue", optFollowup},
		{"followupAll", "llvm.loop.vectorize.followup_all", optFollowup}}},
	{"interleave", []loopOption{{"count", "llvm.loop.interleave.count", optI32}}},
	{"unroll", []loopOption{{"disable", "llvm.loop.unroll", optToggle},
		{"count", "llvm.loop.unroll.count", optI32},
		{"runtimeDisable", "llvm.loop.unroll.runtime.disable", optBool},
		{"full", "llvm.loop.unroll.full", optUnit},
		{"followupUnrolled", "llvm.loop.unroll.followup_unrolled", optFollowup},
		{"followupRemainder", "llvm.loop.unroll.followup_remainder", optFollowup},
		{"followupAll", "llvm.loop.unroll.followup_all", optFollowup}}},
	{"unrollAndJam", []loopOption{{"disable", "llvm.loop.unroll_and_jam", optToggle},
		{"count", "llvm.loop.unroll_and_jam.count", optI32},
		{"followupOuter", "llvm.loop.unroll_and_jam.followup_outer", optFollowup},
		{"followupInner", "llvm.loop.unroll_and_jam.followup_inner", optFollowup},
		{"followupRemainderOuter", "llvm.loop.unroll_and_jam.followup_remainder_outer", optFollowup},
		{"followupRemainderInner", "llvm.loop.unroll_and_jam.followup_remainder_inner", optFollowup},
		{"followupAll", "llvm.loop.unroll_and_jam.followup_all", optFollowup}}},
	{"licm", []loopOption{{"disable", "llvm.licm.disable", optUnit},
		{"versioningDisable", "llvm.loop.licm_versioning.disable", optUnit}}},
	{"distribute", []loopOption{{"disable", "llvm.loop.distribute.enable", optNegBool},
		{"followupCoincident", "llvm.loop.distribute.followup_coincident", optFollowup},
		{"followupSequential", "llvm.loop.distribute.followup_sequential", optFollowup},
		{"followupFallback", "llvm.loop.distribute.followup_fallback", optFollowup},
		{"followupAll", "llvm.loop.distribute.followup_all", optFollowup}}},
	{"pipeline", []loopOption{{"disable", "llvm.loop.pipeline.disable", optBool},
		{"initiationinterval", "llvm.loop.pipeline.initiationinterval", optI32}}},
	{"peeled", []loopOption{{"count", "llvm.loop.peeled.count", optI32}}},
	{"unswitch", []loopOption{{"partialDisable", "llvm.loop.unswitch.partial.disable", optUnit}}},
}

// keyValues splits `a = x, b = <...>` into its entries.
func keyValues(body string) map[string]string {
	kv := map[string]string{}
	for _, p := range splitTop(body) {
		k, v, ok := strings.Cut(p, "=")
		if ok {
			kv[strings.TrimSpace(k)] = strings.TrimSpace(v)
		}
	}
	return kv
}

// unwrap strips `prefix<` ... `>` from s.
func unwrap(s, prefix string) (string, bool) {
	s = strings.TrimSpace(s)
	body, ok := strings.CutPrefix(s, prefix+"<")
	if !ok || !strings.HasSuffix(body, ">") {
		return "", false
	}
	return body[:len(body)-1], true
}

// loopMetadata translates a loop annotation (cached by its text); a is the
// annotation when the caller has it (its locations are read from it).
func (t *translator) loopMetadata(op *ir.Operation, a ir.Attribute, text string) *mdNode {
	if n := t.loops[text]; n != nil {
		return n
	}
	body, ok := unwrap(text, "loop_annotation")
	if !ok {
		body, ok = unwrap(text, "#llvm.loop_annotation")
	}
	if !ok {
		fail(op, "unsupported loop annotation")
	}
	kv := keyValues(body)
	md := t.md
	var ops []any
	for _, k := range []string{"startLoc", "endLoc"} {
		if l, ok := kv[k]; ok {
			var la ir.Attribute
			var err error
			if sa, ok := a.(*llvm.StructAttr); ok {
				la = sa.Attr(k)
			} else {
				la, _, err = asm.ParseAttrText(t.ctx, l)
			}
			loc, isLoc := la.(ir.Location)
			if err != nil || !isLoc {
				fail(op, "unsupported loop annotation")
			}
			if n := t.diLoc(op, loc, nil, nil); n != nil {
				ops = append(ops, n)
			}
		}
	}
	unit := func(name string) { ops = append(ops, md.get(mdString(name))) }
	if kv["disableNonforced"] == "true" {
		unit("llvm.loop.disable_nonforced")
	}
	if kv["mustProgress"] == "true" {
		unit("llvm.loop.mustprogress")
	}
	if v, ok := kv["isVectorized"]; ok {
		n := "0"
		if v == "true" {
			n = "1"
		}
		ops = append(ops, md.get(mdString("llvm.loop.isvectorized"), "i32 "+n))
	}
	for _, g := range loopGroups {
		gv, ok := kv[g.key]
		if !ok {
			continue
		}
		if i := strings.IndexByte(gv, '<'); i > 0 && strings.HasPrefix(gv, "#llvm.") {
			gv = gv[i:] // written in full rather than stripped
		}
		inner, ok := unwrap(gv, "")
		if !ok {
			fail(op, "unsupported loop annotation")
		}
		gkv := keyValues(inner)
		for _, o := range g.opts {
			v, ok := gkv[o.key]
			if !ok {
				continue
			}
			switch o.kind {
			case optUnit:
				if v == "true" {
					unit(o.md)
				}
			case optBool, optNegBool:
				b := v == "true"
				if o.kind == optNegBool {
					b = !b
				}
				ops = append(ops, md.get(mdString(o.md), "i1 "+strconv.FormatBool(b)))
			case optI32:
				num, _, _ := strings.Cut(v, ":")
				ops = append(ops, md.get(mdString(o.md), "i32 "+strings.TrimSpace(num)))
			case optToggle:
				if v == "true" {
					unit(o.md + ".disable")
				} else {
					unit(o.md + ".enable")
				}
			case optFollowup:
				ops = append(ops, md.get(mdString(o.md), t.loopMetadata(op, nil, v)))
			}
		}
	}
	if v := parseDI(text); v != nil {
		if groups := v.elems("parallelAccesses"); len(groups) > 0 {
			pa := []any{mdString("llvm.loop.parallel_accesses")}
			for _, g := range groups {
				pa = append(pa, t.accessGroup(op, g))
			}
			ops = append(ops, md.get(pa...))
		}
	}
	n := md.selfRef(ops...)
	t.loops[text] = n
	return n
}

// loopAnnotation attaches the `!llvm.loop` metadata of a branch.
func (f *fnState) loopAnnotation(op *ir.Operation) {
	text, ok := llvm.AttrText(op.InherentAttr("loop_annotation"))
	if !ok {
		return
	}
	f.attach(mdLoop, "llvm.loop", f.t.loopMetadata(op, op.InherentAttr("loop_annotation"), text))
}
