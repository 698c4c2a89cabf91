package bytecode_test

import (
	"testing"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/bytecode"
	"github.com/gomlir/gomlir/dialect/all"
	"github.com/gomlir/gomlir/dialect/testdialect"
	"github.com/gomlir/gomlir/ir"
)

// FuzzReadBytecode reads arbitrary bytes as bytecode, eagerly and lazily:
// bad input must be reported, never panic or hang; read concurrently, it
// gives what the serial read gives. The seed corpus
// (testdata/fuzz/FuzzReadBytecode) holds files upstream wrote at each
// version.
func FuzzReadBytecode(f *testing.F) {
	// Registering every dialect is costly: the inputs share a context for
	// serial and one for concurrent reading.
	newFuzzCtx := func(threads bool) *ir.Context {
		ctx := ir.NewContext()
		ctx.AllowUnregistered = true
		ctx.DisableMultithreading = !threads
		all.Register(ctx)
		testdialect.Register(ctx)
		return ctx
	}
	ctx, pctx := newFuzzCtx(false), newFuzzCtx(true)
	f.Fuzz(func(t *testing.T, data []byte) {
		sf, serr := bytecode.Read(ctx, "fuzz", data, bytecode.Config{})
		pf, perr := bytecode.Read(pctx, "fuzz", data, bytecode.Config{})
		switch {
		case (serr == nil) != (perr == nil):
			t.Fatalf("serial read: %v; concurrent read: %v", serr, perr)
		case serr != nil && serr.Error() != perr.Error():
			t.Fatalf("serial read: %v; concurrent read: %v", serr, perr)
		case serr == nil:
			flags := asm.Flags{Generic: true, DebugInfo: true}
			if s, p := asm.OpString(ctx, sf.Op, flags), asm.OpString(pctx, pf.Op, flags); s != p {
				t.Fatalf("serial read:\n%s\nconcurrent read:\n%s", s, p)
			}
		}
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
