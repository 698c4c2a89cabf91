package ir_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/ir"
)

func TestVerifierFailures(t *testing.T) {
	tests := []struct {
		name  string
		src   string
		msg   string
		notes []string
		at    string // tag of the op the error is located at
	}{
		{"use before def in an SSA region", `"tt.ssa"() ({
  "t.use"(%0) {tag = "use"} : (i32) -> ()
  %0 = "t.def"() : () -> i32
  "tt.term"() : () -> ()
}) : () -> ()`, "operand #0 does not dominate this use", []string{"operand defined here (op in the same block)"}, "use"},
		{"use of a value of a child region", `%x = "t.x"() : () -> i32
"tt.ssa"() ({
  "t.r"() ({
    %0 = "t.def"() {tag = "def"} : () -> i32
  }) : () -> ()
  "t.use"(%x) {tag = "use"} : (i32) -> ()
  "tt.term"() : () -> ()
}) : () -> ()`, "operand #0 does not dominate this use", []string{"operand defined here (op in a child region)"}, "use"},
		{"block argument of a non-dominating block", `"t.f"() ({
^bb0:
  "t.br"()[^bb1, ^bb2] : () -> ()
^bb1(%a: i32):
  "t.br"()[^bb2] : () -> ()
^bb2:
  "t.use"(%a) {tag = "use"} : (i32) -> ()
  "t.ret"() : () -> ()
}) : () -> ()`, "operand #0 does not dominate this use", []string{"operand defined as a block argument (block #1 in the same region)"}, "use"},
		{"missing terminator", `"tt.ssa"() ({
  "tt.ssa"() ({
    "tt.term"() : () -> ()
  }) {tag = "last"} : () -> ()
}) : () -> ()`, "block with no terminator, has ", nil, "last"},
		{"terminator not last", `"tt.ssa"() ({
  "tt.term"() {tag = "term"} : () -> ()
  "tt.term"() : () -> ()
}) : () -> ()`, "'tt.term' op must be the last operation in the parent block", nil, "term"},
		{"successors on a non-terminator", `"t.f"() ({
^bb0:
  "t.br"()[^bb1] {tag = "br"} : () -> ()
  "t.ret"() : () -> ()
^bb1:
  "t.ret"() : () -> ()
}) : () -> ()`, "operation with block successors must terminate its parent block", nil, "br"},
		{"branch to the entry block", `"t.f"() ({
^bb0:
  "t.br"()[^bb0] : () -> ()
}) {tag = "f"} : () -> ()`, "entry block of region may not have predecessors", nil, "f"},
		{"value from above an isolated region", `%0 = "t.def"() : () -> i32
"tt.iso"() ({
  "t.r"() ({
    "t.use"(%0) {tag = "use"} : (i32) -> ()
  }) : () -> ()
}) : () -> ()`, "'t.use' op using value defined outside the region", []string{"required by region isolation constraints"}, "use"},
		{"two blocks in a graph region", `"tt.graph"() ({
^bb0:
  "t.x"() : () -> ()
^bb1:
  "t.x"() : () -> ()
}) {tag = "g"} : () -> ()`, "'tt.graph' op expects graph region #0 to have 0 or 1 blocks", nil, "g"},
		{"unknown op of a registered dialect", `"tt.nope"() {tag = "nope"} : () -> ()`,
			"unregistered operation 'tt.nope' found in dialect ('tt') that does not allow unknown operations", nil, "nope"},
		{"two blocks in a single-block region", `"tt.table"() ({
^bb0:
  "t.x"() : () -> ()
^bb1:
  "t.x"() : () -> ()
}) {tag = "tab"} : () -> ()`, "'tt.table' op expects region #0 to have 0 or 1 blocks", nil, "tab"},
		{"symbol redefinition", `"tt.table"() ({
  "tt.sym"() {sym_name = "x"} : () -> ()
  "tt.sym"() {sym_name = "x", tag = "dup"} : () -> ()
}) : () -> ()`, "redefinition of symbol named 'x'", []string{"see existing symbol definition here"}, "dup"},
	}
	for _, tc := range tests {
		ctx := newCtx(t)
		m := parse(t, ctx, tc.src)
		if ops := tagged(m); ops["def"] != nil {
			// The parser keeps names scoped: make the use by hand.
			ops[tc.at].SetOperand(0, ops["def"].Result(0))
		}
		err := ir.VerifyWithContext(ctx, m)
		d, ok := err.(*ir.Diagnostic)
		if !ok {
			t.Errorf("%s: got %v (%T)", tc.name, err, err)
			continue
		}
		if d.Message != tc.msg || d.Severity != ir.SeverityError {
			t.Errorf("%s: message %q, want %q", tc.name, d.Message, tc.msg)
		}
		var notes []string
		for _, n := range d.Notes {
			if n.Severity != ir.SeverityNote {
				t.Errorf("%s: note severity %v", tc.name, n.Severity)
			}
			notes = append(notes, n.Message)
		}
		if strings.Join(notes, "|") != strings.Join(tc.notes, "|") {
			t.Errorf("%s: notes %q, want %q", tc.name, notes, tc.notes)
		}
		if want := tagged(m)[tc.at]; d.Loc != want.Loc() {
			t.Errorf("%s: located at %v, not at the %s op", tc.name, d.Loc, tc.at)
		}
	}
}

func TestVerifierAccepts(t *testing.T) {
	srcs := []string{
		// Graph regions may use values before their definition.
		`"tt.graph"() ({
  "t.use"(%0) : (i32) -> ()
  %0 = "t.def"(%0) : (i32) -> i32
}) : () -> ()`,
		// Isolated regions may use their own values and nested isolated
		// ops are checked on their own.
		`"tt.iso"() ({
^bb0(%a: i32):
  %0 = "t.def"(%a) : (i32) -> i32
  "t.r"() ({
    "t.use"(%0, %a) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()`,
		// An unreachable block may use anything.
		`"t.f"() ({
^bb0:
  "t.ret"() : () -> ()
^bb1:
  "t.use"(%0) : (i32) -> ()
  %0 = "t.def"() : () -> i32
  "t.br"()[^bb1] : () -> ()
}) : () -> ()`,
	}
	for i, src := range srcs {
		ctx := newCtx(t)
		if err := ir.VerifyWithContext(ctx, parse(t, ctx, src)); err != nil {
			t.Errorf("source %d: %v", i, err)
		}
	}
	// Without a context, unregistered ops are not checked against their
	// dialect; with one, AllowUnregistered decides.
	ctx := newCtx(t)
	m := parse(t, ctx, `"zz.op"() : () -> ()`)
	if err := ir.Verify(m); err != nil {
		t.Errorf("Verify without context: %v", err)
	}
	ctx.AllowUnregistered = false
	err := ir.VerifyWithContext(ctx, m)
	if err == nil || !strings.HasPrefix(err.Error(), "'zz.op' op created with unregistered dialect") {
		t.Errorf("unregistered dialect: %v", err)
	}
}

// TestVerifyOperandOfDetachedOp checks that an operand defined by an
// operation outside the IR (a pass bug) is reported, not a crash.
func TestVerifyOperandOfDetachedOp(t *testing.T) {
	ctx := newCtx(t)
	m := parse(t, ctx, `"t.f"() ({
  "t.use"() {tag = "use"} : () -> ()
}) {tag = "f"} : () -> ()`)
	use := tagged(m)["use"]
	detached := newOp(ctx, "t.def", nil, ctx.I(32))
	use.SetOperands([]*ir.Value{detached.Result(0)})
	// Within the module, isolation from above reports it first.
	if err := ir.VerifyWithContext(ctx, m); err == nil || err.Error() != "operation's operand is unlinked" {
		t.Fatalf("in the module: %v", err)
	}
	err := ir.VerifyWithContext(ctx, tagged(m)["f"])
	d, ok := err.(*ir.Diagnostic)
	if !ok || d.Message != "operand #0 does not dominate this use" || len(d.Notes) != 1 ||
		d.Notes[0].Message != "operand defined here (op is neither in a parent nor in a child region)" {
		t.Fatalf("got %v", err)
	}
}

// TestVerifyIsolatedChildrenInOrder verifies many failing isolated
// children (in parallel unless multithreading is disabled): every error is
// reported in IR order and the last one returned, the same either way.
func TestVerifyIsolatedChildrenInOrder(t *testing.T) {
	var src strings.Builder
	src.WriteString("%0 = \"t.def\"() : () -> i32\n")
	const n = 24
	for i := 0; i < n; i++ {
		fmt.Fprintf(&src, "\"tt.iso\"() ({\n  \"t.use\"(%%0) {tag = \"u%d\"} : (i32) -> ()\n}) : () -> ()\n", i)
		if i%5 == 0 {
			src.WriteString("\"tt.iso\"() ({\n  \"t.ok\"() : () -> ()\n}) : () -> ()\n")
		}
	}
	for _, disable := range []bool{false, true} {
		ctx := newCtx(t)
		ctx.DisableMultithreading = disable
		var reported []ir.Location
		ctx.SetDiagHandler(func(d *ir.Diagnostic) { reported = append(reported, d.Loc) })
		m := parse(t, ctx, src.String())
		ops := tagged(m)
		err := ir.VerifyWithContext(ctx, m)
		d, ok := err.(*ir.Diagnostic)
		if !ok || d.Message != "'t.use' op using value defined outside the region" || d.Loc != ops[fmt.Sprint("u", n-1)].Loc() {
			t.Fatalf("disable=%v: returned %v", disable, err)
		}
		if len(reported) != n-1 {
			t.Fatalf("disable=%v: %d errors reported, want %d", disable, len(reported), n-1)
		}
		for i, l := range reported {
			if l != ops[fmt.Sprint("u", i)].Loc() {
				t.Fatalf("disable=%v: error %d reported out of order", disable, i)
			}
		}
	}
}

// TestVerifyNonRecursive checks that the nested isolated-from-above ops
// are left to their own verification.
func TestVerifyNonRecursive(t *testing.T) {
	ctx := newCtx(t)
	m := parse(t, ctx, `"tt.iso"() ({
  "tt.term"() : () -> ()
  "t.after"() : () -> ()
}) {tag = "iso"} : () -> ()`)
	if err := ir.VerifyNonRecursive(ctx, m); err != nil {
		t.Fatalf("VerifyNonRecursive entered the isolated op: %v", err)
	}
	err := ir.VerifyWithContext(ctx, m)
	if err == nil || err.Error() != "'tt.term' op must be the last operation in the parent block" {
		t.Fatalf("VerifyWithContext: %v", err)
	}
	if err := ir.VerifyNonRecursive(ctx, tagged(m)["iso"]); err == nil {
		t.Fatal("VerifyNonRecursive of the isolated op itself")
	}
}
