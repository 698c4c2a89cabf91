// RUN: gomlir-opt --split-input-file %s > %t.g
// RUN: mlir-opt-upstream --split-input-file %s > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt --split-input-file %s --mlir-print-op-generic > %t.gg
// RUN: mlir-opt-upstream --split-input-file %s --mlir-print-op-generic > %t.ug
// RUN: diff %t.gg %t.ug
// RUN: gomlir-opt --split-input-file %s --mlir-print-debuginfo > %t.gd
// RUN: mlir-opt-upstream --split-input-file %s --mlir-print-debuginfo > %t.ud
// RUN: diff %t.gd %t.ud
// RUN: gomlir-opt --split-input-file %s | gomlir-opt --split-input-file --split-input-file | FileCheck %s

// The custom forms of the llvm ops, byte for byte as upstream prints them
// in the custom, generic and debug-info forms.

// CHECK-LABEL: llvm.func @foo(%arg0: i32, %arg1: !llvm.ptr) -> i32
// CHECK: llvm.add %arg0, %0 overflow<nsw> : i32
// CHECK: llvm.getelementptr %arg1[%1, 3] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, i32, i32, i32)>
// CHECK: llvm.call @foo(%arg0, %arg1) : (i32, !llvm.ptr) -> i32
// CHECK: llvm.mlir.global internal constant @g(42 : i32) {addr_space = 0 : i32} : i32
// CHECK: llvm.func internal fastcc @bar() attributes {passthrough = ["noinline"]}
// CHECK: llvm.func @decl(i32, ...) -> !llvm.struct<(i32)>

llvm.func @foo(%arg0: i32, %p: !llvm.ptr) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.add %arg0, %0 overflow<nsw> : i32
  %3 = llvm.mlir.constant(1.0 : f32) : f32
  %2 = llvm.fadd %3, %3 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
  %4 = llvm.icmp "slt" %1, %0 : i32
  %5 = llvm.fcmp "olt" %3, %3 : f32
  %6 = llvm.load %p : !llvm.ptr -> i32
  llvm.store %6, %p : i32, !llvm.ptr
  %7 = llvm.getelementptr %p[%1, 3] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, i32, i32, i32)>
  %8 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
  %9 = llvm.bitcast %p : !llvm.ptr to !llvm.ptr
  %10 = llvm.sext %0 : i32 to i64
  %11 = llvm.call @foo(%arg0, %p) : (i32, !llvm.ptr) -> i32
  %12 = llvm.mlir.zero : !llvm.ptr
  %13 = llvm.mlir.undef : i32
  %14 = llvm.mlir.poison : i32
  %15 = llvm.select %4, %0, %1 : i1, i32
  %16 = llvm.mlir.addressof @g : !llvm.ptr
  llvm.cond_br %4, ^bb1, ^bb2(%0 : i32)
^bb1:
  llvm.br ^bb2(%1 : i32)
^bb2(%a: i32):
  llvm.return %a : i32
}
llvm.mlir.global internal constant @g(42 : i32) {addr_space = 0 : i32} : i32
llvm.func internal fastcc @bar() attributes {passthrough = ["noinline"]} {
  llvm.return
}
llvm.func @decl(i32, ...) -> !llvm.struct<(i32)>

// -----

llvm.func @f(%a: i32, %p: !llvm.ptr, %v: vector<4xf32>, %s: !llvm.struct<(i32, f32)>, %b: i1) {
  %0 = llvm.or disjoint %a, %a : i32
  %1 = llvm.udiv exact %a, %a : i32
  %2 = llvm.trunc %a overflow<nsw, nuw> : i32 to i8
  %3 = llvm.zext nneg %a : i32 to i64
  %4 = llvm.uitofp nneg %a : i32 to f32
  %5 = llvm.getelementptr inbounds|nuw %p[1] : (!llvm.ptr) -> !llvm.ptr, i8
  %6 = llvm.load volatile %p atomic syncscope("agent") acquire {alignment = 4 : i64, nontemporal} : !llvm.ptr -> i32
  %7 = llvm.load %p invariant : !llvm.ptr -> i32
  llvm.store volatile %a, %p atomic release {alignment = 4 : i64} : i32, !llvm.ptr
  %8 = llvm.alloca inalloca %a x i32 {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %9 = llvm.extractvalue %s[0] : !llvm.struct<(i32, f32)>
  %10 = llvm.insertvalue %a, %s[0] : !llvm.struct<(i32, f32)>
  %11 = llvm.extractelement %v[%a : i32] : vector<4xf32>
  %12 = llvm.insertelement %11, %v[%a : i32] : vector<4xf32>
  %13 = llvm.shufflevector %v, %v [0, 1, 2, 3] : vector<4xf32>
  %14 = llvm.freeze %a : i32
  %15 = llvm.cmpxchg weak volatile %p, %a, %a syncscope("x") acq_rel monotonic {alignment = 4 : i64} : !llvm.ptr, i32
  %16 = llvm.atomicrmw volatile add %p, %a syncscope("x") monotonic {alignment = 4 : i64} : !llvm.ptr, i32
  llvm.fence syncscope("agent") seq_cst
  %17 = llvm.fneg %11 {fastmathFlags = #llvm.fastmath<fast>} : f32
  %18 = llvm.ptrtoint %p : !llvm.ptr to i64
  %19 = llvm.inttoptr %18 : i64 to !llvm.ptr<1>
  %20 = llvm.addrspacecast %19 : !llvm.ptr<1> to !llvm.ptr
  %21 = llvm.icmp "eq" %p, %p : !llvm.ptr
  %22 = llvm.fcmp "_true" %11, %11 {fastmathFlags = #llvm.fastmath<nnan>} : f32
  %23 = llvm.add %a, %a : i32
  %24 = llvm.shl %a, %a overflow<nuw> : i32
  %25 = llvm.select %b, %11, %11 {fastmathFlags = #llvm.fastmath<nnan>} : i1, f32
  %26 = llvm.getelementptr %p[%a, 0, %a] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<4 x i32>)>
  llvm.switch %a : i32, ^bb1 [
    0: ^bb2(%a : i32),
    5: ^bb1
  ]
^bb1:
  llvm.cond_br %b weights([1, 2]), ^bb1, ^bb2(%a : i32)
^bb2(%x: i32):
  llvm.br ^bb1 {loop_annotation = #llvm.loop_annotation<disableNonforced = true>}
}

// -----

llvm.mlir.global external @a() : i32
llvm.mlir.global private unnamed_addr constant @s("abc\00") {alignment = 1 : i64}
llvm.mlir.global internal thread_local @r() : !llvm.ptr {
  %0 = llvm.mlir.addressof @a : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.func hidden local_unnamed_addr @f(%arg0: i32 {llvm.noundef}, ...) -> (i32 {llvm.zeroext}) attributes {sym_visibility = "private"} {
  llvm.return %arg0 : i32
}
llvm.func @g(!llvm.ptr) -> ()
llvm.func @h(%p: !llvm.ptr) {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.call @f(%0, %0) vararg(!llvm.func<i32 (i32, ...)>) : (i32, i32) -> i32
  %2 = llvm.call fastcc tail @f(%0) vararg(!llvm.func<i32 (i32, ...)>) {fastmathFlags = #llvm.fastmath<fast>} : (i32) -> i32
  llvm.call %p(%p) : !llvm.ptr, (!llvm.ptr) -> ()
  llvm.call @g(%p) ["tag"(%0 : i32), "t2"()] : (!llvm.ptr) -> ()
  llvm.unreachable
}

// -----

llvm.func @foo(i32) -> i32
llvm.func @bar(i32, ...)
llvm.func @__gxx_personality_v0(...) -> i32
llvm.mlir.global external constant @_ZTIi() : !llvm.ptr
llvm.func @caller(%arg0: i32, %fp: !llvm.ptr) -> i32 attributes { personality = @__gxx_personality_v0 } {
  %c = llvm.mlir.addressof @_ZTIi : !llvm.ptr
  %0 = llvm.invoke @foo(%arg0) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.invoke fastcc @bar(%0, %0) to ^bb3(%0 : i32) unwind ^bb4 vararg(!llvm.func<void (i32, ...)>) {branch_weights = array<i32: 1, 2>} : (i32, i32) -> ()
^bb2:
  %2 = llvm.landingpad cleanup (catch %c : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.resume %2 : !llvm.struct<(ptr, i32)>
^bb3(%x: i32):
  %5 = llvm.invoke %fp(%x) to ^bb5 unwind ^bb4 : !llvm.ptr, (i32) -> i32
^bb4:
  %3 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %3 : !llvm.struct<(ptr, i32)>
^bb5:
  llvm.return %5 : i32
}

// -----

llvm.mlir.global external @zed(42 : i32) {addr_space = 0 : i32} : i32
llvm.mlir.alias linkonce_odr hidden thread_local unnamed_addr @foo {addr_space = 0 : i32, dso_local} : i32 {
  %0 = llvm.mlir.addressof @zed : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.module_flags [#llvm.mlir.module_flag<error, "wchar_size", 4 : i32>]
llvm.comdat @__llvm_comdat {
  llvm.comdat_selector @any any
  llvm.comdat_selector @nd nodeduplicate
}
llvm.mlir.global @g(0 : i32) comdat(@__llvm_comdat::@any) : i32
llvm.func @f() comdat(@__llvm_comdat::@any) {
  llvm.return
}
llvm.mlir.global_ctors ctors = [@f], priorities = [0 : i32], data = [#llvm.zero]
llvm.mlir.global_dtors dtors = [@f], priorities = [0 : i32], data = [#llvm.zero]
llvm.func @asm(%arg0: i32) {
  %0 = llvm.inline_asm has_side_effects is_align_stack asm_dialect = intel "foo", "=r,r" %arg0 : (i32) -> i32
  llvm.inline_asm "bar", "" : () -> ()
  llvm.return
}

// -----

llvm.func @f(%x: f32, %i: i32, %p: !llvm.ptr, %q: !llvm.ptr, %v: vector<4xf32>, %vi: vector<4xi32>, %b: i1) {
  %0 = llvm.intr.fabs(%x) : (f32) -> f32
  %1 = llvm.intr.sqrt(%x) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
  %2 = llvm.intr.pow(%x, %x) : (f32, f32) -> f32
  %3 = llvm.intr.fma(%x, %x, %x) : (f32, f32, f32) -> f32
  %4 = llvm.intr.smax(%i, %i) : (i32, i32) -> i32
  %5 = "llvm.intr.ctlz"(%i) <{is_zero_poison = false}> : (i32) -> i32
  %6 = llvm.intr.ctpop(%i) : (i32) -> i32
  %7 = "llvm.intr.abs"(%i) <{is_int_min_poison = false}> : (i32) -> i32
  "llvm.intr.memcpy"(%p, %q, %i) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  %c8 = llvm.mlir.constant(0 : i8) : i8
  "llvm.intr.memset"(%p, %c8, %i) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
  %8 = llvm.intr.stacksave : !llvm.ptr
  llvm.intr.stackrestore %8 : !llvm.ptr
  llvm.intr.lifetime.start %p : !llvm.ptr
  llvm.intr.assume %b : i1
  %9 = "llvm.intr.vector.reduce.fadd"(%x, %v) : (f32, vector<4xf32>) -> f32
  %10 = "llvm.intr.vector.reduce.add"(%vi) : (vector<4xi32>) -> i32
  %11 = llvm.intr.exp(%x) : (f32) -> f32
  %12 = llvm.intr.copysign(%x, %x) : (f32, f32) -> f32
  %13 = llvm.intr.umin(%i, %i) : (i32, i32) -> i32
  %14 = "llvm.intr.cttz"(%i) <{is_zero_poison = true}> : (i32) -> i32
  %15 = llvm.intr.minnum(%x, %x) : (f32, f32) -> f32
  %16 = llvm.intr.powi(%x, %i) : (f32, i32) -> f32
  %17 = llvm.intr.floor(%x) : (f32) -> f32
  %18 = "llvm.intr.sadd.with.overflow"(%i, %i) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %19 = llvm.intr.bitreverse(%i) : (i32) -> i32
  %20 = llvm.intr.fshl(%i, %i, %i) : (i32, i32, i32) -> i32
  "llvm.intr.memmove"(%p, %q, %i) <{isVolatile = true}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  llvm.intr.trap
  %21 = "llvm.intr.is.fpclass"(%x) <{bit = 3 : i32}> : (f32) -> i1
  llvm.return
}
