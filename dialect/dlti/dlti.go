// Package dlti is MLIR's data layout and target information dialect: the
// attributes `#dlti.dl_entry`, `#dlti.dl_spec`, `#dlti.map`,
// `#dlti.target_device_spec`, `#dlti.target_system_spec` and
// `#dlti.function_pointer_alignment`, printed and parsed as upstream, and
// the verification of the `dlti.*` attributes on operations. The queries
// over these specifications are in ir/datalayout.
package dlti

import (
	"encoding/binary"
	"strconv"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/datalayout"
)

// EntryAttr is `#dlti.dl_entry<key, value>`: a type or string key and its
// value (upstream's DataLayoutEntryAttr).
type EntryAttr struct {
	ir.AttrBase
	Type ir.Type        // the type key, or nil
	ID   *ir.StringAttr // the identifier key when Type is nil
	Val  ir.Attribute
}

// DialectName returns "dlti".
func (*EntryAttr) DialectName() string { return "dlti" }

// KeyType returns the type key, nil for an identifier key.
func (a *EntryAttr) KeyType() ir.Type { return a.Type }

// KeyID returns the identifier key, "" for a type key.
func (a *EntryAttr) KeyID() string {
	if a.ID == nil {
		return ""
	}
	return a.ID.Value
}

// Value returns the entry's value.
func (a *EntryAttr) Value() ir.Attribute { return a.Val }

// WalkChildren visits the key and the value.
func (a *EntryAttr) WalkChildren(f func(any)) {
	if a.Type != nil {
		f(a.Type)
	} else {
		f(a.ID)
	}
	f(a.Val)
}

// Entry returns `#dlti.dl_entry<key, value>`; key is an ir.Type or a
// *ir.StringAttr.
func Entry(ctx *ir.Context, key any, value ir.Attribute) *EntryAttr {
	t, _ := key.(ir.Type)
	s, _ := key.(*ir.StringAttr)
	k := []byte("dlti.entry")
	if t != nil {
		k = binary.LittleEndian.AppendUint64(append(k, 't'), ir.TypeID(t))
	} else {
		k = binary.LittleEndian.AppendUint64(append(k, 's'), ir.AttrID(s))
	}
	k = binary.LittleEndian.AppendUint64(k, ir.AttrID(value))
	return ctx.UniqueDialectAttr(k, func(b ir.AttrBase) ir.Attribute {
		return &EntryAttr{AttrBase: b, Type: t, ID: s, Val: value}
	}).(*EntryAttr)
}

// Kind tells which of the dialect's entry-list attributes a ListAttr is.
type Kind uint8

// The entry-list attributes, by mnemonic.
const (
	// DLSpec is `#dlti.dl_spec`, a data layout specification.
	DLSpec Kind = iota
	// Map is `#dlti.map`, a general key-value map.
	Map
	// TargetDeviceSpec is `#dlti.target_device_spec`, one device's properties.
	TargetDeviceSpec
	// TargetSystemSpec is `#dlti.target_system_spec`, the devices of a
	// system keyed by their ids.
	TargetSystemSpec
)

var kindMnemonics = [...]string{"dl_spec", "map", "target_device_spec", "target_system_spec"}

// ListAttr is one of the attributes written `#dlti.<mnemonic><key = value,
// ...>`: dl_spec, map, target_device_spec and target_system_spec.
type ListAttr struct {
	ir.AttrBase
	Kind  Kind
	Items []*EntryAttr
}

// DialectName returns "dlti".
func (*ListAttr) DialectName() string { return "dlti" }

// WalkChildren visits the entries.
func (a *ListAttr) WalkChildren(f func(any)) {
	for _, e := range a.Items {
		f(e)
	}
}

// List returns the entry-list attribute of kind with entries.
func List(ctx *ir.Context, kind Kind, entries []*EntryAttr) *ListAttr {
	k := append([]byte("dlti.list"), byte(kind))
	for _, e := range entries {
		k = binary.LittleEndian.AppendUint64(k, ir.AttrID(e))
	}
	return ctx.UniqueDialectAttr(k, func(b ir.AttrBase) ir.Attribute {
		return &ListAttr{AttrBase: b, Kind: kind, Items: append([]*EntryAttr(nil), entries...)}
	}).(*ListAttr)
}

// LayoutEntries returns the entries of a `#dlti.dl_spec` (the other kinds
// are no data layout specifications).
func (a *ListAttr) LayoutEntries() ([]datalayout.Entry, bool) {
	if a.Kind != DLSpec {
		return nil, false
	}
	out := make([]datalayout.Entry, len(a.Items))
	for i, e := range a.Items {
		out[i] = e
	}
	return out, true
}

// FunctionPointerAlignmentAttr is `#dlti.function_pointer_alignment<N,
// function_dependent = B>`.
type FunctionPointerAlignmentAttr struct {
	ir.AttrBase
	Alignment         uint64
	FunctionDependent bool
}

// DialectName returns "dlti".
func (*FunctionPointerAlignmentAttr) DialectName() string { return "dlti" }

// FunctionPointerAlignment returns `#dlti.function_pointer_alignment<align,
// function_dependent = dep>`.
func FunctionPointerAlignment(ctx *ir.Context, align uint64, dep bool) *FunctionPointerAlignmentAttr {
	k := binary.LittleEndian.AppendUint64([]byte("dlti.fpa"), align)
	if dep {
		k = append(k, 1)
	}
	return ctx.UniqueDialectAttr(k, func(b ir.AttrBase) ir.Attribute {
		return &FunctionPointerAlignmentAttr{AttrBase: b, Alignment: align, FunctionDependent: dep}
	}).(*FunctionPointerAlignmentAttr)
}

// Register adds the dlti dialect to ctx.
func Register(ctx *ir.Context) {
	ctx.RegisterDialect(&ir.Dialect{
		Name:         "dlti",
		ParseAttr:    parseAttr,
		PrintAttr:    printAttr,
		VerifyOpAttr: verifyOpAttr,
		Interfaces:   ir.Interfaces{entryVerifier{}},
	})
}

// entryVerifier checks the dialect's identifier entries of data layout
// specifications (upstream's TargetDataLayoutInterface).
type entryVerifier struct{}

// knownEntries are the identifier entries upstream's dialect accepts.
var knownEntries = []string{datalayout.EndiannessKey, datalayout.ManglingModeKey,
	datalayout.DefaultMemorySpaceKey, datalayout.AllocaMemorySpaceKey,
	datalayout.ProgramMemorySpaceKey, datalayout.GlobalMemorySpaceKey,
	datalayout.StackAlignmentKey, datalayout.FunctionPointerKey, datalayout.LegalIntWidthsKey}

// VerifyEntry checks the endianness value and that the key is known.
func (entryVerifier) VerifyEntry(e datalayout.Entry) string {
	id := e.KeyID()
	if id == datalayout.EndiannessKey {
		if s, ok := e.Value().(*ir.StringAttr); !ok || (s.Value != "big" && s.Value != "little") {
			return "'" + id + "' data layout entry is expected to be either 'big' or 'little'"
		}
		return ""
	}
	for _, k := range knownEntries {
		if k == id {
			return ""
		}
	}
	return "unknown data layout entry name: " + id
}

func printAttr(p ir.DialectPrinter, a ir.Attribute) {
	switch a := a.(type) {
	case *EntryAttr:
		p.WriteString("dl_entry<")
		printKey(p, a)
		p.WriteString(", ")
		p.PrintAttribute(a.Val)
		p.WriteString(">")
	case *ListAttr:
		p.WriteString(kindMnemonics[a.Kind] + "<")
		for i, e := range a.Items {
			if i > 0 {
				p.WriteString(", ")
			}
			printKey(p, e)
			p.WriteString(" = ")
			p.PrintAttribute(e.Val)
		}
		p.WriteString(">")
	case *FunctionPointerAlignmentAttr:
		p.WriteString("function_pointer_alignment<" + strconv.FormatUint(a.Alignment, 10) +
			", function_dependent = " + strconv.FormatBool(a.FunctionDependent) + ">")
	}
}

func printKey(p ir.DialectPrinter, e *EntryAttr) {
	if e.Type != nil {
		p.PrintType(e.Type)
	} else {
		p.PrintAttribute(e.ID)
	}
}

func parseAttr(dp ir.DialectParser, _ ir.Type) (ir.Attribute, error) {
	p, err := dp.Tokens()
	if err != nil {
		return nil, err
	}
	pos := p.Pos()
	kw, ok := p.ParseOptionalKeywordAny()
	if !ok {
		return nil, p.Errorf("expected attribute name")
	}
	var a ir.Attribute
	switch kw {
	case "dl_entry":
		a, err = parseEntry(p)
	case "function_pointer_alignment":
		a, err = parseFunctionPointerAlignment(p)
	default:
		kind := Kind(0)
		for kind < Kind(len(kindMnemonics)) && kindMnemonics[kind] != kw {
			kind++
		}
		if int(kind) == len(kindMnemonics) {
			return nil, p.ErrorAt(pos, "unknown attribute `%s` in dialect `dlti`", kw)
		}
		a, err = parseList(p, pos, kind)
	}
	if err != nil {
		return nil, err
	}
	if !p.AtEnd() {
		return nil, p.Errorf("expected '>'")
	}
	return a, nil
}

// parseKey parses a type or string key; allowType false admits strings only.
func parseKey(p ir.BodyParser, allowType bool) (any, bool, error) {
	if allowType && p.IsType() {
		t, err := p.ParseType()
		return t, err == nil, err
	}
	if s, ok := p.ParseOptionalString(); ok {
		return p.Context().StringAttr(s), true, nil
	}
	return nil, false, nil
}

// parseEntry parses `<key, value>` after dl_entry.
func parseEntry(p ir.BodyParser) (*EntryAttr, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	key, ok, err := parseKey(p, true)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, p.Errorf("expected a type or a quoted string")
	}
	if err := p.ParsePunct(","); err != nil {
		return nil, err
	}
	v, err := p.ParseAttribute(nil)
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	return Entry(p.Context(), key, v), nil
}

// parseList parses `<entry, ...>` after an entry-list mnemonic, each entry
// `key = value` or a `#dlti.dl_entry`, then checks it as upstream's
// verifiers do, reporting at the mnemonic (pos).
func parseList(p ir.BodyParser, pos int, kind Kind) (*ListAttr, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	var entries []*EntryAttr
	if !p.ParseOptionalPunct(">") {
		for {
			at := p.Pos()
			key, ok, err := parseKey(p, kind != TargetDeviceSpec && kind != TargetSystemSpec)
			if err != nil {
				return nil, err
			}
			if ok {
				if err := p.ParsePunct("="); err != nil {
					return nil, err
				}
				v, err := p.ParseAttribute(nil)
				if err != nil {
					return nil, err
				}
				entries = append(entries, Entry(p.Context(), key, v))
			} else {
				a, err := p.ParseAttribute(nil)
				if err != nil {
					return nil, err
				}
				e, ok := a.(*EntryAttr)
				if !ok {
					return nil, p.ErrorAt(at, "invalid kind of attribute specified")
				}
				entries = append(entries, e)
			}
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		if err := p.ParsePunct(">"); err != nil {
			return nil, err
		}
	}
	if msg := checkList(kind, entries); msg != "" {
		return nil, p.ErrorAt(pos, "%s", msg)
	}
	return List(p.Context(), kind, entries), nil
}

// checkList returns upstream's verifier message for a malformed entry
// list, or "".
func checkList(kind Kind, entries []*EntryAttr) string {
	if len(entries) == 0 && (kind == TargetDeviceSpec || kind == TargetSystemSpec) {
		return "no DLTI entries provided"
	}
	for i, e := range entries {
		for _, o := range entries[:i] {
			if o.Type == e.Type && o.ID == e.ID {
				if kind == TargetSystemSpec {
					return "repeated device ID in dlti.target_system_spec: " + keyText(e)
				}
				return "repeated DLTI key: " + keyText(e)
			}
		}
		if kind == TargetSystemSpec {
			if l, ok := e.Val.(*ListAttr); !ok || l.Kind != TargetDeviceSpec {
				return "value associated with key " + keyText(e) + " is not a DLTI device spec"
			}
		}
	}
	return ""
}

// keyText is a key as upstream's diagnostics print it.
func keyText(e *EntryAttr) string {
	if e.Type != nil {
		return asm.TypeString(e.Type)
	}
	return strconv.Quote(e.ID.Value)
}

// parseFunctionPointerAlignment parses `<N, function_dependent = B>`.
func parseFunctionPointerAlignment(p ir.BodyParser) (*FunctionPointerAlignmentAttr, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	n, ok, err := p.ParseOptionalInteger()
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, p.Errorf("expected integer value")
	}
	if err := p.ParsePunct(","); err != nil {
		return nil, err
	}
	if err := p.ParseKeyword("function_dependent"); err != nil {
		return nil, err
	}
	if err := p.ParsePunct("="); err != nil {
		return nil, err
	}
	// A bool parameter: `true`, `false` or an integer (non-zero is true).
	dep := false
	if v, ok, err := p.ParseOptionalInteger(); err != nil {
		return nil, err
	} else if ok {
		dep = v != 0
	} else if dep = p.ParseOptionalKeyword("true"); !dep && !p.ParseOptionalKeyword("false") {
		return nil, p.Errorf("expected 'true' or 'false'")
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	return FunctionPointerAlignment(p.Context(), uint64(n), dep), nil
}

// opAttrKinds are the dlti attributes operations may carry, with the kind
// of their values.
var opAttrKinds = map[string]Kind{
	datalayout.AttrName:       DLSpec,
	"dlti.map":                Map,
	"dlti.target_system_spec": TargetSystemSpec,
}

// verifyOpAttr checks a `dlti.*` attribute of an operation.
func verifyOpAttr(op *ir.Operation, attr ir.NamedAttr) error {
	kind, ok := opAttrKinds[attr.Name]
	if !ok {
		return op.EmitError("attribute '%s' not supported by dialect", attr.Name)
	}
	l, ok := attr.Value.(*ListAttr)
	if !ok || l.Kind != kind {
		return op.EmitError("'%s' is expected to be a #dlti.%s attribute", attr.Name, kindMnemonics[kind])
	}
	if kind == DLSpec && op.Name() == "builtin.module" {
		entries, _ := l.LayoutEntries()
		if err := datalayout.Verify(entries, op.Loc()); err != nil {
			return err
		}
	}
	return nil
}
