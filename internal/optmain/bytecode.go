package optmain

import (
	"bytes"
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
	// VerifyRoundtrip round-trips the parsed IR through text and bytecode
	// and checks it prints the same (--verify-roundtrip).
	VerifyRoundtrip bool
}

// parseFlag sets one bytecode flag.
func (b *BytecodeOptions) parseFlag(name, val string, hasVal bool, boolVal func() (bool, error)) error {
	var err error
	switch name {
	case "emit-bytecode":
		b.Emit, err = boolVal()
	case "elide-resource-data-from-bytecode":
		b.ElideData, err = boolVal()
	case "verify-roundtrip":
		b.VerifyRoundtrip, err = boolVal()
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
	if !b.Emit {
		d.emit(ctx, ir.Errorf(ctx.UnknownLoc(), "bytecode version while not emitting bytecode"))
		return
	}
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

// verifyRoundtrip checks, as upstream's doVerifyRoundTrip, that the IR
// printed generically with locations is unchanged by a round trip through
// the generic text and one through bytecode, each read in a new context.
func (d *driver) verifyRoundtrip(ctx *ir.Context, f *asm.File) bool {
	text := d.roundtrip(ctx, f, false)
	return d.roundtrip(ctx, f, true) && text
}

func (d *driver) roundtrip(ctx *ir.Context, f *asm.File, useBytecode bool) bool {
	flags := asm.Flags{Generic: true, DebugInfo: true}
	print := func(c *ir.Context, file *asm.File) string {
		var b bytes.Buffer
		asm.Print(&b, c, file.Op, file.Resources, flags)
		return b.String()
	}
	fail := func(format string, args ...any) bool {
		d.emit(ctx, f.Op.EmitOpError(format, args...))
		return false
	}
	reference := print(ctx, f)
	kind := "textual"
	buf := []byte(reference)
	if useBytecode {
		kind = "bytecode"
		var err error
		if buf, err = bytecode.Encode(ctx, f.Op, f.Resources, bytecode.WriterConfig{}); err != nil {
			return fail("failed to write bytecode, cannot verify round-trip.\n")
		}
	}
	ctx2 := newContext(d.o)
	var back *asm.File
	var err error
	if useBytecode {
		back, err = bytecode.Read(ctx2, d.name, buf, bytecode.Config{NoImplicitModule: true})
	} else {
		back, err = asm.ParseFile(ctx2, d.name, buf, asm.Config{AllowUnregistered: d.o.AllowUnregistered, NoImplicitModule: true})
	}
	if err != nil {
		return fail("failed to parse %s content back, cannot verify round-trip.\n", kind)
	}
	if got := print(ctx2, back); got != reference {
		return fail("%s roundTrip testing roundtripped module differs from reference:\n<<<<<<Reference\n%s\n=====\n%s\n>>>>>roundtripped\n", kind, reference, got)
	}
	return true
}
