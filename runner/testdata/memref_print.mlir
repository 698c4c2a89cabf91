// RUNNER: -e main --entry-point-result=void
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefI64(memref<*xi64>)
func.func private @printMemrefF64(memref<*xf64>)
func.func private @printMemrefInd(memref<*xindex>)
func.func private @printMemrefShapeF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %f = arith.constant 1.25 : f32
  %m = memref.alloc() : memref<2x3xf32>
  linalg.fill ins(%f : f32) outs(%m : memref<2x3xf32>)
  %g = arith.constant -1.0e-7 : f32
  memref.store %g, %m[%c1, %c2] : memref<2x3xf32>
  %u = memref.cast %m : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  call @printMemrefShapeF32(%u) : (memref<*xf32>) -> ()
  %s = memref.subview %m[0, 1] [2, 2] [1, 1] : memref<2x3xf32> to memref<2x2xf32, strided<[3, 1], offset: 1>>
  %su = memref.cast %s : memref<2x2xf32, strided<[3, 1], offset: 1>> to memref<*xf32>
  call @printMemrefF32(%su) : (memref<*xf32>) -> ()
  %z = memref.alloc() : memref<f32>
  memref.store %f, %z[] : memref<f32>
  %zu = memref.cast %z : memref<f32> to memref<*xf32>
  call @printMemrefF32(%zu) : (memref<*xf32>) -> ()
  %i = memref.alloc() : memref<2x2x2xi32>
  %ci = arith.constant -3 : i32
  linalg.fill ins(%ci : i32) outs(%i : memref<2x2x2xi32>)
  %iu = memref.cast %i : memref<2x2x2xi32> to memref<*xi32>
  call @printMemrefI32(%iu) : (memref<*xi32>) -> ()
  %l = memref.alloc() : memref<3xi64>
  %cl = arith.constant 9000000000 : i64
  linalg.fill ins(%cl : i64) outs(%l : memref<3xi64>)
  %lu = memref.cast %l : memref<3xi64> to memref<*xi64>
  call @printMemrefI64(%lu) : (memref<*xi64>) -> ()
  %d = memref.alloc() : memref<1x2xf64>
  %cd = arith.constant 3.14159265358979 : f64
  linalg.fill ins(%cd : f64) outs(%d : memref<1x2xf64>)
  %du = memref.cast %d : memref<1x2xf64> to memref<*xf64>
  call @printMemrefF64(%du) : (memref<*xf64>) -> ()
  %x = memref.alloc() : memref<2xindex>
  linalg.fill ins(%c2 : index) outs(%x : memref<2xindex>)
  %xu = memref.cast %x : memref<2xindex> to memref<*xindex>
  call @printMemrefInd(%xu) : (memref<*xindex>) -> ()
  memref.dealloc %m : memref<2x3xf32>
  return
}
