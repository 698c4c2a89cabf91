// RUN: gomlir-opt --split-input-file %s > %t.g
// RUN: mlir-opt-upstream --split-input-file %s > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt --split-input-file %s --mlir-print-op-generic > %t.gg
// RUN: mlir-opt-upstream --split-input-file %s --mlir-print-op-generic > %t.ug
// RUN: diff %t.gg %t.ug
// RUN: gomlir-opt --split-input-file %s --mlir-print-debuginfo > %t.gd
// RUN: mlir-opt-upstream --split-input-file %s --mlir-print-debuginfo > %t.ud
// RUN: diff %t.gd %t.ud

// More llvm ops against upstream: vector, masked and matrix intrinsics,
// ifuncs, varargs, dynamic allocas, indirect branches and block addresses.

llvm.func @f(%a : vector<16xi8>, %b : vector<[16]xi8>, %f: f32, %v2: vector<[2]xf16>) {
  %0 = llvm.intr.vector.insert %a, %b[0] : vector<16xi8> into vector<[16]xi8>
  %1 = llvm.intr.vector.extract %b[0] : vector<16xi8> from vector<[16]xi8>
  %2 = "llvm.intr.vector.interleave2"(%v2, %v2) : (vector<[2]xf16>, vector<[2]xf16>) -> vector<[4]xf16>
  %3 = llvm.intr.sincos(%f) : (f32) -> !llvm.struct<(f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %m: vector<7xi1>, %M: vector<7x!llvm.ptr>, %v: vector<7xf32>, %stride: i64) {
  %0 = llvm.intr.masked.load %p, %m { alignment = 1: i32} : (!llvm.ptr, vector<7xi1>) -> vector<7xf32>
  %1 = llvm.intr.masked.load %p, %m, %v { alignment = 1: i32} : (!llvm.ptr, vector<7xi1>, vector<7xf32>) -> vector<7xf32>
  %a = llvm.intr.masked.gather %M, %m { alignment = 1: i32} : (vector<7x!llvm.ptr>, vector<7xi1>) -> vector<7xf32>
  llvm.intr.masked.store %v, %p, %m { alignment = 1: i32} : vector<7xf32>, vector<7xi1> into !llvm.ptr
  llvm.intr.masked.scatter %v, %M, %m { alignment = 1: i32} : vector<7xf32>, vector<7xi1> into vector<7x!llvm.ptr>
  %2 = llvm.intr.matrix.column.major.load %p, <stride=%stride> { isVolatile = 0: i1, rows = 3: i32, columns = 16: i32} : vector<48 x f32> from !llvm.ptr stride i64
  llvm.intr.matrix.column.major.store %2, %p, <stride=%stride> { isVolatile = 0: i1, rows = 3: i32, columns = 16: i32} : vector<48 x f32> to !llvm.ptr stride i64
  llvm.return
}

// -----

llvm.func @resolver() -> !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.ifunc external @foo : !llvm.func<void (ptr, i32)>, !llvm.ptr @resolver {dso_local}
llvm.mlir.ifunc internal hidden unnamed_addr @bar : !llvm.func<void ()>, !llvm.ptr @resolver
llvm.func @call() {
  %0 = llvm.mlir.addressof @foo : !llvm.ptr
  llvm.call @bar() : () -> ()
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %q: !llvm.ptr) {
  llvm.intr.vastart %p : !llvm.ptr
  llvm.intr.vacopy %q to %p : !llvm.ptr, !llvm.ptr
  %0 = llvm.va_arg %p : (!llvm.ptr) -> i32
  llvm.intr.vaend %p : !llvm.ptr
  llvm.return
}

// -----

llvm.func internal @dyn(%n: i32) -> i32 {
  %p = llvm.alloca %n x i32 : (i32) -> !llvm.ptr
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %q = llvm.alloca %c0 x i32 : (i32) -> !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.return %v : i32
}
llvm.func @caller(%a: i32, %c: i1) -> i32 {
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = llvm.call @dyn(%a) : (i32) -> i32
  llvm.return %0 : i32
^bb2:
  %1 = llvm.call @dyn(%a) : (i32) -> i32
  %x = llvm.call @dyn(%1) {no_inline} : (i32) -> i32
  llvm.return %x : i32
}

// -----

llvm.func @ib0(%dest : !llvm.ptr, %arg0 : i32, %arg1 : i32) -> i32 {
  llvm.indirectbr %dest : !llvm.ptr, [
  ^head(%arg0 : i32),
  ^tail(%arg1, %arg0 : i32, i32)
  ]
^head(%r0 : i32):
  llvm.return %r0 : i32
^tail(%r1 : i32, %r2 : i32):
  %r = llvm.add %r1, %r2 : i32
  llvm.return %r : i32
}

// -----

llvm.func @ba() -> !llvm.ptr {
  %0 = llvm.blockaddress <function = @ba, tag = <id = 1>> : !llvm.ptr
  llvm.br ^bb1
^bb1:
  llvm.blocktag <id = 1>
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.global private @g() {addr_space = 0 : i32} : !llvm.ptr {
  %0 = llvm.blockaddress <function = @ba, tag = <id = 1>> : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
