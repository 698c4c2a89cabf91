// RUN: gomlir-opt %s -split-input-file -allow-unregistered-dialect -test-affine-parametric-tile > %t.g 2> %t.ge
// RUN: mlir-opt-upstream %s -split-input-file -allow-unregistered-dialect -test-affine-parametric-tile > %t.u 2> %t.ue
// RUN: diff %t.g %t.u
// RUN: diff %t.ge %t.ue
// RUN: FileCheck %s < %t.g

// Tiling by SSA tile sizes: strided loops, bounds with dimensions and
// symbols, an imperfect nest, and the diagnostics of missing parameters.

// CHECK-DAG: #[[$LB:.*]] = affine_map<(d0)[s0] -> (d0 * s0)>
// CHECK-DAG: #[[$UB:.*]] = affine_map<()[s0] -> (1024 ceildiv s0)>
// CHECK-LABEL: func.func @tile_3d
// CHECK: affine.for %{{.*}} = 0 to #[[$UB]]()[%arg2] {
func.func @tile_3d(%t0 : index, %t1 : index, %t2 : index) {
  affine.for %i = 0 to 256 step 2 {
    affine.for %j = 3 to 512 {
      affine.for %k = 0 to 1024 {
        "test.foo"(%i, %j, %k) : (index, index, index) -> ()
      }
    }
    "test.bar"() : () -> ()
  }
  affine.for %i = 0 to 256 {
    affine.for %j = 0 to 256 {
      affine.for %k = 0 to 1024 {
        "test.foo"(%i, %j, %k) : (index, index, index) -> ()
      }
    }
  }
  return
}

// -----

func.func @dims_and_symbols(%t12 : index, %t13 :index, %M: index, %N:  index, %K: index) {
  affine.for %i = 0 to min affine_map<(d0)[s0] -> (d0 + s0 + 2, 3 * s0)>(%M)[%K] step 2 {
    affine.for %j = 1 to affine_map<(d0)[s0] -> (d0 floordiv 2 + s0 + 4)>(%N)[%K] step 4 {
      "test.foo" (%i, %j) : (index, index) -> ()
    }
  }
  return
}

// -----

func.func @too_few(%t : index) {
  affine.for %i = 0 to 256 {
    affine.for %j = 0 to 512 {
      "test.foo"(%i, %j) : (index, index) -> ()
    }
  }
  return
}

// -----

func.func @not_index(%t : i32, %u : index) {
  affine.for %i = 0 to 256 {
    "test.foo"(%i) : (index) -> ()
  }
  return
}
