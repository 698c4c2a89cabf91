%st = type { i32, ptr }
@arr = internal global [2 x i32] [i32 1, i32 2]
@z = weak global %st zeroinitializer
@s = linkonce_odr unnamed_addr constant { i32, float } { i32 1, float 2.0 }, section "foo"
@e = external thread_local global i8
define void @g(i32 %a, float %f, <4 x float> %v, ptr %p, i64 %i, double %d) {
  %1 = sub nuw i32 %a, %a
  %2 = mul i32 %a, %a
  %3 = udiv exact i32 %a, %a
  %4 = sdiv i32 %a, %a
  %5 = urem i32 %a, %a
  %6 = srem i32 %a, %a
  %7 = shl nuw nsw i32 %a, 3
  %8 = lshr exact i32 %a, 1
  %9 = ashr i32 %a, 1
  %10 = and i32 %a, 7
  %11 = or disjoint i32 %a, 8
  %12 = xor i32 %a, -1
  %13 = fadd nnan float %f, %f
  %14 = fsub float %f, 1.5
  %15 = fdiv arcp float %f, %f
  %16 = frem float %f, %f
  %17 = fneg float %f
  %18 = trunc nuw i32 %a to i8
  %19 = zext nneg i32 %a to i64
  %20 = sext i32 %a to i64
  %21 = fptrunc double %d to float
  %22 = fpext float %f to double
  %23 = fptoui float %f to i32
  %24 = fptosi float %f to i32
  %25 = uitofp nneg i32 %a to float
  %26 = sitofp i32 %a to double
  %27 = ptrtoint ptr %p to i64
  %28 = inttoptr i64 %i to ptr
  %29 = bitcast i32 %a to float
  %30 = addrspacecast ptr %p to ptr addrspace(1)
  %31 = fcmp olt float %f, %f
  %32 = fcmp fast une float %f, 0.0
  %33 = icmp ult i32 %a, 4
  %34 = extractelement <4 x float> %v, i32 1
  %35 = insertelement <4 x float> %v, float %f, i64 0
  %36 = shufflevector <4 x float> %v, <4 x float> poison, <2 x i32> <i32 0, i32 3>
  %37 = alloca i32, i64 4, align 16
  %38 = alloca [4 x i8]
  %39 = load volatile float, ptr %p
  store atomic i32 %a, ptr %p seq_cst, align 4
  %40 = getelementptr %st, ptr %p, i32 1, i32 1
  %41 = getelementptr inbounds nuw [2 x i32], ptr @arr, i64 0, i64 %i
  %42 = insertvalue %st undef, i32 %a, 0
  %43 = extractvalue %st %42, 1
  %44 = atomicrmw add ptr %p, i32 1 monotonic
  %45 = cmpxchg ptr %p, i32 0, i32 1 acq_rel monotonic
  fence release
  %46 = freeze i32 %a
  %47 = add <4 x i32> <i32 1, i32 1, i32 1, i32 1>, zeroinitializer
  %48 = add <2 x i1> <i1 true, i1 false>, <i1 1, i1 1>
  %49 = fadd <2 x double> <double 1.0, double 2.0>, splat (double 3.0)
  %50 = select fast i1 %33, float %f, float 0x7FF8000000000000
  %51 = call i32 (ptr, ...) @printf(ptr @arr, i32 %a)
  %52 = tail call i64 @llvm.smax.i64(i64 %i, i64 0)
  %53 = call float @llvm.fma.f32(float %f, float %f, float %f)
  %54 = call <4 x float> @llvm.maxnum.v4f32(<4 x float> %v, <4 x float> %v)
  %55 = call i32 @llvm.ctpop.i32(i32 %a)
  %56 = call i32 @llvm.abs.i32(i32 %a, i1 true)
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 8, i1 false)
  %57 = call float @llvm.copysign.f32(float %f, float %f)
  %58 = call ptr @llvm.stacksave.p0()
  call void @llvm.stackrestore.p0(ptr %58)
  %59 = call i32 @llvm.cttz.i32(i32 %a, i1 true)
  %60 = call float @llvm.vector.reduce.fadd.v4f32(float 0.0, <4 x float> %v)
  %61 = call i32 @llvm.umin.i32(i32 %a, i32 1)
  %62 = call double @llvm.floor.f64(double %d)
  %63 = getelementptr i8, ptr %p, i64 -8
  %64 = call {i32, i1} @llvm.sadd.with.overflow.i32(i32 %a, i32 %a)
  unreachable
}
declare i32 @printf(ptr, ...)
