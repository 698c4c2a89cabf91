// The memory effects of the vector ops, as upstream's --test-side-effects
// reports them.
// RUN: gomlir-opt %s --test-side-effects 2> %t.g
// RUN: mlir-opt-upstream %s --test-side-effects 2> %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s --test-side-effects --verify-diagnostics
// RUN: gomlir-opt %S/Inputs/side-effects-tensors.mlir --test-side-effects 2> %t.tg
// RUN: mlir-opt-upstream %S/Inputs/side-effects-tensors.mlir --test-side-effects 2> %t.tu
// RUN: diff %t.tg %t.tu

func.func @effects(%m: memref<?xf32>, %t: tensor<?xf32>, %i: index, %f: f32, %v: vector<4xf32>, %k: vector<4xi1>, %x: vector<4xi32>, %mm: memref<4xf32>) {
  // expected-remark @below {{found an instance of 'read' on op operand 0, on resource '<Default>'}}
  %0 = vector.load %m[%i] : memref<?xf32>, vector<4xf32>
  // expected-remark @below {{found an instance of 'write' on op operand 1, on resource '<Default>'}}
  vector.store %v, %m[%i] : memref<?xf32>, vector<4xf32>
  // expected-remark @below {{found an instance of 'read' on op operand 0, on resource '<Default>'}}
  %1 = vector.maskedload %m[%i], %k, %v : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  // expected-remark @below {{found an instance of 'write' on op operand 0, on resource '<Default>'}}
  vector.maskedstore %m[%i], %k, %v : memref<?xf32>, vector<4xi1>, vector<4xf32>
  // expected-remark @below {{found an instance of 'read' on op operand 0, on resource '<Default>'}}
  %2 = vector.gather %m[%i][%x], %k, %v : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  // expected-remark @below {{found an instance of 'write' on op operand 0, on resource '<Default>'}}
  vector.scatter %m[%i][%x], %k, %v : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  // expected-remark @below {{found an instance of 'read' on op operand 0, on resource '<Default>'}}
  %3 = vector.expandload %m[%i], %k, %v : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  // expected-remark @below {{found an instance of 'write' on op operand 0, on resource '<Default>'}}
  vector.compressstore %m[%i], %k, %v : memref<?xf32>, vector<4xi1>, vector<4xf32>
  // expected-remark @below {{operation has no memory effects}}
  %4 = vector.transfer_read %t[%i], %f : tensor<?xf32>, vector<4xf32>
  // expected-remark @below {{operation has no memory effects}}
  %5 = vector.transfer_write %v, %t[%i] : vector<4xf32>, tensor<?xf32>
  // expected-remark @below {{found an instance of 'write' on resource '<Default>'}}
  vector.print %v : vector<4xf32>
  // expected-remark @below {{operation has no memory effects}}
  %6 = vector.broadcast %f : f32 to vector<4xf32>
  // expected-remark @below {{operation has no memory effects}}
  %7 = vector.type_cast %mm : memref<4xf32> to memref<vector<4xf32>>
  // expected-remark @below {{operation has no memory effects}}
  %8 = vector.mask %k { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  return
}
