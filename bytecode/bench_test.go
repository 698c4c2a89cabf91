package bytecode_test

import (
	"flag"
	"math/rand"
	"os"
	"runtime"
	"testing"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/bytecode"
	"github.com/gomlir/gomlir/internal/irgen"
	"github.com/gomlir/gomlir/ir"
)

// benchProgram returns a generated core-dialect program of about size
// bytes (some 450 functions per MB).
func benchProgram(b *testing.B, size int) *asm.File {
	var src []byte
	src = append(src, "module {\n"...)
	for s := int64(1); len(src) < size; s++ {
		src = append(src, irgen.GenerateCore(rand.New(rand.NewSource(s)), irgen.CoreConfig{Funcs: 20, Ops: 30})...)
		src = append(src, '\n')
	}
	src = append(src, "}\n"...)
	f, err := asm.ParseFile(newCtx(), "bench.mlir", src, asm.Config{})
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	return f
}

func BenchmarkEncode(b *testing.B) {
	f := benchProgram(b, 1<<20)
	ctx := newCtx()
	for b.Loop() {
		if _, err := bytecode.Encode(ctx, f.Op, f.Resources, bytecode.WriterConfig{}); err != nil {
			b.Fatal(err)
		}
	}
}

// readBenchSize is the size of the program BenchmarkRead and
// BenchmarkReadLazyOneFunction read: thousands of functions.
const readBenchSize = 8 << 20

// benchFile names a bytecode file the read benchmarks read instead of the
// generated program (e.g. upstream's --emit-bytecode of a large file).
var benchFile = flag.String("bytecode.benchfile", "", "a bytecode file the read benchmarks read instead of the generated program")

// readBenchBytecode returns the bytecode the read benchmarks read.
func readBenchBytecode(b *testing.B) []byte {
	if *benchFile != "" {
		bc, err := os.ReadFile(*benchFile)
		if err != nil {
			b.Fatal(err)
		}
		b.SetBytes(int64(len(bc)))
		return bc
	}
	f := benchProgram(b, readBenchSize)
	bc, err := bytecode.Encode(newCtx(), f.Op, f.Resources, bytecode.WriterConfig{})
	if err != nil {
		b.Fatal(err)
	}
	return bc
}

// freshCtx returns a new context, its garbage collected before timing.
func freshCtx(b *testing.B) *ir.Context {
	b.StopTimer()
	ctx := newCtx()
	runtime.GC()
	b.StartTimer()
	return ctx
}

func BenchmarkRead(b *testing.B) {
	bc := readBenchBytecode(b)
	for b.Loop() {
		if _, err := bytecode.Read(freshCtx(b), "bench.mlirbc", bc, bytecode.Config{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkReadLazyOneFunction reads the program of BenchmarkRead lazily
// and materializes one function of its thousands (compare with
// BenchmarkRead, the full load). Creating the context is not timed.
func BenchmarkReadLazyOneFunction(b *testing.B) {
	bc := readBenchBytecode(b)
	topOnly := func(op *ir.Operation) bool { return op.Name() == "builtin.module" && op.ParentOp() == nil }
	for b.Loop() {
		l, file, err := bytecode.ReadLazy(freshCtx(b), "bench.mlirbc", bc, bytecode.Config{Lazy: true, LazyOps: topOnly})
		if err != nil {
			b.Fatal(err)
		}
		ops := file.Op.Region(0).First().Ops()
		if err := l.Materialize(ops[len(ops)/2], nil); err != nil {
			b.Fatal(err)
		}
	}
}
