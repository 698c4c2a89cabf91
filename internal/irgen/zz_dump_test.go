package irgen

import (
	"math/rand"
	"os"
	"testing"
)

func TestZZDump(t *testing.T) {
	seed := int64(envInt("DUMPSEED", 1))
	os.WriteFile("/tmp/affine-scf-lower/prog.mlir", GenerateLoops(rand.New(rand.NewSource(seed)), LoopConfig{}), 0o644)
}
