@g = private constant [2 x i8] c"x\00"
@h = global i32 5, align 4
declare void @abort()
define i32 @f(i32 %a, ptr %p) {
entry:
  %b = add nsw i32 %a, 1
  %c = icmp eq i32 %b, 0
  br i1 %c, label %x, label %y
x:
  %l = load i32, ptr %p, align 4
  store i32 %l, ptr @h
  %g = getelementptr inbounds i32, ptr %p, i64 2
  %s = call float @llvm.fabs.f32(float 1.0)
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr @g, i64 2, i1 false)
  ret i32 %l
y:
  %ct = call i32 @llvm.ctlz.i32(i32 %a, i1 false)
  %r = select i1 %c, i32 %a, i32 %ct
  ret i32 %r
}
declare float @llvm.fabs.f32(float)
declare i32 @llvm.ctlz.i32(i32, i1)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
