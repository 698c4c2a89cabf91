package transforms

import (
	"strings"

	"github.com/gomlir/gomlir/dialect/llvm"
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
// lexical block files of their function's subprogram. The definitions'
// subprograms share one compile unit, made with the first of them.
type diScope struct {
	emissionKind string
}

// DWARF constants the pass writes.
const (
	dwLangC      = 0x0002
	dwCCNormal   = 0x1
	spDefinition = 1 << 3
	spOptimized  = 1 << 4
)

// Run adds the scopes.
func (p *diScope) Run(module *ir.Operation, st *pass.State) error {
	ctx := st.Ctx
	var cuFile ir.Attribute = llvm.NewStructAttr(ctx, "di_file", map[string]any{"name": ctx.StringAttr("<unknown>"), "directory": ctx.StringAttr("")})
	if fl := extractFileLoc(module.Loc()); fl != nil {
		cuFile = diFile(ctx, fl.File())
	}
	var cu ir.Attribute
	compileUnit := func() ir.Attribute {
		if cu == nil {
			cu = llvm.NewStructAttr(ctx, "di_compile_unit", map[string]any{
				"id": ctx.NewDistinctAttr(ctx.UnitAttr()), "sourceLanguage": uint64(dwLangC), "file": cuFile,
				"producer": ctx.StringAttr("MLIR"), "isOptimized": true, "emissionKind": emissionKindValue(p.emissionKind)})
		}
		return cu
	}
	// walk scopes the ops of each function in the subprogram sp (nil when
	// none); funcFile is the di_file of the function's file location (nil
	// when it has none): ops at a location in another file are scoped in
	// a lexical block file of it.
	var walk func(op *ir.Operation, sp, funcFile ir.Attribute)
	walk = func(op *ir.Operation, sp, funcFile ir.Attribute) {
		if op.Name() == "llvm.func" {
			funcFile = nil
			if fl := extractFileLoc(op.Loc()); fl != nil {
				funcFile = diFile(ctx, fl.File())
			}
			sp = addScope(ctx, op, compileUnit, cuFile)
		} else if sp != nil {
			if cs, ok := op.Loc().(*ir.CallSiteLoc); ok {
				op.SetLoc(ctx.CallSiteLoc(nestedLoc(ctx, sp, cs.Callee), cs.Caller))
			} else if fl := extractFileLoc(op.Loc()); fl != nil && funcFile != nil {
				if f := diFile(ctx, fl.File()); f != funcFile {
					op.SetLoc(ctx.FusedLocRaw([]ir.Location{op.Loc()}, lexicalBlockFile(ctx, sp, f)))
				}
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
	walk(module, nil, nil)
	return nil
}

// emissionKindValue is the DIEmissionKind of the pass option.
func emissionKindValue(kind string) uint64 {
	for i, k := range []string{"None", "Full", "LineTablesOnly", "DebugDirectivesOnly"} {
		if k == kind {
			return uint64(i)
		}
	}
	return 2
}

// addScope fuses fn's location with a subprogram unless it has one, and
// returns the subprogram scoping fn's body (nil when fn keeps the one it
// had). compileUnit returns the compile unit of a definition.
func addScope(ctx *ir.Context, fn *ir.Operation, compileUnit func() ir.Attribute, cuFile ir.Attribute) ir.Attribute {
	loc := fn.Loc()
	if hasSubprogram(loc) {
		return nil
	}
	file, line := cuFile, uint64(1)
	if fl := extractFileLoc(loc); fl != nil {
		file, line = diFile(ctx, fl.File()), uint64(fl.Line)
	}
	name, _ := ir.SymbolName(fn)
	params := map[string]any{
		"scope": file, "name": ctx.StringAttr(name), "linkageName": ctx.StringAttr(name), "file": file,
		"line": line, "scopeLine": line, "subprogramFlags": uint64(spOptimized),
		"type": llvm.NewStructAttr(ctx, "di_subroutine_type", map[string]any{"callingConvention": uint64(dwCCNormal)}),
	}
	if fn.Region(0).First() != nil {
		params["id"] = ctx.NewDistinctAttr(ctx.UnitAttr())
		params["compileUnit"] = compileUnit()
		params["subprogramFlags"] = uint64(spDefinition | spOptimized)
	}
	sp := llvm.NewStructAttr(ctx, "di_subprogram", params)
	fn.SetLoc(ctx.FusedLoc([]ir.Location{loc}, sp))
	return sp
}

// lexicalBlockFile is `#llvm.di_lexical_block_file<scope = scope, file =
// file, discriminator = 0>`.
func lexicalBlockFile(ctx *ir.Context, scope, file ir.Attribute) ir.Attribute {
	return llvm.NewStructAttr(ctx, "di_lexical_block_file", map[string]any{"scope": scope, "file": file})
}

// nestedLoc scopes callee, the callee location of an inlined call site, in
// a lexical block file of scope (recursively for nested call sites).
func nestedLoc(ctx *ir.Context, scope ir.Attribute, callee ir.Location) ir.Location {
	file := diFile(ctx, "")
	if fl := extractFileLoc(callee); fl != nil {
		file = diFile(ctx, fl.File())
	}
	block := lexicalBlockFile(ctx, scope, file)
	loc := callee
	if cs, ok := callee.(*ir.CallSiteLoc); ok {
		loc = nestedLoc(ctx, block, cs.Callee)
	}
	return ctx.FusedLoc([]ir.Location{loc}, block)
}

// hasSubprogram reports whether loc holds a location fused with a
// subprogram.
func hasSubprogram(loc ir.Location) bool {
	switch l := loc.(type) {
	case *ir.FusedLoc:
		if m, ok := l.Metadata.(*llvm.StructAttr); ok && m.Mnemonic() == "di_subprogram" {
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

// diFile is the di_file of path: its last component in its parent
// directory.
func diFile(ctx *ir.Context, path string) ir.Attribute {
	name, dir := path, ""
	if i := strings.LastIndexByte(path, '/'); i >= 0 {
		name, dir = path[i+1:], path[:i]
		if dir == "" {
			dir = "/"
		}
	}
	return llvm.NewStructAttr(ctx, "di_file", map[string]any{"name": ctx.StringAttr(name), "directory": ctx.StringAttr(dir)})
}
