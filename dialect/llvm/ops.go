package llvm

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// Dialect is the llvm dialect.
var Dialect = &ods.Dialect{
	Name:      "llvm",
	Summary:   "the LLVM IR dialect: LLVM IR types, attributes and instructions",
	ViewNames: viewNames,
	Ops:       allOps(),
	Template: ir.Dialect{
		ParseType: parseType,
		PrintType: printType,
		ParseAttr: parseAttr,
		PrintAttr: printAttr,
		AttrAlias: attrAlias,
		// Folded values materialize as llvm.mlir.constant and friends.
		MaterializeConstant: materializeConstant,
		VerifyOpAttr:        verifyOpAttr,
		// Ops not defined yet read as unregistered ops of the dialect.
		AllowUnknownOps: true,
	},
}

// viewNames are upstream's C++ class names where they differ from the
// CamelCase of the op name.
var viewNames = map[string]string{}

// allOps lists the ops of every theme.
func allOps() []*ods.Op {
	var ops []*ods.Op
	for _, group := range [][]*ods.Op{arithOps(), memOps(), controlOps(), funcOps(), aggregateOps(), moduleOps(), intrOps(), vectorIntrinsics(), blockAddressOps()} {
		ops = append(ops, group...)
	}
	return ops
}
