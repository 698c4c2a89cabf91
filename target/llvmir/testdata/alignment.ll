; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define void @f(ptr %0) {
  %2 = load i64, ptr %0, align 4
  %3 = load i128, ptr %0, align 4
  %4 = load <4 x float>, ptr %0, align 16
  %5 = load { i8, i64 }, ptr %0, align 4
  %6 = load ptr, ptr %0, align 8
  %7 = load <3 x i64>, ptr %0, align 32
  %8 = load [3 x i16], ptr %0, align 2
  %9 = load fp128, ptr %0, align 16
  %10 = load i1, ptr %0, align 1
  %11 = load i24, ptr %0, align 4
  %12 = load x86_fp80, ptr %0, align 16
  %13 = load <{ i8, i64 }>, ptr %0, align 1
  %14 = load <vscale x 4 x i32>, ptr %0, align 16
  %15 = load bfloat, ptr %0, align 2
  %16 = load i256, ptr %0, align 4
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
