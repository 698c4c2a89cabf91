define void @f(ptr %p, <4 x i1> %m, <4 x float> %v, i64 %i) {
  %a = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %p, i32 4, <4 x i1> %m, <4 x float> %v)
  call void @llvm.masked.store.v4f32.p0(<4 x float> %a, ptr %p, i32 4, <4 x i1> %m)
  %al = alloca i32
  call void @llvm.lifetime.start.p0(ptr %al)
  call void @llvm.lifetime.end.p0(ptr %al)
  %g = call <4 x float> @llvm.masked.gather.v4f32.v4p0(<4 x ptr> zeroinitializer, i32 4, <4 x i1> %m, <4 x float> %v)
  call void @llvm.prefetch.p0(ptr %p, i32 0, i32 3, i32 1)
  ret void
}
