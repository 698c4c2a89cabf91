package memref

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// The memref ops upstream marks MemRefsNormalizable (normalize-memrefs
// rewrites their memref operands and results).
func init() {
	for _, s := range []*ods.Op{castSpec, dimSpec, deallocSpec, loadSpec, storeSpec, memorySpaceCastSpec, reinterpretCastSpec} {
		s.Traits = append(s.Traits, ir.TraitMemRefsNormalizable)
	}
}
