; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define void @f(float %0, <4 x float> %1, i32 %2, <4 x i32> %3, ptr %4, <4 x i1> %5, <4 x ptr> %6, i64 %7, i1 %8, double %9) {
  %11 = call float @llvm.fabs.f32(float %0)
  %12 = call <4 x float> @llvm.sqrt.v4f32(<4 x float> %1)
  %13 = call float @llvm.exp.f32(float %0)
  %14 = call float @llvm.log.f32(float %0)
  %15 = call float @llvm.pow.f32(float %0, float %0)
  %16 = call float @llvm.fma.f32(float %0, float %0, float %0)
  %17 = call i32 @llvm.ctlz.i32(i32 %2, i1 false)
  %18 = call i32 @llvm.cttz.i32(i32 %2, i1 true)
  %19 = call <4 x i32> @llvm.ctpop.v4i32(<4 x i32> %3)
  %20 = call i32 @llvm.abs.i32(i32 %2, i1 false)
  %21 = call i32 @llvm.umin.i32(i32 %2, i32 %2)
  %22 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %3)
  %23 = call float @llvm.vector.reduce.fadd.v4f32(float %0, <4 x float> %1)
  %24 = call float @llvm.vector.reduce.fmax.v4f32(<4 x float> %1)
  %25 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr align 4 %4, <4 x i1> %5, <4 x float> %1)
  call void @llvm.masked.store.v4f32.p0(<4 x float> %1, ptr align 4 %4, <4 x i1> %5)
  %26 = call <4 x float> @llvm.masked.gather.v4f32.v4p0(<4 x ptr> align 4 %6, <4 x i1> %5, <4 x float> %1)
  call void @llvm.masked.scatter.v4f32.v4p0(<4 x float> %1, <4 x ptr> align 4 %6, <4 x i1> %5)
  call void @llvm.memcpy.p0.p0.i64(ptr %4, ptr %4, i64 %7, i1 false)
  %27 = trunc i32 %2 to i8
  call void @llvm.memset.p0.i64(ptr %4, i8 %27, i64 %7, i1 false)
  %28 = call ptr @llvm.stacksave.p0()
  call void @llvm.stackrestore.p0(ptr %28)
  %29 = alloca i32, i32 %2, align 4
  call void @llvm.lifetime.start.p0(ptr %29)
  call void @llvm.lifetime.end.p0(ptr %29)
  %30 = call double @llvm.floor.f64(double %9)
  %31 = call float @llvm.copysign.f32(float %0, float %0)
  %32 = call float @llvm.maxnum.f32(float %0, float %0)
  %33 = call float @llvm.minimum.f32(float %0, float %0)
  %34 = call i32 @llvm.vector.reduce.mul.v4i32(<4 x i32> %3)
  %35 = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %3)
  %36 = call i32 @llvm.vector.reduce.and.v4i32(<4 x i32> %3)
  %37 = call float @llvm.vector.reduce.fmul.v4f32(float %0, <4 x float> %1)
  %38 = call float @llvm.vector.reduce.fminimum.v4f32(<4 x float> %1)
  %39 = call float @llvm.sin.f32(float %0)
  %40 = call float @llvm.powi.f32.i32(float %0, i32 %2)
  %41 = call float @llvm.round.f32(float %0)
  %42 = call float @llvm.trunc.f32(float %0)
  %43 = call i32 @llvm.bitreverse.i32(i32 %2)
  %44 = call i32 @llvm.fshl.i32(i32 %2, i32 %2, i32 %2)
  %45 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %2, i32 %2)
  call void @llvm.assume(i1 %8)
  %46 = call float @llvm.exp2.f32(float %0)
  %47 = call float @llvm.tanh.f32(float %0)
  %48 = call i32 @llvm.sadd.sat.i32(i32 %2, i32 %2)
  %49 = call i32 @llvm.bswap.i32(i32 %2)
  %50 = call float @llvm.log2.f32(float %0)
  %51 = call float @llvm.ceil.f32(float %0)
  %52 = call float @llvm.cos.f32(float %0)
  %53 = call float @llvm.rint.f32(float %0)
  %54 = call float @llvm.roundeven.f32(float %0)
  %55 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %1, <4 x float> %1, <4 x float> %1)
  call void @llvm.memmove.p0.p0.i64(ptr %4, ptr %4, i64 %7, i1 false)
  %56 = call i32 @llvm.vector.reduce.or.v4i32(<4 x i32> %3)
  %57 = call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %3)
  %58 = call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> %3)
  %59 = call float @llvm.vector.reduce.fmin.v4f32(<4 x float> %1)
  %60 = call i1 @llvm.is.fpclass.f32(float %0, i32 3)
  %61 = call float @llvm.log10.f32(float %0)
  %62 = call float @llvm.atan2.f32(float %0, float %0)
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.sqrt.v4f32(<4 x float>) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp.f32(float) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.log.f32(float) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.pow.f32(float, float) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.ctpop.v4i32(<4 x i32>) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fmax.v4f32(<4 x float>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <4 x float> @llvm.masked.load.v4f32.p0(ptr captures(none), <4 x i1>, <4 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v4f32.p0(<4 x float>, ptr captures(none), <4 x i1>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <4 x float> @llvm.masked.gather.v4f32.v4p0(<4 x ptr>, <4 x i1>, <4 x float>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v4f32.v4p0(<4 x float>, <4 x ptr>, <4 x i1>) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #6

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #8

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #9

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minimum.f32(float, float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.mul.v4i32(<4 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.and.v4i32(<4 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fmul.v4f32(float, <4 x float>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fminimum.v4f32(<4 x float>) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sin.f32(float) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.powi.f32.i32(float, i32) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.round.f32(float) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #10

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp2.f32(float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.tanh.f32(float) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.sadd.sat.i32(i32, i32) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.log2.f32(float) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ceil.f32(float) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.cos.f32(float) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.rint.f32(float) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.roundeven.f32(float) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #0

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr writeonly captures(none), ptr readonly captures(none), i64, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.or.v4i32(<4 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.xor.v4i32(<4 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.umax.v4i32(<4 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fmin.v4f32(<4 x float>) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f32(float, i32 immarg) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.log10.f32(float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.atan2.f32(float, float) #1

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(read) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(write) }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { nocallback nofree nosync nounwind willreturn }
attributes #9 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
