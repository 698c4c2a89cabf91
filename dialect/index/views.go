package index

// viewNames are the typed views' names (ops_gen.go) that follow upstream's
// C++ class names rather than the CamelCase of the op name.
var viewNames = map[string]string{
	"index.divs":      "DivSOp",
	"index.divu":      "DivUOp",
	"index.ceildivs":  "CeilDivSOp",
	"index.ceildivu":  "CeilDivUOp",
	"index.floordivs": "FloorDivSOp",
	"index.rems":      "RemSOp",
	"index.remu":      "RemUOp",
	"index.maxs":      "MaxSOp",
	"index.maxu":      "MaxUOp",
	"index.mins":      "MinSOp",
	"index.minu":      "MinUOp",
	"index.shrs":      "ShrSOp",
	"index.shru":      "ShrUOp",
	"index.xor":       "XOrOp",
	"index.casts":     "CastSOp",
	"index.castu":     "CastUOp",
	"index.sizeof":    "SizeOfOp",
}
