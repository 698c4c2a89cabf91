// Package mlirgen builds the toy dialect IR of a Toy AST (MLIR's tutorial
// MLIRGen) through gomlir's builder, as a user of gomlir builds the IR of
// their own language.
package mlirgen

import (
	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/dialect/builtin"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/toy/ast"
	"github.com/gomlir/gomlir/toy/toy"
)

// Generate returns the module of m, or nil after reporting the errors to
// ctx. Chapter selects the tutorial chapter's code generation (from
// chapter 4 on, functions other than main are private). ctx must have the
// builtin and toy dialects registered.
func Generate(ctx *ir.Context, m *ast.Module, chapter int) *ir.Operation {
	g := &gen{ctx: ctx, b: ir.NewBuilder(ctx), chapter: chapter, f64: ctx.FloatType(ir.F64)}
	g.module = builtin.NewModule(ctx, ctx.UnknownLoc())
	g.unranked = ctx.UnrankedTensorType(g.f64)
	g.funcs, g.structs = map[string]*ir.Operation{}, map[string]structDef{}
	for _, r := range m.Records {
		switch r := r.(type) {
		case *ast.Function:
			fn := g.function(r)
			// From chapter 7 on, a function that fails fails the module.
			if fn == nil && chapter >= 7 {
				return nil
			}
			// As MLIR's function map, the first definition of a name stays.
			if _, dup := g.funcs[r.Proto.Name]; fn != nil && !dup {
				g.funcs[r.Proto.Name] = fn
			}
		case *ast.Struct:
			if !g.structDef(r) {
				return nil
			}
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
	// vars are the variables of the function being generated, with their
	// declarations (chapter 7 finds struct types through them).
	vars map[string]variable
	// funcs are the functions generated so far and structs the struct
	// types defined so far (chapter 7).
	funcs   map[string]*ir.Operation
	structs map[string]structDef
}

type variable struct {
	value *ir.Value
	decl  *ast.VarDeclExpr
}

type structDef struct {
	typ ir.Type
	ast *ast.Struct
}

func (g *gen) loc(l ast.Location) ir.Location {
	return g.ctx.FileLineColLoc(l.File, uint32(l.Line), uint32(l.Col))
}

func (g *gen) errorf(l ast.Location, format string, args ...any) {
	g.ctx.Report(ir.Errorf(g.loc(l), format, args...))
}

func (g *gen) declare(d *ast.VarDeclExpr, v *ir.Value) bool {
	if _, ok := g.vars[d.Name]; ok {
		return false
	}
	g.vars[d.Name] = variable{v, d}
	return true
}

// varType is the type of a declared variable: a struct type by name, or a
// tensor of the declared shape (nil after reporting an unknown struct).
func (g *gen) varType(t ast.VarType, l ast.Location) ir.Type {
	if t.Name != "" {
		s, ok := g.structs[t.Name]
		if !ok {
			g.errorf(l, "error: unknown struct type '%s'", t.Name)
			return nil
		}
		return s.typ
	}
	return g.tensorType(t.Shape)
}

// structDef defines a struct type (chapter 7).
func (g *gen) structDef(s *ast.Struct) bool {
	if _, ok := g.structs[s.Name]; ok {
		g.errorf(s.L, "error: struct type with name `%s' already exists", s.Name)
		return false
	}
	var elems []ir.Type
	for _, v := range s.Vars {
		if v.Init != nil || len(v.Type.Shape) > 0 {
			g.errorf(v.L, "error: variables within a struct definition must not have initializers")
			return false
		}
		t := g.varType(v.Type, v.L)
		if t == nil {
			return false
		}
		elems = append(elems, t)
	}
	g.structs[s.Name] = structDef{toy.Struct(g.ctx, elems), s}
	return true
}

func (g *gen) tensorType(shape []int64) ir.Type {
	if len(shape) == 0 {
		return g.unranked
	}
	return g.ctx.RankedTensorType(shape, g.f64, nil)
}

func (g *gen) function(f *ast.Function) *ir.Operation {
	g.vars = map[string]variable{}
	g.b.SetInsertionPointToEnd(g.module.Region(0).First())
	argTypes := make([]ir.Type, len(f.Proto.Args))
	for i, a := range f.Proto.Args {
		argTypes[i] = g.unranked
		if g.chapter >= 7 {
			if argTypes[i] = g.varType(a.Type, a.L); argTypes[i] == nil {
				return nil
			}
		}
	}
	loc := g.loc(f.Proto.L)
	fn := toy.BuildFuncOp(g.b, loc, ir.NamedAttr{Name: "sym_name", Value: g.ctx.StringAttr(f.Proto.Name)},
		ir.NamedAttr{Name: "function_type", Value: g.ctx.TypeAttr(g.ctx.FunctionType(argTypes, nil))})
	locs := make([]ir.Location, len(argTypes))
	for i := range locs {
		locs[i] = loc
	}
	entry := g.b.CreateBlock(fn.Body(), argTypes, locs)
	for i, a := range f.Proto.Args {
		if !g.declare(a, entry.Arg(i)) {
			fn.Erase()
			return nil
		}
	}
	if !g.block(f.Body) {
		fn.Erase()
		return nil
	}
	ret, ok := toy.AsReturnOp(entry.Last())
	if !ok {
		toy.BuildReturnOp(g.b, loc, nil)
	} else if in := ret.Input(); len(in) > 0 {
		result := g.unranked
		if g.chapter >= 7 {
			result = in[0].Type()
		}
		fn.SetInherentAttr(g.ctx, "function_type", g.ctx.TypeAttr(g.ctx.FunctionType(argTypes, []ir.Type{result})))
	}
	if g.chapter >= 4 && f.Proto.Name != "main" {
		ir.SetSymbolVisibility(g.ctx, fn.Operation, ir.VisibilityPrivate)
	}
	return fn.Operation
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
			toy.BuildPrintOp(g.b, g.loc(e.L), arg)
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
	toy.BuildReturnOp(g.b, g.loc(r.L), operands)
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
	if d.Type.Name != "" {
		t := g.varType(d.Type, d.L)
		if t == nil {
			return nil
		}
		if t != v.Type() {
			g.errorf(d.L, "struct type of initializer is different than the variable declaration. Got '%s', but expected '%s'",
				asm.TypeString(v.Type()), asm.TypeString(t))
			return nil
		}
	} else if len(d.Type.Shape) > 0 {
		v = toy.BuildReshapeOp(g.b, g.loc(d.L), v, g.tensorType(d.Type.Shape)).Result()
	}
	if !g.declare(d, v) {
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
		if e.Op == '.' {
			return g.access(e, lhs)
		}
		rhs := g.expr(e.RHS)
		if rhs == nil {
			return nil
		}
		switch e.Op {
		case '+':
			return toy.BuildAddOp(g.b, g.loc(e.L), lhs, rhs, g.unranked).Result()
		case '*':
			return toy.BuildMulOp(g.b, g.loc(e.L), lhs, rhs, g.unranked).Result()
		}
		g.errorf(e.L, "invalid binary operator '%c'", e.Op)
		return nil
	case *ast.VariableExpr:
		if v, ok := g.vars[e.Name]; ok {
			return v.value
		}
		g.errorf(e.L, "error: unknown variable '%s'", e.Name)
		return nil
	case *ast.LiteralExpr:
		return g.constant(e.L, g.literalAttr(e))
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
			return toy.BuildTransposeOp(g.b, g.loc(e.L), operands[0], g.unranked).Result()
		}
		result := g.unranked
		if g.chapter >= 7 {
			fn, ok := g.funcs[e.Callee]
			if !ok {
				g.errorf(e.L, "no defined function found for '%s'", e.Callee)
				return nil
			}
			if rs := fn.InherentAttr("function_type").(*ir.TypeAttr).Type.(*ir.FunctionType).Results; len(rs) > 0 {
				result = rs[0]
			}
		}
		return toy.BuildGenericCallOp(g.b, g.loc(e.L), operands, result,
			ir.NamedAttr{Name: "callee", Value: g.ctx.SymbolRefAttr(e.Callee, nil)}).Result()
	case *ast.NumberExpr:
		return g.constant(e.L, g.numberAttr(e))
	case *ast.StructLiteralExpr:
		if g.chapter >= 7 {
			value, t := g.structAttr(e)
			return toy.BuildStructConstantOp(g.b, g.loc(e.L), t, ir.NamedAttr{Name: "value", Value: value}).Output()
		}
	}
	g.errorf(e.Loc(), "MLIR codegen encountered an unhandled expr kind '%d'", g.exprKind(e))
	return nil
}

func (g *gen) constant(l ast.Location, value *ir.DenseElementsAttr) *ir.Value {
	return toy.BuildConstantOp(g.b, g.loc(l), value.Type, ir.NamedAttr{Name: "value", Value: value}).Result()
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

func (g *gen) literalAttr(e *ast.LiteralExpr) *ir.DenseElementsAttr {
	var data []float64
	collect(e, &data)
	return g.ctx.DenseF64ElementsAttr(g.ctx.RankedTensorType(e.Dims, g.f64, nil), data)
}

func (g *gen) numberAttr(e *ast.NumberExpr) *ir.DenseElementsAttr {
	return g.ctx.DenseF64ElementsAttr(g.ctx.RankedTensorType(nil, g.f64, nil), []float64{e.Value})
}

// structAttr is the value and type of a struct literal: its tensors are
// typed unranked in the struct type.
func (g *gen) structAttr(e *ast.StructLiteralExpr) (ir.Attribute, ir.Type) {
	attrs := make([]ir.Attribute, len(e.Values))
	types := make([]ir.Type, len(e.Values))
	for i, v := range e.Values {
		switch v := v.(type) {
		case *ast.NumberExpr:
			attrs[i], types[i] = g.numberAttr(v), g.unranked
		case *ast.LiteralExpr:
			attrs[i], types[i] = g.literalAttr(v), g.unranked
		case *ast.StructLiteralExpr:
			attrs[i], types[i] = g.structAttr(v)
		}
	}
	return g.ctx.ArrayAttr(attrs), toy.Struct(g.ctx, types)
}

// structFor returns the struct definition of a variable or member access
// expression, or nil.
func (g *gen) structFor(e ast.Expr) *ast.Struct {
	var name string
	switch e := e.(type) {
	case *ast.VariableExpr:
		v, ok := g.vars[e.Name]
		if !ok {
			return nil
		}
		name = v.decl.Type.Name
	case *ast.BinaryExpr:
		member, ok := e.RHS.(*ast.VariableExpr)
		if e.Op != '.' || !ok {
			return nil
		}
		parent := g.structFor(e.LHS)
		if parent == nil {
			return nil
		}
		for _, v := range parent.Vars {
			if v.Name == member.Name {
				name = v.Type.Name
				break
			}
		}
	}
	if s, ok := g.structs[name]; ok && name != "" {
		return s.ast
	}
	return nil
}

// access generates a struct member access (chapter 7).
func (g *gen) access(e *ast.BinaryExpr, lhs *ir.Value) *ir.Value {
	idx, ok := g.memberIndex(e)
	st, _ := lhs.Type().(*toy.StructType)
	if !ok || st == nil || idx >= len(st.Elements) {
		g.errorf(e.L, "invalid access into struct expression")
		return nil
	}
	return toy.BuildStructAccessOp(g.b, g.loc(e.L), lhs, st.Elements[idx],
		ir.NamedAttr{Name: "index", Value: g.ctx.IntAttr(g.ctx.I(64), int64(idx))}).Output()
}

// memberIndex is the index of the member a `.` expression accesses.
func (g *gen) memberIndex(e *ast.BinaryExpr) (int, bool) {
	s := g.structFor(e.LHS)
	member, ok := e.RHS.(*ast.VariableExpr)
	if s == nil || !ok {
		return 0, false
	}
	for i, v := range s.Vars {
		if v.Name == member.Name {
			return i, true
		}
	}
	return 0, false
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
