package transforms

import (
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument: "ensure-debug-info-scope-on-llvm-func",
		Name:     "DIScopeForLLVMFuncOpPass",
		Summary:  "Materialize LLVM debug info subprogram attribute on every LLVMFuncOp",
		OpName:   "builtin.module",
		New: func() (pass.Pass, *pass.Options) {
			p := &diScope{}
			o := &pass.Options{}
			o.Enum("emission-kind", "Emission kind to generate debug info.", &p.emissionKind, "LineTablesOnly",
				"None", "Full", "LineTablesOnly", "DebugDirectivesOnly")
			o.Describe("emission-kind", "None", "Full", "LineTablesOnly (default)", "DebugDirectivesOnly")
			return p, o
		},
	})
}

// diScope attaches a debug info subprogram to every llvm.func lacking one
// (upstream's DIScopeForLLVMFuncOpPass) and scopes inlined locations in
// lexical block files of their function's subprogram. gomlir keeps the
// llvm dialect's debug info attributes as text: the pass writes that text
// as upstream prints it, numbering the distinct identifiers in the order
// the printer meets them (each definition's subprogram, then the shared
// compile unit after the first one).
type diScope struct {
	emissionKind string
}

// Run adds the scopes.
func (p *diScope) Run(module *ir.Operation, st *pass.State) error {
	ctx := st.Ctx
	unknownFile := `<"<unknown>" in "">`
	cuFile := unknownFile
	if fl := extractFileLoc(module.Loc()); fl != nil {
		cuFile = fileText(ctx, fl.File())
	}
	// compileUnit returns the compile unit's text, given its distinct id.
	cuID := -1
	compileUnit := func() string {
		return "<id = distinct[" + strconv.Itoa(cuID) + "]<>, sourceLanguage = DW_LANG_C, file = " + cuFile +
			`, producer = "MLIR", isOptimized = true, emissionKind = ` + p.emissionKind + ">"
	}
	next := 0
	// file returns fileText of path, remembering the last one (the ops of
	// a function are mostly in one file).
	lastPath, lastText := "", ""
	file := func(path string) string {
		if path != lastPath || lastText == "" {
			lastPath, lastText = path, fileText(ctx, path)
		}
		return lastText
	}
	// walk scopes the ops of each function in the subprogram sp ("" when
	// none); funcFile is the di_file of the function's file location (""
	// when it has none): ops at a location in another file are scoped in
	// a lexical block file of it.
	var walk func(op *ir.Operation, sp, funcFile string)
	walk = func(op *ir.Operation, sp, funcFile string) {
		if op.Name() == "llvm.func" {
			funcFile = ""
			if fl := extractFileLoc(op.Loc()); fl != nil {
				funcFile = file(fl.File())
			}
			scope := p.addScope(ctx, op, func() string {
				id := next
				next++
				if cuID < 0 {
					cuID = next
					next++
				}
				return "id = distinct[" + strconv.Itoa(id) + "]<>, compileUnit = " + compileUnit() + ", "
			}, cuFile)
			sp = ""
			if scope != "" {
				sp = "#llvm.di_subprogram<" + scope + ">"
			}
		} else if sp != "" {
			if cs, ok := op.Loc().(*ir.CallSiteLoc); ok {
				op.SetLoc(ctx.CallSiteLoc(nestedLoc(ctx, sp, cs.Callee), cs.Caller))
			} else if fl := extractFileLoc(op.Loc()); fl != nil && funcFile != "" && file(fl.File()) != funcFile {
				block := "di_lexical_block_file<scope = " + sp + ", file = " + file(fl.File()) + ", discriminator = 0>"
				op.SetLoc(ctx.FusedLocRaw([]ir.Location{op.Loc()}, ctx.OpaqueAttr("llvm", block, nil)))
			}
		}
		for i := 0; i < op.NumRegions(); i++ {
			for b := op.Region(i).First(); b != nil; b = b.Next() {
				for o := b.First(); o != nil; o = o.NextInBlock() {
					walk(o, sp, funcFile)
				}
			}
		}
	}
	walk(module, "", "")
	return nil
}

// addScope fuses fn's location with a subprogram unless it has one, and
// returns the body of the subprogram scoping fn's body ("" when fn keeps
// the one it had). definition returns the ids and compile unit of a
// definition's subprogram.
func (p *diScope) addScope(ctx *ir.Context, fn *ir.Operation, definition func() string, cuFile string) string {
	loc := fn.Loc()
	if hasSubprogram(loc) {
		return ""
	}
	file, line := cuFile, 1
	if fl := extractFileLoc(loc); fl != nil {
		file, line = fileText(ctx, fl.File()), int(fl.Line)
	}
	name, _ := ir.SymbolName(fn)
	quoted := asm.AttrString(ctx.StringAttr(name))
	head, flags := "", "Optimized"
	if fn.Region(0).First() != nil {
		head, flags = definition(), `"Definition|Optimized"`
	}
	lines := "" // the printer leaves out a line of 0
	if line != 0 {
		lines = ", line = " + strconv.Itoa(line) + ", scopeLine = " + strconv.Itoa(line)
	}
	body := head + "scope = #llvm.di_file" + file + ", name = " + quoted + ", linkageName = " + quoted +
		", file = " + file + lines + ", subprogramFlags = " + flags + ", type = <callingConvention = DW_CC_normal>"
	fn.SetLoc(ctx.FusedLoc([]ir.Location{loc}, ctx.OpaqueAttr("llvm", "di_subprogram<"+body+">", nil)))
	return body
}

// nestedLoc scopes callee, the callee location of an inlined call site, in
// a lexical block file of scope (recursively for nested call sites).
func nestedLoc(ctx *ir.Context, scope string, callee ir.Location) ir.Location {
	file := `<"" in "">`
	if fl := extractFileLoc(callee); fl != nil {
		file = fileText(ctx, fl.File())
	}
	block := "di_lexical_block_file<scope = " + scope + ", file = " + file + ", discriminator = 0>"
	loc := callee
	if cs, ok := callee.(*ir.CallSiteLoc); ok {
		loc = nestedLoc(ctx, "#llvm."+block, cs.Callee)
	}
	return ctx.FusedLoc([]ir.Location{loc}, ctx.OpaqueAttr("llvm", block, nil))
}

// hasSubprogram reports whether loc holds a location fused with a
// subprogram.
func hasSubprogram(loc ir.Location) bool {
	switch l := loc.(type) {
	case *ir.FusedLoc:
		if o, ok := l.Metadata.(*ir.OpaqueAttr); ok && o.Dialect == "llvm" && strings.HasPrefix(o.Data, "di_subprogram<") {
			return true
		}
		for _, n := range l.Locs {
			if hasSubprogram(n) {
				return true
			}
		}
	case *ir.NameLoc:
		return hasSubprogram(l.Child)
	case *ir.CallSiteLoc:
		return hasSubprogram(l.Callee) || hasSubprogram(l.Caller)
	}
	return false
}

// extractFileLoc returns the file location loc names (nil when none).
func extractFileLoc(loc ir.Location) *ir.FileLineColLoc {
	switch l := loc.(type) {
	case *ir.FileLineColLoc:
		return l
	case *ir.NameLoc:
		return extractFileLoc(l.Child)
	case *ir.FusedLoc:
		for _, n := range l.Locs {
			if f := extractFileLoc(n); f != nil {
				return f
			}
		}
	case *ir.CallSiteLoc:
		return extractFileLoc(l.Caller)
	}
	return nil
}

// fileText is the text of the di_file of path: its last component in its
// parent directory.
func fileText(ctx *ir.Context, path string) string {
	name, dir := path, ""
	if i := strings.LastIndexByte(path, '/'); i >= 0 {
		name, dir = path[i+1:], path[:i]
		if dir == "" {
			dir = "/"
		}
	}
	return "<" + asm.AttrString(ctx.StringAttr(name)) + " in " + asm.AttrString(ctx.StringAttr(dir)) + ">"
}
