llvm.func @f() -> f32 {
  %a = llvm.mlir.constant(1.0e-40 : f32) : f32
  %b = llvm.mlir.constant(2.0 : f32) : f32
  %c = llvm.fcmp "olt" %a, %b : f32
  %d = llvm.fadd %a, %b : f32
  %e = llvm.fmul %a, %a : f32
  %g = llvm.fptosi %a : f32 to i32
  %h = llvm.fpext %a : f32 to f64
  %s = llvm.select %c, %d, %e : i1, f32
  llvm.return %s : f32
}
