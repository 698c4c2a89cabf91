// Package all links the lowerings to the LLVM dialect into a binary: the
// passes register themselves, and the dialects' convert-to-llvm patterns
// are attached to the dialects.
package all

import (
	_ "github.com/gomlir/gomlir/conversion/arithtollvm"  // registers convert-arith-to-llvm
	_ "github.com/gomlir/gomlir/conversion/cftollvm"     // registers convert-cf-to-llvm
	_ "github.com/gomlir/gomlir/conversion/memreftollvm" // registers finalize-memref-to-llvm
	_ "github.com/gomlir/gomlir/conversion/vectortollvm" // registers convert-vector-to-llvm
)
