// The test dialect's bit enum attribute, in its own syntax and in an op
// format, printed as upstream prints it.
// RUN: gomlir-opt %s -allow-unregistered-dialect > %t.g
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -allow-unregistered-dialect -mlir-print-op-generic > %t.g
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -mlir-print-op-generic > %t.u
// RUN: diff %t.g %t.u
// RUN: FileCheck %s < %t.g
// CHECK: <{value = #test.bit_enum<read, write>}>
// CHECK: <{tag = 1 : i32, value = #test.bit_enum<read, execute>}>
"test.op_with_bit_enum"() {value = #test.bit_enum<read, write>} : () -> ()
test.op_with_bit_enum <read,execute>
test.op_with_bit_enum <read, write, execute>
test.op_with_bit_enum <execute, read> tag 1 : i32
"test.op_with_bit_enum"() {value = #test.bit_enum<write>, tag = 3} : () -> ()
"t.x"() {value = #test.bit_enum<execute,write>} : () -> ()
