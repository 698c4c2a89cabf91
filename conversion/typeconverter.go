package conversion

import (
	"sync"

	"github.com/gomlir/gomlir/ir"
)

// Result is the outcome of one type conversion callback.
type Result uint8

// Conversion callback outcomes.
const (
	// NotHandled lets the callbacks registered before try.
	NotHandled Result = iota
	// Converted: the type converts to the returned types (none: the values
	// of the type are dropped).
	Converted
	// Failed: the type cannot be converted.
	Failed
)

// ConversionFunc converts a type to zero, one or several types.
type ConversionFunc func(t ir.Type) ([]ir.Type, Result)

// SourceMaterialization builds a value of type t from inputs (values of the
// converted types), at b's insertion point; nil when it cannot.
type SourceMaterialization func(b *ir.Builder, t ir.Type, inputs []*ir.Value, loc ir.Location) *ir.Value

// TargetMaterialization builds values of types ts from inputs (values of
// the original type origType, or of partially converted types), at b's
// insertion point; nil when it cannot.
type TargetMaterialization func(b *ir.Builder, ts []ir.Type, inputs []*ir.Value, loc ir.Location, origType ir.Type) []*ir.Value

// TypeConverter is upstream's TypeConverter: conversion callbacks (the most
// recently added tried first) with a cache, and the materializations that
// bridge original and converted values. It is safe for concurrent use once
// configured.
type TypeConverter struct {
	conversions []ConversionFunc
	sourceMats  []SourceMaterialization
	targetMats  []TargetMaterialization
	attrConvs   []AttributeConversion

	mu    sync.RWMutex
	cache map[ir.Type]cachedConversion
}

type cachedConversion struct {
	types []ir.Type
	ok    bool
}

// NewTypeConverter returns a converter with no conversions.
func NewTypeConverter() *TypeConverter {
	return &TypeConverter{cache: map[ir.Type]cachedConversion{}}
}

// AddConversion registers a conversion callback; later callbacks are tried
// first.
func (tc *TypeConverter) AddConversion(f ConversionFunc) {
	tc.conversions = append(tc.conversions, f)
	tc.mu.Lock()
	clear(tc.cache)
	tc.mu.Unlock()
}

// AddTypeConversion registers a 1:1 conversion callback: it returns the
// converted type, or nil with NotHandled or Failed.
func (tc *TypeConverter) AddTypeConversion(f func(t ir.Type) (ir.Type, Result)) {
	tc.AddConversion(func(t ir.Type) ([]ir.Type, Result) {
		nt, r := f(t)
		if r != Converted {
			return nil, r
		}
		return []ir.Type{nt}, Converted
	})
}

// AddIdentityConversion registers the conversion of every type to itself
// (usually the first one added, tried last).
func (tc *TypeConverter) AddIdentityConversion() {
	tc.AddConversion(func(t ir.Type) ([]ir.Type, Result) { return []ir.Type{t}, Converted })
}

// AddSourceMaterialization registers a source materialization; later ones
// are tried first.
func (tc *TypeConverter) AddSourceMaterialization(f SourceMaterialization) {
	tc.sourceMats = append(tc.sourceMats, f)
}

// AddTargetMaterialization registers a target materialization; later ones
// are tried first.
func (tc *TypeConverter) AddTargetMaterialization(f TargetMaterialization) {
	tc.targetMats = append(tc.targetMats, f)
}

// ConvertTypeTo converts t, returning its converted types (empty when its
// values are dropped) and whether it converts.
func (tc *TypeConverter) ConvertTypeTo(t ir.Type) ([]ir.Type, bool) {
	tc.mu.RLock()
	c, found := tc.cache[t]
	tc.mu.RUnlock()
	if found {
		return c.types, c.ok
	}
	for i := len(tc.conversions) - 1; i >= 0; i-- {
		types, r := tc.conversions[i](t)
		if r == NotHandled {
			continue
		}
		c = cachedConversion{types: types, ok: r == Converted}
		if !c.ok {
			c.types = nil
		}
		tc.mu.Lock()
		tc.cache[t] = c
		tc.mu.Unlock()
		return c.types, c.ok
	}
	return nil, false
}

// ConvertType converts t 1:1; nil when it does not convert to exactly one
// type.
func (tc *TypeConverter) ConvertType(t ir.Type) ir.Type {
	types, ok := tc.ConvertTypeTo(t)
	if !ok || len(types) != 1 {
		return nil
	}
	return types[0]
}

// ConvertTypes appends the conversions of types to out; ok false when one
// does not convert.
func (tc *TypeConverter) ConvertTypes(types []ir.Type, out []ir.Type) ([]ir.Type, bool) {
	for _, t := range types {
		c, ok := tc.ConvertTypeTo(t)
		if !ok {
			return out, false
		}
		out = append(out, c...)
	}
	return out, true
}

// IsLegalType reports whether t converts to itself.
func (tc *TypeConverter) IsLegalType(t ir.Type) bool { return tc.ConvertType(t) == t }

// AreLegalTypes reports whether every type converts to itself.
func (tc *TypeConverter) AreLegalTypes(types []ir.Type) bool {
	for _, t := range types {
		if !tc.IsLegalType(t) {
			return false
		}
	}
	return true
}

// IsLegalOp reports whether op's operand and result types are legal.
func (tc *TypeConverter) IsLegalOp(op *ir.Operation) bool {
	for _, v := range op.Operands() {
		if !tc.IsLegalType(v.Type()) {
			return false
		}
	}
	for i := 0; i < op.NumResults(); i++ {
		if !tc.IsLegalType(op.Result(i).Type()) {
			return false
		}
	}
	return true
}

// IsLegalRegion reports whether the argument types of r's blocks are legal.
func (tc *TypeConverter) IsLegalRegion(r *ir.Region) bool {
	for b := r.First(); b != nil; b = b.Next() {
		for _, a := range b.Args() {
			if !tc.IsLegalType(a.Type()) {
				return false
			}
		}
	}
	return true
}

// IsSignatureLegal reports whether a function type's inputs and results
// are legal.
func (tc *TypeConverter) IsSignatureLegal(ft *ir.FunctionType) bool {
	return tc.AreLegalTypes(ft.Inputs) && tc.AreLegalTypes(ft.Results)
}

// MaterializeSource runs the source materializations (most recent first).
func (tc *TypeConverter) MaterializeSource(b *ir.Builder, t ir.Type, inputs []*ir.Value, loc ir.Location) *ir.Value {
	for i := len(tc.sourceMats) - 1; i >= 0; i-- {
		if v := tc.sourceMats[i](b, t, inputs, loc); v != nil {
			return v
		}
	}
	return nil
}

// MaterializeTarget runs the target materializations (most recent first).
func (tc *TypeConverter) MaterializeTarget(b *ir.Builder, ts []ir.Type, inputs []*ir.Value, loc ir.Location, origType ir.Type) []*ir.Value {
	for i := len(tc.targetMats) - 1; i >= 0; i-- {
		if vs := tc.targetMats[i](b, ts, inputs, loc, origType); len(vs) > 0 {
			return vs
		}
	}
	return nil
}

// AttributeConversion converts an attribute attached to a type (a memory
// space, say) for the converted type: Converted with the new attribute,
// NotHandled to let the earlier callbacks try, Failed to stop.
type AttributeConversion func(t ir.Type, a ir.Attribute) (ir.Attribute, Result)

// AddTypeAttributeConversion registers an attribute conversion; later ones
// are tried first.
func (tc *TypeConverter) AddTypeAttributeConversion(f AttributeConversion) {
	tc.attrConvs = append(tc.attrConvs, f)
}

// ConvertTypeAttribute converts attribute a attached to type t (nil when
// no callback converts it).
func (tc *TypeConverter) ConvertTypeAttribute(t ir.Type, a ir.Attribute) ir.Attribute {
	for i := len(tc.attrConvs) - 1; i >= 0; i-- {
		switch na, r := tc.attrConvs[i](t, a); r {
		case Converted:
			return na
		case Failed:
			return nil
		}
	}
	return nil
}

// InputMapping says where an original block argument went in a signature
// conversion: to Size new arguments starting at InputNo, or (Size 0) to
// Replacement values.
type InputMapping struct {
	InputNo, Size int
	Replacement   []*ir.Value
}

// SignatureConversion is upstream's TypeConverter::SignatureConversion: how
// the arguments of a block (or the inputs of a signature) are remapped to
// new types.
type SignatureConversion struct {
	remapped []*InputMapping
	types    []ir.Type
}

// NewSignatureConversion returns a conversion for n original inputs.
func NewSignatureConversion(n int) *SignatureConversion {
	return &SignatureConversion{remapped: make([]*InputMapping, n)}
}

// ConvertedTypes returns the new argument types.
func (s *SignatureConversion) ConvertedTypes() []ir.Type { return s.types }

// InputMapping returns the mapping of original input i (nil: dropped).
func (s *SignatureConversion) InputMapping(i int) *InputMapping { return s.remapped[i] }

// AddInputs maps original input i to new arguments of the given types,
// appended to the signature.
func (s *SignatureConversion) AddInputs(i int, types []ir.Type) {
	s.RemapInput(i, len(s.types), len(types))
	s.types = append(s.types, types...)
}

// AppendInputs appends new argument types that remap no original input.
func (s *SignatureConversion) AppendInputs(types []ir.Type) { s.types = append(s.types, types...) }

// RemapInput maps original input i to n new arguments starting at newNo.
func (s *SignatureConversion) RemapInput(i, newNo, n int) {
	s.remapped[i] = &InputMapping{InputNo: newNo, Size: n}
}

// RemapInputTo replaces original input i with existing values, dropping
// the argument.
func (s *SignatureConversion) RemapInputTo(i int, repl []*ir.Value) {
	s.remapped[i] = &InputMapping{InputNo: i, Replacement: repl}
}

// ConvertSignatureArg converts the type of original input i into s.
func (tc *TypeConverter) ConvertSignatureArg(i int, t ir.Type, s *SignatureConversion) bool {
	types, ok := tc.ConvertTypeTo(t)
	if !ok {
		return false
	}
	if len(types) > 0 {
		s.AddInputs(i, types)
	}
	return true
}

// ConvertSignatureArgs converts the types of original inputs offset... into s.
func (tc *TypeConverter) ConvertSignatureArgs(types []ir.Type, s *SignatureConversion, offset int) bool {
	for i, t := range types {
		if !tc.ConvertSignatureArg(offset+i, t, s) {
			return false
		}
	}
	return true
}

// ConvertBlockSignature computes the signature conversion of b's arguments
// (nil when one does not convert).
func (tc *TypeConverter) ConvertBlockSignature(b *ir.Block) *SignatureConversion {
	s := NewSignatureConversion(b.NumArgs())
	for i, a := range b.Args() {
		if !tc.ConvertSignatureArg(i, a.Type(), s) {
			return nil
		}
	}
	return s
}
