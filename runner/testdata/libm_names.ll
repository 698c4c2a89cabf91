; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @printClose()

declare void @printComma()

declare void @printOpen()

declare void @printNewline()

declare void @printF32(float)

define float @floorf(float %0) {
  %2 = call float @llvm.floor.f32(float %0)
  ret float %2
}

define float @ceilf(float %0) {
  %2 = call float @llvm.ceil.f32(float %0)
  ret float %2
}

define void @main() {
  %1 = call float @floorf(float -2.500000e+00)
  call void @printF32(float %1)
  call void @printNewline()
  %2 = call float @ceilf(float -2.500000e+00)
  call void @printF32(float %2)
  call void @printNewline()
  call void @printOpen()
  br label %3

3:                                                ; preds = %10, %0
  %4 = phi i64 [ %11, %10 ], [ 0, %0 ]
  %5 = icmp slt i64 %4, 4
  br i1 %5, label %6, label %12

6:                                                ; preds = %3
  %7 = extractelement <4 x float> <float 1.000000e+00, float -1.000000e+00, float 2.000000e+00, float -4.000000e+00>, i64 %4
  call void @printF32(float %7)
  %8 = icmp ult i64 %4, 3
  br i1 %8, label %9, label %10

9:                                                ; preds = %6
  call void @printComma()
  br label %10

10:                                               ; preds = %9, %6
  %11 = add i64 %4, 1
  br label %3

12:                                               ; preds = %3
  call void @printClose()
  call void @printNewline()
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ceil.f32(float) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
