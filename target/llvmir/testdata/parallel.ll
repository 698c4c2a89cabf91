; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

%S1 = type { i64, float }
%S2 = type { i32 }
%S3 = type { %S1, i8 }

define i64 @f0(i64 %0, i64 %1, ptr %2) {
  %4 = call i64 @llvm.smax.i64(i64 %0, i64 %1)
  %5 = load %S1, ptr %2, align 4
  ret i64 %4
}

define i32 @f1(i32 %0, i32 %1, ptr %2) {
  %4 = call i32 @llvm.umin.i32(i32 %0, i32 %1)
  %5 = load %S2, ptr %2, align 4, !llvm.access.group !1
  ret i32 %4
}

define i32 @f2(i32 %0, i32 %1, double %2, ptr %3) {
  %5 = call i32 @llvm.umin.i32(i32 %0, i32 %1)
  %6 = call double @llvm.fabs.f64(double %2)
  %7 = load %S3, ptr %3, align 4
  ret i32 %5
}

define i64 @f3(i64 %0, i64 %1) {
  %3 = call i64 @llvm.smin.i64(i64 %0, i64 %1)
  %4 = call i64 @f0(i64 %0, i64 %1, ptr null) #1
  ret i64 %3
}

define double @f4(double %0) {
  %2 = call double @llvm.fabs.f64(double %0)
  %3 = call double @llvm.sqrt.f64(double %2)
  ret double %3
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !{}
