package apfloat

import (
	"math"
	"testing"
)

var benchSink string

func benchFormat(b *testing.B, s *Semantics, vals []float64) {
	bits := make([]Bits, len(vals))
	for i, v := range vals {
		bits[i] = s.FromFloat64(v)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		benchSink = s.FormatMLIR(bits[i%len(bits)])
	}
}

// Typical constants: short decimals that print in the 6-digit form.
var simpleVals = []float64{0, 1, -1, 0.5, 2, 0.1, 3.5, 100, 1e-3, 0.25, 42, -7.5, 1e10, 0.2}

// Values that need the longer default form (or hex).
var longVals = []float64{math.Pi, math.E, 1.0 / 3, 3.14159265, 123456789.123, 1e-300 / 7, 6.02214076e23 / 3, math.Sqrt2}

func BenchmarkFormatMLIRF64Simple(b *testing.B) { benchFormat(b, F64, simpleVals) }
func BenchmarkFormatMLIRF64Long(b *testing.B)   { benchFormat(b, F64, longVals) }
func BenchmarkFormatMLIRF32Simple(b *testing.B) { benchFormat(b, F32, simpleVals) }
func BenchmarkFormatMLIRF32Long(b *testing.B)   { benchFormat(b, F32, longVals) }
func BenchmarkFormatMLIRF16(b *testing.B)       { benchFormat(b, F16, append(simpleVals, longVals...)) }
func BenchmarkFormatMLIRBF16(b *testing.B)      { benchFormat(b, BF16, append(simpleVals, longVals...)) }
func BenchmarkFormatMLIRF128(b *testing.B)      { benchFormat(b, F128, append(simpleVals, longVals...)) }

func BenchmarkParseDecimalF64(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		F64.ParseDecimal("3.141593e+00")
	}
}

func BenchmarkParseDecimalF16(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		F16.ParseDecimal("9.997550e-02")
	}
}
