package llvmir

import (
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/ir"
)

// global renders one llvm.mlir.global as LLVM prints a global variable.
func (t *translator) global(op *ir.Operation) string {
	ta, _ := op.InherentAttr("global_type").(*ir.TypeAttr)
	if ta == nil {
		fail(op, "global without a type")
	}
	ty := t.mustType(op, ta.Type)
	linkage := linkageOf(op)
	var init *value
	if r := op.Region(0); !r.Empty() {
		init = t.constRegion(r)
	} else {
		// As upstream, an external global whose value is missing or undef
		// is a declaration; other linkages default to undef.
		if a := op.InherentAttr("value"); a != nil {
			init = t.constAttr(op, ta.Type, a)
		}
		external := linkage == "external" || linkage == "extern_weak"
		if external && (init == nil || init.kind == cUndef) {
			init = nil
		} else if init == nil {
			init = t.special(ta.Type, cUndef)
		}
	}
	var b strings.Builder
	b.WriteString(t.symbols[symName(op)].text + " = ")
	if init == nil && linkage == "external" {
		b.WriteString("external ")
	}
	b.WriteString(globalPrefix(op, linkage))
	if hasUnit(op, "thread_local_") {
		b.WriteString("thread_local ")
	}
	if ua := unnamedAddr(op); ua != "" {
		b.WriteString(ua + " ")
	}
	if as := intAttr(op, "addr_space"); as != 0 {
		b.WriteString("addrspace(" + strconv.FormatInt(as, 10) + ") ")
	}
	if hasUnit(op, "externally_initialized") {
		b.WriteString("externally_initialized ")
	}
	if hasUnit(op, "constant") {
		b.WriteString("constant ")
	} else {
		b.WriteString("global ")
	}
	b.WriteString(ty)
	if init != nil {
		b.WriteString(" " + init.ref())
	}
	if s, ok := strAttr(op, "section"); ok {
		b.WriteString(", section \"")
		escapeString(&b, s)
		b.WriteByte('"')
	}
	b.WriteString(t.comdatSuffix(op, ", "))
	if a := intAttr(op, "alignment"); a != 0 {
		b.WriteString(", align " + strconv.FormatInt(a, 10))
	}
	b.WriteString(t.globalAttachments(op))
	return b.String()
}

// comdatSuffix renders `comdat` or `comdat($name)` for a global value
// with a comdat attribute.
func (t *translator) comdatSuffix(op *ir.Operation, sep string) string {
	ref, ok := op.InherentAttr("comdat").(*ir.SymbolRefAttr)
	if !ok {
		return ""
	}
	name := ref.Root
	if len(ref.Nested) > 0 {
		name = ref.Nested[len(ref.Nested)-1]
	}
	if name == symName(op) {
		return sep + "comdat"
	}
	return sep + "comdat($" + llvmName(name) + ")"
}

// writeComdats writes the `$name = comdat kind` lines of the comdats
// the module's functions, then globals, use (in that order, as LLVM).
func (t *translator) writeComdats(b *strings.Builder, globals []*ir.Operation) {
	kinds := map[string]string{}
	names := []string{"any", "exactmatch", "largest", "nodeduplicate", "samesize"}
	selectors := map[string]bool{}
	for op := t.module.Region(0).First().First(); op != nil; op = op.NextInBlock() {
		if op.Name() != "llvm.comdat" {
			continue
		}
		for sel := op.Region(0).First().First(); sel != nil; sel = sel.NextInBlock() {
			if selectors[symName(sel)] {
				failAt(sel, "comdat selection symbols must be unique even in different comdat regions")
			}
			selectors[symName(sel)] = true
			k := intAttr(sel, "comdat")
			if k < 0 || int(k) >= len(names) {
				k = 0
			}
			kinds[symName(op)+"::"+symName(sel)] = names[k]
		}
	}
	var users []*ir.Operation
	for _, f := range t.order {
		if f.op != nil {
			users = append(users, f.op)
		}
	}
	users = append(users, globals...)
	seen := map[string]bool{}
	var lines []string
	for _, op := range users {
		ref, ok := op.InherentAttr("comdat").(*ir.SymbolRefAttr)
		if !ok || len(ref.Nested) == 0 {
			continue
		}
		leaf := ref.Nested[len(ref.Nested)-1]
		if seen[leaf] {
			continue
		}
		seen[leaf] = true
		lines = append(lines, "$"+llvmName(leaf)+" = comdat "+kinds[ref.Root+"::"+leaf])
	}
	if len(lines) == 0 {
		return
	}
	b.WriteByte('\n')
	b.WriteString(strings.Join(lines, "\n\n") + "\n")
}

// constRegion evaluates an initializer region to a constant.
func (t *translator) constRegion(r *ir.Region) *value {
	f := &fnState{t: t, vals: map[*ir.Value]*value{}}
	blk := r.First()
	for op := blk.First(); op != nil; op = op.NextInBlock() {
		if op.Name() == "llvm.return" {
			if op.NumOperands() == 0 {
				fail(op, "unemittable constant value")
			}
			return f.get(op.Operand(0))
		}
		f.op(op)
		for _, res := range op.Results() {
			if v := f.vals[res]; v == nil || !v.isConst() {
				fail(op, "unemittable constant value")
			}
		}
	}
	return nil
}

// alias renders an llvm.mlir.alias.
func (t *translator) alias(op *ir.Operation) string {
	ta, _ := op.InherentAttr("alias_type").(*ir.TypeAttr)
	if ta == nil {
		fail(op, "alias without a type")
	}
	target := t.constRegion(op.Region(0))
	var b strings.Builder
	b.WriteString(t.symbols[symName(op)].text + " = ")
	b.WriteString(globalPrefix(op, linkageOf(op)))
	if hasUnit(op, "thread_local_") {
		b.WriteString("thread_local ")
	}
	if ua := unnamedAddr(op); ua != "" {
		b.WriteString(ua + " ")
	}
	b.WriteString("alias " + t.mustType(op, ta.Type) + ", ")
	if target != nil {
		b.WriteString(operandText(target))
	}
	return b.String()
}

// ifunc renders an llvm.mlir.ifunc.
func (t *translator) ifunc(op *ir.Operation) string {
	ta, _ := op.InherentAttr("i_func_type").(*ir.TypeAttr)
	res, _ := op.InherentAttr("resolver").(*ir.SymbolRefAttr)
	if ta == nil || res == nil {
		fail(op, "ifunc without a type or resolver")
	}
	var b strings.Builder
	b.WriteString(t.symbols[symName(op)].text + " = ")
	b.WriteString(globalPrefix(op, linkageOf(op)))
	if ua := unnamedAddr(op); ua != "" {
		b.WriteString(ua + " ")
	}
	b.WriteString("ifunc " + t.mustType(op, ta.Type) + ", ")
	if v := t.symbols[res.Root]; v != nil {
		b.WriteString(operandText(v))
	}
	return b.String()
}

// ctorsGlobal renders llvm.mlir.global_ctors / global_dtors as the
// appending global LLVM keeps them in.
func (t *translator) ctorsGlobal(op *ir.Operation) string {
	list, name := "ctors", "@llvm.global_ctors"
	if op.Name() == "llvm.mlir.global_dtors" {
		list, name = "dtors", "@llvm.global_dtors"
	}
	fns, _ := op.InherentAttr(list).(*ir.ArrayAttr)
	prios, _ := op.InherentAttr("priorities").(*ir.ArrayAttr)
	data, _ := op.InherentAttr("data").(*ir.ArrayAttr)
	if fns == nil || len(fns.Elems) == 0 {
		return name + " = appending global [0 x { i32, ptr, ptr }] zeroinitializer"
	}
	var b strings.Builder
	b.WriteString(name + " = appending global [" + strconv.Itoa(len(fns.Elems)) + " x { i32, ptr, ptr }] [")
	for i, f := range fns.Elems {
		if i > 0 {
			b.WriteString(", ")
		}
		prio := int64(65535)
		if prios != nil && i < len(prios.Elems) {
			if p, ok := prios.Elems[i].(*ir.IntegerAttr); ok {
				prio = p.Int64()
			}
		}
		fn := "null"
		if s, ok := f.(*ir.SymbolRefAttr); ok {
			if v := t.symbols[s.Root]; v != nil {
				fn = v.ref()
			}
		}
		d := "null"
		if data != nil && i < len(data.Elems) {
			if s, ok := data.Elems[i].(*ir.SymbolRefAttr); ok {
				if v := t.symbols[s.Root]; v != nil {
					d = v.ref()
				}
			}
		}
		b.WriteString("{ i32, ptr, ptr } { i32 " + strconv.FormatInt(prio, 10) + ", ptr " + fn + ", ptr " + d + " }")
	}
	b.WriteString("]")
	return b.String()
}

// operandText writes an aliasee or resolver as LLVM does: with its type,
// but a constant expression without.
func operandText(v *value) string {
	if v.kind == cSymbol && v.text[0] != '@' {
		return v.ref()
	}
	return v.typed()
}
