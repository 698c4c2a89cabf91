; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define void @f(float %0, i32 %1, <4 x float> %2, <4 x i32> %3) {
  %5 = call float @llvm.acos.f32(float %0)
  %6 = call float @llvm.asin.f32(float %0)
  %7 = call float @llvm.atan.f32(float %0)
  %8 = call float @llvm.cosh.f32(float %0)
  %9 = call float @llvm.sinh.f32(float %0)
  %10 = call float @llvm.tan.f32(float %0)
  %11 = call float @llvm.exp10.f32(float %0)
  %12 = call float @llvm.nearbyint.f32(float %0)
  %13 = call float @llvm.minnum.f32(float %0, float %0)
  %14 = call float @llvm.maximum.f32(float %0, float %0)
  %15 = call i32 @llvm.fshr.i32(i32 %1, i32 %1, i32 %1)
  %16 = call i32 @llvm.smax.i32(i32 %1, i32 %1)
  %17 = call i32 @llvm.smin.i32(i32 %1, i32 %1)
  %18 = call i32 @llvm.umax.i32(i32 %1, i32 %1)
  %19 = call i32 @llvm.ssub.sat.i32(i32 %1, i32 %1)
  %20 = call i32 @llvm.uadd.sat.i32(i32 %1, i32 %1)
  %21 = call i32 @llvm.usub.sat.i32(i32 %1, i32 %1)
  %22 = call i32 @llvm.sshl.sat.i32(i32 %1, i32 %1)
  %23 = call i32 @llvm.ushl.sat.i32(i32 %1, i32 %1)
  %24 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %1, i32 %1)
  %25 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %1, i32 %1)
  %26 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %1, i32 %1)
  %27 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %1, i32 %1)
  %28 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 %1, i32 %1)
  %29 = call i32 @llvm.vector.reduce.smin.v4i32(<4 x i32> %3)
  %30 = call i32 @llvm.vector.reduce.umin.v4i32(<4 x i32> %3)
  %31 = call float @llvm.vector.reduce.fmaximum.v4f32(<4 x float> %2)
  %32 = call <4 x float> @llvm.minnum.v4f32(<4 x float> %2, <4 x float> %2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.acos.f32(float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.asin.f32(float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.atan.f32(float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.cosh.f32(float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sinh.f32(float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.tan.f32(float) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp10.f32(float) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nearbyint.f32(float) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maximum.f32(float, float) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshr.i32(i32, i32, i32) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ssub.sat.i32(i32, i32) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.uadd.sat.i32(i32, i32) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.usub.sat.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.sshl.sat.i32(i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ushl.sat.i32(i32, i32) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.usub.with.overflow.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smin.v4i32(<4 x i32>) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.umin.v4i32(<4 x i32>) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fmaximum.v4f32(<4 x float>) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.minnum.v4f32(<4 x float>, <4 x float>) #1

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
