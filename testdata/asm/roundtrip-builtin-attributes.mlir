// RUN: gomlir-opt %s --allow-unregistered-dialect > %t.g
// RUN: mlir-opt-upstream %s --allow-unregistered-dialect > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %t.g --allow-unregistered-dialect | diff %t.g -
// RUN: gomlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo > %t.gg
// RUN: mlir-opt-upstream %s --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo > %t.ug
// RUN: diff %t.gg %t.ug

// Every builtin attribute kind, in the forms the LangRef gives, round trips
// as upstream prints it.

#alias = [1, "x"]
"t.attrs"() {
  // Unit, bool, integers of every signedness, index, floats (decimal, hex,
  // special values), strings with escapes and types.
  unit_attr, b0 = true, b1 = false,
  i0 = 1, i1 = 7 : i8, i2 = -3 : si16, i3 = 3 : ui16, i4 = 0x10 : i32, i5 = 12 : index,
  i7 = -1 : i1, i8 = 123456789012345678901234567890 : i128,
  f0 = 1.5, f1 = -2.0 : f32, f2 = 0x7FC00000 : f32, f3 = 0x7F800000 : f32, f4 = 1.0e10 : f16, f5 = 0.1 : bf16,
  f6 = 1.0 : f8E4M3FN, f7 = 3.0 : f80, f8 = 0.5 : f128,
  s0 = "hello", s1 = "esc\n\t\"\\", s2 = "typed" : i32, s3 = "",
  // Types, arrays, dictionaries, symbol references.
  t0 = i32, t1 = tensor<4xf32>, t2 = () -> (),
  a0 = [], a1 = [1, [2, [3]], "x"], a2 = #alias,
  d0 = {}, d1 = {b = 1, a = 2, "quoted key" = unit},
  r0 = @sym, r1 = @sym::@nested::@deep, r2 = @"quoted sym", r3 = @"a b"::@c,
  // Affine maps and integer sets.
  m0 = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 floordiv 2, d0 mod 3, d1 ceildiv 4, -d0 * 2)>,
  m1 = affine_map<() -> (0)>, m2 = affine_map<(d0) -> ()>,
  is0 = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>, is1 = affine_set<() : (1 == 0)>,
  // Dense elements: splat, nested, hex, complex, bool, strings, empty.
  e0 = dense<1> : tensor<4xi32>, e1 = dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>,
  e2 = dense<"0x0000803F00000040"> : tensor<2xf32>, e3 = dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>,
  e4 = dense<[true, false]> : tensor<2xi1>, e5 = dense<["a", "bc"]> : tensor<2x!foo.str>,
  e6 = dense<> : tensor<0xi32>, e7 = dense<1.5> : vector<2xf16>, e8 = dense<[1, -1]> : tensor<2xsi8>,
  // Dense arrays, sparse elements, resources.
  da0 = array<i32>, da1 = array<i1: true, false>, da2 = array<i8: 1, -2>, da3 = array<f32: 1.0, 2.5>, da4 = array<i64: 9223372036854775807>,
  sp0 = sparse<[[0, 1], [1, 0]], [1, 2]> : tensor<2x2xi32>, sp1 = sparse<> : tensor<2xf32>,
  res = dense_resource<blob1> : tensor<1xi32>,
  // Strided layouts, distinct attributes, opaque dialect attributes.
  sl0 = strided<[1]>, sl1 = strided<[?, 1], offset: ?>, sl2 = strided<[], offset: 5>,
  di0 = distinct[0]<1 : i32>, di1 = distinct[1]<>, di2 = distinct[0]<1 : i32>,
  op0 = #foo.bar, op1 = #foo<"baz">, op2 = #foo.qux<1, [2]> : i32,
  // Locations as attributes.
  l0 = loc(unknown), l1 = loc("file":1:2), l2 = loc("file":1), l3 = loc("file":1:2 to 3:4), l4 = loc("file":1:2 to :9),
  l5 = loc("name"), l6 = loc("name"("file":1:2)), l7 = loc(callsite("a" at "b":1:2)), l8 = loc(fused["a", "b"]),
  l9 = loc(fused<"meta">["a", unknown]), l10 = loc(fused[])
} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x0400000001000000"
    }
  }
#-}
