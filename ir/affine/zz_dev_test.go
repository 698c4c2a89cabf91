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
		s, err := parseLikeAttribute(c, cs[0], cs[1])
		if err != nil {
			out = append(out, map[string]any{"errs": [][]any{{err.Offset, err.Msg}}})
		} else {
			out = append(out, map[string]any{"ok": s})
		}
	}
	b, _ := json.Marshal(out)
	os.WriteFile(os.Getenv("AFFINE_OUT"), b, 0o644)
}
