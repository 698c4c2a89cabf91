package toyc

import (
	"fmt"
	"strings"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"

	// The toy passes, the llvm dialect's and the generic ones the
	// pipelines name.
	_ "github.com/gomlir/gomlir/dialect/llvm/transforms"
	_ "github.com/gomlir/gomlir/toy/transforms"
	_ "github.com/gomlir/gomlir/transforms"
)

// pipeline returns the textual pass pipeline of the chapter's toyc for the
// options ("" when no pass runs). Passes are named as registered, so
// lowerings that are not part of gomlir yet are reported by name.
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
			if o.opt && !o.skipAffineOpt() {
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

// skipAffineOpt reports whether -opt leaves out the affine loop fusion
// and scalar replacement, which gomlir does not provide yet: it does when
// the output is LLVM IR (LLVM's O3 pipeline runs then) or the program's
// run, whose output they do not change. At the MLIR levels their absence
// is reported.
func (o *options) skipAffineOpt() bool {
	return o.emit >= emitLLVM && (pass.Lookup("affine-loop-fusion") == nil || pass.Lookup("affine-scalrep") == nil)
}

// runPipeline runs the chapter's passes on module; it returns toyc's exit
// status (4 when the pipeline fails).
func (d *driver) runPipeline(ctx *ir.Context, module *ir.Operation) int {
	text := d.o.pipeline()
	if text == "" {
		return 0
	}
	if missing := missingPasses(text); len(missing) > 0 {
		fmt.Fprintf(d.stderr, "%s: -emit=%s needs passes gomlir does not provide yet: %s\n",
			"toyc", emitNames[d.o.emit], strings.Join(missing, ", "))
		return 4
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

// missingPasses lists the passes of a pipeline text that are not
// registered.
func missingPasses(text string) []string {
	var missing []string
	for _, f := range strings.FieldsFunc(text, func(r rune) bool { return r == '(' || r == ')' || r == ',' }) {
		if strings.Contains(f, ".") {
			continue // an op anchor
		}
		if pass.Lookup(f) == nil {
			missing = append(missing, f)
		}
	}
	return missing
}
