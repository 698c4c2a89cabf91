package llvm

import (
	"strings"

	"github.com/gomlir/gomlir/bytecode"
	"github.com/gomlir/gomlir/ir"
)

// The llvm dialect's bytecode encoding (upstream's
// LLVMDialectBytecodeInterface): debug-info attributes and loop
// annotations are written field by field after their code; every other
// llvm attribute and type is written as text.

// bcLayouts are the encoded attributes by code: the mnemonic and its
// fields, each `kind:param` with kind v (varint), s (string), a
// (attribute), o (optional attribute), b (bool), l (optional attribute
// list), n (optional varint list) or i (optional varint).
var bcLayouts = [...]struct{ mnemonic, fields string }{
	{"di_basic_type", "v:tag s:name v:sizeInBits v:encoding"},
	{"di_compile_unit", "a:id v:sourceLanguage a:file o:producer b:isOptimized v:emissionKind v:nameTableKind"},
	{"di_composite_type", "o:recId b:isRecSelf v:tag o:name o:file v:line o:scope o:baseType v:flags " +
		"v:sizeInBits v:alignInBits o:dataLocation o:rank o:allocated o:associated l:elements"},
	{"di_derived_type", "v:tag o:name o:baseType v:sizeInBits v:alignInBits v:offsetInBits i:dwarfAddressSpace o:extraData"},
	{"di_expression_elem", "v:opcode n:arguments"},
	{"di_expression", "l:operations"},
	{"di_file", "s:name s:directory"},
	{"di_global_variable", "o:scope o:name o:linkageName a:file v:line a:type b:isLocalToUnit b:isDefined v:alignInBits"},
	{"di_global_variable_expression", "a:var o:expr"},
	{"di_imported_entity", "v:tag a:scope a:entity o:file v:line o:name l:elements"},
	{"di_label", "a:scope o:name o:file v:line"},
	{"di_lexical_block", "a:scope o:file v:line v:column"},
	{"di_lexical_block_file", "a:scope o:file v:discriminator"},
	{"di_local_variable", "a:scope o:name o:file v:line v:arg v:alignInBits o:type v:flags"},
	{"di_namespace", "o:name o:scope b:exportSymbols"},
	{"di_subprogram", "o:recId b:isRecSelf o:id o:compileUnit o:scope o:name o:linkageName o:file v:line " +
		"v:scopeLine v:subprogramFlags o:type l:retainedNodes l:annotations"},
	{"di_subrange", "o:count o:lowerBound o:upperBound o:stride"},
	{"di_subroutine_type", "v:callingConvention l:types"},
	{"loop_annotation", "o:disableNonforced o:vectorize o:interleave o:unroll o:unrollAndJam o:licm o:distribute " +
		"o:pipeline o:peeled o:unswitch o:mustProgress o:isVectorized o:startLoc o:endLoc l:parallelAccesses"},
}

// bcField is one encoded field: its kind letter and parameter index.
type bcField struct {
	kind  byte
	param int
}

// bcCode and bcFields are bcLayouts resolved against the definitions.
var (
	bcCode   = map[*structDef]uint64{}
	bcFields [len(bcLayouts)][]bcField
)

func init() {
	for code, l := range bcLayouts {
		def := structDefs[l.mnemonic]
		bcCode[def] = uint64(code)
		for _, f := range strings.Fields(l.fields) {
			kind, name, _ := strings.Cut(f, ":")
			i := def.index(name)
			if i < 0 {
				panic("llvm: bytecode layout names unknown parameter " + l.mnemonic + "." + name)
			}
			bcFields[code] = append(bcFields[code], bcField{kind[0], i})
		}
	}
	Dialect.Template.Interfaces = append(Dialect.Template.Interfaces, bytecodeIface{})
}

type bytecodeIface struct{}

func (bytecodeIface) WriteAttribute(a ir.Attribute, w bytecode.Writer) bool {
	s, ok := a.(*StructAttr)
	if !ok {
		return false
	}
	code, ok := bcCode[s.def]
	if !ok {
		return false
	}
	w.VarInt(code)
	for _, f := range bcFields[code] {
		v := &s.vals[f.param]
		switch f.kind {
		case 'v':
			w.VarInt(v.n)
		case 's':
			str, _ := v.attr.(*ir.StringAttr)
			if str == nil {
				w.String("")
			} else {
				w.String(str.Value)
			}
		case 'a':
			w.Attribute(v.attr)
		case 'o':
			w.OptionalAttribute(v.attr)
		case 'b':
			w.Bool(v.n != 0)
		case 'l':
			w.Bool(len(v.list) > 0)
			if len(v.list) > 0 {
				w.VarInt(uint64(len(v.list)))
				for _, e := range v.list {
					w.OptionalAttribute(e)
				}
			}
		case 'n':
			w.Bool(len(v.nums) > 0)
			if len(v.nums) > 0 {
				w.VarInt(uint64(len(v.nums)))
				for _, e := range v.nums {
					w.VarInt(e)
				}
			}
		case 'i':
			flag := uint64(0)
			if v.set {
				flag = 1
			}
			w.VarInt(v.n<<1 | flag)
		}
	}
	return true
}

func (bytecodeIface) WriteType(ir.Type, bytecode.Writer) bool { return false }

func (bytecodeIface) ReadAttribute(r *bytecode.Reader) (ir.Attribute, error) {
	code := r.VarInt()
	if code >= uint64(len(bcLayouts)) {
		r.Fail("unknown attribute code: %d", code)
	}
	def := structDefs[bcLayouts[code].mnemonic]
	vals := make([]paramVal, len(def.params))
	for _, f := range bcFields[code] {
		v := &vals[f.param]
		switch f.kind {
		case 'v':
			v.n = r.VarInt()
		case 's':
			v.attr = r.Ctx().StringAttr(r.String())
		case 'a':
			v.attr = r.Attribute()
		case 'o':
			v.attr = r.OptionalAttribute()
		case 'b':
			if r.Bool() {
				v.n = 1
			}
		case 'l':
			if r.Bool() {
				v.list = make([]ir.Attribute, r.Count())
				for i := range v.list {
					v.list[i] = r.OptionalAttribute()
				}
			}
		case 'n':
			if r.Bool() {
				v.nums = make([]uint64, r.Count())
				for i := range v.nums {
					v.nums[i] = r.VarInt()
				}
			}
		case 'i':
			x := r.VarInt()
			v.n, v.set = x>>1, x&1 != 0
		}
	}
	return structAttr(r.Ctx(), def, vals), nil
}

func (bytecodeIface) ReadType(r *bytecode.Reader) (ir.Type, error) {
	r.Fail("unknown attribute")
	return nil, nil
}
