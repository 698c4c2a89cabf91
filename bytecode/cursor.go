package bytecode

import (
	"encoding/binary"
	"fmt"
	"math/bits"

	"github.com/gomlir/gomlir/ir"
)

// readError unwinds the reader on the first error.
type readError struct{ diag *ir.Diagnostic }

// cursor reads one section (upstream's EncodingReader).
type cursor struct {
	f    *fileReader
	data []byte
	pos  int
	// base is the offset of data in the file, for alignment.
	base int
}

func (c *cursor) empty() bool { return c.pos >= len(c.data) }
func (c *cursor) size() int   { return len(c.data) - c.pos }

func (c *cursor) fail(format string, args ...any) { c.f.fail(format, args...) }

func (c *cursor) byte() byte {
	if c.empty() {
		c.fail("attempting to parse a byte at the end of the bytecode")
	}
	b := c.data[c.pos]
	c.pos++
	return b
}

func (c *cursor) bytes(n uint64) []byte {
	if n > uint64(c.size()) {
		c.fail("attempting to parse %d bytes when only %d remain", n, c.size())
	}
	b := c.data[c.pos : c.pos+int(n)]
	c.pos += int(n)
	return b
}

// sub returns a cursor over the next n bytes.
func (c *cursor) sub(n uint64) *cursor {
	start := c.base + c.pos
	return &cursor{f: c.f, data: c.bytes(n), base: start}
}

func (c *cursor) varInt() uint64 {
	first := c.byte()
	if first&1 != 0 {
		return uint64(first >> 1)
	}
	if first == 0 {
		return binary.LittleEndian.Uint64(c.bytes(8))
	}
	n := bits.TrailingZeros8(first)
	var buf [8]byte
	buf[0] = first
	copy(buf[1:], c.bytes(uint64(n)))
	return binary.LittleEndian.Uint64(buf[:]) >> (n + 1)
}

func (c *cursor) signedVarInt() int64 {
	v := c.varInt()
	return int64(v>>1) ^ -int64(v&1)
}

func (c *cursor) varIntFlag() (uint64, bool) {
	v := c.varInt()
	return v >> 1, v&1 != 0
}

// count reads a count of items each taking at least one more byte, so
// that hostile counts fail before anything is allocated for them.
func (c *cursor) count(what string) int {
	n := c.varInt()
	if n > uint64(c.size()) {
		c.fail("%s count %d exceeds the %d remaining bytes", what, n, c.size())
	}
	return int(n)
}

func (c *cursor) nulString() string {
	for i := c.pos; i < len(c.data); i++ {
		if c.data[i] == 0 {
			s := string(c.data[c.pos:i])
			c.pos = i + 1
			return s
		}
	}
	c.fail("malformed null-terminated string, no null character found")
	return ""
}

func (c *cursor) alignTo(a uint64) {
	if a == 0 || a&(a-1) != 0 {
		c.fail("expected alignment to be a power-of-two")
	}
	for uint64(c.base+c.pos)%a != 0 {
		b := c.byte()
		if b != alignmentByte {
			c.fail("expected alignment byte (0xCB), but got: '0x%X'", b)
		}
	}
}

// section reads a section header and returns its id and contents.
func (c *cursor) section() (byte, *cursor) {
	idAndAlign := c.byte()
	length := c.varInt()
	id := idAndAlign & 0x7f
	if id >= numSections {
		c.fail("invalid section ID: %d", id)
	}
	if idAndAlign&0x80 != 0 {
		c.alignTo(c.varInt())
	}
	return id, c.sub(length)
}

// index reads an index into a table of n entries.
func (c *cursor) index(n int, what string) int {
	i := c.varInt()
	if i >= uint64(n) {
		c.fail("invalid %s index: %d", what, i)
	}
	return int(i)
}

var sectionNames = [numSections]string{"String", "Dialect", "AttrType", "AttrTypeOffset", "IR", "Resource",
	"ResourceOffset", "DialectVersions", "Properties"}

func sectionName(id int) string { return fmt.Sprintf("%s (%d)", sectionNames[id], id) }
