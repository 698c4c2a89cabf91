package exec_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

const (
	corpusDir = "/work/shared/conformance/upstream/mlir/test"
	fileCheck = "/usr/lib/llvm-22/bin/FileCheck"
)

// corpusUnlowered lists upstream runner tests whose input the interpreter
// runs as written (before the lowering their RUN lines apply), with the
// entry point; their output must pass the tests' own CHECK lines. The
// other tests of the corpus need dialects gomlir lacks (linalg, async,
// bufferization), the polynomial approximations of their pipelines, or
// several differently configured runs.
var corpusUnlowered = []struct{ file, entry string }{
	{"Integration/Dialect/Arith/CPU/addition.mlir", "entry"},
	{"Integration/Dialect/Arith/CPU/divide.mlir", "entry"},
	{"Integration/Dialect/Arith/CPU/index-casts.mlir", "entry"},
	{"Integration/Dialect/Arith/CPU/int-trunc-ext.mlir", "entry"},
	{"Integration/Dialect/Arith/CPU/multiplication.mlir", "entry"},
	{"Integration/Dialect/Arith/CPU/shift.mlir", "entry"},
	{"Integration/Dialect/Arith/CPU/test-wide-int-emulation-addi-i16.mlir", "entry"},
	{"Integration/Dialect/LLVMIR/CPU/test-vector-reductions-int.mlir", "entry"},
	{"Integration/Dialect/Vector/CPU/broadcast.mlir", "entry"},
	{"Integration/Dialect/Vector/CPU/compress.mlir", "entry"},
	{"Integration/Dialect/Vector/CPU/expand.mlir", "main"},
	{"Integration/Dialect/Vector/CPU/extract-strided-slice.mlir", "entry"},
	{"Integration/Dialect/Vector/CPU/fma.mlir", "entry"},
	{"Integration/Dialect/Vector/CPU/gather.mlir", "main"},
	{"Integration/Dialect/Vector/CPU/insert-strided-slice.mlir", "entry"},
	{"Integration/Dialect/Vector/CPU/maskedload.mlir", "entry"},
	{"Integration/Dialect/Vector/CPU/print-int.mlir", "entry"},
	{"Integration/Dialect/Vector/CPU/shape-cast.mlir", "entry"},
	{"mlir-runner/bare-ptr-call-conv.mlir", "main"},
	{"mlir-runner/copy.mlir", "main"},
	{"mlir-runner/expand-arith-ops.mlir", "main"},
	{"mlir-runner/global-constructors.mlir", "entry"},
	{"mlir-runner/global-memref.mlir", "main"},
	{"mlir-runner/memref-reinterpret-cast.mlir", "main"},
	{"mlir-runner/memref-reshape.mlir", "main"},
}

// TestUpstreamCorpusUnlowered interprets upstream's runner tests without
// lowering them and checks the output with the tests' CHECK lines.
func TestUpstreamCorpusUnlowered(t *testing.T) {
	if !haveTool(fileCheck) || !haveTool(corpusDir) {
		t.Skip("FileCheck or the conformance corpus missing")
	}
	for _, c := range corpusUnlowered {
		t.Run(filepath.Base(c.file), func(t *testing.T) {
			path := filepath.Join(corpusDir, c.file)
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			out, err := interpretEntry(t, path, src, c.entry)
			if err != nil {
				t.Fatalf("%v", err)
			}
			cmd := exec.Command(fileCheck, path)
			cmd.Stdin = bytes.NewReader([]byte(out))
			if msg, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("FileCheck: %v\n%s", err, msg)
			}
		})
	}
}
