package runner

import (
	"bytes"
	"errors"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

var update = flag.Bool("update", false, "regenerate testdata/*.ll and *.out with upstream mlir-opt, mlir-translate and mlir-runner")

const upstreamBin = "/usr/lib/llvm-22/bin"

// upstreamLibs are MLIR's runtime libraries, as the conformance tests pass
// them to mlir-runner.
var upstreamLibs = []string{"/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so", "/usr/lib/llvm-22/lib/libmlir_runner_utils.so"}

func haveClang(t *testing.T) {
	t.Helper()
	if _, err := findClang(""); err != nil {
		t.Skip(err)
	}
}

func haveUpstream() bool {
	_, err := os.Stat(filepath.Join(upstreamBin, "mlir-runner"))
	return err == nil
}

// header reads the "// RUNNER:" line of a test program: its mlir-runner
// flags.
func header(src []byte) []string {
	for _, line := range strings.Split(string(src), "\n") {
		if rest, ok := strings.CutPrefix(line, "// RUNNER:"); ok {
			return strings.Fields(rest)
		}
	}
	return nil
}

// optionsFromFlags parses the subset of mlir-runner flags the tests use.
func optionsFromFlags(t *testing.T, args []string) Options {
	opts := Options{OptLevel: -1}
	for i := 0; i < len(args); i++ {
		switch a := args[i]; {
		case a == "-e":
			i++
			opts.EntryPoint = args[i]
		case strings.HasPrefix(a, "--entry-point-result="):
			opts.EntryPointResult = strings.TrimPrefix(a, "--entry-point-result=")
		case len(a) == 3 && strings.HasPrefix(a, "-O"):
			opts.OptLevel = int(a[2] - '0')
		default:
			t.Fatalf("unknown flag %q", a)
		}
	}
	return opts
}

// lowerUpstream lowers an MLIR test program with upstream mlir-opt to the
// llvm dialect and translates it to LLVM IR.
func lowerUpstream(t *testing.T, file string) (llvmDialect, ir []byte) {
	t.Helper()
	opt := exec.Command(filepath.Join(upstreamBin, "mlir-opt"), file, "-convert-linalg-to-loops", "-convert-complex-to-llvm", "-test-lower-to-llvm")
	lowered, err := opt.Output()
	if err != nil {
		t.Fatalf("mlir-opt: %v", err)
	}
	tr := exec.Command(filepath.Join(upstreamBin, "mlir-translate"), "--mlir-to-llvmir")
	tr.Stdin = bytes.NewReader(lowered)
	ir, err = tr.Output()
	if err != nil {
		t.Fatalf("mlir-translate: %v", err)
	}
	return lowered, ir
}

// runUpstream runs the lowered program with mlir-runner and MLIR's runtime
// libraries.
func runUpstream(t *testing.T, lowered []byte, args []string) (stdout, stderr string, code int) {
	t.Helper()
	args = append(append([]string{}, args...), "--shared-libs="+strings.Join(upstreamLibs, ","))
	cmd := exec.Command(filepath.Join(upstreamBin, "mlir-runner"), args...)
	cmd.Stdin = bytes.NewReader(lowered)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	var exitErr *exec.ExitError
	if errors.As(err, &exitErr) {
		code = exitErr.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return out.String(), errb.String(), code
}

func runOurs(ir []byte, opts Options) (stdout, stderr string, code int) {
	var out, errb bytes.Buffer
	opts.Stdout, opts.Stderr = &out, &errb
	code = Main(ir, opts)
	return out.String(), errb.String(), code
}

// normalize replaces the heap addresses memref printers show.
func normalize(s string) string {
	var b strings.Builder
	for {
		i := strings.Index(s, "base@ = 0x")
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		j := i + len("base@ = 0x")
		for j < len(s) && strings.IndexByte("0123456789abcdef", s[j]) >= 0 {
			j++
		}
		b.WriteString(s[:i])
		b.WriteString("base@ = ADDR")
		s = s[j:]
	}
}

// transcript is a run's normalized stdout followed by its stderr.
func transcript(stdout, stderr string) string {
	return normalize(stdout) + "--- stderr\n" + normalize(stderr)
}

// TestPrograms runs every testdata program's committed LLVM IR (produced by
// upstream mlir-opt and mlir-translate) through the backend and compares the
// output with the committed output of upstream mlir-runner, and, when
// upstream is installed, with a fresh run of it.
func TestPrograms(t *testing.T) {
	haveClang(t)
	files, _ := filepath.Glob("testdata/*.mlir")
	if len(files) == 0 {
		t.Fatal("no test programs")
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			args := header(src)
			base := strings.TrimSuffix(file, ".mlir")
			if *update {
				lowered, ir := lowerUpstream(t, file)
				out, stderr, _ := runUpstream(t, lowered, args)
				os.WriteFile(base+".ll", ir, 0o644)
				os.WriteFile(base+".out", []byte(transcript(out, stderr)), 0o644)
			}
			ir, err := os.ReadFile(base + ".ll")
			if err != nil {
				t.Fatal(err)
			}
			want, err := os.ReadFile(base + ".out")
			if err != nil {
				t.Fatal(err)
			}
			got, stderr, code := runOurs(ir, optionsFromFlags(t, args))
			if code != 0 {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			if transcript(got, stderr) != string(want) {
				t.Errorf("output differs from upstream's committed output:\n got: %q\nwant: %q", got, want)
			}
			if !haveUpstream() {
				return
			}
			lowered, _ := lowerUpstream(t, file)
			live, liveErr, _ := runUpstream(t, lowered, args)
			if transcript(live, liveErr) != transcript(got, stderr) {
				t.Errorf("output differs from upstream mlir-runner:\n got: %q\nwant: %q", transcript(got, stderr), transcript(live, liveErr))
			}
		})
	}
}

// TestEntryPoints checks results and the errors mlir-runner reports for
// entry points, against the recorded upstream behaviour and, when
// installed, upstream itself.
func TestEntryPoints(t *testing.T) {
	haveClang(t)
	const module = `llvm.func @printI64(i64)
llvm.func @printNewline()
llvm.func @exit(i32)
llvm.func @i32res() -> i32 {
  %c = llvm.mlir.constant(7 : i64) : i64
  llvm.call @printI64(%c) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r = llvm.mlir.constant(-3 : i32) : i32
  llvm.return %r : i32
}
llvm.func @i64res() -> i64 {
  %r = llvm.mlir.constant(-9000000000 : i64) : i64
  llvm.return %r : i64
}
llvm.func @f32res() -> f32 {
  %r = llvm.mlir.constant(1.0e-40 : f32) : f32
  llvm.return %r : f32
}
llvm.func @nan() -> f32 {
  %r = llvm.mlir.constant(0xFFC00000 : f32) : f32
  llvm.return %r : f32
}
llvm.func @ninf() -> f32 {
  %r = llvm.mlir.constant(0xFF800000 : f32) : f32
  llvm.return %r : f32
}
llvm.func @withArg(%a: i32) -> i32 {
  llvm.return %a : i32
}
llvm.func @exits() {
  %c = llvm.mlir.constant(3 : i32) : i32
  llvm.call @exit(%c) : (i32) -> ()
  llvm.return
}
`
	// ir is upstream mlir-translate's output for module.
	const ir = `declare void @printI64(i64)

declare void @printNewline()

declare void @exit(i32)

define i32 @i32res() {
  call void @printI64(i64 7)
  call void @printNewline()
  ret i32 -3
}

define i64 @i64res() {
  ret i64 -9000000000
}

define float @f32res() {
  ret float 0x37A16C2000000000
}

define float @nan() {
  ret float 0xFFF8000000000000
}

define float @ninf() {
  ret float 0xFFF0000000000000
}

define i32 @withArg(i32 %0) {
  ret i32 %0
}

define void @exits() {
  call void @exit(i32 3)
  ret void
}
`
	tests := []struct {
		entry, kind    string
		stdout, stderr string
		code           int
	}{
		// The result is written before the program's buffered output.
		{"i32res", "i32", "-3\n7\n", "", 0},
		{"i64res", "i64", "-9000000000\n", "", 0},
		{"f32res", "f32", "9.999946e-41\n", "", 0},
		{"f32res", "", "9.999946e-41\n", "", 0},
		{"nan", "f32", "nan\n", "", 0},
		{"ninf", "f32", "-INF\n", "", 0},
		{"exits", "void", "", "", 3},
		{"i32res", "f32", "", "Error: only single f32 function result supported\n", 1},
		{"f32res", "i64", "", "Error: only single i64 function result supported\n", 1},
		{"i64res", "i32", "", "Error: only single i32 function result supported\n", 1},
		{"withArg", "i32", "", "Error: JIT can't invoke a main function expecting arguments\n", 1},
		{"withArg", "void", "", "Error: JIT can't invoke a main function expecting arguments\n", 1},
		{"printI64", "void", "", "Error: entry point not found\n", 1},
		{"nope", "i32", "", "Error: entry point not found\n", 1},
		{"i32res", "f64", "", "Error: unsupported function type\n", 1},
		{"i32res", "void", "", "Error: expected void function\n", 1},
	}
	for _, tc := range tests {
		t.Run(tc.entry+"_"+tc.kind, func(t *testing.T) {
			stdout, stderr, code := runOurs([]byte(ir), Options{EntryPoint: tc.entry, EntryPointResult: tc.kind, OptLevel: -1})
			if stdout != tc.stdout || stderr != tc.stderr || code != tc.code {
				t.Errorf("got (%q, %q, %d), want (%q, %q, %d)", stdout, stderr, code, tc.stdout, tc.stderr, tc.code)
			}
			if !haveUpstream() {
				return
			}
			args := []string{"-e", tc.entry}
			if tc.kind != "" {
				args = append(args, "--entry-point-result="+tc.kind)
			}
			ustdout, ustderr, ucode := runUpstream(t, []byte(module), args)
			if ustdout != stdout || ustderr != stderr || ucode != code {
				t.Errorf("upstream gives (%q, %q, %d), we (%q, %q, %d)", ustdout, ustderr, ucode, stdout, stderr, code)
			}
		})
	}
}

// TestUpstreamLibraries links MLIR's own runtime libraries instead of
// gomlir's when they are named in SharedLibs.
func TestUpstreamLibraries(t *testing.T) {
	haveClang(t)
	for _, lib := range upstreamLibs {
		if _, err := os.Stat(lib); err != nil {
			t.Skip(err)
		}
	}
	ir, err := os.ReadFile("testdata/memref_print.ll")
	if err != nil {
		t.Fatal(err)
	}
	want, _ := os.ReadFile("testdata/memref_print.out")
	opts := Options{EntryPointResult: "void", OptLevel: 2, SharedLibs: upstreamLibs}
	got, stderr, code := runOurs(ir, opts)
	if code != 0 || transcript(got, stderr) != string(want) {
		t.Fatalf("exit %d, %s\n%s", code, stderr, got)
	}
	tools, err := cachedTools(mustClang(t))
	if err != nil {
		t.Fatal(err)
	}
	for _, lib := range linkedLibs(tools, upstreamLibs) {
		if lib == tools.runtime {
			t.Error("gomlir's runtime library linked beside upstream's")
		}
	}
}

func mustClang(t *testing.T) string {
	c, err := findClang("")
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestDumpObjectFile writes the compiled object where --object-filename
// says, and to the input name plus ".o" by default.
func TestDumpObjectFile(t *testing.T) {
	haveClang(t)
	dir := t.TempDir()
	ir := []byte("define i32 @main() {\n  ret i32 5\n}\n")
	for _, opts := range []Options{
		{ObjectFilename: filepath.Join(dir, "explicit.o")},
		{InputFilename: filepath.Join(dir, "input.mlir")},
	} {
		opts.DumpObjectFile, opts.EntryPointResult, opts.OptLevel = true, "i32", 1
		want := opts.ObjectFilename
		if want == "" {
			want = opts.InputFilename + ".o"
		}
		if out, stderr, code := runOurs(ir, opts); out != "5\n" || code != 0 {
			t.Fatalf("got %q %q %d", out, stderr, code)
		}
		data, err := os.ReadFile(want)
		if err != nil || !bytes.HasPrefix(data, []byte("\x7fELF")) {
			t.Errorf("no object file at %s: %v", want, err)
		}
		// WriteObject (the interpreter's runs) writes the same object
		// without running the program.
		os.Remove(want)
		if err := WriteObject(ir, opts); err != nil {
			t.Fatal(err)
		}
		if data, err := os.ReadFile(want); err != nil || !bytes.HasPrefix(data, []byte("\x7fELF")) {
			t.Errorf("WriteObject: no object file at %s: %v", want, err)
		}
	}
}

// TestOverhead measures the time a run takes beyond compiling the module
// with clang (the same command, timed by itself); the budget is 50 ms.
func TestOverhead(t *testing.T) {
	haveClang(t)
	ir, err := os.ReadFile("testdata/vector_print.ll")
	if err != nil {
		t.Fatal(err)
	}
	clang := mustClang(t)
	if _, err := cachedTools(clang); err != nil { // warm the cache
		t.Fatal(err)
	}
	dir := t.TempDir()
	src := filepath.Join(dir, "m.ll")
	os.WriteFile(src, ir, 0o644)
	// The minimum of several rounds filters out the load of a shared machine.
	const rounds = 7
	clangTime, total := time.Hour, time.Hour
	for range rounds {
		start := time.Now()
		if err := runTool(clang, compileArgs(src, filepath.Join(dir, "m.o"), -1)...); err != nil {
			t.Fatal(err)
		}
		clangTime = min(clangTime, time.Since(start))
		start = time.Now()
		if _, _, code := runOurs(ir, Options{EntryPointResult: "void", OptLevel: -1}); code != 0 {
			t.Fatal("run failed")
		}
		total = min(total, time.Since(start))
	}
	overhead := total - clangTime
	t.Logf("clang %v, run %v, overhead %v per run (minimum of %d)", clangTime, total, overhead, rounds)
	if overhead > 50*time.Millisecond {
		t.Errorf("overhead %v exceeds 50ms", overhead)
	}
}

// TestMissingClang reports a missing compiler as an error before running.
func TestMissingClang(t *testing.T) {
	var stderr bytes.Buffer
	code := Main([]byte("define i32 @main() {\n  ret i32 0\n}\n"), Options{EntryPointResult: "i32", Clang: "/nonexistent/clang-22", Stderr: &stderr, OptLevel: -1})
	if code != 1 || !strings.HasPrefix(stderr.String(), "Error: clang 22 not found: ") {
		t.Errorf("got %d %q", code, stderr.String())
	}
}

// TestReadableLibsSkipsMissing checks that a missing shared library is
// reported as upstream's mlir-runner reports it and left out.
func TestReadableLibsSkipsMissing(t *testing.T) {
	present := filepath.Join(t.TempDir(), "libpresent.so")
	if err := os.WriteFile(present, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	missing := filepath.Join(t.TempDir(), "libmissing.so")
	var stderr strings.Builder
	got := ReadableLibs([]string{missing, present}, &stderr)
	if len(got) != 1 || got[0] != present {
		t.Errorf("ReadableLibs = %v, want [%s]", got, present)
	}
	want := "Failed to create MemoryBuffer for: " + missing + "\nError: No such file or directory\n"
	if stderr.String() != want {
		t.Errorf("stderr = %q, want %q", stderr.String(), want)
	}
}
