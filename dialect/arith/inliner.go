package arith

import "github.com/gomlir/gomlir/ir"

// Every arith op may be inlined (upstream's ArithInlinerInterface); the
// dialect's own definition wins if it sets one.
func init() {
	if Dialect.Template.Interfaces == nil {
		Dialect.Template.Interfaces = map[string]any{}
	}
	if _, ok := Dialect.Template.Interfaces["DialectInlinerInterface"]; !ok {
		Dialect.Template.Interfaces["DialectInlinerInterface"] = ir.AlwaysLegal(nil, nil)
	}
}
