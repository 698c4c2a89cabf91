// Funnel shifts and fences.
llvm.func @printI64(i64)
llvm.func @printNewline()
llvm.func @main() {
  %a = llvm.mlir.constant(0x12 : i8) : i8
  %b = llvm.mlir.constant(0x34 : i8) : i8
  %s = llvm.mlir.constant(3 : i8) : i8
  %l = llvm.intr.fshl(%a, %b, %s) : (i8, i8, i8) -> i8
  %r = llvm.intr.fshr(%a, %b, %s) : (i8, i8, i8) -> i8
  %l64 = llvm.zext %l : i8 to i64
  %r64 = llvm.zext %r : i8 to i64
  llvm.call @printI64(%l64) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.call @printI64(%r64) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.fence acquire
  llvm.return
}
