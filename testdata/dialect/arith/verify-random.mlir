// RUN: gomlir-opt %s -split-input-file -verify-diagnostics

// Random arith ops in the generic form with random operand and result types
// (valid or not): the verifier diagnostics recorded from upstream mlir-opt 22.

func.func @f(%arg0: tensor<?xi1>) {
  %r = "arith.extsi"(%arg0) : (tensor<?xi1>) -> memref<4xf32>
// expected-error@-1 {{'arith.extsi' op result #0 must be signless-fixed-width-integer-like, but got 'memref<4xf32>'}}
  return
}
// -----
func.func @f(%arg0: tensor<4xf32>, %arg1: si32) {
  %r = "arith.maxsi"(%arg0, %arg1) : (tensor<4xf32>, si32) -> si32
// expected-error@-1 {{'arith.maxsi' op operand #0 must be signless-integer-like, but got 'tensor<4xf32>'}}
  return
}
// -----
func.func @f(%arg0: i32, %arg1: memref<4xindex>) {
  %r = "arith.muli"(%arg0, %arg1) : (i32, memref<4xindex>) -> memref<4xindex>
// expected-error@-1 {{'arith.muli' op operand #1 must be signless-integer-like, but got 'memref<4xindex>'}}
  return
}
// -----
func.func @f(%arg0: memref<4xi32>) {
  "arith.fptoui"(%arg0) : (memref<4xi32>) -> ()
// expected-error@-1 {{'arith.fptoui' op requires one result}}
  return
}
// -----
func.func @f() {
  %r = "arith.constant"() <{value = "s"}> : () -> vector<4xi32>
// expected-error@-1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  return
}
// -----
func.func @f(%arg0: memref<4xi32>) {
  %r = "arith.extsi"(%arg0) : (memref<4xi32>) -> memref<4xi64>
// expected-error@-1 {{'arith.extsi' op operand #0 must be signless-fixed-width-integer-like, but got 'memref<4xi32>'}}
  return
}
// -----
func.func @f(%arg0: f16, %arg1: f16) {
  %r = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nuw>}> : (f16, f16) -> f16
// expected-error@-1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f16'}}
  return
}
// -----
func.func @f(%arg0: vector<4xf16>) {
  %r = "arith.trunci"(%arg0) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (vector<4xf16>) -> vector<4xf16>
// expected-error@-1 {{'arith.trunci' op operand #0 must be signless-fixed-width-integer-like, but got 'vector<4xf16>'}}
  return
}
// -----
func.func @f(%arg0: i1, %arg1: index) {
  %r = "arith.maximumf"(%arg0, %arg1) : (i1, index) -> i64
// expected-error@-1 {{'arith.maximumf' op operand #0 must be floating-point-like, but got 'i1'}}
  return
}
// -----
func.func @f(%arg0: tensor<4xi32>, %arg1: vector<4xf32>) {
  %r = "arith.maximumf"(%arg0, %arg1) <{fastmath = #arith.fastmath<nnan>}> : (tensor<4xi32>, vector<4xf32>) -> tensor<4xi32>
// expected-error@-1 {{'arith.maximumf' op operand #0 must be floating-point-like, but got 'tensor<4xi32>'}}
  return
}
// -----
func.func @f(%arg0: f64) {
  %r = "arith.bitcast"(%arg0) : (f64) -> i1
// expected-error@-1 {{'arith.bitcast' op operand type 'f64' and result type 'i1' are cast incompatible}}
  return
}
// -----
func.func @f(%arg0: tensor<4xi64>, %arg1: tensor<4xi64>) {
  %r = "arith.cmpi"(%arg0, %arg1) <{predicate = 2 : i64}> : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
// expected-error@-1 {{'arith.cmpi' op result #0 must be bool-like, but got 'tensor<4xi64>'}}
  return
}
// -----
func.func @f(%arg0: vector<4xindex>) {
  %r = "arith.extui"(%arg0) : (vector<4xindex>) -> vector<4xindex>
// expected-error@-1 {{'arith.extui' op operand #0 must be signless-fixed-width-integer-like, but got 'vector<4xindex>'}}
  return
}
// -----
func.func @f(%arg0: memref<4xi64>, %arg1: complex<f32>) {
  %r:2 = "arith.mulsi_extended"(%arg0, %arg1) : (memref<4xi64>, complex<f32>) -> (memref<4xi64>, (i32) -> i32)
// expected-error@-1 {{'arith.mulsi_extended' op operand #0 must be signless-integer-like, but got 'memref<4xi64>'}}
  return
}
// -----
func.func @f(%arg0: memref<*xi32>) {
  %r = "arith.fptoui"(%arg0) : (memref<*xi32>) -> complex<f32>
// expected-error@-1 {{'arith.fptoui' op operand #0 must be floating-point-like, but got 'memref<*xi32>'}}
  return
}
// -----
func.func @f(%arg0: tuple<i32>, %arg1: tuple<i32>) {
  %r = "arith.addi"(%arg0, %arg1) : (tuple<i32>, tuple<i32>) -> tuple<i32>
// expected-error@-1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'tuple<i32>'}}
  return
}
// -----
func.func @f(%arg0: vector<3xi32>, %arg1: bf16) {
  %r:2 = "arith.addui_extended"(%arg0, %arg1) : (vector<3xi32>, bf16) -> (tensor<4xf32>, bf16)
// expected-error@-1 {{'arith.addui_extended' op operand #1 must be signless-integer-like, but got 'bf16'}}
  return
}
// -----
func.func @f(%arg0: vector<4xindex>, %arg1: vector<4xindex>, %arg2: tuple<i32>) {
  %r = "arith.select"(%arg0, %arg1, %arg2) : (vector<4xindex>, vector<4xindex>, tuple<i32>) -> vector<4xindex>
// expected-error@-1 {{'arith.select' op operand #0 must be bool-like, but got 'vector<4xindex>'}}
  return
}
// -----
func.func @f(%arg0: memref<4xf32>) {
  %r = "arith.index_castui"(%arg0) : (memref<4xf32>) -> tensor<4xf32>
// expected-error@-1 {{'arith.index_castui' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'memref<4xf32>'}}
  return
}
// -----
func.func @f(%arg0: i64) {
  %r = "arith.extui"(%arg0) : (i64) -> i64
// expected-error@-1 {{'arith.extui' op operand type 'i64' and result type 'i64' are cast incompatible}}
  return
}
// -----
func.func @f(%arg0: vector<4xi64>, %arg1: (i32) -> i32) {
  %r:2 = "arith.addui_extended"(%arg0, %arg1) : (vector<4xi64>, (i32) -> i32) -> (vector<4xi64>, vector<4xi64>)
// expected-error@-1 {{'arith.addui_extended' op operand #1 must be signless-integer-like, but got '(i32) -> i32'}}
  return
}
// -----
func.func @f(%arg0: index, %arg1: index) {
  %r = "arith.scaling_extf"(%arg0, %arg1) <{fastmath = #arith.fastmath<fast>}> : (index, index) -> tuple<i32>
// expected-error@-1 {{'arith.scaling_extf' op operand #0 must be floating-point-like, but got 'index'}}
  return
}
// -----
func.func @f(%arg0: i8) {
  %r = "arith.index_castui"(%arg0) : (i8) -> i8
// expected-error@-1 {{'arith.index_castui' op operand type 'i8' and result type 'i8' are cast incompatible}}
  return
}
// -----
func.func @f(%arg0: si32, %arg1: si32) {
  %r = "arith.subi"(%arg0, %arg1) : (si32, si32) -> f16
// expected-error@-1 {{'arith.subi' op operand #0 must be signless-integer-like, but got 'si32'}}
  return
}
// -----
func.func @f(%arg0: memref<4xi32>, %arg1: memref<4xi32>) {
  "arith.addf"(%arg0, %arg1) : (memref<4xi32>, memref<4xi32>) -> ()
// expected-error@-1 {{'arith.addf' op requires one result}}
  return
}
// -----
func.func @f(%arg0: i8) {
  %r = "arith.index_cast"(%arg0) : (i8) -> vector<[4]xi32>
// expected-error@-1 {{'arith.index_cast' op requires the same shape for all operands and results}}
  return
}
// -----
func.func @f(%arg0: vector<[4]xi32>, %arg1: index) {
  %r = "arith.muli"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nuw>}> : (vector<[4]xi32>, index) -> vector<[4]xi32>
// expected-error@-1 {{'arith.muli' op requires the same type for all operands and results}}
  return
}
// -----
func.func @f(%arg0: vector<i32>, %arg1: index) {
  %r = "arith.cmpi"(%arg0, %arg1) <{predicate = 7 : i64}> : (vector<i32>, index) -> tensor<4xi32>
// expected-error@-1 {{'arith.cmpi' op result #0 must be bool-like, but got 'tensor<4xi32>'}}
  return
}
// -----
func.func @f(%arg0: vector<4xindex>) {
  "arith.uitofp"(%arg0) : (vector<4xindex>) -> ()
// expected-error@-1 {{'arith.uitofp' op requires one result}}
  return
}
// -----
func.func @f(%arg0: f16, %arg1: f16) {
  %r = "arith.muli"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (f16, f16) -> f16
// expected-error@-1 {{'arith.muli' op operand #0 must be signless-integer-like, but got 'f16'}}
  return
}
// -----
func.func @f(%arg0: f16) {
  %r = "arith.extsi"(%arg0) : (f16) -> tensor<?xi1>
// expected-error@-1 {{'arith.extsi' op operand #0 must be signless-fixed-width-integer-like, but got 'f16'}}
  return
}
// -----
func.func @f(%arg0: (i32) -> i32) {
  %r = "arith.negf"(%arg0) <{fastmath = #arith.fastmath<none>}> : ((i32) -> i32) -> ((i32) -> i32)
// expected-error@-1 {{'arith.negf' op operand #0 must be floating-point-like, but got '(i32) -> i32'}}
  return
}
// -----
func.func @f(%arg0: tensor<4xi64>) {
  %r = "arith.fptosi"(%arg0) : (tensor<4xi64>) -> tensor<4xi64>
// expected-error@-1 {{'arith.fptosi' op operand #0 must be floating-point-like, but got 'tensor<4xi64>'}}
  return
}
// -----
func.func @f(%arg0: tuple<i32>) {
  %r = "arith.fptosi"(%arg0) : (tuple<i32>) -> tuple<i32>
// expected-error@-1 {{'arith.fptosi' op operand #0 must be floating-point-like, but got 'tuple<i32>'}}
  return
}
// -----
func.func @f(%arg0: tensor<4xi1>) {
  %r = "arith.fptosi"(%arg0) : (tensor<4xi1>) -> tensor<4xi1>
// expected-error@-1 {{'arith.fptosi' op operand #0 must be floating-point-like, but got 'tensor<4xi1>'}}
  return
}
// -----
func.func @f(%arg0: ui8, %arg1: vector<4xindex>) {
  %r:2 = "arith.mulsi_extended"(%arg0, %arg1) : (ui8, vector<4xindex>) -> (ui8, complex<f32>)
// expected-error@-1 {{'arith.mulsi_extended' op operand #0 must be signless-integer-like, but got 'ui8'}}
  return
}
// -----
func.func @f(%arg0: bf16, %arg1: i32) {
  %r = "arith.shrsi"(%arg0, %arg1) <{isExact}> : (bf16, i32) -> vector<4xf32>
// expected-error@-1 {{'arith.shrsi' op operand #0 must be signless-integer-like, but got 'bf16'}}
  return
}
// -----
func.func @f(%arg0: tensor<4xi32>) {
  %r = "arith.extf"(%arg0) : (tensor<4xi32>) -> vector<4xf32>
// expected-error@-1 {{'arith.extf' op operand #0 must be floating-point-like, but got 'tensor<4xi32>'}}
  return
}
// -----
func.func @f(%arg0: tuple<i32>) {
  "arith.index_cast"(%arg0) : (tuple<i32>) -> ()
// expected-error@-1 {{'arith.index_cast' op requires one result}}
  return
}
// -----
func.func @f(%arg0: (i32) -> i32, %arg1: memref<*xi32>, %arg2: (i32) -> i32) {
  "arith.select"(%arg0, %arg1, %arg2) : ((i32) -> i32, memref<*xi32>, (i32) -> i32) -> ()
// expected-error@-1 {{'arith.select' op requires one result}}
  return
}
// -----
func.func @f(%arg0: vector<4xi64>, %arg1: vector<4xi64>) {
  %r = "arith.shrsi"(%arg0, %arg1) : (vector<4xi64>, vector<4xi64>) -> vector<4xi32>
// expected-error@-1 {{'arith.shrsi' op requires the same type for all operands and results}}
  return
}
// -----
func.func @f(%arg0: f64) {
  %r = "arith.fptoui"(%arg0) : (f64) -> vector<3xi32>
// expected-error@-1 {{'arith.fptoui' op requires the same shape for all operands and results}}
  return
}
// -----
func.func @f(%arg0: ui8) {
  %r = "arith.fptosi"(%arg0) : (ui8) -> ui8
// expected-error@-1 {{'arith.fptosi' op operand #0 must be floating-point-like, but got 'ui8'}}
  return
}
// -----
func.func @f(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) {
  %r = "arith.addi"(%arg0, %arg1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// expected-error@-1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'tensor<4xf32>'}}
  return
}
// -----
func.func @f(%arg0: memref<4xi32>, %arg1: f4E2M1FN) {
  %r = "arith.scaling_truncf"(%arg0, %arg1) : (memref<4xi32>, f4E2M1FN) -> memref<4xi32>
// expected-error@-1 {{'arith.scaling_truncf' op operand #0 must be floating-point-like, but got 'memref<4xi32>'}}
  return
}
// -----
func.func @f(%arg0: vector<4xindex>, %arg1: tensor<4xi32>) {
  %r = "arith.muli"(%arg0, %arg1) : (vector<4xindex>, tensor<4xi32>) -> tensor<4xi32>
// expected-error@-1 {{'arith.muli' op requires the same type for all operands and results}}
  return
}
// -----
func.func @f(%arg0: memref<4xf32>, %arg1: vector<i32>) {
  %r = "arith.maximumf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (memref<4xf32>, vector<i32>) -> memref<4xf32>
// expected-error@-1 {{'arith.maximumf' op operand #0 must be floating-point-like, but got 'memref<4xf32>'}}
  return
}
// -----
func.func @f(%arg0: f64, %arg1: f16, %arg2: memref<4xindex>) {
  %r = "arith.select"(%arg0, %arg1, %arg2) : (f64, f16, memref<4xindex>) -> vector<[4]xi1>
// expected-error@-1 {{'arith.select' op operand #0 must be bool-like, but got 'f64'}}
  return
}
// -----
func.func @f(%arg0: i8) {
  %r = "arith.index_cast"(%arg0) : (i8) -> i8
// expected-error@-1 {{'arith.index_cast' op operand type 'i8' and result type 'i8' are cast incompatible}}
  return
}
// -----
func.func @f(%arg0: tensor<4xi64>) {
  %r = "arith.truncf"(%arg0) <{roundingmode = 0 : i32}> : (tensor<4xi64>) -> complex<f32>
// expected-error@-1 {{'arith.truncf' op operand #0 must be floating-point-like, but got 'tensor<4xi64>'}}
  return
}
// -----
func.func @f(%arg0: memref<4xindex>, %arg1: bf16) {
  %r = "arith.andi"(%arg0, %arg1) : (memref<4xindex>, bf16) -> memref<4xindex>
// expected-error@-1 {{'arith.andi' op operand #0 must be signless-integer-like, but got 'memref<4xindex>'}}
  return
}
// -----
func.func @f() {
  %r = "arith.constant"() <{value = dense<1.0> : tensor<4xf32>}> : () -> tensor<4xi1>
// expected-error@-1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  return
}
// -----
func.func @f(%arg0: tensor<4xi1>) {
  %r = "arith.uitofp"(%arg0) : (tensor<4xi1>) -> f16
// expected-error@-1 {{'arith.uitofp' op failed to verify that input and output have the same tensor dimensions}}
  return
}
// -----
func.func @f(%arg0: memref<4xi32>) {
  %r = "arith.index_castui"(%arg0) : (memref<4xi32>) -> memref<4xf32>
// expected-error@-1 {{'arith.index_castui' op result #0 must be signless-integer-like or memref of signless-integer, but got 'memref<4xf32>'}}
  return
}
// -----
func.func @f(%arg0: tuple<i32>, %arg1: vector<[4]xi32>) {
  %r:2 = "arith.mulsi_extended"(%arg0, %arg1) : (tuple<i32>, vector<[4]xi32>) -> (memref<4xindex>, vector<[4]xi32>)
// expected-error@-1 {{'arith.mulsi_extended' op operand #0 must be signless-integer-like, but got 'tuple<i32>'}}
  return
}
// -----
func.func @f(%arg0: tensor<4xi64>) {
  %r = "arith.uitofp"(%arg0) : (tensor<4xi64>) -> tensor<4xi64>
// expected-error@-1 {{'arith.uitofp' op result #0 must be floating-point-like, but got 'tensor<4xi64>'}}
  return
}
// -----
func.func @f(%arg0: vector<4xindex>) {
  %r = "arith.sitofp"(%arg0) : (vector<4xindex>) -> memref<4xi32>
// expected-error@-1 {{'arith.sitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'vector<4xindex>'}}
  return
}
// -----
func.func @f(%arg0: memref<*xi32>) {
  %r = "arith.truncf"(%arg0) : (memref<*xi32>) -> memref<*xi32>
// expected-error@-1 {{'arith.truncf' op operand #0 must be floating-point-like, but got 'memref<*xi32>'}}
  return
}
// -----
func.func @f(%arg0: vector<4xi64>) {
  %r = "arith.extsi"(%arg0) : (vector<4xi64>) -> tensor<4xi32>
// expected-error@-1 {{'arith.extsi' op failed to verify that input and output have the same tensor dimensions}}
  return
}
// -----
func.func @f(%arg0: vector<i32>, %arg1: tensor<4xf32>) {
  %r = "arith.shrsi"(%arg0, %arg1) <{isExact}> : (vector<i32>, tensor<4xf32>) -> vector<i32>
// expected-error@-1 {{'arith.shrsi' op operand #1 must be signless-integer-like, but got 'tensor<4xf32>'}}
  return
}
// -----
func.func @f(%arg0: vector<4xi1>, %arg1: i8) {
  %r = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (vector<4xi1>, i8) -> vector<4xi1>
// expected-error@-1 {{'arith.addi' op requires the same type for all operands and results}}
  return
}
// -----
func.func @f(%arg0: vector<i1>, %arg1: vector<i1>) {
  %r = "arith.addf"(%arg0, %arg1) : (vector<i1>, vector<i1>) -> vector<i1>
// expected-error@-1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'vector<i1>'}}
  return
}
// -----
func.func @f(%arg0: memref<4xi32>) {
  %r = "arith.sitofp"(%arg0) : (memref<4xi32>) -> i8
// expected-error@-1 {{'arith.sitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'memref<4xi32>'}}
  return
}
// -----
func.func @f(%arg0: memref<4xindex>) {
  %r = "arith.extui"(%arg0) : (memref<4xindex>) -> memref<4xi32>
// expected-error@-1 {{'arith.extui' op operand #0 must be signless-fixed-width-integer-like, but got 'memref<4xindex>'}}
  return
}
// -----
func.func @f(%arg0: complex<f32>) {
  %r = "arith.fptoui"(%arg0) : (complex<f32>) -> tuple<i32>
// expected-error@-1 {{'arith.fptoui' op operand #0 must be floating-point-like, but got 'complex<f32>'}}
  return
}
// -----
func.func @f(%arg0: vector<i1>, %arg1: vector<[4]xi1>) {
  %r = "arith.shrsi"(%arg0, %arg1) : (vector<i1>, vector<[4]xi1>) -> ui8
// expected-error@-1 {{'arith.shrsi' op result #0 must be signless-integer-like, but got 'ui8'}}
  return
}
// -----
func.func @f() {
  %r = "arith.constant"() <{value = 1.0 : f32}> : () -> f32
  return
}
// -----
func.func @f(%arg0: vector<4xindex>, %arg1: tensor<4xi32>) {
  %r:2 = "arith.mulsi_extended"(%arg0, %arg1) : (vector<4xindex>, tensor<4xi32>) -> (vector<4xindex>, ui8)
// expected-error@-1 {{'arith.mulsi_extended' op result #1 must be signless-integer-like, but got 'ui8'}}
  return
}
// -----
func.func @f(%arg0: i8, %arg1: i8) {
  %r = "arith.maximumf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (i8, i8) -> i8
// expected-error@-1 {{'arith.maximumf' op operand #0 must be floating-point-like, but got 'i8'}}
  return
}
// -----
func.func @f(%arg0: vector<i32>) {
  %r = "arith.trunci"(%arg0) <{overflowFlags = #arith.overflow<nsw>}> : (vector<i32>) -> ui8
// expected-error@-1 {{'arith.trunci' op result #0 must be signless-fixed-width-integer-like, but got 'ui8'}}
  return
}
// -----
func.func @f(%arg0: memref<*xi32>, %arg1: memref<4xf32>) {
  %r = "arith.subi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nuw>}> : (memref<*xi32>, memref<4xf32>) -> memref<4xf32>
// expected-error@-1 {{'arith.subi' op operand #0 must be signless-integer-like, but got 'memref<*xi32>'}}
  return
}
// -----
func.func @f(%arg0: f32) {
  %r = "arith.negf"(%arg0) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32
  return
}
// -----
func.func @f(%arg0: vector<4xi64>, %arg1: vector<4xi64>) {
  %r = "arith.addf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (vector<4xi64>, vector<4xi64>) -> vector<4xi64>
// expected-error@-1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'vector<4xi64>'}}
  return
}
// -----
func.func @f(%arg0: ui8, %arg1: ui8) {
  %r = "arith.subi"(%arg0, %arg1) : (ui8, ui8) -> vector<4xi64>
// expected-error@-1 {{'arith.subi' op operand #0 must be signless-integer-like, but got 'ui8'}}
  return
}
// -----
func.func @f(%arg0: vector<[4]xi1>, %arg1: vector<4xi64>) {
  %r = "arith.divui"(%arg0, %arg1) : (vector<[4]xi1>, vector<4xi64>) -> tensor<4xindex>
// expected-error@-1 {{'arith.divui' op requires the same type for all operands and results}}
  return
}
// -----
func.func @f(%arg0: vector<4xi1>, %arg1: vector<4xi1>) {
  %r = "arith.addf"(%arg0, %arg1) <{fastmath = #arith.fastmath<nnan>}> : (vector<4xi1>, vector<4xi1>) -> f4E2M1FN
// expected-error@-1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'vector<4xi1>'}}
  return
}
// -----
func.func @f() {
  %r = "arith.constant"() <{value = 0 : i8}> : () -> tensor<?xi32>
// expected-error@-1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  return
}
// -----
func.func @f(%arg0: si32, %arg1: si32) {
  "arith.maxsi"(%arg0, %arg1) : (si32, si32) -> ()
// expected-error@-1 {{'arith.maxsi' op requires one result}}
  return
}
// -----
func.func @f(%arg0: tuple<i32>, %arg1: tuple<i32>) {
  %r = "arith.remf"(%arg0, %arg1) : (tuple<i32>, tuple<i32>) -> vector<[4]xi32>
// expected-error@-1 {{'arith.remf' op operand #0 must be floating-point-like, but got 'tuple<i32>'}}
  return
}
// -----
func.func @f(%arg0: si32) {
  %r = "arith.uitofp"(%arg0) : (si32) -> si32
// expected-error@-1 {{'arith.uitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'si32'}}
  return
}
// -----
func.func @f(%arg0: vector<4xi64>) {
  %r = "arith.fptoui"(%arg0) : (vector<4xi64>) -> i8
// expected-error@-1 {{'arith.fptoui' op operand #0 must be floating-point-like, but got 'vector<4xi64>'}}
  return
}
// -----
func.func @f(%arg0: vector<4xi32>, %arg1: vector<4xi32>) {
  %r = "arith.divui"(%arg0, %arg1) <{isExact}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  return
}
// -----
func.func @f(%arg0: vector<4xi1>, %arg1: memref<4xf32>) {
  %r = "arith.divui"(%arg0, %arg1) : (vector<4xi1>, memref<4xf32>) -> vector<4xi1>
// expected-error@-1 {{'arith.divui' op operand #1 must be signless-integer-like, but got 'memref<4xf32>'}}
  return
}
// -----
func.func @f(%arg0: index, %arg1: f32, %arg2: i32) {
  %r = "arith.select"(%arg0, %arg1, %arg2) : (index, f32, i32) -> f32
// expected-error@-1 {{'arith.select' op operand #0 must be bool-like, but got 'index'}}
  return
}
// -----
func.func @f(%arg0: tensor<4xi64>, %arg1: tensor<4xf32>) {
  %r = "arith.maximumf"(%arg0, %arg1) <{fastmath = #arith.fastmath<nnan>}> : (tensor<4xi64>, tensor<4xf32>) -> tensor<4xf32>
// expected-error@-1 {{'arith.maximumf' op operand #0 must be floating-point-like, but got 'tensor<4xi64>'}}
  return
}
// -----
func.func @f(%arg0: vector<4xi64>) {
  %r = "arith.trunci"(%arg0) : (vector<4xi64>) -> vector<4xi64>
// expected-error@-1 {{'arith.trunci' op operand type 'vector<4xi64>' and result type 'vector<4xi64>' are cast incompatible}}
  return
}
// -----
func.func @f(%arg0: vector<4xf16>) {
  %r = "arith.truncf"(%arg0) : (vector<4xf16>) -> vector<4xf16>
// expected-error@-1 {{'arith.truncf' op operand type 'vector<4xf16>' and result type 'vector<4xf16>' are cast incompatible}}
  return
}
// -----
func.func @f(%arg0: f4E2M1FN) {
  %r = "arith.fptoui"(%arg0) : (f4E2M1FN) -> i64
  return
}
// -----
func.func @f(%arg0: vector<4xi64>) {
  %r = "arith.index_castui"(%arg0) : (vector<4xi64>) -> vector<[4]xi1>
// expected-error@-1 {{'arith.index_castui' op requires the same shape for all operands and results}}
  return
}
// -----
func.func @f() {
  %r = "arith.constant"() <{value = dense<1> : tensor<4xi32>}> : () -> none
// expected-error@-1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  return
}
// -----
func.func @f(%arg0: memref<4xi32>, %arg1: tensor<?xi1>) {
  %r = "arith.subi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nsw>}> : (memref<4xi32>, tensor<?xi1>) -> memref<4xi32>
// expected-error@-1 {{'arith.subi' op operand #0 must be signless-integer-like, but got 'memref<4xi32>'}}
  return
}
// -----
func.func @f(%arg0: tuple<i32>, %arg1: tuple<i32>) {
  %r = "arith.subi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (tuple<i32>, tuple<i32>) -> vector<i1>
// expected-error@-1 {{'arith.subi' op operand #0 must be signless-integer-like, but got 'tuple<i32>'}}
  return
}
// -----
func.func @f(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) {
  %r = "arith.shrsi"(%arg0, %arg1) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return
}
// -----
func.func @f(%arg0: bf16) {
  %r = "arith.trunci"(%arg0) : (bf16) -> bf16
// expected-error@-1 {{'arith.trunci' op operand #0 must be signless-fixed-width-integer-like, but got 'bf16'}}
  return
}
// -----
func.func @f(%arg0: vector<i1>, %arg1: tensor<4xindex>) {
  %r = "arith.cmpi"(%arg0, %arg1) <{predicate = 4 : i64}> : (vector<i1>, tensor<4xindex>) -> memref<*xi32>
// expected-error@-1 {{'arith.cmpi' op result #0 must be bool-like, but got 'memref<*xi32>'}}
  return
}
// -----
func.func @f(%arg0: vector<4xi32>) {
  %r = "arith.bitcast"(%arg0) : (vector<4xi32>) -> vector<4xi32>
  return
}
// -----
func.func @f(%arg0: i32, %arg1: i1) {
  %r = "arith.scaling_extf"(%arg0, %arg1) : (i32, i1) -> ui8
// expected-error@-1 {{'arith.scaling_extf' op operand #0 must be floating-point-like, but got 'i32'}}
  return
}
// -----
func.func @f(%arg0: none, %arg1: none) {
  %r = "arith.divui"(%arg0, %arg1) : (none, none) -> none
// expected-error@-1 {{'arith.divui' op operand #0 must be signless-integer-like, but got 'none'}}
  return
}
// -----
func.func @f(%arg0: vector<3xi32>) {
  %r = "arith.fptoui"(%arg0) : (vector<3xi32>) -> vector<3xi32>
// expected-error@-1 {{'arith.fptoui' op operand #0 must be floating-point-like, but got 'vector<3xi32>'}}
  return
}
// -----
func.func @f(%arg0: index) {
  %r = "arith.extf"(%arg0) : (index) -> tensor<4xi1>
// expected-error@-1 {{'arith.extf' op operand #0 must be floating-point-like, but got 'index'}}
  return
}
// -----
func.func @f(%arg0: complex<f32>) {
  %r = "arith.bitcast"(%arg0) : (complex<f32>) -> vector<4xindex>
// expected-error@-1 {{'arith.bitcast' op operand #0 must be signless-integer-or-float-like or memref of signless-integer or float, but got 'complex<f32>'}}
  return
}
// -----
func.func @f(%arg0: (i32) -> i32, %arg1: f8E8M0FNU) {
  %r = "arith.remf"(%arg0, %arg1) : ((i32) -> i32, f8E8M0FNU) -> f8E8M0FNU
// expected-error@-1 {{'arith.remf' op operand #0 must be floating-point-like, but got '(i32) -> i32'}}
  return
}
// -----
func.func @f(%arg0: vector<3xi32>) {
  %r = "arith.extui"(%arg0) : (vector<3xi32>) -> vector<3xi32>
// expected-error@-1 {{'arith.extui' op operand type 'vector<3xi32>' and result type 'vector<3xi32>' are cast incompatible}}
  return
}
// -----
func.func @f(%arg0: f16) {
  %r = "arith.truncf"(%arg0) <{roundingmode = 0 : i32}> : (f16) -> f16
// expected-error@-1 {{'arith.truncf' op operand type 'f16' and result type 'f16' are cast incompatible}}
  return
}
// -----
func.func @f(%arg0: vector<[4]xi32>, %arg1: f16) {
  %r = "arith.muli"(%arg0, %arg1) : (vector<[4]xi32>, f16) -> tensor<4xi64>
// expected-error@-1 {{'arith.muli' op operand #1 must be signless-integer-like, but got 'f16'}}
  return
}
// -----
func.func @f(%arg0: f8E8M0FNU) {
  %r = "arith.negf"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f8E8M0FNU) -> vector<[4]xi1>
// expected-error@-1 {{'arith.negf' op result #0 must be floating-point-like, but got 'vector<[4]xi1>'}}
  return
}
// -----
func.func @f(%arg0: memref<*xi32>) {
  %r = "arith.extsi"(%arg0) : (memref<*xi32>) -> vector<4xf32>
// expected-error@-1 {{'arith.extsi' op operand #0 must be signless-fixed-width-integer-like, but got 'memref<*xi32>'}}
  return
}
// -----
func.func @f(%arg0: vector<[4]xi32>, %arg1: vector<[4]xi32>) {
  %r = "arith.cmpi"(%arg0, %arg1) <{predicate = 5 : i64}> : (vector<[4]xi32>, vector<[4]xi32>) -> memref<4xi32>
// expected-error@-1 {{'arith.cmpi' op result #0 must be bool-like, but got 'memref<4xi32>'}}
  return
}
// -----
func.func @f(%arg0: memref<4xi64>, %arg1: vector<3xi32>) {
  %r = "arith.addi"(%arg0, %arg1) : (memref<4xi64>, vector<3xi32>) -> vector<3xi32>
// expected-error@-1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'memref<4xi64>'}}
  return
}
// -----
func.func @f(%arg0: memref<*xi32>) {
  %r = "arith.truncf"(%arg0) <{roundingmode = 2 : i32}> : (memref<*xi32>) -> f8E8M0FNU
// expected-error@-1 {{'arith.truncf' op operand #0 must be floating-point-like, but got 'memref<*xi32>'}}
  return
}
// -----
func.func @f(%arg0: i8, %arg1: i8) {
  %r = "arith.cmpi"(%arg0, %arg1) <{predicate = 6 : i64}> : (i8, i8) -> i8
// expected-error@-1 {{'arith.cmpi' op result #0 must be bool-like, but got 'i8'}}
  return
}
// -----
func.func @f(%arg0: memref<4xi64>, %arg1: f16) {
  %r = "arith.muli"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (memref<4xi64>, f16) -> memref<4xi64>
// expected-error@-1 {{'arith.muli' op operand #0 must be signless-integer-like, but got 'memref<4xi64>'}}
  return
}
// -----
func.func @f(%arg0: f8E8M0FNU, %arg1: i8) {
  %r = "arith.muli"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (f8E8M0FNU, i8) -> tensor<?xi32>
// expected-error@-1 {{'arith.muli' op operand #0 must be signless-integer-like, but got 'f8E8M0FNU'}}
  return
}
// -----
func.func @f(%arg0: tensor<?xi1>) {
  %r = "arith.bitcast"(%arg0) : (tensor<?xi1>) -> tensor<?xi1>
  return
}
// -----
func.func @f(%arg0: bf16) {
  %r = "arith.fptosi"(%arg0) : (bf16) -> bf16
// expected-error@-1 {{'arith.fptosi' op result #0 must be signless-fixed-width-integer-like, but got 'bf16'}}
  return
}
// -----
func.func @f(%arg0: tensor<4xi32>) {
  %r = "arith.index_cast"(%arg0) : (tensor<4xi32>) -> vector<i1>
// expected-error@-1 {{'arith.index_cast' op failed to verify that input and output have the same tensor dimensions}}
  return
}
// -----
func.func @f(%arg0: tensor<?xi1>, %arg1: i8) {
  %r = "arith.cmpi"(%arg0, %arg1) <{predicate = 6 : i64}> : (tensor<?xi1>, i8) -> vector<4xindex>
// expected-error@-1 {{'arith.cmpi' op result #0 must be bool-like, but got 'vector<4xindex>'}}
  return
}
// -----
func.func @f(%arg0: vector<4xi32>, %arg1: vector<4xindex>) {
  %r = "arith.scaling_extf"(%arg0, %arg1) <{fastmath = #arith.fastmath<nnan>}> : (vector<4xi32>, vector<4xindex>) -> vector<[4]xi1>
// expected-error@-1 {{'arith.scaling_extf' op operand #0 must be floating-point-like, but got 'vector<4xi32>'}}
  return
}
// -----
func.func @f(%arg0: i64, %arg1: vector<[4]xi32>) {
  %r:2 = "arith.mulsi_extended"(%arg0, %arg1) : (i64, vector<[4]xi32>) -> (si32, tensor<?xi1>)
// expected-error@-1 {{'arith.mulsi_extended' op result #0 must be signless-integer-like, but got 'si32'}}
  return
}
// -----
func.func @f(%arg0: memref<4xi64>, %arg1: vector<[4]xi1>) {
  %r = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nuw>}> : (memref<4xi64>, vector<[4]xi1>) -> memref<4xi64>
// expected-error@-1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'memref<4xi64>'}}
  return
}
// -----
func.func @f(%arg0: tensor<4xf32>) {
  %r = "arith.sitofp"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
// expected-error@-1 {{'arith.sitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'tensor<4xf32>'}}
  return
}
// -----
func.func @f(%arg0: vector<4xi64>, %arg1: vector<[4]xi32>) {
  %r:2 = "arith.mulsi_extended"(%arg0, %arg1) : (vector<4xi64>, vector<[4]xi32>) -> (memref<4xf32>, vector<4xi64>)
// expected-error@-1 {{'arith.mulsi_extended' op result #0 must be signless-integer-like, but got 'memref<4xf32>'}}
  return
}
// -----
func.func @f(%arg0: vector<i32>, %arg1: f16) {
  %r:2 = "arith.mulsi_extended"(%arg0, %arg1) : (vector<i32>, f16) -> (tensor<4xi64>, tensor<4xi64>)
// expected-error@-1 {{'arith.mulsi_extended' op operand #1 must be signless-integer-like, but got 'f16'}}
  return
}
// -----
func.func @f(%arg0: vector<4xindex>, %arg1: memref<4xi32>) {
  %r = "arith.subi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nsw>}> : (vector<4xindex>, memref<4xi32>) -> i64
// expected-error@-1 {{'arith.subi' op operand #1 must be signless-integer-like, but got 'memref<4xi32>'}}
  return
}
// -----
func.func @f(%arg0: tensor<4xi1>, %arg1: tensor<4xi32>, %arg2: f4E2M1FN) {
  %r = "arith.select"(%arg0, %arg1, %arg2) : (tensor<4xi1>, tensor<4xi32>, f4E2M1FN) -> tensor<4xf32>
// expected-error@-1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  return
}
// -----
func.func @f(%arg0: memref<4xi32>, %arg1: vector<4xi1>) {
  %r = "arith.shrsi"(%arg0, %arg1) : (memref<4xi32>, vector<4xi1>) -> tuple<i32>
// expected-error@-1 {{'arith.shrsi' op operand #0 must be signless-integer-like, but got 'memref<4xi32>'}}
  return
}
// -----
func.func @f(%arg0: i1, %arg1: memref<*xi32>) {
  %r = "arith.shrsi"(%arg0, %arg1) <{isExact}> : (i1, memref<*xi32>) -> f8E8M0FNU
// expected-error@-1 {{'arith.shrsi' op operand #1 must be signless-integer-like, but got 'memref<*xi32>'}}
  return
}
// -----
func.func @f(%arg0: f32, %arg1: tensor<?xi1>) {
  %r:2 = "arith.mulsi_extended"(%arg0, %arg1) : (f32, tensor<?xi1>) -> (tuple<i32>, memref<4xindex>)
// expected-error@-1 {{'arith.mulsi_extended' op operand #0 must be signless-integer-like, but got 'f32'}}
  return
}
// -----
func.func @f(%arg0: tensor<4xindex>, %arg1: tensor<4xi32>, %arg2: tensor<4xindex>) {
  %r = "arith.select"(%arg0, %arg1, %arg2) : (tensor<4xindex>, tensor<4xi32>, tensor<4xindex>) -> tensor<4xi1>
// expected-error@-1 {{'arith.select' op operand #0 must be bool-like, but got 'tensor<4xindex>'}}
  return
}
// -----
func.func @f(%arg0: tensor<4xi32>) {
  %r = "arith.truncf"(%arg0) <{roundingmode = 2 : i32}> : (tensor<4xi32>) -> tensor<4xi32>
// expected-error@-1 {{'arith.truncf' op operand #0 must be floating-point-like, but got 'tensor<4xi32>'}}
  return
}
// -----
func.func @f(%arg0: index, %arg1: index) {
  %r = "arith.maximumf"(%arg0, %arg1) <{fastmath = #arith.fastmath<nnan>}> : (index, index) -> index
// expected-error@-1 {{'arith.maximumf' op operand #0 must be floating-point-like, but got 'index'}}
  return
}
// -----
func.func @f(%arg0: f64) {
  %r = "arith.fptosi"(%arg0) : (f64) -> i1
  return
}
// -----
func.func @f(%arg0: tensor<4xf32>) {
  %r = "arith.index_cast"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
// expected-error@-1 {{'arith.index_cast' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'tensor<4xf32>'}}
  return
}
// -----
func.func @f(%arg0: f8E8M0FNU, %arg1: complex<f32>) {
  %r = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (f8E8M0FNU, complex<f32>) -> complex<f32>
// expected-error@-1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f8E8M0FNU'}}
  return
}
// -----
func.func @f(%arg0: vector<4xi64>) {
  %r = "arith.bitcast"(%arg0) : (vector<4xi64>) -> vector<4xi64>
  return
}
// -----
func.func @f(%arg0: f64, %arg1: memref<*xi32>) {
  %r = "arith.maximumf"(%arg0, %arg1) <{fastmath = #arith.fastmath<nnan>}> : (f64, memref<*xi32>) -> f64
// expected-error@-1 {{'arith.maximumf' op operand #1 must be floating-point-like, but got 'memref<*xi32>'}}
  return
}
// -----
func.func @f(%arg0: f32, %arg1: f32) {
  %r = "arith.muli"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (f32, f32) -> si32
// expected-error@-1 {{'arith.muli' op operand #0 must be signless-integer-like, but got 'f32'}}
  return
}
// -----
func.func @f(%arg0: f16) {
  %r = "arith.uitofp"(%arg0) : (f16) -> f16
// expected-error@-1 {{'arith.uitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'f16'}}
  return
}
// -----
func.func @f(%arg0: vector<i32>) {
  %r = "arith.extui"(%arg0) : (vector<i32>) -> tensor<?xi32>
// expected-error@-1 {{'arith.extui' op failed to verify that input and output have the same tensor dimensions}}
  return
}
// -----
func.func @f(%arg0: vector<4xindex>, %arg1: complex<f32>) {
  "arith.shrsi"(%arg0, %arg1) <{isExact}> : (vector<4xindex>, complex<f32>) -> ()
// expected-error@-1 {{'arith.shrsi' op requires one result}}
  return
}
// -----
func.func @f(%arg0: vector<4xi32>) {
  %r = "arith.index_cast"(%arg0) : (vector<4xi32>) -> ((i32) -> i32)
// expected-error@-1 {{'arith.index_cast' op result #0 must be signless-integer-like or memref of signless-integer, but got '(i32) -> i32'}}
  return
}
// -----
func.func @f(%arg0: vector<i32>, %arg1: vector<i32>) {
  %r:2 = "arith.mulsi_extended"(%arg0, %arg1) : (vector<i32>, vector<i32>) -> (vector<i32>, vector<i32>)
  return
}
// -----
func.func @f(%arg0: tensor<4xindex>, %arg1: tensor<4xindex>) {
  %r = "arith.maxsi"(%arg0, %arg1) : (tensor<4xindex>, tensor<4xindex>) -> tensor<4xindex>
  return
}
// -----
func.func @f(%arg0: memref<4xf32>, %arg1: memref<4xindex>) {
  %r:2 = "arith.mulsi_extended"(%arg0, %arg1) : (memref<4xf32>, memref<4xindex>) -> (tensor<4xindex>, memref<4xindex>)
// expected-error@-1 {{'arith.mulsi_extended' op operand #0 must be signless-integer-like, but got 'memref<4xf32>'}}
  return
}
// -----
func.func @f(%arg0: memref<4xi32>) {
  %r = "arith.index_cast"(%arg0) : (memref<4xi32>) -> ui8
// expected-error@-1 {{'arith.index_cast' op result #0 must be signless-integer-like or memref of signless-integer, but got 'ui8'}}
  return
}
// -----
func.func @f(%arg0: bf16, %arg1: ui8) {
  %r = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (bf16, ui8) -> ui8
// expected-error@-1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'bf16'}}
  return
}
// -----
func.func @f(%arg0: tensor<4xi1>, %arg1: bf16) {
  %r:2 = "arith.mulsi_extended"(%arg0, %arg1) : (tensor<4xi1>, bf16) -> (tensor<?xi1>, tensor<?xi1>)
// expected-error@-1 {{'arith.mulsi_extended' op operand #1 must be signless-integer-like, but got 'bf16'}}
  return
}
// -----
func.func @f(%arg0: memref<4xf32>) {
  %r = "arith.truncf"(%arg0) : (memref<4xf32>) -> f4E2M1FN
// expected-error@-1 {{'arith.truncf' op operand #0 must be floating-point-like, but got 'memref<4xf32>'}}
  return
}
// -----
func.func @f(%arg0: f64, %arg1: i1) {
  %r = "arith.cmpf"(%arg0, %arg1) <{predicate = 11 : i64}> : (f64, i1) -> vector<i32>
// expected-error@-1 {{'arith.cmpf' op operand #1 must be floating-point-like, but got 'i1'}}
  return
}
// -----
func.func @f(%arg0: f4E2M1FN, %arg1: f4E2M1FN) {
  "arith.cmpf"(%arg0, %arg1) <{predicate = 4 : i64}> : (f4E2M1FN, f4E2M1FN) -> ()
// expected-error@-1 {{'arith.cmpf' op requires one result}}
  return
}
// -----
func.func @f(%arg0: i8) {
  %r = "arith.negf"(%arg0) <{fastmath = #arith.fastmath<none>}> : (i8) -> vector<4xindex>
// expected-error@-1 {{'arith.negf' op operand #0 must be floating-point-like, but got 'i8'}}
  return
}
// -----
func.func @f(%arg0: f64, %arg1: f64) {
  %r = "arith.maximumf"(%arg0, %arg1) : (f64, f64) -> f64
  return
}
// -----
func.func @f(%arg0: i32, %arg1: f8E8M0FNU) {
  %r = "arith.addf"(%arg0, %arg1) <{fastmath = #arith.fastmath<nnan>}> : (i32, f8E8M0FNU) -> i64
// expected-error@-1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'i32'}}
  return
}
// -----
func.func @f(%arg0: memref<*xi32>) {
  %r = "arith.extui"(%arg0) : (memref<*xi32>) -> vector<4xf16>
// expected-error@-1 {{'arith.extui' op operand #0 must be signless-fixed-width-integer-like, but got 'memref<*xi32>'}}
  return
}
// -----
func.func @f(%arg0: f64) {
  %r = "arith.extsi"(%arg0) : (f64) -> tensor<4xi32>
// expected-error@-1 {{'arith.extsi' op operand #0 must be signless-fixed-width-integer-like, but got 'f64'}}
  return
}
// -----
func.func @f(%arg0: vector<i32>) {
  %r = "arith.trunci"(%arg0) <{overflowFlags = #arith.overflow<nsw>}> : (vector<i32>) -> vector<i32>
// expected-error@-1 {{'arith.trunci' op operand type 'vector<i32>' and result type 'vector<i32>' are cast incompatible}}
  return
}
// -----
func.func @f(%arg0: vector<4xindex>) {
  %r = "arith.negf"(%arg0) <{fastmath = #arith.fastmath<none>}> : (vector<4xindex>) -> tuple<i32>
// expected-error@-1 {{'arith.negf' op operand #0 must be floating-point-like, but got 'vector<4xindex>'}}
  return
}
// -----
func.func @f() {
  %r = "arith.constant"() <{value = dense<1> : tensor<4xi32>}> : () -> index
// expected-error@-1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  return
}
// -----
func.func @f(%arg0: tensor<4xf32>) {
  %r = "arith.trunci"(%arg0) : (tensor<4xf32>) -> memref<4xi32>
// expected-error@-1 {{'arith.trunci' op operand #0 must be signless-fixed-width-integer-like, but got 'tensor<4xf32>'}}
  return
}
// -----
func.func @f(%arg0: index) {
  %r = "arith.fptosi"(%arg0) : (index) -> vector<3xi32>
// expected-error@-1 {{'arith.fptosi' op operand #0 must be floating-point-like, but got 'index'}}
  return
}
// -----
func.func @f(%arg0: none) {
  %r = "arith.extui"(%arg0) : (none) -> tensor<4xi32>
// expected-error@-1 {{'arith.extui' op operand #0 must be signless-fixed-width-integer-like, but got 'none'}}
  return
}
// -----
func.func @f() {
  %r = "arith.constant"() <{value = 1.0 : f32}> : () -> index
// expected-error@-1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  return
}
// -----
func.func @f() {
  %r = "arith.constant"() <{value = true}> : () -> memref<4xindex>
// expected-error@-1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  return
}
// -----
func.func @f(%arg0: vector<[4]xi32>, %arg1: vector<[4]xi32>) {
  %r:2 = "arith.addui_extended"(%arg0, %arg1) : (vector<[4]xi32>, vector<[4]xi32>) -> (vector<[4]xi32>, vector<[4]xi32>)
// expected-error@-1 {{'arith.addui_extended' op result #1 must be bool-like, but got 'vector<[4]xi32>'}}
  return
}
// -----
func.func @f(%arg0: vector<4xi64>) {
  "arith.trunci"(%arg0) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (vector<4xi64>) -> ()
// expected-error@-1 {{'arith.trunci' op requires one result}}
  return
}
// -----
func.func @f(%arg0: vector<[4]xi1>) {
  %r = "arith.negf"(%arg0) <{fastmath = #arith.fastmath<none>}> : (vector<[4]xi1>) -> tensor<4xf32>
// expected-error@-1 {{'arith.negf' op operand #0 must be floating-point-like, but got 'vector<[4]xi1>'}}
  return
}
// -----
func.func @f() {
  %r = "arith.constant"() <{value = "s"}> : () -> i64
// expected-error@-1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  return
}
// -----
func.func @f() {
  %r = "arith.constant"() <{value = dense<[1,2,3,4]> : vector<[4]xi32>}> : () -> tensor<4xf32>
// expected-error@-1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  return
}
// -----
func.func @f(%arg0: ui8, %arg1: i64) {
  %r = "arith.maxsi"(%arg0, %arg1) : (ui8, i64) -> vector<[4]xi32>
// expected-error@-1 {{'arith.maxsi' op operand #0 must be signless-integer-like, but got 'ui8'}}
  return
}
// -----
func.func @f(%arg0: bf16, %arg1: vector<4xf32>) {
  %r = "arith.addf"(%arg0, %arg1) <{fastmath = #arith.fastmath<nnan>}> : (bf16, vector<4xf32>) -> tensor<4xi1>
// expected-error@-1 {{'arith.addf' op result #0 must be floating-point-like, but got 'tensor<4xi1>'}}
  return
}
// -----
func.func @f(%arg0: ui8, %arg1: tensor<4xindex>) {
  %r = "arith.divui"(%arg0, %arg1) : (ui8, tensor<4xindex>) -> vector<4xf32>
// expected-error@-1 {{'arith.divui' op operand #0 must be signless-integer-like, but got 'ui8'}}
  return
}
// -----
func.func @f() {
  %r = "arith.constant"() <{value = true}> : () -> f64
// expected-error@-1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  return
}
// -----
func.func @f() {
  %r = "arith.constant"() <{value = 1.0 : f32}> : () -> vector<4xf32>
// expected-error@-1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  return
}
// -----
func.func @f(%arg0: index) {
  %r = "arith.extsi"(%arg0) : (index) -> index
// expected-error@-1 {{'arith.extsi' op operand #0 must be signless-fixed-width-integer-like, but got 'index'}}
  return
}
// -----
func.func @f(%arg0: i1, %arg1: i1) {
  %r = "arith.subi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i1, i1) -> i1
  return
}
// -----
func.func @f(%arg0: ui8) {
  %r = "arith.bitcast"(%arg0) : (ui8) -> ui8
// expected-error@-1 {{'arith.bitcast' op operand #0 must be signless-integer-or-float-like or memref of signless-integer or float, but got 'ui8'}}
  return
}
// -----
func.func @f(%arg0: i32, %arg1: memref<4xi64>) {
  %r = "arith.andi"(%arg0, %arg1) : (i32, memref<4xi64>) -> f8E8M0FNU
// expected-error@-1 {{'arith.andi' op operand #1 must be signless-integer-like, but got 'memref<4xi64>'}}
  return
}
// -----
func.func @f(%arg0: i64) {
  %r = "arith.extf"(%arg0) <{fastmath = #arith.fastmath<none>}> : (i64) -> i64
// expected-error@-1 {{'arith.extf' op operand #0 must be floating-point-like, but got 'i64'}}
  return
}
// -----
func.func @f(%arg0: i32) {
  %r = "arith.extf"(%arg0) : (i32) -> i32
// expected-error@-1 {{'arith.extf' op operand #0 must be floating-point-like, but got 'i32'}}
  return
}
// -----
func.func @f(%arg0: memref<4xindex>) {
  %r = "arith.trunci"(%arg0) <{overflowFlags = #arith.overflow<none>}> : (memref<4xindex>) -> f4E2M1FN
// expected-error@-1 {{'arith.trunci' op operand #0 must be signless-fixed-width-integer-like, but got 'memref<4xindex>'}}
  return
}
// -----
func.func @f(%arg0: vector<4xi32>) {
  %r = "arith.truncf"(%arg0) : (vector<4xi32>) -> vector<4xi1>
// expected-error@-1 {{'arith.truncf' op operand #0 must be floating-point-like, but got 'vector<4xi32>'}}
  return
}
// -----
func.func @f(%arg0: tensor<4xi64>) {
  %r = "arith.sitofp"(%arg0) : (tensor<4xi64>) -> tensor<4xi64>
// expected-error@-1 {{'arith.sitofp' op result #0 must be floating-point-like, but got 'tensor<4xi64>'}}
  return
}
// -----
func.func @f(%arg0: memref<*xi32>, %arg1: vector<[4]xi1>) {
  "arith.subi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (memref<*xi32>, vector<[4]xi1>) -> ()
// expected-error@-1 {{'arith.subi' op requires one result}}
  return
}
// -----
func.func @f(%arg0: i8) {
  %r = "arith.trunci"(%arg0) : (i8) -> tensor<4xi1>
// expected-error@-1 {{'arith.trunci' op failed to verify that input and output have the same tensor dimensions}}
  return
}
// -----
func.func @f(%arg0: vector<4xi32>) {
  %r = "arith.truncf"(%arg0) <{roundingmode = 2 : i32}> : (vector<4xi32>) -> i64
// expected-error@-1 {{'arith.truncf' op operand #0 must be floating-point-like, but got 'vector<4xi32>'}}
  return
}
// -----
func.func @f(%arg0: vector<4xi1>, %arg1: tensor<4xi64>) {
  %r = "arith.cmpf"(%arg0, %arg1) <{predicate = 8 : i64}> : (vector<4xi1>, tensor<4xi64>) -> tuple<i32>
// expected-error@-1 {{'arith.cmpf' op operand #0 must be floating-point-like, but got 'vector<4xi1>'}}
  return
}
// -----
func.func @f(%arg0: f4E2M1FN, %arg1: (i32) -> i32) {
  %r:2 = "arith.addui_extended"(%arg0, %arg1) : (f4E2M1FN, (i32) -> i32) -> (i64, f4E2M1FN)
// expected-error@-1 {{'arith.addui_extended' op operand #0 must be signless-integer-like, but got 'f4E2M1FN'}}
  return
}
// -----
func.func @f(%arg0: i32) {
  %r = "arith.extsi"(%arg0) : (i32) -> vector<3xi32>
// expected-error@-1 {{'arith.extsi' op requires the same shape for all operands and results}}
  return
}
// -----
func.func @f(%arg0: bf16) {
  %r = "arith.sitofp"(%arg0) : (bf16) -> bf16
// expected-error@-1 {{'arith.sitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'bf16'}}
  return
}
// -----
func.func @f(%arg0: i1, %arg1: f8E8M0FNU) {
  %r = "arith.subi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nsw>}> : (i1, f8E8M0FNU) -> i1
// expected-error@-1 {{'arith.subi' op operand #1 must be signless-integer-like, but got 'f8E8M0FNU'}}
  return
}
// -----
func.func @f(%arg0: tuple<i32>, %arg1: tuple<i32>) {
  %r = "arith.subi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nuw>}> : (tuple<i32>, tuple<i32>) -> tuple<i32>
// expected-error@-1 {{'arith.subi' op operand #0 must be signless-integer-like, but got 'tuple<i32>'}}
  return
}
// -----
func.func @f(%arg0: vector<[4]xi32>, %arg1: tuple<i32>) {
  %r = "arith.remf"(%arg0, %arg1) : (vector<[4]xi32>, tuple<i32>) -> vector<[4]xi32>
// expected-error@-1 {{'arith.remf' op operand #0 must be floating-point-like, but got 'vector<[4]xi32>'}}
  return
}
// -----
func.func @f(%arg0: vector<i32>, %arg1: memref<4xi64>) {
  %r = "arith.subi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nuw>}> : (vector<i32>, memref<4xi64>) -> si32
// expected-error@-1 {{'arith.subi' op operand #1 must be signless-integer-like, but got 'memref<4xi64>'}}
  return
}
// -----
func.func @f(%arg0: complex<f32>, %arg1: vector<4xindex>) {
  %r = "arith.maximumf"(%arg0, %arg1) : (complex<f32>, vector<4xindex>) -> vector<4xindex>
// expected-error@-1 {{'arith.maximumf' op operand #0 must be floating-point-like, but got 'complex<f32>'}}
  return
}
// -----
func.func @f(%arg0: complex<f32>) {
  %r = "arith.extf"(%arg0) <{fastmath = #arith.fastmath<nnan>}> : (complex<f32>) -> complex<f32>
// expected-error@-1 {{'arith.extf' op operand #0 must be floating-point-like, but got 'complex<f32>'}}
  return
}
// -----
func.func @f(%arg0: complex<f32>) {
  %r = "arith.fptoui"(%arg0) : (complex<f32>) -> si32
// expected-error@-1 {{'arith.fptoui' op operand #0 must be floating-point-like, but got 'complex<f32>'}}
  return
}
// -----
func.func @f(%arg0: vector<4xf32>, %arg1: vector<4xf32>) {
  %r = "arith.subi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// expected-error@-1 {{'arith.subi' op operand #0 must be signless-integer-like, but got 'vector<4xf32>'}}
  return
}
// -----
func.func @f(%arg0: complex<f32>) {
  %r = "arith.uitofp"(%arg0) : (complex<f32>) -> complex<f32>
// expected-error@-1 {{'arith.uitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'complex<f32>'}}
  return
}
// -----
func.func @f(%arg0: vector<3xi32>, %arg1: vector<3xi32>) {
  "arith.scaling_extf"(%arg0, %arg1) <{fastmath = #arith.fastmath<nnan>}> : (vector<3xi32>, vector<3xi32>) -> ()
// expected-error@-1 {{'arith.scaling_extf' op requires one result}}
  return
}
// -----
func.func @f(%arg0: vector<4xindex>) {
  %r = "arith.extsi"(%arg0) : (vector<4xindex>) -> f16
// expected-error@-1 {{'arith.extsi' op operand #0 must be signless-fixed-width-integer-like, but got 'vector<4xindex>'}}
  return
}
// -----
func.func @f(%arg0: i64) {
  "arith.trunci"(%arg0) <{overflowFlags = #arith.overflow<nuw>}> : (i64) -> ()
// expected-error@-1 {{'arith.trunci' op requires one result}}
  return
}
// -----
func.func @f(%arg0: complex<f32>, %arg1: complex<f32>) {
  %r = "arith.subi"(%arg0, %arg1) : (complex<f32>, complex<f32>) -> complex<f32>
// expected-error@-1 {{'arith.subi' op operand #0 must be signless-integer-like, but got 'complex<f32>'}}
  return
}
// -----
func.func @f(%arg0: vector<4xindex>, %arg1: vector<[4]xi1>) {
  %r:2 = "arith.mulsi_extended"(%arg0, %arg1) : (vector<4xindex>, vector<[4]xi1>) -> (vector<[4]xi1>, vector<[4]xi1>)
// expected-error@-1 {{'arith.mulsi_extended' op failed to verify that all of {lhs, rhs, low, high} have same type}}
  return
}
// -----
func.func @f(%arg0: tensor<4xi1>) {
  %r = "arith.index_cast"(%arg0) : (tensor<4xi1>) -> tensor<4xi1>
// expected-error@-1 {{'arith.index_cast' op operand type 'tensor<4xi1>' and result type 'tensor<4xi1>' are cast incompatible}}
  return
}
// -----
func.func @f(%arg0: f32, %arg1: f32) {
  %r:2 = "arith.addui_extended"(%arg0, %arg1) : (f32, f32) -> (f32, f32)
// expected-error@-1 {{'arith.addui_extended' op operand #0 must be signless-integer-like, but got 'f32'}}
  return
}
// -----
func.func @f(%arg0: tensor<4xf32>, %arg1: vector<[4]xi32>) {
  %r = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (tensor<4xf32>, vector<[4]xi32>) -> index
// expected-error@-1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'tensor<4xf32>'}}
  return
}
// -----
func.func @f(%arg0: vector<3xi32>) {
  %r = "arith.fptosi"(%arg0) : (vector<3xi32>) -> f64
// expected-error@-1 {{'arith.fptosi' op operand #0 must be floating-point-like, but got 'vector<3xi32>'}}
  return
}
// -----
func.func @f(%arg0: tensor<?xi32>, %arg1: tensor<?xi32>) {
  %r = "arith.muli"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
  return
}
// -----
func.func @f(%arg0: ui8, %arg1: f4E2M1FN) {
  %r:2 = "arith.addui_extended"(%arg0, %arg1) : (ui8, f4E2M1FN) -> (f4E2M1FN, vector<4xi32>)
// expected-error@-1 {{'arith.addui_extended' op operand #0 must be signless-integer-like, but got 'ui8'}}
  return
}
// -----
func.func @f(%arg0: tensor<?xi32>) {
  %r = "arith.trunci"(%arg0) : (tensor<?xi32>) -> tensor<4xf32>
// expected-error@-1 {{'arith.trunci' op result #0 must be signless-fixed-width-integer-like, but got 'tensor<4xf32>'}}
  return
}
// -----
func.func @f(%arg0: i8) {
  %r = "arith.truncf"(%arg0) <{roundingmode = 3 : i32}> : (i8) -> f64
// expected-error@-1 {{'arith.truncf' op operand #0 must be floating-point-like, but got 'i8'}}
  return
}
// -----
func.func @f(%arg0: i64, %arg1: vector<[4]xi32>) {
  %r:2 = "arith.mulsi_extended"(%arg0, %arg1) : (i64, vector<[4]xi32>) -> (i64, i64)
// expected-error@-1 {{'arith.mulsi_extended' op failed to verify that all of {lhs, rhs, low, high} have same type}}
  return
}
// -----
func.func @f(%arg0: index, %arg1: index) {
  %r:2 = "arith.mulsi_extended"(%arg0, %arg1) : (index, index) -> (memref<*xi32>, index)
// expected-error@-1 {{'arith.mulsi_extended' op result #0 must be signless-integer-like, but got 'memref<*xi32>'}}
  return
}
// -----
func.func @f(%arg0: vector<4xindex>, %arg1: vector<3xi32>) {
  %r = "arith.cmpf"(%arg0, %arg1) <{predicate = 2 : i64}> : (vector<4xindex>, vector<3xi32>) -> si32
// expected-error@-1 {{'arith.cmpf' op operand #0 must be floating-point-like, but got 'vector<4xindex>'}}
  return
}
// -----
func.func @f(%arg0: tensor<4xi32>) {
  %r = "arith.fptoui"(%arg0) : (tensor<4xi32>) -> index
// expected-error@-1 {{'arith.fptoui' op operand #0 must be floating-point-like, but got 'tensor<4xi32>'}}
  return
}
// -----
func.func @f(%arg0: vector<4xindex>, %arg1: vector<4xindex>) {
  %r = "arith.cmpf"(%arg0, %arg1) <{predicate = 9 : i64}> : (vector<4xindex>, vector<4xindex>) -> tensor<?xi1>
// expected-error@-1 {{'arith.cmpf' op operand #0 must be floating-point-like, but got 'vector<4xindex>'}}
  return
}
// -----
func.func @f(%arg0: vector<3xi32>) {
  %r = "arith.extf"(%arg0) <{fastmath = #arith.fastmath<nnan>}> : (vector<3xi32>) -> vector<3xi32>
// expected-error@-1 {{'arith.extf' op operand #0 must be floating-point-like, but got 'vector<3xi32>'}}
  return
}
// -----
func.func @f(%arg0: none) {
  %r = "arith.fptosi"(%arg0) : (none) -> none
// expected-error@-1 {{'arith.fptosi' op operand #0 must be floating-point-like, but got 'none'}}
  return
}
// -----
func.func @f(%arg0: i1, %arg1: i1) {
  %r = "arith.maximumf"(%arg0, %arg1) : (i1, i1) -> memref<4xf32>
// expected-error@-1 {{'arith.maximumf' op operand #0 must be floating-point-like, but got 'i1'}}
  return
}
// -----
func.func @f() {
  %r = "arith.constant"() <{value = 1 : i32}> : () -> vector<i32>
// expected-error@-1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  return
}
// -----
func.func @f(%arg0: f4E2M1FN, %arg1: f4E2M1FN) {
  %r = "arith.addf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f4E2M1FN, f4E2M1FN) -> complex<f32>
// expected-error@-1 {{'arith.addf' op result #0 must be floating-point-like, but got 'complex<f32>'}}
  return
}
// -----
func.func @f(%arg0: vector<3xi32>) {
  %r = "arith.negf"(%arg0) <{fastmath = #arith.fastmath<none>}> : (vector<3xi32>) -> vector<3xi32>
// expected-error@-1 {{'arith.negf' op operand #0 must be floating-point-like, but got 'vector<3xi32>'}}
  return
}
// -----
func.func @f(%arg0: vector<3xi32>, %arg1: vector<3xi32>) {
  %r:2 = "arith.addui_extended"(%arg0, %arg1) : (vector<3xi32>, vector<3xi32>) -> (vector<3xi32>, vector<3xi32>)
// expected-error@-1 {{'arith.addui_extended' op result #1 must be bool-like, but got 'vector<3xi32>'}}
  return
}
// -----
func.func @f(%arg0: vector<[4]xi32>, %arg1: index) {
  %r = "arith.muli"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nuw>}> : (vector<[4]xi32>, index) -> index
// expected-error@-1 {{'arith.muli' op requires the same type for all operands and results}}
  return
}
// -----
func.func @f(%arg0: i64) {
  %r = "arith.sitofp"(%arg0) : (i64) -> tensor<4xi32>
// expected-error@-1 {{'arith.sitofp' op result #0 must be floating-point-like, but got 'tensor<4xi32>'}}
  return
}
// -----
func.func @f(%arg0: vector<4xi64>) {
  %r = "arith.index_castui"(%arg0) : (vector<4xi64>) -> vector<3xi32>
// expected-error@-1 {{'arith.index_castui' op requires the same shape for all operands and results}}
  return
}
// -----
func.func @f(%arg0: si32, %arg1: memref<*xi32>) {
  %r = "arith.addf"(%arg0, %arg1) : (si32, memref<*xi32>) -> memref<*xi32>
// expected-error@-1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'si32'}}
  return
}
// -----
func.func @f(%arg0: vector<4xf32>, %arg1: bf16) {
  %r = "arith.shrsi"(%arg0, %arg1) <{isExact}> : (vector<4xf32>, bf16) -> tuple<i32>
// expected-error@-1 {{'arith.shrsi' op operand #0 must be signless-integer-like, but got 'vector<4xf32>'}}
  return
}
// -----
func.func @f(%arg0: tensor<4xf32>) {
  %r = "arith.fptoui"(%arg0) : (tensor<4xf32>) -> si32
// expected-error@-1 {{'arith.fptoui' op result #0 must be signless-fixed-width-integer-like, but got 'si32'}}
  return
}
// -----
func.func @f(%arg0: bf16, %arg1: bf16) {
  %r = "arith.scaling_extf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
// expected-error@-1 {{'arith.scaling_extf' op operand types 'bf16', 'bf16' and result type 'bf16' are cast incompatible}}
  return
}
// -----
func.func @f(%arg0: i64, %arg1: i32) {
  %r = "arith.shrsi"(%arg0, %arg1) : (i64, i32) -> i64
// expected-error@-1 {{'arith.shrsi' op requires the same type for all operands and results}}
  return
}
// -----
func.func @f(%arg0: f64, %arg1: memref<4xindex>) {
  %r = "arith.cmpi"(%arg0, %arg1) <{predicate = 10 : i64}> : (f64, memref<4xindex>) -> f4E2M1FN
// expected-error@-1 {{invalid properties {predicate = 10 : i64} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 10 : i64}}
  return
}
// -----
func.func @f(%arg0: none) {
  %r = "arith.negf"(%arg0) <{fastmath = #arith.fastmath<none>}> : (none) -> f8E8M0FNU
// expected-error@-1 {{'arith.negf' op operand #0 must be floating-point-like, but got 'none'}}
  return
}
// -----
func.func @f(%arg0: memref<4xindex>, %arg1: tensor<4xi1>) {
  %r = "arith.maxsi"(%arg0, %arg1) : (memref<4xindex>, tensor<4xi1>) -> memref<4xindex>
// expected-error@-1 {{'arith.maxsi' op operand #0 must be signless-integer-like, but got 'memref<4xindex>'}}
  return
}
// -----
func.func @f(%arg0: tensor<?xi32>, %arg1: vector<4xi1>) {
  "arith.scaling_extf"(%arg0, %arg1) : (tensor<?xi32>, vector<4xi1>) -> ()
// expected-error@-1 {{'arith.scaling_extf' op requires one result}}
  return
}
// -----
func.func @f(%arg0: vector<4xf32>, %arg1: vector<4xf32>) {
  %r = "arith.shrsi"(%arg0, %arg1) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// expected-error@-1 {{'arith.shrsi' op operand #0 must be signless-integer-like, but got 'vector<4xf32>'}}
  return
}
// -----
func.func @f(%arg0: i64) {
  %r = "arith.truncf"(%arg0) : (i64) -> i64
// expected-error@-1 {{'arith.truncf' op operand #0 must be floating-point-like, but got 'i64'}}
  return
}
// -----
func.func @f(%arg0: si32, %arg1: si32) {
  %r = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (si32, si32) -> tensor<4xi32>
// expected-error@-1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'si32'}}
  return
}
// -----
func.func @f(%arg0: i64) {
  %r = "arith.truncf"(%arg0) <{roundingmode = 2 : i32}> : (i64) -> tuple<i32>
// expected-error@-1 {{'arith.truncf' op operand #0 must be floating-point-like, but got 'i64'}}
  return
}
// -----
func.func @f(%arg0: tensor<4xi1>, %arg1: vector<4xi32>, %arg2: i64) {
  "arith.select"(%arg0, %arg1, %arg2) : (tensor<4xi1>, vector<4xi32>, i64) -> ()
// expected-error@-1 {{'arith.select' op requires one result}}
  return
}
// -----
func.func @f(%arg0: memref<4xindex>, %arg1: memref<4xindex>) {
  %r = "arith.andi"(%arg0, %arg1) : (memref<4xindex>, memref<4xindex>) -> memref<4xindex>
// expected-error@-1 {{'arith.andi' op operand #0 must be signless-integer-like, but got 'memref<4xindex>'}}
  return
}
// -----
func.func @f(%arg0: index) {
  %r = "arith.negf"(%arg0) : (index) -> index
// expected-error@-1 {{'arith.negf' op operand #0 must be floating-point-like, but got 'index'}}
  return
}
// -----
func.func @f(%arg0: memref<4xi32>, %arg1: memref<4xi32>) {
  %r = "arith.addi"(%arg0, %arg1) : (memref<4xi32>, memref<4xi32>) -> tensor<4xi64>
// expected-error@-1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'memref<4xi32>'}}
  return
}
// -----
func.func @f(%arg0: tensor<4xf32>, %arg1: f32) {
  %r = "arith.cmpf"(%arg0, %arg1) <{predicate = 0 : i64}> : (tensor<4xf32>, f32) -> vector<4xi1>
// expected-error@-1 {{'arith.cmpf' op failed to verify that result type has i1 element type and same shape as operands}}
  return
}
// -----
func.func @f(%arg0: f8E8M0FNU) {
  %r = "arith.uitofp"(%arg0) : (f8E8M0FNU) -> f8E8M0FNU
// expected-error@-1 {{'arith.uitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'f8E8M0FNU'}}
  return
}
// -----
func.func @f(%arg0: vector<3xi32>) {
  %r = "arith.fptosi"(%arg0) : (vector<3xi32>) -> tensor<4xi1>
// expected-error@-1 {{'arith.fptosi' op operand #0 must be floating-point-like, but got 'vector<3xi32>'}}
  return
}
// -----
func.func @f(%arg0: vector<[4]xi1>, %arg1: index) {
  %r:2 = "arith.mulsi_extended"(%arg0, %arg1) : (vector<[4]xi1>, index) -> (index, index)
// expected-error@-1 {{'arith.mulsi_extended' op failed to verify that all of {lhs, rhs, low, high} have same type}}
  return
}
// -----
func.func @f(%arg0: complex<f32>, %arg1: complex<f32>) {
  %r = "arith.andi"(%arg0, %arg1) : (complex<f32>, complex<f32>) -> complex<f32>
// expected-error@-1 {{'arith.andi' op operand #0 must be signless-integer-like, but got 'complex<f32>'}}
  return
}
// -----
func.func @f(%arg0: f32, %arg1: f32) {
  "arith.remf"(%arg0, %arg1) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> ()
// expected-error@-1 {{'arith.remf' op requires one result}}
  return
}
// -----
func.func @f(%arg0: f32, %arg1: f32) {
  "arith.maximumf"(%arg0, %arg1) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> ()
// expected-error@-1 {{'arith.maximumf' op requires one result}}
  return
}
// -----
func.func @f(%arg0: memref<4xi64>) {
  %r = "arith.bitcast"(%arg0) : (memref<4xi64>) -> tensor<?xi32>
// expected-error@-1 {{'arith.bitcast' op failed to verify that input and output have the same tensor dimensions}}
  return
}
// -----
func.func @f(%arg0: none, %arg1: si32) {
  %r = "arith.scaling_truncf"(%arg0, %arg1) : (none, si32) -> index
// expected-error@-1 {{'arith.scaling_truncf' op operand #0 must be floating-point-like, but got 'none'}}
  return
}
// -----
func.func @f(%arg0: memref<4xi32>, %arg1: f8E8M0FNU) {
  %r = "arith.addf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (memref<4xi32>, f8E8M0FNU) -> vector<4xindex>
// expected-error@-1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'memref<4xi32>'}}
  return
}
// -----
func.func @f(%arg0: tensor<?xi32>) {
  %r = "arith.sitofp"(%arg0) : (tensor<?xi32>) -> vector<i1>
// expected-error@-1 {{'arith.sitofp' op result #0 must be floating-point-like, but got 'vector<i1>'}}
  return
}
// -----
func.func @f(%arg0: tensor<?xi1>, %arg1: f64) {
  %r = "arith.divui"(%arg0, %arg1) : (tensor<?xi1>, f64) -> f64
// expected-error@-1 {{'arith.divui' op operand #1 must be signless-integer-like, but got 'f64'}}
  return
}
// -----
func.func @f(%arg0: (i32) -> i32, %arg1: (i32) -> i32) {
  %r = "arith.maximumf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : ((i32) -> i32, (i32) -> i32) -> memref<4xi32>
// expected-error@-1 {{'arith.maximumf' op operand #0 must be floating-point-like, but got '(i32) -> i32'}}
  return
}
// -----
func.func @f(%arg0: (i32) -> i32, %arg1: (i32) -> i32) {
  %r = "arith.subi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nsw, nuw>}> : ((i32) -> i32, (i32) -> i32) -> ((i32) -> i32)
// expected-error@-1 {{'arith.subi' op operand #0 must be signless-integer-like, but got '(i32) -> i32'}}
  return
}
// -----
func.func @f(%arg0: vector<4xi64>, %arg1: tensor<4xf32>) {
  %r = "arith.maxsi"(%arg0, %arg1) : (vector<4xi64>, tensor<4xf32>) -> tensor<4xi64>
// expected-error@-1 {{'arith.maxsi' op operand #1 must be signless-integer-like, but got 'tensor<4xf32>'}}
  return
}
// -----
func.func @f(%arg0: f32, %arg1: f8E8M0FNU) {
  %r = "arith.andi"(%arg0, %arg1) : (f32, f8E8M0FNU) -> index
// expected-error@-1 {{'arith.andi' op operand #0 must be signless-integer-like, but got 'f32'}}
  return
}
// -----
func.func @f(%arg0: vector<i32>, %arg1: tensor<?xi1>) {
  "arith.subi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (vector<i32>, tensor<?xi1>) -> ()
// expected-error@-1 {{'arith.subi' op requires one result}}
  return
}
// -----
func.func @f(%arg0: vector<4xi32>, %arg1: vector<4xi32>) {
  %r:2 = "arith.mulsi_extended"(%arg0, %arg1) : (vector<4xi32>, vector<4xi32>) -> (tensor<4xi64>, index)
// expected-error@-1 {{'arith.mulsi_extended' op failed to verify that all of {lhs, rhs, low, high} have same type}}
  return
}
// -----
func.func @f(%arg0: memref<4xf32>, %arg1: index) {
  %r = "arith.cmpi"(%arg0, %arg1) <{predicate = 5 : i64}> : (memref<4xf32>, index) -> f8E8M0FNU
// expected-error@-1 {{'arith.cmpi' op operand #0 must be signless-integer-like, but got 'memref<4xf32>'}}
  return
}
// -----
func.func @f(%arg0: none, %arg1: f64) {
  %r = "arith.subi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (none, f64) -> vector<i1>
// expected-error@-1 {{'arith.subi' op operand #0 must be signless-integer-like, but got 'none'}}
  return
}
// -----
func.func @f() {
  %r = "arith.constant"() <{value = dense<1> : tensor<4xi32>}> : () -> tensor<4xi64>
// expected-error@-1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  return
}
// -----
func.func @f(%arg0: ui8) {
  %r = "arith.truncf"(%arg0) <{roundingmode = 2 : i32}> : (ui8) -> vector<[4]xi1>
// expected-error@-1 {{'arith.truncf' op operand #0 must be floating-point-like, but got 'ui8'}}
  return
}
// -----
func.func @f(%arg0: vector<4xf32>) {
  %r = "arith.index_cast"(%arg0) : (vector<4xf32>) -> complex<f32>
// expected-error@-1 {{'arith.index_cast' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'vector<4xf32>'}}
  return
}
// -----
func.func @f(%arg0: bf16, %arg1: bf16) {
  %r = "arith.andi"(%arg0, %arg1) : (bf16, bf16) -> bf16
// expected-error@-1 {{'arith.andi' op operand #0 must be signless-integer-like, but got 'bf16'}}
  return
}
// -----
func.func @f(%arg0: vector<i1>, %arg1: vector<i1>) {
  %r:2 = "arith.mulsi_extended"(%arg0, %arg1) : (vector<i1>, vector<i1>) -> (vector<i1>, vector<i1>)
  return
}
// -----
func.func @f(%arg0: tensor<4xi32>, %arg1: vector<3xi32>) {
  %r = "arith.maxsi"(%arg0, %arg1) : (tensor<4xi32>, vector<3xi32>) -> vector<3xi32>
// expected-error@-1 {{'arith.maxsi' op requires the same type for all operands and results}}
  return
}
// -----
func.func @f(%arg0: tuple<i32>, %arg1: tuple<i32>) {
  %r = "arith.remf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (tuple<i32>, tuple<i32>) -> tuple<i32>
// expected-error@-1 {{'arith.remf' op operand #0 must be floating-point-like, but got 'tuple<i32>'}}
  return
}
// -----
func.func @f(%arg0: vector<4xi32>) {
  %r = "arith.extui"(%arg0) : (vector<4xi32>) -> vector<4xi32>
// expected-error@-1 {{'arith.extui' op operand type 'vector<4xi32>' and result type 'vector<4xi32>' are cast incompatible}}
  return
}
// -----
func.func @f() {
  %r = "arith.constant"() <{value = dense<1.0> : tensor<4xf32>}> : () -> f16
// expected-error@-1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  return
}
// -----
func.func @f(%arg0: tensor<4xf32>, %arg1: (i32) -> i32) {
  %r:2 = "arith.addui_extended"(%arg0, %arg1) : (tensor<4xf32>, (i32) -> i32) -> (tensor<4xf32>, vector<3xi32>)
// expected-error@-1 {{'arith.addui_extended' op operand #0 must be signless-integer-like, but got 'tensor<4xf32>'}}
  return
}
// -----
func.func @f(%arg0: vector<i32>) {
  %r = "arith.extui"(%arg0) : (vector<i32>) -> vector<i32>
// expected-error@-1 {{'arith.extui' op operand type 'vector<i32>' and result type 'vector<i32>' are cast incompatible}}
  return
}
// -----
func.func @f(%arg0: vector<4xi32>) {
  %r = "arith.negf"(%arg0) : (vector<4xi32>) -> i1
// expected-error@-1 {{'arith.negf' op operand #0 must be floating-point-like, but got 'vector<4xi32>'}}
  return
}
// -----
func.func @f(%arg0: vector<4xi1>, %arg1: vector<4xi1>, %arg2: vector<4xi1>) {
  %r = "arith.select"(%arg0, %arg1, %arg2) : (vector<4xi1>, vector<4xi1>, vector<4xi1>) -> memref<4xi64>
// expected-error@-1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  return
}
// -----
func.func @f(%arg0: f32) {
  %r = "arith.fptosi"(%arg0) : (f32) -> f32
// expected-error@-1 {{'arith.fptosi' op result #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  return
}
// -----
func.func @f(%arg0: vector<3xi32>, %arg1: vector<3xi32>) {
  %r = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nsw>}> : (vector<3xi32>, vector<3xi32>) -> i8
// expected-error@-1 {{'arith.addi' op requires the same type for all operands and results}}
  return
}
// -----
func.func @f(%arg0: f4E2M1FN, %arg1: f4E2M1FN) {
  %r = "arith.remf"(%arg0, %arg1) <{fastmath = #arith.fastmath<fast>}> : (f4E2M1FN, f4E2M1FN) -> ((i32) -> i32)
// expected-error@-1 {{'arith.remf' op result #0 must be floating-point-like, but got '(i32) -> i32'}}
  return
}
// -----
func.func @f(%arg0: vector<4xi64>, %arg1: vector<4xi64>) {
  %r = "arith.cmpi"(%arg0, %arg1) <{predicate = 7 : i64}> : (vector<4xi64>, vector<4xi64>) -> vector<4xi64>
// expected-error@-1 {{'arith.cmpi' op result #0 must be bool-like, but got 'vector<4xi64>'}}
  return
}
// -----
func.func @f(%arg0: complex<f32>) {
  %r = "arith.fptoui"(%arg0) : (complex<f32>) -> vector<4xi64>
// expected-error@-1 {{'arith.fptoui' op operand #0 must be floating-point-like, but got 'complex<f32>'}}
  return
}
// -----
func.func @f(%arg0: tensor<4xindex>) {
  %r = "arith.extf"(%arg0) <{fastmath = #arith.fastmath<fast>}> : (tensor<4xindex>) -> vector<3xi32>
// expected-error@-1 {{'arith.extf' op operand #0 must be floating-point-like, but got 'tensor<4xindex>'}}
  return
}
// -----
func.func @f(%arg0: vector<4xi1>, %arg1: tensor<4xf32>) {
  %r = "arith.scaling_truncf"(%arg0, %arg1) <{roundingmode = 2 : i32}> : (vector<4xi1>, tensor<4xf32>) -> f64
// expected-error@-1 {{'arith.scaling_truncf' op operand #0 must be floating-point-like, but got 'vector<4xi1>'}}
  return
}
// -----
func.func @f(%arg0: i8, %arg1: vector<3xi32>, %arg2: vector<3xi32>) {
  %r = "arith.select"(%arg0, %arg1, %arg2) : (i8, vector<3xi32>, vector<3xi32>) -> vector<3xi32>
// expected-error@-1 {{'arith.select' op operand #0 must be bool-like, but got 'i8'}}
  return
}
// -----
func.func @f(%arg0: f32) {
  %r = "arith.bitcast"(%arg0) : (f32) -> f32
  return
}
// -----
func.func @f(%arg0: vector<4xi32>) {
  %r = "arith.uitofp"(%arg0) : (vector<4xi32>) -> vector<4xi32>
// expected-error@-1 {{'arith.uitofp' op result #0 must be floating-point-like, but got 'vector<4xi32>'}}
  return
}
// -----
func.func @f(%arg0: vector<4xi32>) {
  %r = "arith.negf"(%arg0) : (vector<4xi32>) -> vector<i1>
// expected-error@-1 {{'arith.negf' op operand #0 must be floating-point-like, but got 'vector<4xi32>'}}
  return
}
// -----
func.func @f(%arg0: tensor<4xi1>) {
  %r = "arith.uitofp"(%arg0) : (tensor<4xi1>) -> tensor<4xi1>
// expected-error@-1 {{'arith.uitofp' op result #0 must be floating-point-like, but got 'tensor<4xi1>'}}
  return
}
// -----
func.func @f() {
  %r = "arith.constant"() <{value = array<i32: 1>}> : () -> tensor<4xindex>
// expected-error@-1 {{invalid properties {value = array<i32: 1>} for op arith.constant: Invalid attribute `value` in property conversion: array<i32: 1>}}
  return
}
// -----
func.func @f(%arg0: si32) {
  %r = "arith.trunci"(%arg0) <{overflowFlags = #arith.overflow<nuw>}> : (si32) -> f64
// expected-error@-1 {{'arith.trunci' op operand #0 must be signless-fixed-width-integer-like, but got 'si32'}}
  return
}
// -----
func.func @f(%arg0: vector<4xindex>, %arg1: f64) {
  "arith.cmpi"(%arg0, %arg1) <{predicate = 4 : i64}> : (vector<4xindex>, f64) -> ()
// expected-error@-1 {{'arith.cmpi' op requires one result}}
  return
}
// -----
func.func @f(%arg0: i32, %arg1: memref<4xindex>) {
  %r = "arith.scaling_extf"(%arg0, %arg1) : (i32, memref<4xindex>) -> memref<4xindex>
// expected-error@-1 {{'arith.scaling_extf' op operand #0 must be floating-point-like, but got 'i32'}}
  return
}
// -----
func.func @f(%arg0: tensor<4xi32>) {
  %r = "arith.fptosi"(%arg0) : (tensor<4xi32>) -> tensor<4xi32>
// expected-error@-1 {{'arith.fptosi' op operand #0 must be floating-point-like, but got 'tensor<4xi32>'}}
  return
}
// -----
func.func @f() {
  %r = "arith.constant"() <{value = 1.0 : f32}> : () -> memref<*xi32>
// expected-error@-1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  return
}
// -----
func.func @f(%arg0: vector<[4]xi32>, %arg1: vector<[4]xi32>) {
  %r = "arith.maximumf"(%arg0, %arg1) : (vector<[4]xi32>, vector<[4]xi32>) -> vector<[4]xi32>
// expected-error@-1 {{'arith.maximumf' op operand #0 must be floating-point-like, but got 'vector<[4]xi32>'}}
  return
}
// -----
func.func @f(%arg0: vector<i32>, %arg1: vector<i1>) {
  %r = "arith.maximumf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (vector<i32>, vector<i1>) -> vector<i1>
// expected-error@-1 {{'arith.maximumf' op operand #0 must be floating-point-like, but got 'vector<i32>'}}
  return
}
// -----
func.func @f(%arg0: memref<4xf32>, %arg1: f32) {
  %r = "arith.maximumf"(%arg0, %arg1) <{fastmath = #arith.fastmath<fast>}> : (memref<4xf32>, f32) -> i32
// expected-error@-1 {{'arith.maximumf' op operand #0 must be floating-point-like, but got 'memref<4xf32>'}}
  return
}
// -----
func.func @f(%arg0: memref<4xi32>) {
  %r = "arith.trunci"(%arg0) : (memref<4xi32>) -> memref<4xi32>
// expected-error@-1 {{'arith.trunci' op operand #0 must be signless-fixed-width-integer-like, but got 'memref<4xi32>'}}
  return
}
// -----
func.func @f(%arg0: memref<4xi64>, %arg1: memref<4xi64>) {
  %r = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nsw>}> : (memref<4xi64>, memref<4xi64>) -> vector<3xi32>
// expected-error@-1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'memref<4xi64>'}}
  return
}
// -----
func.func @f(%arg0: si32, %arg1: si32) {
  %r = "arith.addf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (si32, si32) -> i64
// expected-error@-1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'si32'}}
  return
}
