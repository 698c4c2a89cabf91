// Package bytecode reads and writes MLIR's binary format (upstream's
// BytecodeReader and BytecodeWriter): the same bytes as upstream's
// `mlir-opt --emit-bytecode` for every version it writes (0 to 6), and IR
// from any of them, with lazy loading of isolated-from-above regions.
//
// Writing (Encode, Write) first numbers the IR as upstream's IRNumbering
// does (numbering.go): operations in pre-order, the ops whose regions use
// no outer value found isolated, dialects, op names, attributes and types
// in first-use order, then sorted by use count and grouped by dialect
// within each varint width. Builtin attributes and types have upstream's
// builtin encodings (builtin.go); those of other dialects use the
// dialect's DialectInterface when it has one and are written as their
// text otherwise (no core dialect has one upstream). Operation properties
// are written as the ODS-generated writeProperties does (props.go).
//
// Reading (Read, ReadLazy) decodes attributes and types on first use,
// rebuilds use-list orders, and reports damaged input with upstream's
// diagnostics at `file:0:0`, bounding every count by the bytes left.
package bytecode

import "encoding/binary"

// Bytecode versions: what each one added to the format.
const (
	// MinVersion is the oldest version read and written.
	MinVersion = 0
	// versionDialectVersioning added dialect versions.
	versionDialectVersioning = 1
	// versionLazyLoading puts isolated regions in their own sections.
	versionLazyLoading = 2
	// versionUseListOrdering records use-list orders.
	versionUseListOrdering = 3
	// versionElideUnknownBlockArgLoc leaves out unknown block argument
	// locations and counts the op names.
	versionElideUnknownBlockArgLoc = 4
	// versionNativeProperties encodes properties in their own section.
	versionNativeProperties = 5
	// versionNativeSegmentSizes writes segment sizes as native properties.
	versionNativeSegmentSizes = 6
	// Version is the current version, the writer's default.
	Version = 6
)

// Magic is the first four bytes of every bytecode file.
const Magic = "ML\xefR"

// alignmentByte fills alignment padding.
const alignmentByte = 0xCB

// Section identifiers.
const (
	sectionString         = 0
	sectionDialect        = 1
	sectionAttrType       = 2
	sectionAttrTypeOffset = 3
	sectionIR             = 4
	sectionResource       = 5
	sectionResourceOffset = 6
	sectionDialectVersion = 7
	sectionProperties     = 8
	numSections           = 9
)

// The bits of an operation's encoding mask.
const (
	opHasAttrs         = 1 << 0
	opHasResults       = 1 << 1
	opHasOperands      = 1 << 2
	opHasSuccessors    = 1 << 3
	opHasInlineRegions = 1 << 4
	opHasUseListOrders = 1 << 5
	opHasProperties    = 1 << 6
)

// IsBytecode reports whether buf starts with the bytecode magic number.
func IsBytecode(buf []byte) bool { return len(buf) >= 4 && string(buf[:4]) == Magic }

// emitter accumulates the bytes of one section (upstream's
// EncodingEmitter), remembering the alignment its start needs.
type emitter struct {
	buf   []byte
	align uint64
	// parts holds the bytes before buf, refSize their length: large
	// encodings are referred to there rather than copied (see ref).
	parts   [][]byte
	refSize uint64
}

func (e *emitter) size() uint64 { return e.refSize + uint64(len(e.buf)) }

// ref appends b without copying it: b must not change afterwards.
func (e *emitter) ref(b []byte) {
	if len(e.buf) > 0 {
		e.parts = append(e.parts, e.buf[:len(e.buf):len(e.buf)])
		e.refSize += uint64(len(e.buf))
		e.buf = e.buf[len(e.buf):]
	}
	e.parts = append(e.parts, b)
	e.refSize += uint64(len(b))
}

// flat returns the bytes of e in one slice.
func (e *emitter) flat() []byte {
	if len(e.parts) == 0 {
		return e.buf
	}
	out := make([]byte, 0, e.size())
	for _, p := range e.parts {
		out = append(out, p...)
	}
	return append(out, e.buf...)
}

func (e *emitter) byte(b byte) { e.buf = append(e.buf, b) }

func (e *emitter) bytes(b []byte) { e.buf = append(e.buf, b...) }

// varInt writes a prefix varint: the count of trailing zero bits of the
// first byte is the number of bytes that follow.
func (e *emitter) varInt(v uint64) {
	if v>>7 == 0 {
		e.buf = append(e.buf, byte(v<<1|1))
		return
	}
	it := v >> 7
	for n := 2; n < 9; n++ {
		if it >>= 7; it == 0 {
			enc := (v<<1 | 1) << (n - 1)
			var b [8]byte
			binary.LittleEndian.PutUint64(b[:], enc)
			e.buf = append(e.buf, b[:n]...)
			return
		}
	}
	e.buf = append(e.buf, 0)
	e.buf = binary.LittleEndian.AppendUint64(e.buf, v)
}

// signedVarInt writes a zigzag-encoded varint.
func (e *emitter) signedVarInt(v int64) { e.varInt(uint64(v<<1) ^ uint64(v>>63)) }

func (e *emitter) varIntFlag(v uint64, flag bool) {
	if flag {
		e.varInt(v<<1 | 1)
	} else {
		e.varInt(v << 1)
	}
}

func (e *emitter) nulString(s string) {
	e.buf = append(e.buf, s...)
	e.buf = append(e.buf, 0)
}

// alignTo pads with alignmentByte up to a multiple of a.
func (e *emitter) alignTo(a uint64) {
	if a < 2 {
		return
	}
	for e.size()%a != 0 {
		e.buf = append(e.buf, alignmentByte)
	}
	e.align = max(e.align, a)
}

// section appends a nested section with its code, length and, when its
// contents need an alignment the current offset lacks, padding.
func (e *emitter) section(code byte, s *emitter) {
	codeOff := len(e.buf)
	e.byte(code)
	e.varInt(s.size())
	if s.align > 1 {
		if e.size()&(s.align-1) != 0 {
			e.varInt(s.align)
			e.alignTo(s.align)
			e.buf[codeOff] |= 0x80
		} else {
			e.align = max(e.align, s.align)
		}
	}
	e.join(s)
}

// join appends the bytes of s, referring to them when large.
func (e *emitter) join(s *emitter) {
	for _, p := range s.parts {
		e.ref(p)
	}
	if len(s.buf) >= minRef {
		e.ref(s.buf)
		return
	}
	e.buf = append(e.buf, s.buf...)
}

// minRef is the size from which section refers to a section's bytes
// rather than copying them.
const minRef = 256
