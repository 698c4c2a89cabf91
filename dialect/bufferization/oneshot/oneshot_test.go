package oneshot

import (
	"testing"

	"github.com/gomlir/gomlir/ir"
)

// TestMT19937 checks the generator against std::mt19937: its default seed
// 5489 gives 3499211612 first and 4123659995 as the 10000th number.
func TestMT19937(t *testing.T) {
	g := newMT19937(5489)
	if v := g.next(); v != 3499211612 {
		t.Fatalf("first output %d, want 3499211612", v)
	}
	var v uint32
	for i := 2; i <= 10000; i++ {
		v = g.next()
	}
	if v != 4123659995 {
		t.Fatalf("10000th output %d, want 4123659995", v)
	}
}

// TestClassesOrder checks that unions keep the first class's leader and
// append the second class's members, as LLVM's EquivalenceClasses (the
// order of alias sets in dump-alias-sets).
func TestClassesOrder(t *testing.T) {
	vals := make([]*ir.Value, 4)
	b := ir.NewBlock()
	ctx := ir.NewContext()
	for i := range vals {
		vals[i] = b.AddArg(ctx.IndexType(), ctx.UnknownLoc())
	}
	c := newClasses()
	for _, v := range vals {
		c.insert(v)
	}
	c.union(vals[2], vals[3])
	c.union(vals[1], vals[0])
	c.union(vals[1], vals[2])
	var got []int
	c.each(vals[3], func(v *ir.Value) { got = append(got, v.Index()) })
	want := []int{1, 0, 2, 3}
	for i := range want {
		if i >= len(got) || got[i] != want[i] {
			t.Fatalf("members %v, want %v", got, want)
		}
	}
	if !c.same(vals[0], vals[3]) || c.leader(vals[3]) != vals[1] {
		t.Fatal("union lost a member or its leader")
	}
}
