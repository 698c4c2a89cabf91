// RUN: gomlir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: gomlir-opt --allow-unregistered-dialect %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: gomlir-opt --allow-unregistered-dialect %s | gomlir-opt --allow-unregistered-dialect | FileCheck %s

// Every arith op with its flags, in the custom and the generic form (expected
// output recorded from upstream mlir-opt 22).

%i = "foo.i32"() : () -> i32
%j = "foo.i32"() : () -> i32
%x = "foo.index"() : () -> index
%v = "foo.v"() : () -> vector<4xi32>
%vs = "foo.v"() : () -> vector<[4]xi32>
%t = "foo.t"() : () -> tensor<?x4xi8>
%ut = "foo.t"() : () -> tensor<*xi64>
%f = "foo.f32"() : () -> f32
%g = "foo.f32"() : () -> f32
%h = "foo.f16"() : () -> f16
%d = "foo.f64"() : () -> f64
%vf = "foo.vf"() : () -> vector<2x3xf32>
%tf = "foo.tf"() : () -> tensor<4xbf16>
%b = "foo.i1"() : () -> i1
%vb = "foo.vb"() : () -> vector<4xi1>
%m = "foo.m"() : () -> memref<4xindex>
%mi = "foo.m"() : () -> memref<4xi64>
%s = "foo.s"() : () -> f8E8M0FNU
%f4 = "foo.f4"() : () -> f4E2M1FN
%0 = arith.addi %i, %j : i32
%1 = arith.addi %i, %j overflow<nsw> : i32
%2 = arith.addi %x, %x overflow<nuw> : index
%3 = arith.subi %v, %v overflow<nsw, nuw> : vector<4xi32>
%4 = arith.muli %t, %t : tensor<?x4xi8>
%5:2 = arith.addui_extended %i, %j : i32, i1
%6:2 = arith.addui_extended %v, %v : vector<4xi32>, vector<4xi1>
%7:2 = arith.mulsi_extended %i, %j : i32
%8, %9 = arith.mului_extended %ut, %ut : tensor<*xi64>
%10 = arith.divui %i, %j : i32
%11 = arith.divsi %i, %j exact : i32
%12 = arith.ceildivui %x, %x : index
%13 = arith.ceildivsi %i, %j : i32
%14 = arith.floordivsi %i, %j : i32
%15 = arith.remui %i, %j : i32
%16 = arith.remsi %vs, %vs : vector<[4]xi32>
%17 = arith.andi %i, %j : i32
%18 = arith.ori %b, %b : i1
%19 = arith.xori %vb, %vb : vector<4xi1>
%20 = arith.shli %i, %j overflow<nuw> : i32
%21 = arith.shrui %i, %j exact : i32
%22 = arith.shrsi %i, %j : i32
%23 = arith.negf %f : f32
%24 = arith.negf %vf fastmath<nnan> : vector<2x3xf32>
%25 = arith.addf %f, %g fastmath<fast> : f32
%26 = arith.subf %tf, %tf : tensor<4xbf16>
%27 = arith.mulf %f, %g fastmath<reassoc,contract> : f32
%28 = arith.divf %d, %d : f64
%29 = arith.remf %h, %h : f16
%30 = arith.maximumf %f, %g : f32
%31 = arith.minimumf %f, %g : f32
%32 = arith.maxnumf %f, %g fastmath<nsz> : f32
%33 = arith.minnumf %f, %g : f32
%34 = arith.maxsi %i, %j : i32
%35 = arith.maxui %i, %j : i32
%36 = arith.minsi %i, %j : i32
%37 = arith.minui %i, %j : i32
%38 = arith.extui %i : i32 to i64
%39 = arith.extsi %v : vector<4xi32> to vector<4xi64>
%40 = arith.extf %h : f16 to f32
%41 = arith.extf %f fastmath<contract> : f32 to f64
%42 = arith.trunci %i : i32 to i8
%43 = arith.trunci %i overflow<nsw> : i32 to i16
%44 = arith.truncf %d : f64 to f32
%45 = arith.truncf %d upward : f64 to f32
%46 = arith.truncf %d toward_zero fastmath<afn> : f64 to f32
%47 = arith.truncf %f fastmath<arcp> : f32 to f16
%48 = arith.uitofp %i : i32 to f32
%49 = arith.sitofp %v : vector<4xi32> to vector<4xf64>
%50 = arith.fptoui %f : f32 to i32
%51 = arith.fptosi %d : f64 to i8
%52 = arith.index_cast %i : i32 to index
%53 = arith.index_castui %x : index to i64
%54 = arith.index_cast %m : memref<4xindex> to memref<4xi64>
%55 = arith.bitcast %f : f32 to i32
%56 = arith.bitcast %h : f16 to bf16
%57 = arith.bitcast %mi : memref<4xi64> to memref<4xf64>
%58 = arith.cmpi slt, %i, %j : i32
%59 = arith.cmpi uge, %v, %v : vector<4xi32>
%60 = arith.cmpi ne, %x, %x : index
%61 = arith.cmpf oeq, %f, %g : f32
%62 = arith.cmpf une, %vf, %vf fastmath<nnan> : vector<2x3xf32>
%63 = arith.cmpf uno, %d, %d : f64
%64 = arith.select %b, %i, %j : i32
%65 = arith.select %vb, %v, %v : vector<4xi1>, vector<4xi32>
%66 = arith.select %b, %v, %v : vector<4xi32>
%67 = arith.scaling_extf %f4, %s : f4E2M1FN, f8E8M0FNU to f32
%68 = arith.scaling_extf %f4, %s fastmath<fast> : f4E2M1FN, f8E8M0FNU to f16
%69 = arith.scaling_truncf %f, %s : f32, f8E8M0FNU to f4E2M1FN
%70 = arith.scaling_truncf %f, %s downward fastmath<nnan> : f32, f8E8M0FNU to f4E2M1FN
%71 = arith.addi %i, %j {foo = "bar"} : i32
%72 = arith.addf %f, %g fastmath<nnan> {a, b = 1} : f32
%73 = arith.select %b, %i, %j {x} : i32
%74 = arith.cmpf ord, %f, %g {fastmath = #arith.fastmath<ninf>} : f32
%75 = arith.cmpi eq, %i, %j {predicate = 5} : i32
%76 = arith.constant {foo} 42 : i32
%77 = arith.constant dense<[1, 2]> : vector<2xi32>
%78 = arith.constant dense<1.5> : tensor<2x2xf32>
%79 = arith.constant 0x7FC00000 : f32
%80 = arith.constant -1 : i64
%81 = arith.constant 7 : index
%82 = arith.constant true
%83 = arith.constant false
%84 = arith.constant -0.0 : f64
%85 = arith.constant dense<[true, false]> : vector<2xi1>
%87 = arith.constant dense<"foo"> : tensor<2x!foo.string>
%88 = arith.constant -128 : i8
%89 = arith.constant 255 : i8
%90 = arith.constant 0 : index
%91 = arith.constant 0 : i32
%92 = arith.constant 1.0 : f32
"foo.use"(%0, %1, %2, %3, %4, %5#0, %6#1, %7#1, %8, %9) : (i32, i32, index, vector<4xi32>, tensor<?x4xi8>, i32, vector<4xi1>, i32, tensor<*xi64>, tensor<*xi64>) -> ()

// CHECK: module {
// CHECK-NEXT:   %0 = "foo.i32"() : () -> i32
// CHECK-NEXT:   %1 = "foo.i32"() : () -> i32
// CHECK-NEXT:   %2 = "foo.index"() : () -> index
// CHECK-NEXT:   %3 = "foo.v"() : () -> vector<4xi32>
// CHECK-NEXT:   %4 = "foo.v"() : () -> vector<[4]xi32>
// CHECK-NEXT:   %5 = "foo.t"() : () -> tensor<?x4xi8>
// CHECK-NEXT:   %6 = "foo.t"() : () -> tensor<*xi64>
// CHECK-NEXT:   %7 = "foo.f32"() : () -> f32
// CHECK-NEXT:   %8 = "foo.f32"() : () -> f32
// CHECK-NEXT:   %9 = "foo.f16"() : () -> f16
// CHECK-NEXT:   %10 = "foo.f64"() : () -> f64
// CHECK-NEXT:   %11 = "foo.vf"() : () -> vector<2x3xf32>
// CHECK-NEXT:   %12 = "foo.tf"() : () -> tensor<4xbf16>
// CHECK-NEXT:   %13 = "foo.i1"() : () -> i1
// CHECK-NEXT:   %14 = "foo.vb"() : () -> vector<4xi1>
// CHECK-NEXT:   %15 = "foo.m"() : () -> memref<4xindex>
// CHECK-NEXT:   %16 = "foo.m"() : () -> memref<4xi64>
// CHECK-NEXT:   %17 = "foo.s"() : () -> f8E8M0FNU
// CHECK-NEXT:   %18 = "foo.f4"() : () -> f4E2M1FN
// CHECK-NEXT:   %19 = arith.addi %0, %1 : i32
// CHECK-NEXT:   %20 = arith.addi %0, %1 overflow<nsw> : i32
// CHECK-NEXT:   %21 = arith.addi %2, %2 overflow<nuw> : index
// CHECK-NEXT:   %22 = arith.subi %3, %3 overflow<nsw, nuw> : vector<4xi32>
// CHECK-NEXT:   %23 = arith.muli %5, %5 : tensor<?x4xi8>
// CHECK-NEXT:   %sum, %overflow = arith.addui_extended %0, %1 : i32, i1
// CHECK-NEXT:   %sum_0, %overflow_1 = arith.addui_extended %3, %3 : vector<4xi32>, vector<4xi1>
// CHECK-NEXT:   %low, %high = arith.mulsi_extended %0, %1 : i32
// CHECK-NEXT:   %low_2, %high_3 = arith.mului_extended %6, %6 : tensor<*xi64>
// CHECK-NEXT:   %24 = arith.divui %0, %1 : i32
// CHECK-NEXT:   %25 = arith.divsi %0, %1 exact : i32
// CHECK-NEXT:   %26 = arith.ceildivui %2, %2 : index
// CHECK-NEXT:   %27 = arith.ceildivsi %0, %1 : i32
// CHECK-NEXT:   %28 = arith.floordivsi %0, %1 : i32
// CHECK-NEXT:   %29 = arith.remui %0, %1 : i32
// CHECK-NEXT:   %30 = arith.remsi %4, %4 : vector<[4]xi32>
// CHECK-NEXT:   %31 = arith.andi %0, %1 : i32
// CHECK-NEXT:   %32 = arith.ori %13, %13 : i1
// CHECK-NEXT:   %33 = arith.xori %14, %14 : vector<4xi1>
// CHECK-NEXT:   %34 = arith.shli %0, %1 overflow<nuw> : i32
// CHECK-NEXT:   %35 = arith.shrui %0, %1 exact : i32
// CHECK-NEXT:   %36 = arith.shrsi %0, %1 : i32
// CHECK-NEXT:   %37 = arith.negf %7 : f32
// CHECK-NEXT:   %38 = arith.negf %11 fastmath<nnan> : vector<2x3xf32>
// CHECK-NEXT:   %39 = arith.addf %7, %8 fastmath<fast> : f32
// CHECK-NEXT:   %40 = arith.subf %12, %12 : tensor<4xbf16>
// CHECK-NEXT:   %41 = arith.mulf %7, %8 fastmath<reassoc,contract> : f32
// CHECK-NEXT:   %42 = arith.divf %10, %10 : f64
// CHECK-NEXT:   %43 = arith.remf %9, %9 : f16
// CHECK-NEXT:   %44 = arith.maximumf %7, %8 : f32
// CHECK-NEXT:   %45 = arith.minimumf %7, %8 : f32
// CHECK-NEXT:   %46 = arith.maxnumf %7, %8 fastmath<nsz> : f32
// CHECK-NEXT:   %47 = arith.minnumf %7, %8 : f32
// CHECK-NEXT:   %48 = arith.maxsi %0, %1 : i32
// CHECK-NEXT:   %49 = arith.maxui %0, %1 : i32
// CHECK-NEXT:   %50 = arith.minsi %0, %1 : i32
// CHECK-NEXT:   %51 = arith.minui %0, %1 : i32
// CHECK-NEXT:   %52 = arith.extui %0 : i32 to i64
// CHECK-NEXT:   %53 = arith.extsi %3 : vector<4xi32> to vector<4xi64>
// CHECK-NEXT:   %54 = arith.extf %9 : f16 to f32
// CHECK-NEXT:   %55 = arith.extf %7 fastmath<contract> : f32 to f64
// CHECK-NEXT:   %56 = arith.trunci %0 : i32 to i8
// CHECK-NEXT:   %57 = arith.trunci %0 overflow<nsw> : i32 to i16
// CHECK-NEXT:   %58 = arith.truncf %10 : f64 to f32
// CHECK-NEXT:   %59 = arith.truncf %10 upward : f64 to f32
// CHECK-NEXT:   %60 = arith.truncf %10 toward_zero fastmath<afn> : f64 to f32
// CHECK-NEXT:   %61 = arith.truncf %7 fastmath<arcp> : f32 to f16
// CHECK-NEXT:   %62 = arith.uitofp %0 : i32 to f32
// CHECK-NEXT:   %63 = arith.sitofp %3 : vector<4xi32> to vector<4xf64>
// CHECK-NEXT:   %64 = arith.fptoui %7 : f32 to i32
// CHECK-NEXT:   %65 = arith.fptosi %10 : f64 to i8
// CHECK-NEXT:   %66 = arith.index_cast %0 : i32 to index
// CHECK-NEXT:   %67 = arith.index_castui %2 : index to i64
// CHECK-NEXT:   %68 = arith.index_cast %15 : memref<4xindex> to memref<4xi64>
// CHECK-NEXT:   %69 = arith.bitcast %7 : f32 to i32
// CHECK-NEXT:   %70 = arith.bitcast %9 : f16 to bf16
// CHECK-NEXT:   %71 = arith.bitcast %16 : memref<4xi64> to memref<4xf64>
// CHECK-NEXT:   %72 = arith.cmpi slt, %0, %1 : i32
// CHECK-NEXT:   %73 = arith.cmpi uge, %3, %3 : vector<4xi32>
// CHECK-NEXT:   %74 = arith.cmpi ne, %2, %2 : index
// CHECK-NEXT:   %75 = arith.cmpf oeq, %7, %8 : f32
// CHECK-NEXT:   %76 = arith.cmpf une, %11, %11 fastmath<nnan> : vector<2x3xf32>
// CHECK-NEXT:   %77 = arith.cmpf uno, %10, %10 : f64
// CHECK-NEXT:   %78 = arith.select %13, %0, %1 : i32
// CHECK-NEXT:   %79 = arith.select %14, %3, %3 : vector<4xi1>, vector<4xi32>
// CHECK-NEXT:   %80 = arith.select %13, %3, %3 : vector<4xi32>
// CHECK-NEXT:   %81 = arith.scaling_extf %18, %17 : f4E2M1FN, f8E8M0FNU to f32
// CHECK-NEXT:   %82 = arith.scaling_extf %18, %17 fastmath<fast> : f4E2M1FN, f8E8M0FNU to f16
// CHECK-NEXT:   %83 = arith.scaling_truncf %7, %17 : f32, f8E8M0FNU to f4E2M1FN
// CHECK-NEXT:   %84 = arith.scaling_truncf %7, %17 downward fastmath<nnan> : f32, f8E8M0FNU to f4E2M1FN
// CHECK-NEXT:   %85 = arith.addi %0, %1 {foo = "bar"} : i32
// CHECK-NEXT:   %86 = arith.addf %7, %8 fastmath<nnan> {a, b = 1 : i64} : f32
// CHECK-NEXT:   %87 = arith.select %13, %0, %1 {x} : i32
// CHECK-NEXT:   %88 = arith.cmpf ord, %7, %8 fastmath<ninf> : f32
// CHECK-NEXT:   %89 = arith.cmpi sge, %0, %1 : i32
// CHECK-NEXT:   %c42_i32 = arith.constant {foo} 42 : i32
// CHECK-NEXT:   %cst = arith.constant dense<[1, 2]> : vector<2xi32>
// CHECK-NEXT:   %cst_4 = arith.constant dense<1.500000e+00> : tensor<2x2xf32>
// CHECK-NEXT:   %cst_5 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:   %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT:   %c7 = arith.constant 7 : index
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %false = arith.constant false
// CHECK-NEXT:   %cst_6 = arith.constant -0.000000e+00 : f64
// CHECK-NEXT:   %cst_7 = arith.constant dense<[true, false]> : vector<2xi1>
// CHECK-NEXT:   %cst_8 = arith.constant dense<"foo"> : tensor<2x!foo.string>
// CHECK-NEXT:   %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT:   %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %cst_9 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:   "foo.use"(%19, %20, %21, %22, %23, %sum, %overflow_1, %high, %low_2, %high_3) : (i32, i32, index, vector<4xi32>, tensor<?x4xi8>, i32, vector<4xi1>, i32, tensor<*xi64>, tensor<*xi64>) -> ()
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   %0 = "foo.i32"() : () -> i32
// GENERIC-NEXT:   %1 = "foo.i32"() : () -> i32
// GENERIC-NEXT:   %2 = "foo.index"() : () -> index
// GENERIC-NEXT:   %3 = "foo.v"() : () -> vector<4xi32>
// GENERIC-NEXT:   %4 = "foo.v"() : () -> vector<[4]xi32>
// GENERIC-NEXT:   %5 = "foo.t"() : () -> tensor<?x4xi8>
// GENERIC-NEXT:   %6 = "foo.t"() : () -> tensor<*xi64>
// GENERIC-NEXT:   %7 = "foo.f32"() : () -> f32
// GENERIC-NEXT:   %8 = "foo.f32"() : () -> f32
// GENERIC-NEXT:   %9 = "foo.f16"() : () -> f16
// GENERIC-NEXT:   %10 = "foo.f64"() : () -> f64
// GENERIC-NEXT:   %11 = "foo.vf"() : () -> vector<2x3xf32>
// GENERIC-NEXT:   %12 = "foo.tf"() : () -> tensor<4xbf16>
// GENERIC-NEXT:   %13 = "foo.i1"() : () -> i1
// GENERIC-NEXT:   %14 = "foo.vb"() : () -> vector<4xi1>
// GENERIC-NEXT:   %15 = "foo.m"() : () -> memref<4xindex>
// GENERIC-NEXT:   %16 = "foo.m"() : () -> memref<4xi64>
// GENERIC-NEXT:   %17 = "foo.s"() : () -> f8E8M0FNU
// GENERIC-NEXT:   %18 = "foo.f4"() : () -> f4E2M1FN
// GENERIC-NEXT:   %19 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:   %20 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
// GENERIC-NEXT:   %21 = "arith.addi"(%2, %2) <{overflowFlags = #arith.overflow<nuw>}> : (index, index) -> index
// GENERIC-NEXT:   %22 = "arith.subi"(%3, %3) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// GENERIC-NEXT:   %23 = "arith.muli"(%5, %5) <{overflowFlags = #arith.overflow<none>}> : (tensor<?x4xi8>, tensor<?x4xi8>) -> tensor<?x4xi8>
// GENERIC-NEXT:   %24:2 = "arith.addui_extended"(%0, %1) : (i32, i32) -> (i32, i1)
// GENERIC-NEXT:   %25:2 = "arith.addui_extended"(%3, %3) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xi1>)
// GENERIC-NEXT:   %26:2 = "arith.mulsi_extended"(%0, %1) : (i32, i32) -> (i32, i32)
// GENERIC-NEXT:   %27:2 = "arith.mului_extended"(%6, %6) : (tensor<*xi64>, tensor<*xi64>) -> (tensor<*xi64>, tensor<*xi64>)
// GENERIC-NEXT:   %28 = "arith.divui"(%0, %1) : (i32, i32) -> i32
// GENERIC-NEXT:   %29 = "arith.divsi"(%0, %1) <{isExact}> : (i32, i32) -> i32
// GENERIC-NEXT:   %30 = "arith.ceildivui"(%2, %2) : (index, index) -> index
// GENERIC-NEXT:   %31 = "arith.ceildivsi"(%0, %1) : (i32, i32) -> i32
// GENERIC-NEXT:   %32 = "arith.floordivsi"(%0, %1) : (i32, i32) -> i32
// GENERIC-NEXT:   %33 = "arith.remui"(%0, %1) : (i32, i32) -> i32
// GENERIC-NEXT:   %34 = "arith.remsi"(%4, %4) : (vector<[4]xi32>, vector<[4]xi32>) -> vector<[4]xi32>
// GENERIC-NEXT:   %35 = "arith.andi"(%0, %1) : (i32, i32) -> i32
// GENERIC-NEXT:   %36 = "arith.ori"(%13, %13) : (i1, i1) -> i1
// GENERIC-NEXT:   %37 = "arith.xori"(%14, %14) : (vector<4xi1>, vector<4xi1>) -> vector<4xi1>
// GENERIC-NEXT:   %38 = "arith.shli"(%0, %1) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
// GENERIC-NEXT:   %39 = "arith.shrui"(%0, %1) <{isExact}> : (i32, i32) -> i32
// GENERIC-NEXT:   %40 = "arith.shrsi"(%0, %1) : (i32, i32) -> i32
// GENERIC-NEXT:   %41 = "arith.negf"(%7) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:   %42 = "arith.negf"(%11) <{fastmath = #arith.fastmath<nnan>}> : (vector<2x3xf32>) -> vector<2x3xf32>
// GENERIC-NEXT:   %43 = "arith.addf"(%7, %8) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
// GENERIC-NEXT:   %44 = "arith.subf"(%12, %12) <{fastmath = #arith.fastmath<none>}> : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
// GENERIC-NEXT:   %45 = "arith.mulf"(%7, %8) <{fastmath = #arith.fastmath<reassoc,contract>}> : (f32, f32) -> f32
// GENERIC-NEXT:   %46 = "arith.divf"(%10, %10) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
// GENERIC-NEXT:   %47 = "arith.remf"(%9, %9) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
// GENERIC-NEXT:   %48 = "arith.maximumf"(%7, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:   %49 = "arith.minimumf"(%7, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:   %50 = "arith.maxnumf"(%7, %8) <{fastmath = #arith.fastmath<nsz>}> : (f32, f32) -> f32
// GENERIC-NEXT:   %51 = "arith.minnumf"(%7, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:   %52 = "arith.maxsi"(%0, %1) : (i32, i32) -> i32
// GENERIC-NEXT:   %53 = "arith.maxui"(%0, %1) : (i32, i32) -> i32
// GENERIC-NEXT:   %54 = "arith.minsi"(%0, %1) : (i32, i32) -> i32
// GENERIC-NEXT:   %55 = "arith.minui"(%0, %1) : (i32, i32) -> i32
// GENERIC-NEXT:   %56 = "arith.extui"(%0) : (i32) -> i64
// GENERIC-NEXT:   %57 = "arith.extsi"(%3) : (vector<4xi32>) -> vector<4xi64>
// GENERIC-NEXT:   %58 = "arith.extf"(%9) : (f16) -> f32
// GENERIC-NEXT:   %59 = "arith.extf"(%7) <{fastmath = #arith.fastmath<contract>}> : (f32) -> f64
// GENERIC-NEXT:   %60 = "arith.trunci"(%0) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
// GENERIC-NEXT:   %61 = "arith.trunci"(%0) <{overflowFlags = #arith.overflow<nsw>}> : (i32) -> i16
// GENERIC-NEXT:   %62 = "arith.truncf"(%10) : (f64) -> f32
// GENERIC-NEXT:   %63 = "arith.truncf"(%10) <{roundingmode = 2 : i32}> : (f64) -> f32
// GENERIC-NEXT:   %64 = "arith.truncf"(%10) <{fastmath = #arith.fastmath<afn>, roundingmode = 3 : i32}> : (f64) -> f32
// GENERIC-NEXT:   %65 = "arith.truncf"(%7) <{fastmath = #arith.fastmath<arcp>}> : (f32) -> f16
// GENERIC-NEXT:   %66 = "arith.uitofp"(%0) : (i32) -> f32
// GENERIC-NEXT:   %67 = "arith.sitofp"(%3) : (vector<4xi32>) -> vector<4xf64>
// GENERIC-NEXT:   %68 = "arith.fptoui"(%7) : (f32) -> i32
// GENERIC-NEXT:   %69 = "arith.fptosi"(%10) : (f64) -> i8
// GENERIC-NEXT:   %70 = "arith.index_cast"(%0) : (i32) -> index
// GENERIC-NEXT:   %71 = "arith.index_castui"(%2) : (index) -> i64
// GENERIC-NEXT:   %72 = "arith.index_cast"(%15) : (memref<4xindex>) -> memref<4xi64>
// GENERIC-NEXT:   %73 = "arith.bitcast"(%7) : (f32) -> i32
// GENERIC-NEXT:   %74 = "arith.bitcast"(%9) : (f16) -> bf16
// GENERIC-NEXT:   %75 = "arith.bitcast"(%16) : (memref<4xi64>) -> memref<4xf64>
// GENERIC-NEXT:   %76 = "arith.cmpi"(%0, %1) <{predicate = 2 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT:   %77 = "arith.cmpi"(%3, %3) <{predicate = 9 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
// GENERIC-NEXT:   %78 = "arith.cmpi"(%2, %2) <{predicate = 1 : i64}> : (index, index) -> i1
// GENERIC-NEXT:   %79 = "arith.cmpf"(%7, %8) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT:   %80 = "arith.cmpf"(%11, %11) <{fastmath = #arith.fastmath<nnan>, predicate = 13 : i64}> : (vector<2x3xf32>, vector<2x3xf32>) -> vector<2x3xi1>
// GENERIC-NEXT:   %81 = "arith.cmpf"(%10, %10) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f64, f64) -> i1
// GENERIC-NEXT:   %82 = "arith.select"(%13, %0, %1) : (i1, i32, i32) -> i32
// GENERIC-NEXT:   %83 = "arith.select"(%14, %3, %3) : (vector<4xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// GENERIC-NEXT:   %84 = "arith.select"(%13, %3, %3) : (i1, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// GENERIC-NEXT:   %85 = "arith.scaling_extf"(%18, %17) : (f4E2M1FN, f8E8M0FNU) -> f32
// GENERIC-NEXT:   %86 = "arith.scaling_extf"(%18, %17) <{fastmath = #arith.fastmath<fast>}> : (f4E2M1FN, f8E8M0FNU) -> f16
// GENERIC-NEXT:   %87 = "arith.scaling_truncf"(%7, %17) : (f32, f8E8M0FNU) -> f4E2M1FN
// GENERIC-NEXT:   %88 = "arith.scaling_truncf"(%7, %17) <{fastmath = #arith.fastmath<nnan>, roundingmode = 1 : i32}> : (f32, f8E8M0FNU) -> f4E2M1FN
// GENERIC-NEXT:   %89 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> {foo = "bar"} : (i32, i32) -> i32
// GENERIC-NEXT:   %90 = "arith.addf"(%7, %8) <{fastmath = #arith.fastmath<nnan>}> {a, b = 1 : i64} : (f32, f32) -> f32
// GENERIC-NEXT:   %91 = "arith.select"(%13, %0, %1) {x} : (i1, i32, i32) -> i32
// GENERIC-NEXT:   %92 = "arith.cmpf"(%7, %8) <{fastmath = #arith.fastmath<ninf>, predicate = 7 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT:   %93 = "arith.cmpi"(%0, %1) <{predicate = 5 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT:   %94 = "arith.constant"() <{value = 42 : i32}> {foo} : () -> i32
// GENERIC-NEXT:   %95 = "arith.constant"() <{value = dense<[1, 2]> : vector<2xi32>}> : () -> vector<2xi32>
// GENERIC-NEXT:   %96 = "arith.constant"() <{value = dense<1.500000e+00> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
// GENERIC-NEXT:   %97 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
// GENERIC-NEXT:   %98 = "arith.constant"() <{value = -1 : i64}> : () -> i64
// GENERIC-NEXT:   %99 = "arith.constant"() <{value = 7 : index}> : () -> index
// GENERIC-NEXT:   %100 = "arith.constant"() <{value = true}> : () -> i1
// GENERIC-NEXT:   %101 = "arith.constant"() <{value = false}> : () -> i1
// GENERIC-NEXT:   %102 = "arith.constant"() <{value = -0.000000e+00 : f64}> : () -> f64
// GENERIC-NEXT:   %103 = "arith.constant"() <{value = dense<[true, false]> : vector<2xi1>}> : () -> vector<2xi1>
// GENERIC-NEXT:   %104 = "arith.constant"() <{value = dense<"foo"> : tensor<2x!foo.string>}> : () -> tensor<2x!foo.string>
// GENERIC-NEXT:   %105 = "arith.constant"() <{value = -128 : i8}> : () -> i8
// GENERIC-NEXT:   %106 = "arith.constant"() <{value = -1 : i8}> : () -> i8
// GENERIC-NEXT:   %107 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT:   %108 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// GENERIC-NEXT:   %109 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT:   "foo.use"(%19, %20, %21, %22, %23, %24#0, %25#1, %26#1, %27#0, %27#1) : (i32, i32, index, vector<4xi32>, tensor<?x4xi8>, i32, vector<4xi1>, i32, tensor<*xi64>, tensor<*xi64>) -> ()
// GENERIC-NEXT: }) : () -> ()
