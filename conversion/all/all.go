// Package all links gomlir's conversions into a binary: the passes
// register themselves, and the dialects' convert-to-llvm patterns are
// attached to the dialects.
package all

import (
	_ "github.com/gomlir/gomlir/conversion/affinetostandard"  // registers lower-affine
	_ "github.com/gomlir/gomlir/conversion/arithtollvm"       // registers convert-arith-to-llvm
	_ "github.com/gomlir/gomlir/conversion/cftollvm"          // registers convert-cf-to-llvm
	_ "github.com/gomlir/gomlir/conversion/cftoscf"           // registers lift-cf-to-scf
	_ "github.com/gomlir/gomlir/conversion/complextollvm"     // registers convert-complex-to-llvm
	_ "github.com/gomlir/gomlir/conversion/complextostandard" // registers convert-complex-to-standard
	_ "github.com/gomlir/gomlir/conversion/functollvm"        // registers convert-func-to-llvm
	_ "github.com/gomlir/gomlir/conversion/indextollvm"       // registers convert-index-to-llvm
	_ "github.com/gomlir/gomlir/conversion/mathtofuncs"       // registers convert-math-to-funcs
	_ "github.com/gomlir/gomlir/conversion/mathtolibm"        // registers convert-math-to-libm
	_ "github.com/gomlir/gomlir/conversion/mathtollvm"        // registers convert-math-to-llvm
	_ "github.com/gomlir/gomlir/conversion/memreftollvm"      // registers finalize-memref-to-llvm
	_ "github.com/gomlir/gomlir/conversion/reconcilecasts"    // registers reconcile-unrealized-casts
	_ "github.com/gomlir/gomlir/conversion/scftocf"           // registers convert-scf-to-cf
	_ "github.com/gomlir/gomlir/conversion/tollvm"            // registers convert-to-llvm
	_ "github.com/gomlir/gomlir/conversion/ubtollvm"          // registers convert-ub-to-llvm
	_ "github.com/gomlir/gomlir/conversion/vectortollvm"      // registers convert-vector-to-llvm
	_ "github.com/gomlir/gomlir/conversion/vectortoscf"       // registers convert-vector-to-scf
	_ "github.com/gomlir/gomlir/conversion/wideint"           // registers arith-emulate-wide-int, memref-emulate-wide-int
)
