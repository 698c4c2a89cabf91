package transforms

import (
	"bytes"
	"os"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument: "snapshot-op-locations",
		Name:     "LocationSnapshot",
		Summary:  "Generate new locations from the current IR",
		New: func() (pass.Pass, *pass.Options) {
			p := &locationSnapshot{}
			o := &pass.Options{}
			o.Str("filename", "The filename to print the generated IR", &p.filename, "")
			o.Str("tag", "A tag to use when fusing the new locations with the original. If unset, the locations are replaced.", &p.tag, "")
			o.Bool("print-debuginfo", "Print debug info in MLIR output", &p.debugInfo, false)
			o.Bool("print-op-generic", "Print the generic op form", &p.generic, false)
			o.Bool("print-local-scope", "Print with local scope and inline information (eliding aliases for attributes, types, and locations", &p.localScope, false)
			o.Bool("pretty-debuginfo", "Print pretty debug info in MLIR output", &p.prettyDebugInfo, false)
			return p, o
		},
	})
}

// locationSnapshot prints the op to a file and gives every printed op the
// location (file, line, column of its first character, 0-based column)
// where it was printed, as upstream's LocationSnapshot pass; with a tag the
// new location is fused with the old one.
type locationSnapshot struct {
	filename, tag                                   string
	debugInfo, generic, localScope, prettyDebugInfo bool
}

func (p *locationSnapshot) Run(op *ir.Operation, st *pass.State) error {
	ctx := st.Ctx
	flags := globalPrintFlags()
	flags.DebugInfo = p.debugInfo
	flags.PrettyDebugInfo = p.prettyDebugInfo
	flags.Generic = p.generic
	if p.localScope {
		flags.LocalScope = true
	}
	name := p.filename
	var f *os.File
	var err error
	if name == "" {
		f, err = os.CreateTemp("", "mlir_snapshot-*.tmp.mlir")
		if err != nil {
			return op.EmitError("failed to generate temporary file for location snapshot: %v", err)
		}
		name = f.Name()
	} else if f, err = os.Create(name); err != nil {
		return op.EmitError("cannot open output file '%s': %v", name, err)
	}
	var buf bytes.Buffer
	if err := asm.Print(&buf, ctx, op, nil, flags); err != nil {
		f.Close()
		return op.EmitError("%v", err)
	}
	_, werr := f.Write(buf.Bytes())
	if cerr := f.Close(); werr == nil {
		werr = cerr
	}
	if werr != nil {
		return op.EmitError("%v", werr)
	}
	// Find where each op was printed by parsing the text back: the parsed
	// ops mirror the printed ones in walk order, each on the line where it
	// starts; its column is that line's indentation. Ops the printer elides
	// (implicit terminators) come back on a line already seen and keep
	// their location. With debug info the text is parsed without it (the
	// locations would be read back); only the alias lines at the top can
	// differ between both.
	pos := buf.Bytes()
	shift := 0
	if flags.DebugInfo {
		nf := flags
		nf.DebugInfo, nf.PrettyDebugInfo = false, false
		var b2 bytes.Buffer
		if err := asm.Print(&b2, ctx, op, nil, nf); err != nil {
			return op.EmitError("%v", err)
		}
		pos = b2.Bytes()
		shift = aliasLines(buf.Bytes()) - aliasLines(pos)
	}
	parsed, err := asm.ParseFile(ctx, name, pos, asm.Config{AllowUnregistered: true, NoImplicitModule: true})
	if err != nil {
		return op.EmitError("%v", err)
	}
	lines := bytes.Split(pos, []byte("\n"))
	var orig, back []*ir.Operation
	op.WalkPre(func(o *ir.Operation) ir.WalkResult { orig = append(orig, o); return ir.WalkAdvance })
	parsed.Op.WalkPre(func(o *ir.Operation) ir.WalkResult { back = append(back, o); return ir.WalkAdvance })
	if len(orig) != len(back) {
		parsed.Op.Erase()
		return op.EmitError("location snapshot: printed IR does not parse back to the same operations")
	}
	seen := map[uint32]bool{}
	for i, o := range orig {
		fl, ok := back[i].Loc().(*ir.FileLineColLoc)
		if !ok {
			continue
		}
		line, _, _, _ := fl.Bounds()
		if seen[line] || line == 0 || int(line) > len(lines) {
			continue
		}
		seen[line] = true
		text := lines[line-1]
		col := len(text) - len(bytes.TrimLeft(text, " "))
		var loc ir.Location = ctx.FileLineColLoc(name, uint32(int(line)+shift), uint32(col))
		if p.tag != "" {
			loc = ctx.FusedLoc([]ir.Location{o.Loc(), ctx.NameLoc(p.tag, loc)}, nil)
		}
		o.SetLoc(loc)
	}
	parsed.Op.Erase()
	return nil
}

// aliasLines counts the alias definition lines at the top of printed IR.
func aliasLines(text []byte) int {
	n := 0
	for _, l := range bytes.Split(text, []byte("\n")) {
		if len(l) == 0 || (l[0] != '#' && l[0] != '!') {
			return n
		}
		n++
	}
	return n
}
