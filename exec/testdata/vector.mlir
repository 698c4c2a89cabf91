// Vector operations and vector.print.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = arith.constant dense<[1.0, -2.5, 3.0, 4.5]> : vector<4xf32>
  %b = arith.constant dense<[0.5, 0.25, -1.0, 2.0]> : vector<4xf32>
  %s = arith.addf %a, %b : vector<4xf32>
  vector.print %s : vector<4xf32>
  %f = vector.fma %a, %b, %s : vector<4xf32>
  vector.print %f : vector<4xf32>
  %r = vector.reduction <maxnumf>, %a : vector<4xf32> into f32
  vector.print %r : f32
  %i = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  %t = vector.transpose %i, [1, 0] : vector<2x3xi32> to vector<3x2xi32>
  vector.print %t : vector<3x2xi32>
  %sc = vector.shape_cast %i : vector<2x3xi32> to vector<6xi32>
  vector.print %sc : vector<6xi32>
  %ex = vector.extract %i[1] : vector<3xi32> from vector<2x3xi32>
  vector.print %ex : vector<3xi32>
  %x9 = arith.constant 9 : i32
  %in = vector.insert %x9, %i[0, 2] : i32 into vector<2x3xi32>
  vector.print %in : vector<2x3xi32>
  %sl = vector.extract_strided_slice %sc {offsets = [1], sizes = [3], strides = [1]} : vector<6xi32> to vector<3xi32>
  vector.print %sl : vector<3xi32>
  %mk = vector.create_mask %c1 : vector<4xi1>
  vector.print %mk : vector<4xi1>
  %fe = vector.from_elements %x9, %x9 : vector<2xi32>
  vector.print %fe : vector<2xi32>
  %m = memref.alloc() : memref<8xf32>
  %zf = arith.constant 0.0 : f32
  %bz = vector.broadcast %zf : f32 to vector<8xf32>
  vector.store %bz, %m[%c0] : memref<8xf32>, vector<8xf32>
  vector.store %a, %m[%c1] : memref<8xf32>, vector<4xf32>
  %l = vector.load %m[%c0] : memref<8xf32>, vector<8xf32>
  vector.print %l : vector<8xf32>
  %c6 = arith.constant 6 : index
  %pad = arith.constant -1.0 : f32
  %tr = vector.transfer_read %m[%c6], %pad : memref<8xf32>, vector<4xf32>
  vector.print %tr : vector<4xf32>
  %ri = vector.reduction <add>, %sc : vector<6xi32> into i32
  vector.print %ri : i32
  %op = vector.outerproduct %a, %b : vector<4xf32>, vector<4xf32>
  vector.print %op : vector<4x4xf32>
  vector.print str "done"
  vector.print punctuation <comma>
  vector.print %x9 : i32 punctuation <no_punctuation>
  vector.print
  memref.dealloc %m : memref<8xf32>
  return
}
