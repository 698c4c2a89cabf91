package pass

import (
	"fmt"
	"sort"
	"strings"
	"sync"

	"github.com/gomlir/gomlir/ir"
)

// entry is one pipeline element: a pass, or an adaptor running nested
// pass managers over the child operations (upstream's OpToOpPassAdaptor).
type entry struct {
	info    *Info
	pass    Pass
	options *Options
	// nested holds the adaptor's pass managers, sorted by operation name
	// once finalized.
	nested []*OpPassManager

	statMu sync.Mutex
	stats  map[string]int64
	// timerNode is the timer of the running pass (for dynamic pipelines).
	timerNode *timerNode
}

func (e *entry) addStat(name string, n int64) {
	e.statMu.Lock()
	if e.stats == nil {
		e.stats = map[string]int64{}
	}
	e.stats[name] += n
	e.statMu.Unlock()
}

// adaptorName is upstream's OpToOpPassAdaptor::getAdaptorName.
func (e *entry) adaptorName() string {
	names := make([]string, len(e.nested))
	for i, pm := range e.nested {
		names[i] = "'" + pm.OpName + "'"
	}
	return "Pipeline Collection : [" + strings.Join(names, ", ") + "]"
}

// OpPassManager runs a pipeline on operations of one name ("any" for
// op-agnostic pipelines).
type OpPassManager struct {
	OpName  string
	entries []*entry
	// Implicit nests passes anchored on another operation in a nested
	// pipeline (upstream's Nesting::Implicit, used by mlir-opt).
	Implicit bool
	once     sync.Once
}

// NewOpPassManager returns an empty pipeline anchored on opName.
func NewOpPassManager(opName string) *OpPassManager { return &OpPassManager{OpName: opName} }

// passName is the display name of a pass (its Name, or its argument).
func passName(info *Info) string {
	if info.Name != "" {
		return info.Name
	}
	return info.Argument
}

// Namer is implemented by passes whose display name depends on their
// options (upstream's Pass::getName overrides).
type Namer interface {
	PassName() string
}

// name is the display name of the pass instance.
func (e *entry) name() string {
	if n, ok := e.pass.(Namer); ok {
		return n.PassName()
	}
	return passName(e.info)
}

// AddPass appends a pass created from info with its options.
func (pm *OpPassManager) AddPass(info *Info, p Pass, opts *Options) error {
	if info.OpName != "" && pm.OpName != "any" && info.OpName != pm.OpName {
		if pm.Implicit {
			n := pm.Nest(info.OpName)
			n.Implicit = true
			return n.AddPass(info, p, opts)
		}
		return fmt.Errorf("Can't add pass '%s' restricted to '%s' on a PassManager intended to run on '%s', did you intend to nest?",
			passName(info), info.OpName, pm.OpName)
	}
	pm.entries = append(pm.entries, &entry{info: info, pass: p, options: opts})
	return nil
}

// checkSchedulable reports upstream's error for interface passes added to
// a pass manager whose operation does not implement the interface; ctx
// gives the registered operations.
func (pm *OpPassManager) checkSchedulable(ctx *ir.Context) error {
	for _, e := range pm.entries {
		if e.nested != nil {
			for _, n := range e.nested {
				if err := n.checkSchedulable(ctx); err != nil {
					return err
				}
			}
			continue
		}
		if e.info.Interface == "" || pm.OpName == "any" {
			continue
		}
		info := ctx.LookupOp(pm.OpName)
		if info == nil || !ir.HasInterfaceNamed(info, e.info.Interface) {
			return fmt.Errorf("unable to schedule pass '%s' on a PassManager intended to run on '%s'!", passName(e.info), pm.OpName)
		}
	}
	return nil
}

// DependentDialects lists the dialects the pipeline's passes may create
// operations of (Info.Dependent), sorted and without duplicates.
func (pm *OpPassManager) DependentDialects() []string {
	seen := map[string]bool{}
	var out []string
	var walk func(pm *OpPassManager)
	walk = func(pm *OpPassManager) {
		for _, e := range pm.entries {
			for _, n := range e.nested {
				walk(n)
			}
			if e.info == nil {
				continue
			}
			for _, d := range e.info.Dependent {
				if !seen[d] {
					seen[d] = true
					out = append(out, d)
				}
			}
		}
	}
	walk(pm)
	sort.Strings(out)
	return out
}

// canScheduleOn reports whether every pass of an op-agnostic pipeline may
// run on op (interface passes need the interface).
func (pm *OpPassManager) canScheduleOn(op *ir.Operation) bool {
	if !op.IsRegistered() || !op.HasTrait(ir.TraitIsolatedFromAbove) {
		return false
	}
	for _, e := range pm.entries {
		if e.nested == nil && e.info.Interface != "" {
			if !op.IsRegistered() || !ir.HasInterfaceNamed(op.Info(), e.info.Interface) {
				return false
			}
		}
	}
	return true
}

// Nest returns a nested pipeline for ops named opName.
func (pm *OpPassManager) Nest(opName string) *OpPassManager {
	n := NewOpPassManager(opName)
	pm.entries = append(pm.entries, &entry{nested: []*OpPassManager{n}})
	return n
}

// Empty reports whether the pipeline has no passes.
func (pm *OpPassManager) Empty() bool { return len(pm.entries) == 0 }

// finalize merges adjacent adaptors as upstream's finalizePassList does:
// nested pipelines of the same operation are concatenated, the others
// kept sorted by name (op-agnostic ones last). An adaptor holding an
// op-agnostic pipeline merges only when that pipeline cannot run on the
// operations of the other adaptor's pipelines (ctx gives the registered
// operations; nil merges no op-agnostic pipeline).
func (pm *OpPassManager) finalize(ctx *ir.Context) {
	pm.once.Do(func() {
		var out []*entry
		var last *entry
		for _, e := range pm.entries {
			if e.nested == nil {
				last = nil
				out = append(out, e)
				continue
			}
			for _, n := range e.nested {
				n.finalize(ctx)
			}
			if last != nil && canMerge(ctx, e, last) {
				for _, n := range e.nested {
					merged := false
					for _, m := range last.nested {
						if m.OpName == n.OpName {
							m.entries = append(m.entries, n.entries...)
							merged = true
							break
						}
					}
					if !merged {
						last.nested = append(last.nested, n)
					}
				}
				sortManagers(last.nested)
				continue
			}
			sortManagers(e.nested)
			last = e
			out = append(out, e)
		}
		pm.entries = out
	})
}

// canMerge is upstream's OpToOpPassAdaptor::tryMergeInto check: an
// op-agnostic pipeline of either adaptor must not be schedulable on the
// operations of the other's pipelines (two op-agnostic ones conflict).
func canMerge(ctx *ir.Context, lhs, rhs *entry) bool {
	conflicts := func(generic *OpPassManager, others []*OpPassManager) bool {
		for _, o := range others {
			if o.OpName == "any" || ctx == nil || generic.canScheduleOnName(ctx, o.OpName) {
				return true
			}
		}
		return false
	}
	for _, pair := range [2][2]*entry{{lhs, rhs}, {rhs, lhs}} {
		for _, n := range pair[0].nested {
			if n.OpName == "any" {
				if conflicts(n, pair[1].nested) {
					return false
				}
				break
			}
		}
	}
	return true
}

// canScheduleOnName reports whether every pass of an op-agnostic pipeline
// may run on the operations named name.
func (pm *OpPassManager) canScheduleOnName(ctx *ir.Context, name string) bool {
	info := ctx.LookupOp(name)
	if info == nil || !info.Traits.Has(ir.TraitIsolatedFromAbove) {
		return false
	}
	for _, e := range pm.entries {
		if e.nested != nil {
			continue
		}
		if e.info.OpName != "" && e.info.OpName != name {
			return false
		}
		if e.info.Interface != "" && !ir.HasInterfaceNamed(info, e.info.Interface) {
			return false
		}
	}
	return true
}

func sortManagers(pms []*OpPassManager) {
	sort.SliceStable(pms, func(i, j int) bool {
		a, b := pms[i].OpName, pms[j].OpName
		if (a == "any") != (b == "any") {
			return b == "any"
		}
		return a < b
	})
}

// String prints the pipeline in textual form, as --dump-pass-pipeline.
func (pm *OpPassManager) String() string {
	var sb strings.Builder
	pm.write(&sb)
	return sb.String()
}

func (pm *OpPassManager) write(sb *strings.Builder) {
	sb.WriteString(pm.OpName)
	sb.WriteByte('(')
	pm.writeElements(sb)
	sb.WriteByte(')')
}

// writeElements prints the pipeline's elements without the anchor.
func (pm *OpPassManager) writeElements(sb *strings.Builder) {
	for i, e := range pm.entries {
		if i > 0 {
			sb.WriteByte(',')
		}
		e.write(sb)
	}
}

// write prints one element: a pass with its options, or the adaptor's
// nested pipelines.
func (e *entry) write(sb *strings.Builder) {
	if e.nested != nil {
		for i, n := range e.nested {
			if i > 0 {
				sb.WriteByte(',')
			}
			n.write(sb)
		}
		return
	}
	sb.WriteString(e.info.Argument)
	if !e.options.Empty() {
		sb.WriteString("{" + e.options.String() + "}")
	}
}

// NumPasses counts the elements of the pipeline (a nested pipeline counts
// as one), as upstream's "Pass Manager with N passes".
func (pm *OpPassManager) NumPasses() int { return len(pm.entries) }

// Pretty prints the pipeline on several lines, as --dump-pass-pipeline.
func (pm *OpPassManager) Pretty() string {
	var sb strings.Builder
	pm.pretty(&sb, 0)
	return sb.String()
}

func (pm *OpPassManager) pretty(sb *strings.Builder, indent int) {
	pad := strings.Repeat("  ", indent)
	sb.WriteString(pad + pm.OpName + "(\n")
	first := true
	for _, e := range pm.entries {
		if e.nested != nil {
			for _, n := range e.nested {
				if !first {
					sb.WriteString(",\n")
				}
				first = false
				n.pretty(sb, indent+1)
			}
			continue
		}
		if !first {
			sb.WriteString(",\n")
		}
		first = false
		sb.WriteString(pad + "  ")
		e.write(sb)
	}
	if !first {
		sb.WriteString("\n")
	}
	sb.WriteString(pad + ")")
}
