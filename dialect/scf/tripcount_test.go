package scf_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/internal/optmain"
)

// TestStaticTripCount checks scf.for trip counts (as upstream's
// constantTripCount: signed and unsigned loops, wrapping differences,
// zero and negative steps, `lb + c` upper bounds with no-wrap flags)
// through -test-scf-for-utils, which annotates each loop.
func TestStaticTripCount(t *testing.T) {
	for _, c := range []struct {
		name, decls, loop, want string
	}{
		{"index", "%lb = arith.constant 0 : index\n%ub = arith.constant 10 : index\n%s = arith.constant 3 : index", "%lb to %ub step %s", "4 : i64"},
		{"empty", "%lb = arith.constant 5 : index\n%ub = arith.constant 5 : index\n%s = arith.constant 1 : index", "%lb to %ub step %s", "0 : i64"},
		{"reversed", "%lb = arith.constant 7 : i32\n%ub = arith.constant 5 : i32\n%s = arith.constant 1 : i32", "%lb to %ub step %s : i32", "0 : i32"},
		{"negative step", "%lb = arith.constant 0 : i8\n%ub = arith.constant 5 : i8\n%s = arith.constant -1 : i8", "%lb to %ub step %s : i8", "0 : i8"},
		{"zero step", "%lb = arith.constant 0 : i8\n%ub = arith.constant 5 : i8\n%s = arith.constant 0 : i8", "%lb to %ub step %s : i8", "0 : i8"},
		{"unsigned", "%lb = arith.constant 0 : i8\n%ub = arith.constant -1 : i8\n%s = arith.constant 100 : i8", "unsigned %lb to %ub step %s : i8", "3 : i8"},
		{"signed wrap", "%lb = arith.constant -128 : i8\n%ub = arith.constant 127 : i8\n%s = arith.constant 1 : i8", "%lb to %ub step %s : i8", "0 : i8"},
		{"dynamic step", "%lb = arith.constant 0 : index\n%ub = arith.constant 10 : index\n%s = \"test.s\"() : () -> index", "%lb to %ub step %s", "\"none\""},
		{"lb plus nsw", "%lb = \"test.lb\"() : () -> i32\n%c = arith.constant 16 : i32\n%ub = arith.addi %lb, %c overflow<nsw> : i32\n%s = arith.constant 4 : i32", "%lb to %ub step %s : i32", "4 : i32"},
		{"lb plus wraps", "%lb = \"test.lb\"() : () -> i32\n%c = arith.constant 16 : i32\n%ub = arith.addi %lb, %c : i32\n%s = arith.constant 4 : i32", "%lb to %ub step %s : i32", "\"none\""},
		{"lb plus nuw unsigned", "%lb = \"test.lb\"() : () -> i32\n%c = arith.constant 15 : i32\n%ub = arith.addi %lb, %c overflow<nuw> : i32\n%s = arith.constant 4 : i32", "unsigned %lb to %ub step %s : i32", "4 : i32"},
		{"c plus lb", "%lb = \"test.lb\"() : () -> i32\n%c = arith.constant 15 : i32\n%ub = arith.addi %c, %lb overflow<nuw> : i32\n%s = arith.constant 4 : i32", "unsigned %lb to %ub step %s : i32", "\"none\""},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := "func.func @f() {\n" + c.decls + "\nscf.for %i = " + c.loop + " {\n}\nreturn\n}\n"
			src = strings.Replace(src, "scf.for %i = unsigned ", "scf.for unsigned %i = ", 1)
			path := filepath.Join(t.TempDir(), "in.mlir")
			if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
				t.Fatal(err)
			}
			var out, errs bytes.Buffer
			if code := optmain.Main([]string{"--allow-unregistered-dialect", "--test-scf-for-utils", path}, nil, &out, &errs); code != 0 {
				t.Fatalf("exit %d: %s", code, errs.String())
			}
			want := `{"test.trip-count" = ` + c.want + "}"
			if !strings.Contains(out.String(), want) {
				t.Errorf("want %s in\n%s", want, out.String())
			}
		})
	}
}
