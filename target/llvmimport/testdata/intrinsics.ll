define void @f(ptr %p, <4 x i1> %m, <4 x float> %v, i64 %i) {
  %a = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %p, i32 4, <4 x i1> %m, <4 x float> %v)
  call void @llvm.masked.store.v4f32.p0(<4 x float> %a, ptr %p, i32 4, <4 x i1> %m)
  %al = alloca i32
  call void @llvm.lifetime.start.p0(ptr %al)
  call void @llvm.lifetime.end.p0(ptr %al)
  %e = call i64 @llvm.expect.i64(i64 %i, i64 1)
  %c = icmp eq i64 %e, 0
  call void @llvm.assume(i1 %c)
  %s = call <4 x i32> @llvm.stepvector.v4i32()
  %lm = call <4 x i1> @llvm.get.active.lane.mask.v4i1.i64(i64 0, i64 %i)
  %g = call <4 x float> @llvm.masked.gather.v4f32.v4p0(<4 x ptr> zeroinitializer, i32 4, <4 x i1> %m, <4 x float> %v)
  call void @llvm.prefetch.p0(ptr %p, i32 0, i32 3, i32 1)
  ret void
}
