; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define void @nodebug() {
  ret void
}

define void @g(i64 %0) !dbg !3 {
  %2 = alloca i64, align 8, !dbg !21
    #dbg_value(i64 %0, !22, !DIExpression(DW_OP_LLVM_fragment, 0, 1), !24)
    #dbg_declare(ptr %2, !25, !DIExpression(DW_OP_deref, DW_OP_LLVM_convert, 4, DW_ATE_signed), !27)
    #dbg_value(i64 %0, !28, !DIExpression(), !29)
  call void @nodebug(), !dbg !30
  call void @nodebug(), !dbg !30
  call void @nodebug(), !dbg !31
  call void @nodebug(), !dbg !32
  call void @nodebug(), !dbg !32
  call void @nodebug(), !dbg !33
  call void @nodebug(), !dbg !34
  %3 = add i64 %0, %0, !dbg !34
  %4 = add i64 %3, %0, !dbg !39
  %5 = add i64 %4, %0, !dbg !40
  %6 = add i64 %5, %0, !dbg !41
  ret void, !dbg !42
}

define void @empty_types() !dbg !43 {
  ret void, !dbg !49
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "MLIR", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, nameTableKind: None)
!1 = !DIFile(filename: "foo.mlir", directory: "/test/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DISubprogram(name: "g", linkageName: "g", scope: !4, file: !1, line: 3, type: !6, scopeLine: 3, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!4 = !DINamespace(name: "nested", scope: !5)
!5 = !DINamespace(name: "toplevel", scope: null, exportSymbols: true)
!6 = !DISubroutineType(cc: DW_CC_normal, types: !7)
!7 = !{null, !8, !9, !11, !12, !13, !14, !15, !18}
!8 = !DIBasicType(name: "si64")
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64, align: 32, offset: 8, extraData: !10)
!10 = !DIBasicType(name: "si32", size: 32, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "named", baseType: !10)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64, dwarfAddressSpace: 3)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!15 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "composite", file: !1, line: 42, size: 64, align: 32, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 4)
!18 = !DICompositeType(tag: DW_TAG_array_type, name: "array", file: !1, baseType: !8, flags: DIFlagVector, elements: !19)
!19 = !{!20}
!20 = !DISubrange(lowerBound: 0, upperBound: 4, stride: 1)
!21 = !DILocation(line: 36, column: 12, scope: !3)
!22 = !DILocalVariable(name: "arg", arg: 1, scope: !23, file: !1, line: 6, type: !8, align: 32)
!23 = distinct !DILexicalBlockFile(scope: !3, file: !1, discriminator: 0)
!24 = !DILocation(line: 37, column: 3, scope: !3)
!25 = !DILocalVariable(name: "alloc", scope: !26)
!26 = distinct !DILexicalBlock(scope: !3)
!27 = !DILocation(line: 38, column: 3, scope: !3)
!28 = !DILocalVariable(scope: !26)
!29 = !DILocation(line: 39, column: 3, scope: !3)
!30 = !DILocation(line: 1, column: 2, scope: !3)
!31 = !DILocation(line: 10, column: 10, scope: !3)
!32 = !DILocation(line: 5, column: 6, scope: !3)
!33 = !DILocation(line: 1, column: 1, scope: !3)
!34 = !DILocation(line: 2, column: 4, scope: !35, inlinedAt: !38)
!35 = distinct !DISubprogram(name: "callee", scope: !15, file: !1, type: !36, spFlags: DISPFlagDefinition, unit: !0)
!36 = !DISubroutineType(types: !37)
!37 = !{!8, !8}
!38 = !DILocation(line: 28, column: 5, scope: !3)
!39 = !DILocation(line: 2, scope: !3)
!40 = !DILocation(line: 0, scope: !3)
!41 = !DILocation(line: 3, scope: !3)
!42 = !DILocation(line: 51, column: 3, scope: !3)
!43 = distinct !DISubprogram(name: "empty_types", scope: !44, file: !1, type: !45, spFlags: DISPFlagDefinition, unit: !0, annotations: !47)
!44 = !DIModule(scope: !1, name: "module", configMacros: "bar", includePath: "/", apinotes: "/", file: !1, line: 42, isDecl: true)
!45 = !DISubroutineType(cc: DW_CC_normal, types: !46)
!46 = !{}
!47 = !{!48}
!48 = !{!"foo", !"bar"}
!49 = !DILocation(line: 54, column: 3, scope: !43)
