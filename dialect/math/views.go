package math

// viewNames are the typed views' names (ops_gen.go) that follow upstream's
// C++ class names rather than the CamelCase of the op name.
var viewNames = map[string]string{
	"math.absf":      "AbsFOp",
	"math.absi":      "AbsIOp",
	"math.clampf":    "ClampFOp",
	"math.copysign":  "CopySignOp",
	"math.ctlz":      "CountLeadingZerosOp",
	"math.cttz":      "CountTrailingZerosOp",
	"math.ctpop":     "CtPopOp",
	"math.expm1":     "ExpM1Op",
	"math.ipowi":     "IPowIOp",
	"math.isfinite":  "IsFiniteOp",
	"math.isinf":     "IsInfOp",
	"math.isnan":     "IsNaNOp",
	"math.isnormal":  "IsNormalOp",
	"math.powf":      "PowFOp",
	"math.roundeven": "RoundEvenOp",
	"math.fpowi":     "FPowIOp",
}
