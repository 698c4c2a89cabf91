package datalayout_test

import (
	"testing"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/dialect/all"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/datalayout"
)

// layoutCase is a type and upstream mlir-opt's answers about it
// (test-data-layout-query): size in bits, ABI and preferred alignments.
type layoutCase struct {
	typ                  string
	bits, abi, preferred uint64
}

func queryAll(t *testing.T, spec string, cases []layoutCase) {
	t.Helper()
	ctx := ir.NewContext()
	all.Register(ctx)
	src := "module {\n}\n"
	if spec != "" {
		src = "module attributes {dlti.dl_spec = " + spec + "} {\n}\n"
	}
	f, err := asm.ParseFile(ctx, "t.mlir", []byte(src), asm.Config{})
	if err != nil {
		t.Fatal(err)
	}
	l := datalayout.Of(ctx, f.Op)
	for _, c := range cases {
		ty, _, err := asm.ParseTypeText(ctx, c.typ)
		if err != nil {
			t.Fatalf("%s: %v", c.typ, err)
		}
		got := layoutCase{c.typ, l.SizeInBits(ty), l.ABIAlignment(ty), l.PreferredAlignment(ty)}
		if got != c {
			t.Errorf("%s: got %+v, want %+v", c.typ, got, c)
		}
	}
}

func TestDefaults(t *testing.T) {
	queryAll(t, "", []layoutCase{
		{"vector<3xi1>", 32, 4, 4},
		{"vector<3xi32>", 128, 16, 16},
		{"vector<2x3xi8>", 64, 8, 8},
		{"!llvm.struct<(i64)>", 64, 4, 4},
		{"!llvm.struct<(i8, i64, i16)>", 128, 4, 4},
		{"!llvm.struct<packed (i8, i64)>", 72, 1, 4},
		{"index", 64, 4, 8},
		{"i128", 128, 4, 16},
		{"i1", 1, 1, 1},
		{"f80", 80, 16, 16},
		{"complex<f32>", 64, 4, 4},
		{"!llvm.array<3 x i1>", 24, 1, 1},
		{"!llvm.array<1 x i64>", 64, 4, 8},
		{"!llvm.ptr<3>", 64, 8, 8},
	})
}

func TestSpec(t *testing.T) {
	queryAll(t, "#dlti.dl_spec<i32 = dense<[32, 64]> : vector<2xi64>, i64 = dense<64> : vector<2xi64>, index = 32, "+
		"f32 = dense<[64, 128]> : vector<2xi64>, !llvm.struct<()> = dense<[8, 128]> : vector<2xi64>, "+
		"!llvm.ptr = dense<[32, 32, 64]> : vector<3xi64>, !llvm.ptr<4> = dense<[32, 64, 64, 24]> : vector<4xi64>>", []layoutCase{
		{"i16", 16, 4, 8},
		{"i48", 48, 8, 8},
		{"i128", 128, 8, 8},
		{"index", 32, 4, 8},
		{"f32", 32, 8, 16},
		{"f16", 16, 2, 2},
		{"!llvm.struct<(i64)>", 64, 8, 16},
		{"!llvm.struct<packed (i8, i64)>", 72, 1, 16},
		{"!llvm.ptr", 32, 4, 8},
		{"!llvm.ptr<3>", 32, 4, 8},
		{"!llvm.ptr<4>", 32, 8, 8},
	})
}

func TestIndexBitwidth(t *testing.T) {
	ctx := ir.NewContext()
	all.Register(ctx)
	src := "module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<4> = dense<[32, 64, 64, 24]> : vector<4xi64>, index = 16>} {\n}\n"
	f, err := asm.ParseFile(ctx, "t.mlir", []byte(src), asm.Config{})
	if err != nil {
		t.Fatal(err)
	}
	l := datalayout.Of(ctx, f.Op)
	for _, c := range []struct {
		typ  string
		want uint64
		ok   bool
	}{{"index", 16, true}, {"!llvm.ptr<4>", 24, true}, {"!llvm.ptr", 64, true}, {"i32", 0, false}} {
		ty, _, _ := asm.ParseTypeText(ctx, c.typ)
		if got, ok := l.IndexBitwidth(ty); got != c.want || ok != c.ok {
			t.Errorf("%s: got %d %v, want %d %v", c.typ, got, ok, c.want, c.ok)
		}
	}
}
