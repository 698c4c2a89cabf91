package ast

import (
	"bufio"
	"io"
	"math"
	"strconv"
)

// Dump writes the AST dump of `toyc -emit=ast` (MLIR's ASTDumper).
func Dump(w io.Writer, m *Module) {
	d := &dumper{w: bufio.NewWriter(w)}
	d.module(m)
	d.w.Flush()
}

type dumper struct {
	w      *bufio.Writer
	indent int
}

func (d *dumper) pad() {
	for i := 0; i < d.indent; i++ {
		d.w.WriteString("  ")
	}
}

// open indents one more level and writes the padding; close undoes it.
func (d *dumper) open()  { d.indent++; d.pad() }
func (d *dumper) close() { d.indent-- }

func (d *dumper) loc(l Location) {
	d.w.WriteString("@" + l.File + ":" + strconv.Itoa(l.Line) + ":" + strconv.Itoa(l.Col))
}

// FormatDouble prints a double as LLVM's raw_ostream does (`%e`).
func FormatDouble(v float64) string {
	switch {
	case math.IsNaN(v):
		return "nan"
	case math.IsInf(v, 1):
		return "INF"
	case math.IsInf(v, -1):
		return "-INF"
	}
	return strconv.FormatFloat(v, 'e', 6, 64)
}

func (d *dumper) expr(e Expr) {
	switch e := e.(type) {
	case *BinaryExpr:
		d.open()
		d.w.WriteString("BinOp: " + string(rune(e.Op)) + " ")
		d.loc(e.L)
		d.w.WriteString("\n")
		d.expr(e.LHS)
		d.expr(e.RHS)
		d.close()
	case *CallExpr:
		d.open()
		d.w.WriteString("Call '" + e.Callee + "' [ ")
		d.loc(e.L)
		d.w.WriteString("\n")
		for _, a := range e.Args {
			d.expr(a)
		}
		d.pad()
		d.w.WriteString("]\n")
		d.close()
	case *LiteralExpr:
		d.open()
		d.w.WriteString("Literal: ")
		d.literal(e)
		d.w.WriteString(" ")
		d.loc(e.L)
		d.w.WriteString("\n")
		d.close()
	case *NumberExpr:
		d.open()
		d.w.WriteString(FormatDouble(e.Value) + " ")
		d.loc(e.L)
		d.w.WriteString("\n")
		d.close()
	case *PrintExpr:
		d.open()
		d.w.WriteString("Print [ ")
		d.loc(e.L)
		d.w.WriteString("\n")
		d.expr(e.Arg)
		d.pad()
		d.w.WriteString("]\n")
		d.close()
	case *ReturnExpr:
		d.open()
		d.w.WriteString("Return\n")
		if e.Value != nil {
			d.expr(e.Value)
		} else {
			d.open()
			d.w.WriteString("(void)\n")
			d.close()
		}
		d.close()
	case *StructLiteralExpr:
		d.open()
		d.w.WriteString("Struct Literal: ")
		for _, v := range e.Values {
			d.expr(v)
		}
		d.pad()
		d.w.WriteString(" ")
		d.loc(e.L)
		d.w.WriteString("\n")
		d.close()
	case *VarDeclExpr:
		d.varDecl(e)
	case *VariableExpr:
		d.open()
		d.w.WriteString("var: " + e.Name + " ")
		d.loc(e.L)
		d.w.WriteString("\n")
		d.close()
	}
}

func (d *dumper) literal(e Expr) {
	if n, ok := e.(*NumberExpr); ok {
		d.w.WriteString(FormatDouble(n.Value))
		return
	}
	lit := e.(*LiteralExpr)
	d.w.WriteString("<")
	for i, dim := range lit.Dims {
		if i > 0 {
			d.w.WriteString(", ")
		}
		d.w.WriteString(strconv.FormatInt(dim, 10))
	}
	d.w.WriteString(">[ ")
	for i, v := range lit.Values {
		if i > 0 {
			d.w.WriteString(", ")
		}
		d.literal(v)
	}
	d.w.WriteString(" ]")
}

func (d *dumper) varType(t VarType) {
	d.w.WriteString("<")
	if t.Name != "" {
		d.w.WriteString(t.Name)
	} else {
		for i, s := range t.Shape {
			if i > 0 {
				d.w.WriteString(", ")
			}
			d.w.WriteString(strconv.FormatInt(s, 10))
		}
	}
	d.w.WriteString(">")
}

func (d *dumper) varDecl(v *VarDeclExpr) {
	d.open()
	d.w.WriteString("VarDecl " + v.Name)
	d.varType(v.Type)
	d.w.WriteString(" ")
	d.loc(v.L)
	d.w.WriteString("\n")
	if v.Init != nil {
		d.expr(v.Init)
	}
	d.close()
}

func (d *dumper) block(list []Expr) {
	d.open()
	d.w.WriteString("Block {\n")
	for _, e := range list {
		d.expr(e)
	}
	d.pad()
	d.w.WriteString("} // Block\n")
	d.close()
}

func (d *dumper) function(f *Function) {
	d.open()
	d.w.WriteString("Function \n")
	d.open()
	d.w.WriteString("Proto '" + f.Proto.Name + "' ")
	d.loc(f.Proto.L)
	d.w.WriteString("\n")
	d.pad()
	d.w.WriteString("Params: [")
	for i, a := range f.Proto.Args {
		if i > 0 {
			d.w.WriteString(", ")
		}
		d.w.WriteString(a.Name)
	}
	d.w.WriteString("]\n")
	d.close()
	d.block(f.Body)
	d.close()
}

func (d *dumper) structDef(s *Struct) {
	d.open()
	d.w.WriteString("Struct: " + s.Name + " ")
	d.loc(s.L)
	d.w.WriteString("\n")
	d.open()
	d.w.WriteString("Variables: [\n")
	for _, v := range s.Vars {
		d.varDecl(v)
	}
	d.pad()
	d.w.WriteString("]\n")
	d.close()
	d.close()
}

func (d *dumper) module(m *Module) {
	d.open()
	d.w.WriteString("Module:\n")
	for _, r := range m.Records {
		switch r := r.(type) {
		case *Function:
			d.function(r)
		case *Struct:
			d.structDef(r)
		}
	}
	d.close()
}
