llvm.func @m(%a : vector<64xf32>, %b : vector<48xf32>) -> vector<12xf32> {
  %0 = llvm.intr.matrix.multiply %a, %b { lhs_rows = 4: i32, lhs_columns = 16: i32 , rhs_columns = 3: i32} : (vector<64xf32>, vector<48xf32>) -> vector<12xf32>
  llvm.return %0 : vector<12xf32>
}
llvm.func @l(%ptr : !llvm.ptr, %stride : i64) -> vector<48xf32> {
  %0 = llvm.intr.matrix.column.major.load %ptr, <stride=%stride> { isVolatile = 0: i1, rows = 3: i32, columns = 16: i32} : vector<48xf32> from !llvm.ptr stride i64
  llvm.return %0 : vector<48xf32>
}
llvm.func @s(%m : vector<48xf32>, %ptr : !llvm.ptr, %stride : i32) {
  llvm.intr.matrix.column.major.store %m, %ptr, <stride=%stride> { isVolatile = 1: i1, rows = 3: i32, columns = 16: i32} : vector<48xf32> to !llvm.ptr stride i32
  llvm.return
}
llvm.func @s2(%m : vector<48xf64>, %ptr : !llvm.ptr, %stride : i32) {
  llvm.intr.matrix.column.major.store %m, %ptr, <stride=%stride> { isVolatile = 0: i1, rows = 3: i32, columns = 16: i32} : vector<48xf64> to !llvm.ptr stride i32
  llvm.return
}
// -----
llvm.func @f() -> vector<7xi32> {
  %0 = llvm.intr.stepvector : vector<7xi32>
  llvm.return %0 : vector<7xi32>
}
llvm.func @t(%m : vector<48xf32>) -> vector<48xf32> {
  %0 = llvm.intr.matrix.transpose %m {rows = 3: i32, columns = 16: i32} : vector<48xf32> into vector<48xf32>
  llvm.return %0 : vector<48xf32>
}
// -----
llvm.func @f(%base : i64, %n : i64) -> vector<7xi1> {
  %0 = llvm.intr.get.active.lane.mask %base, %n : i64, i64 to vector<7xi1>
  llvm.return %0 : vector<7xi1>
}
llvm.func @g(%base : i32, %n : i32) -> vector<[4]xi1> {
  %0 = llvm.intr.get.active.lane.mask %base, %n : i32, i32 to vector<[4]xi1>
  llvm.return %0 : vector<[4]xi1>
}
// -----
module {
  llvm.mlir.global internal constant @c1(dense_resource<test1> : tensor<4xf32>) : !llvm.array<4 x f32>
  llvm.mlir.global internal constant @c2(dense_resource<test2> : tensor<2x2xi16>) : !llvm.array<2 x array<2 x i16>>
  llvm.mlir.global internal constant @c3(dense_resource<test2> : vector<4xi16>) : vector<4xi16>
}
{-#
  dialect_resources: {
    builtin: {
      test1: "0x0800000054A3B53ED6C0B33E55D1A2BDE5D2BB3E",
      test2: "0x0200000001000200030004FF"
    }
  }
#-}
