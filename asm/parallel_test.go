package asm_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/dialect/all"
	"github.com/gomlir/gomlir/ir"
)

// parallelInput returns a file of n functions whose bodies use what a
// deferred body shares with the rest of the file: aliases defined before
// (a type alias, an affine map) and after it (locations), argument
// locations referring to later aliases, forward block references, nested
// regions and default dialects. edit may change function i's body.
func parallelInput(n int, edit func(i int, body string) string) string {
	var b strings.Builder
	b.WriteString("!t = i32\n#map = affine_map<(d0) -> (d0 + 1)>\nmodule {\n")
	for i := range n {
		body := fmt.Sprintf(`  %%c = arith.constant %d : !t loc(#loc%d)
  %%i = affine.apply #map(%%idx)
  cf.cond_br %%b, ^bb1(%%c : i32), ^bb2
^bb1(%%x: i32 loc("x.mlir":%d:2)):
  %%r = scf.if %%b -> (i32) {
    scf.yield %%x : i32
  } else {
    %%y = arith.addi %%x, %%a : i32
    scf.yield %%y : i32
  }
  return %%r : i32
^bb2:
  return %%a : i32
`, i, i, i)
		if edit != nil {
			body = edit(i, body)
		}
		fmt.Fprintf(&b, "func.func @f%d(%%a: i32 loc(#arg), %%b: i1, %%idx: index) -> i32 {\n%s}\n", i, body)
	}
	b.WriteString("}\n#arg = loc(\"arg.mlir\":1:1)\n")
	for i := range n {
		fmt.Fprintf(&b, "#loc%d = loc(\"f.mlir\":%d:7)\n", i, i)
	}
	return b.String()
}

// parseBoth parses src in parallel and serially; it returns both results
// printed (generic, with locations) or the error text, and whether the
// parallel parse gave up for the serial one.
func parseBoth(t *testing.T, src string) (par, ser string, gaveUp bool) {
	t.Helper()
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(4))
	par, ser, gaveUp = parseMode(t, src)
	if gaveUp {
		// What ParseRange does: the serial parse decides.
		ctx := ir.NewContext()
		all.Register(ctx)
		_, err := asm.ParseFile(ctx, "in.mlir", []byte(src), asm.Config{AllowUnregistered: true})
		if err == nil && strings.HasPrefix(ser, "error: ") || err != nil && ser != "error: "+err.Error() {
			t.Errorf("ParseFile after giving up: %v, serial parse: %.200s", err, ser)
		}
	}
	return par, ser, gaveUp
}

func TestParallelParseMatchesSerial(t *testing.T) {
	src := parallelInput(300, nil)
	par, ser, gaveUp := parseBoth(t, src)
	if gaveUp {
		t.Fatal("the parallel parse gave up on valid input")
	}
	if strings.HasPrefix(ser, "error") {
		t.Fatalf("serial parse failed: %s", ser)
	}
	if par != ser {
		pl, sl := strings.Split(par, "\n"), strings.Split(ser, "\n")
		for i := range min(len(pl), len(sl)) {
			if pl[i] != sl[i] {
				t.Fatalf("parallel and serial parses differ at line %d:\n%s\n%s", i+1, pl[i], sl[i])
			}
		}
		t.Fatalf("parallel and serial parses differ in length")
	}
	for _, want := range []string{`loc("f.mlir":299:7)`, `loc("arg.mlir":1:1)`, `loc("x.mlir":299:2)`} {
		if !strings.Contains(par, want) {
			t.Errorf("output lacks %s", want)
		}
	}
}

// TestParallelParseGeneric parses the generic form of parallelInput in
// parallel: the regions of registered isolated-from-above ops are
// deferred as functions' bodies are.
func TestParallelParseGeneric(t *testing.T) {
	_, generic, _ := parseBoth(t, parallelInput(300, nil))
	par, ser, gaveUp := parseBoth(t, generic)
	if gaveUp || par != ser || par != generic {
		t.Fatalf("gave up: %v; parallel and serial parses equal: %v; printing is a fixed point: %v", gaveUp, par == ser, par == generic)
	}
}

// TestParallelParseFallsBack checks inputs a deferred body cannot decide
// alone: the parallel parse gives up and the serial parse's result stands.
func TestParallelParseFallsBack(t *testing.T) {
	in := func(k int, old, new string) func(int, string) string {
		return func(i int, body string) string {
			if i == k {
				return strings.Replace(body, old, new, 1)
			}
			return body
		}
	}
	cases := []struct {
		name, src string
		valid     bool
	}{
		{"undefined value", parallelInput(300, in(250, "%x, %a", "%x, %nope")), false},
		{"syntax error", parallelInput(300, in(100, "%x, %a", "%x %a")), false},
		{"unbalanced body", parallelInput(300, in(200, "} else {", "} else {{")), false},
		{"undefined block", parallelInput(300, in(20, "^bb2\n", "^bb9\n")), false},
		{"distinct attribute", parallelInput(300, in(7, "%i = affine.apply", `"u.op"() {d = distinct[0]<42 : i32>} : () -> ()
  %i = affine.apply`)), true},
		{"alias defined late", parallelInput(300, in(7, "#map(", "#late(")) + "#late = affine_map<(d0) -> (d0)>\n", false},
		{"location alias never defined", parallelInput(300, in(150, "loc(#loc150)", "loc(#nowhere)")), false},
		{"top-level value used in a body", "%top = \"u.top\"() : () -> i32\n" +
			strings.Replace(parallelInput(300, nil), "%x, %a", "%x, %top", 1), true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			par, ser, gaveUp := parseBoth(t, c.src)
			if !gaveUp && par != ser {
				t.Errorf("parallel parse %.300s\nserial parse %.300s", par, ser)
			}
			if !c.valid && !strings.HasPrefix(ser, "error") {
				t.Errorf("serial parse accepted the input")
			}
		})
	}
}

// TestMatchBrace checks the skipping of bodies.
func TestMatchBrace(t *testing.T) {
	for _, c := range []struct {
		src  string
		want int
	}{
		{"{ a }", 5},
		{"{}", -1},
		{"{ // c }\n }", -1},
		{"{ // c }\n x }", 13},
		{`{ "}" }`, 7},
		{`{ "\"}" }`, 9},
		{"{ \"\n\" }", -1},
		{"{ { } }x", 7},
		{"{ {", -1},
		{"{ / }", 5},
		{"{\n// a\n// b\n}", -1},
		{"{ x // } {\n }", 13},
		{"{ // a", -1},
		{"{ x", -1},
	} {
		if got := asm.MatchBrace([]byte(c.src), 0); got != c.want {
			t.Errorf("matchBrace(%q) = %d, want %d", c.src, got, c.want)
		}
	}
}

// printBoth prints src's module in parallel and serially with flags.
func printBoth(t *testing.T, src string, flags asm.Flags) (par, ser string) {
	t.Helper()
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(4))
	run := func(serial bool) string {
		ctx := ir.NewContext()
		all.Register(ctx)
		ctx.AllowUnregistered = true
		f, err := asm.ParseFile(ctx, "in.mlir", []byte(src), asm.Config{AllowUnregistered: true})
		if err != nil {
			t.Fatalf("%v: %v", err.(*ir.Diagnostic).Loc, err)
		}
		ctx.DisableMultithreading = serial
		if got := asm.PrintsInParallel(ctx, f.Op, flags); got == serial {
			t.Fatalf("printing in parallel: %v, want %v", got, !serial)
		}
		var out bytes.Buffer
		if err := asm.Print(&out, ctx, f.Op, f.Resources, flags); err != nil {
			t.Fatal(err)
		}
		return out.String()
	}
	return run(false), run(true)
}

func TestParallelPrintMatchesSerial(t *testing.T) {
	// Functions that name their values alike (constants, conflicts),
	// use aliases first used in different functions, dense resources and
	// nested regions; 300 of them are large enough to print in parallel.
	edit := func(i int, body string) string {
		extra := fmt.Sprintf(`  %%c1 = arith.constant 1 : i32
  %%c1b = arith.constant 1 : i32
  %%m = "u.op"() {a = affine_map<(d0) -> (d0 * %d)>, r = dense_resource<blob%d> : tensor<2xi32>} : () -> i32
`, i%7+2, i%5)
		return extra + body
	}
	src := parallelInput(400, edit) + `{-#
  dialect_resources: {
    builtin: {
      blob0: "0x0400000001000000", blob1: "0x0400000002000000", blob2: "0x0400000003000000",
      blob3: "0x0400000004000000", blob4: "0x0400000005000000"
    }
  }
#-}
`
	// Distinct attributes are numbered over the whole file: their ranges
	// print serially.
	distinct := strings.Replace(strings.Replace(src, "%c1b =", `"u.d"() {d = distinct[0]<42 : i32>} : () -> ()
  %c1b =`, 123), "%c1b =", `"u.d"() {d = distinct[1]<7 : i32>} : () -> ()
  %c1b =`, 2)
	for _, in := range []string{src, distinct} {
		for _, flags := range []asm.Flags{{}, {DebugInfo: true}, {DebugInfo: true, PrettyDebugInfo: true}} {
			par, ser := printBoth(t, in, flags)
			if par != ser {
				pl, sl := strings.Split(par, "\n"), strings.Split(ser, "\n")
				for i := range min(len(pl), len(sl)) {
					if pl[i] != sl[i] {
						t.Fatalf("flags %+v: parallel and serial prints differ at line %d:\n%s\n%s", flags, i+1, pl[i], sl[i])
					}
				}
				t.Fatalf("flags %+v: parallel and serial prints differ in length", flags)
			}
			if !strings.Contains(par, "%c1_i32_0 = arith.constant 1 : i32") || !strings.Contains(par, "blob4") ||
				in == distinct && !strings.Contains(par, "distinct[1]<7 : i32>") {
				t.Errorf("flags %+v: the printed module lacks what the test prints", flags)
			}
		}
	}
}

// FuzzParallelParse checks that a parallel parse (forced, whatever the
// input size) either gives up or gives the serial parse's module.
func FuzzParallelParse(f *testing.F) {
	f.Add([]byte(parallelInput(2, nil)))
	f.Add([]byte("func.func @f(%a: i32) -> i32 {\n  return %a : i32\n}\nfunc.func @g() {\n  %0 = \"u.x\"() : () -> i32\n  return\n}\n"))
	f.Add([]byte("module {\n  func.func @f() {\n    cf.br ^bb1\n  ^bb1:\n    return\n  }\n}\n#l = loc(\"a\":1:1)\n"))
	f.Add([]byte("func.func private @d(i32)\nfunc.func @e(%x: i32 loc(#l)) attributes {k = 1} {\n  \"u.y\"() {s = \"}\"} : () -> () // }\n  return\n}\n#l = loc(\"b\":2:2)\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		ctx := ir.NewContext()
		all.Register(ctx)
		pf, perr, gaveUp := asm.ParseRangeMode(ctx, "in.mlir", src, 0, len(src), asm.Config{AllowUnregistered: true}, true)
		sctx := ir.NewContext()
		all.Register(sctx)
		sf, serr, _ := asm.ParseRangeMode(sctx, "in.mlir", src, 0, len(src), asm.Config{AllowUnregistered: true}, false)
		if gaveUp {
			return
		}
		if perr != nil {
			t.Fatalf("the parallel parse failed without giving up: %v", perr)
		}
		if serr != nil {
			t.Fatalf("the parallel parse accepted what the serial parse rejects: %v", serr)
		}
		print := func(ctx *ir.Context, f *asm.File) string {
			var out bytes.Buffer
			if err := asm.Print(&out, ctx, f.Op, f.Resources, asm.Flags{Generic: true, DebugInfo: true}); err != nil {
				t.Fatal(err)
			}
			return out.String()
		}
		if p, s := print(ctx, pf), print(sctx, sf); p != s {
			t.Fatalf("parallel parse:\n%s\nserial parse:\n%s", p, s)
		}
	})
}

// TestParallelParseVerifies checks the verification of function bodies
// during a parallel parse: the functions whose bodies verify are trusted,
// the others are verified again with the rest, with the serial
// verification's result.
func TestParallelParseVerifies(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(4))
	for _, c := range []struct {
		bad           int
		old, new      string
		trustedBodies int
	}{
		{-1, "", "", 300},
		{120, "return %a : i32", "return %b : i1", 299}, // in the body
		{8, "", "", 300}, // the module: @f8 renamed @f7
		{250, "%y = arith.addi %x, %a", "%y = arith.addi %y, %a", 299}, // dominance
	} {
		src := parallelInput(300, func(i int, body string) string {
			if i == c.bad {
				return strings.Replace(body, c.old, c.new, 1)
			}
			return body
		})
		if c.bad == 8 {
			src = strings.Replace(src, "func.func @f8(", "func.func @f7(", 1)
		}
		verify := func(parallel bool) (string, int) {
			ctx := ir.NewContext()
			all.Register(ctx)
			ctx.DisableMultithreading = !parallel
			f, err := asm.ParseFile(ctx, "in.mlir", []byte(src), asm.Config{VerifyBodies: true})
			if err != nil {
				t.Fatal(err)
			}
			err = ir.VerifyWithContextExcept(ctx, f.Op, f.Trusted)
			if d, ok := err.(*ir.Diagnostic); ok {
				return asm.AttrString(d.Loc) + ": " + d.Error(), len(f.Trusted)
			}
			return fmt.Sprint(err), len(f.Trusted)
		}
		perr, trusted := verify(true)
		serr, none := verify(false)
		if perr != serr {
			t.Errorf("bad function %d: parallel %v, serial %v", c.bad, perr, serr)
		}
		if trusted != c.trustedBodies || none != 0 {
			t.Errorf("bad function %d: %d bodies verified while parsing in parallel, %d serially", c.bad, trusted, none)
		}
		if (serr == "<nil>") != (c.bad < 0) {
			t.Errorf("bad function %d: verification gave %v", c.bad, serr)
		}
	}
}

// TestParallelParseCorpus parses every chunk of the repository's .mlir
// tests with a forced parallel parse and serially: the parallel parse
// gives up or gives the serial parse's module.
func TestParallelParseCorpus(t *testing.T) {
	files, err := filepath.Glob("../testdata/*/*.mlir")
	if err != nil || len(files) < 50 {
		t.Fatalf("corpus: %d files, %v", len(files), err)
	}
	deferred := 0
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, chunk := range strings.Split(string(data), "// -----") {
			par, ser, gaveUp := parseMode(t, chunk)
			if !gaveUp {
				deferred++
				if par != ser {
					t.Errorf("%s: parallel parse:\n%s\nserial parse:\n%s", name, par, ser)
				}
			}
		}
	}
	if deferred < 100 {
		t.Errorf("only %d chunks parsed in parallel", deferred)
	}
}

// parseMode parses src with a forced parallel parse and serially and
// prints both (generic, with locations; or the error).
func parseMode(t *testing.T, src string) (par, ser string, gaveUp bool) {
	run := func(parallel bool) (string, bool) {
		ctx := ir.NewContext()
		all.Register(ctx)
		f, err, serial := asm.ParseRangeMode(ctx, "in.mlir", []byte(src), 0, len(src), asm.Config{AllowUnregistered: true}, parallel)
		if serial {
			return "", true
		}
		if err != nil {
			return "error: " + err.Error(), false
		}
		var out bytes.Buffer
		if err := asm.Print(&out, ctx, f.Op, f.Resources, asm.Flags{Generic: true, DebugInfo: true}); err != nil {
			t.Fatal(err)
		}
		return out.String(), false
	}
	par, gaveUp = run(true)
	ser, _ = run(false)
	return par, ser, gaveUp
}
