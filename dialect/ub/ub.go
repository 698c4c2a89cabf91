// Package ub defines the ub dialect.
package ub

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// Dialect is the ub dialect: its ops are defined once as ods specs.
var Dialect = &ods.Dialect{
	Name: "ub",
	// Ops not defined yet stay accepted (as unregistered ops) until the
	// dialect is complete.
	Template: ir.Dialect{AllowUnknownOps: true},
}
