package ir

import (
	"fmt"
	"sync"
)

// Op and dialect interfaces are Go interface types. An op definition lists
// its implementations as Go values (OpInfo.Interfaces, ods.Op.Interfaces),
// a dialect its dialect interfaces (Dialect.Interfaces); one value may
// implement several interfaces. Callers ask by type:
//
//	if br, ok := ir.OpInterface[ir.RegionBranchOpInterface](op); ok { ... }
//
// Every interface type an implementation may be listed for is registered
// once with RegisterInterface, under upstream's name; registering an op or
// a dialect whose listed value implements none of them is an error
// (CheckInterfaces), so a value that misses a method is caught at
// registration, and a misspelt interface name does not compile.

// Interfaces lists interface implementations: Go values, each
// implementing one or more registered interface types.
type Interfaces []any

// OpInterface returns op's implementation of the interface type T: the
// first listed value of its definition that implements T.
func OpInterface[T any](op *Operation) (T, bool) {
	return InfoInterface[T](op.info)
}

// InfoInterface returns the first of info's implementations of T.
func InfoInterface[T any](info *OpInfo) (T, bool) {
	if info != nil {
		for _, v := range info.Interfaces {
			if t, ok := v.(T); ok {
				return t, true
			}
		}
	}
	var zero T
	return zero, false
}

// DialectInterface returns d's implementation of the dialect interface
// type T.
func DialectInterface[T any](d *Dialect) (T, bool) {
	if d != nil {
		for _, v := range d.Interfaces {
			if t, ok := v.(T); ok {
				return t, true
			}
		}
	}
	var zero T
	return zero, false
}

// interfaceKind is a registered interface type: its name and a test of
// whether a value implements it.
type interfaceKind struct {
	name       string
	implements func(v any) bool
}

var (
	interfaceMu    sync.RWMutex
	interfaceKinds []interfaceKind
)

// RegisterInterface registers the interface type T under name (upstream's
// interface name, e.g. "RegionBranchOpInterface"), so that values listed as
// implementations may implement it and passes may be anchored on it by
// name. Registering a name twice panics.
func RegisterInterface[T any](name string) {
	interfaceMu.Lock()
	defer interfaceMu.Unlock()
	for _, k := range interfaceKinds {
		if k.name == name {
			panic("ir: interface " + name + " registered twice")
		}
	}
	interfaceKinds = append(interfaceKinds, interfaceKind{name, func(v any) bool { _, ok := v.(T); return ok }})
}

// CheckInterfaces returns an error naming the first value of impls that
// implements no registered interface type.
func CheckInterfaces(owner string, impls []any) error {
	interfaceMu.RLock()
	defer interfaceMu.RUnlock()
next:
	for i, v := range impls {
		for _, k := range interfaceKinds {
			if k.implements(v) {
				continue next
			}
		}
		return fmt.Errorf("%s: interface implementation #%d (%T) implements no registered interface", owner, i, v)
	}
	return nil
}

// HasInterfaceNamed reports whether info lists an implementation of the
// interface registered under name.
func HasInterfaceNamed(info *OpInfo, name string) bool {
	if info == nil {
		return false
	}
	interfaceMu.RLock()
	defer interfaceMu.RUnlock()
	for _, k := range interfaceKinds {
		if k.name != name {
			continue
		}
		for _, v := range info.Interfaces {
			if k.implements(v) {
				return true
			}
		}
		return false
	}
	return false
}

// IsInterfaceName reports whether an interface type is registered under
// name.
func IsInterfaceName(name string) bool {
	interfaceMu.RLock()
	defer interfaceMu.RUnlock()
	for _, k := range interfaceKinds {
		if k.name == name {
			return true
		}
	}
	return false
}

// FunctionOpInterface is implemented by function-like callables
// (upstream's FunctionOpInterface): ops whose signature is a function type
// attribute.
type FunctionOpInterface interface {
	CallableOpInterface
	// FunctionType returns the op's function type.
	FunctionType(op *Operation) Type
}

func init() {
	RegisterInterface[BranchOpInterface]("BranchOpInterface")
	RegisterInterface[CallOpInterface]("CallOpInterface")
	RegisterInterface[CallableOpInterface]("CallableOpInterface")
	RegisterInterface[FunctionOpInterface]("FunctionOpInterface")
	RegisterInterface[RegionBranchOpInterface]("RegionBranchOpInterface")
	RegisterInterface[RegionBranchTerminatorOpInterface]("RegionBranchTerminatorOpInterface")
	RegisterInterface[LoopLikeOpInterface]("LoopLikeOpInterface")
	RegisterInterface[MemoryEffectOpInterface]("MemoryEffectOpInterface")
	RegisterInterface[ConditionallySpeculatable]("ConditionallySpeculatable")
	RegisterInterface[SymbolOpInterface]("SymbolOpInterface")
	RegisterInterface[SymbolUserOpInterface]("SymbolUserOpInterface")
	RegisterInterface[*DialectInlinerInterface]("DialectInlinerInterface")
}
