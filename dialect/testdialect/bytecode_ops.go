package testdialect

import (
	"errors"
	"fmt"

	"github.com/gomlir/gomlir/bytecode"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// The test ops of upstream's bytecode tests.
func init() {
	Dialect.Ops = append(Dialect.Ops, bytecodeOps...)
}

// anyI64Attr is AnyI64Attr: an integer attribute of a 64-bit integer type.
var anyI64Attr = ods.AttrConstraint{Desc: "64-bit integer attribute", GoType: "*ir.IntegerAttr", Pred: func(a ir.Attribute) bool {
	i, ok := a.(*ir.IntegerAttr)
	if !ok {
		return false
	}
	t, ok := i.Type.(*ir.IntegerType)
	return ok && t.Width == 64
}}

var bytecodeOps = []*ods.Op{
	{
		// test.versionedA is TestVersionedOpA: at dialect version 2.0 its
		// properties gained `modifier`, which older files lack.
		Name:       "test.versionedA",
		Attrs:      []ods.Attr{{Name: "dims", Constraint: anyI64Attr}, {Name: "modifier", Constraint: ods.BoolAttr}},
		Interfaces: ir.Interfaces{versionedProps{}},
	},
	{
		// test.isolated_region is IsolatedRegionOp: `%x {body}`, the body's
		// argument shadowing the operand's name.
		Name:     "test.isolated_region",
		Operands: []ods.Operand{{Name: "operand", Type: ods.Index}},
		Regions:  []ods.Region{{Name: "region", MaxBlocks: 1}},
		Traits:   []ir.Trait{ir.TraitIsolatedFromAbove},
		Parse: func(p ir.OpParser, st *ir.OperationState) error {
			u, err := p.ParseOperand()
			if err != nil {
				return err
			}
			index := p.Context().IndexType()
			v, err := p.ResolveOperand(u, index)
			if err != nil {
				return err
			}
			st.Operands = append(st.Operands, v)
			return p.ParseShadowingRegion(st.AddRegion(), []ir.RegionArgument{{Operand: u, Type: index}})
		},
		Print: func(p ir.OpPrinter, op *ir.Operation) {
			p.WriteString(" ")
			p.PrintOperand(op.Operand(0))
			p.ShadowRegionArgs(op.Region(0), []*ir.Value{op.Operand(0)})
			p.WriteString(" ")
			p.PrintRegion(op.Region(0), false, true, false)
		},
	},
}

// versionedProps is test.versionedA's own properties encoding: `dims`,
// then `modifier` unless the targeted test dialect version is before 2.0.
type versionedProps struct{}

func (versionedProps) WriteProperties(op *ir.Operation, w bytecode.Writer) {
	w.Attribute(op.InherentAttr("dims"))
	if v, ok := w.DialectVersion("test").(testVersion); ok && v.major < 2 {
		fmt.Fprintln(Stdout, "downgrading op properties...")
		return
	}
	w.Attribute(op.InherentAttr("modifier"))
}

func (versionedProps) ReadProperties(r *bytecode.Reader) (*ir.DictionaryAttr, error) {
	entries := []ir.NamedAttr{{Name: "dims", Value: r.Attribute()}}
	if v, ok := r.DialectVersion("test"); !ok || v.(testVersion).major >= 2 {
		entries = append(entries, ir.NamedAttr{Name: "modifier", Value: r.Attribute()})
	}
	return r.Ctx().DictionaryAttr(entries), nil
}

// testVersion is the test dialect's version (upstream's
// TestDialectVersion); the current one is 2.0.
type testVersion struct{ major, minor uint64 }

var currentTestVersion = testVersion{2, 0}

func (v testVersion) String() string { return fmt.Sprintf("%d.%d", v.major, v.minor) }

// parseTestVersion parses `major.minor`.
func parseTestVersion(s string) (testVersion, error) {
	var v testVersion
	if _, err := fmt.Sscanf(s, "%d.%d", &v.major, &v.minor); err != nil || s != v.String() {
		return v, fmt.Errorf("Invalid argument '%s", s)
	}
	return v, nil
}

// testBytecode is the test dialect's bytecode interface: !test.i32 is
// encoded as code 99, other attributes and types as text; the dialect
// version is written and read as two varints, and IR of versions before
// 2.0 is upgraded by giving test.versionedA its `modifier`.
type testBytecode struct{}

// testI32Code is the encoding of !test.i32.
const testI32Code = 99

func (testBytecode) WriteAttribute(ir.Attribute, bytecode.Writer) bool { return false }

func (testBytecode) WriteType(t ir.Type, w bytecode.Writer) bool {
	if s, ok := t.(*SimpleType); ok && s.Mnemonic == "i32" {
		w.VarInt(testI32Code)
		return true
	}
	return false
}

func (testBytecode) ReadAttribute(*bytecode.Reader) (ir.Attribute, error) {
	return nil, errors.New("test dialect attributes have no bytecode encoding")
}

func (testBytecode) ReadType(r *bytecode.Reader) (ir.Type, error) {
	if r.VarInt() != testI32Code {
		return nil, errors.New("invalid test dialect type encoding")
	}
	return simpleType(r.Ctx(), "i32"), nil
}

// WriteVersion writes the targeted version, 2.0 by default.
func (testBytecode) WriteVersion(w bytecode.Writer) {
	v, ok := w.DialectVersion("test").(testVersion)
	if !ok {
		v = currentTestVersion
	}
	w.VarInt(v.major)
	w.VarInt(v.minor)
}

func (testBytecode) ReadVersion(r *bytecode.Reader) (any, error) {
	major := r.VarInt()
	return testVersion{major, r.VarInt()}, nil
}

func (testBytecode) UpgradeFromVersion(ctx *ir.Context, top *ir.Operation, v any) error {
	ver := v.(testVersion)
	if ver == currentTestVersion {
		return nil
	}
	if ver.major > 2 || ver.major == 2 && ver.minor > 0 {
		return top.EmitError("current test dialect version is 2.0, can't parse version: %s", ver)
	}
	top.Walk(func(op *ir.Operation) ir.WalkResult {
		if op.Name() == "test.versionedA" {
			op.SetInherentAttr(ctx, "modifier", ctx.BoolAttr(false))
		}
		return ir.WalkAdvance
	})
	return nil
}

func init() { Dialect.Template.Interfaces = append(Dialect.Template.Interfaces, testBytecode{}) }
