package conversion

import (
	"strings"

	"github.com/gomlir/gomlir/ir"
)

// Action is the legality of the operations an entry of a Target covers.
type Action uint8

// Legalization actions.
const (
	// Legal: every instance is legal.
	Legal Action = iota + 1
	// Dynamic: instances are legal when the legality callback says so.
	Dynamic
	// Illegal: no instance is legal; each must be converted.
	Illegal
)

// Decision is the answer of a dynamic legality callback.
type Decision uint8

// Dynamic legality answers.
const (
	// Undecided defers to the callback registered before (and, when there
	// is none, to the entry's action).
	Undecided Decision = iota
	// IsLegal marks the instance legal.
	IsLegal
	// IsIllegal marks the instance illegal.
	IsIllegal
)

// LegalityFunc decides the legality of one operation.
type LegalityFunc func(op *ir.Operation) Decision

// When turns a boolean predicate into a LegalityFunc that always decides.
func When(legal func(op *ir.Operation) bool) LegalityFunc {
	return func(op *ir.Operation) Decision {
		if legal(op) {
			return IsLegal
		}
		return IsIllegal
	}
}

// compose chains callbacks as upstream: the newer one first, the older one
// when the newer one is undecided.
func compose(old, newer LegalityFunc) LegalityFunc {
	if old == nil {
		return newer
	}
	return func(op *ir.Operation) Decision {
		if d := newer(op); d != Undecided {
			return d
		}
		return old(op)
	}
}

type opEntry struct {
	action    Action
	recursive bool
	legality  LegalityFunc
	// recursiveFn selects the instances that are recursively legal (nil:
	// all of them).
	recursiveFn LegalityFunc
}

// Target is upstream's ConversionTarget: the legality of operations by
// name, by dialect, and of unknown operations. A Target must not be changed
// while a conversion uses it; conversions may share it.
type Target struct {
	ops        map[string]*opEntry
	dialects   map[string]Action
	dialectFns map[string]LegalityFunc
	unknownFn  LegalityFunc
}

// NewTarget returns a target with no legal operations.
func NewTarget() *Target {
	return &Target{ops: map[string]*opEntry{}, dialects: map[string]Action{}, dialectFns: map[string]LegalityFunc{}}
}

// SetOpAction sets the action of the named operations.
func (t *Target) SetOpAction(action Action, names ...string) {
	for _, n := range names {
		e := t.ops[n]
		if e == nil {
			e = &opEntry{}
			t.ops[n] = e
		}
		e.action = action
	}
}

// AddLegalOp marks the named operations legal.
func (t *Target) AddLegalOp(names ...string) { t.SetOpAction(Legal, names...) }

// AddIllegalOp marks the named operations illegal.
func (t *Target) AddIllegalOp(names ...string) { t.SetOpAction(Illegal, names...) }

// AddDynamicallyLegalOp marks the named operations dynamically legal,
// decided by fn (composed with any callback set before).
func (t *Target) AddDynamicallyLegalOp(fn LegalityFunc, names ...string) {
	t.SetOpAction(Dynamic, names...)
	for _, n := range names {
		e := t.ops[n]
		e.legality = compose(e.legality, fn)
	}
}

// SetDialectAction sets the action of the operations of the named dialects.
func (t *Target) SetDialectAction(action Action, dialects ...string) {
	for _, d := range dialects {
		t.dialects[d] = action
	}
}

// AddLegalDialect marks the operations of the named dialects legal.
func (t *Target) AddLegalDialect(dialects ...string) { t.SetDialectAction(Legal, dialects...) }

// AddIllegalDialect marks the operations of the named dialects illegal.
func (t *Target) AddIllegalDialect(dialects ...string) { t.SetDialectAction(Illegal, dialects...) }

// AddDynamicallyLegalDialect marks the operations of the named dialects
// dynamically legal, decided by fn.
func (t *Target) AddDynamicallyLegalDialect(fn LegalityFunc, dialects ...string) {
	t.SetDialectAction(Dynamic, dialects...)
	for _, d := range dialects {
		t.dialectFns[d] = compose(t.dialectFns[d], fn)
	}
}

// MarkUnknownOpDynamicallyLegal makes the operations no entry covers
// dynamically legal, decided by fn.
func (t *Target) MarkUnknownOpDynamicallyLegal(fn LegalityFunc) {
	t.unknownFn = compose(t.unknownFn, fn)
}

// MarkOpRecursivelyLegal makes the named (legal or dynamically legal)
// operations recursively legal: the operations nested in a legal instance
// are legal too and are not converted. fn, when not nil, selects the
// instances that are (an undecided answer counts as yes).
func (t *Target) MarkOpRecursivelyLegal(fn LegalityFunc, names ...string) {
	for _, n := range names {
		e := t.ops[n]
		if e == nil {
			e = &opEntry{action: Legal}
			t.ops[n] = e
		}
		e.recursive = true
		if fn != nil {
			e.recursiveFn = compose(e.recursiveFn, fn)
		} else {
			e.recursiveFn = nil
		}
	}
}

// dialectOf returns the dialect namespace of an op name.
func dialectOf(info *ir.OpInfo) string {
	if info.Dialect != "" {
		return info.Dialect
	}
	if i := strings.IndexByte(info.Name, '.'); i >= 0 {
		return info.Name[:i]
	}
	return ""
}

// info returns the entry covering ops named name: the op's own, its
// dialect's, or the unknown-op one (ok false when none).
func (t *Target) info(info *ir.OpInfo) (e opEntry, ok bool) {
	if oe := t.ops[info.Name]; oe != nil {
		return *oe, true
	}
	d := dialectOf(info)
	if a, found := t.dialects[d]; found {
		return opEntry{action: a, legality: t.dialectFns[d]}, true
	}
	if t.unknownFn != nil {
		return opEntry{action: Dynamic, legality: t.unknownFn}, true
	}
	return opEntry{}, false
}

// OpAction returns the action for operations named by info (0 when none).
func (t *Target) OpAction(info *ir.OpInfo) Action {
	e, ok := t.info(info)
	if !ok {
		return 0
	}
	return e.action
}

// actionOfName is OpAction for a name that may not be registered.
func (t *Target) actionOfName(ctx *ir.Context, name string) Action {
	return t.OpAction(ctx.OpInfo(name))
}

// IsLegal reports whether op is legal, and whether it is recursively
// legal.
func (t *Target) IsLegal(op *ir.Operation) (legal, recursive bool) {
	e, ok := t.info(op.Info())
	if !ok {
		return false, false
	}
	legal = e.action == Legal
	if e.action == Dynamic && e.legality != nil {
		if d := e.legality(op); d != Undecided {
			legal = d == IsLegal
		}
	}
	if !legal {
		return false, false
	}
	if e.recursive {
		recursive = e.recursiveFn == nil || e.recursiveFn(op) != IsIllegal
	}
	return true, recursive
}

// IsIllegal reports whether op is known to be illegal: marked illegal, or
// dynamically legal with a callback that says it is not.
func (t *Target) IsIllegal(op *ir.Operation) bool {
	e, ok := t.info(op.Info())
	if !ok {
		return false
	}
	if e.action == Dynamic {
		if e.legality == nil {
			return false
		}
		return e.legality(op) == IsIllegal
	}
	return e.action == Illegal
}
