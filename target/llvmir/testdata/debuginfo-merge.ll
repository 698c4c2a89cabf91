; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define void @g(i64 %0) !dbg !3 {
  %2 = add i64 %0, %0, !dbg !4
  %3 = add i64 %0, %0, !dbg !4
  %4 = add i64 %0, %0, !dbg !5
  %5 = add i64 %0, %0, !dbg !5
  %6 = add i64 %0, %0, !dbg !7
  %7 = add i64 %0, %0, !dbg !8
  %8 = add i64 %0, %0, !dbg !9
  %9 = add i64 %0, %0, !dbg !10
  %10 = add i64 %0, %0, !dbg !5
  ret void, !dbg !13
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "MLIR", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "foo.mlir", directory: "/test/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DISubprogram(name: "g", scope: !1, file: !1, line: 3, scopeLine: 7, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!4 = !DILocation(line: 2, column: 4, scope: !3)
!5 = !DILocation(line: 11, column: 12, scope: !6)
!6 = distinct !DILexicalBlock(scope: !3, file: !1, line: 11, column: 12)
!7 = !DILocation(line: 0, scope: !6)
!8 = !DILocation(line: 2, column: 4, scope: !6)
!9 = !DILocation(line: 3, scope: !3)
!10 = !DILocation(line: 2, scope: !11)
!11 = distinct !DILexicalBlockFile(scope: !3, file: !12, discriminator: 1)
!12 = !DIFile(filename: "bar.mlir", directory: "/test/")
!13 = !DILocation(line: 20, column: 3, scope: !3)
