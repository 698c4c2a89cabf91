package ir

import (
	"sort"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/gomlir/gomlir/ir/internal/uniq"
)

// Context owns uniqued types, attributes and locations, and the registry of
// dialects and operations. It is safe for concurrent use.
type Context struct {
	uniq     uniq.Table
	fileLocs [32]fileLocShard

	intTypes   [65]*IntegerType
	indexType  *IndexType
	noneType   *NoneType
	floatTypes [numFloatKinds]*FloatType
	unitAttr   *UnitAttr
	trueAttr   *IntegerAttr
	falseAttr  *IntegerAttr
	unknownLoc *UnknownLoc

	mu    sync.RWMutex
	files map[string]*fileLines
	// lastFile is the file whose locations were made last.
	lastFile atomic.Pointer[fileLines]
	dialects map[string]*Dialect
	ops      map[string]*OpInfo

	diagHandler DiagHandler

	// AllowUnregistered lets operations of unknown dialects be created.
	AllowUnregistered bool

	// DisableMultithreading keeps the work the context's users may spread
	// over goroutines (the verifier's) on one (upstream's
	// --mlir-disable-threading).
	DisableMultithreading bool
}

// NewContext returns an empty context with the builtin types ready.
func NewContext() *Context {
	c := &Context{dialects: map[string]*Dialect{}, ops: map[string]*OpInfo{}, files: map[string]*fileLines{}}
	c.uniq.Init()
	for w := 0; w <= 64; w++ {
		c.intTypes[w] = c.uniq.Get(keyBuf{}.u8(kIntegerType).u64(uint64(w)).u8(byte(Signless)), func(id uint64) any {
			return &IntegerType{typeBase{uniqueBase{id}}, w, Signless}
		}).(*IntegerType)
	}
	c.indexType = c.uniq.Get(keyBuf{kIndexType}, func(id uint64) any { return &IndexType{typeBase{uniqueBase{id}}} }).(*IndexType)
	c.noneType = c.uniq.Get(keyBuf{kNoneType}, func(id uint64) any { return &NoneType{typeBase{uniqueBase{id}}} }).(*NoneType)
	for k := range c.floatTypes {
		c.floatTypes[k] = c.uniq.Get(keyBuf{kFloatType, byte(k)}, func(id uint64) any {
			return &FloatType{typeBase{uniqueBase{id}}, FloatKind(k)}
		}).(*FloatType)
	}
	c.unitAttr = c.uniq.Get(keyBuf{kUnitAttr}, func(id uint64) any { return &UnitAttr{attrBase{uniqueBase{id}}} }).(*UnitAttr)
	c.unknownLoc = c.uniq.Get(keyBuf{kUnknownLoc}, func(id uint64) any { return &UnknownLoc{locBase{attrBase{uniqueBase{id}}}} }).(*UnknownLoc)
	c.trueAttr = c.intAttr(c.intTypes[1], -1, nil)
	c.falseAttr = c.intAttr(c.intTypes[1], 0, nil)
	return c
}

// Dialect is a namespace of operations, types and attributes with the hooks
// the parser, printer and transformations use.
type Dialect struct {
	Name string
	// ParseType parses the body of `!name.body` / `!name<...>`; nil keeps
	// such types opaque.
	ParseType func(p DialectParser) (Type, error)
	// PrintType prints a type of this dialect (without the `!name.` prefix).
	PrintType func(p DialectPrinter, t Type)
	// ParseAttr and PrintAttr do the same for attributes (`#name...`).
	ParseAttr func(p DialectParser, t Type) (Attribute, error)
	PrintAttr func(p DialectPrinter, a Attribute)
	// TypeAlias and AttrAlias suggest alias names for the printer.
	TypeAlias func(t Type) (string, AliasKind)
	AttrAlias func(a Attribute) (string, AliasKind)
	// MaterializeConstant builds a constant op for a folded value.
	MaterializeConstant func(b *Builder, value Attribute, t Type, loc Location) *Operation
	// AllowUnknownOps lets unregistered operations of this dialect verify.
	AllowUnknownOps bool
	// VerifyOpAttr verifies a discardable attribute prefixed by the dialect name.
	VerifyOpAttr func(op *Operation, attr NamedAttr) error
	// VerifyRegionArgAttr and VerifyRegionResultAttr verify a dialect
	// attribute on an argument or result of region (function arguments and
	// results); see VerifyArgResultAttr.
	VerifyRegionArgAttr    func(op *Operation, region, index int, attr NamedAttr) error
	VerifyRegionResultAttr func(op *Operation, region, index int, attr NamedAttr) error
	// Interfaces lists the dialect interface implementations (e.g. the
	// inliner interface; see DialectInterface).
	Interfaces Interfaces
	// DeclareResource reports whether key names a resource of the dialect
	// in the `dialect_resources` file metadata (upstream's
	// OpAsmDialectInterface::declareResource); nil: the dialect has no
	// resource section.
	DeclareResource func(key string) bool
}

// AliasKind tells the printer how strong an alias suggestion is.
type AliasKind uint8

// Alias kinds, as upstream's OpAsmDialectInterface::AliasResult.
const (
	NoAlias AliasKind = iota
	OverridableAlias
	FinalAlias
)

// RegisterDialect adds a dialect; its operations are registered with
// RegisterOp.
func (c *Context) RegisterDialect(d *Dialect) {
	c.mu.Lock()
	c.dialects[d.Name] = d
	c.mu.Unlock()
	knownDialects.Store(d.Name, d)
}

// knownDialects holds the latest registration of each dialect name in any
// context, for printing dialect types and attributes where no context is
// at hand (diagnostics built from a type alone).
var knownDialects sync.Map // string -> *Dialect

// DialectByName returns the dialect most recently registered as name in
// any context, or nil. A dialect's hooks do not depend on the context, so
// printers without a context use them to print its types and attributes.
func DialectByName(name string) *Dialect {
	d, _ := knownDialects.Load(name)
	dl, _ := d.(*Dialect)
	return dl
}

// Dialect returns the registered dialect named name, or nil.
func (c *Context) Dialect(name string) *Dialect {
	c.mu.RLock()
	d := c.dialects[name]
	c.mu.RUnlock()
	return d
}

// Dialects returns the registered dialects sorted by name.
func (c *Context) Dialects() []*Dialect {
	c.mu.RLock()
	out := make([]*Dialect, 0, len(c.dialects))
	for _, d := range c.dialects {
		out = append(out, d)
	}
	c.mu.RUnlock()
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// RegisterOp registers an operation definition.
func (c *Context) RegisterOp(info *OpInfo) {
	info.Registered = true
	if info.Dialect == "" {
		info.Dialect, _, _ = strings.Cut(info.Name, ".")
	}
	c.mu.Lock()
	c.ops[info.Name] = info
	c.mu.Unlock()
}

// LookupOp returns the info for a registered operation, or nil.
func (c *Context) LookupOp(name string) *OpInfo {
	c.mu.RLock()
	info := c.ops[name]
	c.mu.RUnlock()
	if info != nil && info.Registered {
		return info
	}
	return nil
}

// OpInfo returns the info for name, creating an unregistered record when
// the operation is not registered.
func (c *Context) OpInfo(name string) *OpInfo {
	c.mu.RLock()
	info := c.ops[name]
	c.mu.RUnlock()
	if info != nil {
		return info
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if info = c.ops[name]; info != nil {
		return info
	}
	d, _, _ := strings.Cut(name, ".")
	info = &OpInfo{Name: name, Dialect: d}
	c.ops[name] = info
	return info
}

// RegisteredOps returns the registered operation names, sorted.
func (c *Context) RegisteredOps() []string {
	c.mu.RLock()
	var out []string
	for n, info := range c.ops {
		if info.Registered {
			out = append(out, n)
		}
	}
	c.mu.RUnlock()
	sort.Strings(out)
	return out
}

// IsDialectRegistered reports whether a dialect named name is registered.
func (c *Context) IsDialectRegistered(name string) bool { return c.Dialect(name) != nil }
