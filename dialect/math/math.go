// Package math defines the math dialect.
package math

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// Dialect is the math dialect: its ops are defined once as ods specs.
var Dialect = &ods.Dialect{
	Name: "math",
	// Ops not defined yet stay accepted (as unregistered ops) until the
	// dialect is complete.
	Template: ir.Dialect{AllowUnknownOps: true},
}
