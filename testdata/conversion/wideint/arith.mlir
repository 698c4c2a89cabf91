// RUN: gomlir-opt --arith-emulate-wide-int="widest-int-supported=32" %s > %t.g
// RUN: mlir-opt-upstream --arith-emulate-wide-int="widest-int-supported=32" %s > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt --arith-emulate-wide-int="widest-int-supported=32" %s --mlir-print-op-generic > %t.gg
// RUN: mlir-opt-upstream --arith-emulate-wide-int="widest-int-supported=32" %s --mlir-print-op-generic > %t.ug
// RUN: diff %t.gg %t.ug
// RUN: gomlir-opt --arith-emulate-wide-int %s | FileCheck %s

// CHECK-LABEL: func.func @addi(%arg0: vector<2xi32>, %arg1: vector<2xi32>) -> vector<2xi32>
// CHECK:         arith.addui_extended {{.*}} : i32, i1
func.func @addi(%a: i64, %b: i64) -> i64 {
  %r = arith.addi %a, %b : i64
  return %r : i64
}

func.func @same(%a: i32, %i: index, %f: f64) -> (i32, index, f64) {
  %r = arith.addi %a, %a : i32
  %s = arith.addi %i, %i : index
  return %r, %s, %f : i32, index, f64
}

func.func @binary(%a: i64, %b: i64, %v: vector<4xi64>, %w: vector<4xi64>) -> (i64, vector<4xi64>) {
  %0 = arith.subi %a, %b : i64
  %1 = arith.muli %0, %b : i64
  %2 = arith.andi %1, %a : i64
  %3 = arith.ori %2, %b : i64
  %4 = arith.xori %3, %a : i64
  %5 = arith.addi %v, %w : vector<4xi64>
  %6 = arith.subi %5, %w : vector<4xi64>
  %7 = arith.muli %6, %v : vector<4xi64>
  %8 = arith.xori %7, %w : vector<4xi64>
  return %4, %8 : i64, vector<4xi64>
}

func.func @cmp(%a: i64, %b: i64, %v: vector<3xi64>, %w: vector<3xi64>) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, vector<3xi1>, vector<3xi1>) {
  %0 = arith.cmpi eq, %a, %b : i64
  %1 = arith.cmpi ne, %a, %b : i64
  %2 = arith.cmpi slt, %a, %b : i64
  %3 = arith.cmpi sle, %a, %b : i64
  %4 = arith.cmpi sgt, %a, %b : i64
  %5 = arith.cmpi sge, %a, %b : i64
  %6 = arith.cmpi ult, %a, %b : i64
  %7 = arith.cmpi ule, %a, %b : i64
  %8 = arith.cmpi ugt, %a, %b : i64
  %9 = arith.cmpi uge, %a, %b : i64
  %10 = arith.cmpi eq, %v, %w : vector<3xi64>
  %11 = arith.cmpi sge, %v, %w : vector<3xi64>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, vector<3xi1>, vector<3xi1>
}

func.func @constants() -> (i64, vector<3xi64>, vector<2x2xi64>) {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 4294967296 : i64
  %c2 = arith.constant -7 : i64
  %c3 = arith.constant dense<4294967296> : vector<3xi64>
  %c4 = arith.constant dense<[0, 1, -2]> : vector<3xi64>
  %c5 = arith.constant dense<[[1, 2], [-3, 9223372036854775807]]> : vector<2x2xi64>
  return %c1, %c4, %c5 : i64, vector<3xi64>, vector<2x2xi64>
}

func.func @minmax(%a: i64, %b: i64, %v: vector<2xi64>) -> (i64, i64, i64, i64, vector<2xi64>) {
  %0 = arith.maxui %a, %b : i64
  %1 = arith.maxsi %a, %b : i64
  %2 = arith.minui %a, %b : i64
  %3 = arith.minsi %a, %b : i64
  %4 = arith.maxsi %v, %v : vector<2xi64>
  return %0, %1, %2, %3, %4 : i64, i64, i64, i64, vector<2xi64>
}

func.func @casts(%a: i64, %b: i32, %c: i16, %i: index, %v: vector<3xi32>, %w: vector<3xi64>, %vi: vector<3xindex>) -> (i64, i64, i64, i32, i16, index, index, i64, i64, vector<3xi64>, vector<3xi64>, vector<3xi32>, vector<3xindex>, vector<3xi64>) {
  %0 = arith.extsi %b : i32 to i64
  %1 = arith.extui %b : i32 to i64
  %2 = arith.extsi %c : i16 to i64
  %3 = arith.trunci %a : i64 to i32
  %4 = arith.trunci %a : i64 to i16
  %5 = arith.index_cast %a : i64 to index
  %6 = arith.index_castui %a : i64 to index
  %7 = arith.index_cast %i : index to i64
  %8 = arith.index_castui %i : index to i64
  %9 = arith.extsi %v : vector<3xi32> to vector<3xi64>
  %10 = arith.extui %v : vector<3xi32> to vector<3xi64>
  %11 = arith.trunci %w : vector<3xi64> to vector<3xi32>
  %12 = arith.index_cast %w : vector<3xi64> to vector<3xindex>
  %13 = arith.index_castui %vi : vector<3xindex> to vector<3xi64>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : i64, i64, i64, i32, i16, index, index, i64, i64, vector<3xi64>, vector<3xi64>, vector<3xi32>, vector<3xindex>, vector<3xi64>
}

func.func @select(%c: i1, %a: i64, %b: i64, %vc: vector<3xi1>, %v: vector<3xi64>, %w: vector<3xi64>) -> (i64, vector<3xi64>) {
  %0 = arith.select %c, %a, %b : i64
  %1 = arith.select %vc, %v, %w : vector<3xi1>, vector<3xi64>
  return %0, %1 : i64, vector<3xi64>
}

func.func @shifts(%a: i64, %b: i64, %v: vector<2xi64>) -> (i64, i64, i64, vector<2xi64>, vector<2xi64>, vector<2xi64>) {
  %0 = arith.shli %a, %b : i64
  %1 = arith.shrui %a, %b : i64
  %2 = arith.shrsi %a, %b : i64
  %3 = arith.shli %v, %v : vector<2xi64>
  %4 = arith.shrui %v, %v : vector<2xi64>
  %5 = arith.shrsi %v, %v : vector<2xi64>
  return %0, %1, %2, %3, %4, %5 : i64, i64, i64, vector<2xi64>, vector<2xi64>, vector<2xi64>
}

func.func @floats(%a: i64, %f: f64, %g: f32, %v: vector<2xi64>, %vf: vector<2xf32>) -> (f64, f64, f32, i64, i64, vector<2xf32>, vector<2xf32>, vector<2xi64>, vector<2xi64>, i64) {
  %0 = arith.sitofp %a : i64 to f64
  %1 = arith.uitofp %a : i64 to f64
  %2 = arith.uitofp %a : i64 to f32
  %3 = arith.fptosi %f : f64 to i64
  %4 = arith.fptoui %f : f64 to i64
  %5 = arith.sitofp %v : vector<2xi64> to vector<2xf32>
  %6 = arith.uitofp %v : vector<2xi64> to vector<2xf32>
  %7 = arith.fptosi %vf : vector<2xf32> to vector<2xi64>
  %8 = arith.fptoui %vf : vector<2xf32> to vector<2xi64>
  %9 = arith.fptoui %g : f32 to i64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f64, f64, f32, i64, i64, vector<2xf32>, vector<2xf32>, vector<2xi64>, vector<2xi64>, i64
}

func.func @calls(%a: vector<4xi64>) -> vector<4xi64> {
  %r = func.call @callee(%a) : (vector<4xi64>) -> vector<4xi64>
  vector.print %a : vector<4xi64>
  return %r : vector<4xi64>
}

func.func private @callee(vector<4xi64>) -> vector<4xi64>
