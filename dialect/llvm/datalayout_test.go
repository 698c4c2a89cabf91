package llvm

import "testing"

// TestCheckDataLayout checks the data layout descriptor messages (recorded
// from upstream mlir-opt 22).
func TestCheckDataLayout(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"", ""},
		{"e-m:e-p:64:64-i64:64-f80:128-n8:16:32:64-S128", ""},
		{"e-x", "unknown specifier 'x'"},
		{"#vjkr32", "unknown specifier '#'"},
		{"e-p:64", `malformed specification, must be of the form "p[<n>]:<size>:<abi>[:<pref>[:<idx>]]"`},
		{"e-i64", `malformed specification, must be of the form "i<size>:<abi>[:<pref>]"`},
	} {
		if got := CheckDataLayout(tc.in); got != tc.want {
			t.Errorf("%q: got %q, want %q", tc.in, got, tc.want)
		}
	}
}
