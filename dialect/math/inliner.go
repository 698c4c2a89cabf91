package math

import "github.com/gomlir/gomlir/ir"

// Every math op may be inlined (upstream's MathInlinerInterface); the
// dialect's own definition wins if it sets one.
func init() {
	if _, ok := ir.DialectInterface[*ir.DialectInlinerInterface](&Dialect.Template); !ok {
		Dialect.Template.Interfaces = append(Dialect.Template.Interfaces, ir.AlwaysLegal(nil, nil))
	}
}
