package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/dialect/all"
	"github.com/gomlir/gomlir/internal/splitinput"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/target/llvmimport"
)

// importLLVM is --import-llvm: LLVM IR text in, the llvm dialect out, with
// the flags of mlir-translate the import uses (-o, --split-input-file,
// --import-structs-as-literals, --mlir-print-debuginfo,
// --mlir-print-op-generic).
func importLLVM(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	var opts llvmimport.Options
	var flags asm.Flags
	split, input, output := false, "-", ""
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch strings.TrimLeft(a, "-") {
		case "import-llvm":
		case "split-input-file":
			split = true
		case "import-structs-as-literals":
			opts.StructsAsLiterals = true
		case "mlir-print-debuginfo":
			flags.DebugInfo = true
		case "mlir-print-op-generic":
			flags.Generic = true
		case "o":
			if i+1 == len(args) {
				fmt.Fprintln(stderr, "gomlir-translate: for the -o option: requires a value!")
				return 1
			}
			i++
			output = args[i]
		default:
			if strings.HasPrefix(a, "-") && a != "-" {
				fmt.Fprintf(stderr, "gomlir-translate: unsupported option with --import-llvm: %s\n", a)
				return 1
			}
			input = a
		}
	}
	var src []byte
	var err error
	if input == "-" {
		src, err = io.ReadAll(stdin)
		opts.File = "<stdin>"
	} else {
		src, err = os.ReadFile(input)
		opts.File = input
	}
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	chunks := []splitinput.Chunk{{Data: src, FirstLine: 1}}
	if split {
		chunks = splitinput.Split(src, "// -----")
	}
	var outs [][]byte
	code := 0
	for _, c := range chunks {
		text, err := importChunk(c.Data, opts, flags)
		if err != nil {
			if e, ok := err.(*llvmimport.Error); ok && e.Line > 0 {
				e.Line += c.FirstLine - 1
			}
			fmt.Fprintln(stderr, err)
			code = 1
		}
		outs = append(outs, text)
	}
	out := splitinput.Join(outs, "")
	if output != "" && output != "-" {
		if err := os.WriteFile(output, out, 0o644); err != nil {
			fmt.Fprintln(stderr, err)
			return 1
		}
		return code
	}
	stdout.Write(out)
	return code
}

// importChunk imports one input and prints the module.
func importChunk(src []byte, opts llvmimport.Options, flags asm.Flags) ([]byte, error) {
	ctx := ir.NewContext()
	all.Register(ctx)
	op, err := llvmimport.Import(ctx, src, opts)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	if err := asm.Print(&b, ctx, op, nil, flags); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}
