package optmain

import (
	"fmt"
	"strconv"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/bytecode"
	"github.com/gomlir/gomlir/ir"
)

// BytecodeOptions are the bytecode output flags.
type BytecodeOptions struct {
	// Emit writes bytecode instead of text (--emit-bytecode).
	Emit bool
	// Version is the version to write (--emit-bytecode-version), when
	// VersionSet.
	Version    int
	VersionSet bool
	// ElideData leaves resource data out (--elide-resource-data-from-bytecode).
	ElideData bool
}

// parseFlag sets one bytecode flag.
func (b *BytecodeOptions) parseFlag(name, val string, hasVal bool, boolVal func() (bool, error)) error {
	var err error
	switch name {
	case "emit-bytecode":
		b.Emit, err = boolVal()
	case "elide-resource-data-from-bytecode":
		b.ElideData, err = boolVal()
	case "emit-bytecode-version":
		if !hasVal {
			return fmt.Errorf("missing value for -%s", name)
		}
		b.Version, err = strconv.Atoi(val)
		if err != nil {
			return fmt.Errorf("for the --%s option: '%s' value invalid for long argument!", name, val)
		}
		b.VersionSet = true
	}
	return err
}

// writeBytecode writes the result as bytecode; as upstream, a version
// without --emit-bytecode is an error.
func (d *driver) writeBytecode(ctx *ir.Context, f *asm.File) {
	b := d.o.Bytecode
	err := bytecode.Write(d.out, ctx, f.Op, f.Resources, bytecode.WriterConfig{Version: b.Version, VersionSet: b.VersionSet,
		ElideResourceData: b.ElideData})
	if err != nil {
		diag, ok := err.(*ir.Diagnostic)
		if !ok {
			diag = ir.Errorf(ctx.UnknownLoc(), "%s", err.Error())
		}
		d.emit(ctx, diag)
	}
}

// parse reads buf[start:end]: bytecode when it starts with the bytecode
// magic number, text otherwise.
func (d *driver) parse(ctx *ir.Context, start, end int, cfg asm.Config) (*asm.File, error) {
	if chunk := d.buf[start:end]; bytecode.IsBytecode(chunk) {
		return bytecode.Read(ctx, d.name, chunk, bytecode.Config{NoImplicitModule: cfg.NoImplicitModule})
	}
	return asm.ParseRange(ctx, d.name, d.buf, start, end, cfg)
}
