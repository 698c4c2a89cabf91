package asm

// ParseRangeMode exposes parseRange to the tests: it parses with or
// without deferring bodies and tells whether a parallel parse gave up.
var ParseRangeMode = parseRange

// MatchBrace exposes matchBrace.
var MatchBrace = matchBrace
