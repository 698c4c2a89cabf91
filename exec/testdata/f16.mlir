// Half-precision floats (f16, bf16).
func.func @main() {
  %a = arith.constant 1.5 : f16
  %b = arith.constant 0.1 : f16
  %c = arith.addf %a, %b : f16
  %d = arith.mulf %c, %b : f16
  vector.print %c : f16
  vector.print %d : f16
  %e = arith.constant 3.25 : bf16
  %f = arith.divf %e, %e : bf16
  %g = arith.extf %b : f16 to f32
  vector.print %f : bf16
  vector.print %g : f32
  %h = arith.truncf %g : f32 to bf16
  vector.print %h : bf16
  %v = vector.broadcast %d : f16 to vector<3xf16>
  vector.print %v : vector<3xf16>
  return
}
