// memref views, copies, globals and the runtime's memref printers.
memref.global "private" constant @table : memref<2x3xi32> = dense<[[1, 2, 3], [4, 5, 6]]>

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI64(memref<*xi64>) attributes {llvm.emit_c_interface}
func.func private @printMemrefF64(memref<*xf64>) attributes {llvm.emit_c_interface}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %g = memref.get_global @table : memref<2x3xi32>
  %gu = memref.cast %g : memref<2x3xi32> to memref<*xi32>
  call @printMemrefI32(%gu) : (memref<*xi32>) -> ()
  %m = memref.alloc(%c4, %c6) : memref<?x?xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c6 step %c1 {
      %ij = arith.muli %i, %c6 : index
      %k = arith.addi %ij, %j : index
      %ki = arith.index_cast %k : index to i64
      %kf = arith.sitofp %ki : i64 to f32
      %q = arith.constant 0.25 : f32
      %v = arith.mulf %kf, %q : f32
      memref.store %v, %m[%i, %j] : memref<?x?xf32>
    }
  }
  %u = memref.cast %m : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %sv = memref.subview %m[1, 1] [2, 3] [1, 2] : memref<?x?xf32> to memref<2x3xf32, strided<[?, 2], offset: ?>>
  %svu = memref.cast %sv : memref<2x3xf32, strided<[?, 2], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%svu) : (memref<*xf32>) -> ()
  %row = memref.subview %m[2, 0] [1, 6] [1, 1] : memref<?x?xf32> to memref<6xf32, strided<[1], offset: ?>>
  %rowu = memref.cast %row : memref<6xf32, strided<[1], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%rowu) : (memref<*xf32>) -> ()
  %d0 = memref.dim %m, %c0 : memref<?x?xf32>
  %d1 = memref.dim %m, %c1 : memref<?x?xf32>
  vector.print %d0 : index
  vector.print %d1 : index
  %s = memref.alloc() : memref<4x6xf32>
  %sc = memref.cast %s : memref<4x6xf32> to memref<?x?xf32>
  memref.copy %m, %sc : memref<?x?xf32> to memref<?x?xf32>
  %col = memref.collapse_shape %s [[0, 1]] : memref<4x6xf32> into memref<24xf32>
  %exp = memref.expand_shape %col [[0, 1, 2]] output_shape [2, 3, 4] : memref<24xf32> into memref<2x3x4xf32>
  %expu = memref.cast %exp : memref<2x3x4xf32> to memref<*xf32>
  call @printMemrefF32(%expu) : (memref<*xf32>) -> ()
  %rc = memref.reinterpret_cast %col to offset: [3], sizes: [3, 2], strides: [1, 3] : memref<24xf32> to memref<3x2xf32, strided<[1, 3], offset: 3>>
  %rcu = memref.cast %rc : memref<3x2xf32, strided<[1, 3], offset: 3>> to memref<*xf32>
  call @printMemrefF32(%rcu) : (memref<*xf32>) -> ()
  %a = memref.alloca() : memref<3xi64>
  %c7 = arith.constant 7 : i64
  scf.for %i = %c0 to %c4 step %c1 {
    %lim = arith.constant 3 : index
    %in = arith.cmpi ult, %i, %lim : index
    scf.if %in {
      %ii = arith.index_cast %i : index to i64
      %p = arith.muli %ii, %c7 : i64
      memref.store %p, %a[%i] : memref<3xi64>
    }
  }
  %au = memref.cast %a : memref<3xi64> to memref<*xi64>
  call @printMemrefI64(%au) : (memref<*xi64>) -> ()
  %z = memref.alloc() : memref<f64>
  %pi = arith.constant 3.14159265358979 : f64
  memref.store %pi, %z[] : memref<f64>
  %zu = memref.cast %z : memref<f64> to memref<*xf64>
  call @printMemrefF64(%zu) : (memref<*xf64>) -> ()
  memref.dealloc %m : memref<?x?xf32>
  memref.dealloc %s : memref<4x6xf32>
  memref.dealloc %z : memref<f64>
  return
}
