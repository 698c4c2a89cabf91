// RUN: gomlir-opt %s -canonicalize -split-input-file | FileCheck %s
// RUN: gomlir-opt %s -canonicalize -split-input-file > %t.g
// RUN: mlir-opt-upstream %s -canonicalize -split-input-file > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -canonicalize -split-input-file -mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s -canonicalize -split-input-file -mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -canonicalize=top-down=false -split-input-file -mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s -canonicalize=top-down=false -split-input-file -mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u
//
// Every pattern named, by its debug name: disabling them all leaves the
// folds only, enabling them all is the default.
// RUN: gomlir-opt %s -split-input-file '-canonicalize=disable-patterns={(anonymous namespace)::AddIAddConstant,(anonymous namespace)::AddISubConstantRHS,(anonymous namespace)::AddISubConstantLHS,(anonymous namespace)::AddIMulNegativeOneRhs,(anonymous namespace)::AddIMulNegativeOneLhs,(anonymous namespace)::AddUIExtendedToAddI,(anonymous namespace)::SubIRHSAddConstant,(anonymous namespace)::SubILHSAddConstant,(anonymous namespace)::SubIRHSSubConstantRHS,(anonymous namespace)::SubIRHSSubConstantLHS,(anonymous namespace)::SubILHSSubConstantRHS,(anonymous namespace)::SubILHSSubConstantLHS,(anonymous namespace)::SubISubILHSRHSLHS,(anonymous namespace)::MulIMulIConstant,(anonymous namespace)::MulSIExtendedToMulI,(anonymous namespace)::MulSIExtendedRHSOne,(anonymous namespace)::MulUIExtendedToMulI,(anonymous namespace)::XOrINotCmpI,(anonymous namespace)::XOrIOfExtUI,(anonymous namespace)::XOrIOfExtSI,(anonymous namespace)::MulFOfNegF,(anonymous namespace)::DivFOfNegF,(anonymous namespace)::ExtSIOfExtUI,(anonymous namespace)::TruncIExtSIToExtSI,(anonymous namespace)::TruncIExtUIToExtUI,(anonymous namespace)::TruncIShrSIToTrunciShrUI,(anonymous namespace)::TruncFSIToFPToSIToFP,(anonymous namespace)::TruncFUIToFPToUIToFP,(anonymous namespace)::AndOfExtUI,(anonymous namespace)::AndOfExtSI,(anonymous namespace)::OrOfExtUI,(anonymous namespace)::OrOfExtSI,(anonymous namespace)::IndexCastOfIndexCast,(anonymous namespace)::IndexCastOfExtSI,(anonymous namespace)::IndexCastUIOfIndexCastUI,(anonymous namespace)::IndexCastUIOfExtUI,(anonymous namespace)::BitcastOfBitcast,(anonymous namespace)::CmpIExtSI,(anonymous namespace)::CmpIExtUI,(anonymous namespace)::RedundantSelectFalse,(anonymous namespace)::RedundantSelectTrue,(anonymous namespace)::SelectNotCond,(anonymous namespace)::SelectI1ToNot,CmpFIntToFPConst,SelectToExtUI}' > %t.g
// RUN: mlir-opt-upstream %s -split-input-file '-canonicalize=disable-patterns={(anonymous namespace)::AddIAddConstant,(anonymous namespace)::AddISubConstantRHS,(anonymous namespace)::AddISubConstantLHS,(anonymous namespace)::AddIMulNegativeOneRhs,(anonymous namespace)::AddIMulNegativeOneLhs,(anonymous namespace)::AddUIExtendedToAddI,(anonymous namespace)::SubIRHSAddConstant,(anonymous namespace)::SubILHSAddConstant,(anonymous namespace)::SubIRHSSubConstantRHS,(anonymous namespace)::SubIRHSSubConstantLHS,(anonymous namespace)::SubILHSSubConstantRHS,(anonymous namespace)::SubILHSSubConstantLHS,(anonymous namespace)::SubISubILHSRHSLHS,(anonymous namespace)::MulIMulIConstant,(anonymous namespace)::MulSIExtendedToMulI,(anonymous namespace)::MulSIExtendedRHSOne,(anonymous namespace)::MulUIExtendedToMulI,(anonymous namespace)::XOrINotCmpI,(anonymous namespace)::XOrIOfExtUI,(anonymous namespace)::XOrIOfExtSI,(anonymous namespace)::MulFOfNegF,(anonymous namespace)::DivFOfNegF,(anonymous namespace)::ExtSIOfExtUI,(anonymous namespace)::TruncIExtSIToExtSI,(anonymous namespace)::TruncIExtUIToExtUI,(anonymous namespace)::TruncIShrSIToTrunciShrUI,(anonymous namespace)::TruncFSIToFPToSIToFP,(anonymous namespace)::TruncFUIToFPToUIToFP,(anonymous namespace)::AndOfExtUI,(anonymous namespace)::AndOfExtSI,(anonymous namespace)::OrOfExtUI,(anonymous namespace)::OrOfExtSI,(anonymous namespace)::IndexCastOfIndexCast,(anonymous namespace)::IndexCastOfExtSI,(anonymous namespace)::IndexCastUIOfIndexCastUI,(anonymous namespace)::IndexCastUIOfExtUI,(anonymous namespace)::BitcastOfBitcast,(anonymous namespace)::CmpIExtSI,(anonymous namespace)::CmpIExtUI,(anonymous namespace)::RedundantSelectFalse,(anonymous namespace)::RedundantSelectTrue,(anonymous namespace)::SelectNotCond,(anonymous namespace)::SelectI1ToNot,CmpFIntToFPConst,SelectToExtUI}' > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -split-input-file '-canonicalize=enable-patterns={(anonymous namespace)::AddIAddConstant,(anonymous namespace)::AddISubConstantRHS,(anonymous namespace)::AddISubConstantLHS,(anonymous namespace)::AddIMulNegativeOneRhs,(anonymous namespace)::AddIMulNegativeOneLhs,(anonymous namespace)::AddUIExtendedToAddI,(anonymous namespace)::SubIRHSAddConstant,(anonymous namespace)::SubILHSAddConstant,(anonymous namespace)::SubIRHSSubConstantRHS,(anonymous namespace)::SubIRHSSubConstantLHS,(anonymous namespace)::SubILHSSubConstantRHS,(anonymous namespace)::SubILHSSubConstantLHS,(anonymous namespace)::SubISubILHSRHSLHS,(anonymous namespace)::MulIMulIConstant,(anonymous namespace)::MulSIExtendedToMulI,(anonymous namespace)::MulSIExtendedRHSOne,(anonymous namespace)::MulUIExtendedToMulI,(anonymous namespace)::XOrINotCmpI,(anonymous namespace)::XOrIOfExtUI,(anonymous namespace)::XOrIOfExtSI,(anonymous namespace)::MulFOfNegF,(anonymous namespace)::DivFOfNegF,(anonymous namespace)::ExtSIOfExtUI,(anonymous namespace)::TruncIExtSIToExtSI,(anonymous namespace)::TruncIExtUIToExtUI,(anonymous namespace)::TruncIShrSIToTrunciShrUI,(anonymous namespace)::TruncFSIToFPToSIToFP,(anonymous namespace)::TruncFUIToFPToUIToFP,(anonymous namespace)::AndOfExtUI,(anonymous namespace)::AndOfExtSI,(anonymous namespace)::OrOfExtUI,(anonymous namespace)::OrOfExtSI,(anonymous namespace)::IndexCastOfIndexCast,(anonymous namespace)::IndexCastOfExtSI,(anonymous namespace)::IndexCastUIOfIndexCastUI,(anonymous namespace)::IndexCastUIOfExtUI,(anonymous namespace)::BitcastOfBitcast,(anonymous namespace)::CmpIExtSI,(anonymous namespace)::CmpIExtUI,(anonymous namespace)::RedundantSelectFalse,(anonymous namespace)::RedundantSelectTrue,(anonymous namespace)::SelectNotCond,(anonymous namespace)::SelectI1ToNot,CmpFIntToFPConst,SelectToExtUI}' > %t.g
// RUN: mlir-opt-upstream %s -split-input-file -canonicalize > %t.u
// RUN: diff %t.g %t.u

// The canonicalization patterns of arith (upstream 22's
// ArithCanonicalization.td and ArithOps.cpp), positive and negative cases,
// scalars and vectors, checked against upstream mlir-opt 22 with and
// without locations (DRR fuses the locations of the matched ops).

// Extended arithmetic.
// CHECK-LABEL: func.func @addui_extended(
// CHECK-SAME: %arg0: i32, %arg1: i32, %arg2: vector<4xi32>) -> (i32, i32, i1, vector<4xi32>) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1
// CHECK-NEXT: %1 = arith.addi %arg2, %arg2 : vector<4xi32>
// CHECK-NEXT: return %0, %sum, %overflow, %1 : i32, i32, i1, vector<4xi32>
// CHECK-NEXT: }
func.func @addui_extended(%x: i32, %y: i32, %v: vector<4xi32>) -> (i32, i32, i1, vector<4xi32>) {
  %s, %o = arith.addui_extended %x, %y : i32, i1 loc("a0")
  %s1, %o1 = arith.addui_extended %x, %y : i32, i1 loc("a1")
  %s2, %o2 = arith.addui_extended %v, %v : vector<4xi32>, vector<4xi1> loc("a2")
  return %s, %s1, %o1, %s2 : i32, i32, i1, vector<4xi32>
}

// -----

// CHECK-LABEL: func.func @mul_extended(
// CHECK-SAME: %arg0: i32, %arg1: i32, %arg2: vector<4xi32>) -> (i32, i32, i32, i32, vector<4xi32>) {
// CHECK-NEXT: %0 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: %low, %high = arith.mulsi_extended %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.muli %arg2, %arg2 : vector<4xi32>
// CHECK-NEXT: return %0, %low, %high, %1, %2 : i32, i32, i32, i32, vector<4xi32>
// CHECK-NEXT: }
func.func @mul_extended(%x: i32, %y: i32, %v: vector<4xi32>) -> (i32, i32, i32, i32, vector<4xi32>) {
  %l, %h = arith.mulsi_extended %x, %y : i32 loc("m0")
  %l1, %h1 = arith.mulsi_extended %x, %y : i32 loc("m1")
  %l2, %h2 = arith.mului_extended %x, %y : i32 loc("m2")
  %l3, %h3 = arith.mului_extended %v, %v : vector<4xi32> loc("m3")
  return %l, %l1, %h1, %l2, %l3 : i32, i32, i32, i32, vector<4xi32>
}

// -----

// CHECK-LABEL: func.func @mulsi_extended_one(
// CHECK-SAME: %arg0: i32, %arg1: vector<4xi32>, %arg2: i1) -> (i32, i32, vector<4xi32>, vector<4xi32>, i1, i1, i32, i32) {
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<4xi32>
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT: %1 = arith.extsi %0 : i1 to i32
// CHECK-NEXT: %2 = arith.cmpi slt, %arg1, %cst : vector<4xi32>
// CHECK-NEXT: %3 = arith.extsi %2 : vector<4xi1> to vector<4xi32>
// CHECK-NEXT: %low, %high = arith.mulsi_extended %arg2, %true : i1
// CHECK-NEXT: %low_0, %high_1 = arith.mulsi_extended %arg0, %c2_i32 : i32
// CHECK-NEXT: return %arg0, %1, %arg1, %3, %low, %high, %low_0, %high_1 : i32, i32, vector<4xi32>, vector<4xi32>, i1, i1, i32, i32
// CHECK-NEXT: }
func.func @mulsi_extended_one(%x: i32, %v: vector<4xi32>, %b: i1) -> (i32, i32, vector<4xi32>, vector<4xi32>, i1, i1, i32, i32) {
  %c1 = arith.constant 1 : i32 loc("c1")
  %l, %h = arith.mulsi_extended %x, %c1 : i32 loc("m0")
  %v1 = arith.constant dense<1> : vector<4xi32> loc("v1")
  %vl, %vh = arith.mulsi_extended %v, %v1 : vector<4xi32> loc("m1")
  %t = arith.constant true loc("t")
  %bl, %bh = arith.mulsi_extended %b, %t : i1 loc("m2")
  %c2 = arith.constant 2 : i32 loc("c2")
  %l2, %h2 = arith.mulsi_extended %x, %c2 : i32 loc("m3")
  return %l, %h, %vl, %vh, %bl, %bh, %l2, %h2 : i32, i32, vector<4xi32>, vector<4xi32>, i1, i1, i32, i32
}

// -----

// CHECK-LABEL: func.func @xori_not_cmpi(
// CHECK-SAME: %arg0: i32, %arg1: i32, %arg2: vector<4xi32>, %arg3: vector<4xi32>) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, vector<4xi1>, i1) {
// CHECK-NEXT: %cst = arith.constant dense<true> : vector<4xi1>
// CHECK-NEXT: %0 = arith.cmpi ne, %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.cmpi eq, %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.cmpi sge, %arg0, %arg1 : i32
// CHECK-NEXT: %3 = arith.cmpi sgt, %arg0, %arg1 : i32
// CHECK-NEXT: %4 = arith.cmpi sle, %arg0, %arg1 : i32
// CHECK-NEXT: %5 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT: %6 = arith.cmpi uge, %arg0, %arg1 : i32
// CHECK-NEXT: %7 = arith.cmpi ugt, %arg0, %arg1 : i32
// CHECK-NEXT: %8 = arith.cmpi ule, %arg0, %arg1 : i32
// CHECK-NEXT: %9 = arith.cmpi ult, %arg0, %arg1 : i32
// CHECK-NEXT: %10 = arith.cmpi slt, %arg2, %arg3 : vector<4xi32>
// CHECK-NEXT: %11 = arith.xori %10, %cst : vector<4xi1>
// CHECK-NEXT: %12 = arith.cmpi slt, %arg1, %arg0 : i32
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %11, %12 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, vector<4xi1>, i1
// CHECK-NEXT: }
func.func @xori_not_cmpi(%a: i32, %b: i32, %va: vector<4xi32>, %vb: vector<4xi32>) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, vector<4xi1>, i1) {
  %t = arith.constant true loc("t")
  %f = arith.constant false loc("f")
  %0 = arith.cmpi eq, %a, %b : i32 loc("c0")
  %1 = arith.cmpi ne, %a, %b : i32 loc("c1")
  %2 = arith.cmpi slt, %a, %b : i32 loc("c2")
  %3 = arith.cmpi sle, %a, %b : i32 loc("c3")
  %4 = arith.cmpi sgt, %a, %b : i32 loc("c4")
  %5 = arith.cmpi sge, %a, %b : i32 loc("c5")
  %6 = arith.cmpi ult, %a, %b : i32 loc("c6")
  %7 = arith.cmpi ule, %a, %b : i32 loc("c7")
  %8 = arith.cmpi ugt, %a, %b : i32 loc("c8")
  %9 = arith.cmpi uge, %a, %b : i32 loc("c9")
  %x0 = arith.xori %0, %t : i1 loc("x0")
  %x1 = arith.xori %1, %t : i1 loc("x1")
  %x2 = arith.xori %2, %t : i1 loc("x2")
  %x3 = arith.xori %3, %t : i1 loc("x3")
  %x4 = arith.xori %4, %t : i1 loc("x4")
  %x5 = arith.xori %5, %t : i1 loc("x5")
  %x6 = arith.xori %6, %t : i1 loc("x6")
  %x7 = arith.xori %7, %t : i1 loc("x7")
  %x8 = arith.xori %8, %t : i1 loc("x8")
  %x9 = arith.xori %t, %9 : i1 loc("x9")
  %vc = arith.cmpi slt, %va, %vb : vector<4xi32> loc("vc")
  %vt = arith.constant dense<true> : vector<4xi1> loc("vt")
  %vx = arith.xori %vc, %vt : vector<4xi1> loc("vx")
  %n = arith.cmpi slt, %b, %a : i32 loc("n")
  %nx = arith.xori %n, %f : i1 loc("nx")
  return %x0, %x1, %x2, %x3, %x4, %x5, %x6, %x7, %x8, %x9, %vx, %nx : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, vector<4xi1>, i1
}

// -----

// CHECK-LABEL: func.func @bitwise_of_ext(
// CHECK-SAME: %arg0: i8, %arg1: i8, %arg2: i16, %arg3: vector<4xi8>, %arg4: vector<4xi8>) -> (i32, i32, i32, i32, i32, i32, vector<4xi32>, i32, i32) {
// CHECK-NEXT: %0 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT: %1 = arith.extsi %arg1 : i8 to i32
// CHECK-NEXT: %2 = arith.extui %arg2 : i16 to i32
// CHECK-NEXT: %3 = arith.andi %arg0, %arg1 : i8
// CHECK-NEXT: %4 = arith.extui %3 : i8 to i32
// CHECK-NEXT: %5 = arith.andi %arg0, %arg1 : i8
// CHECK-NEXT: %6 = arith.extsi %5 : i8 to i32
// CHECK-NEXT: %7 = arith.ori %arg0, %arg1 : i8
// CHECK-NEXT: %8 = arith.extui %7 : i8 to i32
// CHECK-NEXT: %9 = arith.ori %arg0, %arg1 : i8
// CHECK-NEXT: %10 = arith.extsi %9 : i8 to i32
// CHECK-NEXT: %11 = arith.xori %arg0, %arg1 : i8
// CHECK-NEXT: %12 = arith.extui %11 : i8 to i32
// CHECK-NEXT: %13 = arith.xori %arg0, %arg1 : i8
// CHECK-NEXT: %14 = arith.extsi %13 : i8 to i32
// CHECK-NEXT: %15 = arith.xori %arg3, %arg4 : vector<4xi8>
// CHECK-NEXT: %16 = arith.extui %15 : vector<4xi8> to vector<4xi32>
// CHECK-NEXT: %17 = arith.andi %0, %1 : i32
// CHECK-NEXT: %18 = arith.ori %0, %2 : i32
// CHECK-NEXT: return %4, %6, %8, %10, %12, %14, %16, %17, %18 : i32, i32, i32, i32, i32, i32, vector<4xi32>, i32, i32
// CHECK-NEXT: }
func.func @bitwise_of_ext(%a: i8, %b: i8, %c: i16, %va: vector<4xi8>, %vb: vector<4xi8>) -> (i32, i32, i32, i32, i32, i32, vector<4xi32>, i32, i32) {
  %ua = arith.extui %a : i8 to i32 loc("ua")
  %ub = arith.extui %b : i8 to i32 loc("ub")
  %sa = arith.extsi %a : i8 to i32 loc("sa")
  %sb = arith.extsi %b : i8 to i32 loc("sb")
  %uc = arith.extui %c : i16 to i32 loc("uc")
  %0 = arith.andi %ua, %ub : i32 loc("and_u")
  %1 = arith.andi %sa, %sb : i32 loc("and_s")
  %2 = arith.ori %ua, %ub : i32 loc("or_u")
  %3 = arith.ori %sa, %sb : i32 loc("or_s")
  %4 = arith.xori %ua, %ub : i32 loc("xor_u")
  %5 = arith.xori %sa, %sb : i32 loc("xor_s")
  %vua = arith.extui %va : vector<4xi8> to vector<4xi32> loc("vua")
  %vub = arith.extui %vb : vector<4xi8> to vector<4xi32> loc("vub")
  %6 = arith.xori %vua, %vub : vector<4xi32> loc("xor_v")
  // Mixed extensions and mismatched source types do not match.
  %7 = arith.andi %ua, %sb : i32 loc("and_mixed")
  %8 = arith.ori %ua, %uc : i32 loc("or_types")
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i32, i32, i32, i32, i32, i32, vector<4xi32>, i32, i32
}

// -----

// CHECK-LABEL: func.func @cmpi_of_ext(
// CHECK-SAME: %arg0: i8, %arg1: i8, %arg2: i16, %arg3: vector<4xi8>, %arg4: vector<4xi8>) -> (i1, i1, i1, i1, i1, vector<4xi1>, i1) {
// CHECK-NEXT: %0 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT: %1 = arith.extui %arg1 : i8 to i32
// CHECK-NEXT: %2 = arith.extsi %arg0 : i8 to i32
// CHECK-NEXT: %3 = arith.extsi %arg1 : i8 to i32
// CHECK-NEXT: %4 = arith.extsi %arg2 : i16 to i32
// CHECK-NEXT: %5 = arith.cmpi eq, %arg0, %arg1 : i8
// CHECK-NEXT: %6 = arith.cmpi ne, %arg0, %arg1 : i8
// CHECK-NEXT: %7 = arith.cmpi slt, %2, %3 : i32
// CHECK-NEXT: %8 = arith.cmpi eq, %2, %1 : i32
// CHECK-NEXT: %9 = arith.cmpi eq, %2, %4 : i32
// CHECK-NEXT: %10 = arith.cmpi ne, %arg3, %arg4 : vector<4xi8>
// CHECK-NEXT: %11 = arith.cmpi ult, %0, %1 : i32
// CHECK-NEXT: return %5, %6, %7, %8, %9, %10, %11 : i1, i1, i1, i1, i1, vector<4xi1>, i1
// CHECK-NEXT: }
func.func @cmpi_of_ext(%a: i8, %b: i8, %c: i16, %va: vector<4xi8>, %vb: vector<4xi8>) -> (i1, i1, i1, i1, i1, vector<4xi1>, i1) {
  %ua = arith.extui %a : i8 to i32 loc("ua")
  %ub = arith.extui %b : i8 to i32 loc("ub")
  %sa = arith.extsi %a : i8 to i32 loc("sa")
  %sb = arith.extsi %b : i8 to i32 loc("sb")
  %sc = arith.extsi %c : i16 to i32 loc("sc")
  %0 = arith.cmpi eq, %ua, %ub : i32 loc("eq_u")
  %1 = arith.cmpi ne, %sa, %sb : i32 loc("ne_s")
  %2 = arith.cmpi slt, %sa, %sb : i32 loc("slt_s")
  %3 = arith.cmpi eq, %sa, %ub : i32 loc("mixed")
  %4 = arith.cmpi eq, %sa, %sc : i32 loc("types")
  %vsa = arith.extsi %va : vector<4xi8> to vector<4xi32> loc("vsa")
  %vsb = arith.extsi %vb : vector<4xi8> to vector<4xi32> loc("vsb")
  %5 = arith.cmpi ne, %vsa, %vsb : vector<4xi32> loc("ne_v")
  %6 = arith.cmpi ult, %ua, %ub : i32 loc("ult_u")
  return %0, %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1, vector<4xi1>, i1
}

// -----

// CHECK-LABEL: func.func @index_casts(
// CHECK-SAME: %arg0: i32, %arg1: index, %arg2: i8, %arg3: vector<4xi32>) -> (i32, index, i32, index, index, index, i64, vector<4xi32>, index) {
// CHECK-NEXT: %0 = arith.index_cast %arg0 : i32 to index
// CHECK-NEXT: %1 = arith.index_cast %arg2 : i8 to index
// CHECK-NEXT: %2 = arith.index_castui %arg2 : i8 to index
// CHECK-NEXT: %3 = arith.index_cast %0 : index to i64
// CHECK-NEXT: %4 = arith.index_castui %0 : index to i32
// CHECK-NEXT: %5 = arith.index_cast %4 : i32 to index
// CHECK-NEXT: return %arg0, %arg1, %arg0, %arg1, %1, %2, %3, %arg3, %5 : i32, index, i32, index, index, index, i64, vector<4xi32>, index
// CHECK-NEXT: }
func.func @index_casts(%i: i32, %x: index, %b: i8, %v: vector<4xi32>) -> (i32, index, i32, index, index, index, i64, vector<4xi32>, index) {
  %0 = arith.index_cast %i : i32 to index loc("ic0")
  %1 = arith.index_cast %0 : index to i32 loc("ic1")
  %2 = arith.index_cast %x : index to i16 loc("ic2")
  %3 = arith.index_cast %2 : i16 to index loc("ic3")
  %4 = arith.index_castui %i : i32 to index loc("iu0")
  %5 = arith.index_castui %4 : index to i32 loc("iu1")
  %6 = arith.index_castui %x : index to i16 loc("iu2")
  %7 = arith.index_castui %6 : i16 to index loc("iu3")
  %s = arith.extsi %b : i8 to i32 loc("s")
  %8 = arith.index_cast %s : i32 to index loc("ic4")
  %u = arith.extui %b : i8 to i32 loc("u")
  %9 = arith.index_castui %u : i32 to index loc("iu4")
  %10 = arith.index_cast %u : i32 to index loc("ic5")
  %11 = arith.index_cast %0 : index to i64 loc("ic6")
  %vi = arith.index_cast %v : vector<4xi32> to vector<4xindex> loc("vi")
  %vj = arith.index_cast %vi : vector<4xindex> to vector<4xi32> loc("vj")
  %12 = arith.index_castui %0 : index to i32 loc("mixed")
  %13 = arith.index_cast %12 : i32 to index loc("mixed2")
  return %1, %3, %5, %7, %8, %9, %11, %vj, %13 : i32, index, i32, index, index, index, i64, vector<4xi32>, index
}

// -----

// CHECK-LABEL: func.func @bitcasts(
// CHECK-SAME: %arg0: i32, %arg1: f32, %arg2: vector<4xi32>, %arg3: f16) -> (i32, f32, vector<4xi32>, i16, bf16) {
// CHECK-NEXT: %0 = arith.bitcast %arg3 : f16 to i16
// CHECK-NEXT: %1 = arith.bitcast %arg3 : f16 to bf16
// CHECK-NEXT: return %arg0, %arg1, %arg2, %0, %1 : i32, f32, vector<4xi32>, i16, bf16
// CHECK-NEXT: }
func.func @bitcasts(%i: i32, %f: f32, %v: vector<4xi32>, %h: f16) -> (i32, f32, vector<4xi32>, i16, bf16) {
  %0 = arith.bitcast %i : i32 to f32 loc("b0")
  %1 = arith.bitcast %0 : f32 to i32 loc("b1")
  %2 = arith.bitcast %f : f32 to i32 loc("b2")
  %3 = arith.bitcast %2 : i32 to f32 loc("b3")
  %4 = arith.bitcast %v : vector<4xi32> to vector<4xf32> loc("b4")
  %5 = arith.bitcast %4 : vector<4xf32> to vector<4xi32> loc("b5")
  %6 = arith.bitcast %h : f16 to i16 loc("b6")
  %7 = arith.bitcast %6 : i16 to bf16 loc("b7")
  return %1, %3, %5, %6, %7 : i32, f32, vector<4xi32>, i16, bf16
}

// -----

// CHECK-LABEL: func.func @extsi_of_extui(
// CHECK-SAME: %arg0: i8, %arg1: vector<4xi8>) -> (i64, vector<4xi64>, i64) {
// CHECK-NEXT: %0 = arith.extui %arg0 : i8 to i64
// CHECK-NEXT: %1 = arith.extui %arg1 : vector<4xi8> to vector<4xi64>
// CHECK-NEXT: %2 = arith.extsi %arg0 : i8 to i32
// CHECK-NEXT: %3 = arith.extui %2 : i32 to i64
// CHECK-NEXT: return %0, %1, %3 : i64, vector<4xi64>, i64
// CHECK-NEXT: }
func.func @extsi_of_extui(%a: i8, %v: vector<4xi8>) -> (i64, vector<4xi64>, i64) {
  %0 = arith.extui %a : i8 to i32 loc("u")
  %1 = arith.extsi %0 : i32 to i64 loc("s")
  %2 = arith.extui %v : vector<4xi8> to vector<4xi32> loc("vu")
  %3 = arith.extsi %2 : vector<4xi32> to vector<4xi64> loc("vs")
  %4 = arith.extsi %a : i8 to i32 loc("s2")
  %5 = arith.extui %4 : i32 to i64 loc("u2")
  return %1, %3, %5 : i64, vector<4xi64>, i64
}

// -----

// CHECK-LABEL: func.func @trunci_of_ext(
// CHECK-SAME: %arg0: i8, %arg1: i16, %arg2: vector<4xi8>) -> (i16, i16, vector<4xi16>, i16, i8, i16) {
// CHECK-NEXT: %0 = arith.extsi %arg0 : i8 to i16
// CHECK-NEXT: %1 = arith.extui %arg0 : i8 to i16
// CHECK-NEXT: %2 = arith.extsi %arg2 : vector<4xi8> to vector<4xi16>
// CHECK-NEXT: %3 = arith.trunci %arg1 : i16 to i8
// CHECK-NEXT: %4 = arith.extui %arg0 : i8 to i16
// CHECK-NEXT: return %0, %1, %2, %arg1, %3, %4 : i16, i16, vector<4xi16>, i16, i8, i16
// CHECK-NEXT: }
func.func @trunci_of_ext(%a: i8, %b: i16, %v: vector<4xi8>) -> (i16, i16, vector<4xi16>, i16, i8, i16) {
  %0 = arith.extsi %a : i8 to i32 loc("s")
  %1 = arith.trunci %0 : i32 to i16 loc("t0")
  %2 = arith.extui %a : i8 to i32 loc("u")
  %3 = arith.trunci %2 : i32 to i16 loc("t1")
  %4 = arith.extsi %v : vector<4xi8> to vector<4xi32> loc("vs")
  %5 = arith.trunci %4 : vector<4xi32> to vector<4xi16> loc("t2")
  %6 = arith.extsi %b : i16 to i64 loc("s2")
  %7 = arith.trunci %6 : i64 to i16 loc("t3")
  %8 = arith.trunci %6 : i64 to i8 loc("t4")
  %9 = arith.trunci %2 overflow<nsw> : i32 to i16 loc("t5")
  return %1, %3, %5, %7, %8, %9 : i16, i16, vector<4xi16>, i16, i8, i16
}

// -----

// CHECK-LABEL: func.func @trunci_shrsi(
// CHECK-SAME: %arg0: i64, %arg1: vector<4xi64>) -> (i32, vector<4xi32>, i32, i32, i32) {
// CHECK-NEXT: %cst = arith.constant dense<32> : vector<4xi64>
// CHECK-NEXT: %c31_i64 = arith.constant 31 : i64
// CHECK-NEXT: %c32_i64 = arith.constant 32 : i64
// CHECK-NEXT: %0 = arith.shrui %arg0, %c32_i64 : i64
// CHECK-NEXT: %1 = arith.trunci %0 : i64 to i32
// CHECK-NEXT: %2 = arith.shrui %arg1, %cst : vector<4xi64>
// CHECK-NEXT: %3 = arith.trunci %2 : vector<4xi64> to vector<4xi32>
// CHECK-NEXT: %4 = arith.shrsi %arg0, %c31_i64 : i64
// CHECK-NEXT: %5 = arith.trunci %4 : i64 to i32
// CHECK-NEXT: %6 = arith.shrui %arg0, %c32_i64 : i64
// CHECK-NEXT: %7 = arith.trunci %6 overflow<nuw> : i64 to i32
// CHECK-NEXT: %8 = arith.shrsi %arg0, %arg0 : i64
// CHECK-NEXT: %9 = arith.trunci %8 : i64 to i32
// CHECK-NEXT: return %1, %3, %5, %7, %9 : i32, vector<4xi32>, i32, i32, i32
// CHECK-NEXT: }
func.func @trunci_shrsi(%x: i64, %v: vector<4xi64>) -> (i32, vector<4xi32>, i32, i32, i32) {
  %c32 = arith.constant 32 : i64 loc("c32")
  %0 = arith.shrsi %x, %c32 : i64 loc("sh0")
  %1 = arith.trunci %0 : i64 to i32 loc("t0")
  %v32 = arith.constant dense<32> : vector<4xi64> loc("v32")
  %2 = arith.shrsi %v, %v32 : vector<4xi64> loc("sh1")
  %3 = arith.trunci %2 : vector<4xi64> to vector<4xi32> loc("t1")
  %c31 = arith.constant 31 : i64 loc("c31")
  %4 = arith.shrsi %x, %c31 : i64 loc("sh2")
  %5 = arith.trunci %4 : i64 to i32 loc("t2")
  %6 = arith.trunci %0 overflow<nuw> : i64 to i32 loc("t3")
  %7 = arith.shrsi %x, %x : i64 loc("sh3")
  %8 = arith.trunci %7 : i64 to i32 loc("t4")
  return %1, %3, %5, %6, %8 : i32, vector<4xi32>, i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @truncf_of_itofp(
// CHECK-SAME: %arg0: i32, %arg1: vector<4xi32>) -> (f16, f16, vector<4xf16>, f16, f16) {
// CHECK-NEXT: %0 = arith.sitofp %arg0 : i32 to f32
// CHECK-NEXT: %1 = arith.sitofp %arg0 : i32 to f16
// CHECK-NEXT: %2 = arith.uitofp %arg0 : i32 to f32
// CHECK-NEXT: %3 = arith.uitofp %arg0 : i32 to f16
// CHECK-NEXT: %4 = arith.sitofp %arg1 : vector<4xi32> to vector<4xf16>
// CHECK-NEXT: %5 = arith.truncf %0 to_nearest_even : f32 to f16
// CHECK-NEXT: %6 = arith.truncf %2 downward : f32 to f16
// CHECK-NEXT: return %1, %3, %4, %5, %6 : f16, f16, vector<4xf16>, f16, f16
// CHECK-NEXT: }
func.func @truncf_of_itofp(%i: i32, %v: vector<4xi32>) -> (f16, f16, vector<4xf16>, f16, f16) {
  %0 = arith.sitofp %i : i32 to f32 loc("s")
  %1 = arith.truncf %0 : f32 to f16 loc("t0")
  %2 = arith.uitofp %i : i32 to f32 loc("u")
  %3 = arith.truncf %2 fastmath<fast> : f32 to f16 loc("t1")
  %4 = arith.sitofp %v : vector<4xi32> to vector<4xf32> loc("vs")
  %5 = arith.truncf %4 : vector<4xf32> to vector<4xf16> loc("t2")
  %6 = arith.truncf %0 to_nearest_even : f32 to f16 loc("t3")
  %7 = arith.truncf %2 downward : f32 to f16 loc("t4")
  return %1, %3, %5, %6, %7 : f16, f16, vector<4xf16>, f16, f16
}

// -----

// CHECK-LABEL: func.func @negf_pairs(
// CHECK-SAME: %arg0: f32, %arg1: f32, %arg2: vector<4xf32>, %arg3: vector<4xf32>) -> (f32, f32, vector<4xf32>, f32, f32) {
// CHECK-NEXT: %0 = arith.negf %arg0 : f32
// CHECK-NEXT: %1 = arith.negf %arg1 fastmath<nnan> : f32
// CHECK-NEXT: %2 = arith.mulf %arg0, %arg1 : f32
// CHECK-NEXT: %3 = arith.divf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT: %4 = arith.mulf %arg2, %arg3 fastmath<contract> : vector<4xf32>
// CHECK-NEXT: %5 = arith.mulf %0, %arg1 : f32
// CHECK-NEXT: %6 = arith.addf %0, %1 : f32
// CHECK-NEXT: return %2, %3, %4, %5, %6 : f32, f32, vector<4xf32>, f32, f32
// CHECK-NEXT: }
func.func @negf_pairs(%a: f32, %b: f32, %va: vector<4xf32>, %vb: vector<4xf32>) -> (f32, f32, vector<4xf32>, f32, f32) {
  %na = arith.negf %a : f32 loc("na")
  %nb = arith.negf %b fastmath<nnan> : f32 loc("nb")
  %0 = arith.mulf %na, %nb : f32 loc("mul")
  %1 = arith.divf %na, %nb fastmath<fast> : f32 loc("div")
  %vna = arith.negf %va : vector<4xf32> loc("vna")
  %vnb = arith.negf %vb : vector<4xf32> loc("vnb")
  %2 = arith.mulf %vna, %vnb fastmath<contract> : vector<4xf32> loc("vmul")
  %3 = arith.mulf %na, %b : f32 loc("one")
  %4 = arith.addf %na, %nb : f32 loc("add")
  return %0, %1, %2, %3, %4 : f32, f32, vector<4xf32>, f32, f32
}

// -----

// CHECK-LABEL: func.func @cmpf_sitofp(
// CHECK-SAME: %arg0: i32, %arg1: i8, %arg2: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c4_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi sgt, %arg0, %c4_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi sge, %arg0, %c4_i32 : i32
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %c4_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi sle, %arg0, %c4_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi ne, %arg0, %c4_i32 : i32
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %true, %false, %true, %false, %true, %false, %false, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
func.func @cmpf_sitofp(%i: i32, %s: i8, %l: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %i : i32 to f64 loc("f")
  %c = arith.constant 4.0 : f64 loc("c")
  %0 = arith.cmpf oeq, %f, %c : f64 loc("r0")
  %1 = arith.cmpf ogt, %f, %c : f64 loc("r1")
  %2 = arith.cmpf uge, %f, %c : f64 loc("r2")
  %3 = arith.cmpf olt, %f, %c : f64 loc("r3")
  %4 = arith.cmpf ule, %f, %c : f64 loc("r4")
  %5 = arith.cmpf one, %f, %c : f64 loc("r5")
  %6 = arith.cmpf ord, %f, %c : f64 loc("r6")
  %7 = arith.cmpf uno, %f, %c : f64 loc("r7")
  %big = arith.constant 1.0e20 : f64 loc("big")
  %8 = arith.cmpf olt, %f, %big : f64 loc("r8")
  %9 = arith.cmpf ogt, %f, %big : f64 loc("r9")
  %nbig = arith.constant -1.0e20 : f64 loc("nbig")
  %10 = arith.cmpf ogt, %f, %nbig : f64 loc("r10")
  %11 = arith.cmpf oeq, %f, %nbig : f64 loc("r11")
  %nan = arith.constant 0x7FF8000000000000 : f64 loc("nan")
  %12 = arith.cmpf oeq, %f, %nan : f64 loc("r12")
  %inf = arith.constant 0x7FF0000000000000 : f64 loc("inf")
  %13 = arith.cmpf ole, %f, %inf : f64 loc("r13")
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// -----

// CHECK-LABEL: func.func @cmpf_fraction(
// CHECK-SAME: %arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c-4_i32 = arith.constant -4 : i32
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %c-4_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi sle, %arg0, %c4_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi slt, %arg0, %c-4_i32 : i32
// CHECK-NEXT: %3 = arith.cmpi sle, %arg0, %c4_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi sge, %arg0, %c-4_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi sgt, %arg0, %c4_i32 : i32
// CHECK-NEXT: %6 = arith.cmpi sge, %arg0, %c-4_i32 : i32
// CHECK-NEXT: %7 = arith.cmpi sgt, %arg0, %c4_i32 : i32
// CHECK-NEXT: %8 = arith.cmpi ule, %arg0, %c4_i32 : i32
// CHECK-NEXT: %9 = arith.cmpi ule, %arg0, %c4_i32 : i32
// CHECK-NEXT: %10 = arith.cmpi ugt, %arg0, %c4_i32 : i32
// CHECK-NEXT: %11 = arith.cmpi ugt, %arg0, %c4_i32 : i32
// CHECK-NEXT: %12 = arith.cmpi eq, %arg0, %c0_i32 : i32
// CHECK-NEXT: %13 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT: return %false, %true, %0, %1, %2, %3, %4, %5, %6, %7, %false, %8, %false, %9, %true, %10, %true, %11, %12, %13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
func.func @cmpf_fraction(%i: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %i : i32 to f32 loc("f")
  %u = arith.uitofp %i : i32 to f32 loc("u")
  %p = arith.constant 4.5 : f32 loc("p")
  %n = arith.constant -4.5 : f32 loc("n")
  %0 = arith.cmpf oeq, %f, %p : f32 loc("r0")
  %1 = arith.cmpf une, %f, %p : f32 loc("r1")
  %2 = arith.cmpf ole, %f, %n : f32 loc("r2")
  %3 = arith.cmpf ole, %f, %p : f32 loc("r3")
  %4 = arith.cmpf olt, %f, %n : f32 loc("r4")
  %5 = arith.cmpf olt, %f, %p : f32 loc("r5")
  %6 = arith.cmpf ogt, %f, %n : f32 loc("r6")
  %7 = arith.cmpf ogt, %f, %p : f32 loc("r7")
  %8 = arith.cmpf oge, %f, %n : f32 loc("r8")
  %9 = arith.cmpf oge, %f, %p : f32 loc("r9")
  %10 = arith.cmpf ole, %u, %n : f32 loc("r10")
  %11 = arith.cmpf ole, %u, %p : f32 loc("r11")
  %12 = arith.cmpf olt, %u, %n : f32 loc("r12")
  %13 = arith.cmpf olt, %u, %p : f32 loc("r13")
  %14 = arith.cmpf ogt, %u, %n : f32 loc("r14")
  %15 = arith.cmpf ogt, %u, %p : f32 loc("r15")
  %16 = arith.cmpf oge, %u, %n : f32 loc("r16")
  %17 = arith.cmpf oge, %u, %p : f32 loc("r17")
  %z = arith.constant -0.0 : f32 loc("z")
  %18 = arith.cmpf oeq, %u, %z : f32 loc("r18")
  %19 = arith.cmpf ult, %f, %z : f32 loc("r19")
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// -----

// Wide integers: the comparison is kept when the conversion can round.
// CHECK-LABEL: func.func @cmpf_wide(
// CHECK-SAME: %arg0: i32, %arg1: i64, %arg2: i16, %arg3: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c100_i8 = arith.constant 100 : i8
// CHECK-NEXT: %c9000000000000000_i64 = arith.constant 9000000000000000 : i64
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %cst = arith.constant 1.000000e+04 : f16
// CHECK-NEXT: %cst_0 = arith.constant 0x7C00 : f16
// CHECK-NEXT: %cst_1 = arith.constant 0x4B800000 : f32
// CHECK-NEXT: %0 = arith.sitofp %arg0 : i32 to f32
// CHECK-NEXT: %1 = arith.cmpf oeq, %0, %cst_1 : f32
// CHECK-NEXT: %2 = arith.cmpi eq, %arg0, %c8_i32 : i32
// CHECK-NEXT: %3 = arith.cmpi slt, %arg1, %c9000000000000000_i64 : i64
// CHECK-NEXT: %4 = arith.uitofp %arg2 : i16 to f16
// CHECK-NEXT: %5 = arith.cmpf olt, %4, %cst_0 : f16
// CHECK-NEXT: %6 = arith.cmpf ogt, %4, %cst : f16
// CHECK-NEXT: %7 = arith.cmpi sge, %arg3, %c100_i8 : i8
// CHECK-NEXT: return %1, %2, %3, %5, %6, %7, %false, %false : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
func.func @cmpf_wide(%i: i32, %l: i64, %h: i16, %b: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %i : i32 to f32 loc("f")
  %c = arith.constant 16777217.0 : f32 loc("c")
  %0 = arith.cmpf oeq, %f, %c : f32 loc("r0")
  %s = arith.constant 8.0 : f32 loc("s")
  %1 = arith.cmpf oeq, %f, %s : f32 loc("r1")
  %g = arith.sitofp %l : i64 to f64 loc("g")
  %c2 = arith.constant 9.0e15 : f64 loc("c2")
  %2 = arith.cmpf olt, %g, %c2 : f64 loc("r2")
  %hf = arith.uitofp %h : i16 to f16 loc("hf")
  %inf = arith.constant 0x7C00 : f16 loc("inf")
  %3 = arith.cmpf olt, %hf, %inf : f16 loc("r3")
  %c3 = arith.constant 1.0e4 : f16 loc("c3")
  %4 = arith.cmpf ogt, %hf, %c3 : f16 loc("r4")
  %bf = arith.sitofp %b : i8 to bf16 loc("bf")
  %c4 = arith.constant 100.0 : bf16 loc("c4")
  %5 = arith.cmpf oge, %bf, %c4 : bf16 loc("r5")
  %c5 = arith.constant 1.0e3 : bf16 loc("c5")
  %6 = arith.cmpf oge, %bf, %c5 : bf16 loc("r6")
  %c6 = arith.constant -1.0e3 : bf16 loc("c6")
  %7 = arith.cmpf ule, %bf, %c6 : bf16 loc("r7")
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, i1, i1
}

// -----

// No match: not a conversion, not a constant, vectors.
// CHECK-LABEL: func.func @cmpf_nomatch(
// CHECK-SAME: %arg0: f32, %arg1: i32, %arg2: f32, %arg3: vector<4xi32>) -> (i1, i1, vector<4xi1>) {
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : vector<4xf32>
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %0 = arith.cmpf oeq, %arg0, %cst_0 : f32
// CHECK-NEXT: %1 = arith.sitofp %arg1 : i32 to f32
// CHECK-NEXT: %2 = arith.cmpf oeq, %1, %arg2 : f32
// CHECK-NEXT: %3 = arith.sitofp %arg3 : vector<4xi32> to vector<4xf32>
// CHECK-NEXT: %4 = arith.cmpf oeq, %3, %cst : vector<4xf32>
// CHECK-NEXT: return %0, %2, %4 : i1, i1, vector<4xi1>
// CHECK-NEXT: }
func.func @cmpf_nomatch(%x: f32, %i: i32, %y: f32, %v: vector<4xi32>) -> (i1, i1, vector<4xi1>) {
  %c = arith.constant 1.0 : f32 loc("c")
  %0 = arith.cmpf oeq, %x, %c : f32 loc("r0")
  %f = arith.sitofp %i : i32 to f32 loc("f")
  %1 = arith.cmpf oeq, %f, %y : f32 loc("r1")
  %vf = arith.sitofp %v : vector<4xi32> to vector<4xf32> loc("vf")
  %vc = arith.constant dense<1.0> : vector<4xf32> loc("vc")
  %2 = arith.cmpf oeq, %vf, %vc : vector<4xf32> loc("r2")
  return %0, %1, %2 : i1, i1, vector<4xi1>
}

// -----

// CHECK-LABEL: func.func @select_patterns(
// CHECK-SAME: %arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: vector<4xi1>, %arg6: vector<4xi32>, %arg7: vector<4xi32>) -> (i32, i32, i32, i1, i32, i32, i64, vector<4xi32>, vector<4xi32>, i32, i1, vector<4xi1>) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %cst = arith.constant dense<false> : vector<4xi1>
// CHECK-NEXT: %cst_0 = arith.constant dense<true> : vector<4xi1>
// CHECK-NEXT: %0 = arith.select %arg0, %arg2, %arg4 : i32
// CHECK-NEXT: %1 = arith.select %arg0, %arg4, %arg3 : i32
// CHECK-NEXT: %2 = arith.select %arg0, %arg3, %arg2 : i32
// CHECK-NEXT: %3 = arith.xori %arg1, %true : i1
// CHECK-NEXT: %4 = arith.extui %arg1 : i1 to i32
// CHECK-NEXT: %5 = arith.xori %arg1, %true : i1
// CHECK-NEXT: %6 = arith.extui %5 : i1 to i32
// CHECK-NEXT: %7 = arith.xori %arg0, %true : i1
// CHECK-NEXT: %8 = arith.extui %7 : i1 to i64
// CHECK-NEXT: %9 = arith.xori %arg5, %cst_0 : vector<4xi1>
// CHECK-NEXT: %10 = arith.select %9, %arg6, %arg7 : vector<4xi1>, vector<4xi32>
// CHECK-NEXT: %11 = arith.select %arg1, %arg2, %arg3 : i32
// CHECK-NEXT: %12 = arith.select %arg0, %11, %arg4 : i32
// CHECK-NEXT: %13 = arith.select %arg5, %cst, %cst_0 : vector<4xi1>, vector<4xi1>
// CHECK-NEXT: return %0, %1, %2, %3, %4, %6, %8, %10, %arg6, %12, %arg0, %13 : i32, i32, i32, i1, i32, i32, i64, vector<4xi32>, vector<4xi32>, i32, i1, vector<4xi1>
// CHECK-NEXT: }
func.func @select_patterns(%c: i1, %d: i1, %a: i32, %b: i32, %e: i32, %vc: vector<4xi1>, %va: vector<4xi32>, %vb: vector<4xi32>) -> (i32, i32, i32, i1, i32, i32, i64, vector<4xi32>, vector<4xi32>, i32, i1, vector<4xi1>) {
  %t = arith.constant true loc("t")
  %f = arith.constant false loc("f")
  %s0 = arith.select %c, %a, %b : i32 loc("s0")
  %0 = arith.select %c, %s0, %e : i32 loc("rt")
  %s1 = arith.select %c, %a, %b : i32 loc("s1")
  %1 = arith.select %c, %e, %s1 : i32 loc("rf")
  %n = arith.xori %c, %t : i1 loc("n")
  %2 = arith.select %n, %a, %b : i32 loc("nc")
  %3 = arith.select %d, %f, %t : i1 loc("not")
  %c1 = arith.constant 1 : i32 loc("c1")
  %c0 = arith.constant 0 : i32 loc("c0")
  %4 = arith.select %d, %c1, %c0 : i32 loc("ext")
  %5 = arith.select %d, %c0, %c1 : i32 loc("extn")
  %l1 = arith.constant 1 : i64 loc("l1")
  %l0 = arith.constant 0 : i64 loc("l0")
  %6 = arith.select %c, %l0, %l1 : i64 loc("extl")
  %vn = arith.constant dense<true> : vector<4xi1> loc("vt")
  %vx = arith.xori %vc, %vn : vector<4xi1> loc("vx")
  %7 = arith.select %vx, %va, %vb : vector<4xi1>, vector<4xi32> loc("vnc")
  %vs = arith.select %vc, %va, %vb : vector<4xi1>, vector<4xi32> loc("vs")
  %8 = arith.select %vc, %vs, %va : vector<4xi1>, vector<4xi32> loc("vrt")
  // Different conditions: no match.
  %s2 = arith.select %d, %a, %b : i32 loc("s2")
  %9 = arith.select %c, %s2, %e : i32 loc("diff")
  %10 = arith.select %c, %t, %f : i1 loc("same")
  %v1 = arith.constant dense<1> : vector<4xi32> loc("v1")
  %v0 = arith.constant dense<false> : vector<4xi1> loc("v0")
  %vtt = arith.constant dense<true> : vector<4xi1> loc("vtt")
  %11 = arith.select %vc, %v0, %vtt : vector<4xi1>, vector<4xi1> loc("vnot")
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i32, i32, i32, i1, i32, i32, i64, vector<4xi32>, vector<4xi32>, i32, i1, vector<4xi1>
}

// -----

// CHECK-LABEL: func.func @select_f32(
// CHECK-SAME: %arg0: i1) -> f32 {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = arith.select %arg0, %cst, %cst_0 : f32
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @select_f32(%c: i1) -> f32 {
  %one = arith.constant 1.0 : f32 loc("one")
  %zero = arith.constant 0.0 : f32 loc("zero")
  %0 = arith.select %c, %one, %zero : f32 loc("s")
  return %0 : f32
}

// -----

// CHECK-LABEL: func.func @reassociate(
// CHECK-SAME: %arg0: i32, %arg1: vector<4xi32>) -> (i32, i32, i32, i32, i32, i32, vector<4xi32>, i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<4xi32>
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c3_i32 overflow<nsw> : i32
// CHECK-NEXT: %1 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT: %2 = arith.subi %c3_i32, %arg0 : i32
// CHECK-NEXT: %3 = arith.muli %arg0, %c4_i32 overflow<nuw> : i32
// CHECK-NEXT: %4 = arith.addi %arg0, %c-1_i32 : i32
// CHECK-NEXT: %5 = arith.subi %c1_i32, %arg0 : i32
// CHECK-NEXT: %6 = arith.subi %arg0, %c3_i32 : i32
// CHECK-NEXT: %7 = arith.subi %c-1_i32, %arg0 : i32
// CHECK-NEXT: %8 = arith.subi %c3_i32, %arg0 : i32
// CHECK-NEXT: %9 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT: %10 = arith.subi %c-1_i32, %arg0 : i32
// CHECK-NEXT: return %0, %1, %2, %c0_i32, %c0_i32, %3, %cst, %4, %5, %6, %7, %8, %9, %10 : i32, i32, i32, i32, i32, i32, vector<4xi32>, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT: }
func.func @reassociate(%x: i32, %v: vector<4xi32>) -> (i32, i32, i32, i32, i32, i32, vector<4xi32>, i32, i32, i32, i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32 loc("c1")
  %c2 = arith.constant 2 : i32 loc("c2")
  %cm1 = arith.constant -1 : i32 loc("cm1")
  %a0 = arith.addi %x, %c1 overflow<nsw> : i32 loc("a0")
  %0 = arith.addi %a0, %c2 overflow<nsw, nuw> : i32 loc("r0")
  %s0 = arith.subi %x, %c1 : i32 loc("s0")
  %1 = arith.addi %s0, %c2 : i32 loc("r1")
  %s1 = arith.subi %c1, %x : i32 loc("s1")
  %2 = arith.addi %s1, %c2 : i32 loc("r2")
  %m0 = arith.muli %x, %cm1 : i32 loc("m0")
  %3 = arith.addi %x, %m0 : i32 loc("r3")
  %4 = arith.addi %m0, %x : i32 loc("r4")
  %m1 = arith.muli %x, %c2 overflow<nuw> : i32 loc("m1")
  %5 = arith.muli %m1, %c2 overflow<nuw> : i32 loc("r5")
  %vm1 = arith.constant dense<-1> : vector<4xi32> loc("vm1")
  %vm = arith.muli %v, %vm1 : vector<4xi32> loc("vm")
  %6 = arith.addi %v, %vm : vector<4xi32> loc("r6")
  %a1 = arith.addi %x, %c1 : i32 loc("a1")
  %7 = arith.subi %a1, %c2 : i32 loc("r7")
  %8 = arith.subi %c2, %a1 : i32 loc("r8")
  %9 = arith.subi %s0, %c2 : i32 loc("r9")
  %10 = arith.subi %s1, %c2 : i32 loc("r10")
  %11 = arith.subi %c2, %s0 : i32 loc("r11")
  %12 = arith.subi %c2, %s1 : i32 loc("r12")
  %s2 = arith.subi %x, %a1 : i32 loc("s2")
  %13 = arith.subi %s2, %x : i32 loc("r13")
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : i32, i32, i32, i32, i32, i32, vector<4xi32>, i32, i32, i32, i32, i32, i32, i32
}
