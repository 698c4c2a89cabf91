package apfloat

import (
	"bufio"
	"math/big"
	"os"
	"strings"
	"testing"
)

// parseMLIRLiteral converts a float attribute literal the way MLIR's parser
// does: hexadecimal literals are bit patterns; decimal literals are parsed
// as double (StringRef::getAsDouble) and then converted to the type.
func parseMLIRLiteral(s *Semantics, lit string) (Bits, bool) {
	if strings.HasPrefix(lit, "0x") {
		v, ok := new(big.Int).SetString(lit[2:], 16)
		if !ok {
			return Bits{}, false
		}
		return s.FromHexBits(v)
	}
	d, ok := F64.ParseDecimal(lit)
	if !ok {
		return Bits{}, false
	}
	return s.FromFloat64(F64.ToFloat64(d)), true
}

func TestUpstream(t *testing.T) {
	f, err := os.Open(upstreamFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	n, fails := 0, 0
	for sc.Scan() {
		parts := strings.Split(sc.Text(), "\t")
		if len(parts) != 3 {
			t.Fatalf("bad line %q", sc.Text())
		}
		s := ByName(parts[0])
		if s == nil {
			t.Fatalf("unknown type %q", parts[0])
		}
		b, ok := parseMLIRLiteral(s, parts[1])
		if !ok {
			t.Errorf("%s %s: literal not accepted", parts[0], parts[1])
			continue
		}
		n++
		if got := s.FormatMLIR(b); got != parts[2] {
			fails++
			if fails <= 50 {
				t.Errorf("%s %s (bits %s): got %s, upstream %s", parts[0], parts[1], s.Hex(b), got, parts[2])
			}
		}
		// The printed form parses back to the same bits through MLIR's
		// parser (which goes through double for decimal literals, so this
		// only holds for formats no wider than double).
		if strings.HasPrefix(parts[2], "0x") || s.Precision <= 53 {
			if b2, ok := parseMLIRLiteral(s, parts[2]); !ok || b2 != s.Canonical(b) {
				t.Errorf("%s %s: printed %s parses back as %s", parts[0], parts[1], parts[2], s.Hex(b2))
			}
		}
	}
	if fails > 0 {
		t.Errorf("%d of %d cases differ from upstream", fails, n)
	}
	t.Logf("%d cases compared", n)
	if n < 10000 {
		t.Errorf("only %d cases", n)
	}
}
