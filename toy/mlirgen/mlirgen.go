// Package mlirgen builds the toy dialect IR of a Toy AST (MLIR's tutorial
// MLIRGen) through gomlir's builder, as a user of gomlir builds the IR of
// their own language.
package mlirgen

import (
	"github.com/gomlir/gomlir/dialect/builtin"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/toy/ast"
)

// Generate returns the module of m, or nil after reporting the errors to
// ctx. Chapter selects the tutorial chapter's code generation (from
// chapter 4 on, functions other than main are private). ctx must have the
// builtin and toy dialects registered.
func Generate(ctx *ir.Context, m *ast.Module, chapter int) *ir.Operation {
	g := &gen{ctx: ctx, b: ir.NewBuilder(ctx), chapter: chapter, f64: ctx.FloatType(ir.F64)}
	g.module = builtin.NewModule(ctx, ctx.UnknownLoc())
	g.unranked = ctx.UnrankedTensorType(g.f64)
	for _, r := range m.Records {
		if f, ok := r.(*ast.Function); ok {
			g.function(f)
		}
	}
	if err := ir.VerifyWithContext(ctx, g.module); err != nil {
		ctx.Report(asDiag(err))
		ctx.Report(g.module.EmitError("module verification error"))
		return nil
	}
	return g.module
}

func asDiag(err error) *ir.Diagnostic {
	if d, ok := err.(*ir.Diagnostic); ok {
		return d
	}
	return &ir.Diagnostic{Severity: ir.SeverityError, Message: err.Error()}
}

type gen struct {
	ctx      *ir.Context
	b        *ir.Builder
	chapter  int
	module   *ir.Operation
	f64      ir.Type
	unranked ir.Type
	// vars are the variables of the function being generated.
	vars map[string]*ir.Value
}

func (g *gen) loc(l ast.Location) ir.Location {
	return g.ctx.FileLineColLoc(l.File, uint32(l.Line), uint32(l.Col))
}

func (g *gen) errorf(l ast.Location, format string, args ...any) {
	g.ctx.Report(ir.Errorf(g.loc(l), format, args...))
}

// create builds one op at the insertion point.
func (g *gen) create(name string, l ast.Location, operands []*ir.Value, types []ir.Type, attrs ...ir.NamedAttr) *ir.Operation {
	return g.b.Create(&ir.OperationState{Name: g.ctx.LookupOp(name), Loc: g.loc(l), Operands: operands, Types: types, Attrs: attrs})
}

func (g *gen) declare(name string, v *ir.Value) bool {
	if _, ok := g.vars[name]; ok {
		return false
	}
	g.vars[name] = v
	return true
}

func (g *gen) tensorType(shape []int64) ir.Type {
	if len(shape) == 0 {
		return g.unranked
	}
	return g.ctx.RankedTensorType(shape, g.f64, nil)
}

func (g *gen) function(f *ast.Function) {
	g.vars = map[string]*ir.Value{}
	g.b.SetInsertionPointToEnd(g.module.Region(0).First())
	argTypes := make([]ir.Type, len(f.Proto.Args))
	for i := range argTypes {
		argTypes[i] = g.unranked
	}
	loc := g.loc(f.Proto.L)
	st := &ir.OperationState{
		Name:  g.ctx.LookupOp("toy.func"),
		Loc:   loc,
		Attrs: []ir.NamedAttr{{Name: "sym_name", Value: g.ctx.StringAttr(f.Proto.Name)}, {Name: "function_type", Value: g.ctx.TypeAttr(g.ctx.FunctionType(argTypes, nil))}},
	}
	st.AddRegion()
	fn := g.b.Create(st)
	locs := make([]ir.Location, len(argTypes))
	for i := range locs {
		locs[i] = loc
	}
	entry := g.b.CreateBlock(fn.Region(0), argTypes, locs)
	for i, a := range f.Proto.Args {
		if !g.declare(a.Name, entry.Arg(i)) {
			fn.Erase()
			return
		}
	}
	if !g.block(f.Body) {
		fn.Erase()
		return
	}
	last := entry.Last()
	if last == nil || last.Name() != "toy.return" {
		g.create("toy.return", f.Proto.L, nil, nil)
	} else if last.NumOperands() > 0 {
		fn.SetInherentAttr(g.ctx, "function_type", g.ctx.TypeAttr(g.ctx.FunctionType(argTypes, []ir.Type{g.unranked})))
	}
	if g.chapter >= 4 && f.Proto.Name != "main" {
		ir.SetSymbolVisibility(g.ctx, fn, ir.VisibilityPrivate)
	}
}

// block generates a function body; as MLIR's MLIRGen, a failing print
// ends the body without failing it.
func (g *gen) block(list []ast.Expr) bool {
	for _, e := range list {
		switch e := e.(type) {
		case *ast.VarDeclExpr:
			if g.varDecl(e) == nil {
				return false
			}
		case *ast.ReturnExpr:
			return g.ret(e)
		case *ast.PrintExpr:
			arg := g.expr(e.Arg)
			if arg == nil {
				return true
			}
			g.create("toy.print", e.L, []*ir.Value{arg}, nil)
		default:
			if g.expr(e) == nil {
				return false
			}
		}
	}
	return true
}

func (g *gen) ret(r *ast.ReturnExpr) bool {
	var operands []*ir.Value
	if r.Value != nil {
		v := g.expr(r.Value)
		if v == nil {
			return false
		}
		operands = []*ir.Value{v}
	}
	g.create("toy.return", r.L, operands, nil)
	return true
}

func (g *gen) varDecl(d *ast.VarDeclExpr) *ir.Value {
	if d.Init == nil {
		g.errorf(d.L, "missing initializer in variable declaration")
		return nil
	}
	v := g.expr(d.Init)
	if v == nil {
		return nil
	}
	if len(d.Type.Shape) > 0 {
		v = g.create("toy.reshape", d.L, []*ir.Value{v}, []ir.Type{g.tensorType(d.Type.Shape)}).Result(0)
	}
	if !g.declare(d.Name, v) {
		return nil
	}
	return v
}

func (g *gen) expr(e ast.Expr) *ir.Value {
	switch e := e.(type) {
	case *ast.BinaryExpr:
		lhs := g.expr(e.LHS)
		if lhs == nil {
			return nil
		}
		rhs := g.expr(e.RHS)
		if rhs == nil {
			return nil
		}
		switch e.Op {
		case '+':
			return g.create("toy.add", e.L, []*ir.Value{lhs, rhs}, []ir.Type{g.unranked}).Result(0)
		case '*':
			return g.create("toy.mul", e.L, []*ir.Value{lhs, rhs}, []ir.Type{g.unranked}).Result(0)
		}
		g.errorf(e.L, "invalid binary operator '%c'", e.Op)
		return nil
	case *ast.VariableExpr:
		if v := g.vars[e.Name]; v != nil {
			return v
		}
		g.errorf(e.L, "error: unknown variable '%s'", e.Name)
		return nil
	case *ast.LiteralExpr:
		var data []float64
		collect(e, &data)
		t := g.ctx.RankedTensorType(e.Dims, g.f64, nil)
		return g.constant(e.L, g.ctx.DenseF64ElementsAttr(t, data))
	case *ast.CallExpr:
		operands := make([]*ir.Value, 0, len(e.Args))
		for _, a := range e.Args {
			v := g.expr(a)
			if v == nil {
				return nil
			}
			operands = append(operands, v)
		}
		if e.Callee == "transpose" {
			if len(e.Args) != 1 {
				g.errorf(e.L, "MLIR codegen encountered an error: toy.transpose does not accept multiple arguments")
				return nil
			}
			return g.create("toy.transpose", e.L, operands, []ir.Type{g.unranked}).Result(0)
		}
		return g.create("toy.generic_call", e.L, operands, []ir.Type{g.unranked},
			ir.NamedAttr{Name: "callee", Value: g.ctx.SymbolRefAttr(e.Callee, nil)}).Result(0)
	case *ast.NumberExpr:
		t := g.ctx.RankedTensorType(nil, g.f64, nil)
		return g.constant(e.L, g.ctx.DenseF64ElementsAttr(t, []float64{e.Value}))
	}
	g.errorf(e.Loc(), "MLIR codegen encountered an unhandled expr kind '%d'", g.exprKind(e))
	return nil
}

func (g *gen) constant(l ast.Location, value *ir.DenseElementsAttr) *ir.Value {
	return g.create("toy.constant", l, nil, []ir.Type{value.Type}, ir.NamedAttr{Name: "value", Value: value}).Result(0)
}

// exprKind is the kind number MLIR's Toy AST gives an expression that
// cannot appear as a value (chapter 7 numbers its struct literal before
// the variable reference).
func (g *gen) exprKind(e ast.Expr) int {
	k := 0
	switch e.(type) {
	case *ast.ReturnExpr:
		k = 1
	case *ast.StructLiteralExpr:
		return 4
	case *ast.PrintExpr:
		k = 7
	}
	if g.chapter >= 7 && k == 7 {
		k = 8
	}
	return k
}

func collect(e ast.Expr, data *[]float64) {
	if lit, ok := e.(*ast.LiteralExpr); ok {
		for _, v := range lit.Values {
			collect(v, data)
		}
		return
	}
	*data = append(*data, e.(*ast.NumberExpr).Value)
}
