package bytecode_test

import (
	"testing"

	"github.com/gomlir/gomlir/bytecode"
	"github.com/gomlir/gomlir/dialect/all"
	"github.com/gomlir/gomlir/dialect/testdialect"
	"github.com/gomlir/gomlir/ir"
)

// FuzzReadBytecode reads arbitrary bytes as bytecode, eagerly and lazily:
// bad input must be reported, never panic or hang. The seed corpus
// (testdata/fuzz/FuzzReadBytecode) holds files upstream wrote at each
// version.
func FuzzReadBytecode(f *testing.F) {
	// Registering every dialect is costly: the inputs share one context.
	ctx := ir.NewContext()
	ctx.AllowUnregistered = true
	ctx.DisableMultithreading = true
	all.Register(ctx)
	testdialect.Register(ctx)
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, lazy := range []bool{false, true} {
			l, file, err := bytecode.ReadLazy(ctx, "fuzz", data, bytecode.Config{Lazy: lazy})
			if err != nil {
				if _, ok := err.(*ir.Diagnostic); !ok {
					t.Fatalf("error is not a diagnostic: %v", err)
				}
				continue
			}
			if file.Op == nil {
				t.Fatal("no error and no operation")
			}
			if lazy {
				_ = l.MaterializeAll()
			}
		}
	})
}
