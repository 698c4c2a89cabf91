// Package all registers every dialect gomlir implements.
package all

import (
	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/dialect/builtin"
	"github.com/gomlir/gomlir/dialect/cf"
	"github.com/gomlir/gomlir/dialect/complex"
	function "github.com/gomlir/gomlir/dialect/func"
	"github.com/gomlir/gomlir/dialect/index"
	"github.com/gomlir/gomlir/dialect/math"
	"github.com/gomlir/gomlir/dialect/ub"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// Register adds every dialect to ctx.
func Register(ctx *ir.Context) {
	builtin.Register(ctx)
	for _, d := range []*ods.Dialect{function.Dialect, arith.Dialect, cf.Dialect, math.Dialect,
		index.Dialect, ub.Dialect, complex.Dialect} {
		d.MustRegister(ctx)
	}
}
