define void @g(i32 %a, i8 %b, ptr %p) {
entry:
  %t = trunc i32 %a to i8
  %x = load i64, ptr %p
  %y = load <4 x float>, ptr %p
  %z = alloca i64
  %zz = alloca { i8, double }
  store i16 1, ptr %p
  %r = atomicrmw xchg ptr %p, i64 1 seq_cst
  switch i32 %a, label %d [
    i32 0, label %c
    i32 5, label %c
  ]
c:
  %ph = phi i32 [ 7, %entry ], [ 7, %entry ]
  ret void
d:
  ret void
}
