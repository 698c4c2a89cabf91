package conversion

import (
	"github.com/gomlir/gomlir/ir"
)

// Pattern is upstream's ConversionPattern: it rewrites an operation given
// its remapped operands, through a Rewriter that records every change so
// that the framework can legalize the result or roll it back.
type Pattern interface {
	// Root returns the op name the pattern applies to ("" for any op).
	Root() string
	// Benefit orders patterns of equal legalization depth: higher first.
	Benefit() int
	// MatchAndRewrite rewrites op and reports whether it did. When it
	// reports false it must not have changed the IR.
	MatchAndRewrite(op *ir.Operation, operands Adaptor, rw *Rewriter) bool
}

// PatternInfo is optionally implemented by patterns to tell the framework
// more than Root and Benefit.
type PatternInfo interface {
	// DebugName names the pattern.
	DebugName() string
	// GeneratedOps lists the op names the pattern may create, for the
	// legalization graph (none: the pattern is always considered).
	GeneratedOps() []string
	// TypeConverter returns the converter that types the operands the
	// pattern expects (nil: the operands keep their types).
	TypeConverter() *TypeConverter
	// OneToN reports whether the pattern accepts operands converted to
	// other than exactly one value.
	OneToN() bool
	// BoundedRecursion reports whether the pattern may be applied to an op
	// it created (within the same legalization).
	BoundedRecursion() bool
}

// Func is a Pattern written as a function, the concise way to write
// conversion patterns.
type Func struct {
	// Name is the debug name.
	Name string
	// On is the root op name ("" for any op).
	On string
	// Weight is the benefit (upstream's default is 1).
	Weight int
	// Generated lists the op names the pattern may create.
	Generated []string
	// Converter types the operands (nil: no type conversion).
	Converter *TypeConverter
	// AcceptsOneToN makes the pattern accept 1:N converted operands; without
	// it such operands make the pattern fail to match.
	AcceptsOneToN bool
	// Bounded declares that the pattern's recursive application ends.
	Bounded bool
	// Rewrite matches and rewrites op.
	Rewrite func(op *ir.Operation, operands Adaptor, rw *Rewriter) bool
}

// Root returns the anchor op name.
func (f *Func) Root() string { return f.On }

// Benefit returns the pattern's benefit.
func (f *Func) Benefit() int { return f.Weight }

// MatchAndRewrite calls the function.
func (f *Func) MatchAndRewrite(op *ir.Operation, a Adaptor, rw *Rewriter) bool {
	return f.Rewrite(op, a, rw)
}

// DebugName returns the pattern's name.
func (f *Func) DebugName() string { return f.Name }

// GeneratedOps returns the op names the pattern may create.
func (f *Func) GeneratedOps() []string { return f.Generated }

// TypeConverter returns the pattern's type converter.
func (f *Func) TypeConverter() *TypeConverter { return f.Converter }

// OneToN reports whether the pattern accepts 1:N operands.
func (f *Func) OneToN() bool { return f.AcceptsOneToN }

// BoundedRecursion reports whether recursive application is safe.
func (f *Func) BoundedRecursion() bool { return f.Bounded }

// Adaptor holds the remapped operands of the operation a pattern rewrites:
// for each original operand, the values it was converted to (one for a 1:1
// conversion, several for 1:N, none when dropped).
type Adaptor struct {
	ranges [][]*ir.Value
	flat   []*ir.Value
}

// NewAdaptor returns an adaptor over the given operand ranges.
func NewAdaptor(ranges [][]*ir.Value) Adaptor {
	a := Adaptor{ranges: ranges}
	oneToOne := true
	for _, r := range ranges {
		if len(r) != 1 {
			oneToOne = false
			break
		}
	}
	if oneToOne {
		a.flat = make([]*ir.Value, len(ranges))
		for i, r := range ranges {
			a.flat[i] = r[0]
		}
	}
	return a
}

// NumOperands returns the number of original operands.
func (a Adaptor) NumOperands() int { return len(a.ranges) }

// Operand returns the value original operand i was converted to (1:1
// patterns only; nil when it was converted to other than one value).
func (a Adaptor) Operand(i int) *ir.Value {
	if len(a.ranges[i]) != 1 {
		return nil
	}
	return a.ranges[i][0]
}

// Operands returns the converted operands of a 1:1 conversion (nil when
// some operand was converted to other than one value).
func (a Adaptor) Operands() []*ir.Value { return a.flat }

// Range returns the values original operand i was converted to.
func (a Adaptor) Range(i int) []*ir.Value { return a.ranges[i] }

// Ranges returns the converted values of every original operand.
func (a Adaptor) Ranges() [][]*ir.Value { return a.ranges }

// isOneToOne reports whether every operand converted to exactly one value.
func (a Adaptor) isOneToOne() bool { return a.flat != nil || len(a.ranges) == 0 }

// patternInfo returns p's optional information with defaults.
func patternInfo(p Pattern) (name string, generated []string, tc *TypeConverter, oneToN, bounded bool) {
	if pi, ok := p.(PatternInfo); ok {
		return pi.DebugName(), pi.GeneratedOps(), pi.TypeConverter(), pi.OneToN(), pi.BoundedRecursion()
	}
	return "", nil, nil, false, false
}
