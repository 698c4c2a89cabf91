package runner

import (
	"bytes"
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
)

//go:embed csrc/runner_utils.c
var runtimeSource []byte

//go:embed csrc/driver.c
var driverSource []byte

// toolSet locates the cached runtime-support library and driver, and the
// linker and libgcc of clang's toolchain.
type toolSet struct {
	runtime string // libgomlir_runner_utils.so
	driver  string // the driver executable
	linker  string // clang -print-prog-name=ld
	libgcc  string // clang -print-libgcc-file-name
}

// cachedTools returns the runtime-support library and driver built by
// clang, compiling them into the user cache directory when the cache has no
// build for this clang (path, size and time) and these sources.
func cachedTools(clang string) (*toolSet, error) {
	info, err := os.Stat(clang)
	if err != nil {
		return nil, &Error{Msg: "clang 22 not found: " + err.Error()}
	}
	h := sha256.New()
	fmt.Fprintf(h, "%s\x00%d\x00%d\x00", clang, info.Size(), info.ModTime().UnixNano())
	h.Write(runtimeSource)
	h.Write([]byte{0})
	h.Write(driverSource)
	base, err := os.UserCacheDir()
	if err != nil {
		base = os.TempDir()
	}
	dir := filepath.Join(base, "gomlir", "runner-"+hex.EncodeToString(h.Sum(nil))[:16])
	tools := &toolSet{
		runtime: filepath.Join(dir, "libgomlir_runner_utils.so"),
		driver:  filepath.Join(dir, "gomlir-runner-driver"),
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	if err := buildOnce(clang, dir, tools.runtime, "runner_utils.c", runtimeSource,
		"-shared", "-fPIC", "-O2", "-lm"); err != nil {
		return nil, err
	}
	// The driver provides the C and math libraries to the modules it loads.
	if err := buildOnce(clang, dir, tools.driver, "driver.c", driverSource,
		"-O2", "-Wl,--no-as-needed", "-lm", "-ldl"); err != nil {
		return nil, err
	}
	toolchain := filepath.Join(dir, "toolchain")
	data, err := os.ReadFile(toolchain)
	if err != nil {
		data, err = queryToolchain(clang, toolchain)
		if err != nil {
			return nil, err
		}
	}
	paths := strings.Split(strings.TrimSpace(string(data)), "\n")
	if len(paths) != 2 {
		return nil, fmt.Errorf("damaged runner cache file %s", toolchain)
	}
	tools.linker, tools.libgcc = paths[0], paths[1]
	return tools, nil
}

// queryToolchain asks clang for its linker and libgcc and records them in
// file.
func queryToolchain(clang, file string) ([]byte, error) {
	var data []byte
	for _, q := range []string{"-print-prog-name=ld", "-print-libgcc-file-name"} {
		out, err := exec.Command(clang, q).Output()
		if err != nil {
			return nil, &Error{Msg: "clang " + q + ": " + err.Error()}
		}
		data = append(data, bytes.TrimSpace(out)...)
		data = append(data, '\n')
	}
	tmp := file + ".tmp" + strconv.Itoa(os.Getpid())
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return nil, err
	}
	return data, os.Rename(tmp, file)
}

// buildOnce compiles source into out unless out exists; the result appears
// under its name atomically, so concurrent runs never see a partial file.
func buildOnce(clang, dir, out, name string, source []byte, flags ...string) error {
	if _, err := os.Stat(out); err == nil {
		return nil
	}
	tmp, err := os.MkdirTemp(dir, "build-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	src := filepath.Join(tmp, name)
	if err := os.WriteFile(src, source, 0o644); err != nil {
		return err
	}
	built := filepath.Join(tmp, filepath.Base(out))
	args := append([]string{src, "-o", built}, flags...)
	if err := runTool(clang, args...); err != nil {
		return err
	}
	return os.Rename(built, out)
}
