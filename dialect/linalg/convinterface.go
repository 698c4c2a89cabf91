package linalg

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/ods"
)

// The verifier of upstream's ConvolutionOpInterface
// (verifyConvolutionInterface of LinalgInterfaces.cpp), and the
// structured-op pieces other packages' ops use to be LinalgOps.

// AttrStructuredInterface is the structured-op interface value of ops
// whose maps and loops are their `indexing_maps` and `iterator_types`
// attributes (iterator types being enum attributes whose cases are
// `parallel` then `reduction`), with inputs and outputs operand groups.
var AttrStructuredInterface any = structuredIface{genericMaps{}}

// VerifyDestinationStyle is verifyDestinationStyleOpInterface for ops
// with inputs and outputs operand groups.
func VerifyDestinationStyle(op *ir.Operation) error { return verifyDestinationStyle(op) }

// VerifyStructured is verifyStructuredOpInterface.
func VerifyStructured(op *ir.Operation) error { return verifyStructured(op) }

// convWalker is ConvAccessExprWalker: it checks that an input access is a
// sum of dims (each optionally scaled by a constant or symbol) or a dim,
// each dim used once, and sorts them into convolved and unconvolved dims.
type convWalker struct {
	convolved, unconvolved map[int]bool
}

func (w *convWalker) used(d int) bool { return w.convolved[d] || w.unconvolved[d] }

// visit checks one result of the input map.
func (w *convWalker) visit(e affine.Expr) bool {
	switch x := e.(type) {
	case *affine.DimExpr:
		if w.used(x.Pos) {
			return false
		}
		w.unconvolved[x.Pos] = true
		return true
	case *affine.BinaryExpr:
		if x.Op != affine.KindAdd {
			return false
		}
		return w.convolvedDim(x.LHS) && w.convolvedDim(x.RHS)
	}
	return false
}

// convolvedDim is getDimExprOrMulExprDimPos: a dim, or a dim times a
// symbol or constant, recorded as convolved.
func (w *convWalker) convolvedDim(e affine.Expr) bool {
	var dim *affine.DimExpr
	switch x := e.(type) {
	case *affine.DimExpr:
		dim = x
	case *affine.BinaryExpr:
		if x.Op != affine.KindMul {
			return false
		}
		scaled := func(a affine.Expr) bool {
			switch a.(type) {
			case *affine.SymbolExpr, *affine.ConstantExpr:
				return true
			}
			return false
		}
		if !scaled(x.LHS) && !scaled(x.RHS) {
			return false
		}
		if d, ok := x.LHS.(*affine.DimExpr); ok {
			dim = d
		} else if d, ok := x.RHS.(*affine.DimExpr); ok {
			dim = d
		}
	}
	if dim == nil || w.used(dim.Pos) {
		return false
	}
	w.convolved[dim.Pos] = true
	return true
}

// convolutionMismatch is isConvolutionInterfaceImpl: the message of the
// first way op is not a convolution ("" when it is one).
func convolutionMismatch(op *ir.Operation) string {
	lop, ok := ir.OpInterface[LinalgOp](op)
	if !ok {
		return "expected a LinalgOp"
	}
	nIn, nOut := ods.GroupRange(op, 1, false)
	if nIn < 2 || nOut != 1 {
		return "expected op with 2 inputs and 1 output"
	}
	maps := lop.IndexingMaps(op)
	if len(maps) != op.NumOperands() {
		return ""
	}
	w := &convWalker{convolved: map[int]bool{}, unconvolved: map[int]bool{}}
	for _, e := range maps[0].Results {
		if !w.visit(e) {
			return "unexpected input index map for convolutions"
		}
	}
	filter, output := maps[1], maps[len(maps)-1]
	if !filter.IsProjectedPermutation(false) || !output.IsProjectedPermutation(false) {
		return "expected output/filter indexing maps to be projected permutations"
	}
	iters := lop.IteratorTypes(op)
	dims := func(m *affine.Map) map[int]bool {
		out := map[int]bool{}
		for _, e := range m.Results {
			out[e.(*affine.DimExpr).Pos] = true
		}
		return out
	}
	outputDims, filterDims := dims(output), dims(filter)
	all := map[int]bool{}
	for _, e := range output.Results {
		d := e.(*affine.DimExpr).Pos
		if (w.unconvolved[d] && !filterDims[d]) || (w.convolved[d] && !filterDims[d]) ||
			(!w.used(d) && filterDims[d]) || (w.unconvolved[d] && filterDims[d]) {
			if d >= len(iters) || iters[d] != parallel {
				return "expected all iterators used to access outputs to be parallel"
			}
			all[d] = true
			continue
		}
		return "unexpected loop dimension for convolution op"
	}
	for _, e := range filter.Results {
		d := e.(*affine.DimExpr).Pos
		switch {
		case outputDims[d] && !w.used(d):
		case (w.convolved[d] || w.unconvolved[d]) && !outputDims[d]:
			if d >= len(iters) || iters[d] != reduction {
				return "expected all iterators not used to access outputs to be reduction"
			}
			if all[d] {
				return "unexpected loop dimension for convolution op"
			}
			all[d] = true
		case w.unconvolved[d] && outputDims[d]:
		default:
			return "unexpected loop dimension for convolution op"
		}
	}
	if len(all) != len(iters) {
		return "unexpected loop dimension for convolution op"
	}
	return ""
}

// VerifyConvolutionInterface is verifyConvolutionInterface.
func VerifyConvolutionInterface(op *ir.Operation) error {
	if msg := convolutionMismatch(op); msg != "" {
		return op.EmitError("%s", msg)
	}
	return nil
}
