package affine

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// The affine ops upstream marks MemRefsNormalizable (normalize-memrefs
// rewrites their memref operands and results).
func init() {
	for _, s := range []*ods.Op{loadSpec, storeSpec, vectorLoadSpec, vectorStoreSpec, prefetchSpec,
		dmaStartSpec, dmaWaitSpec, parallelSpec, yieldSpec} {
		s.Traits = append(s.Traits, ir.TraitMemRefsNormalizable)
	}
}
