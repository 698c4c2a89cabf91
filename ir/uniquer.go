package ir

import (
	"encoding/binary"
	"hash/maphash"
	"sync"
	"sync/atomic"
	"unsafe"
)

// uniquer interns immutable storage objects (types, attributes, affine
// expressions) by a byte key, so that equal values share one pointer. It is
// safe for concurrent use: the table is split into shards, each with its own
// read-mostly lock.
type uniquer struct {
	seed maphash.Seed
	_    [cacheLine - unsafe.Sizeof(maphash.Seed{})]byte // keeps the read-only seed off the shards' lines
	// shards are padded to a cache line each: goroutines parsing in
	// parallel intern different keys, and must not contend for lines.
	shards [uniqueShards]uniqueShard
	// distinct numbers the objects made by newID.
	distinct atomic.Uint64
}

const uniqueShards = 64

type uniqueShard struct {
	mu sync.RWMutex
	m  map[string]any
	// next numbers the shard's objects: an object's id is its number times
	// uniqueShards plus the shard's index, so shards number without sharing
	// a counter.
	next uint64
	_    [(cacheLine - (unsafe.Sizeof(sync.RWMutex{})+16)%cacheLine) % cacheLine]byte
}

// cacheLine is the size padding keeps shared state of different
// goroutines apart by.
const cacheLine = 64

// distinctIDTag marks the ids newID hands out, apart from the shards'.
const distinctIDTag = 1 << 62

func (u *uniquer) init() {
	u.seed = maphash.MakeSeed()
	for i := range u.shards {
		u.shards[i].m = make(map[string]any)
	}
}

// get returns the object stored under key, creating it with mk if absent.
// mk receives a fresh identifier, unique within the context.
func (u *uniquer) get(key []byte, mk func(id uint64) any) any {
	si := maphash.Bytes(u.seed, key) % uniqueShards
	s := &u.shards[si]
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
	v = mk(s.next*uniqueShards + si)
	s.m[string(key)] = v
	return v
}

// newID returns a fresh identifier without interning anything (used by
// distinct attributes).
func (u *uniquer) newID() uint64 { return distinctIDTag | u.distinct.Add(1) }

// keyBuf builds uniquing keys.
type keyBuf []byte

func (k keyBuf) u8(v byte) keyBuf      { return append(k, v) }
func (k keyBuf) u64(v uint64) keyBuf   { return binary.LittleEndian.AppendUint64(k, v) }
func (k keyBuf) i64(v int64) keyBuf    { return k.u64(uint64(v)) }
func (k keyBuf) str(s string) keyBuf   { return append(k.u64(uint64(len(s))), s...) }
func (k keyBuf) bytes(b []byte) keyBuf { return append(k.u64(uint64(len(b))), b...) }
func (k keyBuf) boolean(b bool) keyBuf {
	if b {
		return append(k, 1)
	}
	return append(k, 0)
}

// obj appends the identity of an interned object (nil allowed).
func (k keyBuf) obj(o interface{ uid() uint64 }) keyBuf {
	if o == nil {
		return k.u64(0)
	}
	return k.u64(o.uid())
}

// uniqueBase is embedded in every interned object and carries its identity.
type uniqueBase struct{ id uint64 }

func (b *uniqueBase) uid() uint64 { return b.id }

// Intern interns an object under key for packages that define uniqued
// storage outside ir (affine expressions). The first key byte names the
// storage kind; values 128-191 are reserved for package affine.
func (c *Context) Intern(key []byte, mk func(id uint64) any) any { return c.uniq.get(key, mk) }

// TypeID returns the context-unique identity of a type (0 for nil).
func TypeID(t Type) uint64 {
	if t == nil {
		return 0
	}
	return t.uid()
}

// AttrID returns the context-unique identity of an attribute (0 for nil).
func AttrID(a Attribute) uint64 {
	if a == nil {
		return 0
	}
	return a.uid()
}
