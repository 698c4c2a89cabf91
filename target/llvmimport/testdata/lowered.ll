; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define { float, float } @f0(i32 %0) {
  ret { float, float } { float 0x4001978D40000000, float 0xC0204E5600000000 }
}

declare void @f1(float)

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
