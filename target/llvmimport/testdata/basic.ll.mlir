module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
  llvm.mlir.global private constant @g("x\00") {addr_space = 0 : i32, dso_local}
  llvm.mlir.global external @h(5 : i32) {addr_space = 0 : i32, alignment = 4 : i64} : i32
  llvm.func @abort()
  llvm.func @f(%arg0: i32, %arg1: !llvm.ptr) -> i32 {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.addressof @h : !llvm.ptr
    %3 = llvm.mlir.constant(2 : i64) : i64
    %4 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %5 = llvm.mlir.addressof @g : !llvm.ptr
    %6 = llvm.add %arg0, %0 overflow<nsw> : i32
    %7 = llvm.icmp "eq" %6, %1 : i32
    llvm.cond_br %7, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %8 = llvm.load %arg1 {alignment = 4 : i64} : !llvm.ptr -> i32
    llvm.store %8, %2 {alignment = 4 : i64} : i32, !llvm.ptr
    %9 = llvm.getelementptr inbounds %arg1[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %10 = llvm.intr.fabs(%4) : (f32) -> f32
    "llvm.intr.memcpy"(%arg1, %5, %3) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.return %8 : i32
  ^bb2:  // pred: ^bb0
    %11 = "llvm.intr.ctlz"(%arg0) <{is_zero_poison = false}> : (i32) -> i32
    %12 = llvm.select %7, %arg0, %11 : i1, i32
    llvm.return %12 : i32
  }
}
