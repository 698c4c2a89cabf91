package affine

import "testing"

// TestConstraintsEmpty checks the emptiness test of small systems over
// two variables (columns x, y, constant).
func TestConstraintsEmpty(t *testing.T) {
	tests := []struct {
		name       string
		eqs, ineqs [][]int64
		empty      bool
	}{
		{"unconstrained", nil, nil, false},
		{"box", nil, [][]int64{{1, 0, 0}, {-1, 0, 10}, {0, 1, 0}, {0, -1, 5}}, false},
		{"crossed bounds", nil, [][]int64{{1, 0, -10}, {-1, 0, 5}}, true},
		{"gcd test", [][]int64{{2, 0, -3}}, nil, true},
		{"inconsistent equalities", [][]int64{{1, 0, -1}, {0, 1, -1}, {1, -1, -1}}, nil, true},
		{"equality inside box", [][]int64{{1, -1, 0}}, [][]int64{{1, 0, 0}, {-1, 0, 3}}, false},
		{"sum bounds", nil, [][]int64{{1, 0, 0}, {0, 1, 0}, {1, 1, -5}, {-1, -1, 3}}, true},
		{"integer tightening", nil, [][]int64{{4, 0, -3}, {-4, 0, 5}}, false},
		{"no integer point", nil, [][]int64{{4, 0, -1}, {-4, 0, 3}}, true},
		{"no integer point on a line", [][]int64{{1, -3, 0}}, [][]int64{{1, 0, -1}, {-1, 0, 2}}, true},
	}
	for _, tc := range tests {
		c := &constraints{numVars: 2, eqs: tc.eqs, ineqs: tc.ineqs}
		if got := c.isEmpty(); got != tc.empty {
			t.Errorf("%s: isEmpty = %v, want %v", tc.name, got, tc.empty)
		}
	}
}

// TestRemoveTrivialRedundancy checks that duplicate, dominated and
// trivially true inequalities go and the others are normalized.
func TestRemoveTrivialRedundancy(t *testing.T) {
	c := &constraints{numVars: 1, ineqs: [][]int64{{2, -4}, {1, -1}, {0, 3}, {1, -2}, {3, -3}}}
	c.removeTrivialRedundancy()
	want := [][]int64{{1, -2}}
	if len(c.ineqs) != len(want) {
		t.Fatalf("got %v, want %v", c.ineqs, want)
	}
	for i := range want {
		if !sameRow(c.ineqs[i], want[i]) {
			t.Fatalf("got %v, want %v", c.ineqs, want)
		}
	}
}

// TestConstraintsEmptyOneVariable checks that Fourier-Motzkin elimination
// tightens the bounds of the variable it eliminates.
func TestConstraintsEmptyOneVariable(t *testing.T) {
	c := &constraints{numVars: 1, ineqs: [][]int64{{4, -1}, {-4, 3}}}
	if !c.isEmpty() {
		t.Fatal("1 <= 4x <= 3 has no integer solution")
	}
}
