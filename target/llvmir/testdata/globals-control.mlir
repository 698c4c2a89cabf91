module attributes {llvm.data_layout = "e-m:e-i64:64", llvm.target_triple = "x86_64-unknown-linux-gnu"} {
llvm.mlir.global external @s("abc\00") {addr_space = 0 : i32} : !llvm.array<4 x i8>
llvm.mlir.global private unnamed_addr constant @z(0 : i64) {alignment = 8 : i64, section = "foo"} : i64
llvm.mlir.global internal @r() : !llvm.struct<(i32, ptr)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
  %1 = llvm.mlir.constant(3 : i32) : i32
  %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, ptr)>
  %3 = llvm.mlir.addressof @z : !llvm.ptr
  %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<(i32, ptr)>
  llvm.return %4 : !llvm.struct<(i32, ptr)>
}
llvm.func @f(%a: f32, %b: f64, %p: !llvm.ptr, %i: i64) -> f32 {
  %c0 = llvm.mlir.constant(1.5 : f32) : f32
  %c1 = llvm.mlir.constant(0.1 : f64) : f64
  %c2 = llvm.mlir.constant(1234567.0 : f64) : f64
  %c3 = llvm.mlir.constant(12345678.0 : f64) : f64
  %c4 = llvm.mlir.constant(0x7FF0000000000000 : f64) : f64
  %c5 = llvm.mlir.constant(1.0e-300 : f64) : f64
  %c6 = llvm.mlir.constant(2.5 : f16) : f16
  %c7 = llvm.mlir.constant(dense<1.0> : vector<4xf32>) : vector<4xf32>
  %c8 = llvm.mlir.constant(dense<[1, 2]> : vector<2xi64>) : vector<2xi64>
  %c9 = llvm.mlir.constant(123.456 : f64) : f64
  %x = llvm.fadd %a, %c0 {fastmathFlags = #llvm.fastmath<fast>} : f32
  %y = llvm.fmul %b, %c1 : f64
  %y2 = llvm.fmul %y, %c2 : f64
  %y3 = llvm.fmul %y2, %c3 : f64
  %y4 = llvm.fmul %y3, %c4 : f64
  %y5 = llvm.fmul %y4, %c5 : f64
  %y6 = llvm.fmul %y5, %c9 : f64
  %h = llvm.fadd %c6, %c6 : f16
  %v = llvm.fadd %c7, %c7 : vector<4xf32>
  %g = llvm.getelementptr inbounds %p[%i, 2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, i32, f32)>
  %l = llvm.load %g {alignment = 4 : i64} : !llvm.ptr -> f32
  llvm.store %y6, %p {volatile_} : f64, !llvm.ptr
  %cmp = llvm.fcmp "olt" %l, %a : f32
  %s = llvm.select %cmp, %l, %x : i1, f32
  %t = llvm.mlir.constant(true) : i1
  llvm.cond_br %cmp, ^bb1, ^bb2(%s : f32)
^bb1:
  llvm.br ^bb2(%x : f32)
^bb2(%r: f32):
  llvm.return %r : f32
}
}
