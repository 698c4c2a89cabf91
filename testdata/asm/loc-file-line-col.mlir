// RUN: gomlir-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo --mlir-print-local-scope %s | FileCheck %s
// RUN: gomlir-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo %s | FileCheck %s --check-prefix=ALIAS

// File locations as upstream's FileLineColRange: `"file":line` (column 0),
// hexadecimal numbers, and ranges printed by their values.
// CHECK: "t.a"() : () -> () loc("f":1:0)
"t.a"() : () -> () loc("f":1)
// CHECK: "t.b"() : () -> () loc("f":16:2)
"t.b"() : () -> () loc("f":0x10:2)
// CHECK: "t.c"() : () -> () loc("f":1:2)
"t.c"() : () -> () loc("f":1:2 to 1:2)
// CHECK: "t.d"() : () -> () loc("f":1:2 to :5)
"t.d"() : () -> () loc("f":1:2 to 1:5)
// CHECK: "t.e"() : () -> () loc("f":1:2 to 3:5)
"t.e"() : () -> () loc("f":1:2 to 3:5)
// A name location may have a name location as child.
// CHECK: "t.f"() : () -> () loc("n"("m"("k")))
"t.f"() : () -> () loc("n"("m"("k")))
// The spelled form is part of the identity: these are three locations.
"t.g"() : () -> () loc("g":1:2)
"t.g"() : () -> () loc("g":1:2 to :2)
"t.g"() : () -> () loc("g":1:2 to 1:2)
// ALIAS-DAG: #[[A:loc[0-9]*]] = loc("g":1:2)
// ALIAS-DAG: #[[B:loc[0-9]*]] = loc("g":1:2)
// ALIAS-DAG: #[[C:loc[0-9]*]] = loc("g":1:2)

// An empty file name becomes "-" in the line:column form only.
// CHECK: "t.h"() : () -> () loc("-":1:2)
"t.h"() : () -> () loc("":1:2)
// CHECK: "t.i"() : () -> () loc("":1:0)
"t.i"() : () -> () loc("":1)
// CHECK: "t.j"() : () -> () loc("":1:2 to :5)
"t.j"() : () -> () loc("":1:2 to 1:5)
