package testdialect

import (
	"bytes"
	"fmt"
	"math/rand"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/bytecode"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

// Upstream's bytecode test passes.
func init() {
	pass.Register(&pass.Info{
		Argument: "test-bytecode-roundtrip",
		Name:     "TestBytecodeRoundtripPass",
		Summary:  "Test pass to implement bytecode roundtrip tests.",
		OpName:   "builtin.module",
		New: func() (pass.Pass, *pass.Options) {
			p := &bytecodeRoundtrip{}
			o := &pass.Options{}
			o.Value("test-dialect-version", "Specifies the test dialect version to emit and parse", &p.version, "2.0")
			o.Int("test-kind", "Specifies the test kind to execute", &p.kind, 0)
			return p, o
		},
	})
	pass.Register(&pass.Info{
		Argument: "test-lazy-loading",
		Name:     "LazyLoadingPass",
		Summary:  "Test LazyLoading of op",
		New: func() (pass.Pass, *pass.Options) {
			p := &lazyLoading{}
			o := &pass.Options{}
			o.Int("bytecode-version", "Specifies the bytecode version to use.", &p.version, -1)
			return p, o
		},
	})
	pass.Register(&pass.Info{
		Argument: "test-verify-uselistorder",
		Name:     "TestPreserveUseListOrders",
		Summary:  "Verify that roundtripping the IR to bytecode preserves the order of the uselists",
		OpName:   "builtin.module",
		New: func() (pass.Pass, *pass.Options) {
			p := &useListOrders{}
			o := &pass.Options{}
			o.UintInt("rng-seed", "Specify an input random seed", &p.seed, 1)
			return p, o
		},
	})
}

// bytecodeRoundtrip is upstream's TestBytecodeRoundtripPass: the module is
// written as bytecode with the callbacks of its test kind and read back,
// and what is read is printed. Kinds 0-2 and 5 exercise attribute and type
// callbacks, kind 6 dialect version downgrades; kinds 3, 4 and 7 need test
// attributes gomlir does not define.
type bytecodeRoundtrip struct {
	kind    int
	version string
}

func (p *bytecodeRoundtrip) Run(op *ir.Operation, st *pass.State) error {
	target, err := parseTestVersion(p.version)
	if err != nil {
		return op.EmitError("%s", err.Error())
	}
	var w bytecode.WriterConfig
	var r bytecode.Config
	switch p.kind {
	case 0:
		return p.funkyIntegers(op, st, target)
	case 1:
		w.TypeCallbacks = append(w.TypeCallbacks, func(t ir.Type, bw bytecode.Writer) (string, bool) {
			if !isTestI32(t) {
				return "", false
			}
			fmt.Fprintln(Stdout, "Overriding TestI32Type encoding...")
			return "builtin", bytecode.Builtin.WriteType(bw.Ctx().I(32), bw)
		})
	case 2:
		r.TypeCallbacks = append(r.TypeCallbacks, func(br *bytecode.Reader, dialect string) (ir.Type, error) {
			if dialect != "builtin" {
				return nil, nil
			}
			t, err := bytecode.Builtin.ReadType(br)
			if it, ok := t.(*ir.IntegerType); err == nil && ok && it.Width == 32 && it.Signedness == ir.Signless {
				fmt.Fprintln(Stdout, "Overriding parsing of TestI32Type encoding...")
				return simpleType(br.Ctx(), "i32"), nil
			}
			return nil, err
		})
	case 5:
		w.AttrCallbacks = append(w.AttrCallbacks, func(a ir.Attribute, bw bytecode.Writer) (string, bool) {
			return "", bytecode.Builtin.WriteAttribute(a, bw)
		})
		w.TypeCallbacks = append(w.TypeCallbacks, func(t ir.Type, bw bytecode.Writer) (string, bool) {
			return "", bytecode.Builtin.WriteType(t, bw)
		})
		r.AttrCallbacks = append(r.AttrCallbacks, func(br *bytecode.Reader, _ string) (ir.Attribute, error) {
			return bytecode.Builtin.ReadAttribute(br)
		})
		r.TypeCallbacks = append(r.TypeCallbacks, func(br *bytecode.Reader, _ string) (ir.Type, error) {
			return bytecode.Builtin.ReadType(br)
		})
	case 6:
		if err := downgrade(op, target); err != nil {
			return err
		}
		w.DialectVersions = map[string]any{"test": target}
	default:
		return op.EmitError("test-kind %d of test-bytecode-roundtrip is not supported", p.kind)
	}
	return roundtrip(op, st, w, r)
}

// funkyIntegers is test kind 0: before test dialect version 2.0, integer
// types are written in the group of a dialect "funky" that does not
// exist, as code 999 and their width and signedness, and read back by a
// callback for that group.
func (p *bytecodeRoundtrip) funkyIntegers(op *ir.Operation, st *pass.State, target testVersion) error {
	w := bytecode.WriterConfig{DialectVersions: map[string]any{"test": target}}
	w.TypeCallbacks = append(w.TypeCallbacks, func(t ir.Type, bw bytecode.Writer) (string, bool) {
		v, ok := bw.DialectVersion("test").(testVersion)
		it, isInt := t.(*ir.IntegerType)
		if !ok || v.major >= 2 || !isInt {
			return "", false
		}
		fmt.Fprintln(Stdout, "Overriding IntegerType encoding...")
		bw.VarInt(999)
		bw.VarInt(uint64(it.Width)<<2 | uint64(it.Signedness))
		return "funky", true
	})
	var r bytecode.Config
	r.TypeCallbacks = append(r.TypeCallbacks, func(br *bytecode.Reader, dialect string) (ir.Type, error) {
		v, ok := br.DialectVersion("test")
		if !ok || v.(testVersion).major >= 2 || dialect != "funky" || br.VarInt() != 999 {
			return nil, nil
		}
		fmt.Fprintln(Stdout, "Overriding parsing of IntegerType encoding...")
		ws := br.VarInt()
		return br.Ctx().IntegerType(int(ws>>2), ir.Signedness(ws&3)), nil
	})
	// Upstream reads into a new context allowing unregistered dialects.
	saved := st.Ctx.AllowUnregistered
	st.Ctx.AllowUnregistered = true
	defer func() { st.Ctx.AllowUnregistered = saved }()
	return roundtrip(op, st, w, r)
}

func isTestI32(t ir.Type) bool {
	s, ok := t.(*SimpleType)
	return ok && s.Mnemonic == "i32"
}

// downgrade checks that op can be written at test dialect version v
// (upstream's downgradeToVersion).
func downgrade(op *ir.Operation, v testVersion) error {
	if v == currentTestVersion {
		return nil
	}
	if v.major > 2 || v.major == 2 && v.minor > 0 {
		return op.EmitError("current test dialect version is 2.0, can't downgrade to version: %s", v)
	}
	var err error
	op.Walk(func(o *ir.Operation) ir.WalkResult {
		if o.Name() != "test.versionedA" {
			return ir.WalkAdvance
		}
		if m, ok := o.InherentAttr("modifier").(*ir.IntegerAttr); ok && m.Int64() != 0 {
			err = o.EmitOpError("cannot downgrade to version %s since the modifier is not compatible", v)
			return ir.WalkInterrupt
		}
		fmt.Fprintln(Stdout, "downgrading op...")
		return ir.WalkAdvance
	})
	return err
}

// roundtrip writes op as bytecode, reads it back (verifying it) and
// prints what was read.
func roundtrip(op *ir.Operation, st *pass.State, w bytecode.WriterConfig, r bytecode.Config) error {
	bc, err := bytecode.Encode(st.Ctx, op, nil, w)
	if err != nil {
		return op.EmitError("failed to write bytecode\n")
	}
	r.NoImplicitModule = true
	f, err := bytecode.Read(st.Ctx, "-", bc, r)
	if err == nil {
		err = ir.VerifyWithContext(st.Ctx, f.Op)
	}
	if err != nil {
		if d, ok := err.(*ir.Diagnostic); ok {
			st.Report(d)
		}
		return op.EmitError("failed to read bytecode\n")
	}
	var out bytes.Buffer
	asm.Print(&out, st.Ctx, f.Op, f.Resources, asm.Flags{})
	_, err = Stdout.Write(out.Bytes())
	return err
}

// lazyLoading is upstream's LazyLoadingPass: the op is written as bytecode
// and read back lazily, then each lazy op is printed before and after it
// is materialized, the isolated ops found in it staying lazy in turn.
type lazyLoading struct{ version int }

func (p *lazyLoading) Run(op *ir.Operation, st *pass.State) error {
	cfg := bytecode.WriterConfig{}
	if p.version >= 0 {
		cfg.Version, cfg.VersionSet = p.version, true
	}
	bc, err := bytecode.Encode(st.Ctx, op, nil, cfg)
	if err != nil {
		return op.EmitError("failed to write bytecode at version %d", p.version)
	}
	var queue []*ir.Operation
	enqueue := func(o *ir.Operation) bool {
		queue = append(queue, o)
		return false
	}
	l, f, err := bytecode.ReadLazy(st.Ctx, "test-lazy-loading", bc, bytecode.Config{Lazy: true, NoImplicitModule: true,
		LazyOps: enqueue})
	if err != nil {
		return op.EmitError("failed to read bytecode")
	}
	// Upstream reads into a block: printed ops are nested ones.
	holder := ir.NewBlock()
	holder.Append(f.Op)
	print := func(o *ir.Operation) { fmt.Fprint(Stdout, asm.NestedOpString(st.Ctx, o, asm.Flags{})) }
	fmt.Fprintf(Stdout, "Has %d ops to materialize\n", l.NumOpsToMaterialize())
	for len(queue) > 0 {
		o := queue[0]
		queue = queue[1:]
		fmt.Fprint(Stdout, "\n\nBefore Materializing...\n\n")
		print(o)
		fmt.Fprint(Stdout, "\n\nMaterializing...\n\n")
		if err := l.Materialize(o, enqueue); err != nil {
			if d, ok := err.(*ir.Diagnostic); ok {
				st.Report(d)
			}
			return o.EmitError("failed to materialize")
		}
		print(o)
		fmt.Fprintf(Stdout, "\nHas %d ops to materialize\n", l.NumOpsToMaterialize())
	}
	return nil
}

// useListOrders is upstream's TestPreserveUseListOrders: the use lists of
// a copy of the module are shuffled, and a round trip through bytecode
// version 3 must keep their order.
type useListOrders struct{ seed int }

func (p *useListOrders) Run(op *ir.Operation, st *pass.State) error {
	rng := rand.New(rand.NewSource(int64(p.seed)))
	clone := op.Clone(st.Ctx, ir.NewMapping())
	var reference [][]uint64
	forEachMultiUseValue(clone, func(v *ir.Value, ids map[*ir.Operation]int) {
		v.ShuffleUseList(rng.Perm(len(v.UseList())))
		reference = append(reference, useIDs(v, ids))
	})
	back, err := bytecodeRoundtrip3(st.Ctx, clone, 3)
	if err != nil {
		if _, err := bytecodeRoundtrip3(st.Ctx, op, 2); err != nil {
			return nil
		}
		return pass.ErrFailed
	}
	var mismatch error
	i := 0
	forEachMultiUseValue(back, func(v *ir.Value, ids map[*ir.Operation]int) {
		if mismatch != nil {
			return
		}
		for k, id := range useIDs(v, ids) {
			if i >= len(reference) || k >= len(reference[i]) || reference[i][k] != id {
				u := v.UseList()[k]
				mismatch = u.Owner().EmitError("found use-list order mismatch for value: %s", valueString(st.Ctx, v))
				return
			}
		}
		i++
	})
	return mismatch
}

// bytecodeRoundtrip3 writes op at a bytecode version and reads it back,
// verified.
func bytecodeRoundtrip3(ctx *ir.Context, op *ir.Operation, version int) (*ir.Operation, error) {
	bc, err := bytecode.Encode(ctx, op, nil, bytecode.WriterConfig{Version: version, VersionSet: true})
	if err != nil {
		return nil, err
	}
	f, err := bytecode.Read(ctx, "-", bc, bytecode.Config{NoImplicitModule: true})
	if err != nil {
		return nil, err
	}
	return f.Op, ir.VerifyWithContext(ctx, f.Op)
}

// forEachMultiUseValue numbers the ops under top in pre-order and calls f
// on each value with more than one use: block arguments, then results.
func forEachMultiUseValue(top *ir.Operation, f func(v *ir.Value, ids map[*ir.Operation]int)) {
	ids := map[*ir.Operation]int{}
	var ops []*ir.Operation
	top.WalkPre(func(o *ir.Operation) ir.WalkResult {
		ids[o] = len(ops)
		ops = append(ops, o)
		return ir.WalkAdvance
	})
	multi := func(v *ir.Value) {
		if v.HasUses() && !v.HasOneUse() {
			f(v, ids)
		}
	}
	for _, o := range ops {
		for i := 0; i < o.NumRegions(); i++ {
			for b := o.Region(i).First(); b != nil; b = b.Next() {
				for _, a := range b.Args() {
					multi(a)
				}
			}
		}
	}
	for _, o := range ops {
		for _, r := range o.Results() {
			multi(r)
		}
	}
}

// useIDs identifies the uses of v in use-list order by their owner's
// number and operand index (upstream's bytecode::getUseID).
func useIDs(v *ir.Value, ids map[*ir.Operation]int) []uint64 {
	var out []uint64
	for _, u := range v.UseList() {
		out = append(out, uint64(ids[u.Owner()])<<32|uint64(u.Index()))
	}
	return out
}

// valueString prints a value as upstream's Value::print: its defining op,
// or a description of the block argument.
func valueString(ctx *ir.Context, v *ir.Value) string {
	if def := v.DefiningOp(); def != nil {
		return asm.OpString(ctx, def, asm.Flags{})
	}
	return fmt.Sprintf("<block argument> of type '%s' at index: %d", asm.TypeString(v.Type()), v.Index())
}
