package pass

import (
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
	// kind is the value type shown by --help ("int", "long", "uint",
	// "string", "value" for enums, "" for booleans).
	kind string
	// values lists an enum's values with their descriptions.
	values [][2]string
	list   bool
	// set records that a list option was given (it then prints, even
	// empty).
	set bool
	// parse sets the option from text; the error is the message upstream's
	// command-line library prints.
	parse func(string) string
	get   func() string
}

func (o *Options) add(opt *option) { o.list = append(o.list, opt) }

func intOption(name, desc, kind, argKind string, p *int, def int) *option {
	*p = def
	return &option{name: name, desc: desc, kind: kind, get: func() string { return strconv.Itoa(*p) }, parse: func(s string) string {
		v, err := strconv.ParseInt(s, 0, 64)
		if err != nil {
			return "'" + s + "' value invalid for " + argKind + " argument!"
		}
		*p = int(v)
		return ""
	}}
}

// Int declares an integer option (upstream's Option<int>).
func (o *Options) Int(name, desc string, p *int, def int) {
	o.add(intOption(name, desc, "int", "integer", p, def))
}

// Long declares a 64-bit integer option (upstream's Option<int64_t>).
func (o *Options) Long(name, desc string, p *int, def int) {
	o.add(intOption(name, desc, "long", "long", p, def))
}

// UintInt declares an unsigned option (upstream's Option<unsigned>)
// stored in an int.
func (o *Options) UintInt(name, desc string, p *int, def int) {
	opt := intOption(name, desc, "uint", "uint", p, def)
	parse := opt.parse
	opt.parse = func(s string) string {
		if strings.HasPrefix(s, "-") {
			return "'" + s + "' value invalid for uint argument!"
		}
		return parse(s)
	}
	o.add(opt)
}

// UintIntGiven is UintInt that also records in given whether the option
// was set (upstream's Option::hasValue, false for an unset default).
func (o *Options) UintIntGiven(name, desc string, p *int, def int, given *bool) {
	o.UintInt(name, desc, p, def)
	opt := o.list[len(o.list)-1]
	parse := opt.parse
	opt.parse = func(s string) string {
		msg := parse(s)
		if msg == "" {
			*given = true
		}
		return msg
	}
}

// Uint declares an unsigned integer option.
func (o *Options) Uint(name, desc string, p *uint64, def uint64) {
	o.unsigned(name, desc, "uint", p, def)
}

// Ulong declares a 64-bit unsigned integer option (upstream's
// Option<uint64_t>).
func (o *Options) Ulong(name, desc string, p *uint64, def uint64) {
	o.unsigned(name, desc, "ulong", p, def)
}

func (o *Options) unsigned(name, desc, kind string, p *uint64, def uint64) {
	*p = def
	o.add(&option{name: name, desc: desc, kind: kind, get: func() string { return strconv.FormatUint(*p, 10) }, parse: func(s string) string {
		v, err := strconv.ParseUint(s, 0, 64)
		if err != nil {
			return "'" + s + "' value invalid for " + kind + " argument!"
		}
		*p = v
		return ""
	}})
}

// Bool declares a boolean option.
func (o *Options) Bool(name, desc string, p *bool, def bool) {
	*p = def
	o.add(&option{name: name, desc: desc, get: func() string { return strconv.FormatBool(*p) }, parse: func(s string) string {
		switch s {
		case "", "true", "TRUE", "True", "1":
			*p = true
		case "false", "FALSE", "False", "0":
			*p = false
		default:
			return "'" + s + "' is invalid value for boolean argument! Try 0 or 1"
		}
		return ""
	}})
}

// Double declares a floating-point option (upstream's Option<double>),
// printed as upstream prints doubles (%e).
func (o *Options) Double(name, desc string, p *float64, def float64) {
	*p = def
	o.add(&option{name: name, desc: desc, kind: "number", get: func() string { return strconv.FormatFloat(*p, 'e', 6, 64) },
		parse: func(s string) string {
			v, err := strconv.ParseFloat(s, 64)
			if err != nil {
				return "'" + s + "' value invalid for floating point argument!"
			}
			*p = v
			return ""
		}})
}

// Str declares a string option.
func (o *Options) Str(name, desc string, p *string, def string) {
	*p = def
	o.add(&option{name: name, desc: desc, kind: "string", get: func() string { return quoteValue(*p) },
		parse: func(s string) string { *p = s; return "" }})
}

// Value declares a string option of a type upstream parses itself (shown
// as <value>, e.g. a version "major.minor").
func (o *Options) Value(name, desc string, p *string, def string) {
	o.Str(name, desc, p, def)
	o.list[len(o.list)-1].kind = "value"
}

// quoteValue prints a string option value as upstream: values with
// spaces are wrapped in braces.
func quoteValue(s string) string {
	if strings.ContainsAny(s, " \t") && !strings.ContainsAny(s, "{}") {
		return "{" + s + "}"
	}
	return s
}

// Enum declares a string option restricted to values (each value may be
// followed by its description: Enum(..., "a", "desc a", "b", "desc b")
// when the count of values is even and described is true).
func (o *Options) Enum(name, desc string, p *string, def string, values ...string) {
	*p = def
	opt := &option{name: name, desc: desc, kind: "value", get: func() string { return *p }}
	for _, v := range values {
		opt.values = append(opt.values, [2]string{v, ""})
	}
	opt.parse = func(s string) string {
		for _, v := range opt.values {
			if v[0] == s {
				*p = s
				return ""
			}
		}
		return "Cannot find option named '" + s + "'!"
	}
	o.add(opt)
}

// Describe sets the descriptions of an enum option's values, in order,
// for --help.
func (o *Options) Describe(name string, descs ...string) {
	for _, x := range o.list {
		if x.name == name {
			for i := range x.values {
				if i < len(descs) {
					x.values[i][1] = descs[i]
				}
			}
		}
	}
}

// List declares a comma-separated string list option (`a,b` or `{a,b}`).
// As upstream, empty names are kept (`{,a}` is two names) and repeated
// occurrences append.
func (o *Options) List(name, desc string, p *[]string) {
	opt := &option{name: name, desc: desc, kind: "string", list: true, get: func() string {
		parts := make([]string, len(*p))
		for i, v := range *p {
			parts[i] = escapeElement(v)
		}
		return strings.Join(parts, ",")
	}}
	opt.parse = func(s string) string {
		for _, v := range splitList(s) {
			*p = append(*p, unescapeElement(v))
		}
		return ""
	}
	o.add(opt)
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

// IntList declares a comma-separated integer list option (upstream's
// ListOption<int>); the values are kept as written.
func (o *Options) IntList(name, desc string, p *[]string) { o.intList(name, desc, "int", p) }

// UintList is IntList for upstream's ListOption<unsigned>.
func (o *Options) UintList(name, desc string, p *[]string) { o.intList(name, desc, "uint", p) }

// LongList is IntList for upstream's ListOption<int64_t>.
func (o *Options) LongList(name, desc string, p *[]string) { o.intList(name, desc, "long", p) }

// ULongList is IntList for upstream's ListOption<uint64_t>.
func (o *Options) ULongList(name, desc string, p *[]string) { o.intList(name, desc, "ulong", p) }

func (o *Options) intList(name, desc, kind string, p *[]string) {
	opt := &option{name: name, desc: desc, kind: kind, list: true, get: func() string { return strings.Join(*p, ",") }}
	opt.parse = func(s string) string {
		for _, v := range splitList(s) {
			if _, err := strconv.ParseInt(v, 0, 64); err != nil {
				return "'" + v + "' value invalid for integer argument!"
			}
			*p = append(*p, v)
		}
		return ""
	}
	o.add(opt)
}

// PipelineList declares an option holding a list of pass pipelines, each
// anchored on an op name (`func.func(cse),foo(canonicalize)`), as
// upstream's ListOption<OpPassManager>.
func (o *Options) PipelineList(name, desc string, p *[]*OpPassManager) {
	o.add(&option{name: name, desc: desc, kind: "pass-manager", list: true, get: func() string {
		parts := make([]string, len(*p))
		for i, pm := range *p {
			parts[i] = pm.String()
		}
		return strings.Join(parts, ",")
	}, parse: func(s string) string {
		for _, v := range splitList(s) {
			if v = strings.TrimSpace(v); v == "" {
				continue
			}
			pm, err := ParsePipeline(v)
			if err != nil {
				return err.Error()
			}
			*p = append(*p, pm)
		}
		return ""
	}})
}

// splitList strips optional surrounding braces and splits on commas
// outside (), {} and [] nesting and quotes.
func splitList(s string) []string {
	if strings.HasPrefix(s, "{") && strings.HasSuffix(s, "}") {
		s = s[1 : len(s)-1]
	}
	var out []string
	depth, start := 0, 0
	var quote byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
		case c == '(' || c == '{' || c == '[':
			depth++
		case c == ')' || c == '}' || c == ']':
			depth--
		case c == ',' && depth == 0:
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}

// Parse sets options from `name=value name2=value2` text. Errors are
// upstream's: an unknown option is the error's message; a bad value is
// what the command-line library prints (the Notice), with an empty
// message.
func (o *Options) Parse(s string) *PipelineError {
	for _, kv := range splitOptions(s) {
		name, val, _ := strings.Cut(kv, "=")
		var opt *option
		if o != nil {
			for _, x := range o.list {
				if x.name == name {
					opt = x
				}
			}
		}
		if opt == nil {
			return &PipelineError{Message: "<Pass-Options-Parser>: no such option " + name + "\n"}
		}
		if !opt.list {
			// List options take their braces as the list's delimiters.
			val = unquote(val)
		}
		if msg := opt.parse(val); msg != "" {
			return &PipelineError{Notice: "for the --" + name + " option: " + msg}
		}
		opt.set = true
	}
	return nil
}

// unquote strips one level of quotes or braces around a whole value.
func unquote(v string) string {
	if len(v) >= 2 && (v[0] == '"' && v[len(v)-1] == '"' || v[0] == '\'' && v[len(v)-1] == '\'') {
		return v[1 : len(v)-1]
	}
	if len(v) >= 2 && v[0] == '{' && matchBrace(v, 0) == len(v)-1 {
		return v[1 : len(v)-1]
	}
	return v
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
		case (c == ' ' || c == '\t' || c == '\n') && depth == 0:
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
// print `name={a,b}` once given, nothing at all otherwise.
func (o *Options) String() string {
	if o == nil || len(o.list) == 0 {
		return ""
	}
	list := o.sorted()
	parts := make([]string, 0, len(list))
	for _, x := range list {
		switch {
		case x.list && !x.set && x.get() == "":
			parts = append(parts, "")
		case x.list:
			parts = append(parts, x.name+"={"+x.get()+"}")
		default:
			parts = append(parts, x.name+"="+x.get())
		}
	}
	return strings.Join(parts, " ")
}

func (o *Options) sorted() []*option {
	list := append([]*option(nil), o.list...)
	sort.SliceStable(list, func(i, j int) bool { return list[i].name < list[j].name })
	return list
}

// Empty reports whether the pass has no options at all (it then prints
// without braces).
func (o *Options) Empty() bool { return o == nil || len(o.list) == 0 }

// HelpLine is one line of an option listing: the text left of the
// description column, its description, and whether it is an enum value
// (printed with a different indentation).
type HelpLine struct {
	Left, Desc string
	Value      bool
}

// Help lists the options sorted by name, as upstream's --help: `--name`,
// `--name=<kind>`, then `=value` lines for enums.
func (o *Options) Help() []HelpLine {
	if o == nil {
		return nil
	}
	var out []HelpLine
	for _, x := range o.sorted() {
		left := "--" + x.name
		if x.kind != "" {
			left += "=<" + x.kind + ">"
		}
		out = append(out, HelpLine{Left: left, Desc: x.desc})
		for _, v := range x.values {
			out = append(out, HelpLine{Left: "=" + v[0], Desc: v[1], Value: true})
		}
	}
	return out
}
