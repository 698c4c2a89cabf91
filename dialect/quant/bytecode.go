package quant

import (
	"math"
	"slices"

	"github.com/gomlir/gomlir/bytecode"
	"github.com/gomlir/gomlir/ir"
)

// The quant dialect's bytecode encoding (upstream's QuantDialectBytecode):
// every type is written field by field after its code; doubles are written
// as 64-bit APFloats.

// Type codes, in upstream's order (0 is reserved).
const (
	codeAny = iota + 1
	codeAnyWithExpressed
	codeCalibrated
	codeUniform
	codeUniformPerAxis
	codeUniformSubChannel
)

// signedFlag is QuantizationFlags::Signed.
const signedFlag = 1

func init() {
	Dialect.Template.Interfaces = append(Dialect.Template.Interfaces, bytecodeIface{})
}

type bytecodeIface struct{}

func (bytecodeIface) WriteAttribute(ir.Attribute, bytecode.Writer) bool { return false }

func (bytecodeIface) ReadAttribute(r *bytecode.Reader) (ir.Attribute, error) {
	r.Fail("unknown attribute code: %d", r.VarInt())
	return nil, nil
}

func (bytecodeIface) WriteType(t ir.Type, w bytecode.Writer) bool {
	switch t := t.(type) {
	case *AnyQuantizedType:
		if t.ExpressedType == nil {
			w.VarInt(codeAny)
			writeStorageHead(w, t.Storage, nil)
		} else {
			w.VarInt(codeAnyWithExpressed)
			writeStorageHead(w, t.Storage, t.ExpressedType)
		}
		writeRange(w, t.Storage)
	case *CalibratedQuantizedType:
		w.VarInt(codeCalibrated)
		w.Type(t.ExpressedType)
		writeDouble(w, t.Min)
		writeDouble(w, t.Max)
	case *UniformQuantizedType:
		w.VarInt(codeUniform)
		writeStorageHead(w, t.Storage, t.ExpressedType)
		writeDouble(w, t.Scale)
		w.SignedVarInt(t.ZeroPoint)
		writeRange(w, t.Storage)
	case *UniformQuantizedPerAxisType:
		w.VarInt(codeUniformPerAxis)
		writeStorageHead(w, t.Storage, t.ExpressedType)
		w.VarInt(uint64(t.Dim))
		writeRange(w, t.Storage)
		w.VarInt(uint64(len(t.Scales)))
		for _, s := range t.Scales {
			writeDouble(w, s)
		}
		writeSignedList(w, t.ZeroPoints)
	case *UniformQuantizedSubChannelType:
		w.VarInt(codeUniformSubChannel)
		writeStorageHead(w, t.Storage, t.ExpressedType)
		writeRange(w, t.Storage)
		dims, sizes := make([]int64, len(t.Blocks)), make([]int64, len(t.Blocks))
		for i, b := range t.Blocks {
			dims[i], sizes[i] = b.Dim, b.Size
		}
		writeSignedList(w, dims)
		writeSignedList(w, sizes)
		scales, zeros := subChannelParams(w.Ctx(), t)
		w.Attribute(scales)
		w.Attribute(zeros)
	default:
		return false
	}
	return true
}

func (bytecodeIface) ReadType(r *bytecode.Reader) (ir.Type, error) {
	ctx := r.Ctx()
	switch code := r.VarInt(); code {
	case codeAny, codeAnyWithExpressed:
		s, expressed := readStorageHead(r, code == codeAnyWithExpressed)
		readRange(r, &s)
		return Any(ctx, s, expressed), nil
	case codeCalibrated:
		expressed := r.Type()
		lo := readDouble(r)
		return Calibrated(ctx, expressed, lo, readDouble(r)), nil
	case codeUniform:
		s, expressed := readStorageHead(r, true)
		scale := readDouble(r)
		zero := r.SignedVarInt()
		readRange(r, &s)
		return Uniform(ctx, s, expressed, scale, zero), nil
	case codeUniformPerAxis:
		s, expressed := readStorageHead(r, true)
		dim := int64(r.VarInt())
		readRange(r, &s)
		scales := make([]float64, r.Count())
		for i := range scales {
			scales[i] = readDouble(r)
		}
		return UniformPerAxis(ctx, s, expressed, scales, readSignedList(r), dim), nil
	case codeUniformSubChannel:
		s, expressed := readStorageHead(r, true)
		readRange(r, &s)
		dims, sizes := readSignedList(r), readSignedList(r)
		if len(dims) != len(sizes) {
			r.Fail("mismatched quantized dimensions and block sizes")
		}
		blocks := make([]BlockSize, len(dims))
		for i := range blocks {
			blocks[i] = BlockSize{dims[i], sizes[i]}
		}
		scales, ok1 := r.Attribute().(*ir.DenseElementsAttr)
		zeros, ok2 := r.Attribute().(*ir.DenseElementsAttr)
		if !ok1 || !ok2 || !slices.Equal(scales.Type.Dims(), zeros.Type.Dims()) {
			r.Fail("expected dense elements of one shape for the scales and zero points")
		}
		n := scales.NumElements()
		bits, zs := make([]ir.APInt, n), make([]int64, n)
		for i := range n {
			bits[i] = scales.BitsAt(i)
			zs[i] = zeros.IntAt(i).Int64()
		}
		return UniformSubChannel(ctx, s, expressed, blocks, scales.Type.Dims(), bits, zs), nil
	default:
		r.Fail("unknown type code: %d", code)
	}
	return nil, nil
}

// writeStorageHead writes the flags, the storage type and the expressed
// type (unless nil).
func writeStorageHead(w bytecode.Writer, s Storage, expressed ir.Type) {
	var flags uint64
	if s.Signed {
		flags = signedFlag
	}
	w.VarInt(flags)
	w.Type(s.Type)
	if expressed != nil {
		w.Type(expressed)
	}
}

func readStorageHead(r *bytecode.Reader, withExpressed bool) (Storage, ir.Type) {
	s := Storage{Signed: r.VarInt()&signedFlag != 0, Type: r.Type()}
	var expressed ir.Type
	if withExpressed {
		expressed = r.Type()
	}
	return s, expressed
}

func writeRange(w bytecode.Writer, s Storage) {
	w.SignedVarInt(s.Min)
	w.SignedVarInt(s.Max)
}

func readRange(r *bytecode.Reader, s *Storage) {
	s.Min = r.SignedVarInt()
	s.Max = r.SignedVarInt()
}

func writeDouble(w bytecode.Writer, v float64) { w.APInt([]uint64{math.Float64bits(v)}, 64) }

func readDouble(r *bytecode.Reader) float64 { return math.Float64frombits(r.APInt(64)[0]) }

func writeSignedList(w bytecode.Writer, vals []int64) {
	w.VarInt(uint64(len(vals)))
	for _, v := range vals {
		w.SignedVarInt(v)
	}
}

func readSignedList(r *bytecode.Reader) []int64 {
	vals := make([]int64, r.Count())
	for i := range vals {
		vals[i] = r.SignedVarInt()
	}
	return vals
}

// subChannelParams returns the scales (expressed type) and zero points
// (storage type) of a sub-channel type as dense tensors of its parameter
// shape, as upstream holds them.
func subChannelParams(ctx *ir.Context, t *UniformQuantizedSubChannelType) (scales, zeros *ir.DenseElementsAttr) {
	sb, zb := ir.ElementBytes(t.ExpressedType), ir.ElementBytes(t.Storage.Type)
	sdata, zdata := make([]byte, sb*len(t.Scales)), make([]byte, zb*len(t.ZeroPoints))
	for i, s := range t.Scales {
		ir.BitsToRaw(sdata[i*sb:(i+1)*sb], s)
	}
	for i, z := range t.ZeroPoints {
		ir.BitsToRaw(zdata[i*zb:(i+1)*zb], ir.APInt{Lo: uint64(z)})
	}
	scales = ctx.DenseElementsAttr(ctx.RankedTensorType(t.Shape, t.ExpressedType, nil), sdata, false)
	zeros = ctx.DenseElementsAttr(ctx.RankedTensorType(t.Shape, t.Storage.Type, nil), zdata, false)
	return scales, zeros
}
