package asm

import "testing"

// TestPunctKind checks that the punctuation table agrees with punctKinds
// and knows nothing else.
func TestPunctKind(t *testing.T) {
	for s, want := range punctKinds {
		if k, ok := punctKind(s); !ok || k != want {
			t.Errorf("%q: kind %v, %v; want %v", s, k, ok, want)
		}
	}
	for _, s := range []string{"", "#", "a", "=>", "é"} {
		if _, ok := punctKind(s); ok {
			t.Errorf("%q: reported as punctuation", s)
		}
	}
}
