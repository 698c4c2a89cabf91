; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define void @loop_locs() !dbg !3 {
  br label %1, !dbg !4, !llvm.loop !5

1:                                                ; preds = %0
  ret void, !dbg !8
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "MLIR", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "metadata-loop.ll", directory: "/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DISubprogram(name: "loop_locs", scope: !1, file: !1, spFlags: DISPFlagDefinition, unit: !0)
!4 = !DILocation(line: 3, column: 3, scope: !3)
!5 = distinct !{!5, !6, !7}
!6 = !DILocation(line: 42, column: 4, scope: !3)
!7 = !DILocation(line: 52, column: 4, scope: !3)
!8 = !DILocation(line: 4, column: 3, scope: !3)
