// The integer ranges of the vector ops that bound them (broadcast,
// shape_cast, transpose, extract, insert, step) and of those that do not:
// -int-range-optimizations gives upstream's output.
// RUN: gomlir-opt %s -int-range-optimizations --allow-unregistered-dialect > %t.g
// RUN: mlir-opt-upstream %s -int-range-optimizations --allow-unregistered-dialect > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -int-range-optimizations --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func @probe
// CHECK: vector.extract %{{.*}}[%{{.*}}] : index from vector<4xindex>
// CHECK-NEXT: test.reflect_bounds {smax = 5 : index, smin = 4 : index, umax = 5 : index, umin = 4 : index}
// CHECK: vector.insert
// CHECK-NEXT: test.reflect_bounds {smax = 9 : index, smin = 4 : index, umax = 9 : index, umin = 4 : index}
// CHECK: vector.step : vector<[4]xindex>
// CHECK-NEXT: test.reflect_bounds %{{.*}} : vector<[4]xindex>
// CHECK: vector.step : vector<8xindex>
// CHECK-NEXT: test.reflect_bounds {smax = 7 : index, smin = 0 : index, umax = 7 : index, umin = 0 : index}
func.func @probe(%i: index) -> () {
  %s = test.with_bounds { umin = 4 : index, umax = 5 : index, smin = 4 : index, smax = 5 : index } : index
  %t = test.with_bounds { umin = 6 : index, umax = 9 : index, smin = 6 : index, smax = 9 : index } : index
  %v = test.with_bounds { umin = 4 : index, umax = 5 : index, smin = 4 : index, smax = 5 : index } : vector<4xindex>
  %w = test.with_bounds { umin = 6 : index, umax = 9 : index, smin = 6 : index, smax = 9 : index } : vector<4xindex>
  %m = test.with_bounds { umin = 6 : index, umax = 9 : index, smin = 6 : index, smax = 9 : index } : vector<2x4xindex>
  %a0 = vector.from_elements %s, %t : vector<2xindex>
  %r0 = test.reflect_bounds %a0 : vector<2xindex>
  %a1:4 = vector.to_elements %v : vector<4xindex>
  %r1 = test.reflect_bounds %a1#0 : index
  %a2 = vector.extract_strided_slice %v {offsets = [0], sizes = [2], strides = [1]} : vector<4xindex> to vector<2xindex>
  %r2 = test.reflect_bounds %a2 : vector<2xindex>
  %a3 = vector.insert_strided_slice %a2, %w {offsets = [0], strides = [1]} : vector<2xindex> into vector<4xindex>
  %r3 = test.reflect_bounds %a3 : vector<4xindex>
  %a4 = vector.interleave %v, %w : vector<4xindex> -> vector<8xindex>
  %r4 = test.reflect_bounds %a4 : vector<8xindex>
  %a5, %a6 = vector.deinterleave %v : vector<4xindex> -> vector<2xindex>
  %r5 = test.reflect_bounds %a5 : vector<2xindex>
  %a7 = vector.shuffle %v, %w [0, 5] : vector<4xindex>, vector<4xindex>
  %r7 = test.reflect_bounds %a7 : vector<2xindex>
  %a8 = vector.reduction <add>, %v : vector<4xindex> into index
  %r8 = test.reflect_bounds %a8 : index
  %a9 = vector.extract %v[%i] : index from vector<4xindex>
  %r9 = test.reflect_bounds %a9 : index
  %a10 = vector.insert %s, %w[%i] : index into vector<4xindex>
  %r10 = test.reflect_bounds %a10 : vector<4xindex>
  %a11 = vector.step : vector<[4]xindex>
  %r11 = test.reflect_bounds %a11 : vector<[4]xindex>
  %a12 = vector.extract %m[1] : vector<4xindex> from vector<2x4xindex>
  %r12 = test.reflect_bounds %a12 : vector<4xindex>
  %a13 = vector.broadcast %s : index to vector<2x[4]xindex>
  %r13 = test.reflect_bounds %a13 : vector<2x[4]xindex>
  %a15 = vector.bitcast %v : vector<4xindex> to vector<4xindex>
  %r15 = test.reflect_bounds %a15 : vector<4xindex>
  %c = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %r16 = test.reflect_bounds %c : vector<3xi32>
  %a17 = vector.scalable.insert %v, %a11[0] : vector<4xindex> into vector<[4]xindex>
  %r17 = test.reflect_bounds %a17 : vector<[4]xindex>
  %a18 = vector.step : vector<8xindex>
  %r18 = test.reflect_bounds %a18 : vector<8xindex>
  %a19 = vector.step : vector<3xindex>
  %r19 = test.reflect_bounds %a19 : vector<3xindex>
  %a20 = vector.step : vector<1xindex>
  %r20 = test.reflect_bounds %a20 : vector<1xindex>
  %a21 = vector.reduction <maxsi>, %v : vector<4xindex> into index
  %r21 = test.reflect_bounds %a21 : index
  %a22 = vector.multi_reduction <add>, %m, %v [0] : vector<2x4xindex> to vector<4xindex>
  %r22 = test.reflect_bounds %a22 : vector<4xindex>
  "test.use"(%r0, %r1, %r2, %r3, %r4, %r5, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r15, %r16, %r17, %r18,%r19,%r20,%r21,%r22) : (vector<2xindex>, index, vector<2xindex>, vector<4xindex>, vector<8xindex>, vector<2xindex>, vector<2xindex>, index, index, vector<4xindex>, vector<[4]xindex>, vector<4xindex>, vector<2x[4]xindex>, vector<4xindex>, vector<3xi32>, vector<[4]xindex>, vector<8xindex>, vector<3xindex>, vector<1xindex>, index, vector<4xindex>) -> ()
  return
}
