// RUN: gomlir-opt %s -canonicalize > %t.g
// RUN: mlir-opt-upstream %s -canonicalize > %t.u
// RUN: diff %t.g %t.u

// llvm.mlir.addressof is a constant: equal ones merge and hoist, and one
// in an alias body does not fold into itself forever.

llvm.func @g()
llvm.func @f(%c: i1) -> !llvm.ptr {
  %z = llvm.mlir.zero : !llvm.ptr
  llvm.cond_br %c, ^a, ^b
^a:
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  llvm.return %0 : !llvm.ptr
^b:
  %1 = llvm.mlir.addressof @g : !llvm.ptr
  llvm.return %1 : !llvm.ptr
}

llvm.func internal @callee() -> !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.alias external @foo_alias {addr_space = 0 : i32} : !llvm.ptr {
  %0 = llvm.mlir.addressof @callee : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
