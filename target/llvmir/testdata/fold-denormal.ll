; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define float @f() {
  %1 = fcmp olt float 0x37A16C2000000000, 2.000000e+00
  %2 = select i1 %1, float 2.000000e+00, float 0.000000e+00
  ret float %2
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
