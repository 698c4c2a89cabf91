// Package uniq is the interning table of an MLIR context: it keeps one
// object per byte key, so that equal immutable values (types, attributes,
// affine expressions and maps) share one pointer.
//
// It is a package of its own so that both ir and ir/affine call it through
// a concrete type: a key and a constructor handed to an interface method
// escape to the heap on every call, even when the key is found, while here
// a lookup that finds its key allocates nothing.
package uniq

import (
	"hash/maphash"
	"sync"
	"sync/atomic"
	"unsafe"
)

// Table interns objects by byte key. It is safe for concurrent use: the
// table is split into shards, each with its own read-mostly lock. The zero
// Table is not ready: call Init first.
type Table struct {
	seed maphash.Seed
	_    [CacheLine - unsafe.Sizeof(maphash.Seed{})]byte // keeps the read-only seed off the shards' lines
	// shards are padded to a cache line each: goroutines parsing in
	// parallel intern different keys, and must not contend for lines.
	shards [shardCount]shard
	// distinct numbers the objects made by NewID.
	distinct atomic.Uint64
}

const shardCount = 64

type shard struct {
	mu sync.RWMutex
	m  map[string]any
	// next numbers the shard's objects: an object's id is its number times
	// shardCount plus the shard's index, so shards number without sharing
	// a counter.
	next uint64
	_    [(CacheLine - (unsafe.Sizeof(sync.RWMutex{})+16)%CacheLine) % CacheLine]byte
}

// CacheLine is the size padding keeps shared state of different
// goroutines apart by.
const CacheLine = 64

// distinctIDTag marks the ids NewID hands out, apart from the shards'.
const distinctIDTag = 1 << 62

// Init prepares an empty table.
func (t *Table) Init() {
	t.seed = maphash.MakeSeed()
	for i := range t.shards {
		t.shards[i].m = make(map[string]any)
	}
}

// Get returns the object stored under key, creating it with mk if absent.
// mk receives a fresh identifier, unique within the table and never 0.
// Neither key nor mk is retained.
func (t *Table) Get(key []byte, mk func(id uint64) any) any {
	si := maphash.Bytes(t.seed, key) % shardCount
	s := &t.shards[si]
	s.mu.RLock()
	v, ok := s.m[string(key)]
	s.mu.RUnlock()
	if ok {
		return v
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if v, ok := s.m[string(key)]; ok {
		return v
	}
	s.next++
	v = mk(s.next*shardCount + si)
	s.m[string(key)] = v
	return v
}

// NewID returns a fresh identifier without interning anything (used by
// distinct attributes).
func (t *Table) NewID() uint64 { return distinctIDTag | t.distinct.Add(1) }
