package linalg

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/ods"
)

// The verifiers of the matmul family's user-defined indexing maps
// (broadcast and transpose semantics), run only when the maps differ
// from the defaults.

// userMaps returns op's maps and its defaults, or nil maps when they are
// the defaults.
func userMaps(d *namedDef, op *ir.Operation) (maps, def []*affine.Map) {
	arr, ok := op.InherentAttr("indexing_maps").(*ir.ArrayAttr)
	if !ok || d.defaultMaps(op, arr) {
		return nil, nil
	}
	return mapsOf(arr), d.staticMaps(ods.ContextOf(op))
}

// resultsSubsetOf is areResultExprsSubsetOf: every result of m is one of
// full's.
func resultsSubsetOf(m, full *affine.Map) bool {
	for _, e := range m.Results {
		found := false
		for _, f := range full.Results {
			if e == f {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// verifyMatmul is MatmulOp::verify: the maps of A and B use only the
// default dimensions and a broadcast one keeps the reduction dimension.
func verifyMatmul(d *namedDef, op *ir.Operation) error {
	maps, def := userMaps(d, op)
	for i := 0; maps != nil && i < 2 && i < len(maps); i++ {
		if !resultsSubsetOf(maps[i], def[i]) {
			return op.EmitOpError("Unexpected dim expression in map result.")
		}
		if len(maps[i].Results) < len(def[i].Results) {
			if len(maps[i].Results) != 1 || !affine.IsFunctionOfDim(maps[i].Results[0], maps[i].NumDims-1) {
				return op.EmitOpError("Invalid broadcast requested, should be (d2).")
			}
		}
	}
	return nil
}

// verifyBatchMatmul is the verifier of batch_matmul (reduce false) and
// batch_reduce_matmul (reduce true): three maps, inputs with default
// dimensions, a valid broadcast or batch dimension, and the output's
// dimensions.
func verifyBatchMatmul(reduce bool) func(d *namedDef, op *ir.Operation) error {
	return func(d *namedDef, op *ir.Operation) error {
		maps, def := userMaps(d, op)
		if maps == nil {
			return nil
		}
		if len(maps) != 3 {
			return op.EmitOpError("Indexing_map attribute must have 3 affine maps.")
		}
		for i := 0; i < 2; i++ {
			m := maps[i]
			if !resultsSubsetOf(m, def[i]) {
				return op.EmitOpError("Unexpected result dim expression (outside the set of default result dims).")
			}
			if len(m.Results) > 3 {
				return op.EmitOpError("no. of result dim expressions exceeds 3.")
			}
			if len(m.Results) < len(def[i].Results) {
				if !validBatchBroadcast(m, i == 0) {
					return op.EmitOpError("Invalid broadcast requested.")
				}
			} else if !affine.IsFunctionOfDim(m.Results[0], 0) {
				return op.EmitOpError("Invalid batch dimension expression.")
			}
		}
		out := maps[2]
		want, first := 3, 0
		if reduce {
			want, first = 2, 1
		}
		if len(out.Results) != want {
			return op.EmitOpError("expects %d dims, but got (%d).", want, len(out.Results))
		}
		for i, e := range out.Results {
			if !affine.IsFunctionOfDim(e, first+i) {
				return op.EmitOpError("Invalid output map result dimension.")
			}
		}
		return nil
	}
}

// validBatchBroadcast is isValidLhsRhsBroadcastMap of the batch variants
// (dimensions batch, m, n, k).
func validBatchBroadcast(m *affine.Map, lhs bool) bool {
	const batch, mPos, nPos, kPos = 0, 1, 2, 3
	of := func(i, d int) bool { return affine.IsFunctionOfDim(m.Results[i], d) }
	switch len(m.Results) {
	case 1:
		return of(0, kPos)
	case 2:
		if lhs {
			return (of(0, batch) || of(0, mPos)) && of(1, kPos)
		}
		return (of(0, batch) && of(1, kPos)) || (of(0, kPos) && of(1, nPos))
	}
	return false
}

// verifyContract is ContractOp::verify: projected permutation maps of
// the operands' ranks over one iteration space, with a contracting
// dimension (both inputs, not the output) and no dimension used by one
// input only but not by the output.
func verifyContract(_ *namedDef, op *ir.Operation) error {
	arr, _ := op.InherentAttr("indexing_maps").(*ir.ArrayAttr)
	if arr == nil {
		return nil
	}
	maps := mapsOf(arr)
	dims := -1
	var in, out []int
	for i, m := range maps {
		if i >= op.NumOperands() || i > 2 {
			break
		}
		if !m.IsProjectedPermutation(false) {
			return op.EmitError("provided affine_map is not a projected permutation")
		}
		if shape, shaped := shapeOf(op.Operand(i).Type()); shaped || isShaped(op.Operand(i).Type()) {
			if len(m.Results) != len(shape) {
				return op.EmitError("ranks of shaped operand and results of corresponding affine_map differ")
			}
		} else if len(m.Results) != 0 {
			return op.EmitError("affine_map specifies shaped access while operand has non-shaped type")
		}
		if dims == -1 {
			dims = m.NumDims
			in, out = make([]int, dims), make([]int, dims)
		} else if dims != m.NumDims {
			return op.EmitError("iteration spaces of provided affine_maps differ")
		}
		for _, e := range m.Results {
			if i < 2 {
				in[e.(*affine.DimExpr).Pos]++
			} else {
				out[e.(*affine.DimExpr).Pos]++
			}
		}
	}
	contracting := false
	for d := 0; d < dims; d++ {
		contracting = contracting || (in[d] == 2 && out[d] == 0)
		if in[d] == 0 && out[d] == 0 {
			return op.EmitError("iteration space dim at index %d not used to access any operand", d)
		}
		if in[d] == 1 && out[d] != 1 {
			return op.EmitError("iteration space dim at index %d is neither a contracting dim nor of parallel iteration type", d)
		}
	}
	if !contracting {
		return op.EmitError("'indexing_maps' do not specify a contracting dimension")
	}
	return nil
}
