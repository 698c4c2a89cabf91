// RUN: gomlir-opt %s -test-memref-bound-check -split-input-file 2> %t.g > %t.go
// RUN: mlir-opt-upstream %s -test-memref-bound-check -split-input-file 2> %t.u > %t.uo
// RUN: diff %t.g %t.u
// RUN: diff %t.go %t.uo
// RUN: gomlir-opt %s -test-memref-bound-check -split-input-file -verify-diagnostics > /dev/null

// The accesses of upstream's memref-bound-check test outside of the
// conformance corpus, and strided loops, unused enclosing loops, affine.if
// guards, empty loops, dynamic sizes and vector accesses. As upstream, a
// dynamic dimension is reported out of its upper bound, an affine.if guard
// is not taken into account and a semi-affine address is not analyzed.

func.func @test() {
  %zero = arith.constant 0 : index
  %minusone = arith.constant -1 : index
  %sym = arith.constant 111 : index
  %A = memref.alloc() : memref<9 x 9 x i32>
  %B = memref.alloc() : memref<111 x i32>
  affine.for %i = -1 to 10 {
    affine.for %j = -1 to 10 {
      %idx0 = affine.apply affine_map<(d0, d1) -> (d0)>(%i, %j)
      %idx1 = affine.apply affine_map<(d0, d1) -> (d1)>(%i, %j)
      // Out of bound access.
      %x  = affine.load %A[%idx0, %idx1] : memref<9 x 9 x i32>
      // expected-error@-1 {{'affine.load' op memref out of upper bound access along dimension #1}}
      // expected-error@-2 {{'affine.load' op memref out of lower bound access along dimension #1}}
      // expected-error@-3 {{'affine.load' op memref out of upper bound access along dimension #2}}
      // expected-error@-4 {{'affine.load' op memref out of lower bound access along dimension #2}}
      // This will access 0 to 110 - hence an overflow.
      %idy = affine.apply affine_map<(d0, d1) -> (10*d0 - d1 + 19)>(%i, %j)
      %y = affine.load %B[%idy] : memref<111 x i32>
    }
  }
  affine.for %k = 0 to 10 {
      // In bound.
      %u = affine.load %B[%zero] : memref<111 x i32>
      // Out of bounds.
      %v = affine.load %B[%sym] : memref<111 x i32>
      // expected-error@-1 {{'affine.load' op memref out of upper bound access along dimension #1}}
      // Out of bounds.
      affine.store %v, %B[%minusone] : memref<111 x i32>
      // expected-error@-1 {{'affine.store' op memref out of lower bound access along dimension #1}}
  }
  return
}
func.func @test_mod_floordiv_ceildiv() {
  %zero = arith.constant 0 : index
  %A = memref.alloc() : memref<128 x 64 x 64 x i32>
  affine.for %i = 0 to 256 {
    affine.for %j = 0 to 256 {
      %idx0 = affine.apply affine_map<(d0, d1, d2) -> (d0 mod 128 + 1)>(%i, %j, %j)
      %idx1 = affine.apply affine_map<(d0, d1, d2) -> (d1 floordiv 4 + 1)>(%i, %j, %j)
      %idx2 = affine.apply affine_map<(d0, d1, d2) -> (d2 ceildiv 4)>(%i, %j, %j)
      %x  = affine.load %A[%idx0, %idx1, %idx2] : memref<128 x 64 x 64 x i32>
      // expected-error@-1 {{'affine.load' op memref out of upper bound access along dimension #1}}
      // expected-error@-2 {{'affine.load' op memref out of upper bound access along dimension #2}}
      // expected-error@-3 {{'affine.load' op memref out of upper bound access along dimension #3}}
      %idy0 = affine.apply affine_map<(d0, d1, d2) -> (d0 mod 128)>(%i, %j, %j)
      %idy1 = affine.apply affine_map<(d0, d1, d2) -> (d1 floordiv 4)>(%i, %j, %j)
      %idy2 = affine.apply affine_map<(d0, d1, d2) -> (d2 ceildiv 4 - 1)>(%i, %j, %j)
      affine.store %x, %A[%idy0, %idy1, %idy2] : memref<128 x 64 x 64 x i32>
      // expected-error@-1 {{'affine.store' op memref out of lower bound access along dimension #3}}
    }
  }
  return
}
func.func @test_no_out_of_bounds() {
  %zero = arith.constant 0 : index
  %A = memref.alloc() : memref<257 x 256 x i32>
  %C = memref.alloc() : memref<257 x i32>
  %B = memref.alloc() : memref<1 x i32>
  affine.for %i = 0 to 256 {
    affine.for %j = 0 to 256 {
      %idx0 = affine.apply affine_map<(d0, d1) -> ( 64 * (d0 ceildiv 64))>(%i, %j)
      %x  = affine.load %A[%idx0, %zero] : memref<257 x 256 x i32>
      %idy = affine.apply affine_map<(d0, d1) -> (d0 floordiv 256)>(%i, %i)
      %y  = affine.load %B[%idy] : memref<1 x i32>
    }
  }
  return
}
func.func @mod_floordiv_nested() {
  %A = memref.alloc() : memref<256 x 256 x i32>
  affine.for %i = 0 to 256 {
    affine.for %j = 0 to 256 {
      %idx0 = affine.apply affine_map<(d0, d1) -> ((d0 mod 1024) floordiv 4)>(%i, %j)
      %idx1 = affine.apply affine_map<(d0, d1) -> ((((d1 mod 128) mod 32) ceildiv 4) * 32)>(%i, %j)
      affine.load %A[%idx0, %idx1] : memref<256 x 256 x i32>
      // expected-error@-1 {{'affine.load' op memref out of upper bound access along dimension #2}}
    }
  }
  return
}
func.func @test_semi_affine_access(%N : index) {
  %B = memref.alloc() : memref<10 x i32>
  affine.for %i = 0 to 10 {
    %idx = affine.apply affine_map<(d0)[s0] -> (d0 * s0)>(%i)[%N]
    %y = affine.load %B[%idx] : memref<10 x i32>
    // expected-error@-1 {{getMemRefRegion: compose affine map failed}}
  }
  return
}
func.func @multi_mod_floordiv() {
  %A = memref.alloc() : memref<2x2xi32>
  affine.for %ii = 0 to 64 {
      %idx0 = affine.apply affine_map<(d0) -> ((d0 mod 147456) floordiv 1152)> (%ii)
      %idx1 = affine.apply affine_map<(d0) -> (((d0 mod 147456) mod 1152) floordiv 384)> (%ii)
      %v = affine.load %A[%idx0, %idx1] : memref<2x2xi32>
  }
  return
}
func.func @delinearize_mod_floordiv() {
  %c0 = arith.constant 0 : index
  %in = memref.alloc() : memref<2x2x3x3x16x1xi32>
  %out = memref.alloc() : memref<64x9xi32>
  affine.for %ii = 0 to 64 {
    affine.for %jj = 0 to 9 {
      %a0 = affine.apply affine_map<(d0, d1) -> (d0 * (9 * 1024) + d1 * 128)> (%ii, %jj)
      %a10 = affine.apply affine_map<(d0) ->
        (d0 floordiv (2 * 3 * 3 * 128 * 128))> (%a0)
      %a11 = affine.apply affine_map<(d0) ->
        ((d0 mod 294912) floordiv (3 * 3 * 128 * 128))> (%a0)
      %a12 = affine.apply affine_map<(d0) ->
        ((((d0 mod 294912) mod 147456) floordiv 1152) floordiv 8)> (%a0)
      %a13 = affine.apply affine_map<(d0) ->
        ((((d0 mod 294912) mod 147456) mod 1152) floordiv 384)> (%a0)
      %a14 = affine.apply affine_map<(d0) ->
        (((((d0 mod 294912) mod 147456) mod 1152) mod 384) floordiv 128)> (%a0)
      %a15 = affine.apply affine_map<(d0) ->
        ((((((d0 mod 294912) mod 147456) mod 1152) mod 384) mod 128)
          floordiv 128)> (%a0)
      %v0 = affine.load %in[%a10, %a11, %a13, %a14, %a12, %a15]
        : memref<2x2x3x3x16x1xi32>
    }
  }
  return
}
func.func @out_of_bounds() {
  %in = memref.alloc() : memref<1xi32>
  %c9 = arith.constant 9 : i32
  affine.for %i0 = 10 to 11 {
    %idy = affine.apply affine_map<(d0) ->  (100 * d0 floordiv 1000)> (%i0)
    affine.store %c9, %in[%idy] : memref<1xi32>
    // expected-error@-1 {{'affine.store' op memref out of upper bound access along dimension #1}}
  }
  return
}
// -----
#map0 = affine_map<(d0) -> (d0 mod 4)>
#map1 = affine_map<(d0) -> (d0 mod 4 + 4)>
func.func @test_mod_bound() {
  %0 = memref.alloc() : memref<7 x f32>
  %1 = memref.alloc() : memref<6 x f32>
  affine.for %i0 = 0 to 4096 {
    affine.for %i1 = #map0(%i0) to #map1(%i0) {
      affine.load %0[%i1] : memref<7 x f32>
      affine.load %1[%i1] : memref<6 x f32>
      // expected-error@-1 {{'affine.load' op memref out of upper bound access along dimension #1}}
    }
  }
  return
}
// -----
func.func @strides(%M: memref<100xf32>, %n: index) {
  affine.for %i = 0 to 100 step 7 {
    affine.load %M[%i] : memref<100xf32>
  }
  affine.for %i = 3 to 103 step 10 {
    affine.load %M[%i] : memref<100xf32>
  }
  affine.for %i = 5 to 105 step 10 {
    affine.load %M[%i] : memref<100xf32>
  }
  affine.for %i = 0 to %n {
    affine.load %M[%i] : memref<100xf32>
    // expected-error@-1 {{'affine.load' op memref out of upper bound access along dimension #1}}
  }
  affine.for %i = 0 to 100 {
    affine.if affine_set<(d0) : (d0 - 50 >= 0)>(%i) {
      affine.load %M[%i + 60] : memref<100xf32>
      // expected-error@-1 {{'affine.load' op memref out of upper bound access along dimension #1}}
    }
  }
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 0 {
      affine.load %M[%j + 200] : memref<100xf32>
    }
  }
  affine.for %i = 0 to 0 {
    affine.load %M[%i * 2 + 200] : memref<100xf32>
  }
  %d = memref.alloc(%n) : memref<?x10xf32>
  affine.for %i = 0 to 20 {
    affine.load %d[%i, %i] : memref<?x10xf32>
    // expected-error@-1 {{'affine.load' op memref out of upper bound access along dimension #1}}
    // expected-error@-2 {{'affine.load' op memref out of upper bound access along dimension #2}}
    %v = affine.vector_load %d[%i, %i - 3] : memref<?x10xf32>, vector<4xf32>
    // expected-error@-1 {{'affine.vector_load' op memref out of upper bound access along dimension #1}}
    // expected-error@-2 {{'affine.vector_load' op memref out of upper bound access along dimension #2}}
    // expected-error@-3 {{'affine.vector_load' op memref out of lower bound access along dimension #2}}
  }
  return
}
