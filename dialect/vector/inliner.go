package vector

import "github.com/gomlir/gomlir/ir"

// Every vector op may be inlined (upstream's VectorInlinerInterface).
func init() {
	Dialect.Template.Interfaces = append(Dialect.Template.Interfaces, ir.AlwaysLegal(nil, nil))
}
