// Package all registers every dialect gomlir implements.
package all

import (
	"github.com/gomlir/gomlir/dialect/affine"
	"github.com/gomlir/gomlir/dialect/amx"
	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/dialect/bufferization"
	"github.com/gomlir/gomlir/dialect/builtin"
	"github.com/gomlir/gomlir/dialect/cf"
	"github.com/gomlir/gomlir/dialect/complex"
	"github.com/gomlir/gomlir/dialect/dlti"
	"github.com/gomlir/gomlir/dialect/emitc"
	function "github.com/gomlir/gomlir/dialect/func"
	"github.com/gomlir/gomlir/dialect/gpu"
	"github.com/gomlir/gomlir/dialect/index"
	"github.com/gomlir/gomlir/dialect/linalg"
	_ "github.com/gomlir/gomlir/dialect/linalg/transformops" // extends the transform dialect
	"github.com/gomlir/gomlir/dialect/llvm"
	"github.com/gomlir/gomlir/dialect/math"
	"github.com/gomlir/gomlir/dialect/memref"
	_ "github.com/gomlir/gomlir/dialect/memref/transformops" // extends the transform dialect
	"github.com/gomlir/gomlir/dialect/mlprogram"
	"github.com/gomlir/gomlir/dialect/nvvm"
	"github.com/gomlir/gomlir/dialect/omp"
	"github.com/gomlir/gomlir/dialect/quant"
	"github.com/gomlir/gomlir/dialect/scf"
	"github.com/gomlir/gomlir/dialect/tensor"
	"github.com/gomlir/gomlir/dialect/tosa"
	"github.com/gomlir/gomlir/dialect/transform"
	"github.com/gomlir/gomlir/dialect/ub"
	"github.com/gomlir/gomlir/dialect/vector"
	"github.com/gomlir/gomlir/dialect/x86vector"
	"github.com/gomlir/gomlir/dialect/xevm"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/toy/toy"
)

// SpecDialect names a spec-defined dialect with its Go package and the
// directory (relative to the repository root) its generated code goes to.
type SpecDialect struct {
	Dialect *ods.Dialect
	Package string
	Dir     string
}

// Specs lists the dialects defined by ods specs, for code generation.
func Specs() []SpecDialect {
	return []SpecDialect{
		{function.Dialect, "function", "dialect/func"},
		{arith.Dialect, "arith", "dialect/arith"},
		{cf.Dialect, "cf", "dialect/cf"},
		{math.Dialect, "math", "dialect/math"},
		{index.Dialect, "index", "dialect/index"},
		{ub.Dialect, "ub", "dialect/ub"},
		{complex.Dialect, "complex", "dialect/complex"},
		{memref.Dialect, "memref", "dialect/memref"},
		{scf.Dialect, "scf", "dialect/scf"},
		{affine.Dialect, "affine", "dialect/affine"},
		{vector.Dialect, "vector", "dialect/vector"},
		{x86vector.Dialect, "x86vector", "dialect/x86vector"},
		{mlprogram.Dialect, "mlprogram", "dialect/mlprogram"},
		{tensor.Dialect, "tensor", "dialect/tensor"},
		{llvm.Dialect, "llvm", "dialect/llvm"},
		{xevm.Dialect, "xevm", "dialect/xevm"},
		{nvvm.Dialect, "nvvm", "dialect/nvvm"},
		{omp.Dialect, "omp", "dialect/omp"},
		{gpu.Dialect, "gpu", "dialect/gpu"},
		{linalg.Dialect, "linalg", "dialect/linalg"},
		{tosa.Dialect, "tosa", "dialect/tosa"},
		{bufferization.Dialect, "bufferization", "dialect/bufferization"},
		{transform.Dialect, "transform", "dialect/transform"},
		{emitc.Dialect, "emitc", "dialect/emitc"},
		{quant.Dialect, "quant", "dialect/quant"},
		{amx.Dialect, "amx", "dialect/amx"},
		// The toy dialect of chapter 7 (the largest); toyc registers it,
		// Register does not.
		{toy.Dialect(7), "toy", "toy/toy"},
	}
}

//go:generate go run ../../cmd/gomlir-odsgen ../..

// Register adds every dialect to ctx.
func Register(ctx *ir.Context) {
	builtin.Register(ctx)
	llvm.Register(ctx)
	dlti.Register(ctx)
	for _, d := range []*ods.Dialect{function.Dialect, arith.Dialect, cf.Dialect, math.Dialect,
		index.Dialect, ub.Dialect, complex.Dialect, memref.Dialect, scf.Dialect, affine.Dialect,
		vector.Dialect, mlprogram.Dialect, tensor.Dialect, x86vector.Dialect, xevm.Dialect,
		nvvm.Dialect, gpu.Dialect, omp.Dialect, linalg.Dialect, tosa.Dialect, bufferization.Dialect,
		transform.Dialect, emitc.Dialect, quant.Dialect, amx.Dialect} {
		d.MustRegister(ctx)
	}
}
