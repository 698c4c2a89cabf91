// Package wideint emulates integers twice as wide as a target supports
// with pairs of narrower ones, as upstream's arith-emulate-wide-int and
// memref-emulate-wide-int: an i2N value becomes a vector<2xiN> (its low
// half first), a vector<...xi2N> a vector<...x2xiN>, and the arith ops on
// them are rewritten into ops on the halves, through the
// dialect-conversion framework.
package wideint

import (
	"github.com/gomlir/gomlir/conversion"
	"github.com/gomlir/gomlir/ir"
)

// Converter is upstream's WideIntEmulationConverter: integers up to
// MaxWidth bits stay, integers of 2*MaxWidth bits become two-element
// vectors, wider ones do not convert.
type Converter struct {
	*conversion.TypeConverter
	// MaxWidth is the widest integer the target supports.
	MaxWidth int
}

// NewConverter returns the converter for a target whose widest integer
// has maxWidth bits (a power of two, at least 2).
func NewConverter(ctx *ir.Context, maxWidth int) *Converter {
	c := &Converter{TypeConverter: conversion.NewTypeConverter(), MaxWidth: maxWidth}
	c.AddIdentityConversion()
	c.AddTypeConversion(func(t ir.Type) (ir.Type, conversion.Result) {
		it, ok := t.(*ir.IntegerType)
		if !ok {
			return nil, conversion.NotHandled
		}
		switch {
		case it.Width <= maxWidth:
			return t, conversion.Converted
		case it.Width == 2*maxWidth:
			return ctx.VectorType([]int64{2}, ctx.I(maxWidth), nil), conversion.Converted
		}
		return nil, conversion.Failed
	})
	c.AddTypeConversion(func(t ir.Type) (ir.Type, conversion.Result) {
		vt, ok := t.(*ir.VectorType)
		if !ok {
			return nil, conversion.NotHandled
		}
		it, ok := vt.Elem.(*ir.IntegerType)
		if !ok || it.Width <= maxWidth {
			return t, conversion.Converted
		}
		if it.Width != 2*maxWidth {
			return nil, conversion.Failed
		}
		shape := append(append([]int64(nil), vt.Shape...), 2)
		var scalable []bool
		if vt.Scalable != nil {
			scalable = append(append([]bool(nil), vt.Scalable...), false)
		}
		return ctx.VectorType(shape, ctx.I(maxWidth), scalable), conversion.Converted
	})
	c.AddTypeConversion(func(t ir.Type) (ir.Type, conversion.Result) {
		ft, ok := t.(*ir.FunctionType)
		if !ok {
			return nil, conversion.NotHandled
		}
		in, ok1 := c.ConvertTypes(ft.Inputs, nil)
		out, ok2 := c.ConvertTypes(ft.Results, nil)
		if !ok1 || !ok2 {
			return nil, conversion.Failed
		}
		return ctx.FunctionType(in, out), conversion.Converted
	})
	return c
}

// AddMemRefConversion makes the converter convert memrefs of wide
// integers to memrefs of their emulation (upstream's
// populateMemRefWideIntEmulationConversions).
func (c *Converter) AddMemRefConversion(ctx *ir.Context) {
	c.AddTypeConversion(func(t ir.Type) (ir.Type, conversion.Result) {
		mt, ok := t.(*ir.MemRefType)
		if !ok {
			return nil, conversion.NotHandled
		}
		it, ok := mt.Elem.(*ir.IntegerType)
		if !ok || it.Width <= c.MaxWidth {
			return t, conversion.Converted
		}
		elem := c.ConvertType(it)
		if elem == nil {
			return nil, conversion.Failed
		}
		return ctx.MemRefType(mt.Shape, elem, mt.Layout, mt.MemorySpace), conversion.Converted
	})
}

// legal reports whether op's operand and result types are legal.
func (c *Converter) legal(op *ir.Operation) bool { return c.IsLegalOp(op) }
