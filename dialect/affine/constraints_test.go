package affine

import "testing"

// TestConstraintsEmpty checks the emptiness test of small systems over
// two variables (columns x, y, constant), the last locals of them local.
func TestConstraintsEmpty(t *testing.T) {
	tests := []struct {
		name       string
		eqs, ineqs [][]int64
		empty      bool
		locals     int
	}{
		{"unconstrained", nil, nil, false, 0},
		{"box", nil, [][]int64{{1, 0, 0}, {-1, 0, 10}, {0, 1, 0}, {0, -1, 5}}, false, 0},
		{"crossed bounds", nil, [][]int64{{1, 0, -10}, {-1, 0, 5}}, true, 0},
		{"gcd test", [][]int64{{2, 0, -3}}, nil, true, 0},
		{"inconsistent equalities", [][]int64{{1, 0, -1}, {0, 1, -1}, {1, -1, -1}}, nil, true, 0},
		{"equality inside box", [][]int64{{1, -1, 0}}, [][]int64{{1, 0, 0}, {-1, 0, 3}}, false, 0},
		{"sum bounds", nil, [][]int64{{1, 0, 0}, {0, 1, 0}, {1, 1, -5}, {-1, -1, 3}}, true, 0},
		{"integer tightening", nil, [][]int64{{4, 0, -3}, {-4, 0, 5}}, false, 0},
		{"no integer point", nil, [][]int64{{4, 0, -1}, {-4, 0, 3}}, true, 0},
		{"no integer point on a line", [][]int64{{1, -3, 0}}, [][]int64{{1, 0, -1}, {-1, 0, 2}}, true, 0},
		// y = x ceildiv 7 = 2x + 3: substituting the local y first proves
		// 13x + 21 >= 0 and 13x + 15 <= 0 (x >= -1, x <= -2) contradictory;
		// eliminating x first (y not local) keeps y = 0 and loses parity.
		{"local substituted", [][]int64{{-2, 1, -3}}, [][]int64{{1, -7, 6}, {-1, 7, 0}}, true, 1},
		{"not local (upstream's check does not prove it)", [][]int64{{-2, 1, -3}}, [][]int64{{1, -7, 6}, {-1, 7, 0}}, false, 0},
	}
	for _, tc := range tests {
		c := &constraints{numVars: 2, eqs: tc.eqs, ineqs: tc.ineqs}
		if got := c.isEmpty(2 - tc.locals); got != tc.empty {
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
	if !c.isEmpty(1) {
		t.Fatal("1 <= 4x <= 3 has no integer solution")
	}
}
