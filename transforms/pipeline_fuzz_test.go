package transforms_test

import (
	"testing"

	"github.com/gomlir/gomlir/pass"
)

// FuzzParsePipeline parses textual pass pipelines over the registered
// passes: no input may panic, and a pipeline that parses prints as text
// that parses back to the same pipeline.
func FuzzParsePipeline(f *testing.F) {
	for _, s := range []string{
		"builtin.module(cse)",
		"builtin.module(func.func(cse,canonicalize{max-iterations=3 top-down=false}))",
		"builtin.module(canonicalize{disable-patterns=a,b enable-patterns={c}})",
		"builtin.module(inline{default-pipeline=canonicalize max-iterations=2 op-pipelines=func.func(cse)})",
		"builtin.module(sccp,symbol-dce,symbol-privatize{exclude=f},loop-invariant-code-motion)",
		"any(cse)",
		"builtin.module(any(canonicalize))",
		"builtin.module(func.func(cse)",
		"builtin.module(cse{x=1})",
		"builtin.module(inline{default-pipeline='cse, canonicalize'})",
		"builtin.module(view-op-graph{max-label-len=3 print-attrs=false})",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		pm, err := pass.ParsePipeline(text)
		if err != nil {
			return
		}
		printed := pm.String()
		again, err := pass.ParsePipeline(printed)
		if err != nil {
			t.Fatalf("%q prints as %q, which does not parse: %v", text, printed, err)
		}
		if got := again.String(); got != printed {
			t.Fatalf("%q prints as %q, which prints back as %q", text, printed, got)
		}
	})
}
