package llvmir

import (
	"math/big"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/dialect/llvm"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// The function attributes LLVM 22 gives intrinsic declarations.
const (
	attrsPure     = "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)"
	attrsSpec     = "nocallback nofree nosync nounwind speculatable willreturn memory(none)"
	attrsArgRead  = "nocallback nofree nosync nounwind willreturn memory(argmem: read)"
	attrsArgWrite = "nocallback nofree nosync nounwind willreturn memory(argmem: write)"
	attrsRead     = "nocallback nofree nosync nounwind willreturn memory(read)"
	attrsWrite    = "nocallback nofree nosync nounwind willreturn memory(write)"
	attrsMemcpy   = "nocallback nofree nounwind willreturn memory(argmem: readwrite)"
	attrsMemset   = "nocallback nofree nounwind willreturn memory(argmem: write)"
	attrsStack    = "nocallback nofree nosync nounwind willreturn"
	attrsLifetime = "nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)"
	attrsAssume   = "nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)"
	attrsTrap     = "cold noreturn nounwind memory(inaccessiblemem: write)"
)

// intrinsicInfo describes how an `llvm.intr.*` op becomes a call.
type intrinsicInfo struct {
	// overloads lists the types the name is mangled with: -1 the result,
	// i >= 0 operand i.
	overloads []int
	attrs     string
	// params are the declaration's parameter attributes, by position.
	params map[int]string
	// flags are the immediate operands taken from the op's attributes:
	// property name and LLVM type, appended after the operands.
	flags []immFlag
	// alignArg is the operand given the op's `alignment` as a call-site
	// attribute (-1: none).
	alignArg int
	// name is the intrinsic's LLVM name when it differs from the op's.
	name string
}

type immFlag struct{ attr, ty string }

var i1Imm = map[int]string{1: "immarg"}

// intrinsics lists the supported intrinsic ops by their name after
// `llvm.intr.`.
var intrinsics = func() map[string]*intrinsicInfo {
	m := map[string]*intrinsicInfo{}
	result := func(attrs string, names ...string) {
		for _, n := range names {
			m[n] = &intrinsicInfo{overloads: []int{-1}, attrs: attrs, alignArg: -1}
		}
	}
	result(attrsPure, "fabs", "ceil", "cos", "exp", "exp2", "exp10", "floor", "log", "log10", "log2", "rint",
		"nearbyint", "round", "roundeven", "sin", "sqrt", "trunc", "copysign", "pow", "minnum", "maxnum",
		"minimum", "maximum", "fma", "fmuladd", "bitreverse", "bswap", "ctpop", "smax", "smin", "umax", "umin",
		"sadd.sat", "ssub.sat", "uadd.sat", "usub.sat", "fshl", "fshr", "canonicalize")
	result(attrsSpec, "acos", "asin", "atan", "cosh", "sinh", "tan", "tanh", "atan2", "sshl.sat", "ushl.sat")
	for _, n := range []string{"ctlz", "cttz"} {
		m[n] = &intrinsicInfo{overloads: []int{-1}, attrs: attrsSpec, params: i1Imm,
			flags: []immFlag{{"is_zero_poison", "i1"}}, alignArg: -1}
	}
	m["abs"] = &intrinsicInfo{overloads: []int{-1}, attrs: attrsSpec, params: i1Imm,
		flags: []immFlag{{"is_int_min_poison", "i1"}}, alignArg: -1}
	m["powi"] = &intrinsicInfo{overloads: []int{-1, 1}, attrs: attrsPure, alignArg: -1}
	m["is.fpclass"] = &intrinsicInfo{overloads: []int{0}, attrs: attrsPure, params: i1Imm,
		flags: []immFlag{{"bit", "i32"}}, alignArg: -1}
	for _, n := range []string{"sadd", "ssub", "smul", "uadd", "usub", "umul"} {
		m[n+".with.overflow"] = &intrinsicInfo{overloads: []int{0}, attrs: attrsPure, alignArg: -1}
	}
	for _, n := range []string{"add", "mul", "and", "or", "xor", "smax", "smin", "umax", "umin", "fmax", "fmin",
		"fmaximum", "fminimum"} {
		m["vector.reduce."+n] = &intrinsicInfo{overloads: []int{0}, attrs: attrsSpec, alignArg: -1}
	}
	for _, n := range []string{"fadd", "fmul"} {
		m["vector.reduce."+n] = &intrinsicInfo{overloads: []int{1}, attrs: attrsSpec, alignArg: -1}
	}
	m["masked.load"] = &intrinsicInfo{overloads: []int{-1, 0}, attrs: attrsArgRead,
		params: map[int]string{0: "captures(none)"}, alignArg: 0}
	m["masked.store"] = &intrinsicInfo{overloads: []int{0, 1}, attrs: attrsArgWrite,
		params: map[int]string{1: "captures(none)"}, alignArg: 1}
	m["masked.gather"] = &intrinsicInfo{overloads: []int{-1, 0}, attrs: attrsRead, alignArg: 0}
	m["masked.scatter"] = &intrinsicInfo{overloads: []int{0, 1}, attrs: attrsWrite, alignArg: 1}
	m["masked.expandload"] = &intrinsicInfo{overloads: []int{-1}, attrs: attrsRead,
		params: map[int]string{0: "captures(none)"}, alignArg: -1}
	m["masked.compressstore"] = &intrinsicInfo{overloads: []int{0}, attrs: attrsArgWrite,
		params: map[int]string{1: "captures(none)"}, alignArg: -1}
	vol := []immFlag{{"isVolatile", "i1"}}
	m["memcpy"] = &intrinsicInfo{overloads: []int{0, 1, 2}, attrs: attrsMemcpy, flags: vol, alignArg: -1,
		params: map[int]string{0: "noalias writeonly captures(none)", 1: "noalias readonly captures(none)", 3: "immarg"}}
	m["memmove"] = &intrinsicInfo{overloads: []int{0, 1, 2}, attrs: attrsMemcpy, flags: vol, alignArg: -1,
		params: map[int]string{0: "writeonly captures(none)", 1: "readonly captures(none)", 3: "immarg"}}
	m["memset"] = &intrinsicInfo{overloads: []int{0, 2}, attrs: attrsMemset, flags: vol, alignArg: -1,
		params: map[int]string{0: "writeonly captures(none)", 3: "immarg"}}
	m["stacksave"] = &intrinsicInfo{overloads: []int{-1}, attrs: attrsStack, alignArg: -1}
	m["stackrestore"] = &intrinsicInfo{overloads: []int{0}, attrs: attrsStack, alignArg: -1}
	for _, n := range []string{"lifetime.start", "lifetime.end"} {
		m[n] = &intrinsicInfo{overloads: []int{0}, attrs: attrsLifetime, params: map[int]string{0: "captures(none)"},
			alignArg: -1}
	}
	m["trap"] = &intrinsicInfo{attrs: attrsTrap, alignArg: -1}
	m["debugtrap"] = &intrinsicInfo{attrs: "nounwind", alignArg: -1}
	for _, n := range []string{"vastart", "vacopy", "vaend"} {
		m[n] = &intrinsicInfo{overloads: []int{0}, attrs: attrsStack, alignArg: -1, name: "va_" + n[2:]}
	}
	m["vector.interleave2"] = &intrinsicInfo{overloads: []int{-1}, attrs: attrsSpec, alignArg: -1}
	m["vector.deinterleave2"] = &intrinsicInfo{overloads: []int{0}, attrs: attrsSpec, alignArg: -1}
	m["vector.insert"] = &intrinsicInfo{overloads: []int{-1, 1}, attrs: attrsSpec, alignArg: -1,
		flags: []immFlag{{"pos", "i64"}}, params: map[int]string{2: "immarg"}}
	m["vector.extract"] = &intrinsicInfo{overloads: []int{-1, 0}, attrs: attrsSpec, alignArg: -1,
		flags: []immFlag{{"pos", "i64"}}, params: map[int]string{1: "immarg"}}
	m["prefetch"] = &intrinsicInfo{overloads: []int{0}, alignArg: -1,
		attrs:  "nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)",
		flags:  []immFlag{{"rw", "i32"}, {"hint", "i32"}, {"cache", "i32"}},
		params: map[int]string{0: "readonly captures(none)", 1: "immarg", 2: "immarg", 3: "immarg"}}
	m["sincos"] = &intrinsicInfo{overloads: []int{0}, attrs: attrsSpec, alignArg: -1}
	m["assume"] = &intrinsicInfo{attrs: attrsAssume, params: map[int]string{0: "noundef"}, alignArg: -1}
	m["donothing"] = &intrinsicInfo{attrs: attrsStack + " memory(none)", alignArg: -1}
	return m
}()

// noaliasDecl describes llvm.experimental.noalias.scope.decl.
var noaliasDecl = &intrinsicInfo{attrs: "nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)",
	alignArg: -1}

// mangle returns LLVM's mangled suffix for an overloaded type.
func (t *translator) mangle(ty ir.Type) string {
	switch ty := ty.(type) {
	case *ir.IntegerType:
		return "i" + strconv.Itoa(ty.Width)
	case *ir.FloatType:
		return ty.Kind.String()
	case *llvm.PointerType:
		return "p" + strconv.FormatUint(uint64(ty.AddressSpace), 10)
	case *ir.VectorType:
		pre := "v"
		if len(ty.Scalable) > 0 && ty.Scalable[0] {
			pre = "nxv"
		}
		return pre + strconv.FormatInt(ty.Shape[0], 10) + t.mangle(ty.Elem)
	case *llvm.ArrayType:
		return "a" + strconv.FormatUint(ty.Len, 10) + t.mangle(ty.Elem)
	case *llvm.StructType:
		var b strings.Builder
		b.WriteString("sl_")
		for _, e := range ty.Body() {
			b.WriteString(t.mangle(e))
		}
		b.WriteByte('s')
		return b.String()
	case *llvm.SimpleType:
		return ty.Keyword
	}
	return ""
}

// attrsFromText builds an attribute set from attribute keywords.
func attrsFromText(s string) *attrSet {
	set := &attrSet{}
	for _, kw := range splitAttrWords(s) {
		switch {
		case strings.HasPrefix(kw, "memory("):
			set.add(attr{cat: catInt, key: "Memory", text: kw})
		case strings.HasPrefix(kw, "captures("):
			set.add(attr{cat: catInt, key: "Captures", text: kw})
		default:
			set.add(enumAttr(kw))
		}
	}
	return set
}

// splitAttrWords splits at spaces outside parentheses.
func splitAttrWords(s string) []string {
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(':
			depth++
		case ')':
			depth--
		case ' ':
			if depth == 0 {
				if i > start {
					out = append(out, s[start:i])
				}
				start = i + 1
			}
		}
	}
	if start < len(s) {
		out = append(out, s[start:])
	}
	return out
}

// intrinsicDecl returns the `@name` of an intrinsic, declaring it in the
// module on first use.
func (t *translator) intrinsicDecl(op *ir.Operation, base string, info *intrinsicInfo, ret string, params []string) string {
	if info.name != "" {
		base = info.name
	}
	name := "llvm." + base
	for _, o := range info.overloads {
		var ty ir.Type
		if o < 0 {
			ty = op.Result(0).Type()
		} else {
			ty = op.Operand(o).Type()
		}
		name += "." + t.mangle(ty)
	}
	return t.declareIntrinsic(name, info, ret, params)
}

// declareIntrinsic returns the `@name` of the intrinsic of a mangled
// name, declaring it in the module on first use (a speculative body
// translation records the use, declared when its function is merged).
func (t *translator) declareIntrinsic(name string, info *intrinsicInfo, ret string, params []string) string {
	if t.spec != nil {
		t.spec.intrinsics = append(t.spec.intrinsics, intrinsicUse{name, info, ret, params})
		return "@" + name
	}
	if f := t.funcs["\x00"+name]; f != nil {
		return f.name
	}
	f := &function{name: "@" + name, ret: ret, params: params, fnAttrs: attrsFromText(info.attrs)}
	for i := range params {
		s := &attrSet{}
		if p := info.params[i]; p != "" {
			s = attrsFromText(p)
		}
		f.argAttrs = append(f.argAttrs, s)
	}
	t.funcs["\x00"+name] = f
	t.order = append(t.order, f)
	return f.name
}

// intrinsic translates an `llvm.intr.*` op with a known intrinsic; it
// reports false for other ops.
func (f *fnState) intrinsic(op *ir.Operation) bool {
	base, ok := strings.CutPrefix(op.Name(), "llvm.intr.")
	if !ok {
		return false
	}
	t := f.t
	if base == "experimental.noalias.scope.decl" {
		scopes := t.md.get(t.aliasScope(op, attrVal(op, op.InherentAttr("scope")), "alias_scope"))
		decl := t.declareIntrinsic("llvm."+base, noaliasDecl, "void", []string{"metadata"})
		f.emit(op, nil, "call void "+decl+"(metadata ", scopes, ")")
		return true
	}
	info := intrinsics[base]
	if info == nil {
		t.unsupported(op)
	}
	var args []*value
	var params []string
	for _, o := range op.Operands() {
		v := f.get(o)
		args = append(args, v)
		params = append(params, v.ty)
	}
	for _, fl := range info.flags {
		var v *value
		n := int64(0)
		if a, ok := op.InherentAttr(fl.attr).(*ir.IntegerAttr); ok {
			n = a.Int64()
		}
		switch fl.ty {
		case "i1":
			v = t.intConst(t.ctx.I(1), big.NewInt(n&1))
		case "i64":
			v = t.intConst(t.ctx.I(64), big.NewInt(n))
		default:
			v = t.intConst(t.ctx.I(32), big.NewInt(n))
		}
		args = append(args, v)
		params = append(params, v.ty)
	}
	ret := "void"
	var rt ir.Type
	if op.NumResults() > 0 {
		rt = op.Result(0).Type()
		ret = t.mustType(op, rt)
	}
	decl := t.intrinsicDecl(op, base, info, ret, params)
	parts := []any{"call" + fmfText(op) + " " + ret + " " + decl + "("}
	for i, a := range args {
		if i > 0 {
			parts = append(parts, ", ")
		}
		attrs := ""
		if i == info.alignArg {
			if al := intAttr(op, "alignment"); al != 0 {
				attrs = " align " + strconv.FormatInt(al, 10)
			}
		}
		parts = append(parts, a.ty+attrs+" ", a)
	}
	parts = append(parts, ")")
	f.setResult(op, f.emit(op, rt, parts...))
	return true
}

// callIntrinsic translates llvm.call_intrinsic: a call of the intrinsic
// of that (mangled) name, known by its name without the mangled suffixes.
func (f *fnState) callIntrinsic(op *ir.Operation) {
	t := f.t
	name, _ := strAttr(op, "intrin")
	base := strings.TrimPrefix(name, "llvm.")
	info := intrinsics[base]
	for info == nil {
		i := strings.LastIndexByte(base, '.')
		if i < 0 {
			fail(op, "could not find LLVM intrinsic: %s", name)
		}
		base = base[:i]
		info = intrinsics[base]
	}
	ret := "void"
	var rt ir.Type
	if op.NumResults() > 0 {
		rt = op.Result(0).Type()
		ret = t.mustType(op, rt)
	}
	args := ods.OperandGroup(op, 0)
	params := make([]string, len(args))
	for i, a := range args {
		params[i] = t.mustType(op, a.Type())
	}
	decl := t.declareIntrinsic(name, info, ret, params)
	head := "call"
	if isFloatLike(rt) {
		head += fmfText(op)
	}
	argAttrs := op.InherentAttr("arg_attrs")
	if d := dictAt(op.InherentAttr("res_attrs"), 0); d != nil {
		if s := t.paramAttrs(op, d); !s.empty() {
			head += " " + s.text(" ")
		}
	}
	parts := []any{head + " " + ret + " " + decl + "("}
	for i, a := range args {
		if i > 0 {
			parts = append(parts, ", ")
		}
		v := f.get(a)
		attrs := ""
		if d := dictAt(argAttrs, i); d != nil {
			if s := t.paramAttrs(op, d); !s.empty() {
				attrs = " " + s.text(" ")
			}
		}
		parts = append(parts, v.ty+attrs+" ", v)
	}
	parts = append(parts, ")")
	parts = append(parts, f.bundles(op)...)
	f.setResult(op, f.emit(op, rt, parts...))
}

// dictAt returns dictionary i of an array of dictionaries (nil if none).
func dictAt(a ir.Attribute, i int) *ir.DictionaryAttr {
	arr, ok := a.(*ir.ArrayAttr)
	if !ok || i >= len(arr.Elems) {
		return nil
	}
	d, _ := arr.Elems[i].(*ir.DictionaryAttr)
	return d
}
