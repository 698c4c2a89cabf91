// The runtime's memref verification (mismatch counts; shape mismatch is -1).
func.func private @verifyMemRefF32(memref<*xf32>, memref<*xf32>) -> i64 attributes {llvm.emit_c_interface}
func.func private @verifyMemRefI32(memref<*xi32>, memref<*xi32>) -> i64 attributes {llvm.emit_c_interface}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<2x2xf32>
  %b = memref.alloc() : memref<2x2xf32>
  %f = arith.constant 1.0 : f32
  %g = arith.constant 1.5 : f32
  scf.for %i = %c0 to %c1 step %c1 {
  }
  memref.store %f, %a[%c0, %c0] : memref<2x2xf32>
  memref.store %f, %a[%c0, %c1] : memref<2x2xf32>
  memref.store %f, %a[%c1, %c0] : memref<2x2xf32>
  memref.store %f, %a[%c1, %c1] : memref<2x2xf32>
  memref.store %f, %b[%c0, %c0] : memref<2x2xf32>
  memref.store %g, %b[%c0, %c1] : memref<2x2xf32>
  memref.store %f, %b[%c1, %c0] : memref<2x2xf32>
  memref.store %g, %b[%c1, %c1] : memref<2x2xf32>
  %ua = memref.cast %a : memref<2x2xf32> to memref<*xf32>
  %ub = memref.cast %b : memref<2x2xf32> to memref<*xf32>
  %e = call @verifyMemRefF32(%ua, %ub) : (memref<*xf32>, memref<*xf32>) -> i64
  vector.print %e : i64
  %c = memref.alloc() : memref<3xf32>
  %uc = memref.cast %c : memref<3xf32> to memref<*xf32>
  %e2 = call @verifyMemRefF32(%ua, %uc) : (memref<*xf32>, memref<*xf32>) -> i64
  vector.print %e2 : i64
  return
}
