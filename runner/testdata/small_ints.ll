; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare ptr @malloc(i64)

define private void @printMemrefI8(i64 %0, ptr %1) {
  %3 = insertvalue { i64, ptr } poison, i64 %0, 0
  %4 = insertvalue { i64, ptr } %3, ptr %1, 1
  %5 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %4, ptr %5, align 8
  call void @_mlir_ciface_printMemrefI8(ptr %5)
  ret void
}

declare void @_mlir_ciface_printMemrefI8(ptr)

define private void @printMemrefI16(i64 %0, ptr %1) {
  %3 = insertvalue { i64, ptr } poison, i64 %0, 0
  %4 = insertvalue { i64, ptr } %3, ptr %1, 1
  %5 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %4, ptr %5, align 8
  call void @_mlir_ciface_printMemrefI16(ptr %5)
  ret void
}

declare void @_mlir_ciface_printMemrefI16(ptr)

define private void @printMemrefShapeI32(i64 %0, ptr %1) {
  %3 = insertvalue { i64, ptr } poison, i64 %0, 0
  %4 = insertvalue { i64, ptr } %3, ptr %1, 1
  %5 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %4, ptr %5, align 8
  call void @_mlir_ciface_printMemrefShapeI32(ptr %5)
  ret void
}

declare void @_mlir_ciface_printMemrefShapeI32(ptr)

define private i64 @verifyMemRefI32(i64 %0, ptr %1, i64 %2, ptr %3) {
  %5 = insertvalue { i64, ptr } poison, i64 %0, 0
  %6 = insertvalue { i64, ptr } %5, ptr %1, 1
  %7 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %6, ptr %7, align 8
  %8 = insertvalue { i64, ptr } poison, i64 %2, 0
  %9 = insertvalue { i64, ptr } %8, ptr %3, 1
  %10 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %9, ptr %10, align 8
  %11 = call i64 @_mlir_ciface_verifyMemRefI32(ptr %7, ptr %10)
  ret i64 %11
}

declare i64 @_mlir_ciface_verifyMemRefI32(ptr, ptr)

declare void @printFlops(double)

define i32 @main() {
  %1 = call ptr @malloc(i64 6)
  %2 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %1, 0
  %3 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2, ptr %1, 1
  %4 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3, i64 0, 2
  %5 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %4, i64 2, 3, 0
  %6 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %5, i64 3, 3, 1
  %7 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %6, i64 3, 4, 0
  %8 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %7, i64 1, 4, 1
  br label %9

9:                                                ; preds = %21, %0
  %10 = phi i64 [ %22, %21 ], [ 0, %0 ]
  %11 = icmp slt i64 %10, 2
  br i1 %11, label %12, label %23

12:                                               ; preds = %15, %9
  %13 = phi i64 [ %20, %15 ], [ 0, %9 ]
  %14 = icmp slt i64 %13, 3
  br i1 %14, label %15, label %21

15:                                               ; preds = %12
  %16 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, 1
  %17 = mul nuw nsw i64 %10, 3
  %18 = add nuw nsw i64 %17, %13
  %19 = getelementptr inbounds nuw i8, ptr %16, i64 %18
  store i8 65, ptr %19, align 1
  %20 = add i64 %13, 1
  br label %12

21:                                               ; preds = %12
  %22 = add i64 %10, 1
  br label %9

23:                                               ; preds = %9
  %24 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, ptr %24, align 8
  %25 = insertvalue { i64, ptr } { i64 2, ptr poison }, ptr %24, 1
  %26 = extractvalue { i64, ptr } %25, 0
  %27 = extractvalue { i64, ptr } %25, 1
  call void @printMemrefI8(i64 %26, ptr %27)
  %28 = call ptr @malloc(i64 6)
  %29 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %28, 0
  %30 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %29, ptr %28, 1
  %31 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %30, i64 0, 2
  %32 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %31, i64 3, 3, 0
  %33 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %32, i64 1, 4, 0
  br label %34

34:                                               ; preds = %37, %23
  %35 = phi i64 [ %40, %37 ], [ 0, %23 ]
  %36 = icmp slt i64 %35, 3
  br i1 %36, label %37, label %41

37:                                               ; preds = %34
  %38 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %33, 1
  %39 = getelementptr inbounds nuw i16, ptr %38, i64 %35
  store i16 -300, ptr %39, align 2
  %40 = add i64 %35, 1
  br label %34

41:                                               ; preds = %34
  %42 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %33, ptr %42, align 8
  %43 = insertvalue { i64, ptr } { i64 1, ptr poison }, ptr %42, 1
  %44 = extractvalue { i64, ptr } %43, 0
  %45 = extractvalue { i64, ptr } %43, 1
  call void @printMemrefI16(i64 %44, ptr %45)
  %46 = call ptr @malloc(i64 16)
  %47 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %46, 0
  %48 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %47, ptr %46, 1
  %49 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %48, i64 0, 2
  %50 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %49, i64 2, 3, 0
  %51 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %50, i64 2, 3, 1
  %52 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %51, i64 2, 4, 0
  %53 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %52, i64 1, 4, 1
  %54 = call ptr @malloc(i64 16)
  %55 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %54, 0
  %56 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %55, ptr %54, 1
  %57 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %56, i64 0, 2
  %58 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %57, i64 4, 3, 0
  %59 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %58, i64 1, 4, 0
  %60 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %53, ptr %60, align 8
  %61 = insertvalue { i64, ptr } { i64 2, ptr poison }, ptr %60, 1
  %62 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %59, ptr %62, align 8
  %63 = insertvalue { i64, ptr } { i64 1, ptr poison }, ptr %62, 1
  %64 = extractvalue { i64, ptr } %63, 0
  %65 = extractvalue { i64, ptr } %63, 1
  call void @printMemrefShapeI32(i64 %64, ptr %65)
  %66 = extractvalue { i64, ptr } %61, 0
  %67 = extractvalue { i64, ptr } %61, 1
  %68 = extractvalue { i64, ptr } %63, 0
  %69 = extractvalue { i64, ptr } %63, 1
  %70 = call i64 @verifyMemRefI32(i64 %66, ptr %67, i64 %68, ptr %69)
  call void @printFlops(double 2.500000e+09)
  %71 = trunc i64 %70 to i32
  ret i32 %71
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
