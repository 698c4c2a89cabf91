// RUN: gomlir-opt %s --allow-unregistered-dialect > %t.g
// RUN: mlir-opt-upstream %s --allow-unregistered-dialect > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %t.g --allow-unregistered-dialect | diff %t.g -
// RUN: gomlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo > %t.gg
// RUN: mlir-opt-upstream %s --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo > %t.ug
// RUN: diff %t.gg %t.ug

// The productions of the LangRef grammar (operations, results, operands,
// successors, properties, regions, blocks, attributes, trailing locations,
// aliases, file metadata, comments) round trip as upstream prints them.

// Aliases of types and attributes, used before and after in the file.
!vec = vector<4xf32>
#attr = {key = "value"}

// An operation with result groups, operands (with result numbers), properties,
// regions, attributes and a trailing location.
%a, %b:2 = "t.producer"() : () -> (i32, i64, i64)
%c = "t.consumer"(%a, %b#0, %b#1) <{prop = 1 : i32}> ({
  // A block with arguments (and argument locations) and successors.
^entry(%x: i32 loc("arg":1:2), %y: !vec):
  "t.br"(%x)[^next, ^last] : (i32) -> ()
^next:
  // A use of a value defined later in a graph-free region: forward reference
  // to a block.
  "t.use"(%y) : (!vec) -> ()
  "t.br"()[^last] : () -> ()
^last:
  "t.term"() : () -> ()
}, {
  // An empty second region is printed as {}.
}) {attr = #attr, unit} : (i32, i64, i64) -> f32 loc("op":3:4)

// Identifier characters in value, block and symbol names; a quoted op name.
%_name.with$chars-1 = "t.op"() : () -> i1
"t.quoted op"(%_name.with$chars-1) : (i1) -> ()
"t.region_args"() ({
^bb0(%arg_$.1: index):
  "t.use"(%arg_$.1) : (index) -> ()
}) : () -> ()

// Graph region of an unregistered op: uses before definitions.
"t.graph"() ({
  "t.use"(%later) : (i32) -> ()
  %later = "t.def"() : () -> i32
}) : () -> ()

// Custom forms of builtin and func operations, with nested modules and
// symbol visibility.
module @named attributes {m.attr = 1 : i32} {
  func.func private @decl(i32, f32) -> (i64 {r.attr}) attributes {f.attr}
  func.func @def(%arg0: i32 {a.attr = 2}) -> i32 {
    %arg0f = "t.f"() : () -> f32
    %r = func.call @decl(%arg0, %arg0f) : (i32, f32) -> i64
    return %arg0 : i32
  }
  module @inner {
  }
}

// Dialect attributes and types in custom form.
"t.dialect"() {d = #foo.attr<"x">} : () -> !foo.type<1>

{-#
  external_resources: {
    mytool: {
      flag: true,
      text: "string",
      blob: "0x08000000010203"
    }
  }
#-}
