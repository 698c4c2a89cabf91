package ods

import "github.com/gomlir/gomlir/ir"

// ContextOf returns the context op's spec was registered in, or nil for ops
// not defined by specs. Folders use it to build attributes.
func ContextOf(op *ir.Operation) *ir.Context {
	if r, ok := op.Info().Spec.(*registered); ok {
		return r.ctx
	}
	return nil
}
