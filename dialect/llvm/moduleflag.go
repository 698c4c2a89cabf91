package llvm

import (
	"github.com/gomlir/gomlir/ir"
)

// modFlagBehaviorEnum is LLVM's module flag merge behaviour, the first
// parameter of `#llvm.mlir.module_flag`.
var modFlagBehaviorEnum = &enumDef{
	cases:    []string{"error", "warning", "require", "override", "append", "append_unique", "max", "min"},
	attrName: "ModuleFlagAttr",
	param:    "behavior",
	cppName:  "ModFlagBehavior",
	desc:     "LLVM Module Flag Behavior",
}

// The module flag keys whose values upstream checks.
const (
	cgProfileKey      = "CG Profile"
	profileSummaryKey = "ProfileSummary"
)

// checkModuleFlag parses the body `<behavior, "key", value>` of a
// `#llvm.mlir.module_flag` (kept as text) and applies ModuleFlagAttr's
// verifier, reporting at the body's start as upstream.
func checkModuleFlag(p ir.BodyParser) error {
	at := p.Pos()
	if err := p.ParsePunct("<"); err != nil {
		return err
	}
	if _, err := parseEnumParam(p, modFlagBehaviorEnum); err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	keyAt := p.Pos()
	k, err := p.ParseAttribute(nil)
	if err != nil {
		return err
	}
	key, ok := k.(*ir.StringAttr)
	if !ok {
		p.Context().Report(p.ErrorAt(keyAt, "invalid kind of attribute specified").(*ir.Diagnostic))
		return p.Errorf("failed to parse ModuleFlagAttr parameter 'key' which is to be a `StringAttr`")
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	v, err := p.ParseAttribute(nil)
	if err != nil {
		return err
	}
	if err := p.ParsePunct(">"); err != nil {
		return err
	}
	switch key.Value {
	case cgProfileKey:
		arr, ok := v.(*ir.ArrayAttr)
		for i := 0; ok && i < len(arr.Elems); i++ {
			ok = llvmMnemonic(arr.Elems[i]) == "cgprofile_entry"
		}
		if !ok {
			return p.ErrorAt(at, "'CG Profile' key expects an array of '#llvm.cgprofile_entry'")
		}
	case profileSummaryKey:
		if llvmMnemonic(v) != "profile_summary" {
			return p.ErrorAt(at, "'ProfileSummary' key expects a '#llvm.profile_summary' attribute")
		}
	default:
		switch v.(type) {
		case *ir.IntegerAttr, *ir.StringAttr:
		default:
			return p.ErrorAt(at, "only integer and string values are currently supported for unknown key '%q'", key.Value)
		}
	}
	return nil
}
