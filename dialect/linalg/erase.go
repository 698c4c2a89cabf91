package linalg

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/rewrite"
)

// The patterns erasing unused and duplicate operands and results of
// linalg.generic (upstream's EraseUnusedOperandsAndResults.cpp).

// EraseUnusedOperandsAndResultsPatterns is
// populateEraseUnusedOperandsAndResultsPatterns.
func EraseUnusedOperandsAndResultsPatterns() []rewrite.Pattern {
	return []rewrite.Pattern{dedupPattern(true), removeUnusedCyclePattern}
}

// EraseUnnecessaryInputsPatterns is populateEraseUnnecessaryInputsPatterns.
func EraseUnnecessaryInputsPatterns() []rewrite.Pattern {
	return []rewrite.Pattern{dedupPattern(false), foldDuplicateInputBbArgsPattern}
}

// canDropOperands is canOpOperandsBeDropped: the maps of the operands not
// dropped still define every loop.
func canDropOperands(g genericView, dropped []bool) bool {
	var maps []*affine.Map
	for i, m := range g.maps {
		if !dropped[i] {
			maps = append(maps, m)
		}
	}
	if len(maps) == 0 {
		return len(g.iters) == 0
	}
	return invertible(ods.ContextOf(g.op), maps)
}

// resultDead is isResultValueDead: result r is unused and its init is
// either unread or only read to be yielded back unchanged.
func resultDead(g genericView, r int) bool {
	if g.op.Result(r).HasUses() {
		return false
	}
	arg := g.body.Arg(g.nIn + r)
	if !arg.HasUses() {
		return true
	}
	if !arg.HasOneUse() {
		return false
	}
	user := arg.FirstUse().Owner()
	for _, res := range user.Results() {
		if res.HasUses() {
			return false
		}
	}
	return user.Name() == "linalg.yield" && user.Operand(r) == arg
}

// operandKey identifies an operand by value and indexing map (and, for
// inits, by the value yielded for it).
type operandKey struct {
	v, yielded *ir.Value
	m          *affine.Map
}

// dedupPattern is DeduplicateAndRemoveDeadOperandsAndResults: unread
// inputs whose maps the loop bounds do not need go, as do inputs repeated
// with the same map; with removeOutputs, so do dead results and results
// computed twice alike.
func dedupPattern(removeOutputs bool) rewrite.Pattern {
	return pattern("DeduplicateAndRemoveDeadOperandsAndResults", "linalg.generic", func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		g, ok := viewGeneric(op)
		if !ok || g.yield() == nil {
			return false
		}
		dropped := make([]bool, op.NumOperands())
		var ins, outs []*ir.Value
		var maps []*affine.Map
		newPos := make([]int, op.NumOperands())
		seen, seenOut := map[operandKey]int{}, map[operandKey]int{}
		for i := 0; i < g.nIn; i++ {
			newPos[i] = -1
			if !g.body.Arg(i).HasUses() {
				dropped[i] = true
				if canDropOperands(g, dropped) {
					continue
				}
				dropped[i] = false
			}
			key := operandKey{v: op.Operand(i), m: g.maps[i]}
			if k, ok := seen[key]; ok {
				newPos[i], dropped[i] = k, true
				continue
			}
			newPos[i], seen[key] = len(ins), len(ins)
			ins, maps = append(ins, op.Operand(i)), append(maps, g.maps[i])
		}
		var outMaps []*affine.Map
		yield := g.yield()
		for r := 0; r < g.nOut; r++ {
			k := g.nIn + r
			newPos[k] = -1
			if !removeOutputs || !pureTensor(op) {
				newPos[k] = len(outs)
				outs, outMaps = append(outs, op.Operand(k)), append(outMaps, g.maps[k])
				continue
			}
			key := operandKey{v: op.Operand(k), m: g.maps[k], yielded: yield.Operand(r)}
			if resultDead(g, r) {
				dropped[k] = true
				if canDropOperands(g, dropped) {
					continue
				}
				dropped[k] = false
			}
			if !g.body.Arg(k).HasUses() {
				if p, ok := seenOut[key]; ok {
					newPos[k], dropped[k] = p, true
					continue
				}
			}
			newPos[k], seenOut[key] = len(outs), len(outs)
			outs, outMaps = append(outs, op.Operand(k)), append(outMaps, g.maps[k])
		}
		if len(ins)+len(outs) == op.NumOperands() {
			return false
		}
		var types []ir.Type
		for _, v := range outs {
			if isTensor(v.Type()) {
				types = append(types, v.Type())
			}
		}
		n := createGeneric(rw, op.Loc(), types, ins, outs, append(maps, outMaps...), op.InherentAttr("iterator_types"),
			op.InherentAttr("doc"), op.InherentAttr("library_call"))
		if d := op.Attrs(); d != nil {
			for _, a := range d.Entries {
				n.SetAttr(rw.Ctx, a.Name, a.Value)
			}
		}
		body := ir.NewBlock()
		for _, v := range n.Operands() {
			body.AddArg(elementTypeOrSelf(v.Type()), v.Loc())
		}
		n.Region(0).Append(body)
		repl := make([]*ir.Value, op.NumOperands())
		for i := range repl {
			if newPos[i] < 0 {
				continue
			}
			if i < g.nIn {
				repl[i] = body.Arg(newPos[i])
			} else {
				repl[i] = body.Arg(len(ins) + newPos[i])
			}
		}
		if len(outs) != g.nOut {
			yielded := make([]*ir.Value, len(outs))
			for r, y := range yield.Operands() {
				if p := newPos[g.nIn+r]; p >= 0 {
					yielded[p] = y
				}
			}
			restore := saveInsertion(rw)
			rw.SetInsertionPoint(yield)
			ny := rw.Create(&ir.OperationState{Loc: yield.Loc(), Name: yield.Info(), Operands: yielded})
			rw.ReplaceOp(yield, ny.Results())
			restore()
		}
		rw.MergeBlocks(g.body, body, repl)
		results := make([]*ir.Value, op.NumResults())
		for r := range results {
			if p := newPos[g.nIn+r]; p >= 0 {
				results[r] = n.Result(p)
			}
		}
		rw.ReplaceOp(op, results)
		return true
	}).(rewrite.Pattern)
}

// removeUnusedCyclePattern is RemoveUnusedCycleInGenericOp: for a dead
// result whose init is only read by an op yielded in its place, the init
// is yielded directly.
var removeUnusedCyclePattern = pattern("RemoveUnusedCycleInGenericOp", "linalg.generic", func(op *ir.Operation, rw *rewrite.Rewriter) bool {
	g, ok := viewGeneric(op)
	if !ok || !pureTensor(op) {
		return false
	}
	removed := false
	for r := 0; r < g.nOut && r < op.NumResults(); r++ {
		if op.Result(r).HasUses() {
			continue
		}
		arg := g.body.Arg(g.nIn + r)
		if !arg.HasOneUse() {
			continue
		}
		cycle := arg.FirstUse().Owner()
		if cycle.NumResults() != 1 || !cycle.Result(0).HasOneUse() {
			continue
		}
		user := cycle.Result(0).FirstUse().Owner()
		if user.Name() != "linalg.yield" || r >= user.NumOperands() || user.Operand(r) != cycle.Result(0) {
			continue
		}
		rw.ReplaceOp(cycle, []*ir.Value{arg})
		rw.ModifyOpInPlace(op, func() {})
		removed = true
	}
	return removed
}).(rewrite.Pattern)

// foldDuplicateInputBbArgsPattern is FoldDuplicateInputBbArgs: the body
// reads an input repeated later with the same map through its last
// occurrence.
var foldDuplicateInputBbArgsPattern = pattern("FoldDuplicateInputBbArgs", "linalg.generic", func(op *ir.Operation, rw *rewrite.Rewriter) bool {
	g, ok := viewGeneric(op)
	if !ok {
		return false
	}
	var repl [][2]int
	for i := 0; i < g.nIn; i++ {
		if !g.body.Arg(i).HasUses() {
			continue
		}
		for j := op.NumOperands() - 1; j > i; j-- {
			if op.Operand(i) == op.Operand(j) && g.maps[i] == g.maps[j] {
				repl = append(repl, [2]int{i, j})
				break
			}
		}
	}
	if len(repl) == 0 {
		return false
	}
	rw.ModifyOpInPlace(op, func() {
		for _, r := range repl {
			rw.ReplaceAllUsesWith(g.body.Arg(r[0]), g.body.Arg(r[1]))
		}
	})
	return true
}).(rewrite.Pattern)
