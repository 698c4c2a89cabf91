package optmain

import (
	"bytes"
	"io"
	"sync"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

// irPrinter implements --mlir-print-ir-before/after* as an instrumentation.
type irPrinter struct {
	ctx         *ir.Context
	w           io.Writer
	flags       asm.Flags
	beforeAll   bool
	afterAll    bool
	afterChange bool
	afterFail   bool
	moduleScope bool
	before      map[string]bool
	after       map[string]bool
	mu          sync.Mutex
	// snapshot holds the IR printed before a pass, for after-change.
	snapshot map[*ir.Operation]string
}

func (p *irPrinter) print(banner string, info *pass.Info, op *ir.Operation) {
	target := op
	if p.moduleScope {
		for target.ParentOp() != nil {
			target = target.ParentOp()
		}
	}
	var buf bytes.Buffer
	name := info.Name
	if banner == "After Failed" {
		// Upstream's banner: "After <pass> Failed".
		banner, name = "After", name+" Failed"
	}
	buf.WriteString("// -----// IR Dump " + banner + " " + name + " (" + info.Argument + ")")
	if p.moduleScope {
		buf.WriteString(" ('" + op.Name() + "' operation")
		if d, ok := op.Props().(*ir.DictionaryAttr); ok {
			if n, ok := d.Get("sym_name").(*ir.StringAttr); ok {
				buf.WriteString(": @" + n.Value)
			}
		}
		buf.WriteString(")")
	}
	buf.WriteString(" //----- //\n")
	flags := p.flags
	// As upstream, an op in a block prints with local scope.
	flags.LocalScope = p.flags.LocalScope || target.Block() != nil
	// As upstream's printer, invalid IR prints in the generic form.
	if !flags.AssumeVerified && !flags.Generic && ir.Verify(target) != nil {
		flags.Generic = true
	}
	asm.Print(&buf, p.ctx, target, nil, flags)
	buf.WriteString("\n\n")
	p.mu.Lock()
	p.w.Write(buf.Bytes())
	p.mu.Unlock()
}

func (p *irPrinter) text(op *ir.Operation) string {
	var buf bytes.Buffer
	asm.Print(&buf, p.ctx, op, nil, p.flags)
	return buf.String()
}

// BeforePass prints the IR before the selected passes.
func (p *irPrinter) BeforePass(info *pass.Info, op *ir.Operation) {
	if p.beforeAll || p.before[info.Argument] {
		p.print("Before", info, op)
	}
	if p.afterChange {
		p.mu.Lock()
		p.snapshot[op] = p.text(op)
		p.mu.Unlock()
	}
}

// AfterPass prints the IR after the selected passes.
func (p *irPrinter) AfterPass(info *pass.Info, op *ir.Operation, changed bool) {
	if !(p.afterAll || p.after[info.Argument]) {
		return
	}
	if p.afterChange {
		p.mu.Lock()
		before := p.snapshot[op]
		delete(p.snapshot, op)
		p.mu.Unlock()
		if !changed || before == p.text(op) {
			return
		}
	}
	p.print("After", info, op)
}

// AfterPassFailed prints the IR after a failed pass.
func (p *irPrinter) AfterPassFailed(info *pass.Info, op *ir.Operation) {
	if p.afterFail || p.afterAll || p.after[info.Argument] {
		p.print("After Failed", info, op)
	}
}
