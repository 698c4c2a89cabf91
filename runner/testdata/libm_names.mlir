// RUNNER: -e main --entry-point-result=void -O0
// Functions named as C library functions (@floorf, @ceilf): rounding
// intrinsics must compile to the host's instructions, not to calls that
// these definitions would intercept.
func.func @floorf(%a: f32) -> f32 {
  %r = math.floor %a : f32
  return %r : f32
}

func.func @ceilf(%a: f32) -> f32 {
  %r = math.ceil %a : f32
  return %r : f32
}

func.func @main() {
  %x = arith.constant -2.5 : f32
  %f = call @floorf(%x) : (f32) -> f32
  vector.print %f : f32
  %c = call @ceilf(%x) : (f32) -> f32
  vector.print %c : f32
  %v = arith.constant dense<[1.5, -0.5, 2.0, -3.25]> : vector<4xf32>
  %vf = math.floor %v : vector<4xf32>
  vector.print %vf : vector<4xf32>
  return
}
