package llvmcommon

import (
	"strconv"
	"sync"
	"sync/atomic"

	"github.com/gomlir/gomlir/conversion"
	"github.com/gomlir/gomlir/dialect/llvm"
	"github.com/gomlir/gomlir/ir"
)

// Symbols indexes the symbols of the modules a conversion looks up and
// declares functions and globals in, so that each lookup is O(1) (one
// table built per module, kept up to date with what the patterns add).
// It is safe for concurrent use.
type Symbols struct {
	ctx    *ir.Context
	mu     sync.Mutex
	tables map[*ir.Operation]*ir.SymbolTable
}

// NewSymbols returns an empty index.
func NewSymbols(ctx *ir.Context) *Symbols {
	return &Symbols{ctx: ctx, tables: map[*ir.Operation]*ir.SymbolTable{}}
}

// Module returns the closest builtin.module enclosing op (op itself when it
// is one), nil when none.
func Module(op *ir.Operation) *ir.Operation {
	for o := op; o != nil; o = o.ParentOp() {
		if o.Name() == "builtin.module" {
			return o
		}
	}
	return nil
}

func (s *Symbols) table(module *ir.Operation) *ir.SymbolTable {
	t := s.tables[module]
	if t == nil {
		t = ir.NewSymbolTable(s.ctx, module)
		s.tables[module] = t
	}
	return t
}

// Lookup returns the symbol named name in module (nil when none, or when
// the op found has left the module: a rolled-back pattern created it).
func (s *Symbols) Lookup(module *ir.Operation, name string) *ir.Operation {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.lookup(module, name)
}

func (s *Symbols) lookup(module *ir.Operation, name string) *ir.Operation {
	t := s.table(module)
	op := t.Lookup(name)
	if op != nil && op.ParentOp() != module {
		t.Remove(op)
		return nil
	}
	return op
}

// LookupDeclared returns the symbol named name in module when the index
// was built or since, even if it has left the module since: a function
// a conversion replaced and committed (its attributes still describe the
// function), or one a rolled-back pattern created.
func (s *Symbols) LookupDeclared(module *ir.Operation, name string) *ir.Operation {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.table(module).Lookup(name)
}

// Add records symbol op, already inserted in module.
func (s *Symbols) Add(module, op *ir.Operation) {
	s.mu.Lock()
	defer s.mu.Unlock()
	t := s.table(module)
	if name, ok := ir.SymbolName(op); ok && s.lookup(module, name) == nil {
		t.Insert(op, nil)
	}
}

// uniqueCounter numbers the symbols UniqueName makes unique; as upstream's,
// it counts for the whole process.
var uniqueCounter atomic.Int64

// UniqueName returns name, or `name_N` with the next free N when name is
// taken in module.
func (s *Symbols) UniqueName(module *ir.Operation, name string) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	unique := name
	for s.lookup(module, unique) != nil {
		unique = name + "_" + strconv.FormatInt(uniqueCounter.Add(1)-1, 10)
	}
	return unique
}

// atModuleStart runs build with rw inserting at the start of module's body,
// then restores the insertion point.
func atModuleStart(rw *conversion.Rewriter, module *ir.Operation, build func()) {
	block, before := rw.InsertionBlock(), rw.InsertionPoint()
	rw.SetInsertionPointToStart(module.Region(0).First())
	build()
	if before != nil {
		rw.SetInsertionPoint(before)
	} else {
		rw.SetInsertionPointToEnd(block)
	}
}

// NewFunc creates an `llvm.func` named name of type ft (a declaration:
// empty body) at rw's insertion point, with further attributes.
func NewFunc(b *ir.Builder, loc ir.Location, name string, ft *llvm.FunctionType, attrs ...ir.NamedAttr) *ir.Operation {
	all := append([]ir.NamedAttr{
		{Name: "sym_name", Value: b.Ctx.StringAttr(name)},
		{Name: "function_type", Value: b.Ctx.TypeAttr(ft)},
	}, attrs...)
	return b.Create(&ir.OperationState{Loc: loc, Name: b.Ctx.LookupOp("llvm.func"), Attrs: all, Regions: []*ir.Region{{}}})
}

// LookupOrCreateFn returns the `llvm.func` named name in module, declaring
// it at the module's start, at the module's location, with the given
// signature when absent (upstream's lookupOrCreateFn). It fails, reporting
// an error, when the symbol exists with another type.
func (s *Symbols) LookupOrCreateFn(rw *conversion.Rewriter, module *ir.Operation, name string, params []ir.Type, result ir.Type, varArg bool) (*ir.Operation, bool) {
	return s.LookupOrCreateFnAt(rw, module, module.Loc(), name, params, result, varArg)
}

// LookupOrCreateFnAt is LookupOrCreateFn declaring the function at loc.
func (s *Symbols) LookupOrCreateFnAt(rw *conversion.Rewriter, module *ir.Operation, loc ir.Location, name string, params []ir.Type, result ir.Type, varArg bool) (*ir.Operation, bool) {
	ft := llvm.Function(rw.Ctx, result, params, varArg)
	if fn := s.Lookup(module, name); fn != nil {
		if fn.Name() != "llvm.func" {
			return nil, false
		}
		if ta, ok := fn.InherentAttr("function_type").(*ir.TypeAttr); !ok || ta.Type != ft {
			rw.Ctx.Report(fn.EmitError("the function type of %s does not match the expected type", name))
			return nil, false
		}
		return fn, true
	}
	var fn *ir.Operation
	atModuleStart(rw, module, func() { fn = NewFunc(rw.Builder, loc, name, ft) })
	s.Add(module, fn)
	return fn, true
}

// CreatePrintStrCall creates a private constant global holding str and a
// terminating NUL at the start of module (named symbolName, made unique),
// and at rw's insertion point a call of runtime function fnName (`puts`
// for instance) with its address (upstream's createPrintStrCall).
func (s *Symbols) CreatePrintStrCall(rw *conversion.Rewriter, loc ir.Location, module *ir.Operation, symbolName, str, fnName string, addNewLine bool) bool {
	ctx := rw.Ctx
	data := []byte(str)
	if addNewLine {
		data = append(data, '\n')
	}
	data = append(data, 0)
	i8 := ctx.I(8)
	arrTy := llvm.Array(ctx, i8, uint64(len(data)))
	dataAttr := ctx.DenseElementsAttr(ctx.RankedTensorType([]int64{int64(len(data))}, i8, nil), data, false)
	name := s.UniqueName(module, symbolName)
	var global *ir.Operation
	atModuleStart(rw, module, func() {
		global = rw.Create(&ir.OperationState{Loc: loc, Name: ctx.LookupOp("llvm.mlir.global"), Regions: []*ir.Region{{}},
			Attrs: []ir.NamedAttr{
				{Name: "global_type", Value: ctx.TypeAttr(arrTy)},
				{Name: "constant", Value: ctx.UnitAttr()},
				{Name: "sym_name", Value: ctx.StringAttr(name)},
				{Name: "linkage", Value: llvm.Linkage(ctx, "private")},
				{Name: "value", Value: dataAttr},
			}})
	})
	s.Add(module, global)
	ptr := llvm.Pointer(ctx, 0)
	addr := Create(rw.Builder, loc, "llvm.mlir.addressof", ptr, nil,
		ir.NamedAttr{Name: "global_name", Value: ctx.SymbolRefAttr(name, nil)}).Result(0)
	gep := Create(rw.Builder, loc, "llvm.getelementptr", ptr, []*ir.Value{addr},
		ir.NamedAttr{Name: "elem_type", Value: ctx.TypeAttr(arrTy)},
		ir.NamedAttr{Name: "rawConstantIndices", Value: ctx.DenseI32Array([]int32{0})}).Result(0)
	fn, ok := s.LookupOrCreateFn(rw, module, fnName, []ir.Type{ptr}, llvm.Void(ctx), false)
	if !ok {
		return false
	}
	CreateCall(rw.Builder, loc, fn, nil, []*ir.Value{gep})
	return true
}

// CreateCall creates `llvm.call` of function fn (an llvm.func) with
// operands, returning result (nil: none).
func CreateCall(b *ir.Builder, loc ir.Location, fn *ir.Operation, result ir.Type, operands []*ir.Value, attrs ...ir.NamedAttr) *ir.Operation {
	name, _ := ir.SymbolName(fn)
	return CreateCallTo(b, loc, b.Ctx.SymbolRefAttr(name, nil), result, operands, attrs...)
}

// CreateCallTo creates `llvm.call @callee(operands)` returning result (nil:
// none), with the segment sizes set.
func CreateCallTo(b *ir.Builder, loc ir.Location, callee *ir.SymbolRefAttr, result ir.Type, operands []*ir.Value, attrs ...ir.NamedAttr) *ir.Operation {
	all := make([]ir.NamedAttr, 0, len(attrs)+3)
	for _, a := range attrs {
		switch a.Name {
		case "callee", "operandSegmentSizes", "op_bundle_sizes":
		default:
			all = append(all, a)
		}
	}
	all = append(all,
		ir.NamedAttr{Name: "callee", Value: callee},
		ir.NamedAttr{Name: "operandSegmentSizes", Value: b.Ctx.DenseI32Array([]int32{int32(len(operands)), 0})},
		ir.NamedAttr{Name: "op_bundle_sizes", Value: b.Ctx.DenseI32Array(nil)})
	return Create(b, loc, "llvm.call", result, operands, all...)
}

// CopyUnrankedDescriptor copies the ranked descriptor an unranked one
// (value v of type t) points to into new memory and returns a new
// unranked descriptor pointing to it: to the heap (malloc) when toDynamic,
// as a function result is; else to the stack (alloca), freeing the source,
// as a call result is (upstream's copyUnrankedDescriptor). nil when the
// memory space does not convert.
func (s *Symbols) CopyUnrankedDescriptor(rw *conversion.Rewriter, tc *TypeConverter, loc ir.Location, t *ir.UnrankedMemRefType, v *ir.Value, toDynamic bool) *ir.Value {
	space, ok := tc.MemRefAddressSpace(t)
	if !ok {
		return nil
	}
	module := Module(rw.InsertionBlock().ParentOp())
	if module == nil {
		return nil
	}
	ctx, b := rw.Ctx, rw.Builder
	ptr := tc.PointerType()
	var malloc, free *ir.Operation
	if toDynamic {
		if malloc, ok = s.LookupOrCreateFn(rw, module, "malloc", []ir.Type{tc.IndexType()}, ptr, false); !ok {
			return nil
		}
	} else if free, ok = s.LookupOrCreateFn(rw, module, "free", []ir.Type{ptr}, llvm.Void(ctx), false); !ok {
		return nil
	}
	desc := NewUnrankedMemRefDescriptor(v)
	size := desc.ComputeSize(b, loc, tc, space)
	var memory *ir.Value
	if toDynamic {
		memory = CreateCall(b, loc, malloc, ptr, []*ir.Value{size}).Result(0)
	} else {
		memory = Create(b, loc, "llvm.alloca", ptr, []*ir.Value{size}, ir.NamedAttr{Name: "elem_type", Value: ctx.TypeAttr(ctx.I(8))}).Result(0)
	}
	source := desc.MemRefDescPtr(b, loc)
	Create(b, loc, "llvm.intr.memcpy", nil, []*ir.Value{memory, source, size}, ir.NamedAttr{Name: "isVolatile", Value: ctx.BoolAttr(false)})
	if !toDynamic {
		CreateCall(b, loc, free, nil, []*ir.Value{source})
	}
	dt := tc.ConvertType(t)
	if dt == nil {
		return nil
	}
	updated := PoisonUnrankedMemRefDescriptor(b, loc, dt)
	updated.SetRank(b, loc, desc.Rank(b, loc))
	updated.SetMemRefDescPtr(b, loc, memory)
	return updated.Value()
}
