package optmain

// mapThreshold is the input size from which the input is mapped instead of
// read where the system allows it: it then stays out of the collected
// heap, whose growth target (and so peak memory) it would otherwise raise
// by GOGC percent of its size.
const mapThreshold = 1 << 20
