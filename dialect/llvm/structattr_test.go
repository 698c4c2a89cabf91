package llvm_test

import (
	"bytes"
	"encoding/hex"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/bytecode"
	"github.com/gomlir/gomlir/dialect/llvm"
)

// structAttrSrc uses the debug-info attributes and loop annotations the
// llvm dialect encodes in bytecode, stripped parameters, an optional
// integer present at 0 and an expression with a DWARF encoding argument.
const structAttrSrc = `#file = #llvm.di_file<"a.c" in "/d">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = true, emissionKind = Full>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#ptr = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #int, dwarfAddressSpace = 1>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "f", file = #file, line = 1, subprogramFlags = Definition, type = <types = #int, #ptr>>
#var = #llvm.di_local_variable<scope = #sp, name = "x", type = #int, flags = "Artificial|ObjectPointer">
#ann = #llvm.loop_annotation<unroll = <count = 4 : i32>, mustProgress = true>
llvm.func @f(%a: i32) {
  llvm.intr.dbg.value #var #llvm.di_expression<[DW_OP_LLVM_convert(8, DW_ATE_signed), DW_OP_constu(2)]> = %a : i32
  llvm.br ^bb1 {loop_annotation = #ann}
^bb1:
  llvm.return
}
`

// structAttrUpstream is what upstream's mlir-opt --emit-bytecode writes for
// structAttrSrc read from small.mlir.
const structAttrUpstream = "4d4cef520d4d4c495232322e312e3800011b0501050b01030b03090f13171b03573b09011f0b0b0f07130b13130b0b0b130f1313031d0f174561171f172b3f231b27438d01070f0f0b03035d02be03050f05111101010f170101010d07170111031701111d2b072b0705131701130711050117011507170119070d1517014919410b236c6c766d2e63636f6e763c6363633e00236c6c766d2e6c696e6b6167653c65787465726e616c3e000b010553570906400105110b09210103051b2f2b010101014302111f010023633f07013f0301116700000313051f0101030123010105436b071f0143010101070125010101730101010101013301010100236c6c766d2e6c6f6f705f756e726f6c6c3c636f756e74203d2034203a206933323e000102040102020109216c6c766d2e66756e633c766f69642028693332293e000453050150090107044303010503500d0307042f05030b03070f0005441705030107481b0703030509001d060301050100b51b0907090505170f071f0b0f0b116275696c74696e006c6c766d006d6f64756c650066756e6300696e74722e6462672e76616c75650062720072657475726e00736d616c6c2e6d6c69720066007800612e63002f6400696e7400087f090501016b47010101010101010101010101010101010101010b01010101014b010101010101010101010101010103010101010b01010b010101054f2d036f"

// TestStructAttrBytecode checks that gomlir writes upstream's bytes for
// the llvm dialect's encoded attributes and reads them back to the same IR.
func TestStructAttrBytecode(t *testing.T) {
	ctx := newCtx()
	f, err := asm.ParseFile(ctx, "small.mlir", []byte(structAttrSrc), asm.Config{})
	if err != nil {
		t.Fatal(err)
	}
	var text bytes.Buffer
	if err := asm.Print(&text, ctx, f.Op, nil, asm.Flags{}); err != nil {
		t.Fatal(err)
	}
	got, err := bytecode.Encode(ctx, f.Op, nil, bytecode.WriterConfig{})
	if err != nil {
		t.Fatal(err)
	}
	want, _ := hex.DecodeString(structAttrUpstream)
	if !bytes.Equal(got, want) {
		t.Errorf("bytecode differs from upstream's:\n got %x\nwant %x", got, want)
	}
	bctx := newCtx()
	back, err := bytecode.Read(bctx, "small.mlir", want, bytecode.Config{})
	if err != nil {
		t.Fatal(err)
	}
	var again bytes.Buffer
	if err := asm.Print(&again, bctx, back.Op, nil, asm.Flags{}); err != nil {
		t.Fatal(err)
	}
	if again.String() != text.String() {
		t.Errorf("read back as:\n%s\nwant:\n%s", again.String(), text.String())
	}
}

// TestStructAttrText checks parameters' printed forms: left-out defaults,
// flags quoted when several bits are set (but not a group printed alone),
// and a required 0.
func TestStructAttrText(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{`#llvm.di_local_variable<scope = #llvm.di_file<"a" in "b">, flags = Public>`,
			`#llvm.di_local_variable<scope = #llvm.di_file<"a" in "b">, flags = Public>`},
		{`#llvm.di_local_variable<scope = #llvm.di_file<"a" in "b">, flags = "Private|Artificial", line = 0>`,
			`#llvm.di_local_variable<scope = #llvm.di_file<"a" in "b">, flags = "Private|Artificial">`},
		{`#llvm.di_local_variable<scope = #llvm.di_file<"a" in "b">, flags = Zero>`,
			`#llvm.di_local_variable<scope = #llvm.di_file<"a" in "b">>`},
		{`#llvm.di_lexical_block_file<scope = #llvm.di_file<"a" in "b">, discriminator = 0>`,
			`#llvm.di_lexical_block_file<scope = #llvm.di_file<"a" in "b">, discriminator = 0>`},
		{`#llvm.di_derived_type<tag = DW_TAG_pointer_type, dwarfAddressSpace = 0>`,
			`#llvm.di_derived_type<tag = DW_TAG_pointer_type, dwarfAddressSpace = 0>`},
		{`#llvm.di_global_variable_expression<var = <file = <"a" in "b">, line = 0, type = #llvm.di_null_type>, expr = <>>`,
			`#llvm.di_global_variable_expression<var = <file = <"a" in "b">, line = 0, type = #llvm.di_null_type>, expr = <>>`},
		{`#llvm.loop_annotation<>`, `#llvm.loop_annotation<>`},
	} {
		ctx := newCtx()
		a, _, err := asm.ParseAttrText(ctx, tc.in)
		if err != nil {
			t.Errorf("%s: %v", tc.in, err)
			continue
		}
		if _, ok := a.(*llvm.StructAttr); !ok {
			t.Errorf("%s: parsed as %T", tc.in, a)
		}
		if got := asm.AttrString(a); got != tc.want {
			t.Errorf("%s printed %s, want %s", tc.in, got, tc.want)
		}
		if text, _ := llvm.AttrText(a); !strings.HasPrefix(tc.want, "#llvm."+text[:strings.IndexByte(text, '<')]) {
			t.Errorf("%s: AttrText %s", tc.in, text)
		}
	}
}
