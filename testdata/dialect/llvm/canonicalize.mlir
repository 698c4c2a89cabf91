// RUN: gomlir-opt %s --split-input-file --canonicalize > %t.g
// RUN: mlir-opt-upstream %s --split-input-file --canonicalize > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s --split-input-file --canonicalize | FileCheck %s

// The llvm folders: casts and GEPs through their chains, constant GEP
// indices, extractvalue through insertvalue chains, zext/shl/or/icmp of
// constants, and constant materialization as upstream orders it.

// CHECK-LABEL: llvm.func @f
// CHECK: %[[T:.*]] = llvm.mlir.constant(true) : i1
// CHECK: llvm.getelementptr %arg0[7, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
// CHECK: llvm.select %[[T]], %arg2
// CHECK-LABEL: llvm.func @chains
// CHECK: llvm.mlir.constant(510 : i32) : i32
// CHECK: llvm.addrspacecast %arg0 : !llvm.ptr<1> to !llvm.ptr<2>
// CHECK: llvm.add %arg2, %arg3 : i32

llvm.func @f(%p: !llvm.ptr, %s: !llvm.struct<(i32, f32)>, %a: i32, %q: !llvm.ptr<1>) -> i32 {
  %z = llvm.mlir.zero : i32
  %z2 = llvm.mlir.constant(0 : i32) : i32
  %u = llvm.mlir.undef : i32
  %pz = llvm.mlir.zero : !llvm.ptr
  %0 = llvm.bitcast %p : !llvm.ptr to !llvm.ptr
  %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, i8
  %2 = llvm.getelementptr %1[%z2] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  %3 = llvm.insertvalue %a, %s[0] : !llvm.struct<(i32, f32)>
  %4 = llvm.extractvalue %3[0] : !llvm.struct<(i32, f32)>
  %5 = llvm.add %4, %z : i32
  %6 = llvm.addrspacecast %q : !llvm.ptr<1> to !llvm.ptr
  %7 = llvm.addrspacecast %6 : !llvm.ptr to !llvm.ptr<1>
  %8 = llvm.load %2 : !llvm.ptr -> i32
  %9 = llvm.load %7 : !llvm.ptr<1> -> i32
  %10 = llvm.add %8, %9 : i32
  %11 = llvm.add %10, %5 : i32
  %12 = llvm.mlir.constant(5 : i32) : i32
  %13 = llvm.mlir.constant(3 : i32) : i32
  %14 = llvm.add %12, %13 : i32
  %15 = llvm.or %12, %13 : i32
  %16 = llvm.add %14, %15 : i32
  %17 = llvm.add %16, %11 : i32
  %18 = llvm.add %17, %u : i32
  %19 = llvm.getelementptr %pz[%a] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  llvm.store %a, %19 : i32, !llvm.ptr
  %c7 = llvm.mlir.constant(7 : i32) : i32
  %20 = llvm.getelementptr %p[%c7, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  llvm.store %a, %20 : i32, !llvm.ptr
  %21 = llvm.icmp "eq" %a, %a : i32
  %22 = llvm.select %21, %a, %c7 : i1, i32
  %23 = llvm.add %22, %18 : i32
  llvm.return %23 : i32
}

// -----

llvm.func @chains(%p: !llvm.ptr<1>, %s: !llvm.struct<(struct<(i32, i32)>, i64)>, %a: i32, %b: i32) -> i32 {
  %0 = llvm.addrspacecast %p : !llvm.ptr<1> to !llvm.ptr
  %1 = llvm.addrspacecast %0 : !llvm.ptr to !llvm.ptr<2>
  %u = llvm.mlir.undef : !llvm.struct<(i32, i32)>
  %2 = llvm.insertvalue %a, %u[0] : !llvm.struct<(i32, i32)>
  %3 = llvm.insertvalue %b, %2[1] : !llvm.struct<(i32, i32)>
  %4 = llvm.insertvalue %3, %s[0] : !llvm.struct<(struct<(i32, i32)>, i64)>
  %5 = llvm.extractvalue %4[0, 0] : !llvm.struct<(struct<(i32, i32)>, i64)>
  %6 = llvm.extractvalue %4[1] : !llvm.struct<(struct<(i32, i32)>, i64)>
  %7 = llvm.extractvalue %4[0] : !llvm.struct<(struct<(i32, i32)>, i64)>
  %8 = llvm.extractvalue %7[1] : !llvm.struct<(i32, i32)>
  %9 = llvm.load %1 : !llvm.ptr<2> -> i32
  %10 = llvm.add %5, %8 : i32
  %11 = llvm.add %10, %9 : i32
  %12 = llvm.trunc %6 : i64 to i32
  %13 = llvm.add %11, %12 : i32
  %c = llvm.mlir.constant(dense<[1, 2, 3]> : vector<3xi32>) : vector<3xi32>
  %c1 = llvm.mlir.constant(-1 : i8) : i8
  %z = llvm.zext %c1 : i8 to i32
  %sh = llvm.mlir.constant(40 : i32) : i32
  %14 = llvm.shl %z, %sh : i32
  %15 = llvm.add %13, %14 : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %16 = llvm.shl %z, %one : i32
  %17 = llvm.add %15, %16 : i32
  %al = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  %nul = llvm.mlir.zero : !llvm.ptr
  %cmp = llvm.icmp "ne" %nul, %al : !llvm.ptr
  %18 = llvm.zext %cmp : i1 to i32
  %19 = llvm.add %17, %18 : i32
  llvm.return %19 : i32
}
