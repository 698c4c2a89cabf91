// PIPELINE: --convert-arith-to-apfloat --convert-math-to-apfloat --convert-to-llvm --reconcile-unrealized-casts
// Software floating point through the APFloat runtime wrappers.
func.func @ops(%a: f8E4M3FN, %b: f8E4M3FN) {
  %s = arith.addf %a, %b : f8E4M3FN
  vector.print %s : f8E4M3FN
  %d = arith.subf %a, %b : f8E4M3FN
  vector.print %d : f8E4M3FN
  %m = arith.mulf %a, %b : f8E4M3FN
  vector.print %m : f8E4M3FN
  %q = arith.divf %a, %b : f8E4M3FN
  vector.print %q : f8E4M3FN
  %r = arith.remf %a, %b : f8E4M3FN
  vector.print %r : f8E4M3FN
  %c = arith.cmpf olt, %a, %b : f8E4M3FN
  vector.print %c : i1
  %c2 = arith.cmpf ueq, %a, %b : f8E4M3FN
  vector.print %c2 : i1
  %i = arith.fptosi %a : f8E4M3FN to i8
  vector.print %i : i8
  %u = arith.fptoui %b : f8E4M3FN to i32
  vector.print %u : i32
  %e = arith.extf %a : f8E4M3FN to f32
  vector.print %e : f32
  %mx = arith.maximumf %a, %b : f8E4M3FN
  vector.print %mx : f8E4M3FN
  %mn = arith.minnumf %a, %b : f8E4M3FN
  vector.print %mn : f8E4M3FN
  %ab = math.absf %a : f8E4M3FN
  vector.print %ab : f8E4M3FN
  %ng = arith.negf %b : f8E4M3FN
  vector.print %ng : f8E4M3FN
  %fm = math.fma %a, %b, %b : f8E4M3FN
  vector.print %fm : f8E4M3FN
  %fe = math.fma %e, %e, %e : f32
  vector.print %fe : f32
  %f16a = arith.extf %a : f8E4M3FN to f16
  %f16b = arith.extf %b : f8E4M3FN to bf16
  %f16c = arith.truncf %f16b : bf16 to f8E5M2
  vector.print %f16a : f16
  vector.print %f16c : f8E5M2
  return
}
func.func @main() {
  %a = arith.constant -3.5 : f8E4M3FN
  %b = arith.constant 1.25 : f8E4M3FN
  call @ops(%a, %b) : (f8E4M3FN, f8E4M3FN) -> ()
  %c = arith.constant 448.0 : f8E4M3FN
  %d = arith.constant 0.0 : f8E4M3FN
  call @ops(%c, %d) : (f8E4M3FN, f8E4M3FN) -> ()
  %x = arith.constant 300 : i16
  %y = arith.sitofp %x : i16 to f8E5M2
  vector.print %y : f8E5M2
  %z = arith.constant -7 : i8
  %w = arith.uitofp %z : i8 to f4E2M1FN
  vector.print %w : f4E2M1FN
  %t = arith.truncf %y : f8E5M2 to f6E3M2FN
  vector.print %t : f6E3M2FN
  %big = arith.constant 1.0e9 : f32
  %bt = arith.truncf %big : f32 to f8E4M3FN
  %bi = arith.fptosi %bt : f8E4M3FN to i16
  vector.print %bi : i16
  return
}
