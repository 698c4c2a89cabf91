; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare !dbg !1 i32 @func_decl_with_subprogram()

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !DISubprogram(name: "func_decl_with_subprogram", scope: !2, file: !2, spFlags: 0)
!2 = !DIFile(filename: "foo.mlir", directory: "/test/")

; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define i32 @func_with_inlined_dbg_value(i32 %0) !dbg !3 {
    #dbg_value(i32 %0, !4, !DIExpression(), !6)
    #dbg_value(i32 %0, !7, !DIExpression(), !10)
    #dbg_label(!12, !10)
  ret i32 %0, !dbg !13
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "MLIR", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "foo.mlir", directory: "/test/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DISubprogram(name: "outer_func", scope: !1, file: !1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!4 = !DILocalVariable(name: "a", scope: !3, file: !1, type: !5)
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DILocation(line: 0, scope: !3)
!7 = !DILocalVariable(name: "b", scope: !8, file: !1, type: !5)
!8 = distinct !DILexicalBlockFile(scope: !9, file: !1, discriminator: 0)
!9 = distinct !DISubprogram(name: "inner_func", scope: !1, file: !1, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DILocation(line: 0, scope: !8, inlinedAt: !11)
!11 = !DILocation(line: 4, column: 2, scope: !3)
!12 = !DILabel(scope: !8, name: "label", file: !1, line: 42)
!13 = !DILocation(line: 16, column: 3, scope: !3)

; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define void @func_without_subprogram(i32 %0) {
    #dbg_value(i32 %0, !3, !DIExpression(), !6)
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "MLIR", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "foo.mlir", directory: "/test/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !DILocalVariable(name: "a", scope: !4, file: !1, type: !5)
!4 = distinct !DISubprogram(name: "func", scope: !1, file: !1, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DILocation(line: 0, scope: !4)

; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define i32 @dbg_intrinsics_with_no_location(i32 %0) {
  %2 = alloca i64, align 8
  ret i32 %0
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}

; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@global_with_expr_1 = external global i64, !dbg !0
@global_with_expr_2 = external global i64, !dbg !5

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!8}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "global_with_expr_1", linkageName: "global_with_expr_1", scope: !2, file: !3, line: 370, type: !7, isLocal: false, isDefinition: false)
!2 = distinct !DICompileUnit(language: DW_LANG_C, file: !3, producer: "MLIR", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4)
!3 = !DIFile(filename: "not", directory: "existence")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "global_with_expr_2", linkageName: "global_with_expr_2", scope: !2, file: !3, line: 371, type: !7, isLocal: true, isDefinition: true, align: 8)
!7 = !DIBasicType(name: "uint64_t", size: 64, encoding: DW_ATE_unsigned)
!8 = !{i32 2, !"Debug Info Version", i32 3}

; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@module_global = external global i64, !dbg !0

!llvm.dbg.cu = !{!4}
!llvm.module.flags = !{!7}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "module_global", linkageName: "module_global", scope: !2, file: !3, line: 121, type: !6, isLocal: false, isDefinition: true)
!2 = !DIModule(scope: !4, name: "module2", file: !3, line: 120)
!3 = !DIFile(filename: "test.f90", directory: "existence")
!4 = distinct !DICompileUnit(language: DW_LANG_Fortran95, file: !3, producer: "MLIR", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !5)
!5 = !{!0}
!6 = !DIBasicType(name: "integer", size: 64, encoding: DW_ATE_signed)
!7 = !{i32 2, !"Debug Info Version", i32 3}

; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@func_global = external global i64, !dbg !0

define void @fn_with_gl() !dbg !2 {
  ret void, !dbg !8
}

!llvm.dbg.cu = !{!4}
!llvm.module.flags = !{!7}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "func_global", linkageName: "func_global", scope: !2, file: !3, line: 121, type: !6, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "fn_with_gl", scope: !3, file: !3, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !4)
!3 = !DIFile(filename: "test.f90", directory: "existence")
!4 = distinct !DICompileUnit(language: DW_LANG_Fortran95, file: !3, producer: "MLIR", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !5)
!5 = !{!0}
!6 = !DIBasicType(name: "integer", size: 64, encoding: DW_ATE_signed)
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !DILocation(line: 7, column: 3, scope: !2)

; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@.str.1 = external constant [10 x i8], !dbg !0

!llvm.module.flags = !{!6}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 268, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "file.c", directory: "/path/to/file")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80)
!4 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!5 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!6 = !{i32 2, !"Debug Info Version", i32 3}

; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define void @func_line_tables() !dbg !5 {
  ret void, !dbg !6
}

define void @func_debug_directives() !dbg !7 {
  ret void, !dbg !8
}

!llvm.dbg.cu = !{!0, !2}
!llvm.module.flags = !{!4}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "MLIR", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "foo1.mlir", directory: "/test/")
!2 = distinct !DICompileUnit(language: DW_LANG_C, file: !3, producer: "MLIR", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly)
!3 = !DIFile(filename: "foo2.mlir", directory: "/test/")
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "func1", scope: !1, file: !1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DILocation(line: 8, column: 3, scope: !5)
!7 = distinct !DISubprogram(name: "func2", scope: !3, file: !3, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!8 = !DILocation(line: 11, column: 3, scope: !7)

; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@block_ = common global [8 x i8] zeroinitializer, !dbg !0

define void @test() !dbg !3 {
  ret void, !dbg !9
}

!llvm.dbg.cu = !{!5}
!llvm.module.flags = !{!8}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !4, line: 2, type: !7, isLocal: false, isDefinition: false)
!2 = !DICommonBlock(scope: !3, declaration: null, name: "block", file: !4, line: 3)
!3 = distinct !DISubprogram(name: "test", scope: !4, file: !4, spFlags: DISPFlagDefinition, unit: !5)
!4 = !DIFile(filename: "test.f90", directory: "")
!5 = distinct !DICompileUnit(language: DW_LANG_C, file: !4, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !6)
!6 = !{!0}
!7 = !DIBasicType(name: "int", size: 32)
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !DILocation(line: 10, column: 3, scope: !3)

; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@data = external global i64, !dbg !0, !dbg !5

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!8}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 2, type: !7, isLocal: false, isDefinition: false)
!2 = distinct !DICompileUnit(language: DW_LANG_C, file: !3, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4)
!3 = !DIFile(filename: "test.f90", directory: "")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 3, type: !7, isLocal: false, isDefinition: false)
!7 = !DIBasicType(name: "int", size: 32)
!8 = !{i32 2, !"Debug Info Version", i32 3}

; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define void @f(i64 %0, i1 %1) !dbg !5 {
  br i1 %1, label %3, label %5, !dbg !6

3:                                                ; preds = %2
  %4 = phi i64 [ %0, %2 ], !dbg !7
  br label %5, !dbg !8

5:                                                ; preds = %3, %2
  ret void, !dbg !9
}

define void @h(i64 %0) {
  %2 = add i64 %0, %0, !dbg !10
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.ident = !{!2}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "MLIR", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "foo.mlir", directory: "/test/")
!2 = !{!"x"}
!3 = !{i32 1, !"foo", i32 1}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 3, scopeLine: 3, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DILocation(line: 4, column: 1, scope: !5)
!7 = !DILocation(line: 9, column: 9, scope: !5)
!8 = !DILocation(line: 5, column: 1, scope: !5)
!9 = !DILocation(line: 6, column: 1, scope: !5)
!10 = !DILocation(line: 2, column: 1, scope: !5)
