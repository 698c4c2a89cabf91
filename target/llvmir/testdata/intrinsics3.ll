; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define <8 x float> @f(ptr %0, <4 x float> %1, <8 x float> %2, float %3, <vscale x 4 x float> %4, ...) {
  call void @llvm.trap()
  call void @llvm.debugtrap()
  call void @llvm.va_start.p0(ptr %0)
  call void @llvm.va_copy.p0(ptr %0, ptr %0)
  call void @llvm.va_end.p0(ptr %0)
  %6 = call <8 x float> @llvm.vector.interleave2.v8f32(<4 x float> %1, <4 x float> %1)
  %7 = call <8 x float> @llvm.vector.insert.v8f32.v4f32(<8 x float> %2, <4 x float> %1, i64 4)
  %8 = call <4 x float> @llvm.vector.extract.v4f32.v8f32(<8 x float> %2, i64 4)
  %9 = call { float, float } @llvm.sincos.f32(float %3)
  %10 = call <vscale x 4 x float> @llvm.vector.insert.nxv4f32.v4f32(<vscale x 4 x float> %4, <4 x float> %1, i64 0)
  ret <8 x float> %6
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #0

; Function Attrs: nounwind
declare void @llvm.debugtrap() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.vector.interleave2.v8f32(<4 x float>, <4 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.vector.insert.v8f32.v4f32(<8 x float>, <4 x float>, i64 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.vector.extract.v4f32.v8f32(<8 x float>, i64 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { float, float } @llvm.sincos.f32(float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <vscale x 4 x float> @llvm.vector.insert.nxv4f32.v4f32(<vscale x 4 x float>, <4 x float>, i64 immarg) #3

attributes #0 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #1 = { nounwind }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
