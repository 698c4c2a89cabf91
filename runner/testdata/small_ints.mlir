// RUNNER: -e main --entry-point-result=i32 -O0
func.func private @printMemrefI8(memref<*xi8>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI16(memref<*xi16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefShapeI32(memref<*xi32>) attributes {llvm.emit_c_interface}
func.func private @verifyMemRefI32(memref<*xi32>, memref<*xi32>) -> i64 attributes {llvm.emit_c_interface}
func.func private @printFlops(f64)

func.func @main() -> i32 {
  %b = memref.alloc() : memref<2x3xi8>
  %c = arith.constant 65 : i8
  linalg.fill ins(%c : i8) outs(%b : memref<2x3xi8>)
  %bu = memref.cast %b : memref<2x3xi8> to memref<*xi8>
  call @printMemrefI8(%bu) : (memref<*xi8>) -> ()
  %h = memref.alloc() : memref<3xi16>
  %ch = arith.constant -300 : i16
  linalg.fill ins(%ch : i16) outs(%h : memref<3xi16>)
  %hu = memref.cast %h : memref<3xi16> to memref<*xi16>
  call @printMemrefI16(%hu) : (memref<*xi16>) -> ()
  %x = memref.alloc() : memref<2x2xi32>
  %y = memref.alloc() : memref<4xi32>
  %xu = memref.cast %x : memref<2x2xi32> to memref<*xi32>
  %yu = memref.cast %y : memref<4xi32> to memref<*xi32>
  call @printMemrefShapeI32(%yu) : (memref<*xi32>) -> ()
  %r = call @verifyMemRefI32(%xu, %yu) : (memref<*xi32>, memref<*xi32>) -> i64
  %fl = arith.constant 2.5e9 : f64
  call @printFlops(%fl) : (f64) -> ()
  %ri = arith.trunci %r : i64 to i32
  return %ri : i32
}
