// RUN: gomlir-opt %s -canonicalize -split-input-file | FileCheck %s
// RUN: gomlir-opt %s -canonicalize -split-input-file --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=LOC

// arith canonicalization patterns (upstream 22's ArithCanonicalization.td
// and ArithOps.cpp); expected output recorded from upstream mlir-opt 22,
// locations included (DRR fuses the locations of matched ops).

// CHECK-LABEL: func.func @addadd(%arg0: i32) -> i32 {
// CHECK-NEXT:   %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:   %0 = arith.addi %arg0, %c3_i32 overflow<nsw> : i32
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
// LOC-LABEL: func.func @addadd(%arg0: i32 loc({{.*}})) -> i32 {
// LOC-NEXT:   %c3_i32 = arith.constant 3 : i32 loc(fused["b", "c1"])
// LOC-NEXT:   %0 = arith.addi %arg0, %c3_i32 overflow<nsw> : i32 loc(fused["b", "c1"])
// LOC-NEXT:   return %0 : i32 loc({{.*}})
// LOC-NEXT: } loc({{.*}})
func.func @addadd(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32 loc("c1")
  %c2 = arith.constant 2 : i32 loc("c2")
  %a = arith.addi %x, %c1 overflow<nsw> : i32 loc("a")
  %b = arith.addi %a, %c2 overflow<nsw, nuw> : i32 loc("b")
  return %b : i32
}

// -----

// CHECK-LABEL: func.func @addsubrhs(%arg0: index) -> index {
// CHECK-NEXT:   %c-4 = arith.constant -4 : index
// CHECK-NEXT:   %0 = arith.addi %arg0, %c-4 overflow<nuw> : index
// CHECK-NEXT:   return %0 : index
// CHECK-NEXT: }
// LOC-LABEL: func.func @addsubrhs(%arg0: index loc({{.*}})) -> index {
// LOC-NEXT:   %c-4 = arith.constant -4 : index loc(fused["b", "c5"])
// LOC-NEXT:   %0 = arith.addi %arg0, %c-4 overflow<nuw> : index loc(fused["b", "c5"])
// LOC-NEXT:   return %0 : index loc({{.*}})
// LOC-NEXT: } loc({{.*}})
func.func @addsubrhs(%x: index) -> index {
  %c1 = arith.constant 1 : index loc("c1")
  %c5 = arith.constant 5 : index loc("c5")
  %a = arith.subi %x, %c5 overflow<nuw> : index loc("a")
  %b = arith.addi %a, %c1 overflow<nuw> : index loc("b")
  return %b : index
}

// -----

// CHECK-LABEL: func.func @addsublhs(%arg0: i8) -> i8 {
// CHECK-NEXT:   %c-56_i8 = arith.constant -56 : i8
// CHECK-NEXT:   %0 = arith.subi %c-56_i8, %arg0 : i8
// CHECK-NEXT:   return %0 : i8
// CHECK-NEXT: }
// LOC-LABEL: func.func @addsublhs(%arg0: i8 loc({{.*}})) -> i8 {
// LOC-NEXT:   %c-56_i8 = arith.constant -56 : i8 loc("b")
// LOC-NEXT:   %0 = arith.subi %c-56_i8, %arg0 : i8 loc("b")
// LOC-NEXT:   return %0 : i8 loc({{.*}})
// LOC-NEXT: } loc({{.*}})
func.func @addsublhs(%x: i8) -> i8 {
  %c1 = arith.constant 100 : i8 loc("c1")
  %c5 = arith.constant 100 : i8 loc("c5")
  %a = arith.subi %c5, %x : i8 loc("a")
  %b = arith.addi %a, %c1 : i8 loc("b")
  return %b : i8
}

// -----

// CHECK-LABEL: func.func @mulneg(%arg0: vector<4xi32>, %arg1: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>) {
// CHECK-NEXT:   %0 = arith.subi %arg0, %arg1 : vector<4xi32>
// CHECK-NEXT:   %1 = arith.subi %arg1, %arg0 : vector<4xi32>
// CHECK-NEXT:   return %0, %1 : vector<4xi32>, vector<4xi32>
// CHECK-NEXT: }
// LOC-LABEL: func.func @mulneg(%arg0: vector<4xi32> loc({{.*}}), %arg1: vector<4xi32> loc({{.*}})) -> (vector<4xi32>, vector<4xi32>) {
// LOC-NEXT:   %0 = arith.subi %arg0, %arg1 : vector<4xi32> loc(fused["r", "m1"])
// LOC-NEXT:   %1 = arith.subi %arg1, %arg0 : vector<4xi32> loc(fused["r2", "m1"])
// LOC-NEXT:   return %0, %1 : vector<4xi32>, vector<4xi32> loc({{.*}})
// LOC-NEXT: } loc({{.*}})
func.func @mulneg(%x: vector<4xi32>, %y: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>) {
  %m1 = arith.constant dense<-1> : vector<4xi32> loc("m1")
  %m = arith.muli %y, %m1 overflow<nsw> : vector<4xi32> loc("m")
  %r = arith.addi %x, %m overflow<nsw> : vector<4xi32> loc("r")
  %m2 = arith.muli %x, %m1 : vector<4xi32> loc("m2")
  %r2 = arith.addi %m2, %y : vector<4xi32> loc("r2")
  return %r, %r2 : vector<4xi32>, vector<4xi32>
}

// -----

// CHECK-LABEL: func.func @mulmul(%arg0: i64) -> i64 {
// CHECK-NEXT:   %c21_i64 = arith.constant 21 : i64
// CHECK-NEXT:   %0 = arith.muli %arg0, %c21_i64 overflow<nsw> : i64
// CHECK-NEXT:   return %0 : i64
// CHECK-NEXT: }
// LOC-LABEL: func.func @mulmul(%arg0: i64 loc({{.*}})) -> i64 {
// LOC-NEXT:   %c21_i64 = arith.constant 21 : i64 loc(fused["b", "c3"])
// LOC-NEXT:   %0 = arith.muli %arg0, %c21_i64 overflow<nsw> : i64 loc(fused["b", "c3"])
// LOC-NEXT:   return %0 : i64 loc({{.*}})
// LOC-NEXT: } loc({{.*}})
func.func @mulmul(%x: i64) -> i64 {
  %c3 = arith.constant 3 : i64 loc("c3")
  %c7 = arith.constant 7 : i64 loc("c7")
  %a = arith.muli %x, %c3 overflow<nsw> : i64 loc("a")
  %b = arith.muli %a, %c7 overflow<nsw> : i64 loc("b")
  return %b : i64
}

// -----

// CHECK-LABEL: func.func @mulmulv(%arg0: vector<2xi64>) -> vector<2xi64> {
// CHECK-NEXT:   %cst = arith.constant dense<3> : vector<2xi64>
// CHECK-NEXT:   %cst_0 = arith.constant dense<7> : vector<2xi64>
// CHECK-NEXT:   %0 = arith.muli %arg0, %cst : vector<2xi64>
// CHECK-NEXT:   %1 = arith.muli %0, %cst_0 : vector<2xi64>
// CHECK-NEXT:   return %1 : vector<2xi64>
// CHECK-NEXT: }
// LOC-LABEL: func.func @mulmulv(%arg0: vector<2xi64> loc({{.*}})) -> vector<2xi64> {
// LOC-NEXT:   %cst = arith.constant dense<3> : vector<2xi64> loc("c3")
// LOC-NEXT:   %cst_0 = arith.constant dense<7> : vector<2xi64> loc("c7")
// LOC-NEXT:   %0 = arith.muli %arg0, %cst : vector<2xi64> loc("a")
// LOC-NEXT:   %1 = arith.muli %0, %cst_0 : vector<2xi64> loc("b")
// LOC-NEXT:   return %1 : vector<2xi64> loc({{.*}})
// LOC-NEXT: } loc({{.*}})
func.func @mulmulv(%x: vector<2xi64>) -> vector<2xi64> {
  %c3 = arith.constant dense<3> : vector<2xi64> loc("c3")
  %c7 = arith.constant dense<7> : vector<2xi64> loc("c7")
  %a = arith.muli %x, %c3 : vector<2xi64> loc("a")
  %b = arith.muli %a, %c7 : vector<2xi64> loc("b")
  return %b : vector<2xi64>
}

// -----

// CHECK-LABEL: func.func @subs(%arg0: i32) -> (i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT:   %c13_i32 = arith.constant 13 : i32
// CHECK-NEXT:   %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:   %c-7_i32 = arith.constant -7 : i32
// CHECK-NEXT:   %0 = arith.addi %arg0, %c-7_i32 : i32
// CHECK-NEXT:   %1 = arith.subi %c7_i32, %arg0 overflow<nsw> : i32
// CHECK-NEXT:   %2 = arith.subi %arg0, %c13_i32 overflow<nuw> : i32
// CHECK-NEXT:   %3 = arith.subi %c13_i32, %arg0 overflow<nuw> : i32
// CHECK-NEXT:   %4 = arith.subi %c-7_i32, %arg0 : i32
// CHECK-NEXT:   %5 = arith.addi %arg0, %c7_i32 : i32
// CHECK-NEXT:   return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, i32
// CHECK-NEXT: }
// LOC-LABEL: func.func @subs(%arg0: i32 loc({{.*}})) -> (i32, i32, i32, i32, i32, i32) {
// LOC-NEXT:   %c13_i32 = arith.constant 13 : i32 loc(unknown)
// LOC-NEXT:   %c7_i32 = arith.constant 7 : i32 loc(unknown)
// LOC-NEXT:   %c-7_i32 = arith.constant -7 : i32 loc(unknown)
// LOC-NEXT:   %0 = arith.addi %arg0, %c-7_i32 : i32 loc(fused["r1", "c5"])
// LOC-NEXT:   %1 = arith.subi %c7_i32, %arg0 overflow<nsw> : i32 loc(fused["r2", "c1"])
// LOC-NEXT:   %2 = arith.subi %arg0, %c13_i32 overflow<nuw> : i32 loc(fused["r3", "c5"])
// LOC-NEXT:   %3 = arith.subi %c13_i32, %arg0 overflow<nuw> : i32 loc(fused["r4", "c1"])
// LOC-NEXT:   %4 = arith.subi %c-7_i32, %arg0 : i32 loc(fused["r5", "c5"])
// LOC-NEXT:   %5 = arith.addi %arg0, %c7_i32 : i32 loc(fused["r6", "c1"])
// LOC-NEXT:   return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, i32 loc({{.*}})
// LOC-NEXT: } loc({{.*}})
func.func @subs(%x: i32) -> (i32, i32, i32, i32, i32, i32) {
  %c1 = arith.constant 10 : i32 loc("c1")
  %c5 = arith.constant 3 : i32 loc("c5")
  %a = arith.addi %x, %c5 overflow<nsw> : i32 loc("a")
  %r1 = arith.subi %a, %c1 overflow<nsw> : i32 loc("r1")
  %r2 = arith.subi %c1, %a overflow<nsw> : i32 loc("r2")
  %s = arith.subi %x, %c5 overflow<nuw> : i32 loc("s")
  %r3 = arith.subi %s, %c1 overflow<nuw> : i32 loc("r3")
  %r4 = arith.subi %c1, %s overflow<nuw> : i32 loc("r4")
  %t = arith.subi %c5, %x : i32 loc("t")
  %r5 = arith.subi %t, %c1 : i32 loc("r5")
  %r6 = arith.subi %c1, %t : i32 loc("r6")
  return %r1, %r2, %r3, %r4, %r5, %r6 : i32, i32, i32, i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @subsub(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
// CHECK-NEXT:   %cst = arith.constant dense<0> : tensor<4xi32>
// CHECK-NEXT:   %0 = arith.subi %cst, %arg1 overflow<nsw> : tensor<4xi32>
// CHECK-NEXT:   return %0 : tensor<4xi32>
// CHECK-NEXT: }
// LOC-LABEL: func.func @subsub(%arg0: tensor<4xi32> loc({{.*}}), %arg1: tensor<4xi32> loc({{.*}})) -> tensor<4xi32> {
// LOC-NEXT:   %cst = arith.constant dense<0> : tensor<4xi32> loc(fused["t", "s"])
// LOC-NEXT:   %0 = arith.subi %cst, %arg1 overflow<nsw> : tensor<4xi32> loc(fused["t", "s"])
// LOC-NEXT:   return %0 : tensor<4xi32> loc({{.*}})
// LOC-NEXT: } loc({{.*}})
func.func @subsub(%x: tensor<4xi32>, %y: tensor<4xi32>) -> tensor<4xi32> {
  %s = arith.subi %x, %y overflow<nsw> : tensor<4xi32> loc("s")
  %t = arith.subi %s, %x overflow<nsw> : tensor<4xi32> loc("t")
  return %t : tensor<4xi32>
}

// -----

// CHECK-LABEL: func.func @sel(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32, %arg4: i32) -> (i32, i32, i32, i1, i32, i32, i64) {
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %0 = arith.select %arg0, %arg2, %arg4 : i32
// CHECK-NEXT:   %1 = arith.select %arg0, %arg4, %arg3 : i32
// CHECK-NEXT:   %2 = arith.select %arg0, %arg3, %arg2 : i32
// CHECK-NEXT:   %3 = arith.xori %arg1, %true : i1
// CHECK-NEXT:   %4 = arith.extui %arg1 : i1 to i32
// CHECK-NEXT:   %5 = arith.xori %arg1, %true : i1
// CHECK-NEXT:   %6 = arith.extui %5 : i1 to i32
// CHECK-NEXT:   %7 = arith.xori %arg0, %true : i1
// CHECK-NEXT:   %8 = arith.extui %7 : i1 to i64
// CHECK-NEXT:   return %0, %1, %2, %3, %4, %6, %8 : i32, i32, i32, i1, i32, i32, i64
// CHECK-NEXT: }
// LOC-LABEL: func.func @sel(%arg0: i1 loc({{.*}}), %arg1: i1 loc({{.*}}), %arg2: i32 loc({{.*}}), %arg3: i32 loc({{.*}}), %arg4: i32 loc({{.*}})) -> (i32, i32, i32, i1, i32, i32, i64) {
// LOC-NEXT:   %true = arith.constant true loc(unknown)
// LOC-NEXT:   %0 = arith.select %arg0, %arg2, %arg4 : i32 loc(fused["r1", "s1"])
// LOC-NEXT:   %1 = arith.select %arg0, %arg4, %arg3 : i32 loc(fused["r2", "s1"])
// LOC-NEXT:   %2 = arith.select %arg0, %arg3, %arg2 : i32 loc(fused["r3", "true"])
// LOC-NEXT:   %3 = arith.xori %arg1, %true : i1 loc("r4")
// LOC-NEXT:   %4 = arith.extui %arg1 : i1 to i32 loc("r5")
// LOC-NEXT:   %5 = arith.xori %arg1, %true : i1 loc("r6")
// LOC-NEXT:   %6 = arith.extui %5 : i1 to i32 loc("r6")
// LOC-NEXT:   %7 = arith.xori %arg0, %true : i1 loc("r7")
// LOC-NEXT:   %8 = arith.extui %7 : i1 to i64 loc("r7")
// LOC-NEXT:   return %0, %1, %2, %3, %4, %6, %8 : i32, i32, i32, i1, i32, i32, i64 loc({{.*}})
// LOC-NEXT: } loc({{.*}})
func.func @sel(%c: i1, %d: i1, %a: i32, %b: i32, %e: i32) -> (i32, i32, i32, i1, i32, i32, i64) {
  %true = arith.constant true loc("true")
  %false = arith.constant false loc("false")
  %s1 = arith.select %c, %a, %b : i32 loc("s1")
  %r1 = arith.select %c, %s1, %e : i32 loc("r1")
  %r2 = arith.select %c, %e, %s1 : i32 loc("r2")
  %n = arith.xori %c, %true : i1 loc("n")
  %r3 = arith.select %n, %a, %b : i32 loc("r3")
  %r4 = arith.select %d, %false, %true : i1 loc("r4")
  %c1 = arith.constant 1 : i32 loc("one")
  %c0 = arith.constant 0 : i32 loc("zero")
  %r5 = arith.select %d, %c1, %c0 : i32 loc("r5")
  %r6 = arith.select %d, %c0, %c1 : i32 loc("r6")
  %c1l = arith.constant 1 : i64 loc("onel")
  %c0l = arith.constant 0 : i64 loc("zerol")
  %r7 = arith.select %c, %c0l, %c1l : i64 loc("r7")
  return %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i32, i32, i32, i1, i32, i32, i64
}
