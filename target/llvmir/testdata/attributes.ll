; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

; Function Attrs: nounwind willreturn memory(argmem: read)
define zeroext i32 @f(ptr noalias align 16 captures(none) %0, i32 signext %1) #0 {
  %3 = call i32 @g(ptr %0) #2
  %4 = call i32 @g(ptr %0)
  %5 = sitofp i32 %3 to float
  %6 = call float @llvm.fmuladd.f32(float %5, float %5, float %5)
  ret i32 %4
}

declare i32 @g(ptr)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

attributes #0 = { nounwind willreturn memory(argmem: read) "target-cpu"="x86-64" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind }

!llvm.ident = !{!0}
!llvm.commandline = !{!1}
!llvm.module.flags = !{!2, !3, !4}

!0 = !{!"foo"}
!1 = !{!"bar"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 7, !"PIC Level", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
