package llvmir

import (
	"sort"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/ir"
)

// attr is one LLVM attribute: its category (enum, integer, type,
// constant range, string), the key LLVM sorts it by within the category
// (the TableGen name of the attribute kind, or a string attribute's key)
// and its text.
type attr struct {
	cat  int
	key  string
	text string
	// grp is the text inside an attribute group when it differs.
	grp string
}

// The categories of attributes, in LLVM's sort order.
const (
	catEnum = iota
	catInt
	catType
	catRange
	catString
)

// attrSet is a set of attributes kept in LLVM's order.
type attrSet struct{ attrs []attr }

func (s *attrSet) add(a attr) {
	for i, o := range s.attrs {
		if o.cat == a.cat && o.key == a.key {
			s.attrs[i] = a
			return
		}
	}
	s.attrs = append(s.attrs, a)
	sort.SliceStable(s.attrs, func(i, j int) bool {
		x, y := s.attrs[i], s.attrs[j]
		if x.cat != y.cat {
			return x.cat < y.cat
		}
		return x.key < y.key
	})
}

func (s *attrSet) empty() bool { return s == nil || len(s.attrs) == 0 }

// text joins the attributes as written inline.
func (s *attrSet) text(sep string) string {
	if s == nil {
		return ""
	}
	parts := make([]string, len(s.attrs))
	for i, a := range s.attrs {
		parts[i] = a.text
	}
	return strings.Join(parts, sep)
}

// groupText joins the attributes as written in an attribute group.
func (s *attrSet) groupText() string {
	parts := make([]string, len(s.attrs))
	for i, a := range s.attrs {
		parts[i] = a.text
		if a.grp != "" {
			parts[i] = a.grp
		}
	}
	return strings.Join(parts, " ")
}

// enumText returns the non-string attributes (the `; Function Attrs:`
// comment).
func (s *attrSet) enumText() string {
	var parts []string
	for _, a := range s.attrs {
		if a.cat != catString {
			parts = append(parts, a.text)
		}
	}
	return strings.Join(parts, " ")
}

// enumAttrs maps the keyword of each LLVM enum attribute without a value
// to its TableGen name (the sort key).
var enumAttrs = map[string]string{
	"allocalign": "AllocAlign", "allocptr": "AllocatedPointer", "alwaysinline": "AlwaysInline",
	"builtin": "Builtin", "cold": "Cold", "convergent": "Convergent", "coro_only_destroy_when_complete": "CoroDestroyOnlyWhenComplete",
	"coro_elide_safe": "CoroElideSafe", "dead_on_unwind": "DeadOnUnwind", "disable_sanitizer_instrumentation": "DisableSanitizerInstrumentation",
	"fn_ret_thunk_extern": "FnRetThunkExtern", "hot": "Hot", "hybrid_patchable": "HybridPatchable", "immarg": "ImmArg",
	"inreg": "InReg", "inlinehint": "InlineHint", "jumptable": "JumpTable", "minsize": "MinSize",
	"mustprogress": "MustProgress", "naked": "Naked", "nest": "Nest", "noalias": "NoAlias",
	"nobuiltin": "NoBuiltin", "nocallback": "NoCallback", "nocf_check": "NoCfCheck",
	"nocreateundeforpoison": "NoCreateUndefOrPoison", "noduplicate": "NoDuplicate",
	"nodivergencesource": "NoDivergenceSource", "noext": "NoExt", "nofree": "NoFree",
	"noimplicitfloat": "NoImplicitFloat", "noinline": "NoInline", "nomerge": "NoMerge",
	"noprofile": "NoProfile", "norecurse": "NoRecurse", "noredzone": "NoRedZone", "noreturn": "NoReturn",
	"nosanitize_bounds": "NoSanitizeBounds", "nosanitize_coverage": "NoSanitizeCoverage", "nosync": "NoSync",
	"noundef": "NoUndef", "nounwind": "NoUnwind", "nonlazybind": "NonLazyBind", "nonnull": "NonNull",
	"null_pointer_is_valid": "NullPointerIsValid", "optforfuzzing": "OptForFuzzing", "optdebug": "OptimizeForDebugging",
	"optsize": "OptimizeForSize", "optnone": "OptimizeNone", "presplitcoroutine": "PresplitCoroutine",
	"readnone": "ReadNone", "readonly": "ReadOnly", "returned": "Returned", "returns_twice": "ReturnsTwice",
	"signext": "SExt", "safestack": "SafeStack", "sanitize_address": "SanitizeAddress",
	"sanitize_hwaddress": "SanitizeHWAddress", "sanitize_memtag": "SanitizeMemTag", "sanitize_memory": "SanitizeMemory",
	"sanitize_numerical_stability": "SanitizeNumericalStability", "sanitize_realtime": "SanitizeRealtime",
	"sanitize_realtime_blocking": "SanitizeRealtimeBlocking", "sanitize_thread": "SanitizeThread",
	"sanitize_type": "SanitizeType", "shadowcallstack": "ShadowCallStack", "skipprofile": "SkipProfile",
	"speculatable": "Speculatable", "speculative_load_hardening": "SpeculativeLoadHardening", "ssp": "StackProtect",
	"sspreq": "StackProtectReq", "sspstrong": "StackProtectStrong", "strictfp": "StrictFP", "swiftasync": "SwiftAsync",
	"swifterror": "SwiftError", "swiftself": "SwiftSelf", "willreturn": "WillReturn", "writable": "Writable",
	"writeonly": "WriteOnly", "zeroext": "ZExt",
}

// intAttrs maps the keyword of each LLVM attribute with an integer value
// to its TableGen name.
var intAttrs = map[string]string{
	"align": "Alignment", "allockind": "AllocKind", "allocsize": "AllocSize", "dereferenceable": "Dereferenceable",
	"dereferenceable_or_null": "DereferenceableOrNull", "memory": "Memory", "nofpclass": "NoFPClass",
	"alignstack": "StackAlignment", "uwtable": "UWTable", "vscale_range": "VScaleRange", "captures": "Captures",
}

// typeAttrs maps the keyword of each LLVM attribute with a type to its
// TableGen name.
var typeAttrs = map[string]string{
	"byref": "ByRef", "byval": "ByVal", "elementtype": "ElementType", "inalloca": "InAlloca",
	"preallocated": "Preallocated", "sret": "StructRet",
}

// enumAttr returns the enum attribute of a keyword.
func enumAttr(kw string) attr { return attr{cat: catEnum, key: enumAttrs[kw], text: kw} }

// stringAttr returns `"key"="value"` (or `"key"` without a value).
func stringAttr(key, val string) attr {
	var b strings.Builder
	b.WriteByte('"')
	escapeString(&b, key)
	b.WriteByte('"')
	if val != "" {
		b.WriteString("=\"")
		escapeString(&b, val)
		b.WriteByte('"')
	}
	return attr{cat: catString, key: key, text: b.String()}
}

// groupSlot returns the number of the attribute group of s (-1 for an
// empty set), numbering new groups in order.
func (t *translator) groupSlot(s *attrSet) int {
	if s.empty() {
		return -1
	}
	k := s.text(" ")
	if n, ok := t.groups[k]; ok {
		return n
	}
	n := len(t.groupList)
	t.groups[k] = n
	t.groupList = append(t.groupList, s)
	return n
}

// passthrough adds the attributes of a function's `passthrough` list.
func (t *translator) passthrough(op *ir.Operation, s *attrSet, a ir.Attribute) {
	arr, ok := a.(*ir.ArrayAttr)
	if !ok {
		fail(op, "expected 'passthrough' to be an array attribute")
	}
	for _, e := range arr.Elems {
		var key, val string
		hasVal := false
		switch e := e.(type) {
		case *ir.StringAttr:
			key = e.Value
		case *ir.ArrayAttr:
			k, ok1 := elemString(e, 0)
			v, ok2 := elemString(e, 1)
			if len(e.Elems) != 2 || !ok1 || !ok2 {
				failAt(op, "expected arrays within 'passthrough' to contain two strings")
			}
			key, val, hasVal = k, v, true
		default:
			failAt(op, "expected 'passthrough' to contain string or array attributes")
		}
		if def, ok := enumAttrs[key]; ok {
			if hasVal {
				failAt(op, "LLVM attribute '%s' does not expect a value, found '%s'", key, val)
			}
			s.add(attr{cat: catEnum, key: def, text: key})
			continue
		}
		if def, ok := intAttrs[key]; ok {
			if !hasVal {
				failAt(op, "LLVM attribute '%s' expects a value", key)
			}
			n, err := strconv.ParseInt(val, 10, 64)
			if err != nil {
				fail(op, "LLVM attribute '%s' expects an integer value, found '%s'", key, val)
			}
			a := attr{cat: catInt, key: def, text: intAttrText(key, n)}
			switch key {
			case "alignstack", "align":
				a.grp = key + "=" + strconv.FormatInt(n, 10)
			}
			s.add(a)
			continue
		}
		s.add(stringAttr(key, val))
	}
}

// intAttrText renders an integer attribute as LLVM prints it.
func intAttrText(kw string, n int64) string {
	switch kw {
	case "align":
		return "align " + strconv.FormatInt(n, 10)
	case "allocsize":
		elem, num := uint64(n)>>32, uint64(n)&0xffffffff
		if num == 0xffffffff {
			return "allocsize(" + strconv.FormatUint(elem, 10) + ")"
		}
		return "allocsize(" + strconv.FormatUint(elem, 10) + "," + strconv.FormatUint(num, 10) + ")"
	case "uwtable":
		switch n {
		case 1:
			return "uwtable(sync)"
		case 2:
			return "uwtable"
		}
		return ""
	}
	return kw + "(" + strconv.FormatInt(n, 10) + ")"
}

func elemString(a *ir.ArrayAttr, i int) (string, bool) {
	if i >= len(a.Elems) {
		return "", false
	}
	s, ok := a.Elems[i].(*ir.StringAttr)
	if !ok {
		return "", false
	}
	return s.Value, true
}
