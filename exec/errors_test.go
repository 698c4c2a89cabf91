package exec_test

import (
	"strings"
	"testing"

	"github.com/gomlir/gomlir/asm"
	gexec "github.com/gomlir/gomlir/exec"
)

// TestRunErrors checks that run-time failures end with a located
// diagnostic, never a Go panic.
func TestRunErrors(t *testing.T) {
	cases := []struct {
		name, src, msg string
		line           int
	}{
		{"out of bounds load", `func.func @main() {
  %c4 = arith.constant 4 : index
  %m = memref.alloc() : memref<4xf32>
  %v = memref.load %m[%c4] : memref<4xf32>
  return
}`, "out-of-bounds access", 4},
		{"division by zero", `func.func @main() {
  %a = arith.constant 7 : i32
  %z = arith.constant 0 : i32
  %q = arith.divsi %a, %z : i32
  return
}`, "integer division by zero", 4},
		{"assertion", `func.func @main() {
  %f = arith.constant false
  cf.assert %f, "must hold"
  return
}`, "assertion failed: must hold", 3},
		{"unreachable", `llvm.func @main() {
  llvm.unreachable
}`, "unreachable", 2},
		{"trap", `llvm.func @main() {
  "llvm.intr.trap"() : () -> ()
  llvm.return
}`, "trap", 2},
		{"use after free", `func.func @main() {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  %v = memref.load %m[%c0] : memref<4xf32>
  return
}`, "freed", 5},
		{"double free", `func.func @main() {
  %m = memref.alloc() : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return
}`, "double free", 4},
		{"null load", `llvm.func @main() {
  %p = llvm.mlir.zero : !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.return
}`, "null pointer", 3},
		{"unbounded recursion", `func.func @main() {
  call @main() : () -> ()
  return
}`, "call depth", 2},
		{"unsupported op", `func.func @main() {
  %t = tensor.empty() : tensor<4xf32>
  return
}`, "'tensor.empty' is not supported by the interpreter", 2},
		{"oversized allocation", `func.func @main() {
  %n = arith.constant 100000000000000 : index
  %m = memref.alloc(%n) : memref<?xf32>
  return
}`, "cannot allocate", 3},
		{"unknown external", `func.func private @mystery()
func.func @main() {
  call @mystery() : () -> ()
  return
}`, "external function '@mystery'", 3},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := interpret(t, "input.mlir", []byte(c.src))
			re, ok := err.(*gexec.RunError)
			if !ok {
				t.Fatalf("got %v (%T), want a run-time error", err, err)
			}
			if !strings.Contains(re.Msg, c.msg) {
				t.Errorf("message %q does not contain %q", re.Msg, c.msg)
			}
			if loc := asm.AttrString(re.Loc); !strings.Contains(loc, ":"+itoa(c.line)+":") {
				t.Errorf("location %s, want line %d", loc, c.line)
			}
		})
	}
}
