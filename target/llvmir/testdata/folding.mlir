llvm.mlir.global external @g(dense<0.0> : tensor<4xf32>) : !llvm.array<4 x f32>
llvm.mlir.global external @h() : !llvm.array<2 x i32> {
  %0 = llvm.mlir.zero : !llvm.array<2 x i32>
  llvm.return %0 : !llvm.array<2 x i32>
}
llvm.func @f(%x: i32, %v: vector<4xi32>) -> i32 {
  %p = llvm.mlir.addressof @g : !llvm.ptr
  %c = llvm.mlir.constant(2 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %q = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x f32>
  %l = llvm.load %q : !llvm.ptr -> i32
  %s = llvm.add %c, %c3 : i32
  %m = llvm.mul %s, %l overflow<nsw> : i32
  %sp = llvm.mlir.constant(dense<7> : vector<4xi32>) : vector<4xi32>
  %vv = llvm.add %v, %sp : vector<4xi32>
  %e = llvm.extractelement %vv[%c : i32] : vector<4xi32>
  %u = llvm.mlir.poison : i32
  %z = llvm.add %e, %u : i32
  %a = llvm.alloca %c x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %ptoi = llvm.ptrtoint %a : !llvm.ptr to i64
  %tr = llvm.trunc %ptoi : i64 to i32
  %r = llvm.call @ext(%tr, %z) : (i32, i32) -> i32
  %sw = llvm.sdiv %r, %m : i32
  llvm.switch %x : i32, ^bb1 [
    1: ^bb2,
    5: ^bb1
  ]
^bb1:
  llvm.return %sw : i32
^bb2:
  llvm.unreachable
}
llvm.func @ext(i32, i32) -> i32 attributes {passthrough = ["nounwind", ["frame-pointer", "all"]]}
