// RUN: not gomlir-opt %s -split-input-file 2> %t.g
// RUN: not mlir-opt-upstream %s -split-input-file 2> %t.u
// RUN: diff %t.g %t.u

// Syntax errors of the custom forms, reported as upstream does.

func.func @f(%n: index) {
  affine.parallel (%i) = (0) (10) {
  }
  return
}
// -----
func.func @f(%n: index) {
  affine.parallel (%i) = (0 to (10) {
  }
  return
}
// -----
func.func @f(%n: index) {
  affine.parallel (%i) = (max(0, %n) to (10) {
  }
  return
}
// -----
func.func @f(%n: index) {
  affine.parallel (%i) = (min(0, %n)) to (10) {
  }
  return
}
// -----
func.func @f(%n: index) {
  affine.parallel (%i) = (0) to (10) reduce ("addf" -> (f32) {
  }
  return
}
// -----
func.func @f(%n: index) {
  affine.parallel (%i = (0) to (10) {
  }
  return
}
// -----
func.func @f(%A: memref<10xf32>, %n: index) {
  affine.prefetch %A[%n] read, locality<3>, data : memref<10xf32>
  return
}
// -----
func.func @f(%A: memref<10xf32>, %n: index) {
  affine.prefetch %A[%n], read, locality<x>, data : memref<10xf32>
  return
}
// -----
func.func @f(%A: memref<10xf32>, %n: index) {
  %0 = affine.min affine_map<(d0) -> (d0)> %n
  return
}
// -----
func.func @f(%A: memref<10xf32>, %n: index) {
  %0 = affine.linearize_index [%n] (4) : index
  return
}
// -----
func.func @f(%A: memref<10xf32>, %n: index) {
  affine.dma_wait %A[%n] %n : memref<10xf32>
  return
}
// -----
func.func @f(%A: memref<10xf32>, %n: index) {
  affine.store %n %A[%n] : memref<10xf32>
  return
}
// -----
func.func @f(%n: index) {
  %0 = affine.apply affine_map<(d0) -> (d0)> %n
  return
}
// -----
func.func @f(%n: index) {
  affine.for %i = 0 to affine_map<(d0) -> (d0)> %n {
  }
  return
}
// -----
func.func @f(%n: index) {
  affine.if affine_set<(d0) : (d0 >= 0)> %n {
  }
  return
}
// -----
func.func @f(%n: index) {
  affine.for %i = 0 to 10 step -1 {
  }
  return
}
// -----
func.func @f(%n: index) {
  affine.for %i = 0 to %n, %n {
  }
  return
}
// -----
func.func @f(%n: index) {
  affine.for %i = 0 to affine_map<(d0) -> (d0, 4)>(%n) {
  }
  return
}
// -----
func.func @f(%n: index) {
  affine.for %i = 0 to "x" {
  }
  return
}
// -----
func.func @f(%n: index) {
  %x = affine.for %i = 0 to 10 iter_args(%a = %n) -> (index, index) {
  }
  return
}
// -----
// The parallel op's induction variables are an argument list.
func.func @f(%a: i32) {
  %0:2 = affine.parallel %i) = (2, 1) to (2, 6) reduce ("addi", "andi") -> (i32, i32) {
    affine.yield %a, %a : i32, i32
  }
  return
}
// -----
// The bracket before linearize_index's indices is a literal of the format.
func.func @f(%a: index, %b: index) -> index {
  %0 = affine.linearize_index %a, %b] by (3, %b) : index
  return %0 : index
}

// -----

// So is the closing one, after an undelimited operand list: "expected ']'"
// (random invalid loop programs, seed 90010).
func.func @f(%a: index, %b: index) -> index {
  %0 = affine.linearize_index [%a %b] by (3, %b) : index
  return %0 : index
}

// -----

// A missing iter_args list is an error of the op's parser, as upstream's
// parseAssignmentList reports it (seed 90154).
func.func @f(%a: index, %b: index) {
  %0 = affine.for %i = %a to %a iter_args%x = %b) -> (index) {
    affine.yield %x : index
  }
  return
}

// -----

// A wrong token inside an affine map of SSA operands is reported at the end
// of the text before it, which lies before the map (seed 90224).
func.func @f(%a: index, %m: memref<1xi32>) {
  affine.dma_wait %m + -2], %a : memref<1xi32>
  return
}
