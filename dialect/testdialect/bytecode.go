package testdialect

import (
	"errors"

	"github.com/gomlir/gomlir/bytecode"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

// testBytecode is the test dialect's bytecode interface: it writes the
// dialect version 2.0 as upstream's test dialect does; attributes and
// types are written as text.
type testBytecode struct{}

func (testBytecode) WriteAttribute(ir.Attribute, bytecode.Writer) bool { return false }
func (testBytecode) WriteType(ir.Type, bytecode.Writer) bool           { return false }
func (testBytecode) ReadAttribute(*bytecode.Reader) (ir.Attribute, error) {
	return nil, errors.New("test dialect attributes have no bytecode encoding")
}
func (testBytecode) ReadType(*bytecode.Reader) (ir.Type, error) {
	return nil, errors.New("test dialect types have no bytecode encoding")
}

// WriteVersion writes version 2.0 (major, minor).
func (testBytecode) WriteVersion(w bytecode.Writer) {
	w.VarInt(2)
	w.VarInt(0)
}

func init() { Dialect.Template.Interfaces = append(Dialect.Template.Interfaces, testBytecode{}) }

func init() {
	pass.Register(&pass.Info{
		Argument: "test-bytecode-roundtrip",
		Name:     "TestBytecodeRoundtripPass",
		Summary:  "Test pass to implement bytecode roundtrip tests.",
		OpName:   "builtin.module",
		New: func() (pass.Pass, *pass.Options) {
			p := &bytecodeRoundtrip{}
			o := &pass.Options{}
			o.Int("test-kind", "Specifies the test kind to execute", &p.kind, 0)
			o.Value("test-dialect-version", "Specifies the test dialect version to emit and parse", &p.version, "")
			return p, o
		},
	})
}

// bytecodeRoundtrip is upstream's TestBytecodeRoundtripPass for its test
// kind 0: the module is written as bytecode and read back in place. The
// kinds testing bytecode callbacks are not supported.
type bytecodeRoundtrip struct {
	kind    int
	version string
}

func (p *bytecodeRoundtrip) Run(op *ir.Operation, st *pass.State) error {
	if p.kind != 0 {
		return op.EmitError("test-kind %d of test-bytecode-roundtrip is not supported", p.kind)
	}
	bc, err := bytecode.Encode(st.Ctx, op, nil, bytecode.WriterConfig{})
	if err != nil {
		return op.EmitError("failed to write bytecode\n")
	}
	f, err := bytecode.Read(st.Ctx, "roundtrip", bc, bytecode.Config{NoImplicitModule: true})
	if err != nil {
		if d, ok := err.(*ir.Diagnostic); ok {
			st.Report(d)
		}
		return op.EmitError("failed to read bytecode")
	}
	op.Region(0).TakeBody(f.Op.Region(0))
	return nil
}
