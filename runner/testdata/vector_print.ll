; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@vector_print_str = private constant [7 x i8] c"hello\0A\00"

declare void @printString(ptr)

declare void @printF64(double)

declare void @printU64(i64)

declare void @printI64(i64)

declare void @printNewline()

declare void @printClose()

declare void @printComma()

declare void @printF32(float)

declare void @printOpen()

define void @main() {
  call void @printOpen()
  br label %1

1:                                                ; preds = %8, %0
  %2 = phi i64 [ %9, %8 ], [ 0, %0 ]
  %3 = icmp slt i64 %2, 4
  br i1 %3, label %4, label %10

4:                                                ; preds = %1
  %5 = extractelement <4 x float> <float 1.500000e+00, float -2.000000e+00, float 0x421E449AA0000000, float 0.000000e+00>, i64 %2
  call void @printF32(float %5)
  %6 = icmp ult i64 %2, 3
  br i1 %6, label %7, label %8

7:                                                ; preds = %4
  call void @printComma()
  br label %8

8:                                                ; preds = %7, %4
  %9 = add i64 %2, 1
  br label %1

10:                                               ; preds = %1
  call void @printClose()
  call void @printNewline()
  call void @printOpen()
  br label %11

11:                                               ; preds = %30, %10
  %12 = phi i64 [ %31, %30 ], [ 0, %10 ]
  %13 = icmp slt i64 %12, 2
  br i1 %13, label %14, label %32

14:                                               ; preds = %11
  call void @printOpen()
  br label %15

15:                                               ; preds = %25, %14
  %16 = phi i64 [ %26, %25 ], [ 0, %14 ]
  %17 = icmp slt i64 %16, 3
  br i1 %17, label %18, label %27

18:                                               ; preds = %15
  %19 = mul i64 %12, 3
  %20 = add i64 %16, %19
  %21 = extractelement <6 x i32> <i32 1, i32 -2, i32 3, i32 4, i32 5, i32 6>, i64 %20
  %22 = sext i32 %21 to i64
  call void @printI64(i64 %22)
  %23 = icmp ult i64 %16, 2
  br i1 %23, label %24, label %25

24:                                               ; preds = %18
  call void @printComma()
  br label %25

25:                                               ; preds = %24, %18
  %26 = add i64 %16, 1
  br label %15

27:                                               ; preds = %15
  call void @printClose()
  %28 = icmp ult i64 %12, 1
  br i1 %28, label %29, label %30

29:                                               ; preds = %27
  call void @printComma()
  br label %30

30:                                               ; preds = %29, %27
  %31 = add i64 %12, 1
  br label %11

32:                                               ; preds = %11
  call void @printClose()
  call void @printNewline()
  call void @printU64(i64 42)
  call void @printNewline()
  call void @printOpen()
  br label %33

33:                                               ; preds = %41, %32
  %34 = phi i64 [ %42, %41 ], [ 0, %32 ]
  %35 = icmp slt i64 %34, 2
  br i1 %35, label %36, label %43

36:                                               ; preds = %33
  %37 = extractelement <2 x i8> <i8 1, i8 0>, i64 %34
  %38 = sext i8 %37 to i64
  call void @printI64(i64 %38)
  %39 = icmp ult i64 %34, 1
  br i1 %39, label %40, label %41

40:                                               ; preds = %36
  call void @printComma()
  br label %41

41:                                               ; preds = %40, %36
  %42 = add i64 %34, 1
  br label %33

43:                                               ; preds = %33
  call void @printClose()
  call void @printNewline()
  call void @printF64(double 1.000000e-01)
  call void @printNewline()
  call void @printI64(i64 -7)
  call void @printNewline()
  call void @printString(ptr @vector_print_str)
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
