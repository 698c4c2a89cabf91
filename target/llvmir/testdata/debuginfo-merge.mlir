#file = #llvm.di_file<"foo.mlir" in "/test/">
#file2 = #llvm.di_file<"bar.mlir" in "/test/">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, producer = "MLIR", isOptimized = true, emissionKind = Full>
#sp0 = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "g", file = #file, line = 3, scopeLine = 7, subprogramFlags = "Definition|Optimized">
#fs = #llvm.di_lexical_block_file<scope = #sp0, file = #file, discriminator = 0>
#fs2 = #llvm.di_lexical_block_file<scope = #sp0, file = #file2, discriminator = 1>
#bs = #llvm.di_lexical_block<scope = #sp0, file = #file, line = 11, column = 12>
#bs1 = #llvm.di_lexical_block<scope = #bs, file = #file, line = 13, column = 14>
#bs2 = #llvm.di_lexical_block<scope = #bs, file = #file2, line = 15, column = 16>
llvm.func @g(%arg: i64) {
  %1 = llvm.add %arg, %arg : i64 loc(fused["foo.mlir":2:4, fused<#fs>["foo.mlir":2:4]])
  %2 = llvm.add %arg, %arg : i64 loc(fused<#bs>["foo.mlir":2:4, fused<#fs>["foo.mlir":2:4]])
  %3 = llvm.add %arg, %arg : i64 loc(fused<#bs1>["foo.mlir":2:4, fused<#bs2>["foo.mlir":2:5]])
  %4 = llvm.add %arg, %arg : i64 loc(fused<#bs1>["foo.mlir":2:4, fused<#bs2>["foo.mlir":5:5]])
  %5 = llvm.add %arg, %arg : i64 loc(fused<#bs1>["foo.mlir":2:4, fused<#bs>["foo.mlir":5:5]])
  %6 = llvm.add %arg, %arg : i64 loc(fused<#bs1>["foo.mlir":2:4, fused<#bs>["foo.mlir":2:4]])
  %7 = llvm.add %arg, %arg : i64 loc(fused<#fs2>["foo.mlir":2:4, fused<#bs>["foo.mlir":2:4]])
  %8 = llvm.add %arg, %arg : i64 loc(fused<#fs2>["foo.mlir":2:4, fused<#fs2>["foo.mlir":2:6]])
  %9 = llvm.add %arg, %arg : i64 loc(fused<#bs2>["foo.mlir":2:4, fused<#bs1>["foo.mlir":2:6]])
  llvm.return
} loc(fused<#sp0>["foo.mlir":1:1])
