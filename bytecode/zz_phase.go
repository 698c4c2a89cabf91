package bytecode

import (
	"fmt"
	"os"
	"syscall"
	"time"
)

var phaseOn = os.Getenv("BCPHASE") != ""
var phaseT time.Time
var phaseC time.Duration

func pcpu() time.Duration {
	var r syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &r)
	return time.Duration(r.Utime.Nano() + r.Stime.Nano())
}

func phase(name string) {
	if !phaseOn {
		return
	}
	now := time.Now()
	c := pcpu()
	if name != "" {
		fmt.Fprintf(os.Stderr, "  %-14s %6.1f ms  cpu %6.1f\n", name, float64(now.Sub(phaseT).Microseconds())/1000, float64((c-phaseC).Microseconds())/1000)
	}
	phaseT = now
	phaseC = c
}
