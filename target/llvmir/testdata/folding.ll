; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@g = global [4 x float] zeroinitializer
@h = global [2 x i32] zeroinitializer

define i32 @f(i32 %0, <4 x i32> %1) {
  %3 = load i32, ptr getelementptr inbounds nuw (i8, ptr @g, i64 4), align 4
  %4 = mul nsw i32 5, %3
  %5 = add <4 x i32> %1, splat (i32 7)
  %6 = extractelement <4 x i32> %5, i32 2
  %7 = add i32 %6, poison
  %8 = alloca i32, i32 2, align 4
  %9 = ptrtoint ptr %8 to i64
  %10 = trunc i64 %9 to i32
  %11 = call i32 @ext(i32 %10, i32 %7)
  %12 = sdiv i32 %11, %4
  switch i32 %0, label %13 [
    i32 1, label %14
    i32 5, label %13
  ]

13:                                               ; preds = %2, %2
  ret i32 %12

14:                                               ; preds = %2
  unreachable
}

; Function Attrs: nounwind
declare i32 @ext(i32, i32) #0

attributes #0 = { nounwind "frame-pointer"="all" }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
