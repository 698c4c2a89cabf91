package bytecode

import "github.com/gomlir/gomlir/ir"

// DialectInterface is a dialect's own encoding of its attributes and types
// (upstream's BytecodeDialectInterface). A dialect lists a value
// implementing it in ir.Dialect.Interfaces; the attributes and types it
// does not encode (Write* returning false), and those of dialects without
// it, are written as their text.
type DialectInterface interface {
	// WriteAttribute encodes a, or returns false to leave it to the text
	// fallback. It is called twice per attribute: once to number what
	// the encoding refers to, once to write it; both calls must make the
	// same Writer calls.
	WriteAttribute(a ir.Attribute, w Writer) bool
	// WriteType is WriteAttribute for types.
	WriteType(t ir.Type, w Writer) bool
	// ReadAttribute decodes an attribute WriteAttribute encoded.
	ReadAttribute(r *Reader) (ir.Attribute, error)
	// ReadType decodes a type WriteType encoded.
	ReadType(r *Reader) (ir.Type, error)
}

func init() { ir.RegisterInterface[DialectInterface]("BytecodeDialectInterface") }

// Writer is what encodings write through (upstream's
// DialectBytecodeWriter): references to attributes, types and resources
// are numbered, strings go to the string section.
type Writer interface {
	// Attribute writes a reference to a (non-nil).
	Attribute(a ir.Attribute)
	// OptionalAttribute writes a reference to a, which may be nil.
	OptionalAttribute(a ir.Attribute)
	// Type writes a reference to t.
	Type(t ir.Type)
	// VarInt writes an unsigned varint.
	VarInt(v uint64)
	// SignedVarInt writes a zigzag varint.
	SignedVarInt(v int64)
	// String writes a reference to s in the string section.
	String(s string)
	// APInt writes an integer of a known bit width given as its 64-bit
	// words, least significant first (upstream's writeAPIntWithKnownWidth).
	APInt(words []uint64, width int)
	// Blob writes a length and raw bytes.
	Blob(b []byte)
	// Bool writes one byte.
	Bool(b bool)
	// ResourceHandle writes a reference to a dialect resource.
	ResourceHandle(dialect, key string)
	// Version returns the bytecode version being written.
	Version() int
}

// interfaceOf returns the bytecode interface of the named dialect, if any.
func interfaceOf(ctx *ir.Context, dialect string) DialectInterface {
	d := ctx.Dialect(dialect)
	if d == nil {
		return nil
	}
	di, _ := ir.DialectInterface[DialectInterface](d)
	return di
}

// writeSignedList writes a list of signed varints.
func writeSignedList(w Writer, vs []int64) {
	w.VarInt(uint64(len(vs)))
	for _, v := range vs {
		w.SignedVarInt(v)
	}
}
