// PIPELINE: --convert-index-to-llvm --convert-complex-to-standard --convert-complex-to-llvm -test-lower-to-llvm
// complex numbers, extended arithmetic, indirect calls, index and math.
func.func @square(%x: i32) -> i32 {
  %y = arith.muli %x, %x : i32
  return %y : i32
}

func.func @main() {
  %a = complex.constant [1.5 : f32, -2.0 : f32] : complex<f32>
  %r = arith.constant 0.5 : f32
  %i = arith.constant 4.0 : f32
  %b = complex.create %r, %i : complex<f32>
  %s = complex.add %a, %b : complex<f32>
  %p = complex.mul %a, %b : complex<f32>
  %d = complex.sub %a, %b : complex<f32>
  %sr = complex.re %s : complex<f32>
  %si = complex.im %s : complex<f32>
  %pr = complex.re %p : complex<f32>
  %pi = complex.im %p : complex<f32>
  %dr = complex.re %d : complex<f32>
  vector.print %sr : f32
  vector.print %si : f32
  vector.print %pr : f32
  vector.print %pi : f32
  vector.print %dr : f32
  %eq = complex.eq %a, %a : complex<f32>
  %ne = complex.neq %a, %b : complex<f32>
  vector.print %eq : i1
  vector.print %ne : i1
  %x = arith.constant -123456789 : i32
  %y = arith.constant 987654 : i32
  %lo, %hi = arith.mulsi_extended %x, %y : i32
  vector.print %lo : i32
  vector.print %hi : i32
  %ulo, %uhi = arith.mului_extended %x, %y : i32
  vector.print %ulo : i32
  vector.print %uhi : i32
  %sum, %carry = arith.addui_extended %x, %x : i32, i1
  vector.print %sum : i32
  vector.print %carry : i1
  %f = func.constant @square : (i32) -> i32
  %sq = func.call_indirect %f(%y) : (i32) -> i32
  vector.print %sq : i32
  %i1 = index.constant 17
  %i2 = index.constant -5
  %q = index.floordivs %i1, %i2
  %m = index.rems %i1, %i2
  %mx = index.maxu %i1, %i2
  vector.print %q : index
  vector.print %m : index
  vector.print %mx : index
  %c = index.cmp ult(%i1, %i2)
  vector.print %c : i1
  %e = arith.constant 2.0 : f64
  %ex = math.exp %e : f64
  %lg = math.log %e : f64
  %pw = math.powf %e, %e : f64
  %tn = math.tanh %e : f64
  vector.print %ex : f64
  vector.print %lg : f64
  vector.print %pw : f64
  vector.print %tn : f64
  %k = arith.constant 10 : i32
  %cl = math.ctlz %k : i32
  %ct = math.cttz %k : i32
  %cp = math.ctpop %k : i32
  vector.print %cl : i32
  vector.print %ct : i32
  vector.print %cp : i32
  %ip = math.ipowi %k, %k : i32
  vector.print %ip : i32
  return
}
