package diagverify

import "testing"

// TestRegexValidation pins the `invalid regex: ...` texts. The expected
// errors were obtained from mlir-opt 22 --verify-diagnostics on annotations
// `// expected-error-re {{{{PATTERN}}}}` (llvm::Regex's regcomp errors);
// "" means upstream accepted the pattern.
func TestRegexValidation(t *testing.T) {
	tests := []struct{ pattern, err string }{
		{"un[a-z]+", ""},
		{"un[a-z+", "brackets ([ ]) not balanced"},
		{"un(a", "parentheses not balanced"},
		{"a)", "parentheses not balanced"},
		{"*", "repetition-operator operand invalid"},
		{"a{1", "braces not balanced"},
		{`\`, `trailing backslash (\)`},
		{"a{2,1}", "invalid repetition count(s)"},
		{"()", ""},
		{"", "empty (sub)expression"},
		{"x|", "empty (sub)expression"},
		{"(|a)", "empty (sub)expression"},
		{"a||b", "empty (sub)expression"},
		{"a|b", ""},
		{"(a{0})", "empty (sub)expression"},
		{"a{0}b", ""},
		{"a{1,2x", "braces not balanced"},
		{"a{1,2x}", "invalid repetition count(s)"},
		{"a{256}", "invalid repetition count(s)"},
		{"a{255}", ""},
		{"a{,2}", ""},
		{"{1}", "repetition-operator operand invalid"},
		{"{a}", ""},
		{"^*", "repetition-operator operand invalid"},
		{"$*", ""},
		{"a**", "repetition-operator operand invalid"},
		{"a+?", "repetition-operator operand invalid"},
		{"a{1}{2}", "repetition-operator operand invalid"},
		{"[[:foo:]]", "invalid character class"},
		{"[[:alpha:]", "brackets ([ ]) not balanced"},
		{"[[:alpha:", "invalid character class"},
		{"[[:]]", "invalid character class"},
		{"[[:-]", "invalid character class"},
		{"[z-a]", "invalid character range"},
		{"[a-b-c]", "invalid character range"},
		{"[--z]", "invalid character range"},
		{"[]a]", ""},
		{"[^]a]", ""},
		{"[a-]", ""},
		{"[[.space.]]", ""},
		{"[[.foo.]]", "invalid collating element"},
		{"[[.", "brackets ([ ]) not balanced"},
		{"[[.a", "brackets ([ ]) not balanced"},
		{"[[=a=]]", ""},
		{"[[=ab=]]", "invalid collating element"},
		{"[[=", "brackets ([ ]) not balanced"},
		{"[[:<:]]", ""},
		{`\1`, "invalid backreference number"},
		{`\2(a)`, "invalid backreference number"},
		{`(a\1)`, "invalid backreference number"},
		{`(a)\1`, ""},
		{`\(`, ""},
		{`\w\d\s`, ""},
	}
	for _, tt := range tests {
		_, err := parseERE([]byte(tt.pattern))
		if got := err.String(); got != tt.err {
			t.Errorf("parseERE(%q) error %q, want %q", tt.pattern, got, tt.err)
		}
	}
}

// TestRegexMatch pins matching semantics against the message
// "use of undeclared SSA value name"; the expectations were checked with
// mlir-opt 22 (`// expected-error-re@+1 {{SUBSTRING}}` above an op using an
// undefined value: a match leaves nothing to report).
func TestRegexMatch(t *testing.T) {
	const msg = "use of undeclared SSA value name"
	tests := []struct {
		substring string
		match     bool
	}{
		{"use of", true},
		{"use of {{.*}}", true},
		{"{{.*}}", true},
		{"{{un[a-z]+}} SSA", true},
		{"undeclared  SSA", false},
		{"{{^use}}", true},
		{"{{^un}}", false},
		{"{{name$}}", true},
		{"SSA value name{{$}}", true},
		{"{{[[:alpha:]]+}} SSA", true},
		{`{{\w+}} SSA`, false}, // \w is a literal 'w'
		{`{{\d*}}SSA`, true},   // \d* is "zero or more 'd'"
		{`{{\s}}SSA`, false},
		{`{{\n}}`, true}, // a literal 'n'
		{"{{.}}SSA", true},
		{"{{[^ ]}} SSA", true},
		{"use of {{(un|in)declared}}", true},
		{`{{(u)\1}}`, false},
		{`{{(.)\1}}ndeclared`, false},
		{`{{(S)\1}}`, false}, // valid alone, but in "((S)\1)" \1 is the unclosed outer group
		{"d {{(S)}}{{S}}A", true},
		{"{{USE}}", false},
		{`{{\.}}`, false},
		{"use{{ }}of", true},
		{"o{{f u}}", true},
		{"{{[[:<:]]of}} {{und}}", true},
		{"{{[[:<:]]se}}", false},
		{"{{[[:<:]]^[[:<:]]}}", false}, // regexec takes ^ steps before word-boundary steps
		{"{{^[[:<:]]use}}", true},
		{"{{name[[:>:]]$}}", false},
		{"{{name$[[:>:]]}}", true},
		{"{{[[:<:]][[:<:]]use}}", false},
		{"(", false},
		{"use of{{\\ }}undecl", true},
	}
	for _, tt := range tests {
		m, errMsg := buildRegex(tt.substring)
		if errMsg != "" {
			t.Errorf("buildRegex(%q): %s", tt.substring, errMsg)
			continue
		}
		if got := m.match(msg); got != tt.match {
			t.Errorf("%q matches = %v, want %v", tt.substring, got, tt.match)
		}
	}
}

// TestRegexBytes checks that patterns work on bytes, as llvm::Regex does:
// '.' matches one byte of a multi-byte character.
func TestRegexBytes(t *testing.T) {
	m, _ := buildRegex("a{{..}}b")
	if !m.match("a\u00e9b") {
		t.Error("a..b does not match a two-byte character")
	}
	m, _ = buildRegex("a{{.}}b")
	if m.match("a\u00e9b") {
		t.Error("a.b matches a two-byte character")
	}
	m, _ = buildRegex("{{[^a]}}")
	if !m.match("\xff") {
		t.Error("[^a] does not match byte 0xff")
	}
}

func TestEscapeRegex(t *testing.T) {
	if got, want := escapeRegex(`a(b)^$|*+?.[]\{}c`), `a\(b\)\^\$\|\*\+\?\.\[\]\\\{\}c`; got != want {
		t.Errorf("escapeRegex = %q, want %q", got, want)
	}
}
