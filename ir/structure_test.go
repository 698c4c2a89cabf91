package ir_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/ir"
)

const nestedSrc = `"t.outer"() ({
^bb0(%arg: i32):
  %0 = "t.a"(%arg) {tag = "a"} : (i32) -> i32
  "t.mid"() ({
    %1 = "t.b"(%0) {tag = "b"} : (i32) -> i32
    "t.c"(%1, %arg) {tag = "c"} : (i32, i32) -> ()
  }, {
    "t.d"() {tag = "d"} : () -> ()
  }) {tag = "mid"} : () -> ()
  "t.e"(%0) {tag = "e"} : (i32) -> ()
}) {tag = "outer"} : () -> ()
`

func TestWalkOrders(t *testing.T) {
	ctx := newCtx(t)
	m := parse(t, ctx, nestedSrc)
	outer := tagged(m)["outer"]
	tests := []struct {
		name string
		pre  bool
		stop string // tag at which the callback returns ...
		res  ir.WalkResult
		want string
		done bool
	}{
		{"post-order", false, "", 0, "a b c d mid e outer", true},
		{"pre-order", true, "", 0, "outer a mid b c d e", true},
		{"pre-order skip", true, "mid", ir.WalkSkip, "outer a mid e", true},
		{"post-order skip is advance", false, "b", ir.WalkSkip, "a b c d mid e outer", true},
		{"pre-order interrupt", true, "b", ir.WalkInterrupt, "outer a mid b", false},
		{"post-order interrupt", false, "d", ir.WalkInterrupt, "a b c d", false},
		{"post-order interrupt at root", false, "outer", ir.WalkInterrupt, "a b c d mid e outer", false},
	}
	for _, tc := range tests {
		var seen []string
		f := func(op *ir.Operation) ir.WalkResult {
			tag := op.Attr("tag").(*ir.StringAttr).Value
			seen = append(seen, tag)
			if tag == tc.stop {
				return tc.res
			}
			return ir.WalkAdvance
		}
		var done bool
		if tc.pre {
			done = outer.WalkPre(f)
		} else {
			done = outer.Walk(f)
		}
		if got := strings.Join(seen, " "); got != tc.want || done != tc.done {
			t.Errorf("%s: visited %q (completed %v), want %q (%v)", tc.name, got, done, tc.want, tc.done)
		}
	}
	// A post-order walk may erase the op it visits.
	outer.Walk(func(op *ir.Operation) ir.WalkResult {
		if op.Name() == "t.e" || op.Name() == "t.c" {
			op.Erase()
		}
		return ir.WalkAdvance
	})
	var seen []string
	outer.Each(func(op *ir.Operation) { seen = append(seen, op.Name()) })
	if got := strings.Join(seen, " "); got != "t.a t.b t.d t.mid t.outer" {
		t.Fatalf("after erasing while walking: %s", got)
	}
}

func TestEraseMoveRemove(t *testing.T) {
	ctx := newCtx(t)
	m := parse(t, ctx, nestedSrc)
	ops := tagged(m)
	a, mid, e := ops["a"], ops["mid"], ops["e"]
	body := a.Block()
	order := func() string { return strings.Join(names(body.Ops()), " ") }
	e.MoveBefore(a)
	if order() != "e a mid" || body.First() != e || e.PrevInBlock() != nil || a.PrevInBlock() != e {
		t.Fatalf("MoveBefore: %s", order())
	}
	e.MoveAfter(mid)
	if order() != "a mid e" || body.Last() != e || mid.NextInBlock() != e {
		t.Fatalf("MoveAfter last: %s", order())
	}
	a.MoveAfter(mid)
	if order() != "mid a e" || !mid.IsBeforeInBlock(a) || !a.IsBeforeInBlock(e) || e.IsBeforeInBlock(mid) {
		t.Fatalf("MoveAfter middle: %s", order())
	}
	// Moving into another block.
	d := ops["d"]
	d.MoveBefore(a)
	if order() != "mid d a e" || d.ParentOp() != ops["outer"] || d.ParentRegion() != body.Parent() {
		t.Fatalf("move across blocks: %s", order())
	}
	if !mid.Region(1).First().Empty() {
		t.Fatal("the source block keeps the moved op")
	}
	d.Remove()
	if order() != "mid a e" || d.Block() != nil || d.ParentOp() != nil || d.ParentRegion() != nil {
		t.Fatalf("Remove: %s", order())
	}
	d.Remove() // removing a detached op is a no-op
	body.InsertBefore(d, nil)
	body.InsertBefore(d.Clone(ctx, nil), body.First())
	if order() != "d mid a e d" {
		t.Fatalf("InsertBefore: %s", order())
	}
	// Erasing an op drops the uses held inside it.
	arg := body.Arg(0)
	if len(arg.Users()) != 2 {
		t.Fatalf("arg has %d users", len(arg.Users()))
	}
	mid.Erase()
	if len(arg.Users()) != 1 || arg.Users()[0] != a {
		t.Fatal("erasing an op with regions kept nested uses")
	}
	if !ops["outer"].IsAncestor(a) || ops["outer"].IsProperAncestor(ops["outer"]) || a.IsAncestor(ops["outer"]) {
		t.Fatal("IsAncestor")
	}
}

func TestClone(t *testing.T) {
	ctx := newCtx(t)
	m := parse(t, ctx, nestedSrc)
	ops := tagged(m)
	outer, mid, a := ops["outer"], ops["mid"], ops["a"]
	before := generic(t, ctx, m)

	// A full clone prints like the original and uses nothing inside it.
	c := outer.Clone(ctx, nil)
	m.Region(0).First().Append(c)
	printed := generic(t, ctx, m)
	if strings.Count(printed, `"t.outer"`) != 2 {
		t.Fatalf("clone not printed:\n%s", printed)
	}
	c.Remove()
	if generic(t, ctx, m) != before {
		t.Fatal("cloning changed the original")
	}
	inClone := map[*ir.Operation]bool{}
	c.Each(func(op *ir.Operation) { inClone[op] = true })
	c.Each(func(op *ir.Operation) {
		for _, v := range op.Operands() {
			if def := v.DefiningOp(); def != nil && !inClone[def] || v.IsBlockArgument() && !inClone[v.OwnerBlock().ParentOp()] {
				t.Fatalf("%s in the clone uses a value from outside", op.Name())
			}
		}
	})
	if !ir.RegionsEquivalent(outer, c) {
		t.Fatal("the clone is not equivalent to the original")
	}

	// Cloning with a mapping remaps operands defined outside and records
	// the clone's results and nested values.
	i32 := ctx.I(32)
	repl := newOp(ctx, "t.repl", nil, i32)
	mp := ir.NewMapping()
	mp.Map(a.Result(0), repl.Result(0))
	mc := mid.Clone(ctx, mp)
	b := tagged(mc)["b"]
	if b.Operand(0) != repl.Result(0) {
		t.Fatal("mapped operand not replaced")
	}
	if got := tagged(mc)["c"].Operand(1); got != a.Block().Arg(0) {
		t.Fatal("unmapped operand not kept")
	}
	if !mp.Contains(ops["b"].Result(0)) || mp.Lookup(ops["b"].Result(0)) != b.Result(0) {
		t.Fatal("nested result not recorded in the mapping")
	}
	if mp.Lookup(repl.Result(0)) != repl.Result(0) || mp.Contains(repl.Result(0)) {
		t.Fatal("Lookup of an unmapped value")
	}

	// CloneWithoutRegions keeps the regions' number, empty, and the
	// attributes, properties, location and result types.
	mid.SetLoc(ctx.NameLoc("here", nil))
	w := mid.CloneWithoutRegions(ctx, nil)
	if w.NumRegions() != 2 || !w.Region(0).Empty() || !w.Region(1).Empty() || w.Attrs() != mid.Attrs() || w.Loc() != mid.Loc() {
		t.Fatal("CloneWithoutRegions")
	}
	if w.Region(1).ParentOp() != w || w.Region(1).Index() != 1 {
		t.Fatal("regions of the clone do not belong to it")
	}
}

func TestBlockArguments(t *testing.T) {
	ctx := newCtx(t)
	b := ir.NewBlock()
	loc := ctx.NameLoc("x", nil)
	a0 := b.AddArg(ctx.I(1), loc)
	a2 := b.AddArg(ctx.I(3), nil)
	a1 := b.InsertArg(1, ctx.I(2), ctx.UnknownLoc())
	a00 := b.InsertArg(0, ctx.I(0), nil)
	check := func(want ...*ir.Value) {
		t.Helper()
		if b.NumArgs() != len(want) || len(b.Args()) != len(want) {
			t.Fatalf("%d arguments", b.NumArgs())
		}
		for i, v := range want {
			if b.Arg(i) != v || v.Index() != i || v.OwnerBlock() != b || !v.IsBlockArgument() || v.DefiningOp() != nil {
				t.Fatalf("argument %d", i)
			}
		}
	}
	check(a00, a0, a1, a2)
	if a0.Loc() != loc || a0.Type() != ctx.I(1) {
		t.Fatal("argument location/type")
	}
	a0.SetLoc(ctx.UnknownLoc())
	a0.SetType(ctx.I(9))
	if a0.Loc() != ctx.UnknownLoc() || a0.Type() != ctx.I(9) {
		t.Fatal("SetLoc/SetType")
	}
	b.EraseArg(1)
	check(a00, a1, a2)
	b.EraseArg(2)
	check(a00, a1)
	b.EraseArg(0)
	check(a1)
	if a1.ParentRegion() != nil {
		t.Fatal("argument of a detached block has a region")
	}
	r := &ir.Region{}
	r.Append(b)
	if a1.ParentRegion() != r || b.Parent() != r || !b.IsEntry() {
		t.Fatal("block in region")
	}
}

func TestRegionsAndBlocks(t *testing.T) {
	ctx := newCtx(t)
	st := &ir.OperationState{Name: ctx.OpInfo("t.r")}
	r0 := st.AddRegion()
	st.AddRegion()
	b1, b2, b3 := ir.NewBlock(), ir.NewBlock(), ir.NewBlock()
	r0.Append(b2)
	r0.InsertBefore(b1, b2)
	r0.Append(b3)
	op := ir.NewOperation(ctx, st)
	if !r0.Empty() {
		t.Fatal("the state's region keeps its blocks")
	}
	r := op.Region(0)
	if fmt.Sprint(r.Blocks()) != fmt.Sprint([]*ir.Block{b1, b2, b3}) || r.NumBlocks() != 3 || r.HasOneBlock() {
		t.Fatal("blocks moved into the op")
	}
	if b1.Parent() != r || b2.ParentOp() != op || r.First() != b1 || r.Last() != b3 || b2.Prev() != b1 || b2.Next() != b3 {
		t.Fatal("block links")
	}
	if r.Index() != 0 || op.Region(1).Index() != 1 || op.Region(1).ParentOp() != op {
		t.Fatal("Region.Index")
	}
	if (&ir.Region{}).Index() != -1 {
		t.Fatal("a detached region has an index")
	}
	b2.Erase()
	if r.NumBlocks() != 2 || b1.Next() != b3 || b3.Prev() != b1 || b2.Parent() != nil {
		t.Fatal("Block.Erase")
	}
	b1.Remove()
	b3.Remove()
	if !r.Empty() || r.First() != nil || r.Last() != nil {
		t.Fatal("Block.Remove")
	}
	op.Region(1).Append(b1)
	r.TakeBody(op.Region(1))
	if r.First() != b1 || b1.Parent() != r || !op.Region(1).Empty() || !r.HasOneBlock() {
		t.Fatal("TakeBody")
	}
	r.TakeBody(r)
	if r.First() != b1 {
		t.Fatal("TakeBody of itself")
	}
	// Taking a body drops the blocks the region had, and their uses.
	def := newOp(ctx, "t.def", nil, ctx.I(1))
	b1.Append(newOp(ctx, "t.use", []*ir.Value{def.Result(0)}))
	nb := ir.NewBlock()
	op.Region(1).Append(nb)
	r.TakeBody(op.Region(1))
	if r.First() != nb || !r.HasOneBlock() || b1.Parent() != nil || b1.Next() != nil || def.Result(0).HasUses() {
		t.Fatal("TakeBody into a region with blocks")
	}
	b1 = nb
	// Region ancestry.
	inner := ir.NewOperation(ctx, &ir.OperationState{Name: ctx.OpInfo("t.in"), Regions: []*ir.Region{{}}})
	b1.Append(inner)
	ib := ir.NewBlock()
	inner.Region(0).Append(ib)
	leaf := newOp(ctx, "t.leaf", nil)
	ib.Append(leaf)
	if !r.IsAncestor(inner.Region(0)) || inner.Region(0).IsAncestor(r) || !r.IsAncestor(r) || op.Region(1).IsAncestor(inner.Region(0)) {
		t.Fatal("Region.IsAncestor")
	}
	if r.FindAncestorOpInRegion(leaf) != inner || inner.Region(0).FindAncestorOpInRegion(leaf) != leaf || op.Region(1).FindAncestorOpInRegion(leaf) != nil {
		t.Fatal("FindAncestorOpInRegion")
	}
}

func TestBuilderInsertionPoints(t *testing.T) {
	ctx := newCtx(t)
	bd := ir.NewBuilder(ctx)
	var created []string
	bd.Listener = func(op *ir.Operation) { created = append(created, op.Name()) }
	mk := func(name string) *ir.Operation {
		return bd.Create(&ir.OperationState{Name: ctx.OpInfo(name)})
	}
	detached := mk("t.detached")
	if detached.Block() != nil || bd.InsertionBlock() != nil {
		t.Fatal("a builder without insertion point inserted an op")
	}
	r := &ir.Region{}
	b := bd.CreateBlock(r, []ir.Type{ctx.I(1), ctx.I(2)}, []ir.Location{ctx.NameLoc("l", nil)})
	if b.NumArgs() != 2 || b.Arg(0).Loc() != ctx.NameLoc("l", nil) || b.Arg(1).Loc() != ctx.UnknownLoc() || r.First() != b {
		t.Fatal("CreateBlock")
	}
	if bd.InsertionBlock() != b || bd.InsertionPoint() != nil {
		t.Fatal("CreateBlock moves the insertion point to the block end")
	}
	x := mk("t.x")
	mk("t.y")
	bd.SetInsertionPointToStart(b)
	mk("t.first")
	bd.SetInsertionPoint(x)
	mk("t.beforex")
	bd.SetInsertionPointAfter(x)
	mk("t.afterx")
	bd.SetInsertionPointToEnd(b)
	mk("t.last")
	bd.ClearInsertionPoint()
	mk("t.detached2")
	bd.SetInsertionPointToEnd(b)
	bd.Insert(detached)
	want := "t.first t.beforex t.x t.afterx t.y t.last t.detached"
	if got := strings.Join(names(b.Ops()), " "); got != want {
		t.Fatalf("block: %s\nwant: %s", got, want)
	}
	if len(created) != 9 {
		t.Fatalf("listener saw %d ops: %v", len(created), created)
	}
}

func TestAttributesOnOps(t *testing.T) {
	ctx := newCtx(t)
	u := ctx.UnitAttr()
	op := ir.NewOperation(ctx, &ir.OperationState{Name: ctx.LookupOp("tt.props"), Attrs: []ir.NamedAttr{
		{Name: "z", Value: u}, {Name: "y", Value: ctx.StringAttr("inherent")}, {Name: "a", Value: u},
	}})
	props, _ := op.Props().(*ir.DictionaryAttr)
	if props == nil || props.Len() != 1 || props.Get("y") == nil || op.Attr("y") != nil || op.Attrs().Len() != 2 {
		t.Fatal("inherent attributes not split into properties")
	}
	if op.InherentAttr("y") != ctx.StringAttr("inherent") || op.InherentAttr("z") != u {
		t.Fatal("InherentAttr")
	}
	all := func() string {
		var s []string
		for _, a := range op.AllAttrs() {
			s = append(s, a.Name)
		}
		return strings.Join(s, " ")
	}
	if got := all(); got != "a y z" {
		t.Fatalf("AllAttrs: %s", got)
	}
	op.SetInherentAttr(ctx, "b", u)
	op.SetAttr(ctx, "c", u)
	if got := all(); got != "a b c y z" || op.Props().(*ir.DictionaryAttr).Len() != 2 {
		t.Fatalf("AllAttrs after set: %s", got)
	}
	op.SetAttr(ctx, "a", nil)
	op.SetAttr(ctx, "c", nil)
	op.SetAttr(ctx, "z", nil)
	if op.Attrs() != nil || all() != "b y" {
		t.Fatalf("AllAttrs after removing the discardable ones: %s", all())
	}
	op.SetInherentAttr(ctx, "b", nil)
	op.SetInherentAttr(ctx, "y", nil)
	if op.Props() != nil || op.AllAttrs() != nil {
		t.Fatal("properties left after removing all")
	}
	op.SetAttrs(ctx.DictionaryAttr(nil))
	if op.Attrs() != nil {
		t.Fatal("SetAttrs keeps an empty dictionary")
	}
	// Unregistered ops keep every attribute discardable.
	un := ir.NewOperation(ctx, &ir.OperationState{Name: ctx.OpInfo("t.un"), Attrs: []ir.NamedAttr{{Name: "y", Value: u}}})
	un.SetInherentAttr(ctx, "sym_name", ctx.StringAttr("s"))
	if un.Props() != nil || un.Attrs().Len() != 2 {
		t.Fatal("unregistered op attributes")
	}
}

func TestIsBlockTerminator(t *testing.T) {
	ctx := newCtx(t)
	m := parse(t, ctx, `"t.f"() ({
  "tt.term"() {tag = "early"} : () -> ()
  "t.x"() : () -> ()
  "tt.term"() {tag = "last"} : () -> ()
}) : () -> ()
"t.g"() ({
  "t.x"() {tag = "unreg"} : () -> ()
}) : () -> ()`)
	ops := tagged(m)
	if ops["early"].IsBlockTerminator() || !ops["last"].IsBlockTerminator() || ops["unreg"].IsBlockTerminator() {
		t.Fatal("IsBlockTerminator")
	}
	if ops["last"].Block().Terminator() != ops["last"] || ops["unreg"].Block().Terminator() != nil {
		t.Fatal("Block.Terminator")
	}
	if detached := ir.NewOperation(ctx, &ir.OperationState{Name: ctx.LookupOp("tt.term")}); detached.IsBlockTerminator() {
		t.Fatal("a detached terminator terminates a block")
	}
}
