// RUN: gomlir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// RUN: mlir-opt-upstream %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

%i = "t.a"() : () -> f32
// expected-error @+1 {{'math.absi' op operand #0 must be signless-integer-like, but got 'f32'}}
%0 = "math.absi"(%i) : (f32) -> f32
// -----
%i = "t.a"() : () -> i32
// expected-error @+1 {{'math.absf' op operand #0 must be floating-point-like, but got 'i32'}}
%0 = "math.absf"(%i) : (i32) -> i32
// -----
%i = "t.a"() : () -> f32
// expected-error @+1 {{'math.isnan' op result #0 must be bool-like, but got 'f32'}}
%0 = "math.isnan"(%i) : (f32) -> f32
// -----
%i = "t.a"() : () -> f32
// expected-error @+1 {{'math.isnan' op failed to verify that result type has i1 element type and same shape as operands}}
%0 = "math.isnan"(%i) : (f32) -> vector<2xi1>
// -----
%i = "t.a"() : () -> f32
// expected-error @+1 {{'math.fpowi' op operand #1 must be signless-integer-like, but got 'f32'}}
%0 = "math.fpowi"(%i, %i) : (f32, f32) -> f32
// -----
%c = "t.a"() : () -> f32
// expected-error @+1 {{'math.ctlz' op operand #0 must be signless-integer-like, but got 'f32'}}
%0 = "math.ctlz"(%c) : (f32) -> f32
// -----
%c = "t.a"() : () -> vector<2xf32>
// expected-error @+1 {{'math.absf' op requires the same type for all operands and results}}
%1 = "math.absf"(%c) : (vector<2xf32>) -> vector<3xf32>
// -----
%c = "t.a"() : () -> vector<2xf32>
%i = "t.a"() : () -> vector<3xi32>
// expected-error @+1 {{'math.fpowi' op requires the same shape for all operands and results}}
%1 = "math.fpowi"(%c, %i) : (vector<2xf32>, vector<3xi32>) -> vector<2xf32>
// -----
%c = "t.a"() : () -> vector<2xf32>
%i = "t.a"() : () -> i32
// expected-error @+1 {{'math.fpowi' op requires the same shape for all operands and results}}
%1 = "math.fpowi"(%c, %i) : (vector<2xf32>, i32) -> vector<2xf32>
// -----
%c = "t.a"() : () -> vector<2xf32>
%i = "t.a"() : () -> vector<2xi32>
// expected-error @+1 {{'math.fpowi' op failed to verify that all of {lhs, result} have same type}}
%1 = "math.fpowi"(%c, %i) : (vector<2xf32>, vector<2xi32>) -> vector<2xf64>
// -----
%c = "t.a"() : () -> f32
// expected-error @+1 {{'math.powf' op requires the same type for all operands and results}}
%1 = "math.powf"(%c, %c) : (f32, f32) -> f64
// -----
%c = "t.a"() : () -> f32
// expected-error @+1 {{'math.sincos' op failed to verify that all of {operand, sin, cos} have same type}}
%1:2 = "math.sincos"(%c) : (f32) -> (f32, f64)
// -----
%c = "t.a"() : () -> f32
// expected-error @+1 {{'math.sincos' op expected 2 results}}
%1 = "math.sincos"(%c) : (f32) -> f32
// -----
%c = "t.a"() : () -> tensor<2xf32>
%1 = "math.isinf"(%c) : (tensor<2xf32>) -> tensor<2xi1>
// expected-error @+1 {{'math.isinf' op failed to verify that result type has i1 element type and same shape as operands}}
%2 = "math.isinf"(%c) : (tensor<2xf32>) -> tensor<*xi1>
// -----
%c = "t.a"() : () -> f32
// expected-error @+2 {{custom op 'math.absf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
// expected-error @+1 {{custom op 'math.absf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
%1 = math.absf %c fastmath<bogus> : f32
// -----
// expected-note @+1 {{prior use here}}
%c = "t.a"() : () -> f32
// expected-error @+1 {{use of value '%c' expects different type than prior uses: 'i32' vs 'f32'}}
%1 = math.absf %c : i32
// -----
%c = "t.a"() : () -> f32
// expected-error @+1 {{expected ','}}
%1 = math.clampf %c to [%c %c] : f32
// -----
// expected-note @+1 {{prior use here}}
%c = "t.a"() : () -> f32
// expected-error @+1 {{use of value '%c' expects different type than prior uses: 'f64' vs 'f32'}}
%1 = math.clampf %c to [%c, %c] : f64
// -----
%c = "t.a"() : () -> f32
// expected-error @+1 {{'math.absf' op requires a single operand}}
%1 = "math.absf"(%c, %c) : (f32, f32) -> f32
// -----
%c = "t.a"() : () -> f32
// expected-error @+1 {{'math.absf' op requires one result}}
"math.absf"(%c) : (f32) -> ()
// -----
%c = "t.a"() : () -> f32
// expected-error @+1 {{'math.fma' op expected 3 operands, but found 2}}
%1 = "math.fma"(%c, %c) : (f32, f32) -> f32
// -----
// expected-note @+1 {{prior use here}}
%c = "t.a"() : () -> i32
// expected-error @+1 {{use of value '%c' expects different type than prior uses: 'f32' vs 'i32'}}
%1 = math.ipowi %c, %c : f32
// -----
// expected-note @+1 {{prior use here}}
%c = "t.a"() : () -> vector<2xf32>
%1 = math.isnan %c : vector<2xf32>
// expected-error @+1 {{use of value '%c' expects different type than prior uses: 'f32' vs 'vector<2xf32>'}}
%2 = math.isnan %c : f32
// -----
%c = "t.a"() : () -> vector<2xf32>
// expected-error @+1 {{invalid properties {fastmath = 3 : i32} for op math.isnan: Invalid attribute `fastmath` in property conversion: 3 : i32}}
%1 = "math.isnan"(%c) <{fastmath = 3 : i32}>: (vector<2xf32>) -> vector<2xi1>
// -----
%c = "t.a"() : () -> vector<2xf32>
// expected-error @+1 {{'math.isnan' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
%1 = "math.isnan"(%c) {fastmath = 3 : i32}: (vector<2xf32>) -> vector<2xi1>
// -----
%c = "t.a"() : () -> f32
// expected-error @+1 {{operation defines 2 results but was provided 1 to bind}}
%1 = math.sincos %c : f32
