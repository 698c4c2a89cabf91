// Package cf defines the cf dialect.
package cf

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// Dialect is the cf dialect: its ops are defined once as ods specs.
var Dialect = &ods.Dialect{
	Name: "cf",
	// Ops not defined yet stay accepted (as unregistered ops) until the
	// dialect is complete.
	Template: ir.Dialect{AllowUnknownOps: true},
}
