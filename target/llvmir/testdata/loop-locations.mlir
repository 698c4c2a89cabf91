#di_file = #llvm.di_file<"metadata-loop.ll" in "/">
#di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #di_file, producer = "MLIR", isOptimized = true, emissionKind = Full>
#di_subprogram = #llvm.di_subprogram<compileUnit = #di_compile_unit, scope = #di_file, name = "loop_locs", file = #di_file, subprogramFlags = Definition>
#loc1 = loc("loop-metadata.mlir":42:4)
#loc2 = loc("loop-metadata.mlir":52:4)
#loc3 = loc(fused<#di_subprogram>[#loc1])
#loc4 = loc(fused<#di_subprogram>[#loc2])
#loopMD = #llvm.loop_annotation<startLoc = #loc3, endLoc = #loc4>
llvm.func @loop_locs() {
  llvm.br ^bb1 {loop_annotation = #loopMD} loc("x.mlir":3:3)
^bb1:
  llvm.return loc("x.mlir":4:3)
} loc(#loc3)
