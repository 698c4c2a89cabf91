; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define i32 @foo(i32 %0, ptr %1) {
  %3 = add i32 %0, 1
  br label %4

4:                                                ; preds = %2
  %5 = phi i32 [ %3, %2 ]
  %6 = call i32 @llvm.smax.i32(i32 %5, i32 1)
  ret i32 %6
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}

; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@g = internal constant <2 x i32> <i32 1, i32 2>

declare void @bar()

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
