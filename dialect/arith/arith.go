// Package arith defines the arith dialect.
package arith

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// Dialect is the arith dialect: its ops are defined once as ods specs.
var Dialect = &ods.Dialect{
	Name: "arith",
	// Ops not defined yet stay accepted (as unregistered ops) until the
	// dialect is complete.
	Template: ir.Dialect{AllowUnknownOps: true},
}
