// scf.parallel with reductions, atomics and alloca scopes.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloc() : memref<4xi32>
  %z = arith.constant 0 : i32
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %z, %m[%i] : memref<4xi32>
  }
  %init = arith.constant 0.5 : f32
  %r = scf.parallel (%i, %j) = (%c0, %c0) to (%c4, %c2) step (%c1, %c1) init (%init) -> f32 {
    %ij = arith.addi %i, %j : index
    %v = arith.index_cast %ij : index to i32
    %old = memref.atomic_rmw addi %v, %m[%i] : (i32, memref<4xi32>) -> i32
    %f = arith.sitofp %v : i32 to f32
    scf.reduce(%f : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  vector.print %r : f32
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %m[%i] : memref<4xi32>
    vector.print %v : i32
  }
  %s = memref.alloca_scope -> i32 {
    %t = memref.alloca() : memref<2xi32>
    %c7 = arith.constant 7 : i32
    memref.store %c7, %t[%c1] : memref<2xi32>
    %l = memref.load %t[%c1] : memref<2xi32>
    memref.alloca_scope.return %l : i32
  }
  vector.print %s : i32
  memref.dealloc %m : memref<4xi32>
  return
}
