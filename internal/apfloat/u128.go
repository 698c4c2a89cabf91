package apfloat

import (
	"math/big"
	"math/bits"
)

// u128 is an unsigned 128-bit integer.
type u128 struct{ hi, lo uint64 }

func (a u128) isZero() bool { return a.hi|a.lo == 0 }

func (a u128) bitLen() int {
	if a.hi != 0 {
		return 64 + bits.Len64(a.hi)
	}
	return bits.Len64(a.lo)
}

func (a u128) trailingZeros() int {
	if a.lo != 0 {
		return bits.TrailingZeros64(a.lo)
	}
	if a.hi != 0 {
		return 64 + bits.TrailingZeros64(a.hi)
	}
	return 128
}

func (a u128) shl(n int) u128 {
	switch {
	case n <= 0:
		return a
	case n >= 128:
		return u128{}
	case n >= 64:
		return u128{a.lo << uint(n-64), 0}
	default:
		return u128{a.hi<<uint(n) | a.lo>>uint(64-n), a.lo << uint(n)}
	}
}

func (a u128) shr(n int) u128 {
	switch {
	case n <= 0:
		return a
	case n >= 128:
		return u128{}
	case n >= 64:
		return u128{0, a.hi >> uint(n-64)}
	default:
		return u128{a.hi >> uint(n), a.lo>>uint(n) | a.hi<<uint(64-n)}
	}
}

// low returns the low n bits of a.
func (a u128) low(n int) u128 {
	switch {
	case n <= 0:
		return u128{}
	case n >= 128:
		return a
	case n >= 64:
		return u128{a.hi & (1<<uint(n-64) - 1), a.lo}
	default:
		return u128{0, a.lo & (1<<uint(n) - 1)}
	}
}

func (a u128) bit(n int) bool {
	if n >= 64 {
		return a.hi>>uint(n-64)&1 != 0
	}
	return a.lo>>uint(n)&1 != 0
}

func (a u128) or(b u128) u128 { return u128{a.hi | b.hi, a.lo | b.lo} }

func (a u128) cmp(b u128) int {
	switch {
	case a.hi < b.hi:
		return -1
	case a.hi > b.hi:
		return 1
	case a.lo < b.lo:
		return -1
	case a.lo > b.lo:
		return 1
	}
	return 0
}

func (a u128) add1() u128 {
	lo, c := bits.Add64(a.lo, 1, 0)
	return u128{a.hi + c, lo}
}

// one shifted left by n.
func pow2(n int) u128 { return u128{0, 1}.shl(n) }

// mul returns a*b; the caller guarantees the product fits in 128 bits.
func (a u128) mul(b u128) u128 {
	hi, lo := bits.Mul64(a.lo, b.lo)
	hi += a.hi*b.lo + a.lo*b.hi
	return u128{hi, lo}
}

// divmod64 returns a/d and a%d.
func (a u128) divmod64(d uint64) (u128, uint64) {
	qh := a.hi / d
	r := a.hi % d
	ql, r := bits.Div64(r, a.lo, d)
	return u128{qh, ql}, r
}

func (a u128) big() *big.Int {
	z := new(big.Int).SetUint64(a.hi)
	z.Lsh(z, 64)
	return z.Or(z, new(big.Int).SetUint64(a.lo))
}

var bigMask64 = new(big.Int).SetUint64(^uint64(0))

// u128FromBig converts x, which must be non-negative and below 2^128.
func u128FromBig(x *big.Int) u128 {
	var t big.Int
	lo := t.And(x, bigMask64).Uint64()
	hi := t.Rsh(x, 64).Uint64()
	return u128{hi, lo}
}

// appendDecimal appends the decimal digits of a (no leading zeros; "0" for
// zero).
func (a u128) appendDecimal(dst []byte) []byte {
	if a.hi == 0 {
		return appendUint(dst, a.lo)
	}
	const e19 = 10000000000000000000
	var chunks [3]uint64
	n := 0
	for !a.isZero() {
		var r uint64
		a, r = a.divmod64(e19)
		chunks[n] = r
		n++
	}
	dst = appendUint(dst, chunks[n-1])
	for i := n - 2; i >= 0; i-- {
		var buf [19]byte
		v := chunks[i]
		for j := 18; j >= 0; j-- {
			buf[j] = byte('0' + v%10)
			v /= 10
		}
		dst = append(dst, buf[:]...)
	}
	return dst
}

func appendUint(dst []byte, v uint64) []byte {
	var buf [20]byte
	i := len(buf)
	for {
		i--
		buf[i] = byte('0' + v%10)
		v /= 10
		if v == 0 {
			break
		}
	}
	return append(dst, buf[i:]...)
}

// pow5tab[k] = 5^k for k <= 55 (5^55 < 2^128).
var pow5tab = func() [56]u128 {
	var t [56]u128
	t[0] = u128{0, 1}
	for i := 1; i < len(t); i++ {
		t[i] = t[i-1].mul(u128{0, 5})
	}
	return t
}()

// pow10tab[k] = 10^k for k <= 19.
var pow10tab = func() [20]uint64 {
	var t [20]uint64
	t[0] = 1
	for i := 1; i < len(t); i++ {
		t[i] = t[i-1] * 10
	}
	return t
}()

// divPow10 returns floor(a / 10^t).
func (a u128) divPow10(t int) u128 {
	for t > 0 {
		k := t
		if k > 19 {
			k = 19
		}
		a, _ = a.divmod64(pow10tab[k])
		t -= k
	}
	return a
}

func bitLen64(x uint64) int { return bits.Len64(x) }
