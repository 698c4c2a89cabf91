package bufferization

import (
	"github.com/gomlir/gomlir/ir"
)

// The dialect attributes upstream's BufferizationDialect verifies.
const (
	// WritableAttrName marks a function argument whose buffer may be
	// written in place.
	WritableAttrName = "bufferization.writable"
	// BufferAccessAttrName tells how an external function accesses an
	// argument's buffer: "none", "read", "write" or "read-write".
	BufferAccessAttrName = "bufferization.access"
	// BufferLayoutAttrName is the layout of a function argument's buffer.
	BufferLayoutAttrName = "bufferization.buffer_layout"
	// ManualDeallocationAttrName marks an allocation or deallocation the
	// ownership-based deallocation pass must leave alone.
	ManualDeallocationAttrName = "bufferization.manual_deallocation"
)

// verifyOpAttr is BufferizationDialect::verifyOperationAttribute.
func verifyOpAttr(op *ir.Operation, attr ir.NamedAttr) error {
	if attr.Name == ManualDeallocationAttrName {
		if !hasEffect(op, ir.EffectAllocate) && !hasEffect(op, ir.EffectFree) {
			return op.EmitOpError("attribute '%s' can be used only on ops that have an allocation and/or free side effect",
				ManualDeallocationAttrName)
		}
		return nil
	}
	return op.EmitError("attribute '\"%s\"' not supported as an op attribute by the bufferization dialect", attr.Name)
}

// hasEffect is upstream's hasEffect<E>(op): op declares its effects and
// one of them is e.
func hasEffect(op *ir.Operation, e ir.MemoryEffect) bool {
	m, ok := ir.OpInterface[ir.MemoryEffectOpInterface](op)
	if !ok {
		return false
	}
	for _, inst := range m.Effects(op) {
		if inst.Effect == e {
			return true
		}
	}
	return false
}

// verifyRegionArgAttr is BufferizationDialect::verifyRegionArgAttribute.
func verifyRegionArgAttr(op *ir.Operation, _, _ int, attr ir.NamedAttr) error {
	fn, isFunc := ir.OpInterface[ir.FunctionOpInterface](op)
	notFunc := func() error {
		return op.EmitError("expected '%s' to be used on function-like operations", attr.Name)
	}
	switch attr.Name {
	case WritableAttrName:
		if !isBool(attr.Value) {
			return op.EmitError("'%s' is expected to be a boolean attribute", WritableAttrName)
		}
		if !isFunc {
			return notFunc()
		}
		if r := fn.CallableRegion(op); r == nil || r.Empty() {
			return op.EmitError("'%s' is invalid on external functions", WritableAttrName)
		}
		return nil
	case BufferAccessAttrName:
		s, ok := attr.Value.(*ir.StringAttr)
		if !ok {
			return op.EmitError("'%s' is expected to be a string attribute", BufferAccessAttrName)
		}
		switch s.Value {
		case "none", "read", "write", "read-write":
		default:
			return op.EmitError("invalid value for '%s'", BufferAccessAttrName)
		}
		if !isFunc {
			return notFunc()
		}
		return nil
	case BufferLayoutAttrName:
		switch attr.Value.(type) {
		case *ir.AffineMapAttr, *ir.StridedLayoutAttr:
		default:
			return op.EmitError("'%s' is expected to be a memref layout attribute", BufferLayoutAttrName)
		}
		if !isFunc {
			return notFunc()
		}
		return nil
	}
	// Upstream names the layout attribute here, whatever the attribute.
	return op.EmitError("attribute '%s' not supported as a region arg attribute by the bufferization dialect",
		BufferLayoutAttrName)
}

// isBool reports whether a is a BoolAttr (an i1 integer attribute).
func isBool(a ir.Attribute) bool {
	i, ok := a.(*ir.IntegerAttr)
	if !ok {
		return false
	}
	it, ok := i.Type.(*ir.IntegerType)
	return ok && it.Width == 1 && it.Signedness == ir.Signless
}
