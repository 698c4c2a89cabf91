package optmain

import (
	"os"
	"syscall"
)

// mapThreshold is the input size from which the input is mapped instead of
// read: it then stays out of the collected heap, whose growth target (and
// so peak memory) it would otherwise raise by GOGC percent of its size.
const mapThreshold = 1 << 20

// readInput returns the contents of the file at path and a function that
// releases them, to call when nothing refers to them anymore (strings the
// parser made without copying included). Large regular files are mapped
// read-only, as upstream's MemoryBuffer does.
func readInput(path string) ([]byte, func(), error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	if fi, err := f.Stat(); err == nil && fi.Mode().IsRegular() && fi.Size() >= mapThreshold && int64(int(fi.Size())) == fi.Size() {
		buf, err := syscall.Mmap(int(f.Fd()), 0, int(fi.Size()), syscall.PROT_READ, syscall.MAP_PRIVATE|syscall.MAP_POPULATE)
		if err == nil {
			return buf, func() { syscall.Munmap(buf) }, nil
		}
	}
	buf, err := os.ReadFile(path)
	return buf, func() {}, err
}
