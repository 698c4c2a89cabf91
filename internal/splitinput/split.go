// Package splitinput implements mlir-opt's --split-input-file: cutting an
// input buffer into chunks that are processed independently, and joining
// the chunks' outputs. It reproduces upstream MLIR 22's
// mlir::splitAndProcessBuffer, quirks included.
//
// Splitting is textual, not line based: the buffer is cut at every
// occurrence of the marker minus its last two characters ("// ---" for the
// default marker), wherever it occurs in a line. An occurrence followed by
// the marker's last two characters ("--"), by at least one more byte, and
// with that byte not '0' is a split point; the chunk after it starts right
// after the full marker (so it begins with the rest of the marker's line,
// usually just "\n"). Any other occurrence is a "near miss": upstream warns
// about it and does not split there. A marker at the very start of the
// buffer, or right after another split point, leaves an empty chunk, which
// upstream skips without checking the following occurrence, so that
// occurrence's last two characters stay in the next chunk. An empty buffer
// yields no chunk at all.
//
// Upstream processes each chunk with locations in the original file: a
// diagnostic in a chunk reports the line and column it has in the whole
// input, which is what Chunk.Offset, FirstLine and FirstColumn allow a
// parser to reproduce.
package splitinput

import (
	"bytes"

	"github.com/gomlir/gomlir/internal/diagverify"
)

// DefaultMarker is the split marker of --split-input-file without a value
// (or with an empty one), and the default --output-split-marker.
const DefaultMarker = "// -----"

// NearMissMessage is the text of the warning upstream prints for an
// incomplete split marker.
const NearMissMessage = "near miss with file split marker"

// Chunk is one piece of a split buffer.
type Chunk struct {
	// Data is the chunk's text. It aliases the split buffer (with its
	// capacity clipped, so appending to it does not overwrite the rest).
	Data []byte
	// Offset is the byte offset of Data in the original buffer.
	Offset int
	// FirstLine is the 1-based line of the original buffer on which the
	// chunk starts.
	FirstLine int
	// FirstColumn is the 1-based column at which the chunk starts on
	// FirstLine, counted in bytes from the last '\n' or '\r' before it
	// (as llvm::SourceMgr counts columns).
	FirstColumn int
}

// NearMiss is an occurrence of the marker's prefix that is not a complete
// marker.
type NearMiss struct {
	// Offset is the byte offset just after the prefix, where upstream
	// points its warning.
	Offset int
	// Line and Column locate Offset (1-based, as for Chunk).
	Line, Column int
}

// Format renders the warning upstream prints for the near miss, with the
// source line and caret, e.g.
//
//	t.mlir:2:7: warning: near miss with file split marker
//	// ----
//	      ^
//
// file is the buffer name ("-" prints as "<stdin>") and buf the buffer
// that was split.
func (n NearMiss) Format(file string, buf []byte) string {
	return diagverify.FormatAt(file, buf, 0, n.Offset, diagverify.Warning, NearMissMessage)
}

// Split cuts buf at the split markers (DefaultMarker when marker is empty)
// and returns the chunks, ignoring near misses. See SplitWithNearMisses.
func Split(buf []byte, marker string) []Chunk {
	chunks, _ := SplitWithNearMisses(buf, marker)
	return chunks
}

// SplitWithNearMisses cuts buf like Split and also returns the near misses
// upstream warns about (all warnings are printed before any chunk is
// processed).
//
// Markers shorter than three characters behave as upstream's code does for
// them. A one-character marker is both the searched text and the required
// suffix, so it never splits (the text after an occurrence would have to
// start with the marker, which would have been another occurrence): every
// occurrence is a near miss, and as upstream still accounts two characters
// per occurrence, each one shortens the chunk by one byte at its end. With
// a two-character marker upstream loops forever; here the whole (non-empty)
// buffer is returned as a single chunk.
func SplitWithNearMisses(buf []byte, marker string) ([]Chunk, []NearMiss) {
	if marker == "" {
		marker = DefaultMarker
	}
	const checkLen = 2
	prefix := marker
	if len(marker) >= checkLen {
		prefix = marker[:len(marker)-checkLen]
	}
	suffix := marker
	if len(marker) > checkLen {
		suffix = marker[len(marker)-checkLen:]
	}
	if prefix == "" {
		if len(buf) == 0 {
			return nil, nil
		}
		return []Chunk{makeChunk(buf, 0, len(buf))}, nil
	}

	// The pieces between occurrences of prefix, as [start, end) offsets.
	type span struct{ start, end int }
	var raw []span
	pos := 0
	for {
		i := bytes.Index(buf[pos:], []byte(prefix))
		if i < 0 {
			break
		}
		raw = append(raw, span{pos, pos + i})
		pos += i + len(prefix)
	}
	raw = append(raw, span{pos, len(buf)})

	var chunks []Chunk
	var misses []NearMiss
	var prev span
	for _, b := range raw {
		if prev.end == prev.start {
			prev = b
			continue
		}
		piece := buf[b.start:b.end]
		if bytes.HasPrefix(piece, []byte(suffix)) && len(piece) > checkLen && piece[checkLen] != '0' {
			chunks = append(chunks, makeChunk(buf, prev.start, prev.end))
			prev = span{b.start + checkLen, b.end}
			continue
		}
		line, col := lineCol(buf, b.start)
		misses = append(misses, NearMiss{Offset: b.start, Line: line, Column: col})
		// Upstream extends the previous piece by len(marker)-checkLen
		// plus the piece, which is exactly through the piece's end unless
		// the marker is shorter than checkLen.
		end := prev.end + len(marker) - checkLen + (b.end - b.start)
		prev.end = max(prev.start, min(end, len(buf)))
	}
	if prev.end != prev.start {
		chunks = append(chunks, makeChunk(buf, prev.start, prev.end))
	}
	return chunks, misses
}

func makeChunk(buf []byte, start, end int) Chunk {
	line, col := lineCol(buf, start)
	return Chunk{Data: buf[start:end:end], Offset: start, FirstLine: line, FirstColumn: col}
}

// lineCol computes llvm::SourceMgr's 1-based line and column of off.
func lineCol(buf []byte, off int) (line, col int) {
	line = 1 + bytes.Count(buf[:off], []byte{'\n'})
	ls := off
	for ls > 0 && buf[ls-1] != '\n' && buf[ls-1] != '\r' {
		ls--
	}
	return line, off - ls + 1
}

// JoinSeparator returns what mlir-opt writes between the outputs of two
// consecutive chunks for the given --output-split-marker (whose default is
// DefaultMarker): the marker followed by a newline. It is written even
// between chunks whose processing failed and printed nothing. Each chunk's
// printed module already ends in a blank line, so the default output reads
// "...}\n\n// -----\nmodule {...". An empty marker gives "\n".
func JoinSeparator(outputMarker string) string {
	return outputMarker + "\n"
}

// Join concatenates the outputs of the chunks, in order, with
// JoinSeparator(outputMarker) between consecutive ones, as mlir-opt does.
func Join(outputs [][]byte, outputMarker string) []byte {
	sep := JoinSeparator(outputMarker)
	var out []byte
	for i, o := range outputs {
		if i > 0 {
			out = append(out, sep...)
		}
		out = append(out, o...)
	}
	return out
}
