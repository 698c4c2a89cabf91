package ir_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/ir"
)

const symbolsSrc = `"tt.table"() ({
  "tt.sym"() {sym_name = "a", tag = "a"} : () -> ()
  "tt.table"() ({
    "tt.sym"() {sym_name = "b", sym_visibility = "private", tag = "b"} : () -> ()
    "t.user"() {ref = @b, tag = "inneruser"} : () -> ()
  }) {sym_name = "inner", tag = "inner"} : () -> ()
  "t.user"() {refs = [@a, @inner::@b, {k = @inner}], tag = "user"} : () -> ()
  "t.wrap"() ({
    "t.user"() {ref = @inner::@b, tag = "deepuser"} : () -> ()
  }) {tag = "wrap"} : () -> ()
}) {tag = "top"} : () -> ()
`

// refsString prints symbol references as @a::@b.
func refsString(uses []ir.SymbolUse) string {
	var s []string
	for _, u := range uses {
		r := "@" + u.Ref.Root
		for _, n := range u.Ref.Nested {
			r += "::@" + n
		}
		s = append(s, names([]*ir.Operation{u.User})[0]+":"+r)
	}
	return strings.Join(s, " ")
}

func TestSymbolLookup(t *testing.T) {
	ctx := newCtx(t)
	ctx.RegisterDialect(&ir.Dialect{Name: "t", AllowUnknownOps: true})
	m := parse(t, ctx, symbolsSrc)
	if err := ir.VerifyWithContext(ctx, m); err != nil {
		t.Fatal(err)
	}
	ops := tagged(m)
	tables := ir.NewSymbolTableCollection(ctx)
	ref := func(root string, nested ...string) *ir.SymbolRefAttr { return ctx.SymbolRefAttr(root, nested) }
	lookups := []struct {
		ref  *ir.SymbolRefAttr
		want string // tag, "" for none
	}{
		{ref("a"), "a"},
		{ref("inner"), "inner"},
		{ref("inner", "b"), "b"},
		{ref("b"), ""},
		{ref("a", "b"), ""}, // @a is no symbol table
		{ref("inner", "nope"), ""},
		{ref("nope"), ""},
	}
	for _, tc := range lookups {
		got := tables.LookupSymbolIn(ops["top"], tc.ref)
		if tc.want == "" && got != nil || tc.want != "" && got != ops[tc.want] {
			t.Errorf("lookup %v: %v", tc.ref, got)
		}
	}
	if p, ok := tables.LookupSymbolPath(ops["top"], ref("inner", "b")); !ok || len(p) != 2 || p[0] != ops["inner"] || p[1] != ops["b"] {
		t.Error("LookupSymbolPath")
	}
	if _, ok := tables.LookupSymbolPath(ops["top"], ref("a", "b")); ok {
		t.Error("LookupSymbolPath through a non-table")
	}
	if tables.LookupNearestSymbolFrom(ops["inneruser"], ref("b")) != ops["b"] || tables.LookupNearestSymbolFrom(ops["user"], ref("b")) != nil {
		t.Error("LookupNearestSymbolFrom")
	}
	if ir.NearestSymbolTable(ctx, ops["deepuser"]) != ops["top"] || ir.NearestSymbolTable(ctx, ops["b"]) != ops["inner"] {
		t.Error("NearestSymbolTable")
	}
	// Once a symbol is added, the cached table must be invalidated.
	late := ir.NewOperation(ctx, &ir.OperationState{Name: ctx.LookupOp("tt.sym"), Attrs: []ir.NamedAttr{{Name: "sym_name", Value: ctx.StringAttr("late")}}})
	ops["top"].Region(0).First().Append(late)
	if tables.LookupSymbolIn(ops["top"], ref("late")) != nil {
		t.Error("the collection does not cache")
	}
	tables.Invalidate(ops["top"])
	if tables.LookupSymbolIn(ops["top"], ref("late")) != late {
		t.Error("Invalidate")
	}
}

func TestSymbolUses(t *testing.T) {
	ctx := newCtx(t)
	ctx.RegisterDialect(&ir.Dialect{Name: "t", AllowUnknownOps: true})
	m := parse(t, ctx, symbolsSrc)
	ops := tagged(m)
	uses, ok := ir.SymbolUsesInRegion(ctx, ops["top"].Region(0))
	if want := "user:@a user:@inner::@b user:@inner deepuser:@inner::@b"; !ok || refsString(uses) != want {
		t.Fatalf("uses in the top table: %s (%v)\nwant %s", refsString(uses), ok, want)
	}
	if uses, ok := ir.SymbolUses(ctx, ops["top"]); !ok || len(uses) != 0 {
		t.Fatalf("uses of a symbol table op itself: %s", refsString(uses))
	}
	if uses, ok := ir.SymbolUses(ctx, ops["wrap"]); !ok || refsString(uses) != "deepuser:@inner::@b" {
		t.Fatalf("uses under wrap: %s", refsString(uses))
	}
	// An op of no loaded dialect with one region may be a symbol table:
	// its uses are unknown.
	ctx2 := newCtx(t)
	m2 := parse(t, ctx2, symbolsSrc)
	if _, ok := ir.SymbolUsesInRegion(ctx2, tagged(m2)["top"].Region(0)); ok {
		t.Fatal("uses through an unknown op with a region")
	}
	if ir.NearestSymbolTable(ctx2, tagged(m2)["deepuser"]) != nil {
		t.Fatal("NearestSymbolTable through an unknown op with a region")
	}

	// Renaming @inner::@b to @c rewrites the references from both tables.
	ir.ReplaceAllSymbolUses(ctx, ops["b"], "c", ops["top"])
	uses, _ = ir.SymbolUsesInRegion(ctx, ops["top"].Region(0))
	inner, _ := ir.SymbolUsesInRegion(ctx, ops["inner"].Region(0))
	if got := refsString(uses) + " | " + refsString(inner); got != "user:@a user:@inner::@c user:@inner deepuser:@inner::@c | inneruser:@c" {
		t.Fatalf("after replacing: %s", got)
	}
	if name, _ := ir.SymbolName(ops["b"]); name != "b" {
		t.Fatal("ReplaceAllSymbolUses renamed the symbol itself")
	}
	// With the inner table as the limit, the outer references stay.
	ir.SetSymbolName(ctx, ops["b"], "c")
	ir.ReplaceAllSymbolUses(ctx, ops["b"], "d", ops["inner"])
	uses, _ = ir.SymbolUsesInRegion(ctx, ops["top"].Region(0))
	inner, _ = ir.SymbolUsesInRegion(ctx, ops["inner"].Region(0))
	if got := refsString(uses) + " | " + refsString(inner); got != "user:@a user:@inner::@c user:@inner deepuser:@inner::@c | inneruser:@d" {
		t.Fatalf("after replacing within the inner table: %s", got)
	}
}

func TestSymbolTableInsert(t *testing.T) {
	ctx := newCtx(t)
	m := parse(t, ctx, `"tt.table"() ({
  "tt.sym"() {sym_name = "a", tag = "a"} : () -> ()
  "tt.sym"() {sym_name = "a_0", tag = "a_0"} : () -> ()
}) {tag = "top"} : () -> ()
"tt.ssa"() ({
  "tt.sym"() {sym_name = "x", tag = "x"} : () -> ()
  "tt.term"() {tag = "term"} : () -> ()
}) {tag = "withterm"} : () -> ()`)
	ops := tagged(m)
	st := ir.NewSymbolTable(ctx, ops["top"])
	if st.Op() != ops["top"] || st.Lookup("a") != ops["a"] || st.Lookup("b") != nil {
		t.Fatal("Lookup")
	}
	sym := func(name string) *ir.Operation {
		return ir.NewOperation(ctx, &ir.OperationState{Name: ctx.LookupOp("tt.sym"), Attrs: []ir.NamedAttr{{Name: "sym_name", Value: ctx.StringAttr(name)}}})
	}
	s1, s2, s3 := sym("a"), sym("a"), sym("fresh")
	// As upstream, the uniquing counter of the table starts at 0 and is
	// shared by all insertions; taken candidates are skipped.
	for _, tc := range []struct {
		op   *ir.Operation
		want string
	}{{s1, "a_1"}, {s2, "a_2"}, {s3, "fresh"}, {ops["a"], "a"}} {
		if got := st.Insert(tc.op, nil); got != tc.want {
			t.Errorf("Insert: %s, want %s", got, tc.want)
		}
		if name, _ := ir.SymbolName(tc.op); name != tc.want || st.Lookup(tc.want) != tc.op {
			t.Errorf("symbol named %s after Insert", name)
		}
	}
	if got := strings.Join(names(ops["top"].Region(0).First().Ops()), " "); got != "a a_0 tt.sym tt.sym tt.sym" {
		t.Fatalf("block after inserting: %s", got)
	}
	p := sym("p")
	st.Insert(p, ops["a_0"])
	if p.NextInBlock() != ops["a_0"] {
		t.Fatal("Insert before a position")
	}
	st.Erase(s1)
	if st.Lookup("a_1") != nil || s1.Block() != nil {
		t.Fatal("Erase")
	}
	st.Remove(s2)
	if st.Lookup("a_2") != nil || s2.Block() == nil {
		t.Fatal("Remove")
	}
	// A detached symbol goes before the block's terminator.
	wt := ir.NewSymbolTable(ctx, ops["withterm"])
	y := sym("x")
	if got := wt.Insert(y, nil); got != "x_0" || y.NextInBlock() != ops["term"] {
		t.Fatalf("Insert with a terminator: %s", got)
	}
}

func TestSymbolVisibilityAndVerification(t *testing.T) {
	ctx := newCtx(t)
	m := parse(t, ctx, `"tt.table"() ({
  "tt.sym"() {sym_name = "a", tag = "a"} : () -> ()
  "tt.sym"() {sym_name = "b", sym_visibility = "nested", tag = "b"} : () -> ()
  "tt.sym"() {sym_name = "c", sym_visibility = "bogus", tag = "c"} : () -> ()
  "tt.sym"() {sym_name = 3, tag = "noname"} : () -> ()
  "tt.sym"() {sym_name = "e", sym_visibility = 1, tag = "e"} : () -> ()
  "tt.ssa"() ({
    "tt.sym"() {sym_name = "f", tag = "f"} : () -> ()
    "tt.term"() : () -> ()
  }) : () -> ()
}) {tag = "top"} : () -> ()`)
	ops := tagged(m)
	a := ops["a"]
	if ir.SymbolVisibility(a) != ir.VisibilityPublic || ir.SymbolVisibility(ops["b"]) != ir.VisibilityNested || ir.SymbolVisibility(ops["c"]) != ir.VisibilityPublic {
		t.Fatal("SymbolVisibility")
	}
	for _, vis := range []int{ir.VisibilityPrivate, ir.VisibilityNested, ir.VisibilityPublic} {
		ir.SetSymbolVisibility(ctx, a, vis)
		if ir.SymbolVisibility(a) != vis {
			t.Fatalf("SetSymbolVisibility %d", vis)
		}
	}
	if a.InherentAttr("sym_visibility") != nil {
		t.Fatal("public visibility keeps the attribute")
	}
	ir.SetSymbolVisibility(ctx, a, ir.VisibilityPrivate)
	if d, _ := a.Props().(*ir.DictionaryAttr); d.Get("sym_visibility") != ctx.StringAttr("private") || a.Attrs().Get("sym_visibility") != nil {
		t.Fatal("the visibility of a registered symbol is a property")
	}
	if !ir.IsSymbol(a) || ir.IsSymbol(ops["noname"]) || ir.IsSymbol(ops["top"]) {
		t.Fatal("IsSymbol")
	}
	if ir.SymbolIsDeclaration(a) || !ir.SymbolCanDiscardOnUseEmpty(a) {
		t.Fatal("SymbolOpInterface defaults")
	}
	ir.SetSymbolName(ctx, a, "renamed")
	if n, _ := ir.SymbolName(a); n != "renamed" {
		t.Fatal("SetSymbolName")
	}
	tests := []struct {
		tag  string
		decl bool
		want string
	}{
		{"a", false, ""},
		{"b", true, ""},
		{"a", true, ""},
		{"noname", false, "'tt.sym' op requires string attribute 'sym_name'"},
		{"c", false, `'tt.sym' op visibility expected to be one of ["public", "private", "nested"], but got "bogus"`},
		{"e", false, "'tt.sym' op requires visibility attribute 'sym_visibility' to be a string attribute, but got <attribute>"},
		{"f", false, "'tt.sym' op symbol's parent must have the SymbolTable trait"},
	}
	ir.SetSymbolVisibility(ctx, a, ir.VisibilityPublic)
	tests[2].want = "'tt.sym' op symbol declaration cannot have public visibility"
	for _, tc := range tests {
		err := ir.VerifySymbolOp(ops[tc.tag], tc.decl)
		if got := fmt.Sprint(err); tc.want == "" && err != nil || tc.want != "" && got != tc.want {
			t.Errorf("%s: %v, want %q", tc.tag, err, tc.want)
		}
	}
}

func TestWalkSymbolTables(t *testing.T) {
	ctx := newCtx(t)
	m := parse(t, ctx, symbolsSrc)
	ops := tagged(m)
	var got []string
	f := func(table *ir.Operation, visible bool) {
		got = append(got, fmt.Sprintf("%s:%v", names([]*ir.Operation{table})[0], visible))
	}
	ir.WalkSymbolTables(ops["top"], false, f)
	ir.WalkSymbolTables(ops["inner"], false, f)
	ir.SetSymbolVisibility(ctx, ops["inner"], ir.VisibilityPrivate)
	ir.WalkSymbolTables(ops["inner"], false, f)
	// top is no symbol (no name): all uses of its symbols are visible;
	// inner alone is a public symbol whose uses may be elsewhere.
	if s := strings.Join(got, " "); s != "inner:true top:true inner:false inner:true" {
		t.Fatalf("WalkSymbolTables: %s", s)
	}
}
