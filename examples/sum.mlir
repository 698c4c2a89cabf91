// Fills a memref in an scf.for loop, loads it as a vector, sums it with a
// vector reduction and prints both, then prints the memref. Lower it to the
// llvm dialect and run it:
//   go run ./cmd/gomlir-opt examples/sum.mlir -test-lower-to-llvm | go run ./cmd/gomlir-runner --interpret -e main --entry-point-result=void
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %f1 = arith.constant 1.5 : f32
  %m = memref.alloc() : memref<8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %v = arith.mulf %f, %f1 : f32
    memref.store %v, %m[%i] : memref<8xf32>
  }
  %vec = vector.load %m[%c0] : memref<8xf32>, vector<8xf32>
  %sum = vector.reduction <add>, %vec : vector<8xf32> into f32
  vector.print %vec : vector<8xf32>
  vector.print %sum : f32
  %u = memref.cast %m : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<8xf32>
  return
}
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
