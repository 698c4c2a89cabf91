module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
  llvm.mlir.global internal @arr(dense<[1, 2]> : tensor<2xi32>) {addr_space = 0 : i32, dso_local} : !llvm.array<2 x i32>
  llvm.mlir.global weak @z() {addr_space = 0 : i32} : !llvm.struct<"st", (i32, ptr)> {
    %0 = llvm.mlir.zero : !llvm.ptr
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.zero : !llvm.struct<"st", (i32, ptr)>
    llvm.return %2 : !llvm.struct<"st", (i32, ptr)>
  }
  llvm.mlir.global linkonce_odr unnamed_addr constant @s() {addr_space = 0 : i32, section = "foo"} : !llvm.struct<(i32, f32)> {
    %0 = llvm.mlir.constant(2.000000e+00 : f32) : f32
    %1 = llvm.mlir.constant(1 : i32) : i32
    %2 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
    %3 = llvm.insertvalue %1, %2[0] : !llvm.struct<(i32, f32)> 
    %4 = llvm.insertvalue %0, %3[1] : !llvm.struct<(i32, f32)> 
    llvm.return %4 : !llvm.struct<(i32, f32)>
  }
  llvm.mlir.global external thread_local @e() {addr_space = 0 : i32} : i8
  llvm.func @g(%arg0: i32, %arg1: f32, %arg2: vector<4xf32>, %arg3: !llvm.ptr, %arg4: i64, %arg5: f64) {
    %0 = llvm.mlir.constant(3 : i32) : i32
    %1 = llvm.mlir.constant(1 : i32) : i32
    %2 = llvm.mlir.constant(7 : i32) : i32
    %3 = llvm.mlir.constant(8 : i32) : i32
    %4 = llvm.mlir.constant(-1 : i32) : i32
    %5 = llvm.mlir.constant(1.500000e+00 : f32) : f32
    %6 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %7 = llvm.mlir.constant(4 : i32) : i32
    %8 = llvm.mlir.constant(0 : i64) : i64
    %9 = llvm.mlir.poison : vector<4xf32>
    %10 = llvm.mlir.constant(4 : i64) : i64
    %11 = llvm.mlir.addressof @arr : !llvm.ptr
    %12 = llvm.mlir.undef : !llvm.struct<"st", (i32, ptr)>
    %13 = llvm.mlir.constant(0 : i32) : i32
    %14 = llvm.mlir.constant(dense<1> : vector<4xi32>) : vector<4xi32>
    %15 = llvm.mlir.constant(dense<0> : vector<4xi32>) : vector<4xi32>
    %16 = llvm.mlir.constant(false) : i1
    %17 = llvm.mlir.constant(true) : i1
    %18 = llvm.mlir.constant(dense<[true, false]> : vector<2xi1>) : vector<2xi1>
    %19 = llvm.mlir.constant(dense<true> : vector<2xi1>) : vector<2xi1>
    %20 = llvm.mlir.constant(dense<[1.000000e+00, 2.000000e+00]> : vector<2xf64>) : vector<2xf64>
    %21 = llvm.mlir.constant(dense<3.000000e+00> : vector<2xf64>) : vector<2xf64>
    %22 = llvm.mlir.constant(0x7FC00000 : f32) : f32
    %23 = llvm.mlir.constant(0 : i8) : i8
    %24 = llvm.mlir.constant(8 : i64) : i64
    %25 = llvm.mlir.constant(-8 : i64) : i64
    %26 = llvm.sub %arg0, %arg0 overflow<nuw> : i32
    %27 = llvm.mul %arg0, %arg0 : i32
    %28 = llvm.udiv exact %arg0, %arg0 : i32
    %29 = llvm.sdiv %arg0, %arg0 : i32
    %30 = llvm.urem %arg0, %arg0 : i32
    %31 = llvm.srem %arg0, %arg0 : i32
    %32 = llvm.shl %arg0, %0 overflow<nsw, nuw> : i32
    %33 = llvm.lshr exact %arg0, %1 : i32
    %34 = llvm.ashr %arg0, %1 : i32
    %35 = llvm.and %arg0, %2 : i32
    %36 = llvm.or disjoint %arg0, %3 : i32
    %37 = llvm.xor %arg0, %4 : i32
    %38 = llvm.fadd %arg1, %arg1 {fastmathFlags = #llvm.fastmath<nnan>} : f32
    %39 = llvm.fsub %arg1, %5 : f32
    %40 = llvm.fdiv %arg1, %arg1 {fastmathFlags = #llvm.fastmath<arcp>} : f32
    %41 = llvm.frem %arg1, %arg1 : f32
    %42 = llvm.fneg %arg1 : f32
    %43 = llvm.trunc %arg0 overflow<nuw> : i32 to i8
    %44 = llvm.zext nneg %arg0 : i32 to i64
    %45 = llvm.sext %arg0 : i32 to i64
    %46 = llvm.fptrunc %arg5 : f64 to f32
    %47 = llvm.fpext %arg1 : f32 to f64
    %48 = llvm.fptoui %arg1 : f32 to i32
    %49 = llvm.fptosi %arg1 : f32 to i32
    %50 = llvm.uitofp nneg %arg0 : i32 to f32
    %51 = llvm.sitofp %arg0 : i32 to f64
    %52 = llvm.ptrtoint %arg3 : !llvm.ptr to i64
    %53 = llvm.inttoptr %arg4 : i64 to !llvm.ptr
    %54 = llvm.bitcast %arg0 : i32 to f32
    %55 = llvm.addrspacecast %arg3 : !llvm.ptr to !llvm.ptr<1>
    %56 = llvm.fcmp "olt" %arg1, %arg1 : f32
    %57 = llvm.fcmp "une" %arg1, %6 {fastmathFlags = #llvm.fastmath<fast>} : f32
    %58 = llvm.icmp "ult" %arg0, %7 : i32
    %59 = llvm.extractelement %arg2[%1 : i32] : vector<4xf32>
    %60 = llvm.insertelement %arg1, %arg2[%8 : i64] : vector<4xf32>
    %61 = llvm.shufflevector %arg2, %9 [0, 3] : vector<4xf32> 
    %62 = llvm.alloca %10 x i32 {alignment = 16 : i64} : (i64) -> !llvm.ptr
    %63 = llvm.alloca %1 x !llvm.array<4 x i8> {alignment = 1 : i64} : (i32) -> !llvm.ptr
    %64 = llvm.load volatile %arg3 {alignment = 4 : i64} : !llvm.ptr -> f32
    llvm.store %arg0, %arg3 atomic seq_cst {alignment = 4 : i64} : i32, !llvm.ptr
    %65 = llvm.getelementptr %arg3[%1, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"st", (i32, ptr)>
    %66 = llvm.getelementptr inbounds|nuw %11[%8, %arg4] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<2 x i32>
    %67 = llvm.insertvalue %arg0, %12[0] : !llvm.struct<"st", (i32, ptr)> 
    %68 = llvm.extractvalue %67[1] : !llvm.struct<"st", (i32, ptr)> 
    %69 = llvm.atomicrmw add %arg3, %1 monotonic {alignment = 4 : i64} : !llvm.ptr, i32
    %70 = llvm.cmpxchg %arg3, %13, %1 acq_rel monotonic {alignment = 4 : i64} : !llvm.ptr, i32
    llvm.fence release
    %71 = llvm.freeze %arg0 : i32
    %72 = llvm.add %14, %15 : vector<4xi32>
    %73 = llvm.add %18, %19 : vector<2xi1>
    %74 = llvm.fadd %20, %21 : vector<2xf64>
    %75 = llvm.select %58, %arg1, %22 {fastmathFlags = #llvm.fastmath<fast>} : i1, f32
    %76 = llvm.call @printf(%11, %arg0) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    %77 = llvm.intr.smax(%arg4, %8) : (i64, i64) -> i64
    %78 = llvm.intr.fma(%arg1, %arg1, %arg1) : (f32, f32, f32) -> f32
    %79 = llvm.intr.maxnum(%arg2, %arg2) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %80 = llvm.intr.ctpop(%arg0) : (i32) -> i32
    %81 = "llvm.intr.abs"(%arg0) <{is_int_min_poison = true}> : (i32) -> i32
    "llvm.intr.memset"(%arg3, %23, %24) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
    %82 = llvm.intr.copysign(%arg1, %arg1) : (f32, f32) -> f32
    %83 = llvm.intr.stacksave : !llvm.ptr
    llvm.intr.stackrestore %83 : !llvm.ptr
    %84 = "llvm.intr.cttz"(%arg0) <{is_zero_poison = true}> : (i32) -> i32
    %85 = "llvm.intr.vector.reduce.fadd"(%6, %arg2) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
    %86 = llvm.intr.umin(%arg0, %1) : (i32, i32) -> i32
    %87 = llvm.intr.floor(%arg5) : (f64) -> f64
    %88 = llvm.getelementptr %arg3[%25] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %89 = "llvm.intr.sadd.with.overflow"(%arg0, %arg0) : (i32, i32) -> !llvm.struct<(i32, i1)>
    llvm.unreachable
  }
  llvm.func @printf(!llvm.ptr, ...) -> i32
}
