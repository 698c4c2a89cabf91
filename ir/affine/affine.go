// Package affine implements MLIR's affine expressions (AffineExpr), affine
// maps (AffineMap) and integer sets (IntegerSet): uniqued, immutable values
// built through constructors that apply upstream MLIR's construction-time
// simplifications, printed and parsed byte-for-byte like upstream MLIR 22.
//
// Every object is interned in an Interner (ir.Context implements it), so two
// structurally equal expressions, maps or sets built in the same interner are
// the same pointer: equality is pointer equality. The package does not import
// ir; objects expose ID so that ir can key uniqued attributes on them.
//
// All functions are safe for concurrent use as long as the Interner is.
package affine

import (
	"encoding/binary"

	"github.com/gomlir/gomlir/ir/internal/uniq"
)

// Interner interns immutable objects by key (ir.Context implements it):
// its table returns the object stored under a key, calling a constructor
// with a fresh identifier to create it when absent. Keys built by this
// package start with a byte in 128..191, the range reserved for it. The
// table is a concrete type so that looking up an existing object allocates
// nothing.
type Interner interface {
	Uniquer() *uniq.Table
}

// Key tags (first key byte) of the objects this package interns.
const (
	keyDim byte = 0x80 + iota
	keySymbol
	keyConstant
	keyBinary
	keyMap
	keySet
)

func appendUvarint(b []byte, v uint64) []byte { return binary.AppendUvarint(b, v) }
