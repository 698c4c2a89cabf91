package llvmimport

import (
	"strconv"
	"strings"
)

// attrShape is the builtin type a constant of type t imports as an
// attribute with (getBuiltinTypeForAttr): the scalar itself, a vector, or a
// tensor (or vector) for nested arrays; "" when there is none.
func (im *importer) attrShape(t *Type) (shape []int64, elem *Type, kind string) {
	isScalar := func(t *Type) bool { return t.Kind == kInt || t.isFloat() && t.Kind != kPPCFP128 }
	if isScalar(t) {
		return nil, t, "scalar"
	}
	if t.Kind == kVector && !t.Scalable && isScalar(t.Elem) {
		return []int64{t.Len}, t.Elem, "vector"
	}
	for t.Kind == kArray {
		shape = append(shape, t.Len)
		t = t.Elem
	}
	if shape == nil {
		return nil, nil, ""
	}
	if isScalar(t) {
		return shape, t, "tensor"
	}
	if t.Kind == kVector && !t.Scalable && isScalar(t.Elem) {
		return append(shape, t.Len), t.Elem, "vector"
	}
	return nil, nil, ""
}

// shapedType spells a vector or tensor type.
func (im *importer) shapedType(shape []int64, elem *Type, kind string) string {
	var b strings.Builder
	b.WriteString(kind + "<")
	for _, d := range shape {
		b.WriteString(strconv.FormatInt(d, 10) + "x")
	}
	b.WriteString(im.ty(elem) + ">")
	return b.String()
}

// scalarAttr spells an integer or float constant as an attribute value
// without its type ("" when c is not a scalar).
func scalarAttr(c *Const) string {
	switch c.Kind {
	case cInt:
		if c.Type.Bits == 1 {
			if c.Int.Sign() != 0 {
				return "true"
			}
			return "false"
		}
		return c.Int.String()
	case cFP:
		digits := (c.Type.floatBits() + 3) / 4
		h := strings.ToUpper(c.Bits.Text(16))
		for len(h) < digits {
			h = "0" + h
		}
		return "0x" + h
	}
	return ""
}

// constAttr returns the attribute a constant imports as
// (getConstantAsAttr), or "".
func (im *importer) constAttr(c *Const) string {
	if s := scalarAttr(c); s != "" {
		if c.Kind == cInt && c.Type.Bits == 1 {
			return s
		}
		return s + " : " + im.ty(c.Type)
	}
	switch c.Kind {
	case cDataSeq:
		if c.Type.Kind == kArray && c.Type.Elem.Kind == kInt && c.Type.Elem.Bits == 8 {
			b := make([]byte, len(c.Elems))
			for i, e := range c.Elems {
				b[i] = byte(e.Int.Int64())
			}
			return quoteMLIR(string(b))
		}
		shape, elem, kind := im.attrShape(c.Type)
		if kind == "" {
			return ""
		}
		return im.dense(c.Elems, shape, elem, kind)
	case cAggregate:
		shape, elem, kind := im.attrShape(c.Type)
		if kind == "" || kind == "scalar" {
			return ""
		}
		var elems []*Const
		work := []*Const{c}
		for len(work) > 0 {
			cur := work[len(work)-1]
			work = work[:len(work)-1]
			switch cur.Kind {
			case cAggregate:
				for i := len(cur.Elems) - 1; i >= 0; i-- {
					work = append(work, cur.Elems[i])
				}
			case cDataSeq:
				elems = append(elems, cur.Elems...)
			case cInt, cFP:
				elems = append(elems, cur)
			default:
				return ""
			}
		}
		return im.dense(elems, shape, elem, kind)
	case cZero:
		shape, elem, kind := im.attrShape(c.Type)
		if kind == "" || kind == "scalar" {
			return ""
		}
		zero := "0"
		if elem.isFloat() {
			zero = "0.0"
		} else if elem.Bits == 1 {
			zero = "false"
		}
		return "dense<" + zero + "> : " + im.shapedType(shape, elem, kind)
	}
	return ""
}

// dense spells a dense elements attribute (a splat when all elements are
// equal).
func (im *importer) dense(elems []*Const, shape []int64, elem *Type, kind string) string {
	typ := im.shapedType(shape, elem, kind)
	splat := len(elems) > 0
	for _, e := range elems {
		splat = splat && e == elems[0]
	}
	if splat {
		return "dense<" + scalarAttr(elems[0]) + "> : " + typ
	}
	var b strings.Builder
	b.WriteString("dense<")
	var write func(dims []int64, at int) int
	write = func(dims []int64, at int) int {
		if len(dims) == 0 {
			b.WriteString(scalarAttr(elems[at]))
			return at + 1
		}
		b.WriteByte('[')
		for i := int64(0); i < dims[0]; i++ {
			if i > 0 {
				b.WriteString(", ")
			}
			at = write(dims[1:], at)
		}
		b.WriteByte(']')
		return at
	}
	write(shape, 0)
	b.WriteString("> : " + typ)
	return b.String()
}

// convertConstant converts one constant whose operands are converted
// (ModuleImport::convertConstant).
func (im *importer) convertConstant(r *region, c *Const) (string, error) {
	w := r.cur
	if attr := im.constAttr(c); attr != "" {
		return im.op(w, "llvm.mlir.constant", nil, nil, "", []string{"value = " + attr}, c.Type), nil
	}
	switch c.Kind {
	case cNull, cZero:
		return im.op(w, "llvm.mlir.zero", nil, nil, "", nil, c.Type), nil
	case cNone:
		return im.op(w, "llvm.mlir.none", nil, nil, "", nil, c.Type), nil
	case cPoison:
		return im.op(w, "llvm.mlir.poison", nil, nil, "", nil, c.Type), nil
	case cUndef:
		return im.op(w, "llvm.mlir.undef", nil, nil, "", nil, c.Type), nil
	case cDSOLocal:
		return im.op(w, "llvm.dso_local_equivalent", nil, nil, "", []string{"function_name = @" + quoteMLIR(c.Name)}, c.Type), nil
	case cGlobal:
		if _, ok := im.m.globalByName[c.Name]; !ok {
			if _, ok := im.m.funcByName[c.Name]; !ok {
				return "", im.errorf("use of undefined value '@%s'", c.Name)
			}
		}
		return im.op(w, "llvm.mlir.addressof", nil, nil, "", []string{"global_name = @" + quoteMLIR(c.Name)}, c.Type), nil
	case cBlockAddr:
		f := im.m.funcByName[c.Name]
		var target *Block
		if f != nil {
			for _, b := range f.Blocks {
				if b.Name == c.Block {
					target = b
				}
			}
		}
		if target == nil {
			return "", im.errorf("use of undefined value '%%%s'", c.Block)
		}
		return im.op(w, "llvm.blockaddress", nil, nil, "", []string{"block_addr = #llvm.blockaddress<function = @" +
			quoteMLIR(c.Name) + ", tag = <id = " + strconv.Itoa(target.Num) + ">>"}, c.Type), nil
	case cExpr:
		v, err := im.instValue(r, nil, c.Expr)
		if err != nil {
			return "", err
		}
		return v, nil
	case cAggregate:
		root := im.op(w, "llvm.mlir.undef", nil, nil, "", nil, c.Type)
		for i, e := range c.Elems {
			ev := r.vals[e]
			if c.Type.Kind == kVector {
				idx := im.op(w, "llvm.mlir.constant", nil, nil, "", []string{"value = " + strconv.Itoa(i) + " : i32"}, im.m.types.intType(32))
				root = im.op(w, "llvm.insertelement", []string{root, ev, idx}, []*Type{c.Type, e.Type, im.m.types.intType(32)}, "", nil, c.Type)
				continue
			}
			root = im.op(w, "llvm.insertvalue", []string{root, ev}, []*Type{c.Type, e.Type}, "",
				[]string{"position = array<i64: " + strconv.Itoa(i) + ">"}, c.Type)
		}
		return root, nil
	}
	return "", im.errorf("unhandled constant: %s", c.key)
}
