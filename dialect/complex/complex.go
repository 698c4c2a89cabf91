// Package complex defines the complex dialect.
package complex

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// Dialect is the complex dialect: its ops are defined once as ods specs.
var Dialect = &ods.Dialect{
	Name: "complex",
	// Ops not defined yet stay accepted (as unregistered ops) until the
	// dialect is complete.
	Template: ir.Dialect{AllowUnknownOps: true},
}
