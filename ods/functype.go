package ods

import "github.com/gomlir/gomlir/ir"

// PrintFunctionalType is upstream's OpAsmPrinter::printFunctionalType: the
// op's operand types in parentheses, an arrow, and its result types, in
// parentheses unless there is exactly one that is not a function type.
func PrintFunctionalType(p ir.OpPrinter, op *ir.Operation) {
	p.WriteString("(")
	for i := 0; i < op.NumOperands(); i++ {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintType(op.Operand(i).Type())
	}
	p.WriteString(") -> ")
	if op.NumResults() == 1 {
		if _, fn := op.Result(0).Type().(*ir.FunctionType); !fn {
			p.PrintType(op.Result(0).Type())
			return
		}
	}
	p.WriteString("(")
	for i := 0; i < op.NumResults(); i++ {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintType(op.Result(i).Type())
	}
	p.WriteString(")")
}
