// RUN: not gomlir-opt %s --no-implicit-module 2> %t.g
// RUN: not mlir-opt-upstream %s --no-implicit-module 2> %t.u
// RUN: diff %t.g %t.u
// RUN: FileCheck %s < %t.g

// Without the implicit module, the input must be one operation; the error
// is at the start of the file.
// CHECK: :0:0: error: source must contain a single top-level operation, found: 2

func.func private @a()
func.func private @b()
