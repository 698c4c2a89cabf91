// variadic functions: llvm.va_arg of integers and floats, vacopy, the overflow area.
llvm.func @printI64(i64)
llvm.func @printF64(f64)
llvm.func @printNewline()
llvm.func @sum(%n: i32, %x: f64, ...) -> i64 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %l = llvm.alloca %one x !llvm.array<1 x struct<"struct.va_list", (i32, i32, ptr, ptr)>> {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %l2 = llvm.alloca %one x !llvm.array<1 x struct<"struct.va_list", (i32, i32, ptr, ptr)>> {alignment = 8 : i64} : (i32) -> !llvm.ptr
  llvm.intr.vastart %l : !llvm.ptr
  %a = llvm.va_arg %l : (!llvm.ptr) -> i64
  %b = llvm.va_arg %l : (!llvm.ptr) -> f64
  llvm.intr.vacopy %l to %l2 : !llvm.ptr, !llvm.ptr
  %c = llvm.va_arg %l : (!llvm.ptr) -> i32
  %c2 = llvm.va_arg %l2 : (!llvm.ptr) -> i32
  %d = llvm.va_arg %l : (!llvm.ptr) -> i64
  %e = llvm.va_arg %l : (!llvm.ptr) -> i64
  %f = llvm.va_arg %l : (!llvm.ptr) -> i64
  %g = llvm.va_arg %l : (!llvm.ptr) -> i64
  %h = llvm.va_arg %l : (!llvm.ptr) -> i64
  llvm.intr.vaend %l : !llvm.ptr
  llvm.intr.vaend %l2 : !llvm.ptr
  llvm.call @printI64(%a) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.call @printF64(%b) : (f64) -> ()
  llvm.call @printNewline() : () -> ()
  %ce = llvm.sext %c : i32 to i64
  llvm.call @printI64(%ce) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %ce2 = llvm.sext %c2 : i32 to i64
  llvm.call @printI64(%ce2) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.call @printI64(%d) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.call @printI64(%h) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %s1 = llvm.add %d, %e : i64
  %s2 = llvm.add %f, %g : i64
  %s = llvm.add %s1, %s2 : i64
  llvm.return %s : i64
}
llvm.func @main() {
  %n = llvm.mlir.constant(3 : i32) : i32
  %x = llvm.mlir.constant(1.5 : f64) : f64
  %a = llvm.mlir.constant(7 : i64) : i64
  %b = llvm.mlir.constant(2.25 : f64) : f64
  %c = llvm.mlir.constant(-5 : i32) : i32
  %d = llvm.mlir.constant(11 : i64) : i64
  %e = llvm.mlir.constant(13 : i64) : i64
  %f = llvm.mlir.constant(17 : i64) : i64
  %g = llvm.mlir.constant(19 : i64) : i64
  %h = llvm.mlir.constant(23 : i64) : i64
  %r = llvm.call @sum(%n, %x, %a, %b, %c, %d, %e, %f, %g, %h) vararg(!llvm.func<i64 (i32, f64, ...)>) : (i32, f64, i64, f64, i32, i64, i64, i64, i64, i64) -> i64
  llvm.call @printI64(%r) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
