; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define <12 x float> @m(<64 x float> %0, <48 x float> %1) {
  %3 = call <12 x float> @llvm.matrix.multiply.v12f32.v64f32.v48f32(<64 x float> %0, <48 x float> %1, i32 4, i32 16, i32 3)
  ret <12 x float> %3
}

define <48 x float> @l(ptr %0, i64 %1) {
  %3 = call <48 x float> @llvm.matrix.column.major.load.v48f32.i64(ptr align 4 %0, i64 %1, i1 false, i32 3, i32 16)
  ret <48 x float> %3
}

define void @s(<48 x float> %0, ptr %1, i32 %2) {
  call void @llvm.matrix.column.major.store.v48f32.i32(<48 x float> %0, ptr align 4 %1, i32 %2, i1 true, i32 3, i32 16)
  ret void
}

define void @s2(<48 x double> %0, ptr %1, i32 %2) {
  call void @llvm.matrix.column.major.store.v48f64.i32(<48 x double> %0, ptr align 8 %1, i32 %2, i1 false, i32 3, i32 16)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <12 x float> @llvm.matrix.multiply.v12f32.v64f32.v48f32(<64 x float>, <48 x float>, i32 immarg, i32 immarg, i32 immarg) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <48 x float> @llvm.matrix.column.major.load.v48f32.i64(ptr captures(none), i64, i1 immarg, i32 immarg, i32 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.matrix.column.major.store.v48f32.i32(<48 x float>, ptr writeonly captures(none), i32, i1 immarg, i32 immarg, i32 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.matrix.column.major.store.v48f64.i32(<48 x double>, ptr writeonly captures(none), i32, i1 immarg, i32 immarg, i32 immarg) #2

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: write) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}

; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define <7 x i32> @f() {
  %1 = call <7 x i32> @llvm.stepvector.v7i32()
  ret <7 x i32> %1
}

define <48 x float> @t(<48 x float> %0) {
  %2 = call <48 x float> @llvm.matrix.transpose.v48f32(<48 x float> %0, i32 3, i32 16)
  ret <48 x float> %2
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <7 x i32> @llvm.stepvector.v7i32() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <48 x float> @llvm.matrix.transpose.v48f32(<48 x float>, i32 immarg, i32 immarg) #1

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}

; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define <7 x i1> @f(i64 %0, i64 %1) {
  %3 = call <7 x i1> @llvm.get.active.lane.mask.v7i1.i64(i64 %0, i64 %1)
  ret <7 x i1> %3
}

define <vscale x 4 x i1> @g(i32 %0, i32 %1) {
  %3 = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i32(i32 %0, i32 %1)
  ret <vscale x 4 x i1> %3
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <7 x i1> @llvm.get.active.lane.mask.v7i1.i64(i64, i64) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i32(i32, i32) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}

; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@c1 = internal constant [4 x float] [float 0x3FD6B46A80000000, float 0x3FD6781AC0000000, float 0xBFB45A2AA0000000, float 0x3FD77A5CA0000000]
@c2 = internal constant [2 x [2 x i16]] [[2 x i16] [i16 1, i16 2], [2 x i16] [i16 3, i16 -252]]
@c3 = internal constant <4 x i16> <i16 1, i16 2, i16 3, i16 -252>

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
