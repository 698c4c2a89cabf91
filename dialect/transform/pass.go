package transform

import (
	"os"
	"strings"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument: "transform-interpreter",
		Name:     "InterpreterPass",
		Summary:  "transform dialect interpreter",
		New: func() (pass.Pass, *pass.Options) {
			p := &interpreterPass{}
			o := &pass.Options{}
			o.List("debug-bind-trailing-args", "Binds trailing arguments of the entry point to the payload operations with specified names.", &p.bindTrailing)
			o.Str("debug-payload-root-tag", "Select the operation with 'transform.target_tag' attribute having the given value as payload IR root. If empty select the pass anchor operation as the payload IR root.", &p.rootTag, "")
			o.Bool("disable-expensive-checks", "Disable expensive checks in the interpreter for a faster run.", &p.noExpensiveChecks, false)
			o.Str("entry-point", "Entry point of the pass pipeline.", &p.entryPoint, "__transform_main")
			return p, o
		},
	})
}

// interpreterPass is upstream's InterpreterPass: it applies the named
// sequence entry-point, found in the pass's op, to the payload root.
type interpreterPass struct {
	bindTrailing      []string
	rootTag           string
	noExpensiveChecks bool
	entryPoint        string
}

func (p *interpreterPass) Run(op *ir.Operation, st *pass.State) error {
	root, err := findPayloadRoot(op, p.rootTag)
	if err != nil {
		st.Report(err)
		return pass.ErrFailed
	}
	entry := FindEntryPoint(op, p.entryPoint)
	if entry == nil {
		st.Report(op.EmitError("could not find a nested named sequence with name: %s", p.entryPoint))
		return pass.ErrFailed
	}
	state := NewState(st.Ctx, root, st.Report, os.Stdout)
	state.SetPipelineRunner(st.RunPipeline)
	state.SetExpensiveChecks(!p.noExpensiveChecks)
	if !state.ApplyNamedSequence(entry, trailingBindings(root, p.bindTrailing)...) {
		return pass.ErrFailed
	}
	return nil
}

// trailingBindings returns, for each name, the payload ops under root
// (post-order) of that name; a `^`-prefixed name (upstream's binding of
// payload values) binds no op.
func trailingBindings(root *ir.Operation, names []string) [][]*ir.Operation {
	out := make([][]*ir.Operation, len(names))
	for i, name := range names {
		out[i] = []*ir.Operation{}
		if strings.HasPrefix(name, "^") {
			continue
		}
		root.Walk(func(o *ir.Operation) ir.WalkResult {
			if o.Name() == name {
				out[i] = append(out[i], o)
			}
			return ir.WalkAdvance
		})
	}
	return out
}

// findPayloadRoot returns the op under root tagged with tag (root itself
// when tag is empty), reporting a repeated tag.
func findPayloadRoot(root *ir.Operation, tag string) (*ir.Operation, *ir.Diagnostic) {
	if tag == "" {
		return root, nil
	}
	var target *ir.Operation
	var diag *ir.Diagnostic
	root.WalkPre(func(o *ir.Operation) ir.WalkResult {
		a, ok := o.Attr(TargetTag).(*ir.StringAttr)
		if !ok || a.Value != tag {
			return ir.WalkAdvance
		}
		if target == nil {
			target = o
			return ir.WalkAdvance
		}
		diag = o.EmitError("repeated operation with the target tag '%s'", tag)
		diag.AttachNote(target.Loc(), "previously seen operation")
		return ir.WalkInterrupt
	})
	if diag == nil && target == nil {
		diag = root.EmitError("could not find the operation with transform.target_tag=\"%s\" attribute", tag)
	}
	return target, diag
}

// FindEntryPoint returns the first named sequence called name in a
// pre-order walk of root, or nil.
func FindEntryPoint(root *ir.Operation, name string) *ir.Operation {
	var found *ir.Operation
	root.WalkPre(func(o *ir.Operation) ir.WalkResult {
		if o.Name() == "transform.named_sequence" {
			if n, _ := ir.SymbolName(o); n == name {
				found = o
				return ir.WalkInterrupt
			}
		}
		return ir.WalkAdvance
	})
	return found
}
