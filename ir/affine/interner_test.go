package affine

import "github.com/gomlir/gomlir/ir/internal/uniq"

// testInterner is a minimal Interner: a table of its own.
type testInterner struct{ t uniq.Table }

func newInterner() *testInterner {
	t := &testInterner{}
	t.t.Init()
	return t
}

func (t *testInterner) Uniquer() *uniq.Table { return &t.t }
