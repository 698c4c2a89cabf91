package uniq

import (
	"testing"
	"unsafe"
)

func TestGetInternsOncePerKey(t *testing.T) {
	var tab Table
	tab.Init()
	made := 0
	mk := func(id uint64) any { made++; p := new(uint64); *p = id; return p }
	a := tab.Get([]byte("a"), mk)
	b := tab.Get([]byte("b"), mk)
	if tab.Get([]byte("a"), mk) != a || made != 2 || a == b {
		t.Fatalf("a key interned twice or two keys shared (%d objects made)", made)
	}
	if *a.(*uint64) == 0 || *a.(*uint64) == *b.(*uint64) {
		t.Fatalf("ids %d and %d are not distinct and non-zero", *a.(*uint64), *b.(*uint64))
	}
	if x, y := tab.NewID(), tab.NewID(); x == y || x == *a.(*uint64) {
		t.Fatalf("NewID repeats an id: %d %d", x, y)
	}
}

// TestLookupAllocatesNothing checks that finding a key allocates nothing:
// the reason the table is called through a concrete type.
func TestLookupAllocatesNothing(t *testing.T) {
	var tab Table
	tab.Init()
	key := []byte{1, 2, 3}
	tab.Get(key, func(id uint64) any { return new(int) })
	n := testing.AllocsPerRun(100, func() {
		var kb [8]byte
		k := append(kb[:0], 1, 2, 3)
		x := len(k)
		tab.Get(k, func(id uint64) any { return &[2]uint64{uint64(x), id} })
	})
	if n != 0 {
		t.Fatalf("a lookup allocates %v times", n)
	}
}

// TestShardsOnOwnCacheLines checks the padding that keeps the shards
// goroutines lock separately on cache lines of their own.
func TestShardsOnOwnCacheLines(t *testing.T) {
	for _, c := range []struct {
		name string
		size uintptr
	}{
		{"shard", unsafe.Sizeof(shard{})},
		{"Table.shards offset", unsafe.Offsetof(Table{}.shards)},
	} {
		if c.size == 0 || c.size%CacheLine != 0 {
			t.Errorf("%s: %d bytes, not a whole number of %d-byte lines", c.name, c.size, CacheLine)
		}
	}
}
