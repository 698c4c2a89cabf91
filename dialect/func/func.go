// Package function defines the func dialect (func.func, func.call, ...).
package function

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// Dialect is the func dialect.
var Dialect = &ods.Dialect{
	Name: "func",
	// Ops not defined yet stay accepted (as unregistered ops) until the
	// dialect is complete.
	Template: ir.Dialect{AllowUnknownOps: true},
}
