// RUN: gomlir-opt %s -split-input-file -verify-diagnostics
// RUN: not gomlir-opt %s -split-input-file 2> %t.g
// RUN: not mlir-opt-upstream %s -split-input-file 2> %t.u
// RUN: diff %t.g %t.u

// Diagnostics of the memory, min/max, parallel, DMA and index ops, from
// the parser and the verifiers.

func.func @f(%A: memref<10xf32>, %i: index) {
  // expected-error@+1 {{expected ']' in affine map}}
  %0 = affine.load %A[%i : memref<10xf32>
  return
}
// -----
func.func @f(%A: memref<10xf32>, %i: index) {
  // expected-error@+1 {{invalid kind of type specified: expected builtin.memref, but found 'tensor<10xf32>'}}
  %0 = affine.load %A[%i] : tensor<10xf32>
  return
}
// -----
func.func @f(%A: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'affine.load' op affine map num results must equal memref rank}}
  %0 = affine.load %A[%i, %i] : memref<10xf32>
  return
}
// -----
func.func @f(%A: memref<10xf32>, %i: index) {
  // expected-error@+1 {{expected ssa identifier}}
  %0 = affine.load %A[symbol(3)] : memref<10xf32>
  return
}
// -----
func.func @f(%A: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'affine.store' op value to store must have the same type as memref element type}}
  "affine.store"(%i, %A, %i) <{map = affine_map<(d0) -> (d0)>}> : (index, memref<10xf32>, index) -> ()
  return
}
// -----
func.func @f(%A: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'affine.load' op result type must match element type of memref}}
  %0 = "affine.load"(%A, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<10xf32>, index) -> f64
  return
}
// -----
func.func @f(%A: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'affine.vector_load' op requires memref and vector types of the same elemental type}}
  %0 = affine.vector_load %A[%i] : memref<10xf32>, vector<4xf64>
  return
}
// -----
func.func @f(%A: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'affine.min' op operand count and affine map dimension and symbol count must match}}
  %0 = affine.min affine_map<(d0, d1) -> (d0, d1)> (%i)
  return
}
// -----
func.func @f(%A: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'affine.parallel' op a reduction must be specified for each output}}
  %0 = affine.parallel (%k) = (0) to (10) -> (f32) {
    %c = arith.constant 1.0 : f32
    affine.yield %c : f32
  }
  return
}
// -----
func.func @f(%A: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %0 = affine.parallel (%k) = (0) to (10) reduce ("addi") -> (f32) {
    %c = arith.constant 1.0 : f32
    affine.yield %c : f32
  }
  return
}
// -----
func.func @f(%A: memref<10xf32>, %i: index) {
  // expected-error@+1 {{invalid reduction value: "foo"}}
  %0 = affine.parallel (%k) = (0) to (10) reduce ("foo") -> (f32) {
  }
  return
}
// -----
func.func @f(%A: memref<10xf32>, %i: index) {
  // expected-error@+1 {{steps must be constant integers}}
  affine.parallel (%k) = (0) to (10) step (%i) {
  }
  return
}
// -----
func.func @f(%A: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'affine.parallel' op the number of region arguments (1) and the number of map groups for lower (2) and upper bound (1), and the number of steps (1) must all match}}
  affine.parallel (%k) = (0, 0) to (10) {
  }
  return
}
// -----
func.func @f(%A: memref<10xf32>, %i: index) {
  affine.for %j = 0 to 10 {
    %x = arith.muli %j, %i : index
    // expected-error@+1 {{'affine.parallel' op operand cannot be used as a symbol}}
    affine.parallel (%k) = (0) to (symbol(%x)) {
    }
  }
  return
}
// -----
func.func @f(%A: memref<10xf32>, %i: index) {
  // expected-error@+1 {{expected two stride related operands}}
  affine.dma_start %A[%i], %A[%i], %A[%i], %i, %i : memref<10xf32>, memref<10xf32>, memref<10xf32>
  return
}
// -----
func.func @f(%A: memref<10xf32>, %i: index) {
  // expected-error@+1 {{expected three types}}
  affine.dma_start %A[%i], %A[%i], %A[%i], %i : memref<10xf32>, memref<10xf32>
  return
}
// -----
func.func @f(%A: memref<10xf32>, %i: index) {
  // expected-error@+1 {{expected tag to be of memref type}}
  affine.dma_wait %i[%i], %i : index
  return
}
// -----
func.func @f(%A: memref<10xf32>, %i: index) {
  // expected-error@+2 {{expected integer value}}
  // expected-error@+1 {{expected SSA value or integer}}
  %0:2 = affine.delinearize_index %i into (4, foo) : index, index
  return
}
// -----
func.func @f(%A: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'affine.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  affine.prefetch %A[%i], read, locality<5>, data : memref<10xf32>
  return
}
// -----
func.func @f(%A: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'affine.parallel' op expected lower bounds map to have 2 results}}
  "affine.parallel"() <{lowerBoundsGroups = dense<2> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
    ^bb0(%arg5: index):
      "affine.yield"() : () -> ()
    }) : () -> ()
  return
}
// -----
func.func @f(%arg0 : index, %A: memref<100xf32>, %T: memref<1xi32>) {
  affine.for %i0 = 0 to 10 {
    %3 = arith.muli %i0, %arg0 : index
    // expected-error@+1 {{'affine.prefetch' op index must be a valid dimension or symbol identifier}}
    affine.prefetch %A[%3], read, locality<3>, data : memref<100xf32>
  }
  return
}
// -----
func.func @f(%arg0 : index, %A: memref<100xf32>, %T: memref<1xi32>) {
  affine.for %i0 = 0 to 10 {
    %3 = arith.muli %i0, %arg0 : index
    // expected-error@+1 {{'affine.dma_start' op src index must be a valid dimension or symbol identifier}}
    affine.dma_start %A[%3], %A[%i0], %T[%i0], %arg0 : memref<100xf32>, memref<100xf32>, memref<1xi32>
  }
  return
}
// -----
func.func @f(%arg0 : index, %A: memref<100xf32>, %T: memref<1xi32>) {
  affine.for %i0 = 0 to 10 {
    %3 = arith.muli %i0, %arg0 : index
    // expected-error@+1 {{'affine.vector_load' op operand cannot be used as a dimension id}}
    %v = affine.vector_load %A[%3] : memref<100xf32>, vector<4xf32>
  }
  return
}
// -----
func.func @f(%arg0 : index, %A: memref<100xf32>, %T: memref<1xi32>) {
  affine.for %i0 = 0 to 10 {
    %3 = arith.muli %i0, %arg0 : index
    // expected-error@+1 {{'affine.load' op operand cannot be used as a symbol}}
    %v = affine.load %A[%i0 + symbol(%3)] : memref<100xf32>
  }
  return
}
// -----
func.func @f(%arg0 : i32, %A: memref<100xf32>, %T: memref<1xi32>) {
  // expected-error@+1 {{'affine.load' op operand #1 must be variadic of index, but got 'i32'}}
  %v = "affine.load"(%A, %arg0) <{map = affine_map<(d0) -> (d0)>}> : (memref<100xf32>, i32) -> f32
  return
}
// -----
func.func @f(%arg0 : i32, %A: memref<100xf32>, %T: memref<1xi32>) {
  // expected-error@+1 {{'affine.dma_wait' op index to dma_wait must have 'index' type}}
  "affine.dma_wait"(%T, %arg0, %arg0) {tag_map = affine_map<(d0) -> (d0)>} : (memref<1xi32>, i32, i32) -> ()
  return
}
// -----
func.func @f(%i: index, %n: index) {
  // expected-error@+1 {{'affine.delinearize_index' op should return an index for each basis element and up to one extra index}}
  %0:3 = affine.delinearize_index %i into (%n, 4, 8, 9, 10) : index, index, index
  return
}
// -----
func.func @f(%i: index, %n: index) {
  // expected-error@+1 {{'affine.delinearize_index' op no basis element may be statically non-positive}}
  %0:3 = affine.delinearize_index %i into (%n, 0, 8) : index, index, index
  return
}
// -----
func.func @f(%i: index, %n: index) {
  // expected-error@+1 {{'affine.linearize_index' op should be passed a basis element for each index except possibly the first}}
  %0 = affine.linearize_index [%i] by (4, 5, 6) : index
  return
}
// -----
func.func @f(%i: index, %n: index) {
  // expected-error@+1 {{'affine.delinearize_index' op mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite}}
  "affine.delinearize_index"(%i) <{static_basis = array<i64: -9223372036854775808, 4, 8>}> : (index) -> (index, index, index)
  return
}
// -----
func.func @f(%A: memref<10xf32>, %i: index) {
  // expected-error@+1 {{expected '(' at start of SSA symbol}}
  %0 = affine.load %A[symbol %i] : memref<10xf32>
  return
}
// -----
func.func @f(%A: memref<10xf32>, %i: index) {
  // expected-error@+1 {{expected ')' at end of SSA symbol}}
  %0 = affine.load %A[symbol(%i] : memref<10xf32>
  return
}
// -----
func.func @f(%A: memref<10xf32>, %i: index) {
  // expected-error@+1 {{use of undeclared SSA value name}}
  %0 = affine.load %A[%j + 1] : memref<10xf32>
  return
}
// -----
// Results of delinearize_index and linearize_index are dimensions (symbols)
// when their operands are.
func.func @f(%m: memref<100xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    %a:2 = affine.delinearize_index %i into (5) : index, index
    %l = affine.linearize_index [%i, %n] by (5) : index
    %v = affine.load %m[%a#1 + %l] : memref<100xf32>
    %s:2 = affine.delinearize_index %n into (5) : index, index
    %w = affine.load %m[%i + symbol(%s#0)] : memref<100xf32>
    %t = affine.linearize_index [%n, %n] by (5) : index
    %x = affine.load %m[%i + symbol(%t)] : memref<100xf32>
  }
  return
}
// -----
func.func @g(%m: memref<100xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    %s:2 = affine.delinearize_index %i into (5) : index, index
    // expected-error@+1 {{'affine.load' op operand cannot be used as a symbol}}
    %w = affine.load %m[symbol(%s#0)] : memref<100xf32>
  }
  return
}

// -----

// The iter_args of a loop are not dimensions (only its induction variable).
func.func @iter_arg_index(%m: memref<10xf32>) {
  %c0 = arith.constant 0 : index
  %r = affine.for %i = 0 to 10 iter_args(%a = %c0) -> index {
    // expected-error@+1 {{'affine.load' op operand cannot be used as a dimension id}}
    %v = affine.load %m[%a] : memref<10xf32>
    affine.yield %a : index
  }
  return
}
