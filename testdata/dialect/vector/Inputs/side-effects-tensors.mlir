func.func @f(%t: tensor<?xf32>, %i: index, %x: vector<4xi32>, %k: vector<4xi1>, %v: vector<4xf32>, %m: memref<?xf32>, %f: f32) {
  %0 = vector.gather %t[%i][%x], %k, %v : tensor<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %1 = vector.scatter %t[%i][%x], %k, %v : tensor<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> -> tensor<?xf32>
  %2 = vector.mask %k { vector.transfer_read %m[%i], %f : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %3 = vector.create_mask %i : vector<4xi1>
  %4 = vector.vscale
  vector.print punctuation <comma>
  return
}
