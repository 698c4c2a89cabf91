module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
  llvm.func @g(%arg0: i32, %arg1: i8, %arg2: !llvm.ptr) {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(1 : i16) : i16
    %2 = llvm.mlir.constant(1 : i64) : i64
    %3 = llvm.mlir.constant(7 : i32) : i32
    %4 = llvm.trunc %arg0 : i32 to i8
    %5 = llvm.load %arg2 {alignment = 4 : i64} : !llvm.ptr -> i64
    %6 = llvm.load %arg2 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
    %7 = llvm.alloca %0 x i64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %8 = llvm.alloca %0 x !llvm.struct<(i8, f64)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.store %1, %arg2 {alignment = 2 : i64} : i16, !llvm.ptr
    %9 = llvm.atomicrmw xchg %arg2, %2 seq_cst {alignment = 8 : i64} : !llvm.ptr, i64
    llvm.switch %arg0 : i32, ^bb2 [
      0: ^bb1(%3 : i32),
      5: ^bb1(%3 : i32)
    ]
  ^bb1(%10: i32):  // 2 preds: ^bb0, ^bb0
    llvm.return
  ^bb2:  // pred: ^bb0
    llvm.return
  }
}
