llvm.func @f(%p: !llvm.ptr) {
  %a = llvm.load %p : !llvm.ptr -> i64
  %b = llvm.load %p : !llvm.ptr -> i128
  %c = llvm.load %p : !llvm.ptr -> vector<4xf32>
  %d = llvm.load %p : !llvm.ptr -> !llvm.struct<(i8, i64)>
  %e = llvm.load %p : !llvm.ptr -> !llvm.ptr
  %f = llvm.load %p : !llvm.ptr -> vector<3xi64>
  %g = llvm.load %p : !llvm.ptr -> !llvm.array<3 x i16>
  %h = llvm.load %p : !llvm.ptr -> f128
  %i = llvm.load %p : !llvm.ptr -> i1
  %j = llvm.load %p : !llvm.ptr -> i24
  %k = llvm.load %p : !llvm.ptr -> f80
  %l = llvm.load %p : !llvm.ptr -> !llvm.struct<packed (i8, i64)>
  %m = llvm.load %p : !llvm.ptr -> vector<[4]xi32>
  %n = llvm.load %p : !llvm.ptr -> bf16
  %o = llvm.load %p : !llvm.ptr -> i256
  llvm.return
}
