package ir

import (
	"encoding/binary"

	"github.com/gomlir/gomlir/ir/internal/uniq"
)

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

// Uniquer returns the context's interning table, for packages that define
// uniqued storage outside ir (affine expressions and maps). The first key
// byte names the storage kind; values 128-191 are reserved for package
// affine.
func (c *Context) Uniquer() *uniq.Table { return &c.uniq }

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
