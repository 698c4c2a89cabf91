// Package index defines the index dialect.
package index

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// Dialect is the index dialect: its ops are defined once as ods specs.
var Dialect = &ods.Dialect{
	Name: "index",
	// Ops not defined yet stay accepted (as unregistered ops) until the
	// dialect is complete.
	Template: ir.Dialect{AllowUnknownOps: true},
}
