// RUN: gomlir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: gomlir-opt --allow-unregistered-dialect %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: gomlir-opt --allow-unregistered-dialect %s | gomlir-opt --allow-unregistered-dialect | FileCheck %s
// RUN: gomlir-opt --allow-unregistered-dialect %s --mlir-print-op-generic | gomlir-opt --allow-unregistered-dialect | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @binary(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:     %0 = index.add %arg0, %arg1
// CHECK-NEXT:     %1 = index.sub %0, %arg1
// CHECK-NEXT:     %2 = index.mul %1, %arg1
// CHECK-NEXT:     %3 = index.divs %2, %arg1
// CHECK-NEXT:     %4 = index.divu %3, %arg1
// CHECK-NEXT:     %5 = index.ceildivs %4, %arg1
// CHECK-NEXT:     %6 = index.ceildivu %5, %arg1
// CHECK-NEXT:     %7 = index.floordivs %6, %arg1
// CHECK-NEXT:     %8 = index.rems %7, %arg1
// CHECK-NEXT:     %9 = index.remu %8, %arg1
// CHECK-NEXT:     %10 = index.maxs %9, %arg1
// CHECK-NEXT:     %11 = index.maxu %10, %arg1
// CHECK-NEXT:     %12 = index.mins %11, %arg1
// CHECK-NEXT:     %13 = index.minu %12, %arg1
// CHECK-NEXT:     %14 = index.shl %13, %arg1
// CHECK-NEXT:     %15 = index.shrs %14, %arg1
// CHECK-NEXT:     %16 = index.shru %15, %arg1
// CHECK-NEXT:     %17 = index.and %16, %arg1
// CHECK-NEXT:     %18 = index.or %17, %arg1
// CHECK-NEXT:     %19 = index.xor %18, %arg1 {test.attr}
// CHECK-NEXT:     return %19 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cmp(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %0 = index.cmp eq(%arg0, %arg1)
// CHECK-NEXT:     %1 = index.cmp ne(%arg0, %arg1)
// CHECK-NEXT:     %2 = index.cmp slt(%arg0, %arg1)
// CHECK-NEXT:     %3 = index.cmp sle(%arg0, %arg1)
// CHECK-NEXT:     %4 = index.cmp sgt(%arg0, %arg1)
// CHECK-NEXT:     %5 = index.cmp sge(%arg0, %arg1)
// CHECK-NEXT:     %6 = index.cmp ult(%arg0, %arg1)
// CHECK-NEXT:     %7 = index.cmp ule(%arg0, %arg1)
// CHECK-NEXT:     %8 = index.cmp ugt(%arg0, %arg1)
// CHECK-NEXT:     %9 = index.cmp uge(%arg0, %arg1) {test.attr}
// CHECK-NEXT:     %10 = index.cmp ne(%arg0, %arg1)
// CHECK-NEXT:     %11 = index.cmp sle(%arg0, %arg1)
// CHECK-NEXT:     "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @casts(%arg0: index, %arg1: i32, %arg2: i64, %arg3: i1) {
// CHECK-NEXT:     %0 = index.casts %arg0 : index to i32
// CHECK-NEXT:     %1 = index.casts %arg1 : i32 to index
// CHECK-NEXT:     %2 = index.castu %arg0 : index to i64
// CHECK-NEXT:     %3 = index.castu %arg2 : i64 to index
// CHECK-NEXT:     %4 = index.casts %arg3 {test.attr} : i1 to index
// CHECK-NEXT:     "test.use"(%0, %1, %2, %3, %4) : (i32, index, i64, index, index) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @constants() {
// CHECK-NEXT:     %idx0 = index.constant 0
// CHECK-NEXT:     %idx-1 = index.constant -1
// CHECK-NEXT:     %idx42 = index.constant 42
// CHECK-NEXT:     %idx9223372036854775807 = index.constant 9223372036854775807
// CHECK-NEXT:     %idx-9223372036854775808 = index.constant -9223372036854775808
// CHECK-NEXT:     %idx42_0 = index.constant {test.attr} 42
// CHECK-NEXT:     %true = index.bool.constant true
// CHECK-NEXT:     %false = index.bool.constant false
// CHECK-NEXT:     %true_1 = index.bool.constant true
// CHECK-NEXT:     %0 = index.sizeof
// CHECK-NEXT:     %1 = index.sizeof {test.attr}
// CHECK-NEXT:     "test.use"(%idx0, %idx-1, %idx42, %idx9223372036854775807, %idx-9223372036854775808, %idx42_0, %true, %false, %true_1, %0, %1) : (index, index, index, index, index, index, i1, i1, i1, index, index) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   "test.attrs"() {other = #index<cmp_predicate eq>, pred = #index<cmp_predicate ult>} : () -> ()
// CHECK-NEXT: }
// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (index, index) -> index, sym_name = "binary"}> ({
// GENERIC-NEXT:   ^bb0(%arg6: index, %arg7: index):
// GENERIC-NEXT:     %28 = "index.add"(%arg6, %arg7) : (index, index) -> index
// GENERIC-NEXT:     %29 = "index.sub"(%28, %arg7) : (index, index) -> index
// GENERIC-NEXT:     %30 = "index.mul"(%29, %arg7) : (index, index) -> index
// GENERIC-NEXT:     %31 = "index.divs"(%30, %arg7) : (index, index) -> index
// GENERIC-NEXT:     %32 = "index.divu"(%31, %arg7) : (index, index) -> index
// GENERIC-NEXT:     %33 = "index.ceildivs"(%32, %arg7) : (index, index) -> index
// GENERIC-NEXT:     %34 = "index.ceildivu"(%33, %arg7) : (index, index) -> index
// GENERIC-NEXT:     %35 = "index.floordivs"(%34, %arg7) : (index, index) -> index
// GENERIC-NEXT:     %36 = "index.rems"(%35, %arg7) : (index, index) -> index
// GENERIC-NEXT:     %37 = "index.remu"(%36, %arg7) : (index, index) -> index
// GENERIC-NEXT:     %38 = "index.maxs"(%37, %arg7) : (index, index) -> index
// GENERIC-NEXT:     %39 = "index.maxu"(%38, %arg7) : (index, index) -> index
// GENERIC-NEXT:     %40 = "index.mins"(%39, %arg7) : (index, index) -> index
// GENERIC-NEXT:     %41 = "index.minu"(%40, %arg7) : (index, index) -> index
// GENERIC-NEXT:     %42 = "index.shl"(%41, %arg7) : (index, index) -> index
// GENERIC-NEXT:     %43 = "index.shrs"(%42, %arg7) : (index, index) -> index
// GENERIC-NEXT:     %44 = "index.shru"(%43, %arg7) : (index, index) -> index
// GENERIC-NEXT:     %45 = "index.and"(%44, %arg7) : (index, index) -> index
// GENERIC-NEXT:     %46 = "index.or"(%45, %arg7) : (index, index) -> index
// GENERIC-NEXT:     %47 = "index.xor"(%46, %arg7) {test.attr} : (index, index) -> index
// GENERIC-NEXT:     "func.return"(%47) : (index) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (index, index) -> (), sym_name = "cmp"}> ({
// GENERIC-NEXT:   ^bb0(%arg4: index, %arg5: index):
// GENERIC-NEXT:     %16 = "index.cmp"(%arg4, %arg5) <{pred = #index<cmp_predicate eq>}> : (index, index) -> i1
// GENERIC-NEXT:     %17 = "index.cmp"(%arg4, %arg5) <{pred = #index<cmp_predicate ne>}> : (index, index) -> i1
// GENERIC-NEXT:     %18 = "index.cmp"(%arg4, %arg5) <{pred = #index<cmp_predicate slt>}> : (index, index) -> i1
// GENERIC-NEXT:     %19 = "index.cmp"(%arg4, %arg5) <{pred = #index<cmp_predicate sle>}> : (index, index) -> i1
// GENERIC-NEXT:     %20 = "index.cmp"(%arg4, %arg5) <{pred = #index<cmp_predicate sgt>}> : (index, index) -> i1
// GENERIC-NEXT:     %21 = "index.cmp"(%arg4, %arg5) <{pred = #index<cmp_predicate sge>}> : (index, index) -> i1
// GENERIC-NEXT:     %22 = "index.cmp"(%arg4, %arg5) <{pred = #index<cmp_predicate ult>}> : (index, index) -> i1
// GENERIC-NEXT:     %23 = "index.cmp"(%arg4, %arg5) <{pred = #index<cmp_predicate ule>}> : (index, index) -> i1
// GENERIC-NEXT:     %24 = "index.cmp"(%arg4, %arg5) <{pred = #index<cmp_predicate ugt>}> : (index, index) -> i1
// GENERIC-NEXT:     %25 = "index.cmp"(%arg4, %arg5) <{pred = #index<cmp_predicate uge>}> {test.attr} : (index, index) -> i1
// GENERIC-NEXT:     %26 = "index.cmp"(%arg4, %arg5) <{pred = #index<cmp_predicate ne>}> : (index, index) -> i1
// GENERIC-NEXT:     %27 = "index.cmp"(%arg4, %arg5) <{pred = #index<cmp_predicate sle>}> : (index, index) -> i1
// GENERIC-NEXT:     "test.use"(%16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (index, i32, i64, i1) -> (), sym_name = "casts"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: index, %arg1: i32, %arg2: i64, %arg3: i1):
// GENERIC-NEXT:     %11 = "index.casts"(%arg0) : (index) -> i32
// GENERIC-NEXT:     %12 = "index.casts"(%arg1) : (i32) -> index
// GENERIC-NEXT:     %13 = "index.castu"(%arg0) : (index) -> i64
// GENERIC-NEXT:     %14 = "index.castu"(%arg2) : (i64) -> index
// GENERIC-NEXT:     %15 = "index.casts"(%arg3) {test.attr} : (i1) -> index
// GENERIC-NEXT:     "test.use"(%11, %12, %13, %14, %15) : (i32, index, i64, index, index) -> ()
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (), sym_name = "constants"}> ({
// GENERIC-NEXT:     %0 = "index.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT:     %1 = "index.constant"() <{value = -1 : index}> : () -> index
// GENERIC-NEXT:     %2 = "index.constant"() <{value = 42 : index}> : () -> index
// GENERIC-NEXT:     %3 = "index.constant"() <{value = 9223372036854775807 : index}> : () -> index
// GENERIC-NEXT:     %4 = "index.constant"() <{value = -9223372036854775808 : index}> : () -> index
// GENERIC-NEXT:     %5 = "index.constant"() <{value = 42 : index}> {test.attr} : () -> index
// GENERIC-NEXT:     %6 = "index.bool.constant"() <{value = true}> : () -> i1
// GENERIC-NEXT:     %7 = "index.bool.constant"() <{value = false}> : () -> i1
// GENERIC-NEXT:     %8 = "index.bool.constant"() <{value = true}> : () -> i1
// GENERIC-NEXT:     %9 = "index.sizeof"() : () -> index
// GENERIC-NEXT:     %10 = "index.sizeof"() {test.attr} : () -> index
// GENERIC-NEXT:     "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10) : (index, index, index, index, index, index, i1, i1, i1, index, index) -> ()
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "test.attrs"() {other = #index<cmp_predicate eq>, pred = #index<cmp_predicate ult>} : () -> ()
// GENERIC-NEXT: }) : () -> ()

// index dialect: every op in its custom form; output must match upstream
// byte for byte.

func.func @binary(%a: index, %b: index) -> index {
  %0 = index.add %a, %b
  %1 = index.sub %0, %b
  %2 = index.mul %1, %b
  %3 = index.divs %2, %b
  %4 = index.divu %3, %b
  %5 = index.ceildivs %4, %b
  %6 = index.ceildivu %5, %b
  %7 = index.floordivs %6, %b
  %8 = index.rems %7, %b
  %9 = index.remu %8, %b
  %10 = index.maxs %9, %b
  %11 = index.maxu %10, %b
  %12 = index.mins %11, %b
  %13 = index.minu %12, %b
  %14 = index.shl %13, %b
  %15 = index.shrs %14, %b
  %16 = index.shru %15, %b
  %17 = index.and %16, %b
  %18 = index.or %17, %b
  %19 = index.xor %18, %b {test.attr}
  return %19 : index
}

func.func @cmp(%a: index, %b: index) {
  %0 = index.cmp eq(%a, %b)
  %1 = index.cmp ne(%a, %b)
  %2 = index.cmp slt(%a, %b)
  %3 = index.cmp sle(%a, %b)
  %4 = index.cmp sgt(%a, %b)
  %5 = index.cmp sge(%a, %b)
  %6 = index.cmp ult(%a, %b)
  %7 = index.cmp ule(%a, %b)
  %8 = index.cmp ugt(%a, %b)
  %9 = index.cmp uge(%a, %b) {test.attr}
  %10 = index.cmp "ne"(%a, %b)
  %11 = index.cmp #index<cmp_predicate sle>(%a, %b)
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  return
}

func.func @casts(%a: index, %b: i32, %c: i64, %d: i1) {
  %0 = index.casts %a : index to i32
  %1 = index.casts %b : i32 to index
  %2 = index.castu %a : index to i64
  %3 = index.castu %c : i64 to index
  %4 = index.casts %d {test.attr} : i1 to index
  "test.use"(%0, %1, %2, %3, %4) : (i32, index, i64, index, index) -> ()
  return
}

func.func @constants() {
  %0 = index.constant 0
  %1 = index.constant -1
  %2 = index.constant 42
  %3 = index.constant 0x7fffffffffffffff
  %4 = index.constant -9223372036854775808
  %5 = index.constant {test.attr} 42
  %6 = index.bool.constant true
  %7 = index.bool.constant false
  %8 = index.bool.constant true
  %9 = index.sizeof
  %10 = index.sizeof {test.attr}
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10) : (index, index, index, index, index, index, i1, i1, i1, index, index) -> ()
  return
}

"test.attrs"() {pred = #index<cmp_predicate ult>, other = #index<cmp_predicate  eq>} : () -> ()
