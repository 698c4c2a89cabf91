package bytecode_test

import (
	"bytes"
	"math/rand"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/bytecode"
	"github.com/gomlir/gomlir/dialect/all"
	"github.com/gomlir/gomlir/internal/irgen"
	"github.com/gomlir/gomlir/ir"
)

const lazySrc = `module {
  func.func @a(%x: i32) -> i32 {
    %0 = arith.addi %x, %x : i32
    return %0 : i32
  }
  func.func @b(%x: i32) -> i32 {
    %c = arith.constant 7 : i32
    %0 = arith.muli %x, %c : i32
    return %0 : i32
  }
}`

func newCtx() *ir.Context {
	ctx := ir.NewContext()
	ctx.DisableMultithreading = true
	all.Register(ctx)
	return ctx
}

// TestLazyMaterializeOneFunction reads a module lazily, keeping the bodies
// of its functions unread, then materializes one function: only its body
// appears, identical to the text's, and the other stays lazy until
// MaterializeAll.
func TestLazyMaterializeOneFunction(t *testing.T) {
	ctx := newCtx()
	f, err := asm.ParseFile(ctx, "lazy.mlir", []byte(lazySrc), asm.Config{})
	if err != nil {
		t.Fatal(err)
	}
	want := asm.OpString(ctx, f.Op, asm.Flags{})
	bc, err := bytecode.Encode(ctx, f.Op, f.Resources, bytecode.WriterConfig{})
	if err != nil {
		t.Fatal(err)
	}

	ctx2 := newCtx()
	l, file, err := bytecode.ReadLazy(ctx2, "lazy.mlirbc", bc, bytecode.Config{Lazy: true,
		LazyOps: func(op *ir.Operation) bool { return op.Name() == "builtin.module" }})
	if err != nil {
		t.Fatal(err)
	}
	funcs := file.Op.Region(0).First().Ops()
	if len(funcs) != 2 || l.NumOpsToMaterialize() != 2 {
		t.Fatalf("%d functions, %d lazy ops; want 2 and 2", len(funcs), l.NumOpsToMaterialize())
	}
	for _, fn := range funcs {
		if !fn.Region(0).Empty() || !l.IsMaterializable(fn) {
			t.Fatalf("function body read eagerly")
		}
	}
	if err := l.Materialize(funcs[1], nil); err != nil {
		t.Fatal(err)
	}
	if funcs[1].Region(0).Empty() || !funcs[0].Region(0).Empty() || l.NumOpsToMaterialize() != 1 {
		t.Fatalf("materializing @b: bodies %v %v, %d lazy", funcs[0].Region(0).Empty(), funcs[1].Region(0).Empty(), l.NumOpsToMaterialize())
	}
	if got := asm.OpString(ctx2, funcs[1], asm.Flags{}); !strings.Contains(unindent(want), unindent(got)) {
		t.Errorf("materialized @b prints as\n%s\nnot found in\n%s", got, want)
	}
	if err := l.MaterializeAll(); err != nil {
		t.Fatal(err)
	}
	if got := asm.OpString(ctx2, file.Op, asm.Flags{}); got != want {
		t.Errorf("after MaterializeAll:\n%s\nwant\n%s", got, want)
	}
}

// TestReadErrors checks upstream's diagnostics for damaged files.
func TestReadErrors(t *testing.T) {
	ctx := newCtx()
	f, err := asm.ParseFile(ctx, "e.mlir", []byte(lazySrc), asm.Config{})
	if err != nil {
		t.Fatal(err)
	}
	bc, _ := bytecode.Encode(ctx, f.Op, f.Resources, bytecode.WriterConfig{})
	cases := []struct {
		data []byte
		want string
	}{
		{bc[:16], "missing data for top-level section: String (0)"},
		{[]byte("ML\xefR\x0f"), "bytecode version 7 is newer than the current version 6"},
		{[]byte("ML\xefR\x0d"), "malformed null-terminated string, no null character found"},
		{append(append([]byte(nil), bc[:16]...), 0x7f, 0x01), "invalid section ID: 127"},
		{append(append([]byte(nil), bc[:16]...), 0x01, 0x09), "attempting to parse 4 bytes when only 0 remain"},
	}
	for _, c := range cases {
		_, err := bytecode.Read(newCtx(), "e.mlirbc", c.data, bytecode.Config{})
		if err == nil || err.Error() != c.want {
			t.Errorf("% x: error %v, want %q", c.data, err, c.want)
		}
	}
	// Every truncation of a valid file is an error, never a panic.
	for n := 0; n < len(bc); n++ {
		if _, err := bytecode.Read(newCtx(), "e.mlirbc", bc[:n], bytecode.Config{}); err == nil {
			t.Errorf("truncation to %d bytes reads without error", n)
		}
	}
}

func unindent(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimSpace(l)
	}
	return strings.Join(lines, "\n")
}

// TestParallelRead reads generated programs with nested modules, many
// functions, nested isolated ops and use-list orders both concurrently and
// serially: both print as the IR written and write the same bytecode again.
// A distinct attribute the top level refers to (read before the entries
// are decoded concurrently) is also used in a function body: it stays one
// attribute.
func TestParallelRead(t *testing.T) {
	src := []byte("module {\n" +
		"func.func private @top() attributes {d = distinct[0]<42 : i32>}\n" +
		"func.func @use() {\n  %c = arith.constant {d = distinct[0]<42 : i32>} 1 : i32\n  return\n}\n")
	for s := int64(1); s <= 4; s++ {
		src = append(src, "module {\n"...)
		src = append(src, irgen.GenerateCore(rand.New(rand.NewSource(s)), irgen.CoreConfig{Funcs: 8, Ops: 20})...)
		src = append(src, "}\nmodule {\n"...)
		src = append(src, irgen.GenerateLoops(rand.New(rand.NewSource(s)), irgen.LoopConfig{})...)
		src = append(src, "}\n"...)
	}
	src = append(src, "}\n"...)
	ctx := newCtx()
	f, err := asm.ParseFile(ctx, "par.mlir", src, asm.Config{})
	if err != nil {
		t.Fatal(err)
	}
	flags := asm.Flags{Generic: true, DebugInfo: true}
	want := asm.OpString(ctx, f.Op, flags)
	for _, v := range []int{2, 6} {
		bc, err := bytecode.Encode(ctx, f.Op, f.Resources, bytecode.WriterConfig{Version: v})
		if err != nil {
			t.Fatal(err)
		}
		var written [2][]byte
		for i, threads := range []bool{true, false} {
			rctx := newCtx()
			rctx.DisableMultithreading = !threads
			file, err := bytecode.Read(rctx, "par.mlirbc", bc, bytecode.Config{})
			if err != nil {
				t.Fatalf("v%d threads %v: %v", v, threads, err)
			}
			// Before version 5, non-attribute properties are not written.
			if got := asm.OpString(rctx, file.Op, flags); v >= 5 && got != want {
				t.Errorf("v%d threads %v: the IR read differs from the IR written", v, threads)
			}
			if written[i], err = bytecode.Encode(rctx, file.Op, file.Resources, bytecode.WriterConfig{Version: v}); err != nil {
				t.Fatal(err)
			}
		}
		if !bytes.Equal(written[0], written[1]) {
			t.Errorf("v%d: the IR read concurrently writes other bytecode than the IR read serially: %s", v, firstDiff(written[1], written[0]))
		}
	}
}

// TestParallelReadDamaged damages a file of many functions byte by byte:
// read concurrently, each damaged file gives the diagnostic or the IR the
// serial read gives.
func TestParallelReadDamaged(t *testing.T) {
	src := []byte("module {\n")
	src = append(src, irgen.GenerateCore(rand.New(rand.NewSource(3)), irgen.CoreConfig{Funcs: 12, Ops: 12})...)
	src = append(src, "}\n"...)
	ctx := newCtx()
	f, err := asm.ParseFile(ctx, "dmg.mlir", src, asm.Config{})
	if err != nil {
		t.Fatal(err)
	}
	bc, err := bytecode.Encode(ctx, f.Op, f.Resources, bytecode.WriterConfig{})
	if err != nil {
		t.Fatal(err)
	}
	sctx, pctx := newCtx(), newCtx()
	pctx.DisableMultithreading = false
	flags := asm.Flags{Generic: true, DebugInfo: true}
	rng := rand.New(rand.NewSource(1))
	for i := 0; i < 300; i++ {
		data := bytes.Clone(bc)
		pos := 8 + rng.Intn(len(data)-8)
		data[pos] ^= byte(1 + rng.Intn(255))
		sf, serr := bytecode.Read(sctx, "dmg", data, bytecode.Config{})
		pf, perr := bytecode.Read(pctx, "dmg", data, bytecode.Config{})
		switch {
		case (serr == nil) != (perr == nil) || (serr != nil && serr.Error() != perr.Error()):
			t.Fatalf("byte %d: serial read: %v; concurrent read: %v", pos, serr, perr)
		case serr == nil && asm.OpString(sctx, sf.Op, flags) != asm.OpString(pctx, pf.Op, flags):
			t.Fatalf("byte %d: the serial and concurrent reads differ", pos)
		}
	}
}
