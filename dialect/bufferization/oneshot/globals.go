package oneshot

import (
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/ir"
)

// globalTable tracks the symbol names of a module for new memref.globals.
type globalTable struct {
	names map[string]bool
	// counter is upstream's SymbolTable uniquing counter: one per table,
	// shared by all clashing names.
	counter int
}

// globalFor is upstream's getGlobalFor: a private constant memref.global
// holding the value of a tensor arith.constant, reused when one with the
// same value and alignment exists, else created at the module's start.
func (rw *Rewriter) globalFor(module, constant *ir.Operation, tt *ir.RankedTensorType, space ir.Attribute) *ir.Operation {
	value := constant.InherentAttr("value")
	align := int64(rw.Opts.BufferAlignment)
	body := module.Region(0).First()
	for _, op := range body.Ops() {
		if op.Name() != "memref.global" {
			continue
		}
		init := op.InherentAttr("initial_value")
		if init == nil {
			continue
		}
		var opAlign int64
		if a, ok := op.InherentAttr("alignment").(*ir.IntegerAttr); ok {
			opAlign = a.Int64()
		}
		if opAlign == align && init == value {
			return op
		}
	}
	if rw.Opts.globals == nil {
		rw.Opts.globals = map[*ir.Operation]*globalTable{}
	}
	tab := rw.Opts.globals[module]
	if tab == nil {
		tab = &globalTable{names: map[string]bool{}}
		for _, op := range body.Ops() {
			if n, ok := ir.SymbolName(op); ok {
				tab.names[n] = true
			}
		}
		rw.Opts.globals[module] = tab
	}
	var sb strings.Builder
	sb.WriteString("__constant_")
	for i, d := range tt.Shape {
		if i > 0 {
			sb.WriteString("x")
		}
		sb.WriteString(strconv.FormatInt(d, 10))
	}
	sb.WriteString("x")
	sb.WriteString(asm.TypeString(tt.Elem))
	name := sb.String()
	if tab.names[name] {
		for {
			n := name + "_" + strconv.Itoa(tab.counter)
			tab.counter++
			if !tab.names[n] {
				name = n
				break
			}
		}
	}
	tab.names[name] = true
	ctx := rw.Ctx
	attrs := []ir.NamedAttr{
		{Name: "sym_name", Value: ctx.StringAttr(name)},
		{Name: "sym_visibility", Value: ctx.StringAttr("private")},
		{Name: "type", Value: ctx.TypeAttr(identityMemRef(ctx, tt, space))},
		{Name: "initial_value", Value: value},
		{Name: "constant", Value: ctx.UnitAttr()},
	}
	if align > 0 {
		attrs = append(attrs, ir.NamedAttr{Name: "alignment", Value: ctx.IntAttr(ctx.IntegerType(64, ir.Signless), align)})
	}
	g := ir.NewOperation(ctx, &ir.OperationState{Loc: constant.Loc(), Name: ctx.LookupOp("memref.global"), Attrs: attrs})
	body.InsertBefore(g, body.First())
	return g
}
