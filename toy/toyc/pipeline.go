package toyc

import (
	"fmt"
	"strings"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"

	// The toy passes, the affine and llvm dialects' and the generic ones
	// the pipelines name.
	_ "github.com/gomlir/gomlir/dialect/affine"
	_ "github.com/gomlir/gomlir/dialect/llvm/transforms"
	_ "github.com/gomlir/gomlir/toy/transforms"
	_ "github.com/gomlir/gomlir/transforms"
)

// pipeline returns the textual pass pipeline of the chapter's toyc for the
// options ("" when no pass runs).
func (o *options) pipeline() string {
	var passes []string
	switch {
	case o.chapter == 3:
		if o.opt {
			passes = append(passes, "toy.func(canonicalize)")
		}
	case o.chapter >= 4:
		if o.opt || o.emit >= emitMLIRAffine {
			fn := "toy.func(toy-shape-inference,canonicalize,cse)"
			if o.chapter >= 7 {
				fn = "toy.func(canonicalize,toy-shape-inference,canonicalize,cse)"
			}
			passes = append(passes, "inline", fn)
		}
		if o.emit >= emitMLIRAffine {
			fn := "func.func(canonicalize,cse"
			if o.opt {
				fn += ",affine-loop-fusion,affine-scalrep"
			}
			passes = append(passes, "toy-lower-to-affine", fn+")")
		}
		if o.emit >= emitMLIRLLVM {
			passes = append(passes, "toy-to-llvm", "ensure-debug-info-scope-on-llvm-func")
		}
	}
	if len(passes) == 0 {
		return ""
	}
	return "builtin.module(" + strings.Join(passes, ",") + ")"
}

// runPipeline runs the chapter's passes on module; it returns toyc's exit
// status (4 when the pipeline fails).
func (d *driver) runPipeline(ctx *ir.Context, module *ir.Operation) int {
	text := d.o.pipeline()
	if text == "" {
		return 0
	}
	pm, err := pass.ParsePipeline(text)
	if err != nil {
		fmt.Fprintf(d.stderr, "toyc: %v\n", err)
		return 4
	}
	if err := pm.Run(ctx, module, &pass.Config{Stderr: d.stderr, VerifyEach: true}); err != nil {
		if diag, ok := err.(*ir.Diagnostic); ok {
			d.report(diag)
		}
		return 4
	}
	return 0
}
