; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"x", i32 -7}
!2 = !{i32 2, !"s", !"a,b"}
!3 = !{i32 7, !"y", i32 5}
!4 = !{i32 7, !"z", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}

; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

!llvm.module.flags = !{!0, !1, !2}

!0 = !{i32 7, !"big", i32 2}
!1 = !{i32 7, !"t", i32 -1}
!2 = !{i32 2, !"Debug Info Version", i32 3}
