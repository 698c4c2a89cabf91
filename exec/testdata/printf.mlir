// C printf through a variadic llvm.call.
module {
  llvm.mlir.global internal constant @fmt("x=%d y=%ld z=%5.2f s=%s g=%g c=%c%%\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @str("hi\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func @main() {
    %f = llvm.mlir.addressof @fmt : !llvm.ptr
    %s = llvm.mlir.addressof @str : !llvm.ptr
    %a = llvm.mlir.constant(-42 : i32) : i32
    %b = llvm.mlir.constant(1234567890123 : i64) : i64
    %c = llvm.mlir.constant(3.14159 : f64) : f64
    %d = llvm.mlir.constant(0.0001234 : f64) : f64
    %e = llvm.mlir.constant(65 : i32) : i32
    %r = llvm.call @printf(%f, %a, %b, %c, %s, %d, %e) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i64, f64, !llvm.ptr, f64, i32) -> i32
    llvm.return
  }
}
