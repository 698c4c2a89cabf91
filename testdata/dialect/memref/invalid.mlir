// RUN: gomlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics
// RUN: not gomlir-opt %s -allow-unregistered-dialect -split-input-file 2> %t.g
// RUN: not mlir-opt-upstream %s -allow-unregistered-dialect -split-input-file 2> %t.u
// RUN: diff %t.g %t.u

func.func @load_unranked(%u: memref<*xf32>) {
  // expected-error@+1 {{'memref.load' op operand #0 must be memref of any type values, but got 'memref<*xf32>'}}
  %0 = "memref.load"(%u) : (memref<*xf32>) -> f32
  return
}

// -----

func.func @load_indices(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.load' op incorrect number of indices for load, expected 1 but got 0}}
  %0 = "memref.load"(%m) : (memref<4xf32>) -> f32
  return
}

// -----

func.func @load_alignment(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.load' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = "memref.load"(%m, %i) {alignment = 3} : (memref<4xf32>, index) -> f32
  return
}

// -----

func.func @load_type(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.load' op failed to verify that result type matches element type of 'memref'}}
  %0 = "memref.load"(%m, %i) : (memref<4xf32>, index) -> i32
  return
}

// -----

func.func @store_type(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.store' op failed to verify that type of 'value' matches element type of 'memref'}}
  "memref.store"(%m, %m, %i) : (memref<4xf32>, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @store_indices(%m: memref<4xf32>, %v: f32) {
  // expected-error@+1 {{'memref.store' op store index operand count not equal to memref rank}}
  "memref.store"(%v, %m) : (f32, memref<4xf32>) -> ()
  return
}

// -----

func.func @alloc_segments(%i: index) {
  // expected-error@+1 {{'memref.alloc' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  %0 = "memref.alloc"(%i) : (index) -> memref<4xf32>
  return
}

// -----

func.func @alloc_dynamic(%i: index) {
  // expected-error@+1 {{'memref.alloc' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = memref.alloc() : memref<?xf32>
  return
}

// -----

func.func @alloc_symbols(%i: index) {
  // expected-error@+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 1, got 0}}
  %0 = memref.alloc() : memref<4xf32, strided<[1], offset: ?>>
  return
}

// -----

func.func @alloc_alignment() {
  // expected-error@+1 {{'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = memref.alloc() {alignment = -1} : memref<4xf32>
  return
}

// -----

func.func @alloc_unranked() {
  // expected-error@+1 {{'memref.alloc' op result #0 must be memref of any type values, but got 'memref<*xf32>'}}
  %0 = "memref.alloc"() {operandSegmentSizes = array<i32: 0, 0>} : () -> memref<*xf32>
  return
}

// -----

"foo.region"() ({
  // expected-error@+1 {{'memref.alloca' op requires an ancestor op with AutomaticAllocationScope trait}}
  %0 = memref.alloca() : memref<4xf32>
}) : () -> ()

// -----

func.func @dealloc(%i: index) {
  // expected-error@+1 {{'memref.dealloc' op operand #0 must be ranked or unranked memref of any type values, but got 'index'}}
  "memref.dealloc"(%i) : (index) -> ()
  return
}

// -----

func.func @dma_wait(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.dma_wait' op expected tagIndices to have the same number of elements as the tagMemRef rank, expected 1, but got 0}}
  "memref.dma_wait"(%m, %i) : (memref<4xf32>, index) -> ()
  return
}

// -----

func.func @dma_start_strides(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{custom op 'memref.dma_start' expected two stride related operands}}
  memref.dma_start %m[%i], %m[%i], %i, %m[%i], %i : memref<4xf32>, memref<4xf32>, memref<4xf32>
  return
}

// -----

func.func @dma_start_types(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{custom op 'memref.dma_start' fewer/more types expected}}
  memref.dma_start %m[%i], %m[%i], %i, %m[%i] : memref<4xf32>, memref<4xf32>
  return
}

// -----

func.func @dma_start_attrs(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{expected ':'}}
  memref.dma_start %m[%i], %m[%i], %i, %m[%i] {foo} : memref<4xf32>, memref<4xf32>, memref<4xf32>
  return
}

// -----

func.func @dma_start_few(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.dma_start' op expected at least 4 operands}}
  "memref.dma_start"(%m, %i) : (memref<4xf32>, index) -> ()
  return
}

// -----

func.func @dma_start_src(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.dma_start' op expected source to be of memref type}}
  "memref.dma_start"(%i, %i, %i, %i) : (index, index, index, index) -> ()
  return
}

// -----

func.func @dma_start_count(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.dma_start' op expected at least 5 operands}}
  "memref.dma_start"(%m, %i, %m, %i) : (memref<4xf32>, index, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @dma_start_src_index(%m: memref<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'memref.dma_start' op expected source indices to be of index type}}
  "memref.dma_start"(%m, %f, %m, %i, %i, %m, %i) : (memref<4xf32>, f32, memref<4xf32>, index, index, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @dma_start_dst(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.dma_start' op expected destination to be of memref type}}
  "memref.dma_start"(%m, %i, %i, %i, %i, %m, %i) : (memref<4xf32>, index, index, index, index, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @dma_start_num(%m: memref<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'memref.dma_start' op expected num elements to be of index type}}
  "memref.dma_start"(%m, %i, %m, %i, %f, %m, %i) : (memref<4xf32>, index, memref<4xf32>, index, f32, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @dma_start_tag(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.dma_start' op expected tag to be of memref type}}
  "memref.dma_start"(%m, %i, %m, %i, %i, %i, %i) : (memref<4xf32>, index, memref<4xf32>, index, index, index, index) -> ()
  return
}

// -----

func.func @dma_start_operands(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.dma_start' op incorrect number of operands}}
  "memref.dma_start"(%m, %i, %m, %i, %i, %m, %i, %i) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<4xf32>, index, index) -> ()
  return
}

// -----

func.func @dma_start_stride_type(%m: memref<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'memref.dma_start' op expected stride and num elements per stride to be of type index}}
  "memref.dma_start"(%m, %i, %m, %i, %i, %m, %i, %i, %f) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<4xf32>, index, index, f32) -> ()
  return
}

// -----

func.func @e(%a: memref<4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32>' are cast incompatible}}
  %0 = memref.cast %a : memref<4xf32> to memref<5xf32>
  return
}
// -----
func.func @e(%a: memref<4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xi32>' are cast incompatible}}
  %0 = memref.cast %a : memref<4xf32> to memref<4xi32>
  return
}
// -----
func.func @e(%a: memref<4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xf32, 1>' are cast incompatible}}
  %0 = memref.cast %a : memref<4xf32> to memref<4xf32, 1>
  return
}
// -----
func.func @e(%a: memref<*xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<*xf32>' and result type 'memref<*xf32>' are cast incompatible}}
  %0 = memref.cast %a : memref<*xf32> to memref<*xf32>
  return
}
// -----
func.func @e(%a: memref<4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4x1xf32>' are cast incompatible}}
  %0 = memref.cast %a : memref<4xf32> to memref<4x1xf32>
  return
}
// -----
func.func @e(%a: memref<4x4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4x4xf32>' and result type 'memref<4x4xf32, strided<[5, 1]>>' are cast incompatible}}
  %0 = memref.cast %a : memref<4x4xf32> to memref<4x4xf32, strided<[5, 1]>>
  return
}
// -----
func.func @e(%a: memref<f32>, %i: index) {
  // expected-error@+1 {{'memref.dim' op operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got 'memref<f32>'}}
  %0 = memref.dim %a, %i : memref<f32>
  return
}

// -----

// type(results) needs a type, as upstream's parseTypeList (random invalid
// loop programs, seed 90052).
func.func @view_without_result_type(%m: memref<64xi8>, %a: index, %b: index) {
  // expected-error @+1 {{expected non-function type}}
  %v = memref.view %m[%a][%b] : memref<64xi8> to
  return
}

// -----

// memref.alloca_scope checks its region edges as every RegionBranchOpInterface
// op (seed 90173).
func.func @alloca_scope_result_type(%a: f32) {
  // expected-error @+1 {{'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: successor operand type #1 'f32' should match successor input type #1 'memref<3xf32>'}}
  %r:2 = memref.alloca_scope -> (f32, memref<3xf32>) {
    // expected-note @+1 {{region branch point}}
    memref.alloca_scope.return %a, %a : f32, f32
  }
  return
}
