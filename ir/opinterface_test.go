package ir

import (
	"strings"
	"testing"
)

type loopImpl struct{}

func (loopImpl) LoopRegions(*Operation) []*Region { return nil }

type notAnInterface struct{}

func TestInterfaceLookupByType(t *testing.T) {
	effects := EffectsFunc(func(*Operation) []EffectInstance { return nil })
	info := &OpInfo{Name: "t.op", Interfaces: Interfaces{effects, loopImpl{}}}
	if _, ok := InfoInterface[LoopLikeOpInterface](info); !ok {
		t.Fatal("LoopLikeOpInterface not found")
	}
	if _, ok := InfoInterface[MemoryEffectOpInterface](info); !ok {
		t.Fatal("MemoryEffectOpInterface not found")
	}
	if _, ok := InfoInterface[CallOpInterface](info); ok {
		t.Fatal("CallOpInterface found on an op that does not list it")
	}
	if !HasInterfaceNamed(info, "LoopLikeOpInterface") || HasInterfaceNamed(info, "CallOpInterface") {
		t.Fatal("HasInterfaceNamed disagrees with the listed implementations")
	}
	if HasInterfaceNamed(info, "NoSuchInterface") {
		t.Fatal("an unregistered name matched")
	}
}

func TestCheckInterfacesRejectsStrayValues(t *testing.T) {
	if err := CheckInterfaces("t.op", Interfaces{loopImpl{}}); err != nil {
		t.Fatalf("valid implementation rejected: %v", err)
	}
	err := CheckInterfaces("t.op", Interfaces{loopImpl{}, notAnInterface{}})
	if err == nil || !strings.Contains(err.Error(), "#1") || !strings.Contains(err.Error(), "notAnInterface") {
		t.Fatalf("stray value not reported: %v", err)
	}
}

func BenchmarkInterfaceLookup(b *testing.B) {
	info := &OpInfo{Interfaces: Interfaces{
		EffectsFunc(func(*Operation) []EffectInstance { return nil }),
		&SymbolHooks{}, loopImpl{},
	}}
	for b.Loop() {
		if _, ok := InfoInterface[LoopLikeOpInterface](info); !ok {
			b.Fatal("missing")
		}
	}
}
