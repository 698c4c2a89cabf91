// Package testdialect defines the parts of upstream's `test` dialect that
// the IR tests of the conformance corpus use. Only gomlir-opt registers it.
package testdialect

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// Dialect is the test dialect.
var Dialect = &ods.Dialect{
	Name: "test",
	// Ops not defined yet stay accepted (as unregistered ops) until the
	// dialect is complete.
	Template: ir.Dialect{AllowUnknownOps: true},
}
