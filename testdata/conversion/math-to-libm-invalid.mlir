// RUN: not gomlir-opt %s -split-input-file -convert-math-to-libm 2> %t.g
// RUN: not mlir-opt-upstream %s -split-input-file -convert-math-to-libm 2> %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -split-input-file -convert-math-to-libm -verify-diagnostics

// A math op without a libm function fails the conversion, which leaves the
// module unchanged; the note shows the op as the conversion left it.
func.func @copysign(%a: f32) -> f32 {
  %0 = math.sin %a : f32
  // expected-error@+1 {{failed to legalize operation 'math.copysign' that was explicitly marked illegal}}
  %1 = math.copysign %0, %a : f32
  return %1 : f32
}

// -----

func.func @wide(%a: f80) -> f80 {
  // expected-error@+1 {{failed to legalize operation 'math.cos' that was explicitly marked illegal}}
  %0 = math.cos %a : f80
  return %0 : f80
}
