// Package exec interprets MLIR modules: the func, arith, math, cf, scf,
// affine, memref, vector, index, complex, ub and llvm dialects, as written
// and as the lowerings to LLVM produce them.
//
// Each function is compiled once, on its first call, into a register form:
// every SSA value gets a slot of the frame, each operation becomes a Go
// closure over its operand and result slots, constants are preset in a frame
// template, and branches move block arguments in parallel. Memory is a set of
// byte-addressed allocations with distinct addresses, so that pointers keep
// their allocation and every access is bounds-checked.
package exec

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"runtime"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/ir"
)

// Loc is the location of an operation, for run-time diagnostics.
type Loc = ir.Location

// RunError is a run-time failure of the interpreted program, located at the
// operation that failed.
type RunError struct {
	Loc Loc
	Msg string
}

func (e *RunError) Error() string { return e.Msg }

// exitCode ends the program as a call of exit() would.
type exitCode int

// instr executes one compiled operation.
type instr func(fr *frame)

// term executes a terminator and returns the index of the next block of the
// region, or -1 when control leaves the region.
type term func(fr *frame) int

type cblock struct {
	ops  []instr
	term term
}

// code is a compiled region.
type code struct{ blocks []cblock }

func (c *code) run(fr *frame) {
	b := &c.blocks[0]
	for {
		for _, f := range b.ops {
			f(fr)
		}
		n := b.term(fr)
		if n < 0 {
			return
		}
		b = &c.blocks[n]
	}
}

// frame is the activation of one function.
type frame struct {
	s   []Val
	ret []Val
	m   *Machine
	// stack lists the stack allocations to free on return.
	stack []*Alloc
	tmp   []Val
	// va holds the variadic arguments of the call (see vararg.go).
	va []vaArg
}

// function is a callable: an interpreted function (compiled on first call)
// or a runtime function implemented in Go.
type function struct {
	name string
	op   *ir.Operation
	ext  externFn
	// compiled form
	body     *code
	template []Val
	args     []int
	err      error
}

// externFn implements a function of the runtime libraries.
type externFn func(m *Machine, args []Val, loc Loc) []Val

// Machine interprets one module.
type Machine struct {
	ctx     *ir.Context
	mod     *ir.Operation
	funcs   map[string]*function
	globals map[string]Val
	mem     addrSpace
	types   map[ir.Type]*tinfo
	out     *bufio.Writer
	depth   int
	// ctors and dtors are the global constructors and destructors.
	ctors, dtors []string
	// Stderr receives what the runtime writes to standard error.
	Stderr io.Writer
	// MaxDepth bounds the call depth (deep recursion ends with a
	// diagnostic instead of exhausting the Go stack).
	MaxDepth int
}

// New prepares module mod for execution; the program writes to out.
func New(ctx *ir.Context, mod *ir.Operation, out io.Writer) (*Machine, error) {
	m := &Machine{ctx: ctx, mod: mod, funcs: map[string]*function{}, globals: map[string]Val{},
		types: map[ir.Type]*tinfo{}, out: bufio.NewWriter(out), Stderr: os.Stderr, MaxDepth: 20000}
	if err := m.loadModule(); err != nil {
		return nil, err
	}
	return m, nil
}

// Func returns the function named name, and whether it has a body.
func (m *Machine) Func(name string) (*ir.Operation, bool) {
	f := m.funcs[name]
	if f == nil || f.op == nil {
		return nil, false
	}
	return f.op, f.op.NumRegions() > 0 && !f.op.Region(0).Empty()
}

// Call runs function name with args and returns its results. A run-time
// failure returns a *RunError; a call of exit() returns ExitError.
func (m *Machine) Call(name string, args []Val) (res []Val, err error) {
	f := m.funcs[name]
	if f == nil {
		return nil, fmt.Errorf("no function named '%s'", name)
	}
	defer func() {
		m.out.Flush()
		if r := recover(); r != nil {
			switch r := r.(type) {
			case *RunError:
				err = r
			case exitCode:
				err = ExitError(r)
			case runtime.Error:
				err = &RunError{Loc: f.loc(), Msg: "internal interpreter error: " + r.Error()}
			default:
				panic(r)
			}
		}
	}()
	res = m.call(f, args, nil, m.ctx.UnknownLoc())
	return res, nil
}

// Run runs the global constructors, function entry (without arguments),
// then the global destructors, and returns entry's results.
func (m *Machine) Run(entry string) ([]Val, error) {
	for _, c := range m.ctors {
		if _, err := m.Call(c, nil); err != nil {
			return nil, err
		}
	}
	res, err := m.Call(entry, nil)
	if err != nil {
		return nil, err
	}
	for _, d := range m.dtors {
		if _, err := m.Call(d, nil); err != nil {
			return nil, err
		}
	}
	return res, nil
}

// ExitError is the status a program passed to exit().
type ExitError int

func (e ExitError) Error() string { return fmt.Sprintf("exit(%d)", int(e)) }

func (f *function) loc() Loc {
	if f.op != nil {
		return f.op.Loc()
	}
	return nil
}

// fail raises a run-time error at loc.
func (m *Machine) fail(loc Loc, msg string) {
	panic(&RunError{Loc: loc, Msg: msg})
}

// call invokes f with args; va are the variadic ones, which also follow
// args for a runtime function.
func (m *Machine) call(f *function, args []Val, va []vaArg, loc Loc) []Val {
	if f.ext != nil {
		for _, v := range va {
			args = append(args, v.v)
		}
		return f.ext(m, args, loc)
	}
	if f.body == nil && f.err == nil {
		m.compileFunc(f)
	}
	if f.err != nil {
		if re, ok := f.err.(*RunError); ok {
			panic(re)
		}
		m.fail(f.loc(), f.err.Error())
	}
	fr := m.newFrame(f)
	if len(args) != len(f.args) {
		m.fail(loc, fmt.Sprintf("call of '@%s' with %d arguments, which takes %d", f.name, len(args), len(f.args)))
	}
	for i, s := range f.args {
		fr.s[s] = args[i]
	}
	fr.va = va
	return m.runFrame(f, fr, loc)
}

func (m *Machine) newFrame(f *function) *frame {
	fr := &frame{s: make([]Val, len(f.template)), m: m}
	copy(fr.s, f.template)
	return fr
}

func (m *Machine) runFrame(f *function, fr *frame, loc Loc) []Val {
	m.depth++
	if m.depth > m.MaxDepth {
		m.fail(loc, fmt.Sprintf("call depth exceeds %d (unbounded recursion?)", m.MaxDepth))
	}
	f.body.run(fr)
	m.depth--
	for _, a := range fr.stack {
		a.release()
	}
	return fr.ret
}

func typeText(t ir.Type) string { return asm.TypeString(t) }
