// RUN: gomlir-opt %s --split-input-file | FileCheck %s
// RUN: gomlir-opt %s --split-input-file > %t.ours
// RUN: mlir-opt-upstream %s --split-input-file > %t.upstream
// RUN: diff %t.ours %t.upstream

// Enum cases are read as keywords or strings; a case that is not a bare
// identifier prints quoted.

// CHECK-LABEL: llvm.func @frame_pointer()
// CHECK-SAME: a = #llvm.linkage<internal>, b = #llvm.cconv<fastcc>, c = #llvm.tailcallkind<tail>
// CHECK-SAME: frame_pointer = #llvm.framePointerKind<"non-leaf">
llvm.func @frame_pointer() attributes {frame_pointer = #llvm.framePointerKind<"non-leaf">,
    a = #llvm.linkage<"internal">, b = #llvm.cconv<"fastcc">, c = #llvm.tailcallkind<"tail">} {
  llvm.return
}

// -----

// CHECK-LABEL: llvm.func @reserved()
// CHECK-SAME: #llvm.framePointerKind<reserved>
llvm.func @reserved() attributes {frame_pointer = #llvm.framePointerKind<"reserved">} {
  llvm.return
}

// -----

// CHECK-LABEL: llvm.func @asm
llvm.func @asm(%arg0: i32) {
  // CHECK: llvm.inline_asm tail_call_kind = <tail> asm_dialect = intel "foo", "=r,r"
  %0 = llvm.inline_asm tail_call_kind = <"tail"> asm_dialect = "intel" "foo", "=r,r" %arg0 : (i32) -> i8
  llvm.return
}

// -----

// CHECK-LABEL: llvm.func @vscale() vscale_range(2, 8)
llvm.func @vscale() vscale_range(2, 8) {
  llvm.return
}

// -----

// CHECK-LABEL: llvm.func @deref
llvm.func @deref(%arg0: i64) attributes {d = #llvm.dereferenceable<bytes = 4, mayBeNull = false>} {
  // CHECK: llvm.inttoptr %arg0 dereferenceable<bytes = 4, mayBeNull = true>
  %0 = llvm.inttoptr %arg0 dereferenceable<bytes = 4, mayBeNull = true> : i64 to !llvm.ptr
  // CHECK: llvm.load %0 dereferenceable<bytes = 8>
  %1 = llvm.load %0 dereferenceable<bytes = 8, mayBeNull = false> : !llvm.ptr -> !llvm.ptr
  llvm.return
}
