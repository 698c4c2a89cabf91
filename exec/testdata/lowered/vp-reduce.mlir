// Masked reductions, which lower to llvm.intr.vp.reduce.*.
func.func @main() {
  %v = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %i = arith.constant dense<[5, -2, 7, 1]> : vector<4xi32>
  %m = arith.constant dense<[true, false, true, true]> : vector<4xi1>
  %0 = vector.mask %m { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  vector.print %0 : f32
  %1 = vector.mask %m { vector.reduction <maxnumf>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  vector.print %1 : f32
  %2 = vector.mask %m { vector.reduction <minsi>, %i : vector<4xi32> into i32 } : vector<4xi1> -> i32
  vector.print %2 : i32
  %3 = vector.mask %m { vector.reduction <mul>, %i : vector<4xi32> into i32 } : vector<4xi1> -> i32
  vector.print %3 : i32
  %4 = vector.mask %m { vector.reduction <maximumf>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  vector.print %4 : f32
  return
}
