package exec

import (
	"fmt"
	"strconv"
	"strings"
)

func init() {
	runtimeFuncs["printf"] = func(m *Machine, a []Val, loc Loc) []Val {
		s := m.cPrintf(m.cString(a[0], loc), a[1:], loc)
		m.out.WriteString(s)
		return []Val{{B: uint64(len(s))}}
	}
	runtimeFuncs["putchar"] = func(m *Machine, a []Val, _ Loc) []Val {
		m.out.WriteByte(byte(a[0].B))
		return []Val{{B: a[0].B & 0xff}}
	}
}

// cPrintf formats as C's printf for the common conversions (flags, width
// and precision included); floats arrive as doubles, as C varargs pass
// them.
func (m *Machine) cPrintf(format string, args []Val, loc Loc) string {
	var b strings.Builder
	next := func() Val {
		if len(args) == 0 {
			m.fail(loc, "printf: too few arguments for the format")
		}
		v := args[0]
		args = args[1:]
		return v
	}
	for i := 0; i < len(format); i++ {
		ch := format[i]
		if ch != '%' {
			b.WriteByte(ch)
			continue
		}
		j := i + 1
		for j < len(format) && strings.IndexByte("-+ #0", format[j]) >= 0 {
			j++
		}
		for j < len(format) && (format[j] >= '0' && format[j] <= '9' || format[j] == '.') {
			j++
		}
		spec := format[i+1 : j]
		long := 0
		for j < len(format) && strings.IndexByte("lhzjt", format[j]) >= 0 {
			if format[j] == 'l' || format[j] == 'z' || format[j] == 'j' || format[j] == 't' {
				long++
			}
			j++
		}
		if j >= len(format) {
			b.WriteString(format[i:])
			break
		}
		conv := format[j]
		i = j
		intArg := func(signed bool) any {
			v := next().B
			if long == 0 {
				if signed {
					return int64(int32(v))
				}
				return uint64(uint32(v))
			}
			if signed {
				return int64(v)
			}
			return v
		}
		switch conv {
		case '%':
			b.WriteByte('%')
		case 'd', 'i':
			fmt.Fprintf(&b, "%"+spec+"d", intArg(true))
		case 'u':
			fmt.Fprintf(&b, "%"+spec+"d", intArg(false))
		case 'x', 'X', 'o':
			fmt.Fprintf(&b, "%"+spec+string(conv), intArg(false))
		case 'c':
			fmt.Fprintf(&b, "%"+spec+"c", rune(byte(next().B)))
		case 's':
			fmt.Fprintf(&b, "%"+spec+"s", m.cString(next(), loc))
		case 'p':
			fmt.Fprintf(&b, "0x%x", next().B)
		case 'f', 'F', 'e', 'E':
			fmt.Fprintf(&b, "%"+defaultPrec(spec)+string(conv), f64(next().B))
		case 'g', 'G':
			x := f64(next().B)
			if spec == "" {
				b.WriteString(formatG(x))
			} else {
				fmt.Fprintf(&b, "%"+spec+string(conv), x)
			}
		default:
			m.fail(loc, "printf: unsupported conversion %"+strconv.QuoteRune(rune(conv)))
		}
	}
	return b.String()
}

// defaultPrec adds C's default precision of 6 digits where the
// specification gives none.
func defaultPrec(spec string) string {
	if strings.Contains(spec, ".") {
		return spec
	}
	return spec + ".6"
}
