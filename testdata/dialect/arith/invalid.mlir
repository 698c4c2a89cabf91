// RUN: gomlir-opt %s -split-input-file -verify-diagnostics

// Verifier and parser diagnostics of the arith ops and attributes (messages
// and locations recorded from upstream mlir-opt 22).

func.func @f(%a: i32) {
  %0 = "arith.constant"() {value = array<i32: 1>} : () -> i32
// expected-error@-1 {{'arith.constant' op attribute 'value' failed to satisfy constraint: TypedAttr instance}}
  return
}
// -----
func.func @f() {
  %0 = "arith.constant"() {value = "x" : i32} : () -> i32
// expected-error@-1 {{'arith.constant' op value must be an integer, float, or elements attribute}}
  return
}
// -----
func.func @f() {
  %0 = "arith.constant"() {value = unit} : () -> i32
// expected-error@-1 {{'arith.constant' op attribute 'value' failed to satisfy constraint: TypedAttr instance}}
  return
}
// -----
func.func @f() {
  %0 = "arith.constant"() : () -> i32
// expected-error@-1 {{'arith.constant' op requires attribute 'value'}}
  return
}
// -----
func.func @f() {
  %0 = arith.constant dense<[1, 2]> : tensor<2xui8>
  return
}
// -----
func.func @f() {
  %0 = arith.constant sparse<[[0]], [1]> : vector<[2]xi32>
// expected-error@-1 {{'arith.constant' op intializing scalable vectors with elements attribute is not supported unless it's a vector splat}}
  return
}
// -----
func.func @f() {
  %0 = arith.constant dense<1> : vector<[2]xi32>
  return
}
// -----
func.func @f(%a: i32) {
  %0 = arith.addi %a, %a overflow<foo> : i32
// expected-error@-1 {{custom op 'arith.addi' expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw}}
// expected-error@-2 {{custom op 'arith.addi' failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`}}
  return
}
// -----
func.func @f(%a: i32) {
  %0 = arith.addi %a, %a overflow<> : i32
// expected-error@-1 {{custom op 'arith.addi' expected valid keyword or string}}
// expected-error@-2 {{custom op 'arith.addi' failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`}}
  return
}
// -----
func.func @f(%a: f32) {
  %0 = arith.addf %a, %a fastmath<nnan,bogus> : f32
// expected-error@-1 {{custom op 'arith.addf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
// expected-error@-2 {{custom op 'arith.addf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  return
}
// -----
func.func @f(%a: f32) {
  %0 = arith.addf %a, %a {fastmath = #arith.fastmath<foo>} : f32
// expected-error@-1 {{expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
// expected-error@-2 {{failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  return
}
// -----
func.func @f(%a: f32) {
  %0 = arith.addf %a, %a {fastmath = #arith.bogus<fast>} : f32
// expected-error@-1 {{unknown attribute `bogus` in dialect `arith`}}
  return
}
// -----
func.func @f(%a: f32) {
  %0 = arith.addf %a, %a {fastmath = #arith.overflow<nsw>} : f32
// expected-error@-1 {{custom op 'arith.addf' 'arith.addf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  return
}
// -----
func.func @f(%a: f32) {
  %0 = "arith.addf"(%a, %a) {fastmath = 1 : i32} : (f32, f32) -> f32
// expected-error@-1 {{'arith.addf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  return
}
// -----
func.func @f(%a: f32) {
  %0 = arith.truncf %a "upwards" : f32 to f16
// expected-error@-1 {{custom op 'arith.truncf' invalid roundingmode attribute specification: "upwards"}}
  return
}
// -----
func.func @f(%a: f32) {
  %0 = "arith.truncf"(%a) {roundingmode = 5 : i32} : (f32) -> f16
// expected-error@-1 {{'arith.truncf' op attribute 'roundingmode' failed to satisfy constraint: Floating point rounding mode}}
  return
}
// -----
func.func @f(%a: i32) {
  %0 = arith.cmpi "foo", %a, %a : i32
// expected-error@-1 {{custom op 'arith.cmpi' invalid predicate attribute specification: "foo"}}
  return
}
// -----
func.func @f(%a: i32) {
  %0 = arith.cmpi 3, %a, %a : i32
// expected-error@-1 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  return
}
// -----
func.func @f(%a: f32) {
  %0 = arith.cmpf eq, %a, %a : f32
// expected-error@-1 {{custom op 'arith.cmpf' expected string or keyword containing one of the following enum values for attribute 'predicate' [false, oeq, ogt, oge, olt, ole, one, ord, ueq, ugt, uge, ult, ule, une, uno, true]}}
  return
}
// -----
func.func @f(%a: f32) {
  %0 = "arith.cmpf"(%a, %a) {predicate = 3 : i32} : (f32, f32) -> i1
// expected-error@-1 {{'arith.cmpf' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}}
  return
}
// -----
func.func @f(%a: i32) {
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
// expected-error@-1 {{'arith.addi' op requires the same type for all operands and results}}
  return
}
// -----
func.func @f(%a: i32, %b: i64) {
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
// expected-error@-1 {{'arith.addi' op requires the same type for all operands and results}}
  return
}
// -----
func.func @f(%a: tensor<4xi32>, %b: tensor<?xi32>) {
  %0 = "arith.addi"(%a, %b) : (tensor<4xi32>, tensor<?xi32>) -> tensor<4xi32>
  return
}
// -----
func.func @f(%a: i32) {
  %0 = "arith.addi"(%a) : (i32) -> i32
// expected-error@-1 {{'arith.addi' op expected 2 operands, but found 1}}
  return
}
// -----
func.func @f(%a: i32) {
  %0:2 = "arith.addi"(%a, %a) : (i32, i32) -> (i32, i32)
// expected-error@-1 {{'arith.addi' op requires one result}}
  return
}
// -----
func.func @f(%a: vector<4xi32>) {
  %0:2 = "arith.mulsi_extended"(%a, %a) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, i32)
// expected-error@-1 {{'arith.mulsi_extended' op failed to verify that all of {lhs, rhs, low, high} have same type}}
  return
}
// -----
func.func @f(%a: i32) {
// expected-note@-1 {{prior use here}}
  %0:2 = arith.mului_extended %a, %a : i64
// expected-error@-1 {{use of value '%a' expects different type than prior uses: 'i64' vs 'i32'}}
  return
}
// -----
func.func @f(%a: i32) {
  %0 = arith.extui %a : i32 to i32
// expected-error@-1 {{'arith.extui' op operand type 'i32' and result type 'i32' are cast incompatible}}
  return
}
// -----
func.func @f(%a: i32) {
  %0 = "arith.extui"(%a) : (i32) -> i16
// expected-error@-1 {{'arith.extui' op operand type 'i32' and result type 'i16' are cast incompatible}}
  return
}
// -----
func.func @f(%a: vector<2xi32>) {
  %0 = arith.extsi %a : vector<2xi32> to tensor<2xi64>
// expected-error@-1 {{'arith.extsi' op failed to verify that input and output have the same tensor dimensions}}
  return
}
// -----
func.func @f(%a: memref<4xi32>) {
  %0 = arith.index_cast %a : memref<4xi32> to memref<4xindex>
  return
}
// -----
func.func @f(%a: memref<4xi32>) {
  %0 = arith.index_cast %a : memref<4xi32> to memref<4xi64>
// expected-error@-1 {{'arith.index_cast' op operand type 'memref<4xi32>' and result type 'memref<4xi64>' are cast incompatible}}
  return
}
// -----
func.func @f(%a: memref<4xi32>) {
  %0 = arith.bitcast %a : memref<4xi32> to memref<4xf32>
  return
}
// -----
func.func @f(%a: memref<4xi32>) {
  %0 = arith.index_cast %a : memref<4xi32> to vector<4xindex>
// expected-error@-1 {{'arith.index_cast' op if a result is non-scalar, then at least one operand must be non-scalar}}
  return
}
// -----
func.func @f(%a: i32) {
  %0 = arith.sitofp %a : i32 to f64
  %1 = arith.fptosi %0 : f64 to i1
  %2 = arith.uitofp %a : i32 to f16
  %3 = arith.bitcast %a : i32 to f32
  %4 = arith.bitcast %3 : f32 to i32
  return
}
// -----
func.func @f(%a: f4E2M1FN, %s: f8E8M0FNU) {
  %0 = arith.scaling_extf %a, %s : f4E2M1FN, f8E8M0FNU to f4E2M1FN
// expected-error@-1 {{'arith.scaling_extf' op operand types 'f4E2M1FN', 'f8E8M0FNU' and result type 'f4E2M1FN' are cast incompatible}}
  return
}
// -----
func.func @f(%a: vector<4xf4E2M1FN>, %s: vector<2xf8E8M0FNU>) {
  %0 = arith.scaling_extf %a, %s : vector<4xf4E2M1FN>, vector<2xf8E8M0FNU> to vector<4xf32>
// expected-error@-1 {{'arith.scaling_extf' op all non-scalar operands/results must have the same shape and base type}}
  return
}
// -----
func.func @f(%a: f32, %s: f8E8M0FNU) {
  %0 = arith.scaling_truncf %a, %s : f32, f8E8M0FNU to f64
// expected-error@-1 {{'arith.scaling_truncf' op operand types 'f32', 'f8E8M0FNU' and result type 'f64' are cast incompatible}}
  return
}
// -----
func.func @f(%c: i32, %a: i32) {
  %0 = "arith.select"(%c, %a, %a) : (i32, i32, i32) -> i32
// expected-error@-1 {{'arith.select' op operand #0 must be bool-like, but got 'i32'}}
  return
}
// -----
func.func @f(%c: vector<4xi1>, %a: vector<4xi32>, %b: vector<4xi64>) {
  %0 = "arith.select"(%c, %a, %b) : (vector<4xi1>, vector<4xi32>, vector<4xi64>) -> vector<4xi32>
// expected-error@-1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  return
}
// -----
func.func @f(%c: vector<3xi1>, %a: vector<4xi32>) {
  %0 = "arith.select"(%c, %a, %a) : (vector<3xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// expected-error@-1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  return
}
// -----
func.func @f(%c: tensor<4xi1>, %a: tensor<?xi32>) {
  %0 = "arith.select"(%c, %a, %a) : (tensor<4xi1>, tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
// expected-error@-1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  return
}
// -----
func.func @f(%c: i1, %a: i32) {
  %0 = arith.select %c, %a : i32
// expected-error@-1 {{custom op 'arith.select' expected 3 operands}}
  return
}
// -----
func.func @f(%a: i32) {
  %0 = "arith.cmpi"(%a, %a) {predicate = 0 : i64} : (i32, i32) -> vector<2xi1>
// expected-error@-1 {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
  return
}
// -----
func.func @f(%a: i32) {
  %0 = arith.addi %a, %a {overflowFlags = #arith.overflow<nsw>} overflow<nuw> : i32
// expected-error@-1 {{expected ':'}}
  return
}
// -----
func.func @f(%a: f32) {
  %0 = arith.negf %a fastmath<none> {fastmath = #arith.fastmath<fast>} : f32
  return
}
// -----
func.func @f(%a: i32) {
  %0 = arith.divui %a, %a exact {isExact = 1 : i32} : i32
// expected-error@-1 {{custom op 'arith.divui' 'arith.divui' op attribute 'isExact' failed to satisfy constraint: unit attribute}}
  return
}
// -----
func.func @f(%a: i32) {
  %0 = "arith.cmpi"(%a, %a) <{predicate = 42 : i64}> : (i32, i32) -> i1
// expected-error@-1 {{invalid properties {predicate = 42 : i64} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 42 : i64}}
  return
}
// -----
func.func @f(%a: f32) {
  %0 = "arith.truncf"(%a) <{roundingmode = 1 : i64}> : (f32) -> f16
// expected-error@-1 {{invalid properties {roundingmode = 1 : i64} for op arith.truncf: Invalid attribute `roundingmode` in property conversion: 1 : i64}}
  return
}
// -----
func.func @f(%a: f32) {
  %0 = "arith.negf"(%a) <{fastmath = #arith.overflow<nuw>}> : (f32) -> f32
// expected-error@-1 {{invalid properties {fastmath = #arith.overflow<nuw>} for op arith.negf: Invalid attribute `fastmath` in property conversion: #arith.overflow<nuw>}}
  return
}
// -----
func.func @f() {
  %0 = "arith.constant"() <{value = array<i32: 1>}> : () -> i32
// expected-error@-1 {{invalid properties {value = array<i32: 1>} for op arith.constant: Invalid attribute `value` in property conversion: array<i32: 1>}}
  return
}
// -----
func.func @f(%a: i32) {
  %0 = "arith.addi"(%a, %a) <{overflowFlags = unit}> : (i32, i32) -> i32
// expected-error@-1 {{invalid properties {overflowFlags} for op arith.addi: Invalid attribute `overflowFlags` in property conversion: unit}}
  return
}
// -----
func.func @f(%a: i32) {
  %0 = "arith.divsi"(%a, %a) <{isExact = 1 : i32}> : (i32, i32) -> i32
// expected-error@-1 {{invalid properties {isExact = 1 : i32} for op arith.divsi: Invalid attribute `isExact` in property conversion: 1 : i32}}
  return
}
// -----
func.func @f() {
  %0 = arith.constant "str" : i64
// expected-error@-1 {{'arith.constant' op value must be an integer, float, or elements attribute}}
  return
}
// -----
func.func @f(%c: i1, %a: i32) {
  %0 = arith.select (%c), %a, %a : i32
// expected-error@-1 {{unexpected delimiter}}
  return
}
// -----
func.func @f(%c: i1, %a: i32) {
  %0 = arith.select exact %c, %a, %a : i32
// expected-error@-1 {{expected operand}}
  return
}
// -----
func.func @f(%a: i32) {
  %0 = arith.addi %a, %a {overflowFlags = #arith.overflow<nsw, nuw>} overflow<nsw> : i32
// expected-error@-1 {{expected ':'}}
  %1 = arith.cmpi eq, %a, %a {predicate = 42} : i32
  return
}
