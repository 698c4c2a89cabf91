//go:build !linux

package optmain

import "os"

// readInput returns the contents of the file at path and a function that
// releases them, to call when nothing refers to them anymore.
func readInput(path string) ([]byte, func(), error) {
	buf, err := os.ReadFile(path)
	return buf, func() {}, err
}
