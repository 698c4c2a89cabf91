package toyc

import (
	"fmt"
	"strings"

	"github.com/gomlir/gomlir/asm"
)

// Emit levels, in the order of MLIR's toyc Action enum.
const (
	emitNone = iota
	emitAST
	emitMLIR
	emitMLIRAffine
	emitMLIRLLVM
	emitLLVM
	emitJIT
)

// emitNames are the -emit values, indexed by level.
var emitNames = []string{"", "ast", "mlir", "mlir-affine", "mlir-llvm", "llvm", "jit"}

// maxEmit is the last -emit level of each chapter.
func maxEmit(chapter int) int {
	switch {
	case chapter <= 1:
		return emitAST
	case chapter <= 4:
		return emitMLIR
	case chapter == 5:
		return emitMLIRAffine
	}
	return emitJIT
}

// options are toyc's command line, parsed as LLVM's command-line library
// parses it.
type options struct {
	chapter  int
	input    string
	emit     int
	opt      bool
	mlirIn   bool // -x=mlir
	print    asm.Flags
	noOpDiag bool // --mlir-print-op-on-diagnostic=false
	// interpret runs -emit=jit in gomlir's interpreter (package exec)
	// instead of compiling the module with clang (a gomlir option).
	interpret bool
}

// cmdError is an error of the command line (exit status 1).
type cmdError string

func (e cmdError) Error() string { return string(e) }

// helpError is the --help text (exit status 0).
type helpError string

func (e helpError) Error() string { return string(e) }

// emitHelp describes the -emit values.
var emitHelp = []string{"", "output the AST dump", "output the MLIR dump", "output the MLIR dump after affine lowering",
	"output the MLIR dump after llvm lowering", "output the LLVM IR dump", "JIT the code and run it by invoking the main function"}

// usage is the --help text: toyc's own options (upstream's also lists
// LLVM's and MLIR's).
func usage(chapter int, prog string) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "OVERVIEW: toy compiler\n\nUSAGE: %s [options] <input toy file>\n\nOPTIONS:\n", prog)
	sb.WriteString("  --emit=<value> - Select the kind of output desired\n")
	for lvl := emitAST; lvl <= maxEmit(chapter); lvl++ {
		fmt.Fprintf(&sb, "    =%s - %s\n", emitNames[lvl], emitHelp[lvl])
	}
	if chapter >= 6 {
		sb.WriteString("  --interpret - Run -emit=jit in gomlir's interpreter instead of compiling with clang\n")
	}
	if chapter >= 3 {
		sb.WriteString("  --opt - Enable optimizations\n")
	}
	if chapter >= 2 {
		sb.WriteString("  --x=<value> - Decided the kind of output desired\n    =toy - load the input file as a Toy source.\n    =mlir - load the input file as an MLIR file\n")
	}
	return sb.String()
}

// boolValue parses the value of a boolean option.
func boolValue(prog, name, v string) (bool, error) {
	switch v {
	case "", "true", "TRUE", "True", "1":
		return true, nil
	case "false", "FALSE", "False", "0":
		return false, nil
	}
	return false, cmdError(fmt.Sprintf("%s: for the --%s option: '%s' is invalid value for boolean argument! Try 0 or 1\n", prog, name, v))
}

// parseArgs parses args (without the program name); prog is the program
// name of messages, argv0 the command as invoked.
func parseArgs(chapter int, prog, argv0 string, args []string) (*options, error) {
	o := &options{chapter: chapter, input: "-"}
	var positional []string
	boolFlags := map[string]*bool{}
	valueFlags := map[string]bool{"emit": true}
	if chapter >= 2 {
		valueFlags["x"] = true
		boolFlags["mlir-print-debuginfo"] = &o.print.DebugInfo
		boolFlags["mlir-pretty-debuginfo"] = &o.print.PrettyDebugInfo
		boolFlags["mlir-print-op-generic"] = &o.print.Generic
		boolFlags["mlir-print-local-scope"] = &o.print.LocalScope
		boolFlags["mlir-print-value-users"] = &o.print.ValueUsers
		boolFlags["mlir-print-unique-ssa-ids"] = &o.print.UniqueSSAIDs
		boolFlags["mlir-print-assume-verified"] = &o.print.AssumeVerified
		valueFlags["mlir-elide-elementsattrs-if-larger"] = true
		valueFlags["mlir-print-op-on-diagnostic"] = true
	}
	if chapter >= 3 {
		boolFlags["opt"] = &o.opt
	}
	if chapter >= 6 {
		boolFlags["interpret"] = &o.interpret
	}
	dashdash := false
	for i := 0; i < len(args); i++ {
		a := args[i]
		if dashdash || a == "-" || !strings.HasPrefix(a, "-") {
			positional = append(positional, a)
			continue
		}
		if a == "--" {
			dashdash = true
			continue
		}
		name := strings.TrimPrefix(strings.TrimPrefix(a, "-"), "-")
		name, value, hasValue := strings.Cut(name, "=")
		if name == "help" || name == "h" {
			return nil, helpError(usage(chapter, prog))
		}
		if p, ok := boolFlags[name]; ok {
			b, err := boolValue(prog, name, value)
			if err != nil {
				return nil, err
			}
			*p = b
			continue
		}
		if !valueFlags[name] {
			return nil, cmdError(fmt.Sprintf("%s: Unknown command line argument '%s'.  Try: '%s --help'\n", prog, a, argv0))
		}
		if !hasValue {
			if i+1 >= len(args) {
				dash := "--"
				if len(name) == 1 {
					dash = "-"
				}
				return nil, cmdError(fmt.Sprintf("%s: for the %s%s option: requires a value!\n", prog, dash, name))
			}
			i++
			value = args[i]
		}
		if err := o.set(prog, name, value); err != nil {
			return nil, err
		}
	}
	if len(positional) > 1 {
		return nil, cmdError(fmt.Sprintf("%s: Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: %s --help\n", prog, argv0))
	}
	if len(positional) == 1 {
		o.input = positional[0]
	}
	return o, nil
}

// set assigns a value option.
func (o *options) set(prog, name, value string) error {
	bad := func() error {
		dash := "--"
		if len(name) == 1 {
			dash = "-"
		}
		return cmdError(fmt.Sprintf("%s: for the %s%s option: Cannot find option named '%s'!\n", prog, dash, name, value))
	}
	switch name {
	case "emit":
		for lvl := emitAST; lvl <= maxEmit(o.chapter); lvl++ {
			if emitNames[lvl] == value {
				o.emit = lvl
				return nil
			}
		}
		return bad()
	case "x":
		switch value {
		case "toy":
			o.mlirIn = false
		case "mlir":
			o.mlirIn = true
		default:
			return bad()
		}
	case "mlir-elide-elementsattrs-if-larger":
		var n int64
		if _, err := fmt.Sscan(value, &n); err != nil {
			return cmdError(fmt.Sprintf("%s: for the --%s option: '%s' value invalid for uint argument!\n", prog, name, value))
		}
		o.print.ElideElementsAttrsIfLarger = asm.LimitOf(n)
	case "mlir-print-op-on-diagnostic":
		b, err := boolValue(prog, name, value)
		if err != nil {
			return err
		}
		o.noOpDiag = !b
	}
	return nil
}
