package ir_test

import (
	"fmt"
	"testing"

	"github.com/gomlir/gomlir/ir"
)

// cfgSrc is a diamond bb0 -> {bb1, bb2} -> bb3 with an unreachable bb4, an
// op with a nested region in bb0, and single-block regions of each kind.
const cfgSrc = `"t.f"() ({
^bb0(%arg: i32):
  %a = "t.a"() {tag = "a"} : () -> i32
  "t.nest"() ({
    %in = "t.in"(%a) {tag = "in"} : (i32) -> i32
    "t.inuse"(%in) {tag = "inuse"} : (i32) -> ()
  }) {tag = "nest"} : () -> ()
  %n = "t.nest2"() ({
    "t.nuse"(%n) {tag = "nuse"} : (i32) -> ()
  }) {tag = "nest2"} : () -> i32
  "t.br"()[^bb1, ^bb2] {tag = "br0"} : () -> ()
^bb1(%b1arg: i32):
  %b = "t.b"() {tag = "b"} : () -> i32
  "t.br"()[^bb3] : () -> ()
^bb2:
  "t.br"()[^bb3] {tag = "br2"} : () -> ()
^bb3:
  "t.join"() {tag = "join"} : () -> ()
  "t.ret"() : () -> ()
^bb4:
  %u = "t.unreach"() {tag = "unreach"} : () -> i32
  "t.br"()[^bb3] : () -> ()
}) {tag = "f"} : () -> ()
"tt.graph"() ({
  "t.g0"(%g1) {tag = "g0"} : (i32) -> ()
  %g1 = "t.g1"() {tag = "g1"} : () -> i32
}) : () -> ()
"tt.ssa"() ({
  "t.s0"() {tag = "s0"} : () -> ()
  %s1 = "t.s1"() {tag = "s1"} : () -> i32
  "tt.term"() : () -> ()
}) : () -> ()
"t.unregistered"() ({
  "t.u0"() {tag = "u0"} : () -> ()
  %u1 = "t.u1"() {tag = "u1"} : () -> i32
}) : () -> ()
`

func TestDominance(t *testing.T) {
	ctx := newCtx(t)
	m := parse(t, ctx, cfgSrc)
	ops := tagged(m)
	bb := ops["f"].Region(0).Blocks()
	dom := ir.NewDominanceInfo()

	blockTests := []struct {
		a, b int
		want bool
	}{
		{0, 0, true}, {0, 1, true}, {0, 3, true}, {1, 3, false}, {2, 3, false},
		{3, 3, true}, {3, 0, false}, {1, 2, false},
		// An unreachable block is dominated by every block and dominates
		// none but itself.
		{0, 4, true}, {1, 4, true}, {4, 4, true}, {4, 3, false}, {4, 0, false},
	}
	for _, tc := range blockTests {
		if got := dom.Dominates(bb[tc.a], bb[tc.b]); got != tc.want {
			t.Errorf("bb%d dominates bb%d: %v", tc.a, tc.b, got)
		}
	}
	// A block dominates the blocks nested in its ops.
	nested := ops["in"].Block()
	if !dom.Dominates(bb[0], nested) || dom.Dominates(bb[1], nested) || dom.Dominates(nested, bb[0]) {
		t.Error("dominance of a nested block")
	}
	for i, want := range []bool{true, true, true, true, false} {
		if got := dom.IsReachableFromEntry(bb[i]); got != want {
			t.Errorf("bb%d reachable: %v", i, got)
		}
	}
	idoms := []*ir.Block{nil, bb[0], bb[0], bb[0], nil}
	for i, want := range idoms {
		if got := dom.Idom(bb[i]); got != want {
			t.Errorf("idom of bb%d", i)
		}
	}

	res := func(tag string) *ir.Value { return ops[tag].Result(0) }
	valueTests := []struct {
		name string
		v    *ir.Value
		user string
		want bool
	}{
		{"def before use, same block", res("a"), "br0", true},
		{"op does not dominate itself", res("a"), "a", false},
		{"def after use, same block", res("b"), "b", false},
		{"entry argument, nested", ops["f"].Region(0).First().Arg(0), "inuse", true},
		{"value into nested region", res("a"), "inuse", true},
		{"nested value does not escape", res("in"), "br0", false},
		{"op does not dominate its regions", res("nest2"), "nuse", false},
		{"def before use, nested block", res("in"), "inuse", true},
		{"across dominating blocks", res("a"), "join", true},
		{"across non-dominating blocks", res("b"), "join", false},
		{"block argument in its block", bb[1].Arg(0), "b", true},
		{"block argument in a block it does not dominate", bb[1].Arg(0), "join", false},
		{"into an unreachable block", res("b"), "unreach", true},
		{"out of an unreachable block", res("unreach"), "join", false},
		{"graph region: use before def", res("g1"), "g0", true},
		{"graph region: def uses itself", res("g1"), "g1", true},
		{"registered SSA region: use before def", res("s1"), "s0", false},
		{"registered SSA region: def uses itself", res("s1"), "s1", false},
		{"unregistered op: maybe a graph region", res("u1"), "u0", true},
		{"other region", res("g1"), "s0", false},
	}
	for _, tc := range valueTests {
		if got := dom.ProperlyDominates(tc.v, ops[tc.user]); got != tc.want {
			t.Errorf("%s: %v", tc.name, got)
		}
	}
	// A detached user is dominated by nothing.
	if dom.ProperlyDominates(res("a"), newOp(ctx, "t.x", nil)) {
		t.Error("detached user")
	}
}

func TestIsBeforeInBlockAfterEdits(t *testing.T) {
	ctx := newCtx(t)
	b := ir.NewBlock()
	var ops []*ir.Operation
	for i := 0; i < 5; i++ {
		op := newOp(ctx, "t.x", nil)
		b.Append(op)
		ops = append(ops, op)
	}
	if !ops[0].IsBeforeInBlock(ops[4]) || ops[3].IsBeforeInBlock(ops[1]) {
		t.Fatal("initial order")
	}
	// Moving invalidates the cached order.
	ops[4].MoveBefore(ops[0])
	if !ops[4].IsBeforeInBlock(ops[0]) || ops[0].IsBeforeInBlock(ops[4]) {
		t.Fatal("order after a move")
	}
	n := newOp(ctx, "t.new", nil)
	b.InsertBefore(n, ops[2])
	if !ops[1].IsBeforeInBlock(n) || !n.IsBeforeInBlock(ops[2]) {
		t.Fatal("order after an insertion")
	}
}

// TestDominanceSubtreeAndInvalidate checks that Subtree lists a dominator
// subtree in the tree's depth-first preorder, children in CFG preorder
// (bb2 is reached through bb1 first but dominated by bb0 only, so it comes
// after bb1's child bb3), and that queries answer from the tree as built
// until Invalidate.
func TestDominanceSubtreeAndInvalidate(t *testing.T) {
	ctx := newCtx(t)
	m := parse(t, ctx, `"t.f"() ({
^bb0:
  "t.br"()[^bb1, ^bb2] : () -> ()
^bb1:
  "t.br"()[^bb2, ^bb3] : () -> ()
^bb2:
  "t.ret"() : () -> ()
^bb3:
  "t.ret"() : () -> ()
}) : () -> ()`)
	f := m.Region(0).First().First()
	bb := f.Region(0).Blocks()
	dom := ir.NewDominanceInfo()
	index := map[*ir.Block]int{}
	for i, b := range bb {
		index[b] = i
	}
	var got []int
	for _, b := range dom.Subtree(bb[0]) {
		got = append(got, index[b])
	}
	if want := []int{0, 1, 3, 2}; fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("Subtree(bb0) = %v, want %v", got, want)
	}
	if n := len(dom.Subtree(bb[1])); n != 2 {
		t.Errorf("Subtree(bb1) has %d blocks, want 2", n)
	}
	// bb0 no longer reaches bb1: the cached tree still says it dominates
	// bb3 through bb1 until the region's tree is invalidated.
	bb[0].Last().SetSuccessor(0, bb[2])
	if !dom.Dominates(bb[1], bb[3]) {
		t.Error("cached tree: bb1 should dominate bb3")
	}
	dom.Invalidate(f.Region(0))
	if dom.Subtree(bb[1]) != nil {
		t.Error("rebuilt tree: unreachable bb1 should have no subtree")
	}
}
