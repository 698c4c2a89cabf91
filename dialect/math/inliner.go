package math

import "github.com/gomlir/gomlir/ir"

// Every math op may be inlined (upstream's MathInlinerInterface); the
// dialect's own definition wins if it sets one.
func init() {
	if Dialect.Template.Interfaces == nil {
		Dialect.Template.Interfaces = map[string]any{}
	}
	if _, ok := Dialect.Template.Interfaces["DialectInlinerInterface"]; !ok {
		Dialect.Template.Interfaces["DialectInlinerInterface"] = ir.AlwaysLegal(nil, nil)
	}
}
