module attributes {llvm.ident = "foo", llvm.commandline = "bar"} {
llvm.module_flags [#llvm.mlir.module_flag<error, "wchar_size", 4 : i32>, #llvm.mlir.module_flag<max, "PIC Level", 2 : i32>]
llvm.func @f(%a: !llvm.ptr {llvm.noalias, llvm.nocapture, llvm.align = 16 : i64}, %b: i32 {llvm.signext}) -> (i32 {llvm.zeroext}) attributes {no_unwind, memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, target_cpu = "x86-64", will_return} {
  %0 = llvm.call @g(%a) {no_unwind} : (!llvm.ptr) -> i32
  %1 = llvm.call @g(%a) : (!llvm.ptr) -> i32
  %c = llvm.sitofp %0 : i32 to f32
  %2 = llvm.intr.fmuladd(%c, %c, %c) : (f32, f32, f32) -> f32
  llvm.return %1 : i32
}
llvm.func @g(!llvm.ptr) -> i32
}
