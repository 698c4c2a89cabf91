// PIPELINE: --convert-complex-to-standard --convert-complex-to-llvm -test-lower-to-llvm
// memref printers of complex and i8 elements.
func.func private @printMemrefC32(memref<*xcomplex<f32>>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI8(memref<*xi8>) attributes {llvm.emit_c_interface}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<2xcomplex<f32>>
  %a = complex.constant [1.5 : f32, -2.0 : f32] : complex<f32>
  memref.store %a, %m[%c0] : memref<2xcomplex<f32>>
  memref.store %a, %m[%c1] : memref<2xcomplex<f32>>
  %u = memref.cast %m : memref<2xcomplex<f32>> to memref<*xcomplex<f32>>
  call @printMemrefC32(%u) : (memref<*xcomplex<f32>>) -> ()
  %n = memref.alloc() : memref<3xi8>
  %x = arith.constant 72 : i8
  memref.store %x, %n[%c0] : memref<3xi8>
  memref.store %x, %n[%c1] : memref<3xi8>
  %c2 = arith.constant 2 : index
  %y = arith.constant 105 : i8
  memref.store %y, %n[%c2] : memref<3xi8>
  %nu = memref.cast %n : memref<3xi8> to memref<*xi8>
  call @printMemrefI8(%nu) : (memref<*xi8>) -> ()
  return
}
