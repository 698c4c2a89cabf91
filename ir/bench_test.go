package ir_test

import (
	"testing"

	"github.com/gomlir/gomlir/ir"
)

// BenchmarkNewOperation creates and erases small operations, the shapes
// allocOperation keeps in one allocation and a wide one.
func BenchmarkNewOperation(b *testing.B) {
	ctx := ir.NewContext()
	i32 := ctx.I(32)
	src := newOp(ctx, "t.src", nil, i32, i32, i32, i32)
	info := ctx.OpInfo("t.op")
	shapes := []struct {
		name string
		st   ir.OperationState
	}{
		{"1res2opd", ir.OperationState{Name: info, Operands: src.Results()[:2], Types: []ir.Type{i32}}},
		{"0res1opd", ir.OperationState{Name: info, Operands: src.Results()[:1]}},
		{"3res4opd", ir.OperationState{Name: info, Operands: src.Results(), Types: []ir.Type{i32, i32, i32}}},
	}
	for _, s := range shapes {
		b.Run(s.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				ir.NewOperation(ctx, &s.st).Erase()
			}
		})
	}
}

// BenchmarkFileLineColLoc gets the locations of a parsed file: one per
// line, mostly found again.
func BenchmarkFileLineColLoc(b *testing.B) {
	ctx := ir.NewContext()
	b.ReportAllocs()
	line := uint32(0)
	for b.Loop() {
		line = (line + 1) % 100000
		ctx.FileLineColLoc("bench.mlir", line+1, 5)
	}
}

// BenchmarkWalk walks a module of 64 functions of 64 operations.
func BenchmarkWalk(b *testing.B) {
	ctx := newCtx(b)
	bd := ir.NewBuilder(ctx)
	module := ir.NewOperation(ctx, &ir.OperationState{Name: ctx.OpInfo("t.module"), Regions: []*ir.Region{{}}})
	bd.CreateBlock(module.Region(0), nil, nil)
	for f := 0; f < 64; f++ {
		fn := bd.Create(&ir.OperationState{Name: ctx.OpInfo("t.func"), Regions: []*ir.Region{{}}})
		saved := bd.InsertionBlock()
		bd.CreateBlock(fn.Region(0), nil, nil)
		for i := 0; i < 64; i++ {
			bd.Create(&ir.OperationState{Name: ctx.OpInfo("t.op")})
		}
		bd.SetInsertionPointToEnd(saved)
	}
	b.ReportAllocs()
	for b.Loop() {
		n := 0
		module.Walk(func(*ir.Operation) ir.WalkResult { n++; return ir.WalkAdvance })
		if n != 64*65+1 {
			b.Fatalf("visited %d ops", n)
		}
	}
}
