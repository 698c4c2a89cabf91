package ir_test

import (
	"fmt"
	"testing"

	"github.com/gomlir/gomlir/ir"
)

// useSetup makes a value %v, an unrelated value %w, and three users of %v
// created in the order u0 (one use), u1 (%v twice), u2 (%w then %v).
func useSetup(ctx *ir.Context) (v, w *ir.Value, users []*ir.Operation) {
	i32 := ctx.I(32)
	def := newOp(ctx, "t.def", nil, i32, i32)
	v, w = def.Result(0), def.Result(1)
	users = []*ir.Operation{
		newOp(ctx, "t.u0", []*ir.Value{v}),
		newOp(ctx, "t.u1", []*ir.Value{v, v}),
		newOp(ctx, "t.u2", []*ir.Value{w, v}),
	}
	return v, w, users
}

// useString describes a use list as owner#index, newest use first.
func useString(v *ir.Value) string {
	var s []string
	for _, u := range v.UseList() {
		if u.Get() != v {
			return "use not pointing at its value"
		}
		s = append(s, fmt.Sprintf("%s#%d", u.Owner().Name()[2:], u.Index()))
	}
	return fmt.Sprint(s)
}

func TestUseLists(t *testing.T) {
	ctx := ir.NewContext()
	v, w, users := useSetup(ctx)
	// As upstream, a new use goes to the front of the list.
	if got := useString(v); got != "[u2#1 u1#1 u1#0 u0#0]" {
		t.Fatalf("uses of v: %s", got)
	}
	if got := names(v.Users()); fmt.Sprint(got) != "[t.u2 t.u1 t.u1 t.u0]" {
		t.Fatalf("users of v: %v", got)
	}
	if !w.HasOneUse() || v.HasOneUse() || !v.HasUses() {
		t.Fatal("HasOneUse/HasUses")
	}
	n := 0
	v.Uses(func(*ir.OpOperand) { n++ })
	if n != 4 || v.FirstUse().Owner() != users[2] || v.FirstUse().Next().Owner() != users[1] {
		t.Fatal("Uses/FirstUse/Next")
	}

	// SetOperand moves one use to the front of the new value's list.
	users[0].SetOperand(0, w)
	if got := useString(w); got != "[u0#0 u2#0]" {
		t.Fatalf("after SetOperand, uses of w: %s", got)
	}
	if got := useString(v); got != "[u2#1 u1#1 u1#0]" {
		t.Fatalf("after SetOperand, uses of v: %s", got)
	}

	// ReplaceUsesIf replaces only the chosen uses.
	v.ReplaceUsesIf(w, func(u *ir.OpOperand) bool { return u.Owner() == users[1] && u.Index() == 0 })
	if got := useString(v); got != "[u2#1 u1#1]" {
		t.Fatalf("after ReplaceUsesIf, uses of v: %s", got)
	}
	if users[1].Operand(0) != w || users[1].Operand(1) != v {
		t.Fatal("ReplaceUsesIf changed the wrong operand")
	}

	// ReplaceAllUsesWith moves every use; with itself it is a no-op.
	v.ReplaceAllUsesWith(v)
	if got := useString(v); got != "[u2#1 u1#1]" {
		t.Fatalf("RAUW with itself: %s", got)
	}
	v.ReplaceAllUsesWith(w)
	if v.HasUses() || len(v.Users()) != 0 {
		t.Fatal("v keeps uses after RAUW")
	}
	if got := useString(w); got != "[u1#1 u2#1 u1#0 u0#0 u2#0]" {
		t.Fatalf("after RAUW, uses of w: %s", got)
	}

	// DropAllUses leaves null operands.
	w.DropAllUses()
	if w.HasUses() || users[2].Operand(0) != nil || users[2].Operand(1) != nil {
		t.Fatal("DropAllUses")
	}
}

func TestOpReplaceAllUsesWithAndUseEmpty(t *testing.T) {
	ctx := ir.NewContext()
	i32 := ctx.I(32)
	a := newOp(ctx, "t.a", nil, i32, i32)
	b := newOp(ctx, "t.b", nil, i32, i32)
	u := newOp(ctx, "t.u", []*ir.Value{a.Result(1), a.Result(0), a.Result(1)})
	if a.UseEmpty() || !b.UseEmpty() {
		t.Fatal("UseEmpty")
	}
	a.ReplaceAllUsesWith(b.Results())
	if !a.UseEmpty() || fmt.Sprint(u.Operands()) != fmt.Sprint([]*ir.Value{b.Result(1), b.Result(0), b.Result(1)}) {
		t.Fatal("Operation.ReplaceAllUsesWith")
	}
}

// TestOperationShapes creates operations with 0..5 results and operands
// (co-allocated and separately allocated shapes) and checks every accessor.
func TestOperationShapes(t *testing.T) {
	ctx := ir.NewContext()
	types := []ir.Type{ctx.I(1), ctx.I(2), ctx.I(3), ctx.I(4), ctx.I(5)}
	src := newOp(ctx, "t.src", nil, types...)
	for nres := 0; nres <= 5; nres++ {
		for nopd := 0; nopd <= 5; nopd++ {
			opds := make([]*ir.Value, nopd)
			for i := range opds {
				opds[i] = src.Result((i * 2) % 5)
			}
			op := newOp(ctx, "t.op", opds, types[:nres]...)
			name := fmt.Sprintf("(%d results, %d operands)", nres, nopd)
			if op.NumResults() != nres || op.NumOperands() != nopd || len(op.Results()) != nres || len(op.Operands()) != nopd {
				t.Fatalf("%s: counts %d %d", name, op.NumResults(), op.NumOperands())
			}
			for i := 0; i < nres; i++ {
				r := op.Result(i)
				if r.DefiningOp() != op || r.Index() != i || r.Type() != types[i] || r.IsBlockArgument() || r.HasUses() {
					t.Fatalf("%s: result %d", name, i)
				}
				if op.ResultTypes()[i] != types[i] || op.Results()[i] != r {
					t.Fatalf("%s: result list %d", name, i)
				}
			}
			for i := 0; i < nopd; i++ {
				u := op.OpOperand(i)
				if u.Owner() != op || u.Index() != i || u.Get() != opds[i] || op.Operand(i) != opds[i] || op.OperandTypes()[i] != opds[i].Type() {
					t.Fatalf("%s: operand %d", name, i)
				}
			}
			if op.Loc() != ctx.UnknownLoc() || op.NumRegions() != 0 || op.NumSuccessors() != 0 || op.Block() != nil {
				t.Fatalf("%s: defaults", name)
			}
			op.Erase()
			if op.NumOperands() != nopd {
				t.Fatalf("%s: Erase changed the operand count", name)
			}
			for i := 0; i < nopd; i++ {
				if op.Operand(i) != nil {
					t.Fatalf("%s: operand %d kept after Erase", name, i)
				}
			}
		}
	}
	for i := 0; i < 5; i++ {
		if src.Result(i).HasUses() {
			t.Fatalf("result %d keeps uses of erased ops", i)
		}
	}
}

func TestOperandMutation(t *testing.T) {
	ctx := ir.NewContext()
	src := newOp(ctx, "t.src", nil, ctx.I(1), ctx.I(2), ctx.I(3), ctx.I(4))
	r := src.Results()
	type step struct {
		do   func(op *ir.Operation)
		want []int // result numbers of the operands afterwards
	}
	tests := []struct {
		name  string
		start []int
		steps []step
	}{
		{"set operands grows then shrinks", []int{0}, []step{
			{func(op *ir.Operation) { op.SetOperands([]*ir.Value{r[1], r[2], r[3], r[0]}) }, []int{1, 2, 3, 0}},
			{func(op *ir.Operation) { op.SetOperands(nil) }, nil},
			{func(op *ir.Operation) { op.SetOperands([]*ir.Value{r[3], r[3]}) }, []int{3, 3}},
		}},
		{"erase first, middle, last", []int{0, 1, 2, 3}, []step{
			{func(op *ir.Operation) { op.EraseOperand(1) }, []int{0, 2, 3}},
			{func(op *ir.Operation) { op.EraseOperand(2) }, []int{0, 2}},
			{func(op *ir.Operation) { op.EraseOperand(0) }, []int{2}},
			{func(op *ir.Operation) { op.EraseOperand(0) }, nil},
		}},
		{"set operand", []int{0, 0, 0}, []step{
			{func(op *ir.Operation) { op.SetOperand(1, r[2]) }, []int{0, 2, 0}},
			{func(op *ir.Operation) { op.SetOperand(2, r[2]) }, []int{0, 2, 2}},
		}},
	}
	for _, tc := range tests {
		opds := make([]*ir.Value, len(tc.start))
		for i, n := range tc.start {
			opds[i] = r[n]
		}
		op := newOp(ctx, "t.op", opds, ctx.I(8))
		for si, s := range tc.steps {
			s.do(op)
			if op.NumOperands() != len(s.want) {
				t.Fatalf("%s step %d: %d operands", tc.name, si, op.NumOperands())
			}
			for i, n := range s.want {
				if op.Operand(i) != r[n] || op.OpOperand(i).Index() != i || op.OpOperand(i).Owner() != op {
					t.Fatalf("%s step %d: operand %d", tc.name, si, i)
				}
			}
			// Each result's use list holds exactly the operands using it.
			for n := range r {
				count := 0
				for _, m := range s.want {
					if m == n {
						count++
					}
				}
				if got := len(r[n].UseList()); got != count {
					t.Fatalf("%s step %d: result %d has %d uses, want %d", tc.name, si, n, got, count)
				}
			}
		}
		op.Erase()
	}
}

func TestSuccessorsAndPredecessors(t *testing.T) {
	ctx := newCtx(t)
	m := parse(t, ctx, `"t.f"() ({
^bb0:
  "t.br"()[^bb1, ^bb2, ^bb1] {tag = "br0"} : () -> ()
^bb1:
  "t.br"()[^bb2] {tag = "br1"} : () -> ()
^bb2:
  "t.ret"() : () -> ()
}) : () -> ()`)
	ops := tagged(m)
	br0, br1 := ops["br0"], ops["br1"]
	bb := br0.ParentRegion().Blocks()
	if len(bb) != 3 || br0.NumSuccessors() != 3 || br0.Successor(0) != bb[1] || br0.Successor(1) != bb[2] {
		t.Fatal("successors")
	}
	if fmt.Sprint(bb[0].Successors()) != fmt.Sprint([]*ir.Block{bb[1], bb[2], bb[1]}) {
		t.Fatal("Block.Successors")
	}
	if p := bb[1].Predecessors(); len(p) != 2 || p[0] != bb[0] || p[1] != bb[0] {
		t.Fatalf("predecessors of bb1: %v", p)
	}
	if bb[1].SinglePredecessor() != nil || bb[1].UniquePredecessor() != bb[0] {
		t.Fatal("bb1 single/unique predecessor")
	}
	if bb[2].UniquePredecessor() != nil || !bb[0].HasNoPredecessors() {
		t.Fatal("bb2 has two predecessor blocks")
	}
	br0.SetSuccessor(1, bb[1])
	if bb[2].SinglePredecessor() != bb[1] || len(bb[1].Predecessors()) != 3 {
		t.Fatal("SetSuccessor")
	}
	bb[1].ReplaceAllUsesWith(bb[2])
	if !bb[1].HasNoPredecessors() || br0.Successor(2) != bb[2] || len(bb[2].Predecessors()) != 4 {
		t.Fatal("Block.ReplaceAllUsesWith")
	}
	br1.Erase()
	if len(bb[2].Predecessors()) != 3 {
		t.Fatal("an erased terminator keeps its successor uses")
	}
	if bb[0].IsEntry() != true || bb[1].IsEntry() || bb[0].ParentOp().Name() != "t.f" {
		t.Fatal("IsEntry/ParentOp")
	}
}
