package runner

import "bytes"

// resultTypes maps --entry-point-result values to the LLVM IR return type
// they require and the message mlir-runner gives for any other.
var resultTypes = map[string]struct{ ir, msg string }{
	"i32": {"i32", "only single i32 function result supported"},
	"i64": {"i64", "only single i64 function result supported"},
	"f32": {"float", "only single f32 function result supported"},
}

// checkEntryPoint reports, as mlir-runner does before compiling, an unknown
// result kind, a missing or bodiless entry point, entry-point parameters and
// a result type other than the requested one (a result when void is).
func checkEntryPoint(ir []byte, name, kind string) error {
	want, typed := resultTypes[kind]
	if !typed && kind != "void" {
		return &Error{Msg: "unsupported function type"}
	}
	ret, params, ok := findDefinition(ir, name)
	if !ok {
		return &Error{Msg: "entry point not found"}
	}
	if params {
		return &Error{Msg: "JIT can't invoke a main function expecting arguments"}
	}
	switch {
	case !typed && ret != "void":
		return &Error{Msg: "expected void function"}
	case typed && ret != want.ir:
		return &Error{Msg: want.msg}
	}
	return nil
}

// findDefinition finds the definition (a "define" line) of function name in
// LLVM IR text and returns its return type and whether it has parameters.
func findDefinition(ir []byte, name string) (ret string, params, ok bool) {
	bare := []byte("@" + name + "(")
	quoted := []byte("@\"" + name + "\"(")
	for len(ir) > 0 {
		line := ir
		if i := bytes.IndexByte(ir, '\n'); i >= 0 {
			line, ir = ir[:i], ir[i+1:]
		} else {
			ir = nil
		}
		if !bytes.HasPrefix(line, []byte("define ")) {
			continue
		}
		at := bytes.Index(line, bare)
		n := len(bare)
		if at < 0 {
			at, n = bytes.Index(line, quoted), len(quoted)
		}
		if at < 0 {
			continue
		}
		head := bytes.TrimSpace(line[:at])
		if sp := bytes.LastIndexByte(head, ' '); sp >= 0 {
			head = head[sp+1:]
		}
		rest := line[at+n:]
		params := len(rest) > 0 && rest[0] != ')' && !bytes.HasPrefix(rest, []byte("...)"))
		return string(head), params, true
	}
	return "", false, false
}
