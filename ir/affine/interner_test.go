package affine

import "sync"

// testInterner is a minimal Interner: a map under a mutex.
type testInterner struct {
	mu   sync.Mutex
	m    map[string]any
	next uint64
}

func newInterner() *testInterner { return &testInterner{m: map[string]any{}} }

func (t *testInterner) Intern(key []byte, mk func(id uint64) any) any {
	if len(key) == 0 || key[0] < 128 || key[0] > 191 {
		panic("affine: key outside the reserved range")
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if v, ok := t.m[string(key)]; ok {
		return v
	}
	t.next++
	v := mk(t.next)
	t.m[string(key)] = v
	return v
}
