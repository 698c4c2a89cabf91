// ensure-debug-info-scope-on-llvm-func: subprograms for definitions (with
// the distinct compile unit) and declarations, lexical block files for
// inlined locations and for locations in another file than the function's.
// RUN: gomlir-opt %s -ensure-debug-info-scope-on-llvm-func -split-input-file --mlir-print-debuginfo --mlir-print-local-scope > %t.g
// RUN: mlir-opt-upstream %s -ensure-debug-info-scope-on-llvm-func -split-input-file --mlir-print-debuginfo --mlir-print-local-scope > %t.u
// RUN: diff %t.g %t.u
// RUN: FileCheck %s < %t.g

// CHECK: llvm.func @ext(i64) -> i64 loc(fused<#llvm.di_subprogram<scope = #llvm.di_file<"discope.mlir" in
// CHECK-SAME: subprogramFlags = Optimized
// CHECK: di_lexical_block_file<scope = #llvm.di_subprogram<id = distinct[0]<>, compileUnit = <id = distinct[1]<>
// CHECK-SAME: file = <"mod.mlir" in "">
// CHECK: subprogramFlags = "Definition|Optimized"
// CHECK: id = distinct[2]<>, compileUnit = <id = distinct[1]<>
module {
  llvm.func @ext(i64) -> i64
  llvm.func @f(%a: i64) -> i64 {
    %0 = llvm.call @ext(%a) : (i64) -> i64 loc(callsite("x.mlir":3:4 at callsite("y/z.mlir":5:6 at "w.mlir":7:8)))
    llvm.return %0 : i64 loc(callsite("inner.mlir":1:2 at "outer.mlir":9:9))
  } loc("/abs/path/f.mlir":10:3)
  llvm.func @g() {
    llvm.return
  } loc("g"("gfile.mlir":4:0))
  llvm.func @h() {
    llvm.return
  } loc(fused<"meta">["a.mlir":1:1, "b.mlir":2:2])
} loc("mod.mlir":1:1)

// -----

// CHECK: llvm.func @a()
// CHECK: di_lexical_block_file<{{.*}}file = <"g.mlir" in "x">, discriminator = 0>>["x/g.mlir":8:5])
module {
  llvm.func @a() {
    llvm.return loc("x/g.mlir":8:5)
  } loc("g.mlir":4:0)
  llvm.func @b() {
    llvm.return loc("n"("o.mlir":1:1))
  } loc("g.mlir":4:0)
  llvm.func @c() {
    llvm.return loc("o.mlir":1:1)
  } loc(unknown)
  llvm.func @d() {
    llvm.return loc(fused["o.mlir":1:1, "p.mlir":2:2])
  } loc("p.mlir":1:1)
  llvm.func @e() {
    llvm.return loc(unknown)
  } loc("p.mlir":1:1)
  llvm.func @f() {
    llvm.return loc("p.mlir":1:1)
  } loc("n"("p.mlir":1:1))
  llvm.func @decl() loc("q/r.mlir":3:3)
}
