package testdialect

import (
	"errors"

	"github.com/gomlir/gomlir/bytecode"
	"github.com/gomlir/gomlir/ir"
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
