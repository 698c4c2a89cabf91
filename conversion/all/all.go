// Package all links the lowerings to the LLVM dialect into a binary: the
// passes register themselves, and the dialects' convert-to-llvm patterns
// are attached to the dialects.
package all

import (
	_ "github.com/gomlir/gomlir/conversion/arithtollvm"   // registers convert-arith-to-llvm
	_ "github.com/gomlir/gomlir/conversion/cftollvm"      // registers convert-cf-to-llvm
	_ "github.com/gomlir/gomlir/conversion/complextollvm" // registers convert-complex-to-llvm
	_ "github.com/gomlir/gomlir/conversion/functollvm"    // registers convert-func-to-llvm
	_ "github.com/gomlir/gomlir/conversion/indextollvm"   // registers convert-index-to-llvm
	_ "github.com/gomlir/gomlir/conversion/mathtollvm"    // registers convert-math-to-llvm
	_ "github.com/gomlir/gomlir/conversion/memreftollvm"  // registers finalize-memref-to-llvm
	_ "github.com/gomlir/gomlir/conversion/tollvm"        // registers convert-to-llvm
	_ "github.com/gomlir/gomlir/conversion/ubtollvm"      // registers convert-ub-to-llvm
	_ "github.com/gomlir/gomlir/conversion/vectortollvm"  // registers convert-vector-to-llvm
)
