// Package llvm defines the llvm dialect: the LLVM IR types, attributes and
// operations MLIR lowers to before translating to LLVM IR.
package llvm

import (
	"github.com/gomlir/gomlir/ir"
)

// Register adds the llvm dialect to ctx.
func Register(ctx *ir.Context) {
	Dialect.MustRegister(ctx)
}
