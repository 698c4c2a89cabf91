; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare i32 @extern_func()

define void @useInlineAsm(i32 %0, ptr %1) {
  call void asm "foo", "r"(i32 %0)
  %3 = call i8 asm "foo", "=r,r"(i32 %0)
  %4 = call i8 asm "foo", "=r,r,r"(i32 %0, i32 %0)
  %5 = call i8 asm sideeffect "foo", "=r,r,r"(i32 %0, i32 %0)
  %6 = call i8 asm alignstack "foo", "=r,r,r"(i32 %0, i32 %0)
  %7 = call i8 asm inteldialect "foo", "=r,r,r"(i32 %0, i32 %0)
  %8 = call { i8, i8 } asm "foo", "=r,=r,r"(i32 %0)
  %9 = tail call i32 asm sideeffect "a\0A\22b", "=r,r,~{memory}"(i32 %0)
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}

; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define float @f(ptr %0, float %1, <4 x float> %2) {
  call void @llvm.assume(i1 true) [ "align"(ptr %0, i32 8) ]
  %4 = call nnan float @llvm.fabs.f32(float %1)
  %5 = call float @llvm.vector.reduce.fadd.v4f32(float %1, <4 x float> %2)
  call void @llvm.donothing()
  %6 = call noundef float @llvm.maxnum.f32(float noundef %1, float %4)
  ret float %5
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare void @llvm.donothing() #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #1

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}

; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare i32 @extern_func()

define void @call_extern_func() {
  %1 = call noundef i32 dso_local_equivalent @extern_func()
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
