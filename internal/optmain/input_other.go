//go:build !linux

package optmain

import "os"

// readInput returns the contents of the file at path, a function that
// releases them and one that lets the system drop them from memory (both
// do nothing here).
func readInput(path string) (buf []byte, release, evict func(), err error) {
	buf, err = os.ReadFile(path)
	return buf, func() {}, func() {}, err
}
