// RUN: gomlir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: gomlir-opt --allow-unregistered-dialect %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: gomlir-opt --allow-unregistered-dialect %s | gomlir-opt --allow-unregistered-dialect | FileCheck %s
// RUN: gomlir-opt --allow-unregistered-dialect %s --mlir-print-op-generic | gomlir-opt --allow-unregistered-dialect | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func private @decl(i32, f32) -> i64
// CHECK-NEXT:   func.func private @decl_attrs(i32 {test.a = 1 : i32}, f32) -> (i64 {test.r})
// CHECK-NEXT:   func.func nested @nested_vis() -> ((i32) -> i32)
// CHECK-NEXT:   func.func public @public_vis(%arg0: i32) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @no_results()
// CHECK-NEXT:   func.func private @fn_result() -> ((i32) -> ())
// CHECK-NEXT:   func.func private @two_results() -> (i32, f32)
// CHECK-NEXT:   func.func @named_args(%arg0: i32 {test.arg}, %arg1: f32) -> (i32 {test.res = "x"}, f32) attributes {no_inline, test.fn = 2 : i64, zeta} {
// CHECK-NEXT:     return %arg0, %arg1 : i32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @calls(%arg0: i32, %arg1: f32) -> i64 {
// CHECK-NEXT:     %0 = call @decl(%arg0, %arg1) : (i32, f32) -> i64
// CHECK-NEXT:     %1 = call @decl(%arg0, %arg1) {no_inline} : (i32, f32) -> i64
// CHECK-NEXT:     %2 = call @decl(%arg0, %arg1) {arg_attrs = [{test.a}, {}], res_attrs = [{}], test.d} : (i32, f32) -> i64
// CHECK-NEXT:     call @no_results() : () -> ()
// CHECK-NEXT:     %3:2 = call @two_results() : () -> (i32, f32)
// CHECK-NEXT:     %f = constant @decl : (i32, f32) -> i64
// CHECK-NEXT:     %f_0 = constant {test.c} @decl : (i32, f32) -> i64
// CHECK-NEXT:     %4 = call_indirect %f(%arg0, %arg1) : (i32, f32) -> i64
// CHECK-NEXT:     %5 = call_indirect %f_0(%3#0, %3#1) {test.e} : (i32, f32) -> i64
// CHECK-NEXT:     %f_1 = constant @no_results : () -> ()
// CHECK-NEXT:     call_indirect %f_1() : () -> ()
// CHECK-NEXT:     return %4 : i64
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @blocks(%arg0: i1) -> i32 {
// CHECK-NEXT:     %0 = "test.op"() : () -> i32
// CHECK-NEXT:     "test.br"(%0)[^bb1] : (i32) -> ()
// CHECK-NEXT:   ^bb1(%1: i32):  // pred: ^bb0
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @empty_return() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   module @inner {
// CHECK-NEXT:     func.func private @nested_decl()
// CHECK-NEXT:     func.func @user() {
// CHECK-NEXT:       call @nested_decl() : () -> ()
// CHECK-NEXT:       return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (i32, f32) -> i64, sym_name = "decl", sym_visibility = "private"}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{arg_attrs = [{test.a = 1 : i32}, {}], function_type = (i32, f32) -> i64, res_attrs = [{test.r}], sym_name = "decl_attrs", sym_visibility = "private"}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = () -> ((i32) -> i32), sym_name = "nested_vis", sym_visibility = "nested"}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (i32) -> i32, sym_name = "public_vis", sym_visibility = "public"}> ({
// GENERIC-NEXT:   ^bb0(%arg5: i32):
// GENERIC-NEXT:     "func.return"(%arg5) : (i32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (), sym_name = "no_results", sym_visibility = "private"}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = () -> ((i32) -> ()), sym_name = "fn_result", sym_visibility = "private"}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (i32, f32), sym_name = "two_results", sym_visibility = "private"}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{arg_attrs = [{test.arg}, {}], function_type = (i32, f32) -> (i32, f32), no_inline, res_attrs = [{test.res = "x"}, {}], sym_name = "named_args"}> ({
// GENERIC-NEXT:   ^bb0(%arg3: i32, %arg4: f32):
// GENERIC-NEXT:     "func.return"(%arg3, %arg4) : (i32, f32) -> ()
// GENERIC-NEXT:   }) {test.fn = 2 : i64, zeta} : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (i32, f32) -> i64, sym_name = "calls"}> ({
// GENERIC-NEXT:   ^bb0(%arg1: i32, %arg2: f32):
// GENERIC-NEXT:     %2 = "func.call"(%arg1, %arg2) <{callee = @decl}> : (i32, f32) -> i64
// GENERIC-NEXT:     %3 = "func.call"(%arg1, %arg2) <{callee = @decl, no_inline}> : (i32, f32) -> i64
// GENERIC-NEXT:     %4 = "func.call"(%arg1, %arg2) <{arg_attrs = [{test.a}, {}], callee = @decl, res_attrs = [{}]}> {test.d} : (i32, f32) -> i64
// GENERIC-NEXT:     "func.call"() <{callee = @no_results}> : () -> ()
// GENERIC-NEXT:     %5:2 = "func.call"() <{callee = @two_results}> : () -> (i32, f32)
// GENERIC-NEXT:     %6 = "func.constant"() <{value = @decl}> : () -> ((i32, f32) -> i64)
// GENERIC-NEXT:     %7 = "func.constant"() <{value = @decl}> {test.c} : () -> ((i32, f32) -> i64)
// GENERIC-NEXT:     %8 = "func.call_indirect"(%6, %arg1, %arg2) : ((i32, f32) -> i64, i32, f32) -> i64
// GENERIC-NEXT:     %9 = "func.call_indirect"(%7, %5#0, %5#1) {test.e} : ((i32, f32) -> i64, i32, f32) -> i64
// GENERIC-NEXT:     %10 = "func.constant"() <{value = @no_results}> : () -> (() -> ())
// GENERIC-NEXT:     "func.call_indirect"(%10) : (() -> ()) -> ()
// GENERIC-NEXT:     "func.return"(%8) : (i64) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (i1) -> i32, sym_name = "blocks"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: i1):
// GENERIC-NEXT:     %0 = "test.op"() : () -> i32
// GENERIC-NEXT:     "test.br"(%0)[^bb1] : (i32) -> ()
// GENERIC-NEXT:   ^bb1(%1: i32):  // pred: ^bb0
// GENERIC-NEXT:     "func.return"(%1) : (i32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (), sym_name = "empty_return"}> ({
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "builtin.module"() <{sym_name = "inner"}> ({
// GENERIC-NEXT:     "func.func"() <{function_type = () -> (), sym_name = "nested_decl", sym_visibility = "private"}> ({
// GENERIC-NEXT:     }) : () -> ()
// GENERIC-NEXT:     "func.func"() <{function_type = () -> (), sym_name = "user"}> ({
// GENERIC-NEXT:       "func.call"() <{callee = @nested_decl}> : () -> ()
// GENERIC-NEXT:       "func.return"() : () -> ()
// GENERIC-NEXT:     }) : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

// func dialect: every op in its custom form; output must match upstream
// byte for byte.

func.func private @decl(i32, f32) -> i64
func.func private @decl_attrs(i32 {test.a = 1 : i32}, f32) -> (i64 {test.r})
func.func nested @nested_vis() -> ((i32) -> i32)
func.func public @public_vis(%arg: i32) -> i32 {
  return %arg : i32
}
func.func private @no_results()
func.func private @fn_result() -> ((i32) -> ())
func.func private @two_results() -> (i32, f32)

func.func @named_args(%a: i32 {test.arg}, %b: f32) -> (i32 {test.res = "x"}, f32) attributes {no_inline, test.fn = 2 : i64, zeta} {
  return %a, %b : i32, f32
}

func.func @calls(%x: i32, %y: f32) -> i64 {
  %0 = func.call @decl(%x, %y) : (i32, f32) -> i64
  %1 = call @decl(%x, %y) {no_inline} : (i32, f32) -> i64
  %2 = call @decl(%x, %y) {arg_attrs = [{test.a}, {}], res_attrs = [{}], test.d} : (i32, f32) -> i64
  func.call @no_results() : () -> ()
  %3:2 = call @two_results() : () -> (i32, f32)
  %f = func.constant @decl : (i32, f32) -> i64
  %g = constant {test.c} @decl : (i32, f32) -> i64
  %4 = func.call_indirect %f(%x, %y) : (i32, f32) -> i64
  %5 = call_indirect %g(%3#0, %3#1) {test.e} : (i32, f32) -> i64
  %h = constant @no_results : () -> ()
  call_indirect %h() : () -> ()
  return %4 : i64
}

func.func @blocks(%c: i1) -> i32 {
  %0 = "test.op"() : () -> i32
  "test.br"(%0)[^bb1] : (i32) -> ()
^bb1(%a: i32):
  func.return %a : i32
}

func.func @empty_return() {
  return
}

module @inner {
  func.func private @nested_decl()
  func.func @user() {
    call @nested_decl() : () -> ()
    return
  }
}
