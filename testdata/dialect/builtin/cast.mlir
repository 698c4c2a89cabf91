// RUN: gomlir-opt %s --allow-unregistered-dialect > %t.g
// RUN: mlir-opt-upstream %s --allow-unregistered-dialect > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic > %t.gg
// RUN: mlir-opt-upstream %s --allow-unregistered-dialect --mlir-print-op-generic > %t.ug
// RUN: diff %t.gg %t.ug
// RUN: gomlir-opt %t.gg --allow-unregistered-dialect > %t.g2
// RUN: diff %t.g2 %t.u
// RUN: gomlir-opt %s --allow-unregistered-dialect | FileCheck %s

// builtin.unrealized_conversion_cast: 0-1, 1-1, 1-N and N-1 forms, with
// and without the builtin prefix, and with discardable attributes.

// CHECK: %[[A:.*]] = "foo.op"() : () -> !foo.type
%a = "foo.op"() : () -> !foo.type
// CHECK: %{{.*}} = unrealized_conversion_cast to !bar.t{{$}}
%r0 = unrealized_conversion_cast to !bar.t
// CHECK: %{{.*}} = unrealized_conversion_cast %[[A]] : !foo.type to i32 {attr = 1 : i64}
%r1 = builtin.unrealized_conversion_cast %a : !foo.type to i32 {attr = 1}
// CHECK: %{{.*}}:2 = unrealized_conversion_cast %[[A]] : !foo.type to i32, f32
%r2:2 = unrealized_conversion_cast %a : !foo.type to i32, f32
// CHECK: %{{.*}} = unrealized_conversion_cast %[[A]], %[[A]] : !foo.type, !foo.type to tuple<>
%r3 = unrealized_conversion_cast %a, %a : !foo.type, !foo.type to tuple<>
"foo.use"(%r0, %r1, %r2#0, %r2#1, %r3) : (!bar.t, i32, i32, f32, tuple<>) -> ()
