llvm.func @f() -> i1 {
  %a = llvm.mlir.constant(1.0 : f32) : f32
  %b = llvm.mlir.constant(2 : i32) : i32
  %p = llvm.mlir.poison : i32
  %c = llvm.fcmp "olt" %a, %a : f32
  %d = llvm.icmp "slt" %b, %b : i32
  %e = llvm.icmp "slt" %p, %b : i32
  %x = llvm.and %c, %d : i1
  %y = llvm.and %x, %e : i1
  llvm.return %y : i1
}
