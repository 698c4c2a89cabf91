llvm.func @extern_func() -> i32
llvm.func @useInlineAsm(%arg0: i32, %p: !llvm.ptr) {
  llvm.inline_asm "foo", "r" %arg0 : (i32) -> ()
  %0 = llvm.inline_asm "foo", "=r,r" %arg0 : (i32) -> i8
  %1 = llvm.inline_asm "foo", "=r,r,r" %arg0, %arg0 : (i32, i32) -> i8
  %2 = llvm.inline_asm has_side_effects "foo", "=r,r,r" %arg0, %arg0 : (i32, i32) -> i8
  %3 = llvm.inline_asm is_align_stack "foo", "=r,r,r" %arg0, %arg0 : (i32, i32) -> i8
  %4 = llvm.inline_asm asm_dialect = "intel" "foo", "=r,r,r" %arg0, %arg0 : (i32, i32) -> i8
  %5 = llvm.inline_asm "foo", "=r,=r,r" %arg0 : (i32) -> !llvm.struct<(i8, i8)>
  %6 = llvm.inline_asm has_side_effects tail_call_kind = <tail> "a\n\"b", "=r,r,~{memory}" %arg0 : (i32) -> i32

  llvm.return
}

// -----

llvm.func @f(%arg0: !llvm.ptr, %x: f32, %v: vector<4xf32>) -> f32 {
  %0 = llvm.mlir.constant(true) : i1
  %1 = llvm.mlir.constant(8 : i32) : i32
  llvm.call_intrinsic "llvm.assume"(%0) ["align"(%arg0, %1 : !llvm.ptr, i32)] : (i1) -> ()
  %2 = llvm.call_intrinsic "llvm.fabs.f32"(%x) {fastmathFlags = #llvm.fastmath<nnan>} : (f32) -> f32
  %3 = llvm.call_intrinsic "llvm.vector.reduce.fadd.v4f32"(%x, %v) : (f32, vector<4xf32>) -> f32
  llvm.call_intrinsic "llvm.donothing"() : () -> ()
  %4 = llvm.call_intrinsic "llvm.maxnum.f32"(%x, %2) {arg_attrs = [{llvm.noundef}, {}], res_attrs = [{llvm.noundef}]} : (f32, f32) -> f32
  llvm.return %3 : f32
}

// -----

llvm.func @extern_func() -> i32
llvm.func @call_extern_func() {
  %0 = llvm.dso_local_equivalent @extern_func : !llvm.ptr
  %1 = llvm.call %0() : !llvm.ptr, () -> (i32 {llvm.noundef})
  llvm.return
}
