package llvm

import (
	"strings"

	"github.com/gomlir/gomlir/ir"
)

// verifyOpAttr verifies the llvm attributes of other ops: the data layout
// of a module must be a well-formed LLVM data layout string.
func verifyOpAttr(op *ir.Operation, a ir.NamedAttr) error {
	if a.Name != "llvm.data_layout" {
		return nil
	}
	s, ok := a.Value.(*ir.StringAttr)
	if !ok {
		return op.EmitOpError("expected 'llvm.data_layout' to be a string attributes")
	}
	if msg := CheckDataLayout(s.Value); msg != "" {
		// LLVM's data layout errors end with a newline, which upstream prints.
		return op.EmitOpError("invalid data layout descriptor: %s\n", msg)
	}
	return nil
}

// dataLayoutForms are the shapes of the specifications with a required
// size and alignment, as LLVM's DataLayout parser quotes them.
var dataLayoutForms = map[byte]string{
	'p': `"p[<n>]:<size>:<abi>[:<pref>[:<idx>]]"`,
	'i': `"i<size>:<abi>[:<pref>]"`,
	'f': `"f<size>:<abi>[:<pref>]"`,
	'v': `"v<size>:<abi>[:<pref>]"`,
	'a': `"a:<abi>[:<pref>]"`,
}

// CheckDataLayout returns why an LLVM data layout string is malformed
// ("" when it is not): each `-` separated specification must start with a
// known letter and have the fields its form needs.
func CheckDataLayout(dl string) string {
	if dl == "" {
		return ""
	}
	for _, spec := range strings.Split(dl, "-") {
		if spec == "" {
			return "empty specification is not allowed"
		}
		parts := strings.Split(spec, ":")
		switch c := spec[0]; c {
		case 'e', 'E':
			if len(spec) != 1 {
				return "malformed specification, must be just 'e' or 'E'"
			}
		case 'p':
			if len(parts) < 3 {
				return "malformed specification, must be of the form " + dataLayoutForms[c]
			}
		case 'i', 'f', 'v', 'a':
			if len(parts) < 2 {
				return "malformed specification, must be of the form " + dataLayoutForms[c]
			}
		case 'm', 'n', 'S', 'A', 'P', 'G', 'F', 's':
		default:
			return "unknown specifier '" + string(c) + "'"
		}
	}
	return ""
}
