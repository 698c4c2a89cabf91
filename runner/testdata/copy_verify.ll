; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @memrefCopy(i64, ptr, ptr)

declare ptr @malloc(i64)

declare void @printMemrefF32(i64, ptr)

declare void @printMemrefC32(i64, ptr)

define private i64 @verifyMemRefF32(i64 %0, ptr %1, i64 %2, ptr %3) {
  %5 = insertvalue { i64, ptr } poison, i64 %0, 0
  %6 = insertvalue { i64, ptr } %5, ptr %1, 1
  %7 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %6, ptr %7, align 8
  %8 = insertvalue { i64, ptr } poison, i64 %2, 0
  %9 = insertvalue { i64, ptr } %8, ptr %3, 1
  %10 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %9, ptr %10, align 8
  %11 = call i64 @_mlir_ciface_verifyMemRefF32(ptr %7, ptr %10)
  ret i64 %11
}

declare i64 @_mlir_ciface_verifyMemRefF32(ptr, ptr)

define i64 @main() {
  %1 = call ptr @malloc(i64 64)
  %2 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %1, 0
  %3 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2, ptr %1, 1
  %4 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3, i64 0, 2
  %5 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %4, i64 4, 3, 0
  %6 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %5, i64 4, 3, 1
  %7 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %6, i64 4, 4, 0
  %8 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %7, i64 1, 4, 1
  br label %9

9:                                                ; preds = %21, %0
  %10 = phi i64 [ %22, %21 ], [ 0, %0 ]
  %11 = icmp slt i64 %10, 4
  br i1 %11, label %12, label %23

12:                                               ; preds = %15, %9
  %13 = phi i64 [ %20, %15 ], [ 0, %9 ]
  %14 = icmp slt i64 %13, 4
  br i1 %14, label %15, label %21

15:                                               ; preds = %12
  %16 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, 1
  %17 = mul nuw nsw i64 %10, 4
  %18 = add nuw nsw i64 %17, %13
  %19 = getelementptr inbounds nuw float, ptr %16, i64 %18
  store float 2.500000e+00, ptr %19, align 4
  %20 = add i64 %13, 1
  br label %12

21:                                               ; preds = %12
  %22 = add i64 %10, 1
  br label %9

23:                                               ; preds = %9
  %24 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, 0
  %25 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, 1
  %26 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %24, 0
  %27 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %26, ptr %25, 1
  %28 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %27, i64 5, 2
  %29 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %28, i64 2, 3, 0
  %30 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %29, i64 4, 4, 0
  %31 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %30, i64 3, 3, 1
  %32 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %31, i64 1, 4, 1
  %33 = call ptr @malloc(i64 24)
  %34 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %33, 0
  %35 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %34, ptr %33, 1
  %36 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %35, i64 0, 2
  %37 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %36, i64 2, 3, 0
  %38 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %37, i64 3, 3, 1
  %39 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %38, i64 3, 4, 0
  %40 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %39, i64 1, 4, 1
  %41 = call ptr @llvm.stacksave.p0()
  %42 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %32, ptr %42, align 8
  %43 = insertvalue { i64, ptr } { i64 2, ptr poison }, ptr %42, 1
  %44 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %40, ptr %44, align 8
  %45 = insertvalue { i64, ptr } { i64 2, ptr poison }, ptr %44, 1
  %46 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %43, ptr %46, align 8
  %47 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %45, ptr %47, align 8
  call void @memrefCopy(i64 4, ptr %46, ptr %47)
  call void @llvm.stackrestore.p0(ptr %41)
  %48 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %40, 1
  %49 = getelementptr inbounds nuw float, ptr %48, i64 4
  store float 7.000000e+00, ptr %49, align 4
  %50 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %40, ptr %50, align 8
  %51 = insertvalue { i64, ptr } { i64 2, ptr poison }, ptr %50, 1
  %52 = extractvalue { i64, ptr } %51, 0
  %53 = extractvalue { i64, ptr } %51, 1
  call void @printMemrefF32(i64 %52, ptr %53)
  %54 = call ptr @malloc(i64 24)
  %55 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %54, 0
  %56 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %55, ptr %54, 1
  %57 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %56, i64 0, 2
  %58 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %57, i64 2, 3, 0
  %59 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %58, i64 3, 3, 1
  %60 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %59, i64 3, 4, 0
  %61 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %60, i64 1, 4, 1
  br label %62

62:                                               ; preds = %74, %23
  %63 = phi i64 [ %75, %74 ], [ 0, %23 ]
  %64 = icmp slt i64 %63, 2
  br i1 %64, label %65, label %76

65:                                               ; preds = %68, %62
  %66 = phi i64 [ %73, %68 ], [ 0, %62 ]
  %67 = icmp slt i64 %66, 3
  br i1 %67, label %68, label %74

68:                                               ; preds = %65
  %69 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %61, 1
  %70 = mul nuw nsw i64 %63, 3
  %71 = add nuw nsw i64 %70, %66
  %72 = getelementptr inbounds nuw float, ptr %69, i64 %71
  store float 2.500000e+00, ptr %72, align 4
  %73 = add i64 %66, 1
  br label %65

74:                                               ; preds = %65
  %75 = add i64 %63, 1
  br label %62

76:                                               ; preds = %62
  %77 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %61, ptr %77, align 8
  %78 = insertvalue { i64, ptr } { i64 2, ptr poison }, ptr %77, 1
  %79 = extractvalue { i64, ptr } %51, 0
  %80 = extractvalue { i64, ptr } %51, 1
  %81 = extractvalue { i64, ptr } %78, 0
  %82 = extractvalue { i64, ptr } %78, 1
  %83 = call i64 @verifyMemRefF32(i64 %79, ptr %80, i64 %81, ptr %82)
  %84 = call ptr @malloc(i64 24)
  %85 = ptrtoint ptr %84 to i64
  %86 = add i64 %85, 7
  %87 = urem i64 %86, 8
  %88 = sub i64 %86, %87
  %89 = inttoptr i64 %88 to ptr
  %90 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %84, 0
  %91 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %90, ptr %89, 1
  %92 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %91, i64 0, 2
  %93 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %92, i64 2, 3, 0
  %94 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %93, i64 1, 4, 0
  %95 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %94, 1
  %96 = getelementptr inbounds nuw { float, float }, ptr %95, i64 0
  store { float, float } { float 1.500000e+00, float -2.000000e+00 }, ptr %96, align 4
  %97 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %94, 1
  %98 = getelementptr inbounds nuw { float, float }, ptr %97, i64 1
  store { float, float } { float 1.500000e+00, float -2.000000e+00 }, ptr %98, align 4
  %99 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %94, ptr %99, align 8
  %100 = insertvalue { i64, ptr } { i64 1, ptr poison }, ptr %99, 1
  %101 = extractvalue { i64, ptr } %100, 0
  %102 = extractvalue { i64, ptr } %100, 1
  call void @printMemrefC32(i64 %101, ptr %102)
  ret i64 %83
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #0

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
