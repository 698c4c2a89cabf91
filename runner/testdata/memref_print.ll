; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @free(ptr)

declare ptr @malloc(i64)

declare void @printMemrefF32(i64, ptr)

declare void @printMemrefI32(i64, ptr)

declare void @printMemrefI64(i64, ptr)

declare void @printMemrefF64(i64, ptr)

declare void @printMemrefInd(i64, ptr)

define private void @printMemrefShapeF32(i64 %0, ptr %1) {
  %3 = insertvalue { i64, ptr } poison, i64 %0, 0
  %4 = insertvalue { i64, ptr } %3, ptr %1, 1
  %5 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %4, ptr %5, align 8
  call void @_mlir_ciface_printMemrefShapeF32(ptr %5)
  ret void
}

declare void @_mlir_ciface_printMemrefShapeF32(ptr)

define void @main() {
  %1 = call ptr @malloc(i64 24)
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
  %19 = getelementptr inbounds nuw float, ptr %16, i64 %18
  store float 1.250000e+00, ptr %19, align 4
  %20 = add i64 %13, 1
  br label %12

21:                                               ; preds = %12
  %22 = add i64 %10, 1
  br label %9

23:                                               ; preds = %9
  %24 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, 1
  %25 = getelementptr inbounds nuw float, ptr %24, i64 5
  store float 0xBE7AD7F2A0000000, ptr %25, align 4
  %26 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, ptr %26, align 8
  %27 = insertvalue { i64, ptr } { i64 2, ptr poison }, ptr %26, 1
  %28 = extractvalue { i64, ptr } %27, 0
  %29 = extractvalue { i64, ptr } %27, 1
  call void @printMemrefF32(i64 %28, ptr %29)
  %30 = extractvalue { i64, ptr } %27, 0
  %31 = extractvalue { i64, ptr } %27, 1
  call void @printMemrefShapeF32(i64 %30, ptr %31)
  %32 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, 0
  %33 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, 1
  %34 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %32, 0
  %35 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %34, ptr %33, 1
  %36 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %35, i64 1, 2
  %37 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %36, i64 2, 3, 0
  %38 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %37, i64 3, 4, 0
  %39 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %38, i64 2, 3, 1
  %40 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %39, i64 1, 4, 1
  %41 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %40, ptr %41, align 8
  %42 = insertvalue { i64, ptr } { i64 2, ptr poison }, ptr %41, 1
  %43 = extractvalue { i64, ptr } %42, 0
  %44 = extractvalue { i64, ptr } %42, 1
  call void @printMemrefF32(i64 %43, ptr %44)
  %45 = call ptr @malloc(i64 4)
  %46 = insertvalue { ptr, ptr, i64 } poison, ptr %45, 0
  %47 = insertvalue { ptr, ptr, i64 } %46, ptr %45, 1
  %48 = insertvalue { ptr, ptr, i64 } %47, i64 0, 2
  %49 = extractvalue { ptr, ptr, i64 } %48, 1
  store float 1.250000e+00, ptr %49, align 4
  %50 = alloca { ptr, ptr, i64 }, i64 1, align 8
  store { ptr, ptr, i64 } %48, ptr %50, align 8
  %51 = insertvalue { i64, ptr } { i64 0, ptr poison }, ptr %50, 1
  %52 = extractvalue { i64, ptr } %51, 0
  %53 = extractvalue { i64, ptr } %51, 1
  call void @printMemrefF32(i64 %52, ptr %53)
  %54 = call ptr @malloc(i64 32)
  %55 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %54, 0
  %56 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %55, ptr %54, 1
  %57 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %56, i64 0, 2
  %58 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %57, i64 2, 3, 0
  %59 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %58, i64 2, 3, 1
  %60 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %59, i64 2, 3, 2
  %61 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %60, i64 4, 4, 0
  %62 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %61, i64 2, 4, 1
  %63 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %62, i64 1, 4, 2
  br label %64

64:                                               ; preds = %83, %23
  %65 = phi i64 [ %84, %83 ], [ 0, %23 ]
  %66 = icmp slt i64 %65, 2
  br i1 %66, label %67, label %85

67:                                               ; preds = %81, %64
  %68 = phi i64 [ %82, %81 ], [ 0, %64 ]
  %69 = icmp slt i64 %68, 2
  br i1 %69, label %70, label %83

70:                                               ; preds = %73, %67
  %71 = phi i64 [ %80, %73 ], [ 0, %67 ]
  %72 = icmp slt i64 %71, 2
  br i1 %72, label %73, label %81

73:                                               ; preds = %70
  %74 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %63, 1
  %75 = mul nuw nsw i64 %65, 4
  %76 = mul nuw nsw i64 %68, 2
  %77 = add nuw nsw i64 %75, %76
  %78 = add nuw nsw i64 %77, %71
  %79 = getelementptr inbounds nuw i32, ptr %74, i64 %78
  store i32 -3, ptr %79, align 4
  %80 = add i64 %71, 1
  br label %70

81:                                               ; preds = %70
  %82 = add i64 %68, 1
  br label %67

83:                                               ; preds = %67
  %84 = add i64 %65, 1
  br label %64

85:                                               ; preds = %64
  %86 = alloca { ptr, ptr, i64, [3 x i64], [3 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [3 x i64], [3 x i64] } %63, ptr %86, align 8
  %87 = insertvalue { i64, ptr } { i64 3, ptr poison }, ptr %86, 1
  %88 = extractvalue { i64, ptr } %87, 0
  %89 = extractvalue { i64, ptr } %87, 1
  call void @printMemrefI32(i64 %88, ptr %89)
  %90 = call ptr @malloc(i64 24)
  %91 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %90, 0
  %92 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %91, ptr %90, 1
  %93 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %92, i64 0, 2
  %94 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %93, i64 3, 3, 0
  %95 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %94, i64 1, 4, 0
  br label %96

96:                                               ; preds = %99, %85
  %97 = phi i64 [ %102, %99 ], [ 0, %85 ]
  %98 = icmp slt i64 %97, 3
  br i1 %98, label %99, label %103

99:                                               ; preds = %96
  %100 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %95, 1
  %101 = getelementptr inbounds nuw i64, ptr %100, i64 %97
  store i64 9000000000, ptr %101, align 4
  %102 = add i64 %97, 1
  br label %96

103:                                              ; preds = %96
  %104 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %95, ptr %104, align 8
  %105 = insertvalue { i64, ptr } { i64 1, ptr poison }, ptr %104, 1
  %106 = extractvalue { i64, ptr } %105, 0
  %107 = extractvalue { i64, ptr } %105, 1
  call void @printMemrefI64(i64 %106, ptr %107)
  %108 = call ptr @malloc(i64 16)
  %109 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %108, 0
  %110 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %109, ptr %108, 1
  %111 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %110, i64 0, 2
  %112 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %111, i64 1, 3, 0
  %113 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %112, i64 2, 3, 1
  %114 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %113, i64 2, 4, 0
  %115 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %114, i64 1, 4, 1
  br label %116

116:                                              ; preds = %128, %103
  %117 = phi i64 [ %129, %128 ], [ 0, %103 ]
  %118 = icmp slt i64 %117, 1
  br i1 %118, label %119, label %130

119:                                              ; preds = %122, %116
  %120 = phi i64 [ %127, %122 ], [ 0, %116 ]
  %121 = icmp slt i64 %120, 2
  br i1 %121, label %122, label %128

122:                                              ; preds = %119
  %123 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %115, 1
  %124 = mul nuw nsw i64 %117, 2
  %125 = add nuw nsw i64 %124, %120
  %126 = getelementptr inbounds nuw double, ptr %123, i64 %125
  store double 0x400921FB54442D11, ptr %126, align 8
  %127 = add i64 %120, 1
  br label %119

128:                                              ; preds = %119
  %129 = add i64 %117, 1
  br label %116

130:                                              ; preds = %116
  %131 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %115, ptr %131, align 8
  %132 = insertvalue { i64, ptr } { i64 2, ptr poison }, ptr %131, 1
  %133 = extractvalue { i64, ptr } %132, 0
  %134 = extractvalue { i64, ptr } %132, 1
  call void @printMemrefF64(i64 %133, ptr %134)
  %135 = call ptr @malloc(i64 16)
  %136 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %135, 0
  %137 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %136, ptr %135, 1
  %138 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %137, i64 0, 2
  %139 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %138, i64 2, 3, 0
  %140 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %139, i64 1, 4, 0
  br label %141

141:                                              ; preds = %144, %130
  %142 = phi i64 [ %147, %144 ], [ 0, %130 ]
  %143 = icmp slt i64 %142, 2
  br i1 %143, label %144, label %148

144:                                              ; preds = %141
  %145 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %140, 1
  %146 = getelementptr inbounds nuw i64, ptr %145, i64 %142
  store i64 2, ptr %146, align 4
  %147 = add i64 %142, 1
  br label %141

148:                                              ; preds = %141
  %149 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %140, ptr %149, align 8
  %150 = insertvalue { i64, ptr } { i64 1, ptr poison }, ptr %149, 1
  %151 = extractvalue { i64, ptr } %150, 0
  %152 = extractvalue { i64, ptr } %150, 1
  call void @printMemrefInd(i64 %151, ptr %152)
  %153 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, 0
  call void @free(ptr %153)
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
