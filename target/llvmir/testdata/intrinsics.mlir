llvm.func @f(%a: f32, %v: vector<4xf32>, %i: i32, %vi: vector<4xi32>, %p: !llvm.ptr, %m: vector<4xi1>, %vp: vector<4x!llvm.ptr>, %i64: i64, %b: i1, %d: f64) {
  %0 = llvm.intr.fabs(%a) : (f32) -> f32
  %1 = llvm.intr.sqrt(%v) : (vector<4xf32>) -> vector<4xf32>
  %2 = llvm.intr.exp(%a) : (f32) -> f32
  %3 = llvm.intr.log(%a) : (f32) -> f32
  %4 = llvm.intr.pow(%a, %a) : (f32, f32) -> f32
  %5 = llvm.intr.fma(%a, %a, %a) : (f32, f32, f32) -> f32
  %6 = "llvm.intr.ctlz"(%i) <{is_zero_poison = false}> : (i32) -> i32
  %7 = "llvm.intr.cttz"(%i) <{is_zero_poison = true}> : (i32) -> i32
  %8 = llvm.intr.ctpop(%vi) : (vector<4xi32>) -> vector<4xi32>
  %9 = "llvm.intr.abs"(%i) <{is_int_min_poison = false}> : (i32) -> i32
  %10 = llvm.intr.umin(%i, %i) : (i32, i32) -> i32
  %11 = "llvm.intr.vector.reduce.add"(%vi) : (vector<4xi32>) -> i32
  %12 = "llvm.intr.vector.reduce.fadd"(%a, %v) : (f32, vector<4xf32>) -> f32
  %13 = "llvm.intr.vector.reduce.fmax"(%v) : (vector<4xf32>) -> f32
  %14 = llvm.intr.masked.load %p, %m, %v {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  llvm.intr.masked.store %v, %p, %m {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
  %15 = llvm.intr.masked.gather %vp, %m, %v {alignment = 4 : i32} : (vector<4x!llvm.ptr>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  llvm.intr.masked.scatter %v, %vp, %m {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into vector<4x!llvm.ptr>
  "llvm.intr.memcpy"(%p, %p, %i64) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %i8 = llvm.trunc %i : i32 to i8
  "llvm.intr.memset"(%p, %i8, %i64) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  %16 = llvm.intr.stacksave : !llvm.ptr
  llvm.intr.stackrestore %16 : !llvm.ptr
  %al = llvm.alloca %i x i32 : (i32) -> !llvm.ptr
  llvm.intr.lifetime.start %al : !llvm.ptr
  llvm.intr.lifetime.end %al : !llvm.ptr
  %17 = llvm.intr.floor(%d) : (f64) -> f64
  %18 = llvm.intr.copysign(%a, %a) : (f32, f32) -> f32
  %19 = llvm.intr.maxnum(%a, %a) : (f32, f32) -> f32
  %20 = llvm.intr.minimum(%a, %a) : (f32, f32) -> f32
  %21 = "llvm.intr.vector.reduce.mul"(%vi) : (vector<4xi32>) -> i32
  %22 = "llvm.intr.vector.reduce.smax"(%vi) : (vector<4xi32>) -> i32
  %23 = "llvm.intr.vector.reduce.and"(%vi) : (vector<4xi32>) -> i32
  %24 = "llvm.intr.vector.reduce.fmul"(%a, %v) : (f32, vector<4xf32>) -> f32
  %25 = "llvm.intr.vector.reduce.fminimum"(%v) : (vector<4xf32>) -> f32
  %26 = llvm.intr.sin(%a) : (f32) -> f32
  %27 = llvm.intr.powi(%a, %i) : (f32, i32) -> f32
  %28 = llvm.intr.round(%a) : (f32) -> f32
  %29 = llvm.intr.trunc(%a) : (f32) -> f32
  %30 = llvm.intr.bitreverse(%i) : (i32) -> i32
  %31 = llvm.intr.fshl(%i, %i, %i) : (i32, i32, i32) -> i32
  %32 = "llvm.intr.sadd.with.overflow"(%i, %i) : (i32, i32) -> !llvm.struct<(i32, i1)>
  llvm.intr.assume %b : i1
  %33 = llvm.intr.exp2(%a) : (f32) -> f32
  %34 = llvm.intr.tanh(%a) : (f32) -> f32
  %35 = llvm.intr.sadd.sat(%i, %i) : (i32, i32) -> i32
  %36 = llvm.intr.bswap(%i) : (i32) -> i32
  %37 = llvm.intr.log2(%a) : (f32) -> f32
  %38 = llvm.intr.ceil(%a) : (f32) -> f32
  %39 = llvm.intr.cos(%a) : (f32) -> f32
  %40 = llvm.intr.rint(%a) : (f32) -> f32
  %41 = llvm.intr.roundeven(%a) : (f32) -> f32
  %42 = llvm.intr.fmuladd(%v, %v, %v) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  "llvm.intr.memmove"(%p, %p, %i64) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %44 = "llvm.intr.vector.reduce.or"(%vi) : (vector<4xi32>) -> i32
  %45 = "llvm.intr.vector.reduce.xor"(%vi) : (vector<4xi32>) -> i32
  %46 = "llvm.intr.vector.reduce.umax"(%vi) : (vector<4xi32>) -> i32
  %47 = "llvm.intr.vector.reduce.fmin"(%v) : (vector<4xf32>) -> f32
  %48 = "llvm.intr.is.fpclass"(%a) <{bit = 3 : i32}> : (f32) -> i1
  %49 = llvm.intr.log10(%a) : (f32) -> f32
  %50 = llvm.intr.atan2(%a, %a) : (f32, f32) -> f32
  llvm.return
}
