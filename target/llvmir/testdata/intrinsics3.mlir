llvm.func @f(%p: !llvm.ptr, %v: vector<4xf32>, %w: vector<8xf32>, %a: f32, %s: vector<[4]xf32>, ...) -> vector<8xf32> {
  llvm.intr.trap
  llvm.intr.debugtrap
  llvm.intr.vastart %p : !llvm.ptr
  llvm.intr.vacopy %p to %p : !llvm.ptr, !llvm.ptr
  llvm.intr.vaend %p : !llvm.ptr
  %0 = "llvm.intr.vector.interleave2"(%v, %v) : (vector<4xf32>, vector<4xf32>) -> vector<8xf32>
  %1 = llvm.intr.vector.insert %v, %w[4] : vector<4xf32> into vector<8xf32>
  %2 = llvm.intr.vector.extract %w[4] : vector<4xf32> from vector<8xf32>
  %3 = llvm.intr.sincos(%a) : (f32) -> !llvm.struct<(f32, f32)>
  %4 = llvm.intr.vector.insert %v, %s[0] : vector<4xf32> into vector<[4]xf32>
  llvm.return %0 : vector<8xf32>
}
