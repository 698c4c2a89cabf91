package bytecode

// Reader is what dialect decoders read through.
type Reader struct{}
