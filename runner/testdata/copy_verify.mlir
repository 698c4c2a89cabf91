// RUNNER: -e main --entry-point-result=i64 -O2
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefC32(memref<*xcomplex<f32>>)
func.func private @verifyMemRefF32(memref<*xf32>, memref<*xf32>) -> i64 attributes {llvm.emit_c_interface}

func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4x4xf32>
  %f = arith.constant 2.5 : f32
  linalg.fill ins(%f : f32) outs(%a : memref<4x4xf32>)
  %s = memref.subview %a[1, 1] [2, 3] [1, 1] : memref<4x4xf32> to memref<2x3xf32, strided<[4, 1], offset: 5>>
  %b = memref.alloc() : memref<2x3xf32>
  memref.copy %s, %b : memref<2x3xf32, strided<[4, 1], offset: 5>> to memref<2x3xf32>
  %g = arith.constant 7.0 : f32
  memref.store %g, %b[%c1, %c1] : memref<2x3xf32>
  %bu = memref.cast %b : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%bu) : (memref<*xf32>) -> ()
  %e = memref.alloc() : memref<2x3xf32>
  linalg.fill ins(%f : f32) outs(%e : memref<2x3xf32>)
  %eu = memref.cast %e : memref<2x3xf32> to memref<*xf32>
  %errs = call @verifyMemRefF32(%bu, %eu) : (memref<*xf32>, memref<*xf32>) -> i64
  %cx = memref.alloc() : memref<2xcomplex<f32>>
  %cv = complex.constant [1.5 : f32, -2.0 : f32] : complex<f32>
  memref.store %cv, %cx[%c0] : memref<2xcomplex<f32>>
  memref.store %cv, %cx[%c1] : memref<2xcomplex<f32>>
  %cxu = memref.cast %cx : memref<2xcomplex<f32>> to memref<*xcomplex<f32>>
  call @printMemrefC32(%cxu) : (memref<*xcomplex<f32>>) -> ()
  return %errs : i64
}
