package splitinput

import (
	"bytes"
	"strings"
	"testing"
)

type wantChunk struct {
	data      string
	off       int
	line, col int
}

// TestSplit checks chunk boundaries and near misses. The behaviour was
// established by running mlir-opt 22 --split-input-file[=MARKER] on each
// input: its near-miss warnings (recorded verbatim in wantWarn), the
// positions of its diagnostics and, with -mlir-print-debuginfo, the
// locations of the chunks' implicit modules (a chunk after a split point
// gets loc("file":FirstLine:FirstColumn)); chunk outputs were also
// compared with running mlir-opt on each chunk alone.
func TestSplit(t *testing.T) {
	const a, b = `"t.a"() : () -> ()`, `"t.b"() : () -> ()`
	tests := []struct {
		name     string
		marker   string
		in       string
		chunks   []wantChunk
		wantWarn string // near-miss warnings for file "t.mlir"
	}{
		{
			name:   "basic",
			in:     a + "\n// -----\n" + b + "\n",
			chunks: []wantChunk{{a + "\n", 0, 1, 1}, {"\n" + b + "\n", 27, 2, 9}},
		},
		{
			name:     "four dashes is a near miss",
			in:       a + "\n// ----\n" + b + "\n",
			chunks:   []wantChunk{{a + "\n// ----\n" + b + "\n", 0, 1, 1}},
			wantWarn: "t.mlir:2:7: warning: near miss with file split marker\n// ----\n      ^\n",
		},
		{
			name: "six dashes splits, leaving a dash in the next chunk",
			in:   a + "\n// ------\n" + b + "\n",
			// mlir-opt: t.mlir:2:9: error: expected operation name in quotes
			chunks: []wantChunk{{a + "\n", 0, 1, 1}, {"-\n" + b + "\n", 27, 2, 9}},
		},
		{
			name:     "a 0 after the marker is a near miss (upstream checks for '0', not '-')",
			in:       a + "\n// -----0\n" + b + "\n",
			chunks:   []wantChunk{{a + "\n// -----0\n" + b + "\n", 0, 1, 1}},
			wantWarn: "t.mlir:2:7: warning: near miss with file split marker\n// -----0\n      ^\n",
		},
		{
			name:     "marker at end of buffer is a near miss",
			in:       a + "\n// -----",
			chunks:   []wantChunk{{a + "\n// -----", 0, 1, 1}},
			wantWarn: "t.mlir:2:7: warning: near miss with file split marker\n// -----\n      ^\n",
		},
		{
			name:   "marker in the middle of a line",
			in:     a + " // -----\n" + b + "\n",
			chunks: []wantChunk{{a + " ", 0, 1, 1}, {"\n" + b + "\n", 27, 1, 28}},
		},
		{
			name: "text after the marker stays in the next chunk",
			in:   a + "\n// ----- " + b + "\n",
			// mlir-opt reports an error in the second chunk at t.mlir:2:16.
			chunks: []wantChunk{{a + "\n", 0, 1, 1}, {" " + b + "\n", 27, 2, 9}},
		},
		{
			name: "leading marker is not consumed",
			in:   "// -----\n" + a + "\n",
			// mlir-opt: t.mlir:1:7: error: expected operation name in quotes
			chunks: []wantChunk{{"--\n" + a + "\n", 6, 1, 7}},
		},
		{
			name:     "a marker right after a marker is a near miss",
			in:       "x// -----// -----y",
			chunks:   []wantChunk{{"x// -----", 0, 1, 1}, {"y", 17, 1, 18}},
			wantWarn: "t.mlir:1:8: warning: near miss with file split marker\nx// -----// -----y\n       ^\n",
		},
		{
			name:   "after an empty first chunk the next occurrence is not checked",
			in:     "// -----// -----y",
			chunks: []wantChunk{{"--", 6, 1, 7}, {"y", 16, 1, 17}},
		},
		{
			name: "empty buffer has no chunk",
			in:   "",
		},
		{
			name: "lone marker prefix has no chunk",
			in:   "// ---",
		},
		{
			name:   "lone marker",
			in:     "// -----\n",
			chunks: []wantChunk{{"--\n", 6, 1, 7}},
		},
		{
			name:   "custom marker",
			marker: "#### SPLIT",
			in:     a + "\n#### SPLIT\n" + b + "\n",
			chunks: []wantChunk{{a + "\n", 0, 1, 1}, {"\n" + b + "\n", 29, 2, 11}},
		},
		{
			name:     "custom marker near miss",
			marker:   "#### SPLIT",
			in:       a + "\n#### SPL\n" + b + "\n",
			chunks:   []wantChunk{{a + "\n#### SPL\n" + b + "\n", 0, 1, 1}},
			wantWarn: "t.mlir:2:9: warning: near miss with file split marker\n#### SPL\n        ^\n",
		},
		{
			name:   "default marker is not special with a custom marker",
			marker: "#### SPLIT",
			in:     a + "\n// -----\n" + b + "\n",
			chunks: []wantChunk{{a + "\n// -----\n" + b + "\n", 0, 1, 1}},
		},
		{
			name:   "one-character marker: each near miss drops a byte from the chunk's end",
			marker: "Z",
			in:     `"t.a"() {x = "Z", y = "Z"} : () -> ()` + "\n",
			// mlir-opt: t.mlir:1:34: error: expected non-function type
			chunks: []wantChunk{{`"t.a"() {x = "Z", y = "Z"} : () ->`, 0, 1, 1}},
			wantWarn: "t.mlir:1:16: warning: near miss with file split marker\n\"t.a\"() {x = \"Z\", y = \"Z\"} : () -> ()\n               ^\n" +
				"t.mlir:1:25: warning: near miss with file split marker\n\"t.a\"() {x = \"Z\", y = \"Z\"} : () -> ()\n                        ^\n",
		},
		{
			// The piece after an occurrence would have to start with the
			// marker itself, which would have been cut off: a
			// one-character marker never splits.
			name:   "one-character marker never splits",
			marker: "Z",
			in:     a + "\nZZ\n" + b + "\n",
			chunks: []wantChunk{{a + "\nZZ\n" + `"t.b"() : () ->`, 0, 1, 1}},
			wantWarn: "t.mlir:2:2: warning: near miss with file split marker\nZZ\n ^\n" +
				"t.mlir:2:3: warning: near miss with file split marker\nZZ\n  ^\n",
		},
		{
			name:   "two-character marker (upstream loops forever) is not split",
			marker: "ab",
			in:     "xab\n",
			chunks: []wantChunk{{"xab\n", 0, 1, 1}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			buf := []byte(tt.in)
			chunks, misses := SplitWithNearMisses(buf, tt.marker)
			if len(chunks) != len(tt.chunks) {
				t.Fatalf("got %d chunks %q, want %d", len(chunks), chunkStrings(chunks), len(tt.chunks))
			}
			for i, c := range chunks {
				w := tt.chunks[i]
				if string(c.Data) != w.data || c.Offset != w.off || c.FirstLine != w.line || c.FirstColumn != w.col {
					t.Errorf("chunk %d = {%q %d %d:%d}, want {%q %d %d:%d}", i,
						c.Data, c.Offset, c.FirstLine, c.FirstColumn, w.data, w.off, w.line, w.col)
				}
				if !bytes.Equal(buf[c.Offset:c.Offset+len(c.Data)], c.Data) {
					t.Errorf("chunk %d does not alias the buffer at its offset", i)
				}
			}
			var warn strings.Builder
			for _, m := range misses {
				warn.WriteString(m.Format("t.mlir", buf))
			}
			if warn.String() != tt.wantWarn {
				t.Errorf("warnings:\n%s\nwant:\n%s", warn.String(), tt.wantWarn)
			}
			if got := Split(buf, tt.marker); len(got) != len(chunks) {
				t.Errorf("Split returned %d chunks, SplitWithNearMisses %d", len(got), len(chunks))
			}
		})
	}
}

func chunkStrings(cs []Chunk) []string {
	var out []string
	for _, c := range cs {
		out = append(out, string(c.Data))
	}
	return out
}

// TestNearMissPosition checks the Line/Column fields.
func TestNearMissPosition(t *testing.T) {
	_, misses := SplitWithNearMisses([]byte("a\n\tb // ----\n"), "")
	if len(misses) != 1 {
		t.Fatalf("got %d near misses", len(misses))
	}
	if m := misses[0]; m.Offset != 11 || m.Line != 2 || m.Column != 10 {
		t.Errorf("got %+v", m)
	}
	// Tabs are expanded in the echoed line, as llvm::SourceMgr does
	// (recorded from mlir-opt 22 reading the same input on stdin).
	want := "<stdin>:2:10: warning: near miss with file split marker\n        b // ----\n                ^\n"
	if got := misses[0].Format("-", []byte("a\n\tb // ----\n")); got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestChunkCapacity checks that appending to a chunk does not clobber the
// following text.
func TestChunkCapacity(t *testing.T) {
	buf := []byte("a\n// -----\nb\n")
	chunks := Split(buf, "")
	_ = append(chunks[0].Data, 'X')
	if string(buf) != "a\n// -----\nb\n" {
		t.Errorf("buffer modified: %q", buf)
	}
}

// TestJoin checks the separator between chunk outputs. The expected bytes
// are the stdout of
//
//	printf '"t.a"() : () -> ()\n// -----\n"t.b"() : () -> ()\n' |
//	  mlir-opt --allow-unregistered-dialect --split-input-file [--output-split-marker=M]
//
// (mlir 22), whose per-chunk outputs are "module {\n  <op>\n}\n\n".
func TestJoin(t *testing.T) {
	outs := [][]byte{
		[]byte("module {\n  \"t.a\"() : () -> ()\n}\n\n"),
		[]byte("module {\n  \"t.b\"() : () -> ()\n}\n\n"),
	}
	tests := []struct{ marker, want string }{
		{DefaultMarker, "module {\n  \"t.a\"() : () -> ()\n}\n\n// -----\nmodule {\n  \"t.b\"() : () -> ()\n}\n\n"},
		{"XX", "module {\n  \"t.a\"() : () -> ()\n}\n\nXX\nmodule {\n  \"t.b\"() : () -> ()\n}\n\n"},
		{"", "module {\n  \"t.a\"() : () -> ()\n}\n\n\nmodule {\n  \"t.b\"() : () -> ()\n}\n\n"},
	}
	for _, tt := range tests {
		if got := string(Join(outs, tt.marker)); got != tt.want {
			t.Errorf("Join(%q) = %q, want %q", tt.marker, got, tt.want)
		}
	}
	// A failing chunk prints nothing, but the separator is still written:
	// mlir-opt prints "// -----\n" alone for two chunks that both fail.
	if got := string(Join([][]byte{nil, nil}, DefaultMarker)); got != "// -----\n" {
		t.Errorf("Join of empty outputs = %q", got)
	}
	if got := JoinSeparator(DefaultMarker); got != "// -----\n" {
		t.Errorf("JoinSeparator = %q", got)
	}
	if got := Join(nil, DefaultMarker); len(got) != 0 {
		t.Errorf("Join(nil) = %q", got)
	}
}
