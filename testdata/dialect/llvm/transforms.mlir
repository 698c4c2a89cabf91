// RUN: gomlir-opt %s --split-input-file --cse > %t.g1
// RUN: mlir-opt-upstream %s --split-input-file --cse > %t.u1
// RUN: diff %t.g1 %t.u1
// RUN: gomlir-opt %s --split-input-file --sccp > %t.g2
// RUN: mlir-opt-upstream %s --split-input-file --sccp > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: gomlir-opt %s --split-input-file --remove-dead-values > %t.g3
// RUN: mlir-opt-upstream %s --split-input-file --remove-dead-values > %t.u3
// RUN: diff %t.g3 %t.u3
// RUN: gomlir-opt %s --split-input-file --canonicalize=region-simplify=aggressive > %t.g4
// RUN: mlir-opt-upstream %s --split-input-file --canonicalize=region-simplify=aggressive > %t.u4
// RUN: diff %t.g4 %t.u4
// RUN: gomlir-opt %s --split-input-file --sccp | FileCheck %s

// The generic transformations reach llvm ops through their interfaces:
// memory effects (cse keeps loads apart across stores), branches (sccp,
// dead values, block merging). As upstream, llvm branches do not select a
// successor from constant operands, so sccp keeps both sides of a
// constant llvm.cond_br.

// CHECK-LABEL: llvm.func @g
// CHECK: llvm.cond_br %{{.*}}, ^bb1(%arg0 : i32), ^bb2(%{{.*}} : i32)

llvm.func @f(%p: !llvm.ptr, %a: i32) -> i32 {
  %0 = llvm.load %p : !llvm.ptr -> i32
  %1 = llvm.load %p : !llvm.ptr -> i32
  llvm.store %a, %p : i32, !llvm.ptr
  %2 = llvm.load %p : !llvm.ptr -> i32
  %3 = llvm.add %0, %1 : i32
  %4 = llvm.add %0, %1 : i32
  %5 = llvm.add %3, %4 : i32
  %6 = llvm.add %5, %2 : i32
  %c = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(1 : i32) : i32
  %7 = llvm.alloca %c x i32 : (i32) -> !llvm.ptr
  %8 = llvm.alloca %c2 x i32 : (i32) -> !llvm.ptr
  %9 = llvm.call @f(%7, %a) : (!llvm.ptr, i32) -> i32
  %10 = llvm.add %6, %9 : i32
  llvm.return %10 : i32
}
// -----
llvm.func @g(%a: i32, %b: i1) -> i32 {
  %t = llvm.mlir.constant(true) : i1
  %c1 = llvm.mlir.constant(1 : i32) : i32
  llvm.cond_br %t, ^bb1(%a : i32), ^bb2(%c1 : i32)
^bb1(%x: i32):
  llvm.cond_br %b, ^bb3(%x : i32), ^bb4(%x : i32)
^bb2(%y: i32):
  llvm.br ^bb3(%y : i32)
^bb3(%z: i32):
  llvm.switch %z : i32, ^bb4(%z : i32) [
    1: ^bb5,
    2: ^bb5
  ]
^bb4(%w: i32):
  llvm.return %w : i32
^bb5:
  llvm.return %c1 : i32
}
