package pass

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Options is the set of options of one pass instance, bound to its fields.
type Options struct {
	list []*option
}

type option struct {
	name, desc string
	list       bool
	set        func(string) error
	get        func() string
}

func (o *Options) add(opt *option) { o.list = append(o.list, opt) }

// Int declares an integer option.
func (o *Options) Int(name, desc string, p *int, def int) {
	*p = def
	o.add(&option{name: name, desc: desc, get: func() string { return strconv.Itoa(*p) }, set: func(s string) error {
		v, err := strconv.Atoi(s)
		if err != nil {
			return fmt.Errorf("invalid integer value '%s'", s)
		}
		*p = v
		return nil
	}})
}

// Uint declares an unsigned integer option.
func (o *Options) Uint(name, desc string, p *uint64, def uint64) {
	*p = def
	o.add(&option{name: name, desc: desc, get: func() string { return strconv.FormatUint(*p, 10) }, set: func(s string) error {
		v, err := strconv.ParseUint(s, 0, 64)
		if err != nil {
			return fmt.Errorf("invalid unsigned value '%s'", s)
		}
		*p = v
		return nil
	}})
}

// Bool declares a boolean option.
func (o *Options) Bool(name, desc string, p *bool, def bool) {
	*p = def
	o.add(&option{name: name, desc: desc, get: func() string { return strconv.FormatBool(*p) }, set: func(s string) error {
		switch strings.ToLower(s) {
		case "", "true", "1":
			*p = true
		case "false", "0":
			*p = false
		default:
			return fmt.Errorf("'%s' is invalid value for boolean argument! Try 0 or 1", s)
		}
		return nil
	}})
}

// Str declares a string option.
func (o *Options) Str(name, desc string, p *string, def string) {
	*p = def
	o.add(&option{name: name, desc: desc, get: func() string { return *p }, set: func(s string) error { *p = s; return nil }})
}

// Enum declares a string option restricted to values.
func (o *Options) Enum(name, desc string, p *string, def string, values ...string) {
	*p = def
	o.add(&option{name: name, desc: desc, get: func() string { return *p }, set: func(s string) error {
		for _, v := range values {
			if v == s {
				*p = s
				return nil
			}
		}
		return fmt.Errorf("Cannot find option named '%s'!", s)
	}})
}

// List declares a comma-separated string list option (`a,b` or `{a,b}`).
func (o *Options) List(name, desc string, p *[]string) {
	o.add(&option{name: name, desc: desc, list: true, get: func() string {
		parts := make([]string, len(*p))
		for i, v := range *p {
			parts[i] = escapeElement(v)
		}
		return strings.Join(parts, ",")
	}, set: func(s string) error {
		*p = nil
		for _, v := range splitList(s) {
			if v = unescapeElement(v); v != "" {
				*p = append(*p, v)
			}
		}
		return nil
	}})
}

// unescapeElement trims a list element and drops one pair of surrounding
// quotes or braces, as upstream's extractArgAndUpdateOptions.
func unescapeElement(v string) string {
	v = strings.TrimSpace(v)
	if len(v) > 1 {
		for _, p := range [...]string{"''", `""`, "{}"} {
			if v[0] == p[0] && v[len(v)-1] == p[1] {
				return strings.TrimSpace(v[1 : len(v)-1])
			}
		}
	}
	return v
}

// escapeElement wraps an element holding a space, a brace or a quote in
// braces, as upstream prints string option values.
func escapeElement(v string) string {
	if strings.ContainsAny(v, " {'\"") {
		return "{" + v + "}"
	}
	return v
}

// PipelineList declares an option holding a list of pass pipelines, each
// anchored on an op name (`func.func(cse),foo(canonicalize)`), as
// upstream's ListOption<OpPassManager>.
func (o *Options) PipelineList(name, desc string, p *[]*OpPassManager) {
	o.add(&option{name: name, desc: desc, list: true, get: func() string {
		parts := make([]string, len(*p))
		for i, pm := range *p {
			parts[i] = pm.String()
		}
		return strings.Join(parts, ",")
	}, set: func(s string) error {
		*p = nil
		for _, v := range splitList(s) {
			if v = strings.TrimSpace(v); v == "" {
				continue
			}
			pm, err := ParsePipeline(v)
			if err != nil {
				return err
			}
			*p = append(*p, pm)
		}
		return nil
	}})
}

// splitList strips optional surrounding braces and splits on commas
// outside (), {} and [] nesting.
func splitList(s string) []string {
	s = strings.TrimSpace(s)
	if strings.HasPrefix(s, "{") && strings.HasSuffix(s, "}") {
		s = s[1 : len(s)-1]
	}
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(', '{', '[':
			depth++
		case ')', '}', ']':
			depth--
		case ',':
			if depth == 0 {
				out = append(out, s[start:i])
				start = i + 1
			}
		}
	}
	return append(out, s[start:])
}

// Parse sets options from `name=value name2=value2` text.
func (o *Options) Parse(s string) error {
	for _, kv := range splitOptions(s) {
		name, val, _ := strings.Cut(kv, "=")
		val = strings.Trim(val, "'\"")
		var opt *option
		if o != nil {
			for _, x := range o.list {
				if x.name == name {
					opt = x
				}
			}
		}
		if opt == nil {
			return fmt.Errorf("no such option %s", name)
		}
		if err := opt.set(val); err != nil {
			return fmt.Errorf("for the --%s option: %v", name, err)
		}
	}
	return nil
}

// splitOptions splits on spaces outside braces and quotes.
func splitOptions(s string) []string {
	var out []string
	depth, start := 0, -1
	var quote byte
	for i := 0; i <= len(s); i++ {
		var c byte = ' '
		if i < len(s) {
			c = s[i]
		}
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
			continue
		case c == '\'' || c == '"':
			quote = c
		case c == '{':
			depth++
		case c == '}':
			depth--
		case c == ' ' && depth == 0:
			if start >= 0 {
				out = append(out, s[start:i])
				start = -1
			}
			continue
		}
		if start < 0 {
			start = i
		}
	}
	return out
}

// String prints every option as `name=value`, sorted by name and joined
// by spaces, as upstream prints pass options in pipelines: list options
// print `name={a,b}`, or nothing at all when empty.
func (o *Options) String() string {
	if o == nil || len(o.list) == 0 {
		return ""
	}
	list := append([]*option(nil), o.list...)
	sort.Slice(list, func(i, j int) bool { return list[i].name < list[j].name })
	parts := make([]string, 0, len(list))
	for _, x := range list {
		v := x.get()
		switch {
		case x.list && v == "":
			parts = append(parts, "")
		case x.list:
			parts = append(parts, x.name+"={"+v+"}")
		default:
			parts = append(parts, x.name+"="+v)
		}
	}
	return strings.Join(parts, " ")
}

// Empty reports whether the pass has no options at all (it then prints
// without braces).
func (o *Options) Empty() bool { return o == nil || len(o.list) == 0 }

// Help lists the options with their descriptions.
func (o *Options) Help() []string {
	if o == nil {
		return nil
	}
	var out []string
	for _, x := range o.list {
		out = append(out, fmt.Sprintf("--%s - %s", x.name, x.desc))
	}
	return out
}
