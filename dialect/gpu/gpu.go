// Package gpu defines the types and attributes of upstream's gpu dialect
// that other dialects use: the !gpu.async.token and sparse handle types, the #gpu.address_space attribute (a memory space
// of memrefs), and the device mapping attributes of scf.forall
// (#gpu.block, #gpu.warpgroup, #gpu.warp, #gpu.thread, #gpu.lane,
// #gpu.memory_space and the #gpu.mask masking attribute); and the ops
// holding device code: gpu.module, gpu.func and gpu.return.
package gpu

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// Dialect is the gpu dialect: its types and attributes, and the module,
// function and return ops.
var Dialect = &ods.Dialect{
	Name:    "gpu",
	Summary: "types, attributes and module/function ops of the GPU dialect",
	Ops:     []*ods.Op{moduleSpec, funcSpec, returnSpec},
	Template: ir.Dialect{
		ParseType: parseType,
		PrintType: printType,
		ParseAttr: parseAttr,
		PrintAttr: printAttr,
	},
}

// HandleType is one of the parameterless types: !gpu.async.token, which
// orders asynchronous GPU operations, and the sparse library handles
// !gpu.sparse.dntensor_handle, !gpu.sparse.spmat_handle and
// !gpu.sparse.spgemmop_handle.
type HandleType struct {
	ir.TypeBase
	Name string // the keyword after `!gpu.`
}

// DialectName returns "gpu".
func (*HandleType) DialectName() string { return "gpu" }

// handleNames are the keywords of the parameterless types.
var handleNames = []string{"async.token", "sparse.dntensor_handle", "sparse.spmat_handle", "sparse.spgemmop_handle"}

// Handle returns the parameterless type `!gpu.name`; ok is false when name
// is none of them.
func Handle(ctx *ir.Context, name string) (t *HandleType, ok bool) {
	for _, n := range handleNames {
		if n == name {
			return ctx.UniqueDialectType([]byte("gpu."+name), func(b ir.TypeBase) ir.Type {
				return &HandleType{b, name}
			}).(*HandleType), true
		}
	}
	return nil, false
}

// AsyncToken returns !gpu.async.token.
func AsyncToken(ctx *ir.Context) *HandleType {
	t, _ := Handle(ctx, "async.token")
	return t
}

// parseType parses the body of `!gpu.` types with upstream's diagnostics;
// as upstream's, it ignores what follows the keyword of a parameterless
// type.
func parseType(dp ir.DialectParser) (ir.Type, error) {
	p, pos, kw, err := ir.ParseMnemonic(dp)
	if err != nil {
		return nil, err
	}
	if t, ok := Handle(p.Context(), kw); ok {
		return t, nil
	}
	return nil, p.ErrorAt(pos, "unknown gpu type: %s", kw)
}

func printType(p ir.DialectPrinter, t ir.Type) {
	if t, ok := t.(*HandleType); ok {
		p.WriteString(t.Name)
	}
}
