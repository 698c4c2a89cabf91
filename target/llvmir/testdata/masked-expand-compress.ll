; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define <4 x float> @f(ptr %0, <4 x i1> %1, <4 x float> %2) {
  %4 = call <4 x float> @llvm.masked.expandload.v4f32(ptr %0, <4 x i1> %1, <4 x float> %2)
  call void @llvm.masked.compressstore.v4f32(<4 x float> %4, ptr %0, <4 x i1> %1)
  ret <4 x float> %4
}

define void @g(ptr %0, <8 x i1> %1, <8 x i32> %2) {
  %4 = call <8 x i32> @llvm.masked.expandload.v8i32(ptr %0, <8 x i1> %1, <8 x i32> %2)
  call void @llvm.masked.compressstore.v8i32(<8 x i32> %4, ptr %0, <8 x i1> %1)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <4 x float> @llvm.masked.expandload.v4f32(ptr captures(none), <4 x i1>, <4 x float>) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.compressstore.v4f32(<4 x float>, ptr captures(none), <4 x i1>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <8 x i32> @llvm.masked.expandload.v8i32(ptr captures(none), <8 x i1>, <8 x i32>) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.compressstore.v8i32(<8 x i32>, ptr captures(none), <8 x i1>) #1

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(read) }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: write) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
