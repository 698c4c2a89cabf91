// Package ast is the front end of the Toy language of MLIR's tutorial: its
// lexer, recursive-descent parser, abstract syntax tree with source
// locations, and the AST dump of `toyc -emit=ast`.
package ast

// Location is a position in a Toy source file (1-based line and column).
type Location struct {
	File      string
	Line, Col int
}

// VarType is a declared variable type: a struct name or a tensor shape.
type VarType struct {
	Name  string
	Shape []int64
}

// Expr is an expression node.
type Expr interface {
	// Loc is where the expression starts.
	Loc() Location
}

// Node is embedded in every node: its location.
type Node struct{ L Location }

// Loc returns the node's location.
func (n *Node) Loc() Location { return n.L }

// NumberExpr is a number literal.
type NumberExpr struct {
	Node
	Value float64
}

// LiteralExpr is a tensor literal `[...]`: its elements (numbers or nested
// literals) and its shape.
type LiteralExpr struct {
	Node
	Values []Expr
	Dims   []int64
}

// StructLiteralExpr is a struct literal `{...}` (chapter 7).
type StructLiteralExpr struct {
	Node
	Values []Expr
}

// VariableExpr references a variable by name.
type VariableExpr struct {
	Node
	Name string
}

// VarDeclExpr declares a variable, with an optional initializer (nil when
// absent).
type VarDeclExpr struct {
	Node
	Name string
	Type VarType
	Init Expr
}

// ReturnExpr is a return statement; Value is nil for `return;`.
type ReturnExpr struct {
	Node
	Value Expr
}

// BinaryExpr is a binary operation: Op is '+', '-', '*' or '.'.
type BinaryExpr struct {
	Node
	Op       byte
	LHS, RHS Expr
}

// CallExpr calls a function (or the transpose builtin).
type CallExpr struct {
	Node
	Callee string
	Args   []Expr
}

// PrintExpr is the print builtin.
type PrintExpr struct {
	Node
	Arg Expr
}

// Prototype is a function's name and parameters.
type Prototype struct {
	Node
	Name string
	Args []*VarDeclExpr
}

// Record is a top-level definition: a *Function or a *Struct.
type Record interface{ isRecord() }

// Function is a function definition.
type Function struct {
	Proto *Prototype
	Body  []Expr
}

// Struct is a struct definition (chapter 7).
type Struct struct {
	Node
	Name string
	Vars []*VarDeclExpr
}

func (*Function) isRecord() {}
func (*Struct) isRecord()   {}

// Module is a parsed Toy file.
type Module struct {
	Records []Record
}
