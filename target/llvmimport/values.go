package llvmimport

import (
	"math/big"
	"strconv"
	"strings"
)

// constKind classifies a constant as LLVM's constant classes do.
type constKind int

const (
	cInt       constKind = iota // ConstantInt
	cFP                         // ConstantFP
	cNull                       // ConstantPointerNull
	cNone                       // ConstantTokenNone
	cUndef                      // UndefValue
	cPoison                     // PoisonValue
	cZero                       // ConstantAggregateZero (and zero target types)
	cDataSeq                    // ConstantDataArray / ConstantDataVector
	cAggregate                  // ConstantArray / ConstantStruct / ConstantVector
	cGlobal                     // a global variable, function or alias
	cExpr                       // ConstantExpr
	cBlockAddr                  // blockaddress(@f, %bb)
	cDSOLocal                   // dso_local_equivalent @f
)

// Value is an operand of an instruction: a *Const, an *Arg or an *Inst.
type Value interface{ typ() *Type }

// Const is an LLVM constant. Constants are uniqued by key, as LLVM uniques
// them, so equal constants are the same pointer.
type Const struct {
	Kind  constKind
	Type  *Type
	Int   *big.Int // cInt: the value, as a signed number of Type.Bits bits
	Bits  *big.Int // cFP: the bit pattern
	Elems []*Const // cDataSeq, cAggregate elements; cExpr operands
	Name  string   // cGlobal, cDSOLocal: symbol; cBlockAddr: function
	Block string   // cBlockAddr: block name
	Expr  *Inst    // cExpr: the instruction the expression computes
	key   string
}

func (c *Const) typ() *Type { return c.Type }

// isNullValue reports whether c is a zero of its type.
func (c *Const) isNullValue() bool {
	switch c.Kind {
	case cInt:
		return c.Int.Sign() == 0
	case cFP:
		return c.Bits.Sign() == 0
	case cNull, cZero:
		return true
	}
	return false
}

// Arg is a function argument.
type Arg struct {
	Type *Type
	Name string
}

func (a *Arg) typ() *Type { return a.Type }

// Operand is a parsed instruction operand, resolved after the function
// body is read.
type Operand struct {
	Type  *Type
	Const *Const
	Local string // name of a local value (without %)
	Val   Value  // resolved
	Line  int
	Col   int
}

// Inst is an instruction (also the body of a constant expression).
type Inst struct {
	Op        string // LLVM opcode: add, icmp, call, ...
	Name      string // result name (without %), empty when unnamed
	Type      *Type  // result type (void when none)
	Ops       []*Operand
	Flags     map[string]bool // nsw, nuw, exact, disjoint, nneg, inbounds, volatile, fast-math flags, ...
	Pred      string          // icmp/fcmp predicate, atomic orderings, atomicrmw operation
	Ordering  []string        // atomic orderings
	Align     int64
	ElemType  *Type    // alloca, load, gep source, call function type
	Indices   []int64  // extractvalue, insertvalue, shufflevector mask
	Targets   []string // successor block names (br, switch default then cases, invoke)
	Cases     []*Const // switch case values
	Phi       []phiIn  // phi incoming values
	Callee    *Operand
	Tail      string // tail, musttail, notail
	CConv     string
	FnAttrs   attrSet
	RetAttrs  attrSet
	ArgAttrs  []attrSet
	Syncscope string
	Line, Col int
}

func (i *Inst) typ() *Type { return i.Type }

// phiIn is one incoming value of a phi.
type phiIn struct {
	Val   *Operand
	Block string
}

// attrSet is a parsed attribute list: enum attributes, integer
// attributes, type attributes and string attributes, in source order.
type attrSet []attr

// attr is one attribute.
type attr struct {
	Name   string
	Str    string // string attribute value ("key"="value")
	IsStr  bool
	Int    int64
	HasInt bool
	Type   *Type
	Group  bool // an unexpanded #N reference
}

func (s attrSet) has(name string) bool {
	for _, a := range s {
		if a.Name == name {
			return true
		}
	}
	return false
}

func (s attrSet) get(name string) (attr, bool) {
	for _, a := range s {
		if a.Name == name {
			return a, true
		}
	}
	return attr{}, false
}

// constTable uniques constants.
type constTable struct {
	byKey map[string]*Const
}

func (ct *constTable) intern(c *Const) *Const {
	c.key = c.computeKey()
	if old, ok := ct.byKey[c.key]; ok {
		return old
	}
	ct.byKey[c.key] = c
	return c
}

func (c *Const) computeKey() string {
	var b strings.Builder
	b.WriteString(c.Type.llvmString())
	b.WriteByte(' ')
	switch c.Kind {
	case cInt:
		b.WriteString("int " + c.Int.String())
	case cFP:
		b.WriteString("fp " + c.Bits.Text(16))
	case cNull:
		b.WriteString("null")
	case cNone:
		b.WriteString("none")
	case cUndef:
		b.WriteString("undef")
	case cPoison:
		b.WriteString("poison")
	case cZero:
		b.WriteString("zeroinitializer")
	case cDataSeq, cAggregate:
		b.WriteString(strconv.Itoa(int(c.Kind)) + "[")
		for _, e := range c.Elems {
			b.WriteString(e.key + ";")
		}
		b.WriteString("]")
	case cGlobal:
		b.WriteString("@" + c.Name)
	case cDSOLocal:
		b.WriteString("dso_local_equivalent @" + c.Name)
	case cBlockAddr:
		b.WriteString("blockaddress @" + c.Name + " %" + c.Block)
	case cExpr:
		b.WriteString("expr " + c.Expr.Op + " " + c.Expr.Pred)
		for _, f := range sortedFlags(c.Expr.Flags) {
			b.WriteString(" " + f)
		}
		if c.Expr.ElemType != nil {
			b.WriteString(" " + c.Expr.ElemType.llvmString())
		}
		for _, o := range c.Expr.Ops {
			b.WriteString(" (" + o.Const.key + ")")
		}
		for _, i := range c.Expr.Indices {
			b.WriteString(" " + strconv.FormatInt(i, 10))
		}
	}
	return b.String()
}

// sortedFlags lists the set flags in a fixed order.
func sortedFlags(m map[string]bool) []string {
	var out []string
	for _, f := range flagOrder {
		if m[f] {
			out = append(out, f)
		}
	}
	return out
}

// flagOrder lists every instruction flag the parser records.
var flagOrder = []string{"nuw", "nsw", "exact", "disjoint", "nneg", "inbounds", "inrange", "nusw",
	"volatile", "weak", "nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc", "fast", "samesign"}

// isCDSElement reports whether a constant array or vector of element type t
// is a ConstantDataSequential in LLVM.
func isCDSElement(t *Type) bool {
	switch t.Kind {
	case kInt:
		return t.Bits == 8 || t.Bits == 16 || t.Bits == 32 || t.Bits == 64
	case kHalf, kBFloat, kFloat, kDouble:
		return true
	}
	return false
}

// aggregate builds an array, struct or vector constant from its elements
// as LLVM's ConstantArray/Struct/Vector::get does: all zero gives
// zeroinitializer, all undef undef, all poison poison, and arrays and
// vectors of simple integers and floats give data sequences.
func (ct *constTable) aggregate(t *Type, elems []*Const) *Const {
	if len(elems) == 0 {
		return ct.intern(&Const{Kind: cZero, Type: t})
	}
	allZero, allUndef, allPoison := true, true, true
	for _, e := range elems {
		allZero = allZero && e.isNullValue()
		allUndef = allUndef && e.Kind == cUndef
		allPoison = allPoison && e.Kind == cPoison
	}
	switch {
	case allPoison:
		return ct.intern(&Const{Kind: cPoison, Type: t})
	case allUndef:
		return ct.intern(&Const{Kind: cUndef, Type: t})
	case allZero:
		return ct.intern(&Const{Kind: cZero, Type: t})
	}
	if t.Kind != kStruct && isCDSElement(t.Elem) {
		simple := true
		for _, e := range elems {
			simple = simple && (e.Kind == cInt || e.Kind == cFP)
		}
		if simple {
			return ct.intern(&Const{Kind: cDataSeq, Type: t, Elems: elems})
		}
	}
	return ct.intern(&Const{Kind: cAggregate, Type: t, Elems: elems})
}

// zeroOf returns the zero constant of a scalar or aggregate type.
func (ct *constTable) zeroOf(t *Type) *Const {
	switch t.Kind {
	case kInt:
		return ct.intern(&Const{Kind: cInt, Type: t, Int: new(big.Int)})
	case kHalf, kBFloat, kFloat, kDouble, kFP128, kX86FP80, kPPCFP128:
		return ct.intern(&Const{Kind: cFP, Type: t, Bits: new(big.Int)})
	case kPtr:
		return ct.intern(&Const{Kind: cNull, Type: t})
	}
	return ct.intern(&Const{Kind: cZero, Type: t})
}

// elementValue is element i of a zeroinitializer (getElementValue).
func (ct *constTable) elementValue(c *Const, i int) *Const {
	t := c.Type
	if t.Kind == kStruct {
		return ct.zeroOf(t.Fields[i])
	}
	return ct.zeroOf(t.Elem)
}

// numElements is the element count of an aggregate type.
func numElements(t *Type) int {
	if t.Kind == kStruct {
		return len(t.Fields)
	}
	return int(t.Len)
}
