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

func init() {
	ir.RegisterInterface[DialectInterface]("BytecodeDialectInterface")
	ir.RegisterInterface[PropertiesEncoding]("BytecodeOpInterface")
}

// Builtin is the builtin dialect's encoding (upstream's
// BuiltinDialectBytecodeInterface), for callbacks that encode other
// dialects' attributes and types as builtin ones.
var Builtin DialectInterface = builtinIface{}

type builtinIface struct{}

func (builtinIface) WriteAttribute(a ir.Attribute, w Writer) bool {
	return writeBuiltinAttr(w.Ctx(), a, w)
}
func (builtinIface) WriteType(t ir.Type, w Writer) bool { return writeBuiltinType(w.Ctx(), t, w) }
func (builtinIface) ReadAttribute(r *Reader) (ir.Attribute, error) {
	return readBuiltinAttr(r), nil
}
func (builtinIface) ReadType(r *Reader) (ir.Type, error) { return readBuiltinType(r), nil }

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
	// Ctx returns the context of the IR being written.
	Ctx() *ir.Context
	// DialectVersion returns the version the writer targets for the named
	// dialect (WriterConfig.DialectVersions), nil when none is set.
	DialectVersion(dialect string) any
}

// VersionWriter is implemented by dialect bytecode interfaces that write a
// dialect version.
type VersionWriter interface {
	// WriteVersion writes the dialect version read back by ReadVersion.
	WriteVersion(w Writer)
}

// VersionReader is implemented by dialect bytecode interfaces that read
// back the version VersionWriter wrote (upstream's readVersion); what it
// returns is what Reader.DialectVersion reports for the dialect.
type VersionReader interface {
	// ReadVersion decodes the dialect version.
	ReadVersion(r *Reader) (any, error)
}

// Upgrader is implemented by dialect bytecode interfaces that upgrade IR
// read from a file of an older dialect version (upstream's
// upgradeFromVersion). It runs once the whole file is read.
type Upgrader interface {
	// UpgradeFromVersion rewrites top, written at version v, in place.
	UpgradeFromVersion(ctx *ir.Context, top *ir.Operation, v any) error
}

// PropertiesEncoding is an op interface for ops that encode their
// properties themselves (ODS's useCustomPropertiesEncoding) instead of
// attribute by attribute.
type PropertiesEncoding interface {
	// WriteProperties writes op's properties. As a dialect encoding, it is
	// called twice, to number and to write.
	WriteProperties(op *ir.Operation, w Writer)
	// ReadProperties reads them back as an attribute dictionary.
	ReadProperties(r *Reader) (*ir.DictionaryAttr, error)
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
