// RUN: gomlir-opt %s --split-input-file --test-data-layout-query > %t.g
// RUN: mlir-opt-upstream %s --split-input-file --test-data-layout-query > %t.u
// RUN: diff %t.g %t.u

// Sizes, alignments and index widths of builtin and LLVM types, without a
// specification and with entries for integers, floats, index, structs and
// pointers.
module {
  func.func @f() {
    "test.data_layout_query"() : () -> vector<3xi1>
    "test.data_layout_query"() : () -> vector<3xi32>
    "test.data_layout_query"() : () -> vector<2x3xi8>
    "test.data_layout_query"() : () -> !llvm.struct<(i64)>
    "test.data_layout_query"() : () -> !llvm.struct<(i8, i64, i16)>
    "test.data_layout_query"() : () -> !llvm.struct<packed (i8, i64)>
    "test.data_layout_query"() : () -> index
    "test.data_layout_query"() : () -> i128
    "test.data_layout_query"() : () -> i1
    "test.data_layout_query"() : () -> f80
    "test.data_layout_query"() : () -> complex<f32>
    "test.data_layout_query"() : () -> !llvm.array<3 x i1>
    return
  }
}
// -----
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[32,64]> : vector<2xi64>, i64 = dense<64> : vector<2xi64>, index = 32, f32 = dense<[64,128]> : vector<2xi64>, !llvm.struct<()> = dense<[8, 128]> : vector<2xi64>, !llvm.ptr<4> = dense<[32, 64, 64, 24]> : vector<4xi64>, "dlti.alloca_memory_space" = 5 : ui64, "dlti.stack_alignment" = 128 : i64, "dlti.endianness" = "little">} {
  func.func @f() {
    "test.data_layout_query"() : () -> i16
    "test.data_layout_query"() : () -> i32
    "test.data_layout_query"() : () -> i48
    "test.data_layout_query"() : () -> i128
    "test.data_layout_query"() : () -> index
    "test.data_layout_query"() : () -> f32
    "test.data_layout_query"() : () -> f16
    "test.data_layout_query"() : () -> !llvm.struct<(i64)>
    "test.data_layout_query"() : () -> !llvm.struct<packed (i8, i64)>
    "test.data_layout_query"() : () -> !llvm.ptr<4>
    "test.data_layout_query"() : () -> !llvm.ptr<2>
    "test.data_layout_query"() : () -> !llvm.array<2 x struct<(i8)>>
    return
  }
}
