package exec

import (
	"math"
	"strconv"
	"strings"
)

// formatG formats x as C's printf("%g") (and std::ostream's default
// floating-point output) with precision 6.
func formatG(x float64) string {
	switch {
	case x != x:
		if math.Signbit(x) {
			return "-nan"
		}
		return "nan"
	case math.IsInf(x, 1):
		return "inf"
	case math.IsInf(x, -1):
		return "-inf"
	case x == 0:
		if math.Signbit(x) {
			return "-0"
		}
		return "0"
	}
	const prec = 6
	e := strconv.FormatFloat(x, 'e', prec-1, 64)
	i := strings.LastIndexByte(e, 'e')
	exp, _ := strconv.Atoi(e[i+1:])
	if exp < -4 || exp >= prec {
		mant := trimZeros(e[:i])
		sign := byte('+')
		if exp < 0 {
			sign, exp = '-', -exp
		}
		es := strconv.Itoa(exp)
		if len(es) < 2 {
			es = "0" + es
		}
		return mant + "e" + string(sign) + es
	}
	return trimZeros(strconv.FormatFloat(x, 'f', prec-1-exp, 64))
}

func trimZeros(s string) string {
	if !strings.Contains(s, ".") {
		return s
	}
	s = strings.TrimRight(s, "0")
	return strings.TrimSuffix(s, ".")
}

// formatE formats x as C's printf("%e").
func formatE(x float64) string {
	switch {
	case x != x:
		if math.Signbit(x) {
			return "-nan"
		}
		return "nan"
	case math.IsInf(x, 1):
		return "inf"
	case math.IsInf(x, -1):
		return "-inf"
	}
	e := strconv.FormatFloat(x, 'e', 6, 64)
	i := strings.LastIndexByte(e, 'e')
	if len(e)-i-2 < 2 {
		e = e[:i+2] + "0" + e[i+2:]
	}
	return e
}

// FormatE formats an f32 value as upstream's runner prints a float result.
func FormatE(v Val) string { return formatE(float64(f32(v.B))) }

func itoa(x int64) string   { return strconv.FormatInt(x, 10) }
func uitoa(x uint64) string { return strconv.FormatUint(x, 10) }
