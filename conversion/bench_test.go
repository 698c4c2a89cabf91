package conversion_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/conversion"
	"github.com/gomlir/gomlir/ir"
)

// BenchmarkLongBlock converts one block of n ops whose i64 values become
// pairs of i32 (1:N), with unconverted users that need materializations:
// the time per op must not grow with the block.
func BenchmarkLongBlock(b *testing.B) {
	for _, n := range []int{1000, 4000, 16000, 64000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			var src strings.Builder
			src.WriteString(`"t.f"() ({` + "\n" + `  %v0 = "t.def"() : () -> i64` + "\n")
			for i := 1; i <= n; i++ {
				fmt.Fprintf(&src, "  %%v%d = \"t.op\"(%%v%d) : (i64) -> i64\n", i, i-1)
				if i%3 == 0 {
					fmt.Fprintf(&src, "  \"t.keep\"(%%v%d) : (i64) -> ()\n", i)
				}
			}
			src.WriteString("}) : () -> ()\n")
			for it := 0; it < b.N; it++ {
				b.StopTimer()
				ctx := newContext()
				mod := parseB(b, ctx, src.String())
				tc := conversion.NewTypeConverter()
				tc.AddIdentityConversion()
				tc.AddConversion(func(t ir.Type) ([]ir.Type, conversion.Result) {
					if it, ok := t.(*ir.IntegerType); ok && it.Width == 64 {
						return []ir.Type{ctx.I(32), ctx.I(32)}, conversion.Converted
					}
					return nil, conversion.NotHandled
				})
				tg := conversion.NewTarget()
				tg.AddIllegalOp("t.op")
				tg.AddLegalOp("t.lo", "t.hi")
				split := &conversion.Func{On: "t.op", Converter: tc, AcceptsOneToN: true, Rewrite: func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
					i32 := rw.Ctx.I(32)
					lo := create(rw, "t.lo", a.Range(0), i32).Result(0)
					hi := create(rw, "t.hi", a.Range(0), i32).Result(0)
					rw.ReplaceOpWithMultiple(op, [][]*ir.Value{{lo, hi}})
					return true
				}}
				b.StartTimer()
				err := conversion.ApplyPartialConversion(ctx, []*ir.Operation{mod}, tg, []conversion.Pattern{split},
					&conversion.Config{NoMaterializations: true})
				if err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/op-converted")
		})
	}
}
