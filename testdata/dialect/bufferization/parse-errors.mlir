// RUN: not gomlir-opt %s -split-input-file 2> %t.g
// RUN: not mlir-opt-upstream %s -split-input-file 2> %t.u
// RUN: diff %t.g %t.u

// Malformed custom forms and invalid generic forms: upstream's diagnostics
// at upstream's locations.

func.func @a(%t: tensor<?xf32>, %sz: index) {
  %0 = bufferization.alloc_tensor(%sz : tensor<?xf32>
  return
}
// -----
func.func @b(%t: tensor<?xf32>, %sz: index) {
  %0 = bufferization.alloc_tensor() copy %t : tensor<?xf32>
  return
}
// -----
func.func @c(%t: tensor<?xf32>, %sz: index) {
  %0 = bufferization.alloc_tensor() size_hint %sz : tensor<?xf32>
  return
}
// -----
func.func @d(%t: tensor<?xf32>, %sz: index) {
  %0 = bufferization.alloc_tensor() tensor<?xf32>
  return
}
// -----
func.func @e(%t: tensor<?xf32>, %sz: index) {
  %0 = bufferization.alloc_tensor(%t) : tensor<?xf32>
  return
}
// -----
func.func @f(%t: tensor<?xf32>, %sz: index) {
  %0 = bufferization.alloc_tensor(%sz) size_hint=%t : tensor<?xf32>
  return
}
// -----
func.func @g(%t: tensor<?xf32>, %sz: index) {
  %0 = bufferization.alloc_tensor(%sz) : 
  return
}
// -----
func.func @h(%m: memref<?xf32>, %c: i1) {
  bufferization.dealloc (%m : memref<?xf32>) if %c
  return
}
// -----
func.func @i(%m: memref<?xf32>, %c: i1) {
  bufferization.dealloc (%m, %m : memref<?xf32>) if (%c)
  return
}
// -----
func.func @j(%m: memref<?xf32>, %c: i1) {
  %0 = bufferization.dealloc retain %m : memref<?xf32>
  return
}
// -----
func.func @k(%m: memref<?xf32>, %c: i1) {
  %0:2 = bufferization.dealloc retain (%m : memref<?xf32>)
  return
}
// -----
func.func @l(%t: tensor<?xf32>, %m: memref<?xf32>) {
  bufferization.materialize_in_destination %t into %m : (tensor<?xf32>, memref<?xf32>) -> ()
  return
}
// -----
func.func @m(%t: tensor<?xf32>, %m: memref<?xf32>) {
  bufferization.materialize_in_destination %t in writable restrict %m : (tensor<?xf32>, memref<?xf32>) -> ()
  return
}
// -----
func.func @n(%t: tensor<?xf32>, %m: memref<?xf32>) {
  %0 = bufferization.to_tensor %m writable restrict : memref<?xf32> to tensor<?xf32>
  return
}
// -----
func.func @o(%t: tensor<?xf32>, %m: memref<?xf32>) {
  %0 = bufferization.to_tensor %m : memref<?xf32>
  return
}
// -----
func.func @p(%t: tensor<?xf32>, %m: memref<?xf32>) {
  %0 = bufferization.to_buffer %t : tensor<?xf32> to tensor<?xf32>
  return
}
// -----
func.func @q(%t: tensor<?xf32>, %m: memref<?xf32>) {
  %0 = bufferization.clone %m : memref<?xf32>
  return
}
// -----
func.func @r(%t: tensor<?xf32>, %m: memref<?xf32>) {
  %0 = bufferization.clone %m : memref<?xf32> to tensor<?xf32>
  return
}
// -----
func.func @s(%t: tensor<?xf32>, %m: memref<?xf32>) {
  bufferization.dealloc_tensor %m : memref<?xf32>
  return
}
// -----
func.func @t(%t: tensor<?xf32>, %m: memref<?xf32>) {
  %0 = "bufferization.alloc_tensor"(%t) : (tensor<?xf32>) -> tensor<?xf32>
  return
}
// -----
func.func @u(%t: tensor<?xf32>, %m: memref<?xf32>) {
  %0 = "bufferization.alloc_tensor"() <{operandSegmentSizes = array<i32: 0, 0, 0>, memory_space = "x"}> : () -> vector<4xf32>
  return
}
// -----
func.func @v(%t: tensor<?xf32>, %m: memref<?xf32>) {
  "bufferization.materialize_in_destination"(%t, %m) <{writable = 1}> : (tensor<?xf32>, memref<?xf32>) -> ()
  return
}
// -----
func.func @w(%t: tensor<?xf32>, %v: vector<4xf32>) {
  %0 = "bufferization.materialize_in_destination"(%t, %v) : (tensor<?xf32>, vector<4xf32>) -> tensor<?xf32>
  return
}
// -----
func.func @x(%t: tensor<?xf32>, %m: memref<?xf32>) {
  %0 = "bufferization.dealloc"(%m) : (memref<?xf32>) -> i1
  return
}
// -----
func.func @y(%t: tensor<?xf32>, %m: memref<?xf32>) {
  %0 = "bufferization.to_buffer"(%t) {read_only = 1} : (tensor<?xf32>) -> memref<?xf32>
  return
}
// -----
func.func @z(%t: tensor<?xf32>, %m: memref<?xf32>) {
  %0 = bufferization.alloc_tensor() {operandSegmentSizes = array<i32: 0, 0, 0>} : tensor<4xf32>
  return
}
// -----
func.func @a(%t: tensor<?xf32>, %c: i1) {
  bufferization.dealloc (%t : tensor<?xf32>) if (%c)
  return
}
// -----
func.func @b(%m: memref<?xf32>, %c: i1) {
  %0 = bufferization.dealloc (%m : memref<?xf32>) if (%c) retain (%c : i1)
  return
}
// -----
func.func @c(%m: memref<?xf32>, %c: i1) {
  bufferization.dealloc () if ()
  return
}
