package arith

import "github.com/gomlir/gomlir/ir"

// Every arith op may be inlined (upstream's ArithInlinerInterface); the
// dialect's own definition wins if it sets one.
func init() {
	if _, ok := ir.DialectInterface[*ir.DialectInlinerInterface](&Dialect.Template); !ok {
		Dialect.Template.Interfaces = append(Dialect.Template.Interfaces, ir.AlwaysLegal(nil, nil))
	}
}
