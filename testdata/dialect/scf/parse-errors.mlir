// RUN: gomlir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// RUN: mlir-opt-upstream %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// Syntax errors in the custom forms of the scf ops.

func.func @f0(%a: index, %c: i1) {
// expected-error @below {{custom op 'scf.for' mismatch in number of loop-carried values and defined values}}
scf.for %i = %a to %a step %a iter_args(%x = %a) -> (index, index) {
}
return
}
// -----
func.func @f1(%a: index, %c: i1) {
// expected-error @below {{custom op 'scf.for' expected 'step'}}
scf.for %i = %a to %a {
}
return
}
// -----
func.func @f2(%a: index, %c: i1) {
// expected-error @below {{expected '='}}
scf.for %i %a to %a step %a {
}
return
}
// -----
func.func @f3(%a: index, %c: i1) {
// expected-error @below {{expected '='}}
scf.for %i = %a to %a step %a iter_args(%x %a) -> (index) {
}
return
}
// -----
func.func @f4(%a: index, %c: i1) {
// expected-error @below {{expected non-function type}}
scf.for %i = %a to %a step %a : {
}
return
}
// -----
func.func @f5(%a: index, %c: i1) {
// expected-error @below {{expected SSA operand}}
scf.for unsigned = %a to %a step %a {
}
return
}
// -----
func.func @f6(%a: index, %c: i1) {
// expected-error @below {{custom op 'scf.while' invalid kind of type specified: expected builtin.function, but found 'index'}}
scf.while (%x = %a) : index -> index {
  scf.condition(%c) %x : index
} do {
^bb0(%y: index):
  scf.yield %y : index
}
return
}
// -----
func.func @f7(%a: index, %c: i1) {
scf.while (%x = %a) : (index) -> index {
  scf.condition(%c) %x : index
// expected-error @below {{custom op 'scf.while' expected 'do'}}
} {
^bb0(%y: index):
  scf.yield %y : index
}
return
}
// -----
func.func @f8(%a: index, %c: i1) {
// expected-error @below {{expected ':'}}
scf.while (%x = %a) {
}
return
}
// -----
func.func @f9(%a: index, %c: i1) {
// expected-error @below {{'scf.if' op must have an else block if defining values}}
scf.if %c -> index {
  scf.yield %a : index
}
return
}
// -----
// expected-note @below {{prior use here}}
func.func @f10(%a: index, %c: i1) {
// expected-error @below {{use of value '%a' expects different type than prior uses: 'i1' vs 'index'}}
scf.if %a {
}
return
}
// -----
func.func @f11(%a: index, %c: i1) {
// expected-error @below {{expected non-function type}}
scf.execute_region -> {
}
return
}
// -----
func.func @f12(%a: index, %c: i1) {
// expected-error @below {{'scf.index_switch' op region #1 ('caseRegions') failed to verify constraint: region with 1 blocks}}
scf.index_switch %a case 1 {
}
default {
}
return
}
// -----
func.func @f13(%a: index, %c: i1) {
scf.index_switch %a
// expected-error @below {{custom op 'scf.index_switch' expected integer value}}
case x {
}
default {
}
return
}
// -----
func.func @f14(%a: index, %c: i1) {
scf.index_switch %a
case 1 {
  scf.yield
}
// expected-error @below {{custom op 'scf.index_switch' expected 'default'}}
return
}
// -----
func.func @f15(%a: index, %c: i1) {
// expected-error @below {{custom op 'scf.parallel' expected 'step'}}
scf.parallel (%i) = (%a) to (%a) {
}
return
}
// -----
func.func @f16(%a: index, %c: i1) {
// expected-error @below {{custom op 'scf.parallel' expected 1 operands}}
scf.parallel (%i) = (%a, %a) to (%a) step (%a) {
}
return
}
// -----
func.func @f17(%a: index, %c: i1) {
// expected-error @below {{custom op 'scf.parallel' number of operands and types do not match: got 1 operands and 0 types}}
scf.parallel (%i) = (%a) to (%a) step (%a) init (%a) {
}
return
}
// -----
func.func @f20(%a: index, %c: i1) {
// expected-error @below {{'scf.forall' op operand #1 must be variadic of ranked tensor of any type values, but got 'index'}}
scf.forall (%i) in (%a) shared_outs(%o = %a) -> (index) {
}
return
}
// -----
func.func @f21(%a: index, %c: i1) {
// expected-error @below {{expected ':'}}
scf.reduce(%a) {
}
return
}
// -----
func.func @f22(%a: index, %c: i1) {
// expected-error @below {{expected '('}}
scf.condition %c
return
}
// -----
func.func @f23(%a: index, %c: i1) {
// expected-error @below {{expected ':'}}
scf.yield %a
return
}
// -----
func.func @f24(%a: index, %c: i1) {
// expected-error @below {{expected '{' to begin a region}}
scf.forall.in_parallel
return
}
// -----
// The bounds and inits of scf.for are resolved after its region, as
// upstream's parser does: a misspelt `iter_args` is reported where the
// region should begin, not as a type mismatch of a bound (random invalid
// loop programs, seed 40069).
func.func @for_misspelt_iter_args(%a: i32, %f: f32, %n: index) {
// expected-error @below {{expected '{' to begin a region}}
%r:2 = scf.for %i = %a to %n step %n iterargs(%x = %f, %y = %n) -> (f32, index) : i32 {
}
return
}
// -----
func.func @for_value_defined_in_body(%n: index) {
// expected-error @below {{use of undeclared SSA value name}}
scf.for %i = %n to %m step %n {
  %m = arith.constant 1 : index
}
return
}
// -----
func.func @for_iter_args_without_paren(%a: index) {
// expected-error @below {{custom op 'scf.for' expected '('}}
%r = scf.for %i = %a to %a step %a iter_args%x = %a) -> (index) {
  scf.yield %x : index
}
return
}
