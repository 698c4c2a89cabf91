package affine

import "testing"

// FuzzParse parses arbitrary text as an affine map or integer set. Parsing
// must not panic; errors must point into the input; a parsed result must
// print to text that reparses to the same value (reaching the same pointer
// after at most one more round, as upstream's simplifications settle), and
// SimplifyAffineMap must preserve the value of pure affine maps. (Upstream's
// semi-affine rules are not always sound, for instance
// ((s0 floordiv 2) * s0) floordiv s0 becomes 0, and are mirrored as they
// are.) The SSA-operand parser runs on
// the same input. The seed corpus is in testdata/fuzz/FuzzParse.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"(d0, d1)[s0] -> (d0 + s0, d1 * 2, d0 floordiv 3, -d1 + 5, d0 mod 4)",
		"(d0)[s0] : (d0 - s0 >= 0, d0 == 0)",
		"(d0) -> (d0 - (d0 floordiv 4) * 4)",
		"(i, j) -> (i, 3*d0 + )",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		c := newInterner()
		r, n, err := Parse(c, data)
		if err != nil {
			if err.Offset < -1 || err.Offset > len(data) || err.Msg == "" {
				t.Fatalf("bad error %d %q for %q", err.Offset, err.Msg, data)
			}
		} else {
			if n <= 0 || n > len(data) {
				t.Fatalf("consumed %d of %d bytes", n, len(data))
			}
			if msg := roundTrip(c, r); msg != "" {
				t.Fatalf("%q: %s", data, msg)
			}
			if m, ok := r.(*Map); ok && pureMap(m) {
				if s := SimplifyAffineMap(c, m); !sameMeaning(m, s) {
					t.Fatalf("%q: simplified to %s, which differs in value", data, s)
				}
			}
		}
		m, n, err := ParseMapOfSSAIDs(c, nil, data, DelimNone, func(bool, int) (int, *ParseError) { return 0, nil })
		if err == nil && (n > len(data) || m == nil) {
			t.Fatalf("ParseMapOfSSAIDs consumed %d of %d bytes", n, len(data))
		}
	})
}

// pureMap reports whether every result of m is pure affine.
func pureMap(m *Map) bool {
	for _, r := range m.Results {
		if !IsPureAffine(r) {
			return false
		}
	}
	return true
}
