// RUN: gomlir-opt --canonicalize %s | FileCheck %s
// RUN: gomlir-opt --canonicalize %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: gomlir-opt --canonicalize %s | gomlir-opt --canonicalize | FileCheck %s
// RUN: gomlir-opt --canonicalize %s --mlir-print-op-generic | gomlir-opt --canonicalize | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @add() -> (index, index, index, index, index, index) {
// CHECK-NEXT:     %idx4 = index.constant 4
// CHECK-NEXT:     %idx2147483641 = index.constant 2147483641
// CHECK-NEXT:     %idx6442450949 = index.constant 6442450949
// CHECK-NEXT:     %idx2147483647 = index.constant 2147483647
// CHECK-NEXT:     %idx2147483646 = index.constant 2147483646
// CHECK-NEXT:     %idx-9223372036854775804 = index.constant -9223372036854775804
// CHECK-NEXT:     return %idx4, %idx2147483641, %idx6442450949, %idx2147483647, %idx2147483646, %idx-9223372036854775804 : index, index, index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @sub() -> (index, index, index, index, index, index) {
// CHECK-NEXT:     %idx-1 = index.constant -1
// CHECK-NEXT:     %idx9223372036854775775 = index.constant 9223372036854775775
// CHECK-NEXT:     %idx2147483654 = index.constant 2147483654
// CHECK-NEXT:     %idx-2147483615 = index.constant -2147483615
// CHECK-NEXT:     %idx9223372034707292161 = index.constant 9223372034707292161
// CHECK-NEXT:     return %idx-1, %idx9223372036854775775, %idx-1, %idx2147483654, %idx-2147483615, %idx9223372034707292161 : index, index, index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @mul() -> (index, index, index, index, index, index) {
// CHECK-NEXT:     %idx2147483648 = index.constant 2147483648
// CHECK-NEXT:     %idx-30064771107 = index.constant -30064771107
// CHECK-NEXT:     %idx0 = index.constant 0
// CHECK-NEXT:     %idx160 = index.constant 160
// CHECK-NEXT:     %idx21474836505 = index.constant 21474836505
// CHECK-NEXT:     return %idx2147483648, %idx-30064771107, %idx0, %idx160, %idx21474836505, %idx0 : index, index, index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @divs() -> (index, index, index, index, index, index) {
// CHECK-NEXT:     %idx0 = index.constant 0
// CHECK-NEXT:     %idx1 = index.constant 1
// CHECK-NEXT:     %idx5 = index.constant 5
// CHECK-NEXT:     %idx32 = index.constant 32
// CHECK-NEXT:     %idx4294967301 = index.constant 4294967301
// CHECK-NEXT:     %idx-9223372036854775808 = index.constant -9223372036854775808
// CHECK-NEXT:     %0 = index.divs %idx4294967301, %idx-9223372036854775808
// CHECK-NEXT:     %1 = index.divs %idx32, %idx4294967301
// CHECK-NEXT:     %2 = index.divs %idx5, %idx4294967301
// CHECK-NEXT:     %3 = index.divs %idx32, %idx-9223372036854775808
// CHECK-NEXT:     return %0, %1, %idx1, %2, %idx0, %3 : index, index, index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @divu() -> (index, index, index, index, index, index) {
// CHECK-NEXT:     %idx-1 = index.constant -1
// CHECK-NEXT:     %idx-7 = index.constant -7
// CHECK-NEXT:     %idx9223372036854775807 = index.constant 9223372036854775807
// CHECK-NEXT:     %idx5 = index.constant 5
// CHECK-NEXT:     %idx0 = index.constant 0
// CHECK-NEXT:     %idx-9223372036854775808 = index.constant -9223372036854775808
// CHECK-NEXT:     %0 = index.divu %idx0, %idx-9223372036854775808
// CHECK-NEXT:     %1 = index.divu %idx5, %idx0
// CHECK-NEXT:     %2 = index.divu %idx9223372036854775807, %idx-7
// CHECK-NEXT:     %3 = index.divu %idx-9223372036854775808, %idx0
// CHECK-NEXT:     return %0, %1, %2, %3, %idx0, %idx-1 : index, index, index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @ceildivs() -> (index, index, index, index, index, index) {
// CHECK-NEXT:     %idx-4294967301 = index.constant -4294967301
// CHECK-NEXT:     %idx32 = index.constant 32
// CHECK-NEXT:     %idx4294967301 = index.constant 4294967301
// CHECK-NEXT:     %idx5 = index.constant 5
// CHECK-NEXT:     %idx2147483648 = index.constant 2147483648
// CHECK-NEXT:     %idx1 = index.constant 1
// CHECK-NEXT:     %0 = index.ceildivs %idx2147483648, %idx5
// CHECK-NEXT:     %1 = index.ceildivs %idx4294967301, %idx32
// CHECK-NEXT:     return %idx1, %0, %idx-4294967301, %idx1, %idx1, %1 : index, index, index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @ceildivu() -> (index, index, index, index, index, index) {
// CHECK-NEXT:     %idx1 = index.constant 1
// CHECK-NEXT:     %idx4294967299 = index.constant 4294967299
// CHECK-NEXT:     %idx3689348814312413594 = index.constant 3689348814312413594
// CHECK-NEXT:     %idx-9223372036854775808 = index.constant -9223372036854775808
// CHECK-NEXT:     %idx-2147483648 = index.constant -2147483648
// CHECK-NEXT:     %idx-1 = index.constant -1
// CHECK-NEXT:     %idx4294967301 = index.constant 4294967301
// CHECK-NEXT:     %0 = index.ceildivu %idx-1, %idx4294967301
// CHECK-NEXT:     %1 = index.ceildivu %idx-9223372036854775808, %idx4294967301
// CHECK-NEXT:     %2 = index.ceildivu %idx-9223372036854775808, %idx-2147483648
// CHECK-NEXT:     return %0, %idx3689348814312413594, %idx4294967299, %idx1, %1, %2 : index, index, index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @floordivs() -> (index, index, index, index, index, index) {
// CHECK-NEXT:     %idx1 = index.constant 1
// CHECK-NEXT:     %idx-9223372036854775808 = index.constant -9223372036854775808
// CHECK-NEXT:     %idx-2147483648 = index.constant -2147483648
// CHECK-NEXT:     %idx2147483648 = index.constant 2147483648
// CHECK-NEXT:     %idx-5 = index.constant -5
// CHECK-NEXT:     %idx-1 = index.constant -1
// CHECK-NEXT:     %0 = index.floordivs %idx-2147483648, %idx-9223372036854775808
// CHECK-NEXT:     return %idx2147483648, %idx-5, %idx-1, %0, %idx1, %idx-1 : index, index, index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @rems() -> (index, index, index, index, index, index) {
// CHECK-NEXT:     %idx0 = index.constant 0
// CHECK-NEXT:     %idx-9223372036854775808 = index.constant -9223372036854775808
// CHECK-NEXT:     %idx-2147483648 = index.constant -2147483648
// CHECK-NEXT:     %idx9223372036854775807 = index.constant 9223372036854775807
// CHECK-NEXT:     %idx4294967301 = index.constant 4294967301
// CHECK-NEXT:     %idx2147483647 = index.constant 2147483647
// CHECK-NEXT:     %0 = index.rems %idx4294967301, %idx2147483647
// CHECK-NEXT:     %1 = index.rems %idx-2147483648, %idx-9223372036854775808
// CHECK-NEXT:     %2 = index.rems %idx9223372036854775807, %idx0
// CHECK-NEXT:     %3 = index.rems %idx-9223372036854775808, %idx4294967301
// CHECK-NEXT:     %4 = index.rems %idx-9223372036854775808, %idx-9223372036854775808
// CHECK-NEXT:     return %0, %idx0, %1, %2, %3, %4 : index, index, index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @remu() -> (index, index, index, index, index, index) {
// CHECK-NEXT:     %idx0 = index.constant 0
// CHECK-NEXT:     %idx1 = index.constant 1
// CHECK-NEXT:     %idx2147483648 = index.constant 2147483648
// CHECK-NEXT:     %idx5 = index.constant 5
// CHECK-NEXT:     return %idx0, %idx1, %idx2147483648, %idx0, %idx5, %idx0 : index, index, index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @maxs() -> (index, index, index, index, index, index) {
// CHECK-NEXT:     %idx2147483647 = index.constant 2147483647
// CHECK-NEXT:     %idx0 = index.constant 0
// CHECK-NEXT:     %idx2147483648 = index.constant 2147483648
// CHECK-NEXT:     %idx1 = index.constant 1
// CHECK-NEXT:     %idx9223372036854775807 = index.constant 9223372036854775807
// CHECK-NEXT:     %0 = index.maxs %idx1, %idx9223372036854775807
// CHECK-NEXT:     return %0, %idx2147483648, %idx0, %idx2147483647, %idx0, %idx2147483647 : index, index, index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @maxu() -> (index, index, index, index, index, index) {
// CHECK-NEXT:     %idx32 = index.constant 32
// CHECK-NEXT:     %idx-1 = index.constant -1
// CHECK-NEXT:     %idx2147483647 = index.constant 2147483647
// CHECK-NEXT:     %idx-2147483648 = index.constant -2147483648
// CHECK-NEXT:     return %idx32, %idx-1, %idx2147483647, %idx-1, %idx-1, %idx-2147483648 : index, index, index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @mins() -> (index, index, index, index, index, index) {
// CHECK-NEXT:     %idx0 = index.constant 0
// CHECK-NEXT:     %idx-9223372036854775808 = index.constant -9223372036854775808
// CHECK-NEXT:     %idx-7 = index.constant -7
// CHECK-NEXT:     %idx-2147483648 = index.constant -2147483648
// CHECK-NEXT:     %idx1 = index.constant 1
// CHECK-NEXT:     %0 = index.mins %idx-7, %idx-9223372036854775808
// CHECK-NEXT:     return %idx-2147483648, %idx1, %idx1, %0, %idx0, %idx-2147483648 : index, index, index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @minu() -> (index, index, index, index, index, index) {
// CHECK-NEXT:     %idx-9223372036854775808 = index.constant -9223372036854775808
// CHECK-NEXT:     %idx-2147483648 = index.constant -2147483648
// CHECK-NEXT:     %idx1 = index.constant 1
// CHECK-NEXT:     %idx9223372036854775807 = index.constant 9223372036854775807
// CHECK-NEXT:     %idx32 = index.constant 32
// CHECK-NEXT:     %idx4294967301 = index.constant 4294967301
// CHECK-NEXT:     %idx0 = index.constant 0
// CHECK-NEXT:     %0 = index.minu %idx4294967301, %idx32
// CHECK-NEXT:     return %idx0, %0, %idx9223372036854775807, %idx1, %idx-2147483648, %idx-9223372036854775808 : index, index, index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @shl() -> (index, index, index, index, index, index) {
// CHECK-NEXT:     %idx-2 = index.constant -2
// CHECK-NEXT:     %idx68719476736 = index.constant 68719476736
// CHECK-NEXT:     %idx9223372036854775807 = index.constant 9223372036854775807
// CHECK-NEXT:     %idx2147483647 = index.constant 2147483647
// CHECK-NEXT:     %idx-2147483648 = index.constant -2147483648
// CHECK-NEXT:     %idx-9223372036854775808 = index.constant -9223372036854775808
// CHECK-NEXT:     %idx5 = index.constant 5
// CHECK-NEXT:     %idx32 = index.constant 32
// CHECK-NEXT:     %idx-1 = index.constant -1
// CHECK-NEXT:     %0 = index.shl %idx32, %idx-1
// CHECK-NEXT:     %1 = index.shl %idx5, %idx-9223372036854775808
// CHECK-NEXT:     %2 = index.shl %idx-2147483648, %idx2147483647
// CHECK-NEXT:     %3 = index.shl %idx32, %idx9223372036854775807
// CHECK-NEXT:     return %0, %idx68719476736, %idx-2, %1, %2, %3 : index, index, index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @shrs() -> (index, index, index, index, index, index) {
// CHECK-NEXT:     %idx-7 = index.constant -7
// CHECK-NEXT:     %idx0 = index.constant 0
// CHECK-NEXT:     %idx2147483648 = index.constant 2147483648
// CHECK-NEXT:     %idx5 = index.constant 5
// CHECK-NEXT:     %idx-9223372036854775808 = index.constant -9223372036854775808
// CHECK-NEXT:     %idx32 = index.constant 32
// CHECK-NEXT:     %idx-1 = index.constant -1
// CHECK-NEXT:     %idx2147483647 = index.constant 2147483647
// CHECK-NEXT:     %idx-2147483648 = index.constant -2147483648
// CHECK-NEXT:     %0 = index.shrs %idx-2147483648, %idx-2147483648
// CHECK-NEXT:     %1 = index.shrs %idx2147483647, %idx-1
// CHECK-NEXT:     %2 = index.shrs %idx32, %idx-9223372036854775808
// CHECK-NEXT:     %3 = index.shrs %idx5, %idx2147483648
// CHECK-NEXT:     return %0, %idx0, %idx-7, %1, %2, %3 : index, index, index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @shru() -> (index, index, index, index, index, index) {
// CHECK-NEXT:     %idx67108863 = index.constant 67108863
// CHECK-NEXT:     %idx9223372036854775807 = index.constant 9223372036854775807
// CHECK-NEXT:     %idx1 = index.constant 1
// CHECK-NEXT:     %idx-7 = index.constant -7
// CHECK-NEXT:     %idx2147483647 = index.constant 2147483647
// CHECK-NEXT:     %idx-1 = index.constant -1
// CHECK-NEXT:     %idx2147483648 = index.constant 2147483648
// CHECK-NEXT:     %0 = index.shru %idx-1, %idx2147483648
// CHECK-NEXT:     %1 = index.shru %idx2147483648, %idx2147483647
// CHECK-NEXT:     %2 = index.shru %idx-1, %idx-7
// CHECK-NEXT:     %3 = index.shru %idx-7, %idx1
// CHECK-NEXT:     return %0, %idx9223372036854775807, %1, %idx67108863, %2, %3 : index, index, index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @and() -> (index, index, index, index, index, index) {
// CHECK-NEXT:     %idx0 = index.constant 0
// CHECK-NEXT:     %idx1 = index.constant 1
// CHECK-NEXT:     %idx5 = index.constant 5
// CHECK-NEXT:     return %idx0, %idx1, %idx1, %idx0, %idx1, %idx5 : index, index, index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @or() -> (index, index, index, index, index, index) {
// CHECK-NEXT:     %idx-3 = index.constant -3
// CHECK-NEXT:     %idx-1 = index.constant -1
// CHECK-NEXT:     %idx2147483649 = index.constant 2147483649
// CHECK-NEXT:     %idx9223372036854775807 = index.constant 9223372036854775807
// CHECK-NEXT:     %idx2147483647 = index.constant 2147483647
// CHECK-NEXT:     return %idx-3, %idx-1, %idx2147483649, %idx9223372036854775807, %idx2147483647, %idx9223372036854775807 : index, index, index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @xor() -> (index, index, index, index, index, index) {
// CHECK-NEXT:     %idx-9223372036854775776 = index.constant -9223372036854775776
// CHECK-NEXT:     %idx2147483646 = index.constant 2147483646
// CHECK-NEXT:     %idx-2147483642 = index.constant -2147483642
// CHECK-NEXT:     %idx9223372034707292159 = index.constant 9223372034707292159
// CHECK-NEXT:     %idx-9223372036854775808 = index.constant -9223372036854775808
// CHECK-NEXT:     %idx-4294967300 = index.constant -4294967300
// CHECK-NEXT:     return %idx-9223372036854775776, %idx2147483646, %idx-2147483642, %idx9223372034707292159, %idx-9223372036854775808, %idx-4294967300 : index, index, index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cmp_eq(%arg0: index) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:     %true = index.bool.constant true
// CHECK-NEXT:     %idx50 = index.constant 50
// CHECK-NEXT:     %idx100 = index.constant 100
// CHECK-NEXT:     %idx4294967301 = index.constant 4294967301
// CHECK-NEXT:     %idx5 = index.constant 5
// CHECK-NEXT:     %false = index.bool.constant false
// CHECK-NEXT:     %0 = index.cmp eq(%idx5, %idx4294967301)
// CHECK-NEXT:     %1 = index.minu %arg0, %idx100
// CHECK-NEXT:     %2 = index.cmp eq(%1, %idx50)
// CHECK-NEXT:     return %false, %false, %false, %0, %true, %2 : i1, i1, i1, i1, i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cmp_ne(%arg0: index) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:     %idx100 = index.constant 100
// CHECK-NEXT:     %true = index.bool.constant true
// CHECK-NEXT:     %false = index.bool.constant false
// CHECK-NEXT:     %0 = index.maxu %arg0, %idx100
// CHECK-NEXT:     %1 = index.cmp ne(%0, %idx100)
// CHECK-NEXT:     return %true, %true, %true, %true, %false, %1 : i1, i1, i1, i1, i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cmp_slt(%arg0: index) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:     %idx50 = index.constant 50
// CHECK-NEXT:     %idx100 = index.constant 100
// CHECK-NEXT:     %false = index.bool.constant false
// CHECK-NEXT:     %true = index.bool.constant true
// CHECK-NEXT:     %0 = index.mins %arg0, %idx100
// CHECK-NEXT:     %1 = index.cmp slt(%0, %idx50)
// CHECK-NEXT:     return %false, %true, %false, %true, %false, %1 : i1, i1, i1, i1, i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cmp_sle(%arg0: index) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:     %true = index.bool.constant true
// CHECK-NEXT:     %false = index.bool.constant false
// CHECK-NEXT:     return %true, %false, %true, %true, %true, %true : i1, i1, i1, i1, i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cmp_sgt(%arg0: index) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:     %idx2147483648 = index.constant 2147483648
// CHECK-NEXT:     %idx-1 = index.constant -1
// CHECK-NEXT:     %false = index.bool.constant false
// CHECK-NEXT:     %true = index.bool.constant true
// CHECK-NEXT:     %0 = index.cmp sgt(%idx-1, %idx2147483648)
// CHECK-NEXT:     return %false, %false, %true, %0, %false, %false : i1, i1, i1, i1, i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cmp_sge(%arg0: index) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:     %true = index.bool.constant true
// CHECK-NEXT:     %false = index.bool.constant false
// CHECK-NEXT:     %idx150 = index.constant 150
// CHECK-NEXT:     %idx100 = index.constant 100
// CHECK-NEXT:     %idx2147483648 = index.constant 2147483648
// CHECK-NEXT:     %idx32 = index.constant 32
// CHECK-NEXT:     %0 = index.cmp sge(%idx2147483648, %idx32)
// CHECK-NEXT:     %1 = index.maxu %arg0, %idx100
// CHECK-NEXT:     %2 = index.cmp sge(%1, %idx150)
// CHECK-NEXT:     return %0, %false, %true, %false, %true, %2 : i1, i1, i1, i1, i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cmp_ult(%arg0: index) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:     %false = index.bool.constant false
// CHECK-NEXT:     %true = index.bool.constant true
// CHECK-NEXT:     %idx150 = index.constant 150
// CHECK-NEXT:     %idx100 = index.constant 100
// CHECK-NEXT:     %idx2147483647 = index.constant 2147483647
// CHECK-NEXT:     %idx4294967301 = index.constant 4294967301
// CHECK-NEXT:     %0 = index.cmp ult(%idx2147483647, %idx4294967301)
// CHECK-NEXT:     %1 = index.maxs %arg0, %idx100
// CHECK-NEXT:     %2 = index.cmp ult(%1, %idx150)
// CHECK-NEXT:     return %0, %true, %false, %true, %false, %2 : i1, i1, i1, i1, i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cmp_ule(%arg0: index) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:     %false = index.bool.constant false
// CHECK-NEXT:     %idx150 = index.constant 150
// CHECK-NEXT:     %idx100 = index.constant 100
// CHECK-NEXT:     %idx9223372036854775807 = index.constant 9223372036854775807
// CHECK-NEXT:     %idx-2147483648 = index.constant -2147483648
// CHECK-NEXT:     %true = index.bool.constant true
// CHECK-NEXT:     %0 = index.cmp ule(%idx-2147483648, %idx9223372036854775807)
// CHECK-NEXT:     %1 = index.maxu %arg0, %idx100
// CHECK-NEXT:     %2 = index.cmp ule(%1, %idx150)
// CHECK-NEXT:     return %true, %0, %false, %false, %true, %2 : i1, i1, i1, i1, i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cmp_ugt(%arg0: index) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:     %false = index.bool.constant false
// CHECK-NEXT:     %idx150 = index.constant 150
// CHECK-NEXT:     %idx100 = index.constant 100
// CHECK-NEXT:     %idx9223372036854775807 = index.constant 9223372036854775807
// CHECK-NEXT:     %idx-9223372036854775808 = index.constant -9223372036854775808
// CHECK-NEXT:     %idx4294967301 = index.constant 4294967301
// CHECK-NEXT:     %0 = index.cmp ugt(%idx-9223372036854775808, %idx4294967301)
// CHECK-NEXT:     %1 = index.cmp ugt(%idx9223372036854775807, %idx-9223372036854775808)
// CHECK-NEXT:     %2 = index.maxu %arg0, %idx100
// CHECK-NEXT:     %3 = index.cmp ugt(%2, %idx150)
// CHECK-NEXT:     return %0, %false, %false, %1, %false, %3 : i1, i1, i1, i1, i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cmp_uge(%arg0: index) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:     %idx-9223372036854775808 = index.constant -9223372036854775808
// CHECK-NEXT:     %idx2147483648 = index.constant 2147483648
// CHECK-NEXT:     %true = index.bool.constant true
// CHECK-NEXT:     %false = index.bool.constant false
// CHECK-NEXT:     %0 = index.cmp uge(%idx2147483648, %idx-9223372036854775808)
// CHECK-NEXT:     return %true, %false, %true, %0, %true, %true : i1, i1, i1, i1, i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @identities(%arg0: index) -> (index, index, index, index) {
// CHECK-NEXT:     %idx0 = index.constant 0
// CHECK-NEXT:     return %arg0, %arg0, %arg0, %idx0 : index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @casts() -> (i8, i32, i33, i64, i128, i64, index, index, index, index) {
// CHECK-NEXT:     %idx1 = index.constant 1
// CHECK-NEXT:     %idx-1 = index.constant -1
// CHECK-NEXT:     %idx253 = index.constant 253
// CHECK-NEXT:     %idx-3 = index.constant -3
// CHECK-NEXT:     %idx4294967301 = index.constant 4294967301
// CHECK-NEXT:     %idx-2 = index.constant -2
// CHECK-NEXT:     %0 = index.casts %idx4294967301 : index to i8
// CHECK-NEXT:     %1 = index.castu %idx4294967301 : index to i32
// CHECK-NEXT:     %2 = index.casts %idx-2 : index to i33
// CHECK-NEXT:     %3 = index.casts %idx4294967301 : index to i64
// CHECK-NEXT:     %4 = index.castu %idx-2 : index to i128
// CHECK-NEXT:     %5 = index.casts %idx-2 : index to i64
// CHECK-NEXT:     return %0, %1, %2, %3, %4, %5, %idx-3, %idx253, %idx-1, %idx1 : i8, i32, i33, i64, i128, i64, index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @commutative(%arg0: index) -> (index, index) {
// CHECK-NEXT:     %idx3 = index.constant 3
// CHECK-NEXT:     %0 = index.add %arg0, %idx3
// CHECK-NEXT:     %1 = index.xor %arg0, %idx3
// CHECK-NEXT:     return %0, %1 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (index, index, index, index, index, index), sym_name = "add"}> ({
// GENERIC-NEXT:     %230 = "index.constant"() <{value = 4 : index}> : () -> index
// GENERIC-NEXT:     %231 = "index.constant"() <{value = 2147483641 : index}> : () -> index
// GENERIC-NEXT:     %232 = "index.constant"() <{value = 6442450949 : index}> : () -> index
// GENERIC-NEXT:     %233 = "index.constant"() <{value = 2147483647 : index}> : () -> index
// GENERIC-NEXT:     %234 = "index.constant"() <{value = 2147483646 : index}> : () -> index
// GENERIC-NEXT:     %235 = "index.constant"() <{value = -9223372036854775804 : index}> : () -> index
// GENERIC-NEXT:     "func.return"(%230, %231, %232, %233, %234, %235) : (index, index, index, index, index, index) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (index, index, index, index, index, index), sym_name = "sub"}> ({
// GENERIC-NEXT:     %225 = "index.constant"() <{value = -1 : index}> : () -> index
// GENERIC-NEXT:     %226 = "index.constant"() <{value = 9223372036854775775 : index}> : () -> index
// GENERIC-NEXT:     %227 = "index.constant"() <{value = 2147483654 : index}> : () -> index
// GENERIC-NEXT:     %228 = "index.constant"() <{value = -2147483615 : index}> : () -> index
// GENERIC-NEXT:     %229 = "index.constant"() <{value = 9223372034707292161 : index}> : () -> index
// GENERIC-NEXT:     "func.return"(%225, %226, %225, %227, %228, %229) : (index, index, index, index, index, index) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (index, index, index, index, index, index), sym_name = "mul"}> ({
// GENERIC-NEXT:     %220 = "index.constant"() <{value = 2147483648 : index}> : () -> index
// GENERIC-NEXT:     %221 = "index.constant"() <{value = -30064771107 : index}> : () -> index
// GENERIC-NEXT:     %222 = "index.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT:     %223 = "index.constant"() <{value = 160 : index}> : () -> index
// GENERIC-NEXT:     %224 = "index.constant"() <{value = 21474836505 : index}> : () -> index
// GENERIC-NEXT:     "func.return"(%220, %221, %222, %223, %224, %222) : (index, index, index, index, index, index) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (index, index, index, index, index, index), sym_name = "divs"}> ({
// GENERIC-NEXT:     %210 = "index.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT:     %211 = "index.constant"() <{value = 1 : index}> : () -> index
// GENERIC-NEXT:     %212 = "index.constant"() <{value = 5 : index}> : () -> index
// GENERIC-NEXT:     %213 = "index.constant"() <{value = 32 : index}> : () -> index
// GENERIC-NEXT:     %214 = "index.constant"() <{value = 4294967301 : index}> : () -> index
// GENERIC-NEXT:     %215 = "index.constant"() <{value = -9223372036854775808 : index}> : () -> index
// GENERIC-NEXT:     %216 = "index.divs"(%214, %215) : (index, index) -> index
// GENERIC-NEXT:     %217 = "index.divs"(%213, %214) : (index, index) -> index
// GENERIC-NEXT:     %218 = "index.divs"(%212, %214) : (index, index) -> index
// GENERIC-NEXT:     %219 = "index.divs"(%213, %215) : (index, index) -> index
// GENERIC-NEXT:     "func.return"(%216, %217, %211, %218, %210, %219) : (index, index, index, index, index, index) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (index, index, index, index, index, index), sym_name = "divu"}> ({
// GENERIC-NEXT:     %200 = "index.constant"() <{value = -1 : index}> : () -> index
// GENERIC-NEXT:     %201 = "index.constant"() <{value = -7 : index}> : () -> index
// GENERIC-NEXT:     %202 = "index.constant"() <{value = 9223372036854775807 : index}> : () -> index
// GENERIC-NEXT:     %203 = "index.constant"() <{value = 5 : index}> : () -> index
// GENERIC-NEXT:     %204 = "index.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT:     %205 = "index.constant"() <{value = -9223372036854775808 : index}> : () -> index
// GENERIC-NEXT:     %206 = "index.divu"(%204, %205) : (index, index) -> index
// GENERIC-NEXT:     %207 = "index.divu"(%203, %204) : (index, index) -> index
// GENERIC-NEXT:     %208 = "index.divu"(%202, %201) : (index, index) -> index
// GENERIC-NEXT:     %209 = "index.divu"(%205, %204) : (index, index) -> index
// GENERIC-NEXT:     "func.return"(%206, %207, %208, %209, %204, %200) : (index, index, index, index, index, index) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (index, index, index, index, index, index), sym_name = "ceildivs"}> ({
// GENERIC-NEXT:     %192 = "index.constant"() <{value = -4294967301 : index}> : () -> index
// GENERIC-NEXT:     %193 = "index.constant"() <{value = 32 : index}> : () -> index
// GENERIC-NEXT:     %194 = "index.constant"() <{value = 4294967301 : index}> : () -> index
// GENERIC-NEXT:     %195 = "index.constant"() <{value = 5 : index}> : () -> index
// GENERIC-NEXT:     %196 = "index.constant"() <{value = 2147483648 : index}> : () -> index
// GENERIC-NEXT:     %197 = "index.constant"() <{value = 1 : index}> : () -> index
// GENERIC-NEXT:     %198 = "index.ceildivs"(%196, %195) : (index, index) -> index
// GENERIC-NEXT:     %199 = "index.ceildivs"(%194, %193) : (index, index) -> index
// GENERIC-NEXT:     "func.return"(%197, %198, %192, %197, %197, %199) : (index, index, index, index, index, index) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (index, index, index, index, index, index), sym_name = "ceildivu"}> ({
// GENERIC-NEXT:     %182 = "index.constant"() <{value = 1 : index}> : () -> index
// GENERIC-NEXT:     %183 = "index.constant"() <{value = 4294967299 : index}> : () -> index
// GENERIC-NEXT:     %184 = "index.constant"() <{value = 3689348814312413594 : index}> : () -> index
// GENERIC-NEXT:     %185 = "index.constant"() <{value = -9223372036854775808 : index}> : () -> index
// GENERIC-NEXT:     %186 = "index.constant"() <{value = -2147483648 : index}> : () -> index
// GENERIC-NEXT:     %187 = "index.constant"() <{value = -1 : index}> : () -> index
// GENERIC-NEXT:     %188 = "index.constant"() <{value = 4294967301 : index}> : () -> index
// GENERIC-NEXT:     %189 = "index.ceildivu"(%187, %188) : (index, index) -> index
// GENERIC-NEXT:     %190 = "index.ceildivu"(%185, %188) : (index, index) -> index
// GENERIC-NEXT:     %191 = "index.ceildivu"(%185, %186) : (index, index) -> index
// GENERIC-NEXT:     "func.return"(%189, %184, %183, %182, %190, %191) : (index, index, index, index, index, index) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (index, index, index, index, index, index), sym_name = "floordivs"}> ({
// GENERIC-NEXT:     %175 = "index.constant"() <{value = 1 : index}> : () -> index
// GENERIC-NEXT:     %176 = "index.constant"() <{value = -9223372036854775808 : index}> : () -> index
// GENERIC-NEXT:     %177 = "index.constant"() <{value = -2147483648 : index}> : () -> index
// GENERIC-NEXT:     %178 = "index.constant"() <{value = 2147483648 : index}> : () -> index
// GENERIC-NEXT:     %179 = "index.constant"() <{value = -5 : index}> : () -> index
// GENERIC-NEXT:     %180 = "index.constant"() <{value = -1 : index}> : () -> index
// GENERIC-NEXT:     %181 = "index.floordivs"(%177, %176) : (index, index) -> index
// GENERIC-NEXT:     "func.return"(%178, %179, %180, %181, %175, %180) : (index, index, index, index, index, index) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (index, index, index, index, index, index), sym_name = "rems"}> ({
// GENERIC-NEXT:     %164 = "index.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT:     %165 = "index.constant"() <{value = -9223372036854775808 : index}> : () -> index
// GENERIC-NEXT:     %166 = "index.constant"() <{value = -2147483648 : index}> : () -> index
// GENERIC-NEXT:     %167 = "index.constant"() <{value = 9223372036854775807 : index}> : () -> index
// GENERIC-NEXT:     %168 = "index.constant"() <{value = 4294967301 : index}> : () -> index
// GENERIC-NEXT:     %169 = "index.constant"() <{value = 2147483647 : index}> : () -> index
// GENERIC-NEXT:     %170 = "index.rems"(%168, %169) : (index, index) -> index
// GENERIC-NEXT:     %171 = "index.rems"(%166, %165) : (index, index) -> index
// GENERIC-NEXT:     %172 = "index.rems"(%167, %164) : (index, index) -> index
// GENERIC-NEXT:     %173 = "index.rems"(%165, %168) : (index, index) -> index
// GENERIC-NEXT:     %174 = "index.rems"(%165, %165) : (index, index) -> index
// GENERIC-NEXT:     "func.return"(%170, %164, %171, %172, %173, %174) : (index, index, index, index, index, index) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (index, index, index, index, index, index), sym_name = "remu"}> ({
// GENERIC-NEXT:     %160 = "index.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT:     %161 = "index.constant"() <{value = 1 : index}> : () -> index
// GENERIC-NEXT:     %162 = "index.constant"() <{value = 2147483648 : index}> : () -> index
// GENERIC-NEXT:     %163 = "index.constant"() <{value = 5 : index}> : () -> index
// GENERIC-NEXT:     "func.return"(%160, %161, %162, %160, %163, %160) : (index, index, index, index, index, index) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (index, index, index, index, index, index), sym_name = "maxs"}> ({
// GENERIC-NEXT:     %154 = "index.constant"() <{value = 2147483647 : index}> : () -> index
// GENERIC-NEXT:     %155 = "index.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT:     %156 = "index.constant"() <{value = 2147483648 : index}> : () -> index
// GENERIC-NEXT:     %157 = "index.constant"() <{value = 1 : index}> : () -> index
// GENERIC-NEXT:     %158 = "index.constant"() <{value = 9223372036854775807 : index}> : () -> index
// GENERIC-NEXT:     %159 = "index.maxs"(%157, %158) : (index, index) -> index
// GENERIC-NEXT:     "func.return"(%159, %156, %155, %154, %155, %154) : (index, index, index, index, index, index) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (index, index, index, index, index, index), sym_name = "maxu"}> ({
// GENERIC-NEXT:     %150 = "index.constant"() <{value = 32 : index}> : () -> index
// GENERIC-NEXT:     %151 = "index.constant"() <{value = -1 : index}> : () -> index
// GENERIC-NEXT:     %152 = "index.constant"() <{value = 2147483647 : index}> : () -> index
// GENERIC-NEXT:     %153 = "index.constant"() <{value = -2147483648 : index}> : () -> index
// GENERIC-NEXT:     "func.return"(%150, %151, %152, %151, %151, %153) : (index, index, index, index, index, index) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (index, index, index, index, index, index), sym_name = "mins"}> ({
// GENERIC-NEXT:     %144 = "index.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT:     %145 = "index.constant"() <{value = -9223372036854775808 : index}> : () -> index
// GENERIC-NEXT:     %146 = "index.constant"() <{value = -7 : index}> : () -> index
// GENERIC-NEXT:     %147 = "index.constant"() <{value = -2147483648 : index}> : () -> index
// GENERIC-NEXT:     %148 = "index.constant"() <{value = 1 : index}> : () -> index
// GENERIC-NEXT:     %149 = "index.mins"(%146, %145) : (index, index) -> index
// GENERIC-NEXT:     "func.return"(%147, %148, %148, %149, %144, %147) : (index, index, index, index, index, index) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (index, index, index, index, index, index), sym_name = "minu"}> ({
// GENERIC-NEXT:     %136 = "index.constant"() <{value = -9223372036854775808 : index}> : () -> index
// GENERIC-NEXT:     %137 = "index.constant"() <{value = -2147483648 : index}> : () -> index
// GENERIC-NEXT:     %138 = "index.constant"() <{value = 1 : index}> : () -> index
// GENERIC-NEXT:     %139 = "index.constant"() <{value = 9223372036854775807 : index}> : () -> index
// GENERIC-NEXT:     %140 = "index.constant"() <{value = 32 : index}> : () -> index
// GENERIC-NEXT:     %141 = "index.constant"() <{value = 4294967301 : index}> : () -> index
// GENERIC-NEXT:     %142 = "index.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT:     %143 = "index.minu"(%141, %140) : (index, index) -> index
// GENERIC-NEXT:     "func.return"(%142, %143, %139, %138, %137, %136) : (index, index, index, index, index, index) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (index, index, index, index, index, index), sym_name = "shl"}> ({
// GENERIC-NEXT:     %123 = "index.constant"() <{value = -2 : index}> : () -> index
// GENERIC-NEXT:     %124 = "index.constant"() <{value = 68719476736 : index}> : () -> index
// GENERIC-NEXT:     %125 = "index.constant"() <{value = 9223372036854775807 : index}> : () -> index
// GENERIC-NEXT:     %126 = "index.constant"() <{value = 2147483647 : index}> : () -> index
// GENERIC-NEXT:     %127 = "index.constant"() <{value = -2147483648 : index}> : () -> index
// GENERIC-NEXT:     %128 = "index.constant"() <{value = -9223372036854775808 : index}> : () -> index
// GENERIC-NEXT:     %129 = "index.constant"() <{value = 5 : index}> : () -> index
// GENERIC-NEXT:     %130 = "index.constant"() <{value = 32 : index}> : () -> index
// GENERIC-NEXT:     %131 = "index.constant"() <{value = -1 : index}> : () -> index
// GENERIC-NEXT:     %132 = "index.shl"(%130, %131) : (index, index) -> index
// GENERIC-NEXT:     %133 = "index.shl"(%129, %128) : (index, index) -> index
// GENERIC-NEXT:     %134 = "index.shl"(%127, %126) : (index, index) -> index
// GENERIC-NEXT:     %135 = "index.shl"(%130, %125) : (index, index) -> index
// GENERIC-NEXT:     "func.return"(%132, %124, %123, %133, %134, %135) : (index, index, index, index, index, index) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (index, index, index, index, index, index), sym_name = "shrs"}> ({
// GENERIC-NEXT:     %110 = "index.constant"() <{value = -7 : index}> : () -> index
// GENERIC-NEXT:     %111 = "index.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT:     %112 = "index.constant"() <{value = 2147483648 : index}> : () -> index
// GENERIC-NEXT:     %113 = "index.constant"() <{value = 5 : index}> : () -> index
// GENERIC-NEXT:     %114 = "index.constant"() <{value = -9223372036854775808 : index}> : () -> index
// GENERIC-NEXT:     %115 = "index.constant"() <{value = 32 : index}> : () -> index
// GENERIC-NEXT:     %116 = "index.constant"() <{value = -1 : index}> : () -> index
// GENERIC-NEXT:     %117 = "index.constant"() <{value = 2147483647 : index}> : () -> index
// GENERIC-NEXT:     %118 = "index.constant"() <{value = -2147483648 : index}> : () -> index
// GENERIC-NEXT:     %119 = "index.shrs"(%118, %118) : (index, index) -> index
// GENERIC-NEXT:     %120 = "index.shrs"(%117, %116) : (index, index) -> index
// GENERIC-NEXT:     %121 = "index.shrs"(%115, %114) : (index, index) -> index
// GENERIC-NEXT:     %122 = "index.shrs"(%113, %112) : (index, index) -> index
// GENERIC-NEXT:     "func.return"(%119, %111, %110, %120, %121, %122) : (index, index, index, index, index, index) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (index, index, index, index, index, index), sym_name = "shru"}> ({
// GENERIC-NEXT:     %99 = "index.constant"() <{value = 67108863 : index}> : () -> index
// GENERIC-NEXT:     %100 = "index.constant"() <{value = 9223372036854775807 : index}> : () -> index
// GENERIC-NEXT:     %101 = "index.constant"() <{value = 1 : index}> : () -> index
// GENERIC-NEXT:     %102 = "index.constant"() <{value = -7 : index}> : () -> index
// GENERIC-NEXT:     %103 = "index.constant"() <{value = 2147483647 : index}> : () -> index
// GENERIC-NEXT:     %104 = "index.constant"() <{value = -1 : index}> : () -> index
// GENERIC-NEXT:     %105 = "index.constant"() <{value = 2147483648 : index}> : () -> index
// GENERIC-NEXT:     %106 = "index.shru"(%104, %105) : (index, index) -> index
// GENERIC-NEXT:     %107 = "index.shru"(%105, %103) : (index, index) -> index
// GENERIC-NEXT:     %108 = "index.shru"(%104, %102) : (index, index) -> index
// GENERIC-NEXT:     %109 = "index.shru"(%102, %101) : (index, index) -> index
// GENERIC-NEXT:     "func.return"(%106, %100, %107, %99, %108, %109) : (index, index, index, index, index, index) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (index, index, index, index, index, index), sym_name = "and"}> ({
// GENERIC-NEXT:     %96 = "index.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT:     %97 = "index.constant"() <{value = 1 : index}> : () -> index
// GENERIC-NEXT:     %98 = "index.constant"() <{value = 5 : index}> : () -> index
// GENERIC-NEXT:     "func.return"(%96, %97, %97, %96, %97, %98) : (index, index, index, index, index, index) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (index, index, index, index, index, index), sym_name = "or"}> ({
// GENERIC-NEXT:     %91 = "index.constant"() <{value = -3 : index}> : () -> index
// GENERIC-NEXT:     %92 = "index.constant"() <{value = -1 : index}> : () -> index
// GENERIC-NEXT:     %93 = "index.constant"() <{value = 2147483649 : index}> : () -> index
// GENERIC-NEXT:     %94 = "index.constant"() <{value = 9223372036854775807 : index}> : () -> index
// GENERIC-NEXT:     %95 = "index.constant"() <{value = 2147483647 : index}> : () -> index
// GENERIC-NEXT:     "func.return"(%91, %92, %93, %94, %95, %94) : (index, index, index, index, index, index) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (index, index, index, index, index, index), sym_name = "xor"}> ({
// GENERIC-NEXT:     %85 = "index.constant"() <{value = -9223372036854775776 : index}> : () -> index
// GENERIC-NEXT:     %86 = "index.constant"() <{value = 2147483646 : index}> : () -> index
// GENERIC-NEXT:     %87 = "index.constant"() <{value = -2147483642 : index}> : () -> index
// GENERIC-NEXT:     %88 = "index.constant"() <{value = 9223372034707292159 : index}> : () -> index
// GENERIC-NEXT:     %89 = "index.constant"() <{value = -9223372036854775808 : index}> : () -> index
// GENERIC-NEXT:     %90 = "index.constant"() <{value = -4294967300 : index}> : () -> index
// GENERIC-NEXT:     "func.return"(%85, %86, %87, %88, %89, %90) : (index, index, index, index, index, index) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (index) -> (i1, i1, i1, i1, i1, i1), sym_name = "cmp_eq"}> ({
// GENERIC-NEXT:   ^bb0(%arg11: index):
// GENERIC-NEXT:     %76 = "index.bool.constant"() <{value = true}> : () -> i1
// GENERIC-NEXT:     %77 = "index.constant"() <{value = 50 : index}> : () -> index
// GENERIC-NEXT:     %78 = "index.constant"() <{value = 100 : index}> : () -> index
// GENERIC-NEXT:     %79 = "index.constant"() <{value = 4294967301 : index}> : () -> index
// GENERIC-NEXT:     %80 = "index.constant"() <{value = 5 : index}> : () -> index
// GENERIC-NEXT:     %81 = "index.bool.constant"() <{value = false}> : () -> i1
// GENERIC-NEXT:     %82 = "index.cmp"(%80, %79) <{pred = #index<cmp_predicate eq>}> : (index, index) -> i1
// GENERIC-NEXT:     %83 = "index.minu"(%arg11, %78) : (index, index) -> index
// GENERIC-NEXT:     %84 = "index.cmp"(%83, %77) <{pred = #index<cmp_predicate eq>}> : (index, index) -> i1
// GENERIC-NEXT:     "func.return"(%81, %81, %81, %82, %76, %84) : (i1, i1, i1, i1, i1, i1) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (index) -> (i1, i1, i1, i1, i1, i1), sym_name = "cmp_ne"}> ({
// GENERIC-NEXT:   ^bb0(%arg10: index):
// GENERIC-NEXT:     %71 = "index.constant"() <{value = 100 : index}> : () -> index
// GENERIC-NEXT:     %72 = "index.bool.constant"() <{value = true}> : () -> i1
// GENERIC-NEXT:     %73 = "index.bool.constant"() <{value = false}> : () -> i1
// GENERIC-NEXT:     %74 = "index.maxu"(%arg10, %71) : (index, index) -> index
// GENERIC-NEXT:     %75 = "index.cmp"(%74, %71) <{pred = #index<cmp_predicate ne>}> : (index, index) -> i1
// GENERIC-NEXT:     "func.return"(%72, %72, %72, %72, %73, %75) : (i1, i1, i1, i1, i1, i1) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (index) -> (i1, i1, i1, i1, i1, i1), sym_name = "cmp_slt"}> ({
// GENERIC-NEXT:   ^bb0(%arg9: index):
// GENERIC-NEXT:     %65 = "index.constant"() <{value = 50 : index}> : () -> index
// GENERIC-NEXT:     %66 = "index.constant"() <{value = 100 : index}> : () -> index
// GENERIC-NEXT:     %67 = "index.bool.constant"() <{value = false}> : () -> i1
// GENERIC-NEXT:     %68 = "index.bool.constant"() <{value = true}> : () -> i1
// GENERIC-NEXT:     %69 = "index.mins"(%arg9, %66) : (index, index) -> index
// GENERIC-NEXT:     %70 = "index.cmp"(%69, %65) <{pred = #index<cmp_predicate slt>}> : (index, index) -> i1
// GENERIC-NEXT:     "func.return"(%67, %68, %67, %68, %67, %70) : (i1, i1, i1, i1, i1, i1) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (index) -> (i1, i1, i1, i1, i1, i1), sym_name = "cmp_sle"}> ({
// GENERIC-NEXT:   ^bb0(%arg8: index):
// GENERIC-NEXT:     %63 = "index.bool.constant"() <{value = true}> : () -> i1
// GENERIC-NEXT:     %64 = "index.bool.constant"() <{value = false}> : () -> i1
// GENERIC-NEXT:     "func.return"(%63, %64, %63, %63, %63, %63) : (i1, i1, i1, i1, i1, i1) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (index) -> (i1, i1, i1, i1, i1, i1), sym_name = "cmp_sgt"}> ({
// GENERIC-NEXT:   ^bb0(%arg7: index):
// GENERIC-NEXT:     %58 = "index.constant"() <{value = 2147483648 : index}> : () -> index
// GENERIC-NEXT:     %59 = "index.constant"() <{value = -1 : index}> : () -> index
// GENERIC-NEXT:     %60 = "index.bool.constant"() <{value = false}> : () -> i1
// GENERIC-NEXT:     %61 = "index.bool.constant"() <{value = true}> : () -> i1
// GENERIC-NEXT:     %62 = "index.cmp"(%59, %58) <{pred = #index<cmp_predicate sgt>}> : (index, index) -> i1
// GENERIC-NEXT:     "func.return"(%60, %60, %61, %62, %60, %60) : (i1, i1, i1, i1, i1, i1) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (index) -> (i1, i1, i1, i1, i1, i1), sym_name = "cmp_sge"}> ({
// GENERIC-NEXT:   ^bb0(%arg6: index):
// GENERIC-NEXT:     %49 = "index.bool.constant"() <{value = true}> : () -> i1
// GENERIC-NEXT:     %50 = "index.bool.constant"() <{value = false}> : () -> i1
// GENERIC-NEXT:     %51 = "index.constant"() <{value = 150 : index}> : () -> index
// GENERIC-NEXT:     %52 = "index.constant"() <{value = 100 : index}> : () -> index
// GENERIC-NEXT:     %53 = "index.constant"() <{value = 2147483648 : index}> : () -> index
// GENERIC-NEXT:     %54 = "index.constant"() <{value = 32 : index}> : () -> index
// GENERIC-NEXT:     %55 = "index.cmp"(%53, %54) <{pred = #index<cmp_predicate sge>}> : (index, index) -> i1
// GENERIC-NEXT:     %56 = "index.maxu"(%arg6, %52) : (index, index) -> index
// GENERIC-NEXT:     %57 = "index.cmp"(%56, %51) <{pred = #index<cmp_predicate sge>}> : (index, index) -> i1
// GENERIC-NEXT:     "func.return"(%55, %50, %49, %50, %49, %57) : (i1, i1, i1, i1, i1, i1) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (index) -> (i1, i1, i1, i1, i1, i1), sym_name = "cmp_ult"}> ({
// GENERIC-NEXT:   ^bb0(%arg5: index):
// GENERIC-NEXT:     %40 = "index.bool.constant"() <{value = false}> : () -> i1
// GENERIC-NEXT:     %41 = "index.bool.constant"() <{value = true}> : () -> i1
// GENERIC-NEXT:     %42 = "index.constant"() <{value = 150 : index}> : () -> index
// GENERIC-NEXT:     %43 = "index.constant"() <{value = 100 : index}> : () -> index
// GENERIC-NEXT:     %44 = "index.constant"() <{value = 2147483647 : index}> : () -> index
// GENERIC-NEXT:     %45 = "index.constant"() <{value = 4294967301 : index}> : () -> index
// GENERIC-NEXT:     %46 = "index.cmp"(%44, %45) <{pred = #index<cmp_predicate ult>}> : (index, index) -> i1
// GENERIC-NEXT:     %47 = "index.maxs"(%arg5, %43) : (index, index) -> index
// GENERIC-NEXT:     %48 = "index.cmp"(%47, %42) <{pred = #index<cmp_predicate ult>}> : (index, index) -> i1
// GENERIC-NEXT:     "func.return"(%46, %41, %40, %41, %40, %48) : (i1, i1, i1, i1, i1, i1) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (index) -> (i1, i1, i1, i1, i1, i1), sym_name = "cmp_ule"}> ({
// GENERIC-NEXT:   ^bb0(%arg4: index):
// GENERIC-NEXT:     %31 = "index.bool.constant"() <{value = false}> : () -> i1
// GENERIC-NEXT:     %32 = "index.constant"() <{value = 150 : index}> : () -> index
// GENERIC-NEXT:     %33 = "index.constant"() <{value = 100 : index}> : () -> index
// GENERIC-NEXT:     %34 = "index.constant"() <{value = 9223372036854775807 : index}> : () -> index
// GENERIC-NEXT:     %35 = "index.constant"() <{value = -2147483648 : index}> : () -> index
// GENERIC-NEXT:     %36 = "index.bool.constant"() <{value = true}> : () -> i1
// GENERIC-NEXT:     %37 = "index.cmp"(%35, %34) <{pred = #index<cmp_predicate ule>}> : (index, index) -> i1
// GENERIC-NEXT:     %38 = "index.maxu"(%arg4, %33) : (index, index) -> index
// GENERIC-NEXT:     %39 = "index.cmp"(%38, %32) <{pred = #index<cmp_predicate ule>}> : (index, index) -> i1
// GENERIC-NEXT:     "func.return"(%36, %37, %31, %31, %36, %39) : (i1, i1, i1, i1, i1, i1) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (index) -> (i1, i1, i1, i1, i1, i1), sym_name = "cmp_ugt"}> ({
// GENERIC-NEXT:   ^bb0(%arg3: index):
// GENERIC-NEXT:     %21 = "index.bool.constant"() <{value = false}> : () -> i1
// GENERIC-NEXT:     %22 = "index.constant"() <{value = 150 : index}> : () -> index
// GENERIC-NEXT:     %23 = "index.constant"() <{value = 100 : index}> : () -> index
// GENERIC-NEXT:     %24 = "index.constant"() <{value = 9223372036854775807 : index}> : () -> index
// GENERIC-NEXT:     %25 = "index.constant"() <{value = -9223372036854775808 : index}> : () -> index
// GENERIC-NEXT:     %26 = "index.constant"() <{value = 4294967301 : index}> : () -> index
// GENERIC-NEXT:     %27 = "index.cmp"(%25, %26) <{pred = #index<cmp_predicate ugt>}> : (index, index) -> i1
// GENERIC-NEXT:     %28 = "index.cmp"(%24, %25) <{pred = #index<cmp_predicate ugt>}> : (index, index) -> i1
// GENERIC-NEXT:     %29 = "index.maxu"(%arg3, %23) : (index, index) -> index
// GENERIC-NEXT:     %30 = "index.cmp"(%29, %22) <{pred = #index<cmp_predicate ugt>}> : (index, index) -> i1
// GENERIC-NEXT:     "func.return"(%27, %21, %21, %28, %21, %30) : (i1, i1, i1, i1, i1, i1) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (index) -> (i1, i1, i1, i1, i1, i1), sym_name = "cmp_uge"}> ({
// GENERIC-NEXT:   ^bb0(%arg2: index):
// GENERIC-NEXT:     %16 = "index.constant"() <{value = -9223372036854775808 : index}> : () -> index
// GENERIC-NEXT:     %17 = "index.constant"() <{value = 2147483648 : index}> : () -> index
// GENERIC-NEXT:     %18 = "index.bool.constant"() <{value = true}> : () -> i1
// GENERIC-NEXT:     %19 = "index.bool.constant"() <{value = false}> : () -> i1
// GENERIC-NEXT:     %20 = "index.cmp"(%17, %16) <{pred = #index<cmp_predicate uge>}> : (index, index) -> i1
// GENERIC-NEXT:     "func.return"(%18, %19, %18, %20, %18, %18) : (i1, i1, i1, i1, i1, i1) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (index) -> (index, index, index, index), sym_name = "identities"}> ({
// GENERIC-NEXT:   ^bb0(%arg1: index):
// GENERIC-NEXT:     %15 = "index.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT:     "func.return"(%arg1, %arg1, %arg1, %15) : (index, index, index, index) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (i8, i32, i33, i64, i128, i64, index, index, index, index), sym_name = "casts"}> ({
// GENERIC-NEXT:     %3 = "index.constant"() <{value = 1 : index}> : () -> index
// GENERIC-NEXT:     %4 = "index.constant"() <{value = -1 : index}> : () -> index
// GENERIC-NEXT:     %5 = "index.constant"() <{value = 253 : index}> : () -> index
// GENERIC-NEXT:     %6 = "index.constant"() <{value = -3 : index}> : () -> index
// GENERIC-NEXT:     %7 = "index.constant"() <{value = 4294967301 : index}> : () -> index
// GENERIC-NEXT:     %8 = "index.constant"() <{value = -2 : index}> : () -> index
// GENERIC-NEXT:     %9 = "index.casts"(%7) : (index) -> i8
// GENERIC-NEXT:     %10 = "index.castu"(%7) : (index) -> i32
// GENERIC-NEXT:     %11 = "index.casts"(%8) : (index) -> i33
// GENERIC-NEXT:     %12 = "index.casts"(%7) : (index) -> i64
// GENERIC-NEXT:     %13 = "index.castu"(%8) : (index) -> i128
// GENERIC-NEXT:     %14 = "index.casts"(%8) : (index) -> i64
// GENERIC-NEXT:     "func.return"(%9, %10, %11, %12, %13, %14, %6, %5, %4, %3) : (i8, i32, i33, i64, i128, i64, index, index, index, index) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (index) -> (index, index), sym_name = "commutative"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: index):
// GENERIC-NEXT:     %0 = "index.constant"() <{value = 3 : index}> : () -> index
// GENERIC-NEXT:     %1 = "index.add"(%arg0, %0) : (index, index) -> index
// GENERIC-NEXT:     %2 = "index.xor"(%arg0, %0) : (index, index) -> index
// GENERIC-NEXT:     "func.return"(%1, %2) : (index, index) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

// Folders of the index dialect: results are folded only when 32- and
// 64-bit targets agree; constants are materialized by the dialect.

func.func @add() -> (index, index, index, index, index, index) {
  %a0 = index.constant -1
  %b0 = index.constant 5
  %r0 = index.add %a0, %b0
  %a1 = index.constant 2147483648
  %b1 = index.constant -7
  %r1 = index.add %a1, %b1
  %a2 = index.constant 4294967301
  %b2 = index.constant 2147483648
  %r2 = index.add %a2, %b2
  %a3 = index.constant 2147483647
  %b3 = index.constant 0
  %r3 = index.add %a3, %b3
  %a4 = index.constant 2147483647
  %b4 = index.constant -1
  %r4 = index.add %a4, %b4
  %a5 = index.constant 5
  %b5 = index.constant 9223372036854775807
  %r5 = index.add %a5, %b5
  return %r0, %r1, %r2, %r3, %r4, %r5 : index, index, index, index, index, index
}

func.func @sub() -> (index, index, index, index, index, index) {
  %a0 = index.constant 9223372036854775807
  %b0 = index.constant -9223372036854775808
  %r0 = index.sub %a0, %b0
  %a1 = index.constant 9223372036854775807
  %b1 = index.constant 32
  %r1 = index.sub %a1, %b1
  %a2 = index.constant -1
  %b2 = index.constant 0
  %r2 = index.sub %a2, %b2
  %a3 = index.constant 2147483647
  %b3 = index.constant -7
  %r3 = index.sub %a3, %b3
  %a4 = index.constant 32
  %b4 = index.constant 2147483647
  %r4 = index.sub %a4, %b4
  %a5 = index.constant -2147483648
  %b5 = index.constant 9223372036854775807
  %r5 = index.sub %a5, %b5
  return %r0, %r1, %r2, %r3, %r4, %r5 : index, index, index, index, index, index
}

func.func @mul() -> (index, index, index, index, index, index) {
  %a0 = index.constant -2147483648
  %b0 = index.constant -1
  %r0 = index.mul %a0, %b0
  %a1 = index.constant 4294967301
  %b1 = index.constant -7
  %r1 = index.mul %a1, %b1
  %a2 = index.constant -9223372036854775808
  %b2 = index.constant 0
  %r2 = index.mul %a2, %b2
  %a3 = index.constant 5
  %b3 = index.constant 32
  %r3 = index.mul %a3, %b3
  %a4 = index.constant 5
  %b4 = index.constant 4294967301
  %r4 = index.mul %a4, %b4
  %a5 = index.constant 0
  %b5 = index.constant 4294967301
  %r5 = index.mul %a5, %b5
  return %r0, %r1, %r2, %r3, %r4, %r5 : index, index, index, index, index, index
}

func.func @divs() -> (index, index, index, index, index, index) {
  %a0 = index.constant 4294967301
  %b0 = index.constant -9223372036854775808
  %r0 = index.divs %a0, %b0
  %a1 = index.constant 32
  %b1 = index.constant 4294967301
  %r1 = index.divs %a1, %b1
  %a2 = index.constant 5
  %b2 = index.constant 5
  %r2 = index.divs %a2, %b2
  %a3 = index.constant 5
  %b3 = index.constant 4294967301
  %r3 = index.divs %a3, %b3
  %a4 = index.constant 5
  %b4 = index.constant 2147483647
  %r4 = index.divs %a4, %b4
  %a5 = index.constant 32
  %b5 = index.constant -9223372036854775808
  %r5 = index.divs %a5, %b5
  return %r0, %r1, %r2, %r3, %r4, %r5 : index, index, index, index, index, index
}

func.func @divu() -> (index, index, index, index, index, index) {
  %a0 = index.constant 0
  %b0 = index.constant -9223372036854775808
  %r0 = index.divu %a0, %b0
  %a1 = index.constant 5
  %b1 = index.constant 0
  %r1 = index.divu %a1, %b1
  %a2 = index.constant 9223372036854775807
  %b2 = index.constant -7
  %r2 = index.divu %a2, %b2
  %a3 = index.constant -9223372036854775808
  %b3 = index.constant 0
  %r3 = index.divu %a3, %b3
  %a4 = index.constant 4294967301
  %b4 = index.constant -2147483648
  %r4 = index.divu %a4, %b4
  %a5 = index.constant -1
  %b5 = index.constant 1
  %r5 = index.divu %a5, %b5
  return %r0, %r1, %r2, %r3, %r4, %r5 : index, index, index, index, index, index
}

func.func @ceildivs() -> (index, index, index, index, index, index) {
  %a0 = index.constant 2147483647
  %b0 = index.constant 2147483647
  %r0 = index.ceildivs %a0, %b0
  %a1 = index.constant 2147483648
  %b1 = index.constant 5
  %r1 = index.ceildivs %a1, %b1
  %a2 = index.constant 4294967301
  %b2 = index.constant -1
  %r2 = index.ceildivs %a2, %b2
  %a3 = index.constant 4294967301
  %b3 = index.constant 4294967301
  %r3 = index.ceildivs %a3, %b3
  %a4 = index.constant 5
  %b4 = index.constant 5
  %r4 = index.ceildivs %a4, %b4
  %a5 = index.constant 4294967301
  %b5 = index.constant 32
  %r5 = index.ceildivs %a5, %b5
  return %r0, %r1, %r2, %r3, %r4, %r5 : index, index, index, index, index, index
}

func.func @ceildivu() -> (index, index, index, index, index, index) {
  %a0 = index.constant -1
  %b0 = index.constant 4294967301
  %r0 = index.ceildivu %a0, %b0
  %a1 = index.constant -2147483648
  %b1 = index.constant 5
  %r1 = index.ceildivu %a1, %b1
  %a2 = index.constant 9223372036854775807
  %b2 = index.constant 2147483647
  %r2 = index.ceildivu %a2, %b2
  %a3 = index.constant 32
  %b3 = index.constant 9223372036854775807
  %r3 = index.ceildivu %a3, %b3
  %a4 = index.constant -9223372036854775808
  %b4 = index.constant 4294967301
  %r4 = index.ceildivu %a4, %b4
  %a5 = index.constant -9223372036854775808
  %b5 = index.constant -2147483648
  %r5 = index.ceildivu %a5, %b5
  return %r0, %r1, %r2, %r3, %r4, %r5 : index, index, index, index, index, index
}

func.func @floordivs() -> (index, index, index, index, index, index) {
  %a0 = index.constant 2147483648
  %b0 = index.constant 1
  %r0 = index.floordivs %a0, %b0
  %a1 = index.constant 5
  %b1 = index.constant -1
  %r1 = index.floordivs %a1, %b1
  %a2 = index.constant -7
  %b2 = index.constant 32
  %r2 = index.floordivs %a2, %b2
  %a3 = index.constant -2147483648
  %b3 = index.constant -9223372036854775808
  %r3 = index.floordivs %a3, %b3
  %a4 = index.constant 5
  %b4 = index.constant 5
  %r4 = index.floordivs %a4, %b4
  %a5 = index.constant 32
  %b5 = index.constant -2147483648
  %r5 = index.floordivs %a5, %b5
  return %r0, %r1, %r2, %r3, %r4, %r5 : index, index, index, index, index, index
}

func.func @rems() -> (index, index, index, index, index, index) {
  %a0 = index.constant 4294967301
  %b0 = index.constant 2147483647
  %r0 = index.rems %a0, %b0
  %a1 = index.constant 9223372036854775807
  %b1 = index.constant -1
  %r1 = index.rems %a1, %b1
  %a2 = index.constant -2147483648
  %b2 = index.constant -9223372036854775808
  %r2 = index.rems %a2, %b2
  %a3 = index.constant 9223372036854775807
  %b3 = index.constant 0
  %r3 = index.rems %a3, %b3
  %a4 = index.constant -9223372036854775808
  %b4 = index.constant 4294967301
  %r4 = index.rems %a4, %b4
  %a5 = index.constant -9223372036854775808
  %b5 = index.constant -9223372036854775808
  %r5 = index.rems %a5, %b5
  return %r0, %r1, %r2, %r3, %r4, %r5 : index, index, index, index, index, index
}

func.func @remu() -> (index, index, index, index, index, index) {
  %a0 = index.constant 9223372036854775807
  %b0 = index.constant 9223372036854775807
  %r0 = index.remu %a0, %b0
  %a1 = index.constant 1
  %b1 = index.constant -1
  %r1 = index.remu %a1, %b1
  %a2 = index.constant 2147483648
  %b2 = index.constant -7
  %r2 = index.remu %a2, %b2
  %a3 = index.constant -9223372036854775808
  %b3 = index.constant 32
  %r3 = index.remu %a3, %b3
  %a4 = index.constant 5
  %b4 = index.constant 32
  %r4 = index.remu %a4, %b4
  %a5 = index.constant -2147483648
  %b5 = index.constant -2147483648
  %r5 = index.remu %a5, %b5
  return %r0, %r1, %r2, %r3, %r4, %r5 : index, index, index, index, index, index
}

func.func @maxs() -> (index, index, index, index, index, index) {
  %a0 = index.constant 1
  %b0 = index.constant 9223372036854775807
  %r0 = index.maxs %a0, %b0
  %a1 = index.constant 2147483648
  %b1 = index.constant 2147483648
  %r1 = index.maxs %a1, %b1
  %a2 = index.constant -7
  %b2 = index.constant 0
  %r2 = index.maxs %a2, %b2
  %a3 = index.constant 2147483647
  %b3 = index.constant -2147483648
  %r3 = index.maxs %a3, %b3
  %a4 = index.constant 0
  %b4 = index.constant -9223372036854775808
  %r4 = index.maxs %a4, %b4
  %a5 = index.constant 2147483647
  %b5 = index.constant 0
  %r5 = index.maxs %a5, %b5
  return %r0, %r1, %r2, %r3, %r4, %r5 : index, index, index, index, index, index
}

func.func @maxu() -> (index, index, index, index, index, index) {
  %a0 = index.constant 32
  %b0 = index.constant 32
  %r0 = index.maxu %a0, %b0
  %a1 = index.constant 2147483647
  %b1 = index.constant -1
  %r1 = index.maxu %a1, %b1
  %a2 = index.constant 0
  %b2 = index.constant 2147483647
  %r2 = index.maxu %a2, %b2
  %a3 = index.constant -1
  %b3 = index.constant 0
  %r3 = index.maxu %a3, %b3
  %a4 = index.constant -7
  %b4 = index.constant -1
  %r4 = index.maxu %a4, %b4
  %a5 = index.constant -2147483648
  %b5 = index.constant -2147483648
  %r5 = index.maxu %a5, %b5
  return %r0, %r1, %r2, %r3, %r4, %r5 : index, index, index, index, index, index
}

func.func @mins() -> (index, index, index, index, index, index) {
  %a0 = index.constant -2147483648
  %b0 = index.constant -2147483648
  %r0 = index.mins %a0, %b0
  %a1 = index.constant 5
  %b1 = index.constant 1
  %r1 = index.mins %a1, %b1
  %a2 = index.constant 32
  %b2 = index.constant 1
  %r2 = index.mins %a2, %b2
  %a3 = index.constant -7
  %b3 = index.constant -9223372036854775808
  %r3 = index.mins %a3, %b3
  %a4 = index.constant 0
  %b4 = index.constant 2147483647
  %r4 = index.mins %a4, %b4
  %a5 = index.constant -2147483648
  %b5 = index.constant 2147483647
  %r5 = index.mins %a5, %b5
  return %r0, %r1, %r2, %r3, %r4, %r5 : index, index, index, index, index, index
}

func.func @minu() -> (index, index, index, index, index, index) {
  %a0 = index.constant 2147483648
  %b0 = index.constant 0
  %r0 = index.minu %a0, %b0
  %a1 = index.constant 4294967301
  %b1 = index.constant 32
  %r1 = index.minu %a1, %b1
  %a2 = index.constant -1
  %b2 = index.constant 9223372036854775807
  %r2 = index.minu %a2, %b2
  %a3 = index.constant 2147483648
  %b3 = index.constant 1
  %r3 = index.minu %a3, %b3
  %a4 = index.constant -1
  %b4 = index.constant -2147483648
  %r4 = index.minu %a4, %b4
  %a5 = index.constant -7
  %b5 = index.constant -9223372036854775808
  %r5 = index.minu %a5, %b5
  return %r0, %r1, %r2, %r3, %r4, %r5 : index, index, index, index, index, index
}

func.func @shl() -> (index, index, index, index, index, index) {
  %a0 = index.constant 32
  %b0 = index.constant -1
  %r0 = index.shl %a0, %b0
  %a1 = index.constant 2147483648
  %b1 = index.constant 5
  %r1 = index.shl %a1, %b1
  %a2 = index.constant -1
  %b2 = index.constant 1
  %r2 = index.shl %a2, %b2
  %a3 = index.constant 5
  %b3 = index.constant -9223372036854775808
  %r3 = index.shl %a3, %b3
  %a4 = index.constant -2147483648
  %b4 = index.constant 2147483647
  %r4 = index.shl %a4, %b4
  %a5 = index.constant 32
  %b5 = index.constant 9223372036854775807
  %r5 = index.shl %a5, %b5
  return %r0, %r1, %r2, %r3, %r4, %r5 : index, index, index, index, index, index
}

func.func @shrs() -> (index, index, index, index, index, index) {
  %a0 = index.constant -2147483648
  %b0 = index.constant -2147483648
  %r0 = index.shrs %a0, %b0
  %a1 = index.constant 0
  %b1 = index.constant 0
  %r1 = index.shrs %a1, %b1
  %a2 = index.constant -7
  %b2 = index.constant 0
  %r2 = index.shrs %a2, %b2
  %a3 = index.constant 2147483647
  %b3 = index.constant -1
  %r3 = index.shrs %a3, %b3
  %a4 = index.constant 32
  %b4 = index.constant -9223372036854775808
  %r4 = index.shrs %a4, %b4
  %a5 = index.constant 5
  %b5 = index.constant 2147483648
  %r5 = index.shrs %a5, %b5
  return %r0, %r1, %r2, %r3, %r4, %r5 : index, index, index, index, index, index
}

func.func @shru() -> (index, index, index, index, index, index) {
  %a0 = index.constant -1
  %b0 = index.constant 2147483648
  %r0 = index.shru %a0, %b0
  %a1 = index.constant 9223372036854775807
  %b1 = index.constant 0
  %r1 = index.shru %a1, %b1
  %a2 = index.constant 2147483648
  %b2 = index.constant 2147483647
  %r2 = index.shru %a2, %b2
  %a3 = index.constant 2147483647
  %b3 = index.constant 5
  %r3 = index.shru %a3, %b3
  %a4 = index.constant -1
  %b4 = index.constant -7
  %r4 = index.shru %a4, %b4
  %a5 = index.constant -7
  %b5 = index.constant 1
  %r5 = index.shru %a5, %b5
  return %r0, %r1, %r2, %r3, %r4, %r5 : index, index, index, index, index, index
}

func.func @and() -> (index, index, index, index, index, index) {
  %a0 = index.constant 0
  %b0 = index.constant 32
  %r0 = index.and %a0, %b0
  %a1 = index.constant -7
  %b1 = index.constant 1
  %r1 = index.and %a1, %b1
  %a2 = index.constant 2147483647
  %b2 = index.constant 1
  %r2 = index.and %a2, %b2
  %a3 = index.constant 5
  %b3 = index.constant -2147483648
  %r3 = index.and %a3, %b3
  %a4 = index.constant 1
  %b4 = index.constant -1
  %r4 = index.and %a4, %b4
  %a5 = index.constant 5
  %b5 = index.constant 2147483647
  %r5 = index.and %a5, %b5
  return %r0, %r1, %r2, %r3, %r4, %r5 : index, index, index, index, index, index
}

func.func @or() -> (index, index, index, index, index, index) {
  %a0 = index.constant -7
  %b0 = index.constant 5
  %r0 = index.or %a0, %b0
  %a1 = index.constant 2147483647
  %b1 = index.constant -7
  %r1 = index.or %a1, %b1
  %a2 = index.constant 2147483648
  %b2 = index.constant 1
  %r2 = index.or %a2, %b2
  %a3 = index.constant 9223372036854775807
  %b3 = index.constant 32
  %r3 = index.or %a3, %b3
  %a4 = index.constant 2147483647
  %b4 = index.constant 32
  %r4 = index.or %a4, %b4
  %a5 = index.constant 0
  %b5 = index.constant 9223372036854775807
  %r5 = index.or %a5, %b5
  return %r0, %r1, %r2, %r3, %r4, %r5 : index, index, index, index, index, index
}

func.func @xor() -> (index, index, index, index, index, index) {
  %a0 = index.constant 32
  %b0 = index.constant -9223372036854775808
  %r0 = index.xor %a0, %b0
  %a1 = index.constant 2147483647
  %b1 = index.constant 1
  %r1 = index.xor %a1, %b1
  %a2 = index.constant -7
  %b2 = index.constant 2147483647
  %r2 = index.xor %a2, %b2
  %a3 = index.constant 9223372036854775807
  %b3 = index.constant 2147483648
  %r3 = index.xor %a3, %b3
  %a4 = index.constant -1
  %b4 = index.constant 9223372036854775807
  %r4 = index.xor %a4, %b4
  %a5 = index.constant -7
  %b5 = index.constant 4294967301
  %r5 = index.xor %a5, %b5
  return %r0, %r1, %r2, %r3, %r4, %r5 : index, index, index, index, index, index
}

func.func @cmp_eq(%x: index) -> (i1, i1, i1, i1, i1, i1) {
  %a0 = index.constant 0
  %b0 = index.constant 5
  %r0 = index.cmp eq(%a0, %b0)
  %a1 = index.constant -1
  %b1 = index.constant 4294967301
  %r1 = index.cmp eq(%a1, %b1)
  %a2 = index.constant 9223372036854775807
  %b2 = index.constant -9223372036854775808
  %r2 = index.cmp eq(%a2, %b2)
  %a3 = index.constant 5
  %b3 = index.constant 4294967301
  %r3 = index.cmp eq(%a3, %b3)
  %same = index.cmp eq(%x, %x)
  %c = index.constant 100
  %m = index.minu %x, %c
  %k = index.constant 50
  %mm = index.cmp eq(%m, %k)
  return %r0, %r1, %r2, %r3, %same, %mm : i1, i1, i1, i1, i1, i1
}

func.func @cmp_ne(%x: index) -> (i1, i1, i1, i1, i1, i1) {
  %a0 = index.constant 1
  %b0 = index.constant -7
  %r0 = index.cmp ne(%a0, %b0)
  %a1 = index.constant 1
  %b1 = index.constant 9223372036854775807
  %r1 = index.cmp ne(%a1, %b1)
  %a2 = index.constant 1
  %b2 = index.constant -9223372036854775808
  %r2 = index.cmp ne(%a2, %b2)
  %a3 = index.constant 2147483647
  %b3 = index.constant 32
  %r3 = index.cmp ne(%a3, %b3)
  %same = index.cmp ne(%x, %x)
  %c = index.constant 100
  %m = index.maxu %x, %c
  %k = index.constant 100
  %mm = index.cmp ne(%m, %k)
  return %r0, %r1, %r2, %r3, %same, %mm : i1, i1, i1, i1, i1, i1
}

func.func @cmp_slt(%x: index) -> (i1, i1, i1, i1, i1, i1) {
  %a0 = index.constant 32
  %b0 = index.constant -2147483648
  %r0 = index.cmp slt(%a0, %b0)
  %a1 = index.constant 1
  %b1 = index.constant 4294967301
  %r1 = index.cmp slt(%a1, %b1)
  %a2 = index.constant -1
  %b2 = index.constant -2147483648
  %r2 = index.cmp slt(%a2, %b2)
  %a3 = index.constant 1
  %b3 = index.constant 2147483647
  %r3 = index.cmp slt(%a3, %b3)
  %same = index.cmp slt(%x, %x)
  %c = index.constant 100
  %m = index.mins %x, %c
  %k = index.constant 50
  %mm = index.cmp slt(%m, %k)
  return %r0, %r1, %r2, %r3, %same, %mm : i1, i1, i1, i1, i1, i1
}

func.func @cmp_sle(%x: index) -> (i1, i1, i1, i1, i1, i1) {
  %a0 = index.constant 2147483647
  %b0 = index.constant 2147483647
  %r0 = index.cmp sle(%a0, %b0)
  %a1 = index.constant 32
  %b1 = index.constant 1
  %r1 = index.cmp sle(%a1, %b1)
  %a2 = index.constant -2147483648
  %b2 = index.constant 0
  %r2 = index.cmp sle(%a2, %b2)
  %a3 = index.constant 32
  %b3 = index.constant 2147483647
  %r3 = index.cmp sle(%a3, %b3)
  %same = index.cmp sle(%x, %x)
  %c = index.constant 100
  %m = index.mins %x, %c
  %k = index.constant 100
  %mm = index.cmp sle(%m, %k)
  return %r0, %r1, %r2, %r3, %same, %mm : i1, i1, i1, i1, i1, i1
}

func.func @cmp_sgt(%x: index) -> (i1, i1, i1, i1, i1, i1) {
  %a0 = index.constant -2147483648
  %b0 = index.constant 32
  %r0 = index.cmp sgt(%a0, %b0)
  %a1 = index.constant -2147483648
  %b1 = index.constant 9223372036854775807
  %r1 = index.cmp sgt(%a1, %b1)
  %a2 = index.constant 4294967301
  %b2 = index.constant -9223372036854775808
  %r2 = index.cmp sgt(%a2, %b2)
  %a3 = index.constant -1
  %b3 = index.constant 2147483648
  %r3 = index.cmp sgt(%a3, %b3)
  %same = index.cmp sgt(%x, %x)
  %c = index.constant 100
  %m = index.mins %x, %c
  %k = index.constant 100
  %mm = index.cmp sgt(%m, %k)
  return %r0, %r1, %r2, %r3, %same, %mm : i1, i1, i1, i1, i1, i1
}

func.func @cmp_sge(%x: index) -> (i1, i1, i1, i1, i1, i1) {
  %a0 = index.constant 2147483648
  %b0 = index.constant 32
  %r0 = index.cmp sge(%a0, %b0)
  %a1 = index.constant -7
  %b1 = index.constant 2147483647
  %r1 = index.cmp sge(%a1, %b1)
  %a2 = index.constant 1
  %b2 = index.constant -9223372036854775808
  %r2 = index.cmp sge(%a2, %b2)
  %a3 = index.constant 1
  %b3 = index.constant 2147483647
  %r3 = index.cmp sge(%a3, %b3)
  %same = index.cmp sge(%x, %x)
  %c = index.constant 100
  %m = index.maxu %x, %c
  %k = index.constant 150
  %mm = index.cmp sge(%m, %k)
  return %r0, %r1, %r2, %r3, %same, %mm : i1, i1, i1, i1, i1, i1
}

func.func @cmp_ult(%x: index) -> (i1, i1, i1, i1, i1, i1) {
  %a0 = index.constant 2147483647
  %b0 = index.constant 4294967301
  %r0 = index.cmp ult(%a0, %b0)
  %a1 = index.constant 5
  %b1 = index.constant 32
  %r1 = index.cmp ult(%a1, %b1)
  %a2 = index.constant -7
  %b2 = index.constant 4294967301
  %r2 = index.cmp ult(%a2, %b2)
  %a3 = index.constant -2147483648
  %b3 = index.constant -7
  %r3 = index.cmp ult(%a3, %b3)
  %same = index.cmp ult(%x, %x)
  %c = index.constant 100
  %m = index.maxs %x, %c
  %k = index.constant 150
  %mm = index.cmp ult(%m, %k)
  return %r0, %r1, %r2, %r3, %same, %mm : i1, i1, i1, i1, i1, i1
}

func.func @cmp_ule(%x: index) -> (i1, i1, i1, i1, i1, i1) {
  %a0 = index.constant 2147483647
  %b0 = index.constant 2147483647
  %r0 = index.cmp ule(%a0, %b0)
  %a1 = index.constant -2147483648
  %b1 = index.constant 9223372036854775807
  %r1 = index.cmp ule(%a1, %b1)
  %a2 = index.constant -2147483648
  %b2 = index.constant 4294967301
  %r2 = index.cmp ule(%a2, %b2)
  %a3 = index.constant 4294967301
  %b3 = index.constant 1
  %r3 = index.cmp ule(%a3, %b3)
  %same = index.cmp ule(%x, %x)
  %c = index.constant 100
  %m = index.maxu %x, %c
  %k = index.constant 150
  %mm = index.cmp ule(%m, %k)
  return %r0, %r1, %r2, %r3, %same, %mm : i1, i1, i1, i1, i1, i1
}

func.func @cmp_ugt(%x: index) -> (i1, i1, i1, i1, i1, i1) {
  %a0 = index.constant -9223372036854775808
  %b0 = index.constant 4294967301
  %r0 = index.cmp ugt(%a0, %b0)
  %a1 = index.constant 32
  %b1 = index.constant 2147483647
  %r1 = index.cmp ugt(%a1, %b1)
  %a2 = index.constant 2147483648
  %b2 = index.constant 2147483648
  %r2 = index.cmp ugt(%a2, %b2)
  %a3 = index.constant 9223372036854775807
  %b3 = index.constant -9223372036854775808
  %r3 = index.cmp ugt(%a3, %b3)
  %same = index.cmp ugt(%x, %x)
  %c = index.constant 100
  %m = index.maxu %x, %c
  %k = index.constant 150
  %mm = index.cmp ugt(%m, %k)
  return %r0, %r1, %r2, %r3, %same, %mm : i1, i1, i1, i1, i1, i1
}

func.func @cmp_uge(%x: index) -> (i1, i1, i1, i1, i1, i1) {
  %a0 = index.constant 9223372036854775807
  %b0 = index.constant 32
  %r0 = index.cmp uge(%a0, %b0)
  %a1 = index.constant 2147483647
  %b1 = index.constant -7
  %r1 = index.cmp uge(%a1, %b1)
  %a2 = index.constant 9223372036854775807
  %b2 = index.constant 4294967301
  %r2 = index.cmp uge(%a2, %b2)
  %a3 = index.constant 2147483648
  %b3 = index.constant -9223372036854775808
  %r3 = index.cmp uge(%a3, %b3)
  %same = index.cmp uge(%x, %x)
  %c = index.constant 100
  %m = index.maxu %x, %c
  %k = index.constant 100
  %mm = index.cmp uge(%m, %k)
  return %r0, %r1, %r2, %r3, %same, %mm : i1, i1, i1, i1, i1, i1
}

func.func @identities(%x: index) -> (index, index, index, index) {
  %zero = index.constant 0
  %one = index.constant 1
  %0 = index.add %x, %zero
  %1 = index.sub %x, %zero
  %2 = index.mul %x, %one
  %3 = index.mul %x, %zero
  return %0, %1, %2, %3 : index, index, index, index
}

func.func @casts() -> (i8, i32, i33, i64, i128, i64, index, index, index, index) {
  %big = index.constant 0x100000005
  %neg = index.constant -2
  %0 = index.casts %big : index to i8
  %1 = index.castu %big : index to i32
  %2 = index.casts %neg : index to i33
  %3 = index.casts %big : index to i64
  %4 = index.castu %neg : index to i128
  %5 = index.casts %neg : index to i64
  %c8 = arith.constant -3 : i8
  %c128 = arith.constant 170141183460469231731687303715884105727 : i128
  %6 = index.casts %c8 : i8 to index
  %7 = index.castu %c8 : i8 to index
  %8 = index.casts %c128 : i128 to index
  %t = arith.constant true
  %9 = index.castu %t : i1 to index
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i8, i32, i33, i64, i128, i64, index, index, index, index
}

func.func @commutative(%x: index) -> (index, index) {
  %c = index.constant 3
  %0 = index.add %c, %x
  %1 = index.xor %c, %x
  return %0, %1 : index, index
}
