package bytecode_test

import (
	"bytes"
	"fmt"
	"math/rand"
	"runtime"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/bytecode"
	"github.com/gomlir/gomlir/dialect/all"
	"github.com/gomlir/gomlir/internal/irgen"
	"github.com/gomlir/gomlir/ir"
)

// sharedLocProgram returns a module of many functions whose operations
// share a few file locations (as text printed with debug information
// does), some of them also used by block arguments and nested regions.
func sharedLocProgram() string {
	var b strings.Builder
	b.WriteString("module {\n")
	for i := range 60 {
		l1, l2, l3 := i%7, i%3, (i*5)%11
		fmt.Fprintf(&b, `  func.func @f%d(%%x: i32 loc("s.mlir":%d:1), %%c: i1) -> i32 {
    %%k = arith.constant %d : i32 loc("s.mlir":%d:2)
    %%y = arith.addi %%x, %%k : i32 loc("s.mlir":%d:3)
    %%z = scf.if %%c -> (i32) {
      %%w = arith.muli %%y, %%x : i32 loc("s.mlir":%d:1)
      scf.yield %%w : i32 loc("t.mlir":%d:4)
    } else {
      scf.yield %%y : i32 loc("s.mlir":%d:3)
    } loc("s.mlir":%d:5)
    return %%z : i32 loc("s.mlir":%d:1)
  } loc("s.mlir":%d:9)
`, i, l1, i%4, l2, l3, l1, l2, l3, l1, l2, i)
	}
	b.WriteString("}\n")
	return b.String()
}

// coreProgram returns a module of generated core-dialect functions.
func coreProgram() string {
	var b strings.Builder
	b.WriteString("module {\n")
	for s := int64(1); s <= 6; s++ {
		b.Write(irgen.GenerateCore(rand.New(rand.NewSource(s)), irgen.CoreConfig{Funcs: 12, Ops: 12}))
		b.WriteByte('\n')
	}
	b.WriteString("}\n")
	return b.String()
}

// outerValueProgram returns a module whose top level mixes functions with
// operations whose regions use values defined at the top level (not
// isolated: numbered after the top level, not with it).
func outerValueProgram() string {
	var b strings.Builder
	b.WriteString("module {\n  %c = arith.constant 1 : i32\n")
	for i := range 40 {
		fmt.Fprintf(&b, `  func.func @f%d(%%x: i32) -> i32 {
    %%y = arith.addi %%x, %%x : i32
    return %%y : i32
  }
`, i)
		if i%10 == 3 {
			fmt.Fprintf(&b, `  %%r%d = scf.execute_region -> i32 {
    %%z = arith.addi %%c, %%c : i32
    scf.yield %%z : i32
  }
`, i)
		}
	}
	b.WriteString("}\n")
	return b.String()
}

// TestEncodeParallelIdentical checks that the bytecode written does not
// depend on the number of threads numbering and encoding the functions
// (nor on how the work is cut): every version, at GOMAXPROCS 1, 2 and 8,
// gives the bytes of the serial numbering (which an attribute callback,
// even one declining every attribute, asks for).
func TestEncodeParallelIdentical(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	for name, src := range map[string]string{"shared locations": sharedLocProgram(), "core": coreProgram(),
		"outer values": outerValueProgram()} {
		encode := func(procs int, serial bool, version int) []byte {
			runtime.GOMAXPROCS(procs)
			ctx := ir.NewContext()
			all.Register(ctx)
			f, err := asm.ParseFile(ctx, "in.mlir", []byte(src), asm.Config{})
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			cfg := bytecode.WriterConfig{Version: version, VersionSet: true}
			if serial {
				cfg.AttrCallbacks = []bytecode.AttrWriteCallback{func(ir.Attribute, bytecode.Writer) (string, bool) { return "", false }}
			}
			bc, err := bytecode.Encode(ctx, f.Op, f.Resources, cfg)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			return bc
		}
		for v := bytecode.MinVersion; v <= bytecode.Version; v++ {
			want := encode(1, true, v)
			for _, procs := range []int{1, 2, 8} {
				if got := encode(procs, false, v); !bytes.Equal(got, want) {
					t.Errorf("%s v%d GOMAXPROCS %d: bytecode differs from the serial encoding", name, v, procs)
				}
			}
		}
	}
}

// TestOuterValueRegionWithLargeSection writes a top-level operation whose
// region uses a top-level value (written inline, not as a section) and
// holds an isolated operation whose section is large enough to be
// referred to rather than copied: the file reads back as the IR written.
func TestOuterValueRegionWithLargeSection(t *testing.T) {
	var b strings.Builder
	b.WriteString("module {\n  %c = arith.constant 1 : i32\n  %r = scf.execute_region -> i32 {\n    %z = arith.addi %c, %c : i32\n")
	b.WriteString("    builtin.module {\n      func.func @g(%x: i32) -> i32 {\n")
	for i := range 60 {
		fmt.Fprintf(&b, "        %%v%d = arith.addi %%x, %%x : i32\n", i)
	}
	b.WriteString("        return %x : i32\n      }\n    }\n    scf.yield %z : i32\n  }\n}\n")
	ctx := newCtx()
	f, err := asm.ParseFile(ctx, "outer.mlir", []byte(b.String()), asm.Config{})
	if err != nil {
		t.Fatal(err)
	}
	flags := asm.Flags{Generic: true, DebugInfo: true}
	want := asm.OpString(ctx, f.Op, flags)
	for v := 2; v <= 6; v++ {
		bc, err := bytecode.Encode(ctx, f.Op, f.Resources, bytecode.WriterConfig{Version: v})
		if err != nil {
			t.Fatal(err)
		}
		rctx := newCtx()
		back, err := bytecode.Read(rctx, "outer.mlirbc", bc, bytecode.Config{})
		if err != nil {
			t.Fatalf("v%d: %v", v, err)
		}
		if got := asm.OpString(rctx, back.Op, flags); got != want {
			t.Errorf("v%d: the IR read differs from the IR written:\n%s", v, got)
		}
	}
}
