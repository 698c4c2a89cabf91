// RUN: gomlir-opt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt-upstream %s --split-input-file --verify-diagnostics

// expected-error @+2 {{expected one of [none, "non-leaf"non-leaf, all, reserved, "non-leaf-no-reserve"non-leaf-no-reserve] for LLVM FramePointerKind, got: bad}}
// expected-error @+1 {{failed to parse FramePointerKindAttr parameter 'framePointerKind' which is to be a `framePointerKind::FramePointerKind`}}
llvm.func @f() attributes {frame_pointer = #llvm.framePointerKind<"bad">} {
  llvm.return
}

// -----

// expected-error @+2 {{expected keyword for Calling Conventions}}
// expected-error @+1 {{failed to parse CConvAttr parameter 'CallingConv' which is to be a `CConv`}}
llvm.func @f() attributes {a = #llvm.cconv<3>} {
  llvm.return
}

// -----

// expected-error @+2 {{expected one of [external, available_externally, linkonce, linkonce_odr, weak, weak_odr, appending, internal, private, extern_weak, common] for LLVM linkage types, got: bad}}
// expected-error @+1 {{failed to parse LinkageAttr parameter 'linkage' which is to be a `linkage::Linkage`}}
llvm.func @f() attributes {a = #llvm.linkage<bad>} {
  llvm.return
}

// -----

// expected-error @+1 {{unknown attribute `asm_dialect` in dialect `llvm`}}
llvm.func @f() attributes {a = #llvm.asm_dialect<intel>} {
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{invalid asm_dialect attribute specification: "bad"}}
  %0 = llvm.inline_asm asm_dialect = "bad" "foo", "=r" : () -> i8
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{expected string or keyword containing one of the following enum values for attribute 'asm_dialect' [att, intel]}}
  %0 = llvm.inline_asm asm_dialect = bad "foo", "=r" : () -> i8
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+2 {{expected one of [none, notail, musttail, tail] for Tail Call Kind, got: bad}}
  // expected-error @+1 {{failed to parse TailCallKindAttr parameter 'tailCallKind' which is to be a `TailCallKind`}}
  %0 = llvm.inline_asm tail_call_kind = <bad> "foo", "=r" : () -> i8
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op expected op to return a single LLVM pointer type}}
  %0 = llvm.load %p dereferenceable<bytes = 8> : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @f(%a: vector<2xi64>) {
  // expected-error @+1 {{'llvm.inttoptr' op expected op to return a single LLVM pointer type}}
  %0 = llvm.inttoptr %a dereferenceable<bytes = 8> : vector<2xi64> to vector<2x!llvm.ptr>
  llvm.return
}
