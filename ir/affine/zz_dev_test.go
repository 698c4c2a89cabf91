package affine

import (
	"encoding/json"
	"os"
	"testing"
)

func TestDevCases(t *testing.T) {
	in := os.Getenv("AFFINE_CASES")
	if in == "" {
		t.Skip()
	}
	data, _ := os.ReadFile(in)
	var cases [][2]string
	json.Unmarshal(data, &cases)
	c := newInterner()
	var out []map[string]any
	for _, cs := range cases {
		src := []byte(cs[1] + ">} : () -> ()\n")
		var s string
		var err *ParseError
		var n int
		if cs[0] == "map" || cs[0] == "simp" {
			m, k, e := ParseMap(c, src)
			err, n = e, k
			if m != nil {
				if cs[0] == "simp" {
					m = SimplifyAffineMap(c, m)
				}
				s = m.String()
			}
		} else {
			m, k, e := ParseSet(c, src)
			err, n = e, k
			if m != nil {
				s = m.String()
			}
		}
		if err == nil {
			l := lexer{src: src, pos: n}
			if t := l.next(); t.kind != tGreater {
				what := "affine map"
				if cs[0] == "set" {
					what = "integer set"
				}
				off := t.start
				for off > 0 && (src[off-1] == ' ' || src[off-1] == '\t') {
					off--
				}
				err = &ParseError{off, "expected '>' in " + what}
			}
		}
		if err != nil {
			out = append(out, map[string]any{"errs": [][]any{{err.Offset, err.Msg}}})
		} else {
			out = append(out, map[string]any{"ok": s})
		}
	}
	b, _ := json.Marshal(out)
	os.WriteFile(os.Getenv("AFFINE_OUT"), b, 0o644)
}
