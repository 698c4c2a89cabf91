// llvm.intr.get.active.lane.mask (without wrapping), llvm.intr.stepvector, bitcasts of i1 vectors.
llvm.func @printI64(i64)
llvm.func @printNewline()
llvm.func @show(%v: vector<6xi1>) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %z = llvm.bitcast %v : vector<6xi1> to i6
  %e = llvm.zext %z : i6 to i64
  llvm.call @printI64(%e) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
llvm.func @main() {
  %b = llvm.mlir.constant(3 : i8) : i8
  %n = llvm.mlir.constant(6 : i8) : i8
  %m = llvm.intr.get.active.lane.mask %b, %n : i8, i8 to vector<6xi1>
  llvm.call @show(%m) : (vector<6xi1>) -> ()
  %b2 = llvm.mlir.constant(253 : i8) : i8
  %n2 = llvm.mlir.constant(255 : i8) : i8
  %m2 = llvm.intr.get.active.lane.mask %b2, %n2 : i8, i8 to vector<6xi1>
  llvm.call @show(%m2) : (vector<6xi1>) -> ()
  %s = llvm.intr.stepvector : vector<6xi32>
  %r = "llvm.intr.vector.reduce.add"(%s) : (vector<6xi32>) -> i32
  %re = llvm.zext %r : i32 to i64
  llvm.call @printI64(%re) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
