// RUN: gomlir-opt -allow-unregistered-dialect -mlir-elide-elementsattrs-if-larger=2 -view-op-graph %s -o %t 2>&1 | FileCheck %s
// RUN: gomlir-opt -allow-unregistered-dialect -mlir-elide-elementsattrs-if-larger=2 -view-op-graph %s -o /dev/null 2> %t.g
// RUN: mlir-opt-upstream -allow-unregistered-dialect -mlir-elide-elementsattrs-if-larger=2 -view-op-graph %s -o /dev/null 2> %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt -allow-unregistered-dialect -view-op-graph='print-data-flow-edges=false print-control-flow-edges=true max-label-len=8' %s -o /dev/null 2> %t.g2
// RUN: mlir-opt-upstream -allow-unregistered-dialect -view-op-graph='print-data-flow-edges=false print-control-flow-edges=true max-label-len=8' %s -o /dev/null 2> %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: gomlir-opt -allow-unregistered-dialect -view-op-graph='print-attrs=false print-result-types=false' %s -o /dev/null 2> %t.g3
// RUN: mlir-opt-upstream -allow-unregistered-dialect -view-op-graph='print-attrs=false print-result-types=false' %s -o /dev/null 2> %t.u3
// RUN: diff %t.g3 %t.u3

// CHECK-LABEL: digraph G {
// CHECK:         compound = true;
// CHECK:         label = "func.func : ()\lfunction_type: (i32, i32) -\> (i32, ...\lsym_name: \"merge_blocks\"\l";
// CHECK:         v{{[0-9]+}} [label = "<res_arg0> %arg0 i32", shape = Mrecord];
// CHECK:         [fillcolor = "{{.*}} 0.3 0.95", label = "{arith.constant\l\lvalue: {{.*}} : tensor\<2x2xi32\>\l|{<res_cst> %cst tensor\<2x2xi32\>}}", shape = Mrecord, style = filled];
// CHECK:         v{{[0-9]+}}:res_arg0:s -> v{{[0-9]+}}:arg_arg0:n[style = solid];
func.func @merge_blocks(%arg0: i32, %arg1 : i32) -> (i32, i32) {
  %0 = arith.constant dense<[[0, 1], [2, 3]]> : tensor<2x2xi32>
  %1 = arith.constant dense<1> : tensor<5xi32>
  %2 = arith.constant dense<[[0, 1]]> : tensor<1x2xi32>
  %a = arith.constant 10 : i32
  %b = "test.xfunc"() {s = "a\"b{c}|d", arr = [1, 2, 3]} : () -> i32
  %3:2 = "test.xmerge_blocks"() ({
  ^bb0:
     "test.xbr"(%arg0, %b, %a, %arg0)[^bb1] : (i32, i32, i32, i32) -> ()
  ^bb1(%arg3 : i32, %arg4 : i32, %arg5: i32, %arg6: i32):
     "test.xreturn"(%arg3, %arg4) : (i32, i32) -> ()
  }) : () -> (i32, i32)
  "test.xreturn"(%3#0, %3#1) : (i32, i32) -> ()
}
