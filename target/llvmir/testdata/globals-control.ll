; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-i64:64"
target triple = "x86_64-unknown-linux-gnu"

@s = global [4 x i8] c"abc\00"
@z = private unnamed_addr constant i64 0, section "foo", align 8
@r = internal global { i32, ptr } { i32 3, ptr @z }

define float @f(float %0, double %1, ptr %2, i64 %3) {
  %5 = fadd fast float %0, 1.500000e+00
  %6 = fmul double %1, 1.000000e-01
  %7 = fmul double %6, 0x4132D68700000000
  %8 = fmul double %7, 0x41678C29C0000000
  %9 = fmul double %8, 0x7FF0000000000000
  %10 = fmul double %9, 1.000000e-300
  %11 = fmul double %10, 1.234560e+02
  %12 = getelementptr inbounds { i32, i32, float }, ptr %2, i64 %3, i32 2
  %13 = load float, ptr %12, align 4
  store volatile double %11, ptr %2, align 8
  %14 = fcmp olt float %13, %0
  %15 = select i1 %14, float %13, float %5
  br i1 %14, label %16, label %17

16:                                               ; preds = %4
  br label %17

17:                                               ; preds = %16, %4
  %18 = phi float [ %5, %16 ], [ %15, %4 ]
  ret float %18
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
