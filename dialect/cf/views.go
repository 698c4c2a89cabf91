package cf

// viewNames are the typed views' names (ops_gen.go) that follow upstream's
// C++ class names rather than the CamelCase of the op name.
var viewNames = map[string]string{
	"cf.br":      "BranchOp",
	"cf.cond_br": "CondBranchOp",
}
