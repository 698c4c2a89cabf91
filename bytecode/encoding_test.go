package bytecode

import (
	"bytes"
	"testing"
)

// TestVarInt checks the prefix varint encoding at each length boundary
// against hand-computed encodings, and that reading gives the value back.
func TestVarInt(t *testing.T) {
	cases := []struct {
		v    uint64
		want []byte
	}{
		{0, []byte{0x01}},
		{1, []byte{0x03}},
		{127, []byte{0xFF}},
		{128, []byte{0x02, 0x02}},
		{1<<14 - 1, []byte{0xFE, 0xFF}},
		{1 << 14, []byte{0x04, 0x00, 0x02}},
		{1<<56 - 1, []byte{0x80, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF}},
		{1 << 56, []byte{0x00, 0, 0, 0, 0, 0, 0, 0, 0x01}},
		{^uint64(0), []byte{0x00, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF}},
	}
	for _, c := range cases {
		var e emitter
		e.varInt(c.v)
		if !bytes.Equal(e.buf, c.want) {
			t.Errorf("varInt(%d) = % x, want % x", c.v, e.buf, c.want)
		}
		cur := &cursor{data: e.buf}
		if got := cur.varInt(); got != c.v || !cur.empty() {
			t.Errorf("reading % x = %d, want %d", e.buf, got, c.v)
		}
	}
	for _, v := range []int64{0, -1, 1, -64, 63, -1 << 63, 1<<63 - 1} {
		var e emitter
		e.signedVarInt(v)
		if got := (&cursor{data: e.buf}).signedVarInt(); got != v {
			t.Errorf("signed varint %d reads back as %d", v, got)
		}
	}
}

// TestSparseArray checks both encodings of writeSparseArray against the
// reader.
func TestSparseArray(t *testing.T) {
	for _, vals := range [][]int64{{}, {0, 0, 0}, {1, 2, 3}, {0, 0, 0, 5, 0, 0, 0, 0}, {0, 7}} {
		var e emitter
		w := &sectionWriter{e: &e}
		writeSparseArray(w, vals)
		got := readSparseArray(&cursor{data: e.buf}, len(vals))
		for i := range vals {
			if got[i] != vals[i] {
				t.Errorf("%v: read back as %v (bytes % x)", vals, got, e.buf)
				break
			}
		}
	}
}

// TestSectionAlignment checks that a section whose contents need an
// alignment the current offset lacks is padded and flagged.
func TestSectionAlignment(t *testing.T) {
	var inner emitter
	inner.byte(7)
	inner.alignTo(8)
	inner.byte(9)
	var outer emitter
	outer.byte(1)
	outer.section(sectionResource, &inner)
	c := &cursor{data: outer.buf}
	c.byte()
	id, s := c.section()
	if id != sectionResource || outer.buf[1]&0x80 == 0 || (s.base)%8 != 0 {
		t.Fatalf("section %d at base %d, bytes % x", id, s.base, outer.buf)
	}
}
