package gpu

import (
	"encoding/binary"
	"strconv"

	"github.com/gomlir/gomlir/dialect/scf"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods/enumattr"
)

// The dialect's enums: upstream's MappingId (the mapped dimension of a
// loop) and AddressSpace (global = 1, workgroup = 2, private = 3).
var (
	mappingID = &enumattr.Def{Dialect: "gpu", CppName: "::mlir::gpu::MappingId",
		Cases: []string{"x", "y", "z", "linear_dim_0", "linear_dim_1", "linear_dim_2", "linear_dim_3",
			"linear_dim_4", "linear_dim_5", "linear_dim_6", "linear_dim_7", "linear_dim_8", "linear_dim_9"}}
	addressSpace = &enumattr.Def{Dialect: "gpu", Mnemonic: "address_space", Angled: true,
		Cases:   []string{"global", "workgroup", "private"},
		CppName: "::mlir::gpu::AddressSpace", AttrName: "GPU_AddressSpaceAttr"}
)

// AddressSpace returns `#gpu.address_space<s>` (s is global, workgroup or
// private); ok is false for another name.
func AddressSpace(ctx *ir.Context, s string) (a *enumattr.Attr, ok bool) {
	i, ok := addressSpace.Index(s)
	if !ok {
		return nil, false
	}
	return addressSpace.Get(ctx, i), true
}

// AddressSpaceOf returns the address space (global, workgroup or private)
// an `#gpu.address_space` attribute holds; ok is false for other
// attributes.
func AddressSpaceOf(a ir.Attribute) (s string, ok bool) {
	x, ok := a.(*enumattr.Attr)
	if !ok || x.Def != addressSpace {
		return "", false
	}
	return x.Case(), true
}

// mappingKind is one of the attributes mapping a loop to a level of the
// GPU's parallelism, or to a memory space: its mnemonic, its C++ class and
// its parameter's name and enum.
type mappingKind struct {
	mnemonic, class, param string
	enum                   *enumattr.Def
}

var mappingKinds = []*mappingKind{
	{"block", "GPUBlockMappingAttr", "block", mappingID},
	{"warpgroup", "GPUWarpgroupMappingAttr", "warpgroup", mappingID},
	{"warp", "GPUWarpMappingAttr", "warp", mappingID},
	{"thread", "GPUThreadMappingAttr", "thread", mappingID},
	{"lane", "GPULaneMappingAttr", "lane", mappingID},
	{"memory_space", "GPUMemorySpaceMappingAttr", "address_space", addressSpace},
}

// MappingAttr is `#gpu.block<id>`, `#gpu.warpgroup<id>`, `#gpu.warp<id>`,
// `#gpu.thread<id>`, `#gpu.lane<id>` (id is x, y, z or linear_dim_0 to
// linear_dim_9) or `#gpu.memory_space<space>`: a device mapping attribute
// of scf.forall.
type MappingAttr struct {
	ir.AttrBase
	kind  *mappingKind
	Value int // the index of the parameter's case
}

// DialectName returns "gpu".
func (*MappingAttr) DialectName() string { return "gpu" }

// Mnemonic returns the attribute's kind: block, warpgroup, warp, thread,
// lane or memory_space.
func (a *MappingAttr) Mnemonic() string { return a.kind.mnemonic }

// MappingID implements scf.DeviceMappingAttr: the mapping id, or the
// address space's value for memory_space.
func (a *MappingAttr) MappingID() int64 {
	if a.kind.enum == addressSpace {
		return int64(a.Value) + 1
	}
	return int64(a.Value)
}

var _ scf.DeviceMappingAttr = (*MappingAttr)(nil)

// Mapping returns the mapping attribute of kind mnemonic with case value v;
// ok is false when mnemonic names no mapping attribute.
func Mapping(ctx *ir.Context, mnemonic string, v int) (a *MappingAttr, ok bool) {
	for _, k := range mappingKinds {
		if k.mnemonic == mnemonic {
			return k.get(ctx, v), true
		}
	}
	return nil, false
}

func (k *mappingKind) get(ctx *ir.Context, v int) *MappingAttr {
	key := binary.LittleEndian.AppendUint64([]byte("gpu.mapping."+k.mnemonic+"."), uint64(v))
	return ctx.UniqueDialectAttr(key, func(b ir.AttrBase) ir.Attribute {
		return &MappingAttr{AttrBase: b, kind: k, Value: v}
	}).(*MappingAttr)
}

// MaskAttr is `#gpu.mask<bits>`: which of (at most 64) linear ids of an
// scf.forall's mapping are active.
type MaskAttr struct {
	ir.AttrBase
	Mask uint64
}

// DialectName returns "gpu".
func (*MaskAttr) DialectName() string { return "gpu" }

// MaxNumPhysicalIDs implements scf.DeviceMaskingAttr: a mask has 64 bits.
func (*MaskAttr) MaxNumPhysicalIDs() int64 { return 64 }

var _ scf.DeviceMaskingAttr = (*MaskAttr)(nil)

// Mask returns `#gpu.mask<m>`.
func Mask(ctx *ir.Context, m uint64) *MaskAttr {
	key := binary.LittleEndian.AppendUint64([]byte("gpu.mask."), m)
	return ctx.UniqueDialectAttr(key, func(b ir.AttrBase) ir.Attribute {
		return &MaskAttr{AttrBase: b, Mask: m}
	}).(*MaskAttr)
}

// parseAttr parses the attributes of the dialect after `#gpu.`, with the
// diagnostics of upstream's generated parsers.
func parseAttr(dp ir.DialectParser, _ ir.Type) (ir.Attribute, error) {
	p, pos, kw, err := ir.ParseMnemonic(dp)
	if err != nil {
		return nil, err
	}
	a, err := parseAttrBody(p, kw)
	if err != nil {
		return nil, err
	}
	if a == nil {
		return nil, p.ErrorAt(pos, "unknown attribute `%s` in dialect `gpu`", kw)
	}
	return a, nil
}

// parseAttrBody parses `<...>` after mnemonic kw; it returns no attribute
// and no error when kw names no attribute of the dialect.
func parseAttrBody(p ir.BodyParser, kw string) (ir.Attribute, error) {
	if a, ok, err := enumattr.ParseAttr(p, kw, []*enumattr.Def{addressSpace}); ok {
		return a, err
	}
	var kind *mappingKind
	for _, k := range mappingKinds {
		if k.mnemonic == kw {
			kind = k
		}
	}
	if kind == nil && kw != "mask" {
		return nil, nil
	}
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	var a ir.Attribute
	if kind != nil {
		v, err := kind.enum.ParseCaseOf(p, kind.class, kind.param)
		if err != nil {
			return nil, err
		}
		a = kind.get(p.Context(), v)
	} else {
		// As upstream's parser of a uint64_t parameter: a negative value
		// wraps.
		v, ok, err := p.ParseOptionalUint64()
		if err == nil && !ok {
			err = p.Errorf("expected integer value")
		}
		if err != nil {
			if d, ok := err.(*ir.Diagnostic); ok {
				p.Context().Report(d)
			}
			return nil, p.Errorf("failed to parse GPUMappingMaskAttr parameter 'mask' which is to be a `uint64_t`")
		}
		a = Mask(p.Context(), v)
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	return a, nil
}

func printAttr(p ir.DialectPrinter, a ir.Attribute) {
	switch a := a.(type) {
	case *enumattr.Attr:
		p.WriteString(a.Body())
	case *MappingAttr:
		p.WriteString(a.kind.mnemonic + "<" + a.kind.enum.Cases[a.Value] + ">")
	case *MaskAttr:
		p.WriteString("mask<" + strconv.FormatUint(a.Mask, 10) + ">")
	}
}
