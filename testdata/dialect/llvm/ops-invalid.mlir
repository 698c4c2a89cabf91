// RUN: gomlir-opt --allow-unregistered-dialect %s --split-input-file --verify-diagnostics
// RUN: mlir-opt-upstream --allow-unregistered-dialect %s --split-input-file --verify-diagnostics
// RUN: not gomlir-opt --allow-unregistered-dialect %s --split-input-file 2> %t.g
// RUN: not mlir-opt-upstream --allow-unregistered-dialect %s --split-input-file 2> %t.u
// RUN: diff %t.g %t.u

// Parser and verifier diagnostics of the llvm ops (recorded from upstream
// mlir-opt 22): messages, locations and notes.
%f = "test.op"() : () -> f32
// expected-error @+1 {{'llvm.add' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
%0 = "llvm.add"(%f, %f) : (f32, f32) -> f32
// -----
%f = "test.op"() : () -> i32
// expected-error @+1 {{'llvm.fadd' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
%0 = "llvm.fadd"(%f, %f) : (i32, i32) -> i32
// -----
%f = "test.op"() : () -> f32
// expected-error @+1 {{'llvm.icmp' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer or LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'f32'}}
%0 = "llvm.icmp"(%f, %f) {predicate = 0 : i64} : (f32, f32) -> i1
// -----
%f = "test.op"() : () -> i32
// expected-error @+1 {{'llvm.fcmp' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
%0 = "llvm.fcmp"(%f, %f) {predicate = 0 : i64} : (i32, i32) -> i1
// -----
%f = "test.op"() : () -> f32
// expected-error @+1 {{'llvm.load' op operand #0 must be LLVM pointer type, but got 'f32'}}
%0 = "llvm.load"(%f) : (f32) -> i32
// -----
%f = "test.op"() : () -> f32
// expected-error @+1 {{'llvm.sext' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
%0 = "llvm.sext"(%f) : (f32) -> i32
// -----
%f = "test.op"() : () -> f32
// expected-error @+1 {{'llvm.fptrunc' op result #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
%0 = "llvm.fptrunc"(%f) : (f32) -> i32
// -----
%f = "test.op"() : () -> i32
// expected-error @+1 {{'llvm.inttoptr' op result #0 must be LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'i32'}}
%0 = "llvm.inttoptr"(%f) : (i32) -> i32
// -----
%f = "test.op"() : () -> i32
// expected-error @+1 {{'llvm.bitcast' op result #0 must be LLVM-compatible non-aggregate type, but got '!llvm.struct<()>'}}
%0 = "llvm.bitcast"(%f) : (i32) -> !llvm.struct<()>
// -----
%f = "test.op"() : () -> i32
// expected-error @+1 {{'llvm.select' op operand #0 must be 1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer, but got 'i32'}}
%0 = "llvm.select"(%f, %f, %f) : (i32, i32, i32) -> i32
// -----
%f = "test.op"() : () -> i32
// expected-error @+1 {{'llvm.freeze' op requires the same type for all operands and results}}
%0 = "llvm.freeze"(%f) : (i32) -> !llvm.struct<()>
// -----
%f = "test.op"() : () -> i32
// expected-error @+1 {{'llvm.add' op requires the same type for all operands and results}}
%0 = "llvm.add"(%f, %f) : (i32, i32) -> i64
// -----
%f = "test.op"() : () -> tensor<4xi32>
// expected-error @+1 {{'llvm.add' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'tensor<4xi32>'}}
%0 = "llvm.add"(%f, %f) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
// -----
%f = "test.op"() : () -> i32
// expected-error @+1 {{'llvm.icmp' op result #0 must be 1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer, but got 'i32'}}
%0 = "llvm.icmp"(%f, %f) {predicate = 0 : i64} : (i32, i32) -> i32
// -----
%f = "test.op"() : () -> i32
// expected-error @+1 {{'llvm.extractvalue' op operand #0 must be LLVM aggregate type, but got 'i32'}}
%0 = "llvm.extractvalue"(%f) {position = array<i64: 0>} : (i32) -> i32
// -----
%f = "test.op"() : () -> !llvm.struct<(i32)>
// expected-error @+1 {{'llvm.extractvalue' op position out of bounds: 1}}
%0 = "llvm.extractvalue"(%f) {position = array<i64: 1>} : (!llvm.struct<(i32)>) -> i32
// -----
%f = "test.op"() : () -> !llvm.struct<(i32)>
// expected-error @+1 {{'llvm.extractvalue' op Type mismatch: extracting from '!llvm.struct<(i32)>' should produce 'i32' but this op returns 'f32'}}
%0 = "llvm.extractvalue"(%f) {position = array<i64: 0>} : (!llvm.struct<(i32)>) -> f32
// -----
// expected-error @+1 {{'llvm.mlir.constant' op expected array type of 1 i8 elements for the string constant}}
%0 = "llvm.mlir.constant"() {value = "x"} : () -> i32
// -----
%f = "test.op"() : () -> i32
// expected-error @+1 {{integer width of the output type is smaller or equal to the integer width of the input type}}
%0 = llvm.sext %f : i32 to i16
// -----
%f = "test.op"() : () -> i32
// expected-error @+1 {{integer width of the output type is smaller or equal to the integer width of the input type}}
%0 = llvm.zext %f : i32 to i32
// -----
%f = "test.op"() : () -> i32
// expected-error @+1 {{'llvm.bitcast' op can only cast pointers from and to pointers}}
%0 = llvm.bitcast %f : i32 to !llvm.ptr
// -----
%f = "test.op"() : () -> vector<4xi32>
// expected-error @+1 {{input type is a vector but output type is an integer}}
%0 = llvm.sext %f : vector<4xi32> to i64
// -----
%f = "test.op"() : () -> vector<2xi32>
// expected-error @+1 {{input and output vectors are of incompatible shape}}
%0 = llvm.sext %f : vector<2xi32> to vector<3xi64>
// -----
// expected-error @+1 {{'llvm.mlir.constant' op attribute and type have different float semantics}}
%0 = llvm.mlir.constant(1.0 : f64) : f32
// -----
// expected-error @+1 {{'llvm.mlir.constant' op expected integer type}}
%0 = llvm.mlir.constant(1 : i64) : !llvm.ptr
// -----
// expected-error @+1 {{'llvm.mlir.constant' op expected integer type}}
%0 = llvm.mlir.constant(1 : i32) : f32
// -----
%p = "test.op"() : () -> !llvm.ptr
// expected-error @+1 {{'llvm.load' op expected alignment for atomic access}}
%0 = llvm.load %p atomic monotonic : !llvm.ptr -> i32
// -----
%p = "test.op"() : () -> !llvm.ptr
// expected-error @+1 {{'llvm.load' op unsupported ordering 'release'}}
%0 = llvm.load %p atomic release {alignment = 4 : i64} : !llvm.ptr -> i32
// -----
%p = "test.op"() : () -> !llvm.ptr
// expected-error @+1 {{'llvm.load' op unsupported type '!llvm.struct<(i32)>' for atomic access}}
%0 = llvm.load %p atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> !llvm.struct<(i32)>
// -----
%p = "test.op"() : () -> !llvm.ptr
// expected-error @+1 {{'llvm.load' op unsupported type 'i7' for atomic access}}
%0 = llvm.load %p atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i7
// -----
%p = "test.op"() : () -> !llvm.ptr
%a = "test.op"() : () -> i32
// expected-error @+1 {{'llvm.store' op unsupported ordering 'acquire'}}
llvm.store %a, %p atomic acquire {alignment = 4 : i64} : i32, !llvm.ptr
// -----
%p = "test.op"() : () -> !llvm.ptr
%a = "test.op"() : () -> i32
// expected-error @+1 {{custom op 'llvm.icmp' 'foo' is an incorrect value of the 'predicate' attribute}}
%0 = llvm.icmp "foo" %a, %a : i32
// -----
%p = "test.op"() : () -> !llvm.ptr
// expected-error @+1 {{'llvm.load' op result #0 must be LLVM type with size, but got '!llvm.func<void ()>'}}
%0 = llvm.load %p : !llvm.ptr -> !llvm.func<void ()>
// -----
%p = "test.op"() : () -> !llvm.ptr
%a = "test.op"() : () -> i32
%0 = llvm.alloca %a x i32 : (i32) -> !llvm.ptr
%1 = llvm.alloca %a x i32 {alignment = 0 : i64} : (i32) -> !llvm.ptr
// expected-error @+1 {{'llvm.alloca' op requires attribute 'elem_type'}}
%2 = "llvm.alloca"(%a) : (i32) -> !llvm.ptr
// -----
%p = "test.op"() : () -> !llvm.ptr
%a = "test.op"() : () -> i32
%15 = llvm.cmpxchg %p, %a, %a monotonic monotonic : !llvm.ptr, i32
// expected-error @+1 {{'llvm.cmpxchg' op ordering must be at least 'monotonic'}}
%16 = llvm.cmpxchg %p, %a, %a monotonic unordered : !llvm.ptr, i32
// -----
%p = "test.op"() : () -> !llvm.ptr
%a = "test.op"() : () -> f32
// expected-error @+1 {{'llvm.atomicrmw' op expected LLVM IR integer type}}
%16 = llvm.atomicrmw add %p, %a monotonic : !llvm.ptr, f32
// -----
%p = "test.op"() : () -> !llvm.ptr
%a = "test.op"() : () -> i32
// expected-error @+1 {{'llvm.atomicrmw' op expected LLVM IR floating point type}}
%16 = llvm.atomicrmw fadd %p, %a monotonic : !llvm.ptr, i32
// -----
%p = "test.op"() : () -> !llvm.ptr
%a = "test.op"() : () -> i32
// expected-error @+1 {{'llvm.atomicrmw' op expected at least 'monotonic' ordering}}
%16 = llvm.atomicrmw xchg %p, %a unordered : !llvm.ptr, i32
// -----
// expected-error @+1 {{'llvm.fence' op can be given only acquire, release, acq_rel, and seq_cst orderings}}
llvm.fence monotonic
// -----
%p = "test.op"() : () -> !llvm.ptr
// expected-error @+1 {{'llvm.getelementptr' op type 'i32' cannot be indexed (index #1)}}
%0 = llvm.getelementptr %p[1, 2] : (!llvm.ptr) -> !llvm.ptr, i32
// -----
%p = "test.op"() : () -> !llvm.ptr
%a = "test.op"() : () -> i32
// expected-error @+1 {{'llvm.getelementptr' op expected index 1 indexing a struct to be constant}}
%0 = llvm.getelementptr %p[0, %a] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32)>
// -----
%p = "test.op"() : () -> !llvm.ptr
// expected-error @+1 {{'llvm.getelementptr' op index 1 indexing a struct is out of bounds}}
%0 = llvm.getelementptr %p[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32)>
// -----
%p = "test.op"() : () -> !llvm.ptr
// expected-error @+1 {{expected ','}}
%0 = llvm.getelementptr %p[0] : (!llvm.ptr) -> !llvm.ptr
// -----
%s = "test.op"() : () -> !llvm.struct<(i32, array<2 x f32>)>
%0 = llvm.extractvalue %s[1, 3] : !llvm.struct<(i32, array<2 x f32>)>
// expected-error @+1 {{custom op 'llvm.extractvalue' position out of bounds: 3}}
// -----
%s = "test.op"() : () -> !llvm.struct<(i32, array<2 x f32>)>
%0 = llvm.extractvalue %s[0, 0] : !llvm.struct<(i32, array<2 x f32>)>
// expected-error @+1 {{custom op 'llvm.extractvalue' expected LLVM IR structure/array type, got: 'i32'}}
// -----
%s = "test.op"() : () -> !llvm.struct<(i32, array<2 x f32>)>
%a = "test.op"() : () -> f32
// expected-error @+1 {{'llvm.insertvalue' op Type mismatch: cannot insert 'f32' into '!llvm.struct<(i32, array<2 x f32>)>'}}
%1 = "llvm.insertvalue"(%s, %a) {position = array<i64: 0>} : (!llvm.struct<(i32, array<2 x f32>)>, f32) -> !llvm.struct<(i32, array<2 x f32>)>
// -----
%v = "test.op"() : () -> vector<[4]xf32>
// expected-error @+1 {{'llvm.shufflevector' op expected a splat operation for scalable vectors}}
%0 = llvm.shufflevector %v, %v [0, 1] : vector<[4]xf32>
// -----
%v = "test.op"() : () -> vector<4xf32>
%a = "test.op"() : () -> i32
// expected-error @+1 {{'llvm.extractelement' op failed to verify that result type matches vector element type}}
%0 = "llvm.extractelement"(%v, %a) : (vector<4xf32>, i32) -> i32
// -----
llvm.mlir.global external @x(42 : i32) : i32
// expected-error @+1 {{'llvm.mlir.alias' op 'common' linkage not supported in aliases, available options: private, internal, linkonce, weak, linkonce_odr, weak_odr, external or available_externally}}
llvm.mlir.alias common @y2 : i32 {
  %0 = llvm.mlir.addressof @x : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
// -----
llvm.comdat @__llvm_comdat {
  llvm.comdat_selector @any any
}
// expected-error @+1 {{expected comdat symbol}}
llvm.mlir.global @g(0 : i32) comdat(@__llvm_comdat::@none) : i32
// -----
// expected-error @+1 {{expected comdat symbol}}
llvm.mlir.global @g(0 : i32) comdat(@foo) : i32
// -----
llvm.func @ctor() 
// expected-error @+1 {{'llvm.mlir.global_ctors' op 'ctor' does not have a definition}}
llvm.mlir.global_ctors ctors = [@ctor], priorities = [0 : i32], data = [#llvm.zero]
// -----
// expected-error @+1 {{'llvm.mlir.global_ctors' op 'ctor' does not reference a valid LLVM function}}
llvm.mlir.global_ctors ctors = [@ctor], priorities = [0 : i32], data = [#llvm.zero]
// -----
llvm.mlir.global internal @side_effecting_global() : !llvm.struct<(i8)> {
  %0 = llvm.mlir.constant(1 : i64) : i64
// expected-error @+1 {{ops with side effects not allowed in global initializers}}
  %1 = llvm.alloca %0 x !llvm.struct<(i8)> : (i64) -> !llvm.ptr
  %2 = llvm.load %1 : !llvm.ptr -> !llvm.struct<(i8)>
  llvm.return %2 : !llvm.struct<(i8)>
}
// -----
// expected-note @+1 {{when returning from function}}
llvm.func @f() -> i32 {
// expected-error @+1 {{'llvm.return' op expected 1 operand}}
  llvm.return
}
// -----
// expected-note @+1 {{when returning from function}}
llvm.func @f() {
  %0 = llvm.mlir.constant(1 : i32) : i32
// expected-error @+1 {{'llvm.return' op expected no operands}}
  llvm.return %0 : i32
}
// -----
// expected-error @+1 {{'llvm.func' op functions cannot have 'common' linkage}}
llvm.func common @f() {
  llvm.return
}
// -----
// expected-error @+1 {{'llvm.func' op external functions must have 'external' or 'extern_weak' linkage}}
llvm.func internal @f()
// -----
llvm.func @callee(i32)
llvm.func @f() {
// expected-error @+1 {{'llvm.call' op incorrect number of operands (0) for callee (expecting: 1)}}
  llvm.call @callee() : () -> ()
  llvm.return
}
// -----
llvm.func @f() {
// expected-error @+1 {{'llvm.call' op 'missing' does not reference a symbol in the current scope}}
  llvm.call @missing() : () -> ()
  llvm.return
}
// -----
llvm.func @callee(i32, ...)
llvm.func @f(%a: i32) {
// expected-error @+1 {{'llvm.call' op missing var_callee_type attribute for vararg call}}
  llvm.call @callee(%a) : (i32) -> ()
  llvm.return
}
// -----
llvm.func @f(%a: i32) {
// expected-error @+1 {{'llvm.getelementptr' op operand #0 must be LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'i32'}}
  %0 = llvm.getelementptr inbounds_flag %a[0] : (i32) -> !llvm.ptr, i8
  llvm.return
}
// -----
llvm.func @f(%p: !llvm.ptr) {
// expected-error @+1 {{'llvm.getelementptr' op type 'i8' cannot be indexed (index #1)}}
  %0 = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return
}
// -----
// expected-error @+1 {{'llvm.mlir.global' op requires an i8 array type of the length equal to that of the string attribute}}
llvm.mlir.global internal @g("abc") : !llvm.array<4 x i8>
// -----
// expected-error @+1 {{'llvm.mlir.global' op initializer region type 'i64' does not match global type 'i32'}}
llvm.mlir.global internal @g() : i32 {
  %0 = llvm.mlir.constant(1 : i64) : i64
  llvm.return %0 : i64
}
// -----
// expected-error @+1 {{alignment attribute is not a power of 2}}
llvm.mlir.global internal @g(1 : i32) {alignment = 3 : i64} : i32
// -----
llvm.func @f(%a: i32) {
// expected-error @+1 {{branch has 1 operands for successor #1, but target block has 0}}
  llvm.switch %a : i32, ^bb1 [
    1: ^bb1(%a : i32)
  ]
^bb1:
  llvm.return
}
// -----
llvm.func @f(%c: i1) {
// expected-error @+1 {{expects number of branch weights to match number of successors: 1 vs 2}}
  llvm.cond_br %c weights([1]), ^bb1, ^bb1
^bb1:
  llvm.return
}
// -----
llvm.func @f(%p: !llvm.ptr) {
// expected-error @+1 {{'llvm.mlir.addressof' op must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'}}
  %0 = llvm.mlir.addressof @nothing : !llvm.ptr
  llvm.return
}
// -----
func.func @insertvalue_non_llvm_type(%a : i32, %b : i32) {
  llvm.insertvalue %a, %b[0] : tensor<*xi32>
// expected-error @+1 {{custom op 'llvm.insertvalue' expected LLVM IR Dialect type, got 'tensor<*xi32>'}}
}
// -----
func.func @f(%a : i32, %b : i32) {
  llvm.extractvalue %b[0] : tensor<*xi32>
// expected-error @+1 {{custom op 'llvm.extractvalue' expected LLVM IR Dialect type, got 'tensor<*xi32>'}}
}
// -----
func.func @invalid_vector_type_3(%arg0: vector<4xf32>, %arg1: i32, %arg2: f32) {
// expected-error @+1 {{custom op 'llvm.shufflevector' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0 = llvm.shufflevector %arg2, %arg2 [0, 0, 0, 0, 7] : f32
}
// -----
llvm.func @f(%x: f32) {
// expected-error @+1 {{custom op 'llvm.intr.fabs' number of operands and types do not match: got 2 operands and 1 types}}
  %0 = llvm.intr.fabs(%x, %x) : (f32) -> f32
  llvm.return
}
// -----
llvm.func @f(%x: i32) {
// expected-error @+1 {{custom op 'llvm.inline_asm' number of operands and types do not match: got 2 operands and 1 types}}
  %0 = llvm.inline_asm "foo", "=r,r" %x, %x : (i32) -> i32
  llvm.return
}
// -----
llvm.func @t0() -> !llvm.ptr {
  %0 = llvm.blockaddress <function = @t0, tag = <id = 1>> : !llvm.ptr
  llvm.blocktag <id = 1>
  llvm.br ^bb1
^bb1:
// expected-error @+1 {{duplicate block tag '1' in the same function: }}
  llvm.blocktag <id = 1>
  llvm.return %0 : !llvm.ptr
}
// -----
llvm.func @t1() -> !llvm.ptr {
// expected-error @+1 {{'llvm.blockaddress' op expects an existing block label target in the referenced function}}
  %0 = llvm.blockaddress <function = @t1, tag = <id = 1>> : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
// -----
llvm.mlir.global external @resolve_foo() : !llvm.ptr
// expected-error @+1 {{'llvm.mlir.ifunc' op must have a function resolver}}
llvm.mlir.ifunc external @foo : !llvm.func<void (ptr, i32)>, !llvm.ptr @resolve_foo {dso_local}
// -----
llvm.func external @resolve_foo() -> !llvm.ptr
// expected-error @+1 {{'llvm.mlir.ifunc' op 'common' linkage not supported in ifuncs, available options: private, internal, linkonce, weak, linkonce_odr, weak_odr, or external linkage}}
llvm.mlir.ifunc common @foo : !llvm.func<void (ptr, i32)>, !llvm.ptr @resolve_foo
// -----
// expected-error @+1 {{'llvm.mlir.alias' op initializer region must always return a pointer}}
llvm.mlir.alias external @y3 : i32 {
  %c = llvm.mlir.constant(42 : i64) : i64
  llvm.return %c : i64
}
// -----
llvm.func @f(%a: i32) -> i32 {
  %0 = llvm.mlir.constant(3 : i32) : i32
  llvm.return %0 : i32
}
llvm.func @g(%a: i32) -> i32 attributes {personality = @f} {
  %1 = llvm.invoke @f(%a) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return %1 : i32
^bb2:
// expected-error @+1 {{landingpad instruction expects at least one clause or cleanup attribute}}
  %2 = llvm.landingpad : !llvm.struct<(ptr, i32)>
  llvm.return %a : i32
}
// -----
llvm.func @f(%v: vector<4xf32>) {
// expected-error @+1 {{'llvm.intr.vector.extract' op failed to verify that it is not extracting scalable from fixed-length vectors.}}
  %0 = llvm.intr.vector.extract %v[0] : vector<[2]xf32> from vector<4xf32>
  llvm.return
}
// -----
// expected-error @+1 {{'builtin.module' op invalid data layout descriptor: malformed specification, must be of the form "i<size>:<abi>[:<pref>]"}}
module attributes {llvm.data_layout = "e-i64"} {}

// -----

llvm.func @zero_weights(%c: i1) {
  // expected-error@+1 {{branch weights cannot all be zero}}
  llvm.cond_br %c weights([0, 0]), ^bb1, ^bb2
^bb1:
  llvm.return
^bb2:
  llvm.return
}

// -----

llvm.func @cmpxchg_float(%p: !llvm.ptr, %a: f32, %b: f32) {
  // expected-error@+1 {{'val' must be signless integer or LLVM pointer type, but got 'f32'}}
  %0 = llvm.cmpxchg %p, %a, %b acq_rel monotonic : !llvm.ptr, f32
  llvm.return
}
