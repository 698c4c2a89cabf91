package ods

import (
	"fmt"

	"github.com/gomlir/gomlir/ir"
)

// VerifyRegionBranchTypes is upstream's RegionBranchOpInterface verifier:
// along every control flow edge, from the op into its regions and from
// each region's terminators to their successors, the forwarded values
// match the successor's inputs in number and type.
func VerifyRegionBranchTypes(op *ir.Operation) error {
	br := ir.RegionBranchInterface(op)
	for _, s := range br.SuccessorRegions(op, nil, nil) {
		if err := checkEdge(op, "parent", op.Loc(), s, br.EntrySuccessorOperands(op, s.Region)); err != nil {
			return err
		}
	}
	for i := 0; i < op.NumRegions(); i++ {
		r := op.Region(i)
		for b := r.First(); b != nil; b = b.Next() {
			t := b.Last()
			if t == nil {
				continue
			}
			ti := ir.RegionBranchTerminatorInterface(t)
			if ti == nil {
				continue
			}
			for _, s := range br.SuccessorRegions(op, r, nil) {
				start, n := ti.SuccessorOperands(t, s.Region)
				if err := checkEdge(op, "Operation "+t.Name(), t.Loc(), s, t.Operands()[start:start+n]); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// checkEdge compares the values forwarded from a branch point (named from,
// at loc) with the inputs of successor s.
func checkEdge(op *ir.Operation, from string, loc ir.Location, s ir.RegionSuccessor, vals []*ir.Value) error {
	to := "parent"
	if s.Region != nil {
		to = fmt.Sprintf("Region #%d", s.Region.Index())
	}
	edge := "along control flow edge from " + from + " to " + to + ": "
	if len(vals) != len(s.Inputs) {
		d := op.EmitOpError("%sregion branch point has %d operands, but region successor needs %d inputs",
			edge, len(vals), len(s.Inputs))
		d.AttachNote(loc, "region branch point")
		return d
	}
	for j, v := range vals {
		if st, it := v.Type(), s.Inputs[j].Type(); st != it {
			d := op.EmitOpError("%ssuccessor operand type #%d %s should match successor input type #%d %s",
				edge, j, "'"+TypeText(st)+"'", j, "'"+TypeText(it)+"'")
			d.AttachNote(loc, "region branch point")
			return d
		}
	}
	return nil
}
