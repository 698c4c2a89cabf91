llvm.func @foo(%arg0: i32, %arg1: !llvm.ptr) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.add %arg0, %0 : i32
  %f = llvm.mlir.constant(0.1 : f32) : f32
  llvm.br ^bb1(%1 : i32)
^bb1(%2: i32):
  %3 = llvm.intr.smax(%2, %0) : (i32, i32) -> i32
  llvm.return %3 : i32
}
// -----
llvm.func @bar()
llvm.mlir.global internal constant @g(dense<[1,2]> : vector<2xi32>) : vector<2xi32>
