package diagverify

import (
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"
)

// upstreamCase is one record of testdata/upstream.json. The records were
// produced once by testdata/genupstream (see its doc comment) from MLIR 22's
// mlir-opt: Diags are the diagnostics mlir-opt emits for Source (parsed from
// its output without --verify-diagnostics), Stderr and Exit what
// `mlir-opt --verify-diagnostics` (or the Mode variant) printed and returned.
type upstreamCase struct {
	Name   string     `json:"name"`
	File   string     `json:"file"`
	Source string     `json:"source"`
	Mode   string     `json:"mode"`
	Split  bool       `json:"split"`
	Diags  []jsonDiag `json:"diags"`
	Stderr string     `json:"stderr"`
	Exit   int        `json:"exit"`
}

type jsonDiag struct {
	File     string     `json:"file"`
	Line     int        `json:"line"`
	Col      int        `json:"col"`
	Severity string     `json:"severity"`
	Message  string     `json:"message"`
	LocText  string     `json:"loc_text"`
	Notes    []jsonDiag `json:"notes"`
}

func (d jsonDiag) toDiag() Diag {
	out := Diag{File: d.File, Line: d.Line, Col: d.Col, Message: d.Message, LocText: d.LocText}
	switch d.Severity {
	case "warning":
		out.Severity = Warning
	case "remark":
		out.Severity = Remark
	case "note":
		out.Severity = Note
	}
	for _, n := range d.Notes {
		out.Notes = append(out.Notes, n.toDiag())
	}
	return out
}

// TestUpstream replays every recorded mlir-opt run and compares the
// verifier's output and status with upstream's, byte for byte. With
// --split-input-file, mlir-opt 22 parses the expectations of the whole file
// and reports the diagnostics of all chunks against them, so split cases
// are replayed exactly like whole-file ones.
func TestUpstream(t *testing.T) {
	data, err := os.ReadFile("testdata/upstream.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []upstreamCase
	if err := json.Unmarshal(data, &cases); err != nil {
		t.Fatal(err)
	}
	if len(cases) == 0 {
		t.Fatal("no cases")
	}
	for _, c := range cases {
		t.Run(c.Name, func(t *testing.T) {
			v, _ := Parse(c.File, []byte(c.Source), 0)
			v.OnlyExpected = c.Mode == "only-expected"
			var got string
			if c.Mode == "noverify" {
				got = strings.Join(v.Messages(), "") + strings.Join(v.FinishWithoutVerify(), "")
			} else {
				for _, d := range c.Diags {
					v.Handle(d.toDiag())
				}
				got = strings.Join(v.Finish(), "")
				exit := 0
				if v.Failed() {
					exit = 1
				}
				if exit != c.Exit {
					t.Errorf("exit status %d, upstream %d", exit, c.Exit)
				}
			}
			if got != c.Stderr {
				t.Errorf("output mismatch\n--- got:\n%s--- upstream:\n%s", got, c.Stderr)
			}
		})
	}
}

// TestFormats pins the individual message formats. The expected strings
// were copied from the stderr of mlir-opt 22 (--allow-unregistered-dialect
// --verify-diagnostics) on the given sources.
func TestFormats(t *testing.T) {
	tests := []struct {
		name      string
		src       string
		diags     []Diag
		only      bool
		want      string
		wantFail  bool
		wantMatch []bool
	}{
		{
			name:      "unexpected error with source line and caret",
			src:       "\"t.x\"(%u) : (i32) -> ()\n",
			diags:     []Diag{{File: "t.mlir", Line: 1, Col: 7, Message: "use of undeclared SSA value name"}},
			want:      "t.mlir:1:7: error: unexpected error: use of undeclared SSA value name\n\"t.x\"(%u) : (i32) -> ()\n      ^\n",
			wantFail:  true,
			wantMatch: []bool{false},
		},
		{
			name: "expected error not produced underlines the length of the text",
			src:  "// expected-error {{foo}}\n",
			want: "t.mlir:1:4: error: expected error \"foo\" was not produced\n// expected-error {{foo}}\n   ^~~\n",
			// The range starts at "expected-" and is as long as "foo".
			wantFail: true,
		},
		{
			name:      "all expectations met",
			src:       "// expected-warning@+1 {{careful}}\n\"t.a\"() : () -> ()\n",
			diags:     []Diag{{File: "t.mlir", Line: 2, Col: 1, Severity: Warning, Message: "be careful"}},
			wantMatch: []bool{true},
		},
		{
			name:      "severity near miss is reported at the annotation, then not produced",
			src:       "\"t.x\"(%u1) : (i32) -> () // expected-warning {{use of}}\n",
			diags:     []Diag{{File: "t.mlir", Line: 1, Col: 7, Message: "use of undeclared SSA value name"}},
			want:      "t.mlir:1:29: error: 'error' diagnostic emitted when expecting a 'warning'\n\"t.x\"(%u1) : (i32) -> () // expected-warning {{use of}}\n                            ^\nt.mlir:1:29: error: expected warning \"use of\" was not produced\n\"t.x\"(%u1) : (i32) -> () // expected-warning {{use of}}\n                            ^~~~~~\n",
			wantFail:  true,
			wantMatch: []bool{false},
		},
		{
			name:      "only-expected ignores unexpected diagnostics",
			src:       "\"t.x\"(%u) : (i32) -> ()\n",
			diags:     []Diag{{File: "t.mlir", Line: 1, Col: 7, Message: "use of undeclared SSA value name"}},
			only:      true,
			wantMatch: []bool{false},
		},
		{
			name:      "unknown location",
			src:       "\"t.a\"() : () -> ()\n",
			diags:     []Diag{{Message: "'func.return' op expects parent op 'func.func'"}},
			want:      "<unknown>:0: error: unexpected error: 'func.return' op expects parent op 'func.func'\n",
			wantFail:  true,
			wantMatch: []bool{false},
		},
		{
			name:      "name location is printed before the message",
			src:       "\"t.a\"() : () -> ()\n",
			diags:     []Diag{{LocText: `loc("foo")`, Message: "m"}},
			want:      "<unknown>:0: error: loc(\"foo\"): unexpected error: m\n",
			wantFail:  true,
			wantMatch: []bool{false},
		},
		{
			name:      "location in a file that is not loaded",
			src:       "\"t.a\"() : () -> ()\n",
			diags:     []Diag{{File: "other.mlir", Line: 3, Col: 4, Message: "m"}},
			want:      "other.mlir:3:4: error: unexpected error: m\n",
			wantFail:  true,
			wantMatch: []bool{false},
		},
		{
			name:      "column past the end of the line has no source line",
			src:       "\"t.a\"() : () -> ()\n",
			diags:     []Diag{{File: "t.mlir", Line: 1, Col: 200, Message: "m"}},
			want:      "t.mlir:1:200: error: unexpected error: m\n",
			wantFail:  true,
			wantMatch: []bool{false},
		},
		{
			name:      "line after the final newline shows an empty source line",
			src:       "\"t.a\"() : () -> ()\n",
			diags:     []Diag{{File: "t.mlir", Line: 2, Col: 1, Message: "m"}},
			want:      "t.mlir:2:1: error: unexpected error: m\n\n^\n",
			wantFail:  true,
			wantMatch: []bool{false},
		},
		{
			name:      "unexpected note",
			src:       "a\nb\n",
			diags:     []Diag{{File: "t.mlir", Line: 1, Col: 1, Message: "e", Notes: []Diag{{File: "t.mlir", Line: 2, Col: 1, Severity: Note, Message: "n"}}}},
			want:      "t.mlir:1:1: error: unexpected error: e\na\n^\nt.mlir:2:1: error: unexpected note: n\nb\n^\n",
			wantFail:  true,
			wantMatch: []bool{false},
		},
		{
			name:      "tabs are expanded in the source and caret lines",
			src:       "ab\t// expected-error {{qqq}}\n",
			want:      "t.mlir:1:7: error: expected error \"qqq\" was not produced\nab      // expected-error {{qqq}}\n           ^~~\n",
			wantFail:  true,
			wantMatch: nil,
		},
		{
			name:     "no caret line under a non-ASCII source line",
			src:      "é // expected-error {{qqq}}\n",
			want:     "t.mlir:1:7: error: expected error \"qqq\" was not produced\né // expected-error {{qqq}}\n",
			wantFail: true,
		},
		{
			name:     "unknown-location expectations are reported twice",
			src:      "// expected-remark@unknown {{r}}\n",
			want:     "<unknown>:0: error: expected remark \"r\" was not produced\n<unknown>:0: error: expected remark \"r\" was not produced\n",
			wantFail: true,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v, errs := Parse("t.mlir", []byte(tt.src), 0)
			if len(errs) != 0 {
				t.Fatalf("unexpected annotation errors: %v", errs)
			}
			v.OnlyExpected = tt.only
			for i, d := range tt.diags {
				if got := v.Handle(d); i < len(tt.wantMatch) && got != tt.wantMatch[i] {
					t.Errorf("Handle(%d) = %v, want %v", i, got, tt.wantMatch[i])
				}
			}
			got := strings.Join(v.Finish(), "")
			if got != tt.want {
				t.Errorf("got:\n%s\nwant:\n%s", got, tt.want)
			}
			if v.Failed() != tt.wantFail {
				t.Errorf("Failed() = %v, want %v", v.Failed(), tt.wantFail)
			}
		})
	}
}

// TestAnnotationErrors checks the errors Parse returns for malformed
// `-re` annotations (messages as printed by mlir-opt 22) and that they are
// queued first.
func TestAnnotationErrors(t *testing.T) {
	src := "// expected-error-re {{use of {{un(a}} SSA}}\n\"t.a\"() : () -> ()\n  // expected-error-re {{a{{b}}\n"
	v, errs := Parse("t.mlir", []byte(src), 0)
	if len(errs) != 2 {
		t.Fatalf("got %d errors, want 2", len(errs))
	}
	var ae *AnnotationError
	if !errors.As(errs[0], &ae) {
		t.Fatalf("error %T is not an *AnnotationError", errs[0])
	}
	if ae.Line != 1 || ae.Col != 4 || ae.Message != "invalid regex: parentheses not balanced" {
		t.Errorf("got %+v", ae)
	}
	if got, want := errs[0].Error(), "t.mlir:1:4: error: invalid regex: parentheses not balanced"; got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
	want0 := "t.mlir:1:4: error: invalid regex: parentheses not balanced\n// expected-error-re {{use of {{un(a}} SSA}}\n   ^~~~~~~~~~~~~~~~~~~\n"
	want1 := "t.mlir:3:6: error: found start of regex with no end '}}'\n  // expected-error-re {{a{{b}}\n     ^~~~\n"
	msgs := v.Messages()
	if len(msgs) != 2 || msgs[0] != want0 || msgs[1] != want1 {
		t.Errorf("Messages() = %q", msgs)
	}
	if !v.Failed() {
		t.Error("Failed() = false after a malformed annotation")
	}
	// Malformed annotations are dropped: nothing is left to report.
	if rest := v.Finish(); len(rest) != 0 {
		t.Errorf("Finish() = %q", rest)
	}
}

// TestLineOffset registers a split chunk on its own: line numbers are
// those of the original file.
func TestLineOffset(t *testing.T) {
	file := "\"t.a\"() : () -> ()\n// -----\n// expected-error@+1 {{boom}}\n\"t.b\"() : () -> ()\n"
	chunk := file[strings.Index(file, "// -----")+len("// -----"):]
	v, _ := Parse("f.mlir", []byte(chunk), 1) // the chunk starts on line 2
	if !v.Handle(Diag{File: "f.mlir", Line: 4, Col: 1, Message: "boom!"}) {
		t.Fatal("diagnostic on original line 4 did not match")
	}
	if v.Handle(Diag{File: "f.mlir", Line: 3, Col: 1, Message: "x"}) {
		t.Fatal("unexpected match")
	}
	want := "f.mlir:3:1: error: unexpected error: x\n// expected-error@+1 {{boom}}\n^\n"
	if got := strings.Join(v.Finish(), ""); got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestOpen checks that a diagnostic in another file loads it through Open,
// parses its annotations and shows its source lines, as upstream's
// SourceMgr does for files it can open.
func TestOpen(t *testing.T) {
	v, _ := Parse("main.mlir", []byte("\"t.a\"() : () -> ()\n"), 0)
	opened := 0
	v.Open = func(name string) ([]byte, bool) {
		opened++
		if name == "inc.mlir" {
			return []byte("x // expected-error {{here}}\ny\n"), true
		}
		return nil, false
	}
	if !v.Handle(Diag{File: "inc.mlir", Line: 1, Col: 1, Message: "over here"}) {
		t.Error("expectation in opened file did not match")
	}
	v.Handle(Diag{File: "inc.mlir", Line: 2, Col: 1, Message: "m"})
	v.Handle(Diag{File: "none.mlir", Line: 2, Col: 1, Message: "m"})
	v.Handle(Diag{File: "none.mlir", Line: 2, Col: 1, Message: "m"})
	want := "inc.mlir:2:1: error: unexpected error: m\ny\n^\n" +
		"none.mlir:2:1: error: unexpected error: m\n" +
		"none.mlir:2:1: error: unexpected error: m\n"
	if got := strings.Join(v.Finish(), ""); got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if opened != 2 {
		t.Errorf("Open called %d times, want 2", opened)
	}
}

// TestFinishOnce checks that unmet expectations are reported by the first
// Finish only.
func TestFinishOnce(t *testing.T) {
	v, _ := Parse("t.mlir", []byte("// expected-error {{x}}\n"), 0)
	if len(v.Finish()) != 1 {
		t.Fatal("first Finish did not report the unmet expectation")
	}
	if got := v.Finish(); len(got) != 0 {
		t.Errorf("second Finish = %q", got)
	}
}

// TestParseAutoRadix pins StringRef::getAsInteger(0, int) behaviour for
// @+N offsets (mlir-opt 22 treats "@+010" as 8 lines below).
func TestParseAutoRadix(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want int
	}{
		{"0", 0}, {"1", 1}, {"10", 10}, {"010", 8}, {"08", 0}, {"007", 7},
		{"2147483647", 2147483647}, {"2147483648", 0}, {"99999999999", 0},
	} {
		if got := parseAutoRadix(tt.in); got != tt.want {
			t.Errorf("parseAutoRadix(%q) = %d, want %d", tt.in, got, tt.want)
		}
	}
}

func TestSeverityString(t *testing.T) {
	for s, want := range map[Severity]string{Error: "error", Warning: "warning", Remark: "remark", Note: "note"} {
		if got := s.String(); got != want {
			t.Errorf("%d.String() = %q, want %q", s, got, want)
		}
	}
}
