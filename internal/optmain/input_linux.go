package optmain

import (
	"os"
	"syscall"
)

// readInput returns the contents of the file at path, a function that
// releases them, to call when nothing refers to them anymore (strings the
// parser made without copying included), and one that lets the system drop
// them from memory until they are read again (once they are parsed). Large
// regular files are mapped read-only, as upstream's MemoryBuffer does.
func readInput(path string) (buf []byte, release, evict func(), err error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, nil, err
	}
	defer f.Close()
	if fi, err := f.Stat(); err == nil && fi.Mode().IsRegular() && fi.Size() >= mapThreshold && int64(int(fi.Size())) == fi.Size() {
		buf, err := syscall.Mmap(int(f.Fd()), 0, int(fi.Size()), syscall.PROT_READ, syscall.MAP_PRIVATE|syscall.MAP_POPULATE)
		if err == nil {
			return buf, func() { syscall.Munmap(buf) }, func() { syscall.Madvise(buf, syscall.MADV_DONTNEED) }, nil
		}
	}
	buf, err = os.ReadFile(path)
	return buf, func() {}, func() {}, err
}
