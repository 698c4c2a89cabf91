; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

%struct.agg2_t = type { i64, i64 }
%struct.agg1_t = type { i32, i32 }

define void @tbaa2(ptr %0, ptr %1) {
  %3 = getelementptr inbounds %struct.agg2_t, ptr %1, i32 0, i32 1
  %4 = load i64, ptr %3, align 4, !tbaa !1, !alias.scope !6, !noalias !9
  %5 = trunc i64 %4 to i32
  %6 = getelementptr inbounds %struct.agg1_t, ptr %0, i32 0, i32 0
  store i32 %5, ptr %6, align 4, !tbaa !12, !llvm.access.group !15
  call void @llvm.memcpy.p0.p0.i32(ptr %0, ptr %1, i32 0, i1 false), !tbaa !12, !alias.scope !18
  call void @tbaa2(ptr %0, ptr %1), !noalias !6, !llvm.access.group !17
  br label %7, !llvm.loop !19

7:                                                ; preds = %2
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i32, i1 immarg) #0

attributes #0 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{!2, !3, i64 8}
!2 = !{!"agg2_t", !3, i64 0, !3, i64 8}
!3 = !{!"long long", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = !{!7}
!7 = distinct !{!7, !8, !"The first scope"}
!8 = distinct !{!8, !"The domain"}
!9 = !{!10, !11}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
!12 = !{!13, !14, i64 0, i64 1}
!13 = !{!"agg1_t", !14, i64 0, !14, i64 4}
!14 = !{!"int", !4, i64 0}
!15 = !{!16, !17}
!16 = distinct !{}
!17 = distinct !{}
!18 = !{!11}
!19 = distinct !{!19, !20, !21}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!"llvm.loop.parallel_accesses", !16, !17}

; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @foo(ptr)

define void @alias_scopes(ptr %0) {
  call void @llvm.experimental.noalias.scope.decl(metadata !1)
  store i32 0, ptr %0, align 4, !alias.scope !1, !noalias !4
  %2 = load i32, ptr %0, align 4, !alias.scope !7, !noalias !8
  %3 = atomicrmw add ptr %0, i32 0 monotonic, align 4, !alias.scope !9, !noalias !10
  %4 = cmpxchg ptr %0, i32 %2, i32 %3 acq_rel monotonic, align 4, !alias.scope !9
  call void @llvm.memcpy.p0.p0.i32(ptr %0, ptr %0, i32 0, i1 false), !alias.scope !9
  call void @llvm.memset.p0.i32(ptr %0, i8 42, i32 0, i1 false), !noalias !9
  call void @foo(ptr %0), !alias.scope !9
  call void @foo(ptr %0), !noalias !9
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #0

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i32, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr writeonly captures(none), i8, i32, i1 immarg) #2

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{!2}
!2 = distinct !{!2, !3, !"The first scope"}
!3 = distinct !{!3, !"The domain"}
!4 = !{!5, !6}
!5 = distinct !{!5, !3}
!6 = distinct !{!6, !3}
!7 = !{!5}
!8 = !{!2, !6}
!9 = !{!6}
!10 = !{!2, !5}
