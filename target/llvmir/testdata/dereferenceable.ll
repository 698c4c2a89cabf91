; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define void @deref(i64 %0, ptr %1) {
  %3 = inttoptr i64 %0 to ptr, !dereferenceable !1
  %4 = load i32, ptr %3, align 4
  %5 = load ptr, ptr %1, align 8, !dereferenceable !2
  %6 = load volatile ptr, ptr %5, align 8, !dereferenceable_or_null !3
  %7 = inttoptr i64 %0 to ptr, !dereferenceable_or_null !2
  store i32 %4, ptr %6, align 4
  store i32 %4, ptr %7, align 4
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i64 4}
!2 = !{i64 8}
!3 = !{i64 16}

; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define void @frame_pointer() #0 {
  ret void
}

attributes #0 = { "frame-pointer"="non-leaf" }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}

; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

; Function Attrs: vscale_range(2,8)
define void @vscale() #0 {
  ret void
}

; Function Attrs: vscale_range(1,16)
define void @vscale_attr() #1 {
  ret void
}

attributes #0 = { vscale_range(2,8) }
attributes #1 = { vscale_range(1,16) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
