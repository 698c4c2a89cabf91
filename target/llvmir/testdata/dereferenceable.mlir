llvm.func @deref(%arg0: i64, %arg1: !llvm.ptr) {
  %0 = llvm.inttoptr %arg0 dereferenceable<bytes = 4> : i64 to !llvm.ptr
  %1 = llvm.load %0 {alignment = 4 : i64} : !llvm.ptr -> i32
  %2 = llvm.load %arg1 dereferenceable<bytes = 8, mayBeNull = false> {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  %3 = llvm.load volatile %2 dereferenceable<bytes = 16, mayBeNull = true> : !llvm.ptr -> !llvm.ptr
  %4 = llvm.inttoptr %arg0 dereferenceable<bytes = 8, mayBeNull = true> : i64 to !llvm.ptr
  llvm.store %1, %3 {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.store %1, %4 {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}

// -----

llvm.func @frame_pointer() attributes {frame_pointer = #llvm.framePointerKind<"non-leaf">} {
  llvm.return
}

// -----

llvm.func @vscale() vscale_range(2, 8) {
  llvm.return
}

llvm.func @vscale_attr() attributes {vscale_range = #llvm.vscale_range<minRange = 1 : i32, maxRange = 16 : i32>} {
  llvm.return
}
