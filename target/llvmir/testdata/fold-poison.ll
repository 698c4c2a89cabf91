; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define i1 @f() {
  ret i1 poison
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
