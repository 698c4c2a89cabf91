llvm.func @f(%p: !llvm.ptr, %m: vector<4xi1>, %v: vector<4xf32>) -> vector<4xf32> {
  %0 = "llvm.intr.masked.expandload"(%p, %m, %v) : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  "llvm.intr.masked.compressstore"(%0, %p, %m) : (vector<4xf32>, !llvm.ptr, vector<4xi1>) -> ()
  llvm.return %0 : vector<4xf32>
}
llvm.func @g(%p: !llvm.ptr, %m: vector<8xi1>, %v: vector<8xi32>) {
  %0 = "llvm.intr.masked.expandload"(%p, %m, %v) : (!llvm.ptr, vector<8xi1>, vector<8xi32>) -> vector<8xi32>
  "llvm.intr.masked.compressstore"(%0, %p, %m) : (vector<8xi32>, !llvm.ptr, vector<8xi1>) -> ()
  llvm.return
}
