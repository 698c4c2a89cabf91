package apfloat

import (
	"bufio"
	"bytes"
	"fmt"
	"math/big"
	"math/rand"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// upstreamFile holds float attributes printed by upstream mlir-opt (MLIR
// 22): one "type<TAB>literal<TAB>printed" line per case.
const upstreamFile = "testdata/upstream.txt"

// TestRegenerateUpstream rebuilds testdata/upstream.txt by running upstream
// mlir-opt on generated literals. It only runs with APFLOAT_REGEN=1;
// MLIR_OPT overrides the mlir-opt path.
func TestRegenerateUpstream(t *testing.T) {
	if os.Getenv("APFLOAT_REGEN") != "1" {
		t.Skip("set APFLOAT_REGEN=1 to regenerate testdata from upstream mlir-opt")
	}
	tool := os.Getenv("MLIR_OPT")
	if tool == "" {
		tool = "/usr/lib/llvm-22/bin/mlir-opt"
	}
	type input struct{ sem, lit string }
	var inputs []input
	for _, s := range All {
		for _, lit := range upstreamInputs(s) {
			inputs = append(inputs, input{s.Name, lit})
		}
	}
	var src bytes.Buffer
	for _, in := range inputs {
		fmt.Fprintf(&src, "\"t.x\"() {v = %s : %s} : () -> ()\n", in.lit, in.sem)
	}
	cmd := exec.Command(tool, "--allow-unregistered-dialect")
	cmd.Stdin = &src
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("mlir-opt: %v\n%s", err, stderr.String())
	}
	var printed []string
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		line := sc.Text()
		i := strings.Index(line, "{v = ")
		if i < 0 {
			continue
		}
		rest := line[i+5:]
		j := strings.Index(rest, " : ")
		printed = append(printed, rest[:j])
	}
	if len(printed) != len(inputs) {
		t.Fatalf("got %d printed values for %d inputs", len(printed), len(inputs))
	}
	var buf bytes.Buffer
	for i, in := range inputs {
		fmt.Fprintf(&buf, "%s\t%s\t%s\n", in.sem, in.lit, printed[i])
	}
	if err := os.WriteFile(upstreamFile, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("wrote %d cases", len(inputs))
}

// upstreamInputs returns the literals fed to mlir-opt for s: hand-picked
// decimals, random decimals across the format's range and random (or all)
// bit patterns as hexadecimal literals. Only literals whose upstream
// behaviour is defined are produced (no infinities into finite-only
// formats, no negative values into f8E8M0FNU).
func upstreamInputs(s *Semantics) []string {
	rng := rand.New(rand.NewSource(int64(len(s.Name))*1000 + int64(s.Bits)*7 + int64(s.Precision)))
	var lits []string
	add := func(l string) { lits = append(lits, l) }
	positive := []string{
		"0.0", "1.0", "0.1", "0.2", "0.3", "0.5", "1.5", "2.0", "2.5", "3.0",
		"3.14159265", "3.141592653589793238462643383279", "2.718281828459045",
		"10.0", "100.0", "1000.0", "1.0e5", "65504.0", "65520.0", "65519.99",
		"448.0", "464.0", "465.0", "480.0", "57344.0", "61440.0", "240.0",
		"248.0", "30.0", "31.0", "15.5", "15.75", "28.0", "30.0", "7.5",
		"7.75", "6.0", "7.0", "0.25", "0.125", "0.0625", "0.75", "0.875",
		"1.0e10", "1.0e20", "1.0e38", "3.4028234e38", "3.4028236e38", "1.0e39",
		"1.0e-5", "1.0e-7", "1.0e-8", "1.0e-10", "1.0e-30", "1.0e-38",
		"1.17549435e-38", "1.0e-40", "1.0e-45", "1.4e-45", "7.0e-46",
		"1.0e300", "1.7976931348623157e308", "1.0e-300", "1.0e-320",
		"4.9406564584124654e-324", "123456789.0", "9999999.0", "8388609.0",
		"16777217.0", "0.333333333333333333", "0.6666666666666666",
		"1.2345678901234567e-5", "5.0e-324", "2.2250738585072014e-308",
		"9.5367431640625e-7", "6.103515625e-5", "5.9604644775390625e-8",
		"1.70141183e38", "1.7014118346046923e38", "5.877471754111438e-39",
		"2.9387358770557188e-39", "0.001", "0.01", "1.0e-3", "12345.678",
		"42.0", "1.0e15", "1.0e16", "1.0e17", "1.0e22", "1.0e23",
		"9007199254740993.0", "0.1e1", "00.5", "1.0000001", "1.00000001",
	}
	finiteOnly := s.NonFinite == FiniteOnly
	overflowsDouble := func(l string) bool {
		d, _ := F64.ParseDecimal(l)
		return F64.IsInf(d)
	}
	for _, l := range positive {
		if finiteOnly && overflowsDouble(l) {
			continue
		}
		add(l)
		if s.Signed {
			add("-" + l)
		}
	}
	if !finiteOnly {
		add("1.0e400")
		if s.Signed {
			add("-1.0e400")
		}
	}
	// Random decimals spread over the format's range (limited to the range
	// of double, which MLIR's parser goes through).
	lo := int(float64(s.MinExponent-s.Precision)*0.30103) - 2
	hi := int(float64(s.MaxExponent)*0.30103) + 2
	if lo < -325 {
		lo = -325
	}
	if hi > 308 {
		hi = 308
	}
	nDec := map[int]int{4: 40, 6: 60, 8: 120, 16: 200, 19: 200, 32: 600, 64: 600, 80: 200, 128: 200}[s.Bits]
	for i := 0; i < nDec; i++ {
		nd := 1 + rng.Intn(20)
		if rng.Intn(3) == 0 {
			nd = 1 + rng.Intn(4)
		}
		var sb strings.Builder
		if s.Signed && rng.Intn(2) == 0 {
			sb.WriteByte('-')
		}
		sb.WriteByte(byte('1' + rng.Intn(9)))
		sb.WriteByte('.')
		for j := 1; j < nd; j++ {
			sb.WriteByte(byte('0' + rng.Intn(10)))
		}
		if nd == 1 {
			sb.WriteByte('0')
		}
		e := lo + rng.Intn(hi-lo+1)
		if rng.Intn(4) == 0 {
			e = rng.Intn(9) - 4
		}
		fmt.Fprintf(&sb, "e%d", e)
		l := sb.String()
		if finiteOnly && overflowsDouble(l) {
			continue
		}
		add(l)
	}
	// Bit patterns.
	if s.Bits <= 8 {
		for v := 0; v < 1<<uint(s.Bits); v++ {
			add(fmt.Sprintf("0x%X", v))
		}
		return lits
	}
	nHex := map[int]int{16: 800, 19: 600, 32: 1600, 64: 1600, 80: 500, 128: 500}[s.Bits]
	special := []Bits{
		{}, s.pack(s.largest(false)), s.pack(s.largest(true)),
		s.pack(value{cat: catNormal, exp: s.MinExponent, sig: u128{0, 1}}),
		s.pack(value{cat: catNormal, exp: s.MinExponent, sig: pow2(s.Precision - 1)}),
		s.pack(value{cat: catNormal, exp: s.MinExponent, sig: pow2(s.Precision - 1).sub1()}),
		s.pack(s.infValue(false)), s.pack(s.infValue(true)),
		s.pack(s.defaultNaN(false)), s.pack(s.defaultNaN(true)),
		s.mask(Bits{^uint64(0), ^uint64(0)}),
	}
	if s.Signed {
		special = append(special, s.pack(value{cat: catZero, neg: true}))
	}
	for _, b := range special {
		add(hexLit(s, b))
	}
	if s.ExplicitIntegerBit {
		// Pseudo-denormal, unnormal, pseudo-infinity, pseudo-NaN, quiet and
		// signaling NaNs, denormal.
		for _, h := range []string{
			"0x00008000000000000001", "0x3FFF0000000000000000",
			"0x7FFF0000000000000000", "0x7FFF0000000000000001",
			"0x7FFF4000000000000000", "0xFFFFC000000000000000",
			"0x7FFF8000000000000001", "0x00000000000000000001",
			"0x80000000000000000000", "0x00007FFFFFFFFFFFFFFF",
		} {
			add(h)
		}
	}
	for i := 0; i < nHex; i++ {
		b := s.mask(Bits{rng.Uint64(), rng.Uint64()})
		switch rng.Intn(4) {
		case 0: // small exponent field: denormals and tiny values
			if s.ExplicitIntegerBit {
				b.Hi &^= 0x7ff0
			} else {
				u := u128{b.Hi, b.Lo}
				u = u.low(s.fracBits + 3).or(u.shr(s.Bits - 1).shl(s.Bits - 1))
				b = Bits{u.lo, u.hi}
			}
		case 1: // exponent near the bias: ordinary magnitudes
			if s.ExplicitIntegerBit {
				b.Hi = b.Hi&0x8000 | uint64(16383-40+rng.Intn(80))
			} else {
				u := u128{b.Hi, b.Lo}
				e := uint64(s.bias - 40 + rng.Intn(80))
				if s.expBits < 8 {
					e = uint64(rng.Intn(int(s.expMax) + 1))
				}
				u = u.low(s.fracBits).or(u128{0, e}.shl(s.fracBits)).or(u.shr(s.Bits - 1).shl(s.Bits - 1))
				b = Bits{u.lo, u.hi}
			}
		case 2: // few significant bits
			if s.fracBits > 8 {
				u := u128{b.Hi, b.Lo}
				keep := u.shr(s.fracBits).shl(s.fracBits)
				frac := u.low(s.fracBits).shr(s.fracBits - 8).shl(s.fracBits - 8)
				u = keep.or(frac)
				b = Bits{u.lo, u.hi}
			}
		}
		if s.ExplicitIntegerBit && rng.Intn(8) != 0 && b.Hi&0x7fff != 0 {
			b.Lo |= 1 << 63
		}
		add(hexLit(s, b))
	}
	return lits
}

func hexLit(s *Semantics, b Bits) string {
	b = s.mask(b)
	v := new(big.Int).SetUint64(b.Hi)
	v.Lsh(v, 64)
	v.Or(v, new(big.Int).SetUint64(b.Lo))
	return "0x" + strings.ToUpper(v.Text(16))
}
