package function

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// func.call and func.return are MemRefsNormalizable upstream
// (normalize-memrefs rewrites their memref operands and results).
func init() {
	for _, s := range []*ods.Op{callSpec, returnSpec} {
		s.Traits = append(s.Traits, ir.TraitMemRefsNormalizable)
	}
}
