package llvmimport

import (
	"strings"
)

// intrSpec describes how an intrinsic call imports: the llvm.intr op, whether
// it carries fast-math flags, and its immediate arguments (which become
// properties).
type intrSpec struct {
	op    string
	fmf   bool
	imm   []immArg
	extra []string // fixed properties (assume's empty operand bundles)
}

// immArg is an immediate argument: its position and property name.
type immArg struct {
	pos  int
	name string
}

// intrinsics maps intrinsic base names (without "llvm." and type suffixes)
// to their import.
var intrinsics = map[string]intrSpec{}

func init() {
	for _, n := range []string{"fabs", "ceil", "floor", "sqrt", "sin", "cos", "tan", "asin", "acos", "atan",
		"sinh", "cosh", "tanh", "exp", "exp2", "exp10", "log", "log2", "log10", "rint", "nearbyint", "round",
		"roundeven", "trunc", "pow", "copysign", "maxnum", "minnum", "maximum", "minimum", "maximumnum",
		"minimumnum", "atan2", "powi", "fma", "fmuladd", "ldexp", "vector.reduce.fmax", "vector.reduce.fmin",
		"vector.reduce.fmaximum", "vector.reduce.fminimum", "vector.reduce.fadd", "vector.reduce.fmul"} {
		intrinsics[n] = intrSpec{op: "llvm.intr." + n, fmf: true}
	}
	for _, n := range []string{"ctpop", "bitreverse", "bswap", "smax", "smin", "umax", "umin", "sadd.sat",
		"uadd.sat", "ssub.sat", "usub.sat", "sshl.sat", "ushl.sat", "fshl", "fshr", "sadd.with.overflow",
		"uadd.with.overflow", "ssub.with.overflow", "usub.with.overflow", "smul.with.overflow",
		"umul.with.overflow", "vector.reduce.add", "vector.reduce.mul", "vector.reduce.and", "vector.reduce.or",
		"vector.reduce.xor", "vector.reduce.smax", "vector.reduce.smin", "vector.reduce.umax",
		"vector.reduce.umin", "stacksave", "stackrestore", "trap", "debugtrap", "lround", "llround", "lrint",
		"llrint", "threadlocal.address", "scmp", "ucmp", "canonicalize", "frexp", "sincos", "modf"} {
		intrinsics[n] = intrSpec{op: "llvm.intr." + n}
	}
	intrinsics["ctlz"] = intrSpec{op: "llvm.intr.ctlz", imm: []immArg{{1, "is_zero_poison"}}}
	intrinsics["cttz"] = intrSpec{op: "llvm.intr.cttz", imm: []immArg{{1, "is_zero_poison"}}}
	intrinsics["abs"] = intrSpec{op: "llvm.intr.abs", imm: []immArg{{1, "is_int_min_poison"}}}
	intrinsics["is.fpclass"] = intrSpec{op: "llvm.intr.is.fpclass", imm: []immArg{{1, "bit"}}}
	for _, n := range []string{"memcpy", "memmove", "memset", "memcpy.inline", "memset.inline"} {
		intrinsics[n] = intrSpec{op: "llvm.intr." + n, imm: []immArg{{3, "isVolatile"}}}
	}
	for _, n := range []string{"lifetime.start", "lifetime.end", "expect", "stepvector", "get.active.lane.mask",
		"vscale", "masked.expandload", "masked.compressstore", "invariant.start", "invariant.end", "is.constant"} {
		intrinsics[n] = intrSpec{op: "llvm.intr." + n}
	}
	intrinsics["masked.load"] = intrSpec{op: "llvm.intr.masked.load", imm: []immArg{{1, "alignment"}}}
	intrinsics["masked.gather"] = intrSpec{op: "llvm.intr.masked.gather", imm: []immArg{{1, "alignment"}}}
	intrinsics["masked.store"] = intrSpec{op: "llvm.intr.masked.store", imm: []immArg{{2, "alignment"}}}
	intrinsics["masked.scatter"] = intrSpec{op: "llvm.intr.masked.scatter", imm: []immArg{{2, "alignment"}}}
	intrinsics["prefetch"] = intrSpec{op: "llvm.intr.prefetch", imm: []immArg{{1, "rw"}, {2, "hint"}, {3, "cache"}}}
	intrinsics["assume"] = intrSpec{op: "llvm.intr.assume", extra: []string{"op_bundle_sizes = array<i32>", "op_bundle_tags = []"}}
	intrinsics["va_start"] = intrSpec{op: "llvm.intr.vastart"}
	intrinsics["va_end"] = intrSpec{op: "llvm.intr.vaend"}
	intrinsics["va_copy"] = intrSpec{op: "llvm.intr.vacopy"}
}

// lookupIntrinsic finds the spec of an intrinsic function name, stripping
// type suffixes (".f32", ".v4i32", ".p0", ...).
func lookupIntrinsic(name string) (intrSpec, bool) {
	base := strings.TrimPrefix(name, "llvm.")
	for {
		if s, ok := intrinsics[base]; ok {
			return s, true
		}
		i := strings.LastIndexByte(base, '.')
		if i < 0 {
			return intrSpec{}, false
		}
		base = base[:i]
	}
}

// intrinsic converts a call of an intrinsic.
func (im *importer) intrinsic(r *region, in *Inst, name string) (string, error) {
	spec, ok := lookupIntrinsic(name)
	if !ok {
		return "", im.errorf("unhandled intrinsic: %s", name)
	}
	var props []string
	skip := map[int]bool{}
	for _, a := range spec.imm {
		if a.pos >= len(in.Ops) || in.Ops[a.pos].Const == nil {
			return "", im.errorf("unhandled intrinsic: %s", name)
		}
		skip[a.pos] = true
		c := in.Ops[a.pos].Const
		attr := scalarAttr(c)
		if c.Kind != cInt || c.Type.Bits != 1 {
			attr += " : " + im.ty(c.Type)
		}
		props = append(props, a.name+" = "+attr)
	}
	var ops []*Operand
	for i, o := range in.Ops {
		if !skip[i] {
			ops = append(ops, o)
		}
	}
	names, types, err := im.operands(r, ops)
	if err != nil {
		return "", err
	}
	if spec.fmf {
		props = append(props, fastmath(in))
	}
	props = append(props, spec.extra...)
	return im.op(r.cur, spec.op, names, types, "", props, in.Type), nil
}
