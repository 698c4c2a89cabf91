llvm.func @f(%a: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
  %0 = llvm.intr.acos(%a) : (f32) -> f32
  %1 = llvm.intr.asin(%a) : (f32) -> f32
  %2 = llvm.intr.atan(%a) : (f32) -> f32
  %3 = llvm.intr.cosh(%a) : (f32) -> f32
  %4 = llvm.intr.sinh(%a) : (f32) -> f32
  %5 = llvm.intr.tan(%a) : (f32) -> f32
  %6 = llvm.intr.exp10(%a) : (f32) -> f32

  %8 = llvm.intr.nearbyint(%a) : (f32) -> f32
  %9 = llvm.intr.minnum(%a, %a) : (f32, f32) -> f32
  %10 = llvm.intr.maximum(%a, %a) : (f32, f32) -> f32
  %11 = llvm.intr.fshr(%i, %i, %i) : (i32, i32, i32) -> i32
  %12 = llvm.intr.smax(%i, %i) : (i32, i32) -> i32
  %13 = llvm.intr.smin(%i, %i) : (i32, i32) -> i32
  %14 = llvm.intr.umax(%i, %i) : (i32, i32) -> i32
  %15 = llvm.intr.ssub.sat(%i, %i) : (i32, i32) -> i32
  %16 = llvm.intr.uadd.sat(%i, %i) : (i32, i32) -> i32
  %17 = llvm.intr.usub.sat(%i, %i) : (i32, i32) -> i32
  %18 = llvm.intr.sshl.sat(%i, %i) : (i32, i32) -> i32
  %19 = llvm.intr.ushl.sat(%i, %i) : (i32, i32) -> i32
  %20 = "llvm.intr.ssub.with.overflow"(%i, %i) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %21 = "llvm.intr.uadd.with.overflow"(%i, %i) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %22 = "llvm.intr.umul.with.overflow"(%i, %i) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %23 = "llvm.intr.smul.with.overflow"(%i, %i) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %24 = "llvm.intr.usub.with.overflow"(%i, %i) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %25 = "llvm.intr.vector.reduce.smin"(%vi) : (vector<4xi32>) -> i32
  %26 = "llvm.intr.vector.reduce.umin"(%vi) : (vector<4xi32>) -> i32
  %27 = "llvm.intr.vector.reduce.fmaximum"(%v) : (vector<4xf32>) -> f32
  %28 = llvm.intr.minnum(%v, %v) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  
  llvm.return
}
