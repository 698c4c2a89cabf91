// RUN: gomlir-opt %s -inline=default-pipeline=bogus > %t.g 2> %t.ge
// RUN: mlir-opt-upstream %s -inline=default-pipeline=bogus > %t.u 2> %t.ue
// RUN: diff %t.g %t.u
// RUN: diff %t.ge %t.ue
// RUN: FileCheck %s --check-prefix=ERR < %t.ge

// A default pipeline that does not parse is reported once per callable
// operation name; the callables stay unoptimized and the run succeeds.
// ERR: MLIR Textual PassPipeline Parser:1:1: error: 'bogus' does not refer to a registered pass or pass pipeline
// ERR-NOT: error

func.func @f() {
  return
}
func.func @g() {
  call @f() : () -> ()
  return
}
