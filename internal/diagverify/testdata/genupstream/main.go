// Command genupstream records upstream mlir-opt's --verify-diagnostics
// behaviour into ../upstream.json for the diagverify tests.
//
// For every case it runs, in a scratch directory holding the case's source:
//
//	mlir-opt --allow-unregistered-dialect --mlir-print-op-on-diagnostic=false [--split-input-file] FILE
//
// and parses the diagnostics it prints (the verifier's own "was not
// produced" / "invalid regex" messages, which mlir-opt 22 prints even
// without --verify-diagnostics, split-marker near-miss warnings and the
// "called from" notes printed for call-site locations are skipped), then runs the same command with --verify-diagnostics (or
// --verify-diagnostics=only-expected) and records its exact stderr and
// exit status. Cases in "noverify" mode record the stderr of the first
// command instead, and must emit no diagnostic of their own.
//
// Run from the repository root with MLIR 22's mlir-opt at MLIR_OPT
// (default /usr/lib/llvm-22/bin/mlir-opt):
//
//	go run ./internal/diagverify/testdata/genupstream
package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

type diag struct {
	File     string `json:"file,omitempty"`
	Line     int    `json:"line,omitempty"`
	Col      int    `json:"col,omitempty"`
	Severity string `json:"severity"`
	Message  string `json:"message"`
	LocText  string `json:"loc_text,omitempty"`
	Notes    []diag `json:"notes,omitempty"`
}

type record struct {
	Name   string `json:"name"`
	File   string `json:"file"`
	Source string `json:"source"`
	Mode   string `json:"mode,omitempty"` // "", "only-expected", "noverify"
	Split  bool   `json:"split,omitempty"`
	Diags  []diag `json:"diags,omitempty"`
	Stderr string `json:"stderr"`
	Exit   int    `json:"exit"`
}

type tcase struct {
	name, file, src, mode string
	split                 bool
}

const undef = `"t.x"(%u) : (i32) -> ()`

var cases = []tcase{
	{name: "unexpected_error", src: undef + "\n"},
	{name: "expected_matched", src: "// expected-error@+1 {{use of undeclared}}\n" + undef + "\n"},
	{name: "same_line_matched", src: undef + " // expected-error {{undeclared SSA value}}\n"},
	{name: "not_produced_own_line", src: "// expected-error {{use of}}\n" + undef + "\n"},
	{name: "two_annotations_one_line", src: undef + " // expected-error {{use of}} expected-error {{SSA}}\n"},
	{name: "severity_near_miss", src: undef + " // expected-warning {{use of}}\n"},
	{name: "remark_and_note_not_produced", src: "\"t.a\"() : () -> () // expected-remark {{r}}\n// expected-note@-1 {{n}}\n"},
	{name: "tabs", src: "\t\t" + undef + " // tab\t\t\n// expected-error@-1 {{qqq}}\n"},
	{name: "tab_before_annotation", src: "ab\t// expected-error {{qqq}}\n"},
	{name: "non_ascii_line", src: "é " + undef + " // expected-error {{qqq}}\n"},
	{name: "crlf", src: "x\r\n// expected-error@-1 {{custom op}}\r\n\ty\r\n// expected-error@-1 {{zzz}}\r\n"},
	{name: "unknown_loc", src: "// expected-error@unknown {{never1}}\n\"func.return\"() : () -> () loc(unknown)\n"},
	{name: "unknown_loc_matched", src: "// expected-error@unknown {{expects parent}}\n\"func.return\"() : () -> () loc(unknown)\n"},
	{name: "unknown_loc_near_miss", src: "// expected-warning@unknown {{expects parent}}\n\"func.return\"() : () -> () loc(unknown)\n"},
	{name: "name_loc", src: "\"func.return\"() : () -> () loc(\"foo\")\n"},
	{name: "other_file", src: "\"func.return\"() : () -> () loc(\"other.mlir\":3:4)\n"},
	{name: "col_past_line", src: "\"func.return\"() : () -> () loc(\"in.mlir\":1:200)\n"},
	{name: "line_past_file", src: "\"func.return\"() : () -> () loc(\"in.mlir\":100:2)\n"},
	{name: "line_at_eof", src: "\"func.return\"() : () -> () loc(\"in.mlir\":2:1)\n"},
	{name: "zero_line_col", src: "\"func.return\"() : () -> () loc(\"in.mlir\":0:0)\n"},
	{name: "zero_col", src: "\"func.return\"() : () -> () loc(\"in.mlir\":1:0)\n"},
	{name: "callsite", src: "\"func.return\"() : () -> () loc(callsite(\"a\"(\"in.mlir\":1:3) at \"in.mlir\":1:4))\n"},
	{name: "stdin_name", file: "-", src: "// expected-error {{never3}}\n" + undef + "\n"},
	{name: "note_unexpected", src: "func.func @f() {\n  \"t.use\"(%0) : (i32) -> ()\n  %0 = \"t.def\"() : () -> i32\n  return\n}\n"},
	{name: "note_missing", src: "func.func @f() {\n  // expected-error@+1 {{does not dominate}}\n  \"t.use\"(%0) : (i32) -> ()\n  %0 = \"t.def\"() : () -> i32\n  return\n}\n"},
	{name: "note_matched", src: "func.func @f() {\n  // expected-error@+1 {{does not dominate}}\n  \"t.use\"(%0) : (i32) -> ()\n  // expected-note@+1 {{operand defined here}}\n  %0 = \"t.def\"() : () -> i32\n  return\n}\n"},
	{name: "note_near_miss", src: "func.func @f() {\n  // expected-error@+2 {{does not dominate}}\n  // expected-note@+2 {{operand defined here}}\n  \"t.use\"(%0) : (i32) -> ()\n  // expected-error@+1 {{operand defined here}}\n  %0 = \"t.def\"() : () -> i32\n  return\n}\n"},
	{name: "only_expected_near_miss", mode: "only-expected", src: "func.func @f() {\n  // expected-error@+2 {{does not dominate}}\n  // expected-note@+2 {{operand defined here}}\n  \"t.use\"(%0) : (i32) -> ()\n  // expected-error@+1 {{operand defined here}}\n  %0 = \"t.def\"() : () -> i32\n  return\n}\n"},
	{name: "only_expected_unexpected", mode: "only-expected", src: undef + "\n"},
	{name: "designators", src: `// expected-error@above {{first}}
"t.x"(%u1) : (i32) -> () // expected-error {{use of}}
// expected-warning@below {{w1}}
// expected-remark@below {{r1}}

"t.x"(%u2) : (i32) -> ()
// expected-error@-1 {{undeclared}}
// expected-error@above {{SSA}}
  // expected-note   @+1   {{n1}}
"t.a"() : () -> () //expected-error{{}}
// expected-error@+1 {{}
// expected-error-re {{x
"t.x"(%u3) : (i32) -> ()
// expected-error@below {{dangling}}
`},
	{name: "dangling_below_no_newline", src: "// expected-error@below {{eof}}"},
	{name: "octal_and_bad_offsets", src: `// expected-error@+010 {{use of}}
// expected-error@+08 {{q1}}
// expected-error@+99999999999 {{q2}}
// expected-error@-5 {{q3}}
// expected-error@+4294967295 {{q4}}
// expected-error@-0 {{q5}}
"t.a"() : () -> ()
"t.x"(%u) : (i32) -> ()
`},
	{name: "first_match_wins", src: "// expected-error@+2 {{use of}}\n// expected-error@+1 {{use of}}\n" + undef + "\n"},
	{name: "regex_match", src: `// expected-error-re@+1 {{{{^use}} of {{(un|in)declared}} SSA {{[[:alpha:]]+}} name{{$}}}}
"t.x"(%u1) : (i32) -> ()
// expected-error-re@+1 {{{{\w+}} SSA}}
"t.x"(%u2) : (i32) -> ()
// expected-error-re@+1 {{{{(u)\1}}}}
"t.x"(%u3) : (i32) -> ()
// expected-error-re@+1 {{{{[[:<:]]of}} {{und}}}}
"t.x"(%u5) : (i32) -> ()
// expected-error-re@+1 {{u{{[^ ]*}}e of {{.}}ndeclared}}
"t.x"(%u6) : (i32) -> ()
// expected-error-re@+1 {{{{(.)}}{{\1}}ndeclared}}
"t.x"(%u7) : (i32) -> ()
// expected-error-re@+1 {{{{(s)}}{{(.)\2}}A}}
"t.x"(%u8) : (i32) -> ()
// expected-error @+1 {{use of {{.*}} SSA}}
"t.x"(%u9) : (i32) -> ()
`},
	{name: "regex_errors", src: `// expected-error-re {{use of {{un[a-z]+ SSA}}
// expected-error-re {{use of {{un[a-z+}} SSA}}
// expected-error-re {{use of {{un(a}} SSA}}
// expected-error-re {{use of {{*}} SSA}}
// expected-error-re {{use of {{a{1}} SSA}}
// expected-error-re {{use of {{\}} SSA}}
// expected-error-re {{use of {{a{2,1}}} SSA}}
// expected-error-re {{use of {{()}} SSA}}
// expected-error-re {{use of {{[[:foo:]]}} SSA}}
// expected-error-re {{use of {{[z-a]}} SSA}}
// expected-error-re {{use of {{\1}} SSA}}
// expected-error-re {{use of {{a)}} SSA}}
// expected-error-re {{{{[[.foo.]]}}}}
// expected-error-re {{{{}}}}
// expected-error-re {{{{x|}}}}
// expected-error-re {{{{a{256}}}}}
// expected-error-re {{{{a**}}}}
// expected-error-re {{{{a+?}}}}
` + undef + "\n"},
	{name: "split_whole_file", split: true, src: `func.func @f() {
  // expected-error @+1 {{use of undeclared SSA value name}}
  "t.x"(%undefined) : (i32) -> ()
  return
}

// -----

// expected-error {{not produced here}}
"t.y"() : () -> ()

// -----

func.func @g() {
  "t.x"(%undefined) : (i32) -> ()
  return
}
`},
	{name: "split_order", split: true, src: "// expected-error {{A not produced}}\n\"t.y\"() : () -> ()\n// -----\n\"t.x\"(%u1) : (i32) -> ()\n// -----\n// expected-error {{C not produced}}\n\"t.y\"() : () -> ()\n// -----\n\"t.x\"(%u2) : (i32) -> ()\n"},
	{name: "split_cross_chunk_forward", split: true, src: "// expected-error@+3 {{use of undeclared}}\n\"t.y\"() : () -> ()\n// -----\n\"t.x\"(%u1) : (i32) -> ()\n"},
	{name: "split_cross_chunk_backward", split: true, src: "\"t.x\"(%u1) : (i32) -> ()\n// -----\n// expected-error@-2 {{use of undeclared}}\n\"t.y\"() : () -> ()\n"},
	{name: "split_below_before_marker", split: true, src: "\"t.y\"() : () -> ()\n// expected-error@below {{use of undeclared}}\n// -----\n\"t.x\"(%u1) : (i32) -> ()\n"},
	{name: "split_annotation_on_marker_line", split: true, src: "\"t.x\"(%u1) : (i32) -> ()\n// -----   // expected-error {{never}}\n\"t.x\"(%u3) : (i32) -> () // expected-warning {{undeclared}}\n"},
	{name: "split_marker_in_annotation", split: true, src: "// expected-error@below {{use of undeclared}} // -----\n\"t.x\"(%u1) : (i32) -> ()\n"},
	{name: "split_unknown_twice", split: true, src: "// expected-error@unknown {{never1}}\n\"t.a\"() : () -> ()\n// -----\n// expected-error@unknown {{never2}}\n\"func.return\"() : () -> () loc(unknown)\n// -----\n// expected-error {{never3}}\n"},
	{name: "split_regex_errors_first", split: true, src: "\"t.x\"(%u) : (i32) -> ()\n// -----\n// expected-error-re {{a{{(}}b}}\n\"t.a\"() : () -> ()\n// -----\n// expected-error-re@-7 {{a{{[}}b}}\n"},
	{name: "noverify", mode: "noverify", src: "// expected-error@unknown {{u1}}\n// expected-error-re {{a{{(}}}}\n// expected-error@+1 {{foo}}\n\"t.a\"() : () -> ()\n"},
}

var (
	hdrRE = regexp.MustCompile(`^(.*?):(\d+):(\d+): (error|warning|remark|note): (.*)$`)
	unkRE = regexp.MustCompile(`^<unknown>:0: (error|warning|remark|note): (.*)$`)
	locRE = regexp.MustCompile(`^(loc\(.*?\)): (.*)$`)
)

func skip(msg string) bool {
	// "called from" notes are the printer's rendering of a call-site
	// location's caller, not notes of the diagnostic.
	return msg == "called from" || strings.Contains(msg, "was not produced") || strings.HasPrefix(msg, "invalid regex: ") ||
		strings.HasPrefix(msg, "found start of regex") || msg == "near miss with file split marker"
}

func run(mlirOpt, dir string, stdin []byte, args ...string) (string, int) {
	cmd := exec.Command(mlirOpt, args...)
	cmd.Dir = dir
	if stdin != nil {
		cmd.Stdin = bytes.NewReader(stdin)
	}
	var se bytes.Buffer
	cmd.Stderr = &se
	err := cmd.Run()
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		return se.String(), ee.ExitCode()
	} else if err != nil {
		panic(err)
	}
	return se.String(), 0
}

func main() {
	mlirOpt := os.Getenv("MLIR_OPT")
	if mlirOpt == "" {
		mlirOpt = "/usr/lib/llvm-22/bin/mlir-opt"
	}
	var recs []record
	for _, c := range cases {
		dir, err := os.MkdirTemp("", "genupstream")
		if err != nil {
			panic(err)
		}
		name := c.file
		if name == "" {
			name = "in.mlir"
		}
		arg := name
		var stdin []byte
		if name == "-" {
			stdin = []byte(c.src)
		} else if err := os.WriteFile(filepath.Join(dir, name), []byte(c.src), 0o644); err != nil {
			panic(err)
		}
		args := []string{"--allow-unregistered-dialect", "--mlir-print-op-on-diagnostic=false"}
		if c.split {
			args = append(args, "--split-input-file")
		}
		plain, plainExit := run(mlirOpt, dir, stdin, append(args[:len(args):len(args)], arg)...)
		rec := record{Name: c.name, File: name, Source: c.src, Mode: c.mode, Split: c.split}
		if name == "-" {
			rec.File = "<stdin>"
		}
		for _, l := range strings.Split(plain, "\n") {
			var d diag
			if m := unkRE.FindStringSubmatch(l); m != nil {
				d.Severity, d.Message = m[1], m[2]
				if lm := locRE.FindStringSubmatch(d.Message); lm != nil {
					d.LocText, d.Message = lm[1], lm[2]
				}
			} else if m := hdrRE.FindStringSubmatch(l); m != nil {
				d.File, d.Severity, d.Message = m[1], m[4], m[5]
				d.Line, _ = strconv.Atoi(m[2])
				d.Col, _ = strconv.Atoi(m[3])
			} else {
				continue
			}
			if skip(d.Message) {
				continue
			}
			if d.Severity == "note" && len(rec.Diags) > 0 {
				last := &rec.Diags[len(rec.Diags)-1]
				last.Notes = append(last.Notes, d)
			} else {
				rec.Diags = append(rec.Diags, d)
			}
		}
		switch c.mode {
		case "noverify":
			if len(rec.Diags) != 0 {
				panic(c.name + ": noverify case emits diagnostics")
			}
			rec.Stderr, rec.Exit = plain, plainExit
		case "only-expected":
			rec.Stderr, rec.Exit = run(mlirOpt, dir, stdin, append(args, "--verify-diagnostics=only-expected", arg)...)
		default:
			rec.Stderr, rec.Exit = run(mlirOpt, dir, stdin, append(args, "--verify-diagnostics", arg)...)
		}
		os.RemoveAll(dir)
		recs = append(recs, rec)
	}
	var out bytes.Buffer
	enc := json.NewEncoder(&out)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(recs); err != nil {
		panic(err)
	}
	if err := os.WriteFile("internal/diagverify/testdata/upstream.json", out.Bytes(), 0o644); err != nil {
		panic(err)
	}
	fmt.Println("wrote", len(recs), "cases")
}
