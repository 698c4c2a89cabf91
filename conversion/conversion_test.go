package conversion_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/conversion"
	"github.com/gomlir/gomlir/dialect/all"
	"github.com/gomlir/gomlir/dialect/builtin"
	"github.com/gomlir/gomlir/ir"
)

// The test "dialect" is made of unregistered t.* ops written in generic
// form; the patterns below rename, split and retype them.

func newContext() *ir.Context {
	ctx := ir.NewContext()
	ctx.AllowUnregistered = true
	builtin.Register(ctx)
	return ctx
}

func parse(t *testing.T, ctx *ir.Context, src string) *ir.Operation { return parseB(t, ctx, src) }

func parseB(t testing.TB, ctx *ir.Context, src string) *ir.Operation {
	t.Helper()
	f, err := asm.ParseFile(ctx, "t.mlir", []byte(src), asm.Config{AllowUnregistered: true})
	if err != nil {
		t.Fatal(err)
	}
	return f.Op
}

func print(t *testing.T, ctx *ir.Context, op *ir.Operation) string {
	t.Helper()
	var out bytes.Buffer
	if err := asm.Print(&out, ctx, op, nil, asm.Flags{Generic: true}); err != nil {
		t.Fatal(err)
	}
	return out.String()
}

// create builds op name at the rewriter's insertion point.
func create(rw *conversion.Rewriter, name string, operands []*ir.Value, types ...ir.Type) *ir.Operation {
	return rw.Create(&ir.OperationState{Loc: rw.Ctx.UnknownLoc(), Name: rw.Ctx.OpInfo(name), Operands: operands, Types: types})
}

// rename replaces ops named from with ops named to, on the remapped
// operands, converting the result types with the pattern's converter.
func rename(from, to string, benefit int, tc *conversion.TypeConverter) *conversion.Func {
	return &conversion.Func{Name: from + "->" + to, On: from, Weight: benefit, Generated: []string{to}, Converter: tc,
		Rewrite: func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
			types := op.ResultTypes()
			if tc != nil {
				var ok bool
				if types, ok = tc.ConvertTypes(types, nil); !ok {
					return false
				}
			}
			rw.ReplaceOpWithOp(op, create(rw, to, a.Operands(), types...))
			return true
		}}
}

// i64ToI32 converts i64 to i32 and keeps every other type, with a t.trunc
// target and a t.ext source materialization when mats is set.
func i64ToI32(ctx *ir.Context, mats bool) *conversion.TypeConverter {
	tc := conversion.NewTypeConverter()
	tc.AddIdentityConversion()
	tc.AddTypeConversion(func(t ir.Type) (ir.Type, conversion.Result) {
		if it, ok := t.(*ir.IntegerType); ok && it.Width == 64 {
			return ctx.I(32), conversion.Converted
		}
		return nil, conversion.NotHandled
	})
	if mats {
		tc.AddTargetMaterialization(func(b *ir.Builder, ts []ir.Type, in []*ir.Value, loc ir.Location, _ ir.Type) []*ir.Value {
			return b.Create(&ir.OperationState{Loc: loc, Name: b.Ctx.OpInfo("t.trunc"), Operands: in, Types: ts}).Results()
		})
		tc.AddSourceMaterialization(func(b *ir.Builder, t ir.Type, in []*ir.Value, loc ir.Location) *ir.Value {
			if len(in) == 0 {
				return nil
			}
			return b.Create(&ir.OperationState{Loc: loc, Name: b.Ctx.OpInfo("t.ext"), Operands: in, Types: []ir.Type{t}}).Result(0)
		})
	}
	return tc
}

type convCase struct {
	name  string
	src   string
	setup func(ctx *ir.Context, tg *conversion.Target) []conversion.Pattern
	mode  string // "partial" (default), "full"
	want  string // expected generic output (when no error)
	err   string // expected error message
	notes []string
}

func TestConversions(t *testing.T) {
	cases := []convCase{
		{
			name: "illegal op renamed",
			src:  `"t.f"() ({ %0 = "t.old"() : () -> i32  "t.use"(%0) : (i32) -> () }) : () -> ()`,
			setup: func(ctx *ir.Context, tg *conversion.Target) []conversion.Pattern {
				tg.AddIllegalOp("t.old")
				tg.AddLegalOp("t.new")
				return []conversion.Pattern{rename("t.old", "t.new", 1, nil)}
			},
			want: `    %0 = "t.new"() : () -> i32
    "t.use"(%0) : (i32) -> ()`,
		},
		{
			name: "illegal op without pattern",
			src:  `"t.f"() ({ "t.bad"() : () -> () }) : () -> ()`,
			setup: func(ctx *ir.Context, tg *conversion.Target) []conversion.Pattern {
				tg.AddIllegalDialect("t")
				tg.AddLegalOp("t.f")
				return nil
			},
			err: "failed to legalize operation 't.bad' that was explicitly marked illegal",
		},
		{
			name: "full conversion rejects unknown ops",
			src:  `"t.f"() ({ "t.other"() : () -> () }) : () -> ()`,
			mode: "full",
			setup: func(ctx *ir.Context, tg *conversion.Target) []conversion.Pattern {
				tg.AddLegalOp("t.f", "builtin.module")
				return nil
			},
			err: "failed to legalize operation 't.other'",
		},
		{
			name: "chain of patterns, rollback of a dead end",
			src:  `"t.f"() ({ %0 = "t.a"() : () -> i32  "t.use"(%0) : (i32) -> () }) : () -> ()`,
			setup: func(ctx *ir.Context, tg *conversion.Target) []conversion.Pattern {
				tg.AddIllegalOp("t.a", "t.b", "t.stuck")
				tg.AddLegalOp("t.c")
				// The dead end has the higher benefit and is tried first
				// (both have depth 1: their generated ops are unknown to the
				// graph). It creates t.stuck, which cannot be legalized, so
				// it is rolled back and t.a -> t.b -> t.c applies.
				deadEnd := rename("t.a", "t.stuck", 5, nil)
				deadEnd.Generated = nil
				return []conversion.Pattern{deadEnd, rename("t.a", "t.b", 1, nil), rename("t.b", "t.c", 1, nil)}
			},
			want: `    %0 = "t.c"() : () -> i32
    "t.use"(%0) : (i32) -> ()`,
		},
		{
			name: "legalization depth before benefit",
			src:  `"t.f"() ({ %0 = "t.a"() : () -> i32  "t.use"(%0) : (i32) -> () }) : () -> ()`,
			setup: func(ctx *ir.Context, tg *conversion.Target) []conversion.Pattern {
				tg.AddIllegalOp("t.a", "t.b")
				tg.AddLegalOp("t.c", "t.d")
				return []conversion.Pattern{rename("t.a", "t.b", 10, nil), rename("t.b", "t.c", 1, nil), rename("t.a", "t.d", 1, nil)}
			},
			want: `    %0 = "t.d"() : () -> i32
    "t.use"(%0) : (i32) -> ()`,
		},
		{
			name: "type conversion with target and source materializations",
			src: `"t.f"() ({
  %0 = "t.def"() : () -> i64
  %1 = "t.op"(%0) : (i64) -> i64
  "t.keep"(%1) : (i64) -> ()
}) : () -> ()`,
			setup: func(ctx *ir.Context, tg *conversion.Target) []conversion.Pattern {
				tc := i64ToI32(ctx, true)
				tg.AddDynamicallyLegalOp(conversion.When(tc.IsLegalOp), "t.op")
				return []conversion.Pattern{rename("t.op", "t.op", 1, tc)}
			},
			want: `    %0 = "t.def"() : () -> i64
    %1 = "t.trunc"(%0) : (i64) -> i32
    %2 = "t.op"(%1) : (i32) -> i32
    %3 = "t.ext"(%2) : (i32) -> i64
    "t.keep"(%3) : (i64) -> ()`,
		},
		{
			name: "unresolved materialization stays live",
			src: `"t.f"() ({
  %0 = "t.op"() : () -> i64
  "t.keep"(%0) : (i64) -> ()
}) : () -> ()`,
			setup: func(ctx *ir.Context, tg *conversion.Target) []conversion.Pattern {
				tc := i64ToI32(ctx, false)
				tg.AddDynamicallyLegalOp(conversion.When(tc.IsLegalOp), "t.op")
				return []conversion.Pattern{rename("t.op", "t.op", 1, tc)}
			},
			err:   "failed to legalize unresolved materialization from ('i32') to ('i64') that remained live after conversion",
			notes: []string{"see existing live user here: "},
		},
		{
			name: "materialization pairs fold away",
			src: `"t.f"() ({
  %0 = "t.op"() : () -> i64
  %1 = "t.op"(%0) : (i64) -> i64
  "t.sink"(%1) : (i64) -> ()
}) : () -> ()`,
			setup: func(ctx *ir.Context, tg *conversion.Target) []conversion.Pattern {
				tc := i64ToI32(ctx, true)
				tg.AddDynamicallyLegalOp(conversion.When(tc.IsLegalOp), "t.op", "t.sink")
				return []conversion.Pattern{rename("t.op", "t.op", 1, tc), rename("t.sink", "t.sink", 1, tc)}
			},
			want: `    %0 = "t.op"() : () -> i32
    %1 = "t.op"(%0) : (i32) -> i32
    "t.sink"(%1) : (i32) -> ()`,
		},
		{
			name: "1:N replacement and adaptor ranges",
			src: `"t.f"() ({
  %0 = "t.pair"() : () -> i64
  "t.use"(%0) : (i64) -> ()
}) : () -> ()`,
			setup: func(ctx *ir.Context, tg *conversion.Target) []conversion.Pattern {
				tc := conversion.NewTypeConverter()
				tc.AddIdentityConversion()
				tc.AddConversion(func(t ir.Type) ([]ir.Type, conversion.Result) {
					if it, ok := t.(*ir.IntegerType); ok && it.Width == 64 {
						return []ir.Type{ctx.I(32), ctx.I(32)}, conversion.Converted
					}
					return nil, conversion.NotHandled
				})
				tg.AddIllegalOp("t.pair", "t.use")
				tg.AddLegalOp("t.lo", "t.hi", "t.use2")
				split := &conversion.Func{On: "t.pair", Converter: tc, Rewrite: func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
					i32 := rw.Ctx.I(32)
					lo := create(rw, "t.lo", nil, i32).Result(0)
					hi := create(rw, "t.hi", nil, i32).Result(0)
					rw.ReplaceOpWithMultiple(op, [][]*ir.Value{{lo, hi}})
					return true
				}}
				use := &conversion.Func{On: "t.use", Converter: tc, AcceptsOneToN: true, Rewrite: func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
					if len(a.Range(0)) != 2 || a.Operand(0) != nil {
						return false
					}
					rw.ReplaceOpWithOp(op, create(rw, "t.use2", a.Range(0)))
					return true
				}}
				return []conversion.Pattern{split, use}
			},
			want: `    %0 = "t.lo"() : () -> i32
    %1 = "t.hi"() : () -> i32
    "t.use2"(%0, %1) : (i32, i32) -> ()`,
		},
		{
			name: "1:1 patterns do not match 1:N operands",
			src: `"t.f"() ({
  %0 = "t.pair"() : () -> i64
  "t.use"(%0) : (i64) -> ()
}) : () -> ()`,
			setup: func(ctx *ir.Context, tg *conversion.Target) []conversion.Pattern {
				tg.AddIllegalOp("t.use")
				split := &conversion.Func{On: "t.pair", Rewrite: func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
					i32 := rw.Ctx.I(32)
					lo := create(rw, "t.lo", nil, i32).Result(0)
					hi := create(rw, "t.hi", nil, i32).Result(0)
					rw.ReplaceOpWithMultiple(op, [][]*ir.Value{{lo, hi}})
					return true
				}}
				tg.AddIllegalOp("t.pair")
				tg.AddLegalOp("t.lo", "t.hi")
				return []conversion.Pattern{split, rename("t.use", "t.use2", 1, nil)}
			},
			err: "failed to legalize operation 't.use' that was explicitly marked illegal",
		},
		{
			name: "dropped values",
			src: `"t.f"() ({
  %0 = "t.token"() : () -> none
  "t.consume"(%0) : (none) -> ()
}) : () -> ()`,
			setup: func(ctx *ir.Context, tg *conversion.Target) []conversion.Pattern {
				tc := conversion.NewTypeConverter()
				tc.AddIdentityConversion()
				tc.AddConversion(func(t ir.Type) ([]ir.Type, conversion.Result) {
					if _, ok := t.(*ir.NoneType); ok {
						return nil, conversion.Converted
					}
					return nil, conversion.NotHandled
				})
				tg.AddIllegalOp("t.token", "t.consume")
				erase := func(root string) *conversion.Func {
					return &conversion.Func{On: root, Converter: tc, AcceptsOneToN: true, Rewrite: func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
						if op.NumOperands() > 0 && len(a.Range(0)) != 0 {
							return false
						}
						rw.EraseOp(op)
						return true
					}}
				}
				return []conversion.Pattern{erase("t.token"), erase("t.consume")}
			},
			want: ``,
		},
		{
			name: "region signature conversion",
			src: `"t.func"() ({
^bb0(%a: i64, %b: f32):
  "t.br"(%a)[^bb1] : (i64) -> ()
^bb1(%c: i64):
  "t.ret"(%c, %b) : (i64, f32) -> ()
}) : () -> ()`,
			setup: func(ctx *ir.Context, tg *conversion.Target) []conversion.Pattern {
				tc := i64ToI32(ctx, true)
				// Only the entry block is converted with the region; the
				// branch converts its destination.
				tg.AddDynamicallyLegalOp(conversion.When(func(op *ir.Operation) bool {
					for _, a := range op.Region(0).First().Args() {
						if !tc.IsLegalType(a.Type()) {
							return false
						}
					}
					return true
				}), "t.func")
				tg.AddDynamicallyLegalOp(conversion.When(tc.IsLegalOp), "t.br", "t.ret")
				sig := &conversion.Func{On: "t.func", Converter: tc, Rewrite: func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
					_, ok := rw.ConvertRegionTypes(op.Region(0), tc, nil)
					if ok {
						rw.ModifyOpInPlace(op, func() {})
					}
					return ok
				}}
				br := &conversion.Func{On: "t.br", Converter: tc, Rewrite: func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
					conv := tc.ConvertBlockSignature(op.Successor(0))
					if conv == nil {
						return false
					}
					dest := rw.ApplySignatureConversion(op.Successor(0), conv, tc)
					rw.ModifyOpInPlace(op, func() { op.SetOperands(a.Operands()); op.SetSuccessor(0, dest) })
					return true
				}}
				return []conversion.Pattern{sig, br, rename("t.ret", "t.ret", 1, tc)}
			},
			want: `  ^bb0(%arg0: i32, %arg1: f32):
    "t.br"(%arg0)[^bb1] : (i32) -> ()
  ^bb1(%0: i32):  // pred: ^bb0
    "t.ret"(%0, %arg1) : (i32, f32) -> ()`,
		},
		{
			name: "cloned regions are legalized",
			src: `"t.f"() ({
  %0 = "t.wrap"() ({
    %1 = "t.old"() : () -> i32
    "t.yield"(%1) : (i32) -> ()
  }) : () -> i32
  "t.use"(%0) : (i32) -> ()
}) : () -> ()`,
			setup: func(ctx *ir.Context, tg *conversion.Target) []conversion.Pattern {
				tg.AddIllegalOp("t.wrap", "t.old")
				tg.AddLegalOp("t.wrap2", "t.new", "t.yield")
				wrap := &conversion.Func{On: "t.wrap", Rewrite: func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
					nw := rw.Create(&ir.OperationState{Loc: op.Loc(), Name: ctx.OpInfo("t.wrap2"), Types: op.ResultTypes(), Regions: []*ir.Region{{}}})
					rw.CloneRegionBefore(op.Region(0), nw.Region(0), nil, ir.NewMapping())
					rw.ReplaceOpWithOp(op, nw)
					return true
				}}
				return []conversion.Pattern{wrap, rename("t.old", "t.new", 1, nil)}
			},
			want: `    %0 = "t.wrap2"() ({
      %1 = "t.new"() : () -> i32
      "t.yield"(%1) : (i32) -> ()
    }) : () -> i32
    "t.use"(%0) : (i32) -> ()`,
		},
		{
			name: "recursively legal ops keep their insides",
			src: `"t.f"() ({
  "t.box"() ({ "t.old"() : () -> () }) : () -> ()
  "t.old"() : () -> ()
}) : () -> ()`,
			setup: func(ctx *ir.Context, tg *conversion.Target) []conversion.Pattern {
				tg.AddIllegalOp("t.old")
				tg.AddLegalOp("t.new")
				tg.AddLegalOp("t.box")
				tg.MarkOpRecursivelyLegal(nil, "t.box")
				return []conversion.Pattern{rename("t.old", "t.new", 1, nil)}
			},
			want: `    "t.box"() ({
      "t.old"() : () -> ()
    }) : () -> ()
    "t.new"() : () -> ()`,
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ctx := newContext()
			mod := parse(t, ctx, c.src)
			before := print(t, ctx, mod)
			tg := conversion.NewTarget()
			patterns := c.setup(ctx, tg)
			var err error
			if c.mode == "full" {
				err = conversion.ApplyFullConversion(ctx, []*ir.Operation{mod}, tg, patterns, nil)
			} else {
				err = conversion.ApplyPartialConversion(ctx, []*ir.Operation{mod}, tg, patterns, nil)
			}
			got := print(t, ctx, mod)
			if c.err != "" {
				d, ok := err.(*ir.Diagnostic)
				if !ok || d.Message != c.err {
					t.Fatalf("error = %v, want %q", err, c.err)
				}
				if len(d.Notes) != len(c.notes) {
					t.Fatalf("notes = %d, want %d", len(d.Notes), len(c.notes))
				}
				for i, n := range c.notes {
					if d.Notes[i].Message != n || d.Notes[i].AppendOp == nil {
						t.Fatalf("note %d = %q, want %q with an op", i, d.Notes[i].Message, n)
					}
				}
				if strings.Contains(c.err, "failed to legalize operation") && got != before {
					t.Fatalf("failed conversion changed the IR:\n%s\nwas:\n%s", got, before)
				}
				return
			}
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			if !strings.Contains(got, c.want) {
				t.Fatalf("got:\n%s\nwant it to contain:\n%s", got, c.want)
			}
			if strings.Contains(got, "unrealized_conversion_cast") {
				t.Fatalf("casts left:\n%s", got)
			}
			if err := ir.Verify(mod); err != nil {
				t.Fatalf("result does not verify: %v\n%s", err, got)
			}
		})
	}
}

func TestAnalysisConversion(t *testing.T) {
	ctx := newContext()
	mod := parse(t, ctx, `"t.f"() ({
  %0 = "t.a"() : () -> i32
  "t.b"(%0) : (i32) -> ()
  "t.c"() : () -> ()
}) : () -> ()`)
	before := print(t, ctx, mod)
	tg := conversion.NewTarget()
	tg.AddIllegalOp("t.a", "t.b", "t.c")
	tg.AddLegalOp("t.a2", "t.b2")
	found := map[*ir.Operation]struct{}{}
	err := conversion.ApplyAnalysisConversion(ctx, []*ir.Operation{mod}, tg,
		[]conversion.Pattern{rename("t.a", "t.a2", 1, nil), rename("t.b", "t.b2", 1, nil)},
		&conversion.Config{LegalizableOps: found})
	if err != nil {
		t.Fatal(err)
	}
	if got := print(t, ctx, mod); got != before {
		t.Fatalf("analysis changed the IR:\n%s", got)
	}
	var names []string
	mod.WalkPre(func(op *ir.Operation) ir.WalkResult {
		if _, ok := found[op]; ok && strings.HasPrefix(op.Name(), "t.") {
			names = append(names, op.Name())
		}
		return ir.WalkAdvance
	})
	// t.f is not converted (it has no action and no pattern), t.c has no
	// pattern.
	if strings.Join(names, ",") != "t.a,t.b" {
		t.Fatalf("legalizable = %v", names)
	}
}

func TestSignatureConversionDropsAndRemaps(t *testing.T) {
	ctx := newContext()
	mod := parse(t, ctx, `"t.func"() ({
^bb0(%a: i64, %b: none, %c: i64):
  "t.ret"(%a, %c) : (i64, i64) -> ()
}) : () -> ()`)
	fn := mod.Region(0).First().First()
	tg := conversion.NewTarget()
	tg.AddIllegalOp("t.func")
	tg.AddLegalOp("t.func2", "t.ret")
	tc := i64ToI32(ctx, true)
	sig := &conversion.Func{On: "t.func", Rewrite: func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
		conv := conversion.NewSignatureConversion(3)
		conv.AddInputs(2, []ir.Type{ctx.I(32)})
		conv.AddInputs(0, []ir.Type{ctx.I(32), ctx.I(8)})
		if _, ok := rw.ConvertRegionTypes(op.Region(0), tc, conv); !ok {
			return false
		}
		nf := rw.Create(&ir.OperationState{Loc: op.Loc(), Name: ctx.OpInfo("t.func2"), Regions: []*ir.Region{{}}})
		rw.InlineRegionBefore(op.Region(0), nf.Region(0), nil)
		rw.EraseOp(op)
		return true
	}}
	err := conversion.ApplyPartialConversion(ctx, []*ir.Operation{fn}, tg, []conversion.Pattern{sig}, &conversion.Config{NoMaterializations: true})
	if err != nil {
		t.Fatal(err)
	}
	got := print(t, ctx, mod)
	// %c maps to the first new argument, %a to the next two (materialized
	// back), %b is dropped; the remaining casts are left as they are.
	for _, want := range []string{
		`^bb0(%arg0: i32, %arg1: i32, %arg2: i8):`,
		`= "builtin.unrealized_conversion_cast"(%arg1, %arg2) : (i32, i8) -> i64`,
		`= "builtin.unrealized_conversion_cast"(%arg0) : (i32) -> i64`,
		`"t.func2"()`,
	} {
		if !strings.Contains(got, want) {
			t.Fatalf("got:\n%s\nmissing %s", got, want)
		}
	}
	if strings.Contains(got, "none") || strings.Contains(got, `"t.func"`) {
		t.Fatalf("got:\n%s", got)
	}
}

func TestFunctionSignaturePattern(t *testing.T) {
	for _, root := range []string{"func.func", ""} {
		ctx := newContext()
		all.Register(ctx)
		mod := parse(t, ctx, `func.func private @ext(i64, f32) -> i64
func.func @f(%a: i64, %b: f32) -> i64 {
  %r = "t.op"(%a, %b) : (i64, f32) -> i64
  return %r : i64
}`)
		tc := i64ToI32(ctx, true)
		tg := conversion.NewTarget()
		tg.AddDynamicallyLegalOp(conversion.When(func(op *ir.Operation) bool {
			fi, _ := ir.OpInterface[ir.FunctionOpInterface](op)
			ft := fi.FunctionType(op).(*ir.FunctionType)
			return tc.IsSignatureLegal(ft) && (fi.CallableRegion(op) == nil || tc.IsLegalRegion(fi.CallableRegion(op)))
		}), "func.func")
		tg.AddDynamicallyLegalOp(conversion.When(tc.IsLegalOp), "func.return")
		ret := &conversion.Func{On: "func.return", Converter: tc, Rewrite: func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
			rw.ModifyOpInPlace(op, func() { op.SetOperands(a.Operands()) })
			return true
		}}
		err := conversion.ApplyPartialConversion(ctx, []*ir.Operation{mod}, tg,
			[]conversion.Pattern{conversion.FunctionSignaturePattern(root, tc), ret}, nil)
		if err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		if err := asm.Print(&out, ctx, mod, nil, asm.Flags{}); err != nil {
			t.Fatal(err)
		}
		// The unconverted t.op keeps its i64 operand through a source
		// materialization and its result goes back to i32 through a target
		// one.
		want := `module {
  func.func private @ext(i32, f32) -> i32
  func.func @f(%arg0: i32, %arg1: f32) -> i32 {
    %0 = "t.ext"(%arg0) : (i32) -> i64
    %1 = "t.op"(%0, %arg1) : (i64, f32) -> i64
    %2 = "t.trunc"(%1) : (i64) -> i32
    return %2 : i32
  }
}
`
		if out.String() != want {
			t.Fatalf("root %q: got:\n%s\nwant:\n%s", root, out.String(), want)
		}
	}
}

func TestTypeConverter(t *testing.T) {
	ctx := newContext()
	tc := conversion.NewTypeConverter()
	calls := 0
	tc.AddConversion(func(t ir.Type) ([]ir.Type, conversion.Result) { calls++; return []ir.Type{t}, conversion.Converted })
	tc.AddConversion(func(t ir.Type) ([]ir.Type, conversion.Result) {
		calls++
		switch t {
		case ctx.I(1):
			return nil, conversion.Failed
		case ctx.I(2):
			return nil, conversion.Converted
		case ctx.I(3):
			return []ir.Type{ctx.I(8), ctx.I(8)}, conversion.Converted
		}
		return nil, conversion.NotHandled
	})
	check := func(in ir.Type, want []ir.Type, ok bool) {
		t.Helper()
		got, gotOK := tc.ConvertTypeTo(in)
		if gotOK != ok || len(got) != len(want) {
			t.Fatalf("%v: got %v %v, want %v %v", in, got, gotOK, want, ok)
		}
		for i := range got {
			if got[i] != want[i] {
				t.Fatalf("%v: got %v, want %v", in, got, want)
			}
		}
	}
	check(ctx.I(1), nil, false)
	check(ctx.I(2), nil, true)
	check(ctx.I(3), []ir.Type{ctx.I(8), ctx.I(8)}, true)
	check(ctx.I(4), []ir.Type{ctx.I(4)}, true)
	before := calls
	check(ctx.I(3), []ir.Type{ctx.I(8), ctx.I(8)}, true)
	check(ctx.I(1), nil, false)
	if calls != before {
		t.Fatalf("cached conversions ran the callbacks again")
	}
	if tc.ConvertType(ctx.I(3)) != nil || tc.ConvertType(ctx.I(4)) != ctx.I(4) || !tc.IsLegalType(ctx.I(4)) || tc.IsLegalType(ctx.I(2)) {
		t.Fatalf("1:1 conversion queries are wrong")
	}
	tc.AddTypeAttributeConversion(func(_ ir.Type, a ir.Attribute) (ir.Attribute, conversion.Result) {
		if a == ctx.UnitAttr() {
			return ctx.StringAttr("converted"), conversion.Converted
		}
		return nil, conversion.NotHandled
	})
	if got := tc.ConvertTypeAttribute(ctx.I(4), ctx.UnitAttr()); got != ctx.StringAttr("converted") {
		t.Fatalf("attribute conversion = %v", got)
	}
	if got := tc.ConvertTypeAttribute(ctx.I(4), ctx.StringAttr("x")); got != nil {
		t.Fatalf("unhandled attribute conversion = %v", got)
	}
}

// TestCommitPerTopLevelOp checks the conversion of a body of result-less
// ops, committed after each: an op erased by a pattern of an earlier one
// (already committed) is not converted, and a failure keeps the ops
// committed before it converted.
func TestCommitPerTopLevelOp(t *testing.T) {
	src := `"builtin.module"() ({
  "t.f"() ({
    "t.a"() : () -> ()
    "t.kill"() : () -> ()
  }) : () -> ()
  "t.f"() ({
    "t.a"() : () -> ()
  }) : () -> ()
  "t.f"() ({
    "t.a"() : () -> ()
  }) : () -> ()
}) : () -> ()
`
	kill := &conversion.Func{Name: "kill", On: "t.kill", Weight: 1, Rewrite: func(op *ir.Operation, _ conversion.Adaptor, rw *conversion.Rewriter) bool {
		rw.EraseOp(op.ParentOp().Block().Last())
		rw.EraseOp(op)
		return true
	}}
	ctx := newContext()
	mod := parse(t, ctx, src)
	tg := conversion.NewTarget()
	tg.AddIllegalOp("t.a", "t.kill")
	tg.AddLegalOp("t.b")
	renames := 0
	counted := rename("t.a", "t.b", 1, nil)
	inner := counted.Rewrite
	counted.Rewrite = func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
		renames++
		return inner(op, a, rw)
	}
	if err := conversion.ApplyPartialConversion(ctx, []*ir.Operation{mod}, tg, []conversion.Pattern{counted, kill}, nil); err != nil {
		t.Fatal(err)
	}
	got := print(t, ctx, mod)
	if strings.Contains(got, "t.a") || strings.Contains(got, "t.kill") || strings.Count(got, `"t.f"`) != 2 || strings.Count(got, `"t.b"`) != 2 {
		t.Errorf("got\n%s", got)
	}
	if renames != 2 {
		t.Errorf("t.a rewritten %d times, want 2 (not in the erased op)", renames)
	}

	// t.c has no pattern: the second t.f fails after the first is committed.
	mod = parse(t, ctx, strings.Replace(src, `"t.kill"() : () -> ()`, `"t.b"() : () -> ()`, 1))
	mod.Region(0).First().First().NextInBlock().Region(0).First().First().Remove()
	second := mod.Region(0).First().First().NextInBlock()
	b := ir.NewBuilder(ctx)
	b.SetInsertionPointToStart(second.Region(0).First())
	b.Create(&ir.OperationState{Loc: ctx.UnknownLoc(), Name: ctx.OpInfo("t.c")})
	tg.AddIllegalOp("t.c")
	err := conversion.ApplyPartialConversion(ctx, []*ir.Operation{mod}, tg, []conversion.Pattern{rename("t.a", "t.b", 1, nil)}, nil)
	if err == nil || !strings.Contains(err.Error(), "failed to legalize operation 't.c' that was explicitly marked illegal") {
		t.Fatalf("err = %v", err)
	}
	got = print(t, ctx, mod)
	first, rest, _ := strings.Cut(got, `"t.c"`)
	if strings.Contains(first, `"t.a"`) || !strings.Contains(rest, `"t.a"`) {
		t.Errorf("want the first t.f converted, the last one left alone; got\n%s", got)
	}
}

// TestSplitBlockAt splits a block with a predecessor at an op, its head
// shorter or longer than its tail: the IR is the same either way (the
// predecessor branches to the head), the block kept is the longer part's,
// and a failing pattern's split is rolled back.
func TestSplitBlockAt(t *testing.T) {
	block := func(ops ...string) string {
		var sb strings.Builder
		sb.WriteString("\"t.f\"() ({\n^bb0:\n  \"t.jump\"()[^bb1] : () -> ()\n^bb1:\n")
		for _, op := range ops {
			sb.WriteString("  \"t." + op + "\"() : () -> ()\n")
		}
		sb.WriteString("}) : () -> ()")
		return sb.String()
	}
	cases := []struct {
		name     string
		ops      []string
		keepTail bool
		want     string
	}{
		{"short head", []string{"a", "split", "b", "c", "end"}, true,
			"  ^bb1:  // pred: ^bb0\n    \"t.a\"() : () -> ()\n    \"t.jump\"()[^bb2] : () -> ()\n  ^bb2:  // pred: ^bb1\n    \"t.b\"() : () -> ()\n    \"t.c\"() : () -> ()\n    \"t.end\"() : () -> ()\n"},
		{"long head", []string{"a", "b", "c", "split", "end"}, false,
			"  ^bb1:  // pred: ^bb0\n    \"t.a\"() : () -> ()\n    \"t.b\"() : () -> ()\n    \"t.c\"() : () -> ()\n    \"t.jump\"()[^bb2] : () -> ()\n  ^bb2:  // pred: ^bb1\n    \"t.end\"() : () -> ()\n"},
	}
	for _, c := range cases {
		for _, fail := range []bool{false, true} {
			ctx := newContext()
			mod := parse(t, ctx, block(c.ops...))
			before := print(t, ctx, mod)
			tg := conversion.NewTarget()
			tg.AddIllegalOp("t.split")
			tg.AddLegalOp("t.jump")
			var keptTail bool
			split := &conversion.Func{On: "t.split", Rewrite: func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
				orig := op.Block()
				head, tail := rw.SplitBlockAt(orig, op)
				keptTail = tail == orig
				rw.SetInsertionPointToEnd(head)
				rw.Create(&ir.OperationState{Loc: op.Loc(), Name: rw.Ctx.OpInfo("t.jump"), Successors: []*ir.Block{tail}})
				rw.EraseOp(op)
				return !fail
			}}
			err := conversion.ApplyPartialConversion(ctx, []*ir.Operation{mod}, tg, []conversion.Pattern{split}, nil)
			got := print(t, ctx, mod)
			if keptTail != c.keepTail {
				t.Errorf("%s: the split kept the tail in the block: %v, want %v", c.name, keptTail, c.keepTail)
			}
			if fail {
				if err == nil || got != before {
					t.Errorf("%s: failing split: error %v, IR:\n%s\nwant it unchanged:\n%s", c.name, err, got, before)
				}
				continue
			}
			if err != nil || !strings.Contains(got, c.want) {
				t.Errorf("%s: error %v, got:\n%s\nwant it to contain:\n%s", c.name, err, got, c.want)
			}
			if err := ir.Verify(mod); err != nil {
				t.Errorf("%s: result does not verify: %v", c.name, err)
			}
		}
	}
}
