package llvmimport

// The default LLVM data layout (an empty `target datalayout`): the ABI and
// preferred alignments and sizes in bytes the parser uses for loads,
// stores, allocas and atomics without an explicit alignment.

// abiAlign is the ABI alignment of t.
func abiAlign(t *Type) int64 { return typeAlign(t, true) }

// prefAlign is the preferred alignment of t.
func prefAlign(t *Type) int64 { return typeAlign(t, false) }

func typeAlign(t *Type, abi bool) int64 {
	switch t.Kind {
	case kInt:
		switch {
		case t.Bits <= 8:
			return 1
		case t.Bits <= 16:
			return 2
		case t.Bits <= 32:
			return 4
		}
		if abi {
			return 4
		}
		return 8
	case kHalf, kBFloat:
		return 2
	case kFloat:
		return 4
	case kDouble:
		return 8
	case kFP128, kX86FP80, kPPCFP128:
		return 16
	case kPtr:
		return 8
	case kArray:
		return typeAlign(t.Elem, abi)
	case kVector:
		return pow2Ceil(allocSize(t))
	case kStruct:
		if t.Packed && abi {
			return 1
		}
		a := int64(1)
		for _, f := range t.Fields {
			a = max(a, abiAlign(f))
		}
		if !abi {
			a = max(a, 8)
		}
		return a
	}
	return 1
}

func pow2Ceil(n int64) int64 {
	p := int64(1)
	for p < n {
		p <<= 1
	}
	return p
}

// storeSize is the number of bytes a store of t writes.
func storeSize(t *Type) int64 {
	switch t.Kind {
	case kInt:
		return (int64(t.Bits) + 7) / 8
	case kVector:
		return (t.Len*bitSize(t.Elem) + 7) / 8
	}
	return allocSize(t)
}

// bitSize is the size of a scalar in bits.
func bitSize(t *Type) int64 {
	switch t.Kind {
	case kInt:
		return int64(t.Bits)
	case kPtr:
		return 64
	}
	if t.isFloat() {
		return int64(t.floatBits())
	}
	return allocSize(t) * 8
}

// allocSize is the size of t in memory, padding included.
func allocSize(t *Type) int64 {
	align := func(n, a int64) int64 { return (n + a - 1) / a * a }
	switch t.Kind {
	case kInt:
		return align((int64(t.Bits)+7)/8, abiAlign(t))
	case kHalf, kBFloat:
		return 2
	case kFloat:
		return 4
	case kDouble:
		return 8
	case kX86FP80, kFP128, kPPCFP128:
		return 16
	case kPtr:
		return 8
	case kArray:
		return t.Len * allocSize(t.Elem)
	case kVector:
		n := storeSize(t)
		return align(n, pow2Ceil(n))
	case kStruct:
		off := int64(0)
		for _, f := range t.Fields {
			if !t.Packed {
				off = align(off, abiAlign(f))
			}
			off += allocSize(f)
		}
		if !t.Packed {
			off = align(off, abiAlign(t))
		}
		return off
	}
	return 0
}
