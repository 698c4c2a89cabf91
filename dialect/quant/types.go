package quant

import (
	"encoding/binary"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/ir"
)

// maxStorageBits is QuantizedType::MaxStorageBits.
const maxStorageBits = 32

// Storage describes the storage of a quantized type: the integer type,
// whether it is signed, and its value range.
type Storage struct {
	Type     ir.Type
	Signed   bool
	Min, Max int64
}

// QuantizedType is implemented by the quant dialect's types (upstream's
// QuantizedType base class).
type QuantizedType interface {
	ir.Type
	// StorageInfo returns the storage of the type.
	StorageInfo() Storage
	// Expressed returns the expressed (float) type, nil when absent.
	Expressed() ir.Type
}

// AnyQuantizedType is `!quant.any<storage(:expressed)?>`.
type AnyQuantizedType struct {
	ir.TypeBase
	Storage
	ExpressedType ir.Type
}

// UniformQuantizedType is `!quant.uniform<storage:expressed, scale(:zero)?>`:
// per-layer affine quantization.
type UniformQuantizedType struct {
	ir.TypeBase
	Storage
	ExpressedType ir.Type
	Scale         float64
	ZeroPoint     int64
}

// UniformQuantizedPerAxisType is
// `!quant.uniform<storage:expressed:dim, {scale(:zero)?, ...}>`: affine
// quantization with parameters per slice along a dimension.
type UniformQuantizedPerAxisType struct {
	ir.TypeBase
	Storage
	ExpressedType ir.Type
	Scales        []float64
	ZeroPoints    []int64
	Dim           int64
}

// BlockSize is a quantized dimension of a sub-channel type and the size
// of its blocks.
type BlockSize struct {
	Dim  int64
	Size int64
}

// UniformQuantizedSubChannelType is
// `!quant.uniform<storage:expressed:{dim:block, ...}, {{scale(:zero)?, ...}, ...}>`:
// affine quantization with parameters per block of the quantized
// dimensions. Scales are values of the expressed type (Bits), zero points
// values of the storage width; both are laid out row-major in Shape.
type UniformQuantizedSubChannelType struct {
	ir.TypeBase
	Storage
	ExpressedType ir.Type
	Blocks        []BlockSize
	Shape         []int64
	Scales        []ir.APInt
	ZeroPoints    []int64
}

// CalibratedQuantizedType is `!quant.calibrated<expressed<min:max>>`.
type CalibratedQuantizedType struct {
	ir.TypeBase
	ExpressedType ir.Type
	Min, Max      float64
}

// DialectName returns "quant".
func (*AnyQuantizedType) DialectName() string { return "quant" }

// DialectName returns "quant".
func (*UniformQuantizedType) DialectName() string { return "quant" }

// DialectName returns "quant".
func (*UniformQuantizedPerAxisType) DialectName() string { return "quant" }

// DialectName returns "quant".
func (*UniformQuantizedSubChannelType) DialectName() string { return "quant" }

// DialectName returns "quant".
func (*CalibratedQuantizedType) DialectName() string { return "quant" }

// StorageInfo returns the storage of the type.
func (s Storage) StorageInfo() Storage { return s }

// StorageInfo returns no storage: calibrated types have none.
func (*CalibratedQuantizedType) StorageInfo() Storage { return Storage{} }

// Expressed returns the expressed type.
func (t *AnyQuantizedType) Expressed() ir.Type { return t.ExpressedType }

// Expressed returns the expressed type.
func (t *UniformQuantizedType) Expressed() ir.Type { return t.ExpressedType }

// Expressed returns the expressed type.
func (t *UniformQuantizedPerAxisType) Expressed() ir.Type { return t.ExpressedType }

// Expressed returns the expressed type.
func (t *UniformQuantizedSubChannelType) Expressed() ir.Type { return t.ExpressedType }

// Expressed returns the expressed type.
func (t *CalibratedQuantizedType) Expressed() ir.Type { return t.ExpressedType }

// key appends the storage and expressed type to a uniquing key.
func (s Storage) key(k []byte, expressed ir.Type) []byte {
	k = binary.LittleEndian.AppendUint64(k, ir.TypeID(s.Type))
	if s.Signed {
		k = append(k, 1)
	} else {
		k = append(k, 0)
	}
	k = binary.LittleEndian.AppendUint64(k, uint64(s.Min))
	k = binary.LittleEndian.AppendUint64(k, uint64(s.Max))
	var e uint64
	if expressed != nil {
		e = ir.TypeID(expressed)
	}
	return binary.LittleEndian.AppendUint64(k, e)
}

// Any returns `!quant.any<...>`.
func Any(ctx *ir.Context, s Storage, expressed ir.Type) *AnyQuantizedType {
	return ctx.UniqueDialectType(s.key([]byte("quant.any\x00"), expressed), func(b ir.TypeBase) ir.Type {
		return &AnyQuantizedType{b, s, expressed}
	}).(*AnyQuantizedType)
}

// Uniform returns the per-layer `!quant.uniform<...>`.
func Uniform(ctx *ir.Context, s Storage, expressed ir.Type, scale float64, zero int64) *UniformQuantizedType {
	k := s.key([]byte("quant.uniform\x00"), expressed)
	k = binary.LittleEndian.AppendUint64(k, math.Float64bits(scale))
	k = binary.LittleEndian.AppendUint64(k, uint64(zero))
	return ctx.UniqueDialectType(k, func(b ir.TypeBase) ir.Type {
		return &UniformQuantizedType{b, s, expressed, scale, zero}
	}).(*UniformQuantizedType)
}

// UniformPerAxis returns the per-axis `!quant.uniform<...>`.
func UniformPerAxis(ctx *ir.Context, s Storage, expressed ir.Type, scales []float64, zeros []int64, dim int64) *UniformQuantizedPerAxisType {
	k := s.key([]byte("quant.uniform_per_axis\x00"), expressed)
	k = binary.LittleEndian.AppendUint64(k, uint64(dim))
	k = binary.LittleEndian.AppendUint64(k, uint64(len(scales)))
	for i := range scales {
		k = binary.LittleEndian.AppendUint64(k, math.Float64bits(scales[i]))
		k = binary.LittleEndian.AppendUint64(k, uint64(zeros[i]))
	}
	return ctx.UniqueDialectType(k, func(b ir.TypeBase) ir.Type {
		return &UniformQuantizedPerAxisType{b, s, expressed, append([]float64(nil), scales...), append([]int64(nil), zeros...), dim}
	}).(*UniformQuantizedPerAxisType)
}

// UniformSubChannel returns the sub-channel `!quant.uniform<...>`.
func UniformSubChannel(ctx *ir.Context, s Storage, expressed ir.Type, blocks []BlockSize, shape []int64, scales []ir.APInt,
	zeros []int64) *UniformQuantizedSubChannelType {
	k := s.key([]byte("quant.uniform_sub_channel\x00"), expressed)
	k = binary.LittleEndian.AppendUint64(k, uint64(len(blocks)))
	for _, b := range blocks {
		k = binary.LittleEndian.AppendUint64(k, uint64(b.Dim))
		k = binary.LittleEndian.AppendUint64(k, uint64(b.Size))
	}
	k = binary.LittleEndian.AppendUint64(k, uint64(len(shape)))
	for _, d := range shape {
		k = binary.LittleEndian.AppendUint64(k, uint64(d))
	}
	for i := range scales {
		k = binary.LittleEndian.AppendUint64(k, scales[i].Lo)
		k = binary.LittleEndian.AppendUint64(k, scales[i].Hi)
		k = binary.LittleEndian.AppendUint64(k, uint64(zeros[i]))
	}
	return ctx.UniqueDialectType(k, func(b ir.TypeBase) ir.Type {
		return &UniformQuantizedSubChannelType{b, s, expressed, append([]BlockSize(nil), blocks...), append([]int64(nil), shape...),
			append([]ir.APInt(nil), scales...), append([]int64(nil), zeros...)}
	}).(*UniformQuantizedSubChannelType)
}

// Calibrated returns `!quant.calibrated<expressed<min:max>>`.
func Calibrated(ctx *ir.Context, expressed ir.Type, lo, hi float64) *CalibratedQuantizedType {
	k := binary.LittleEndian.AppendUint64([]byte("quant.calibrated\x00"), ir.TypeID(expressed))
	k = binary.LittleEndian.AppendUint64(k, math.Float64bits(lo))
	k = binary.LittleEndian.AppendUint64(k, math.Float64bits(hi))
	return ctx.UniqueDialectType(k, func(b ir.TypeBase) ir.Type {
		return &CalibratedQuantizedType{b, expressed, lo, hi}
	}).(*CalibratedQuantizedType)
}

// defaultRange is getDefaultMinimumForInteger/getDefaultMaximumForInteger.
func defaultRange(signed bool, width int) (int64, int64) {
	if signed {
		return -(int64(1) << (width - 1)), int64(1)<<(width-1) - 1
	}
	return 0, int64(1)<<width - 1
}

// hasBounds is hasStorageTypeBounds: the range is not the default one.
func (s Storage) hasBounds() bool {
	lo, hi := defaultRange(s.Signed, ir.BitWidth(s.Type))
	return s.Min != lo || s.Max != hi
}

// formatDouble formats a double as diagnostics do (raw_ostream's `%e`).
func formatDouble(v float64) string { return strconv.FormatFloat(v, 'e', 6, 64) }

// printDouble formats a double as the printer does: as a float attribute
// prints one (the shortest form that reads back, else `%e`).
func printDouble(v float64) string {
	return ir.FloatSemanticsOf(ir.F64).FormatMLIR(ir.APInt{Lo: math.Float64bits(v)})
}

// scaleRange is the smallest positive and largest finite value of a float
// type, the bounds of its scales.
func scaleRange(t *ir.FloatType) (float64, float64) {
	s := ir.FloatSemanticsOf(t.Kind)
	smallest := math.Ldexp(1, s.MinExponent-(s.Precision-1))
	sig := math.Ldexp(1, s.Precision) - 1
	largest := math.Ldexp(sig, s.MaxExponent-(s.Precision-1))
	if b := s.FromFloat64(largest); !s.IsFinite(b) || s.IsNaN(b) {
		// Formats whose all-ones pattern is NaN lose their largest
		// significand.
		largest = math.Ldexp(sig-1, s.MaxExponent-(s.Precision-1))
	}
	return smallest, largest
}

// parseType parses the body of a `!quant.` type with upstream's
// diagnostics.
func parseType(dp ir.DialectParser) (ir.Type, error) {
	p, pos, kw, err := ir.ParseMnemonic(dp)
	if err != nil {
		return nil, err
	}
	var t ir.Type
	switch kw {
	case "uniform":
		t, err = parseUniform(p, pos)
	case "any":
		t, err = parseAny(p, pos)
	case "calibrated":
		t, err = parseCalibrated(p, pos)
	default:
		return nil, p.ErrorAt(pos, "unknown quantized type %s", kw)
	}
	if err != nil {
		return nil, err
	}
	if !p.AtEnd() {
		return nil, p.Errorf("expected end of type")
	}
	return t, nil
}

// parseStorage parses the storage type and its optional `<min:max>`.
func parseStorage(p ir.BodyParser) (Storage, error) {
	var s Storage
	pos := p.Pos()
	t, ok, err := p.ParseOptionalType()
	switch {
	case err != nil:
		return s, err
	case ok:
		it, isInt := t.(*ir.IntegerType)
		if !isInt {
			return s, p.ErrorAt(pos, "illegal quantized storage type alias")
		}
		s.Type, s.Signed = t, it.Signedness != ir.Unsigned
	default:
		kw, ok := p.ParseOptionalKeywordAny()
		if !ok {
			return s, p.Errorf("expected valid keyword")
		}
		if !strings.HasPrefix(kw, "u") {
			return s, p.ErrorAt(pos, "illegal storage type prefix")
		}
		w, perr := strconv.ParseUint(kw[1:], 10, 32)
		if perr != nil {
			return s, p.ErrorAt(pos, "expected storage type width")
		}
		if w == 0 || w > maxStorageBits {
			return s, p.ErrorAt(pos, "illegal storage type size: %d", w)
		}
		s.Type = p.Context().I(int(w))
	}
	width := ir.BitWidth(s.Type)
	if width == 0 || width > maxStorageBits {
		return s, p.ErrorAt(pos, "illegal storage type size: %d", width)
	}
	lo, hi := defaultRange(s.Signed, width)
	s.Min, s.Max = lo, hi
	if !p.ParseOptionalPunct("<") {
		return s, nil
	}
	minPos := p.Pos()
	v, err := parseInt(p)
	if err != nil {
		return s, err
	}
	s.Min = v
	if err := p.ParsePunct(":"); err != nil {
		return s, err
	}
	maxPos := p.Pos()
	if s.Max, err = parseInt(p); err != nil {
		return s, err
	}
	if err := p.ParsePunct(">"); err != nil {
		return s, err
	}
	if s.Min < lo {
		return s, p.ErrorAt(minPos, "illegal storage type minimum: %d", s.Min)
	}
	if s.Max > hi {
		return s, p.ErrorAt(maxPos, "illegal storage type maximum: %d", s.Max)
	}
	return s, nil
}

// parseInt parses an integer, with upstream's error when there is none.
func parseInt(p ir.BodyParser) (int64, error) {
	v, ok, err := p.ParseOptionalInteger()
	if err != nil {
		return 0, err
	}
	if !ok {
		return 0, p.Errorf("expected integer value")
	}
	return v, nil
}

// parseDouble is parseFloat(double&).
func parseDouble(p ir.BodyParser) (float64, error) {
	f64 := p.Context().FloatType(ir.F64)
	bits, err := p.ParseFloat(f64)
	if err != nil {
		return 0, err
	}
	return ir.FloatSemanticsOf(ir.F64).ToFloat64(bits), nil
}

// parseFloatType parses the expressed type, which must be a float type.
func parseFloatType(p ir.BodyParser) (*ir.FloatType, error) {
	pos := p.Pos()
	t, err := p.ParseType()
	if err != nil {
		return nil, err
	}
	ft, ok := t.(*ir.FloatType)
	if !ok {
		return nil, p.ErrorAt(pos, "invalid kind of type specified")
	}
	return ft, nil
}

// verifyStorage is QuantizedType::verifyInvariants.
func verifyStorage(p ir.BodyParser, pos int, s Storage) error {
	lo, hi := defaultRange(s.Signed, ir.BitWidth(s.Type))
	if s.Max-s.Min <= 0 || s.Min < lo || s.Max > hi {
		return p.ErrorAt(pos, "illegal storage min and storage max: (%d:%d)", s.Min, s.Max)
	}
	return nil
}

func parseAny(p ir.BodyParser, pos int) (ir.Type, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	s, err := parseStorage(p)
	if err != nil {
		return nil, err
	}
	var expressed ir.Type
	if p.ParseOptionalPunct(":") {
		ft, err := parseFloatType(p)
		if err != nil {
			return nil, err
		}
		expressed = ft
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	if err := verifyStorage(p, pos, s); err != nil {
		return nil, err
	}
	return Any(p.Context(), s, expressed), nil
}

// parseParams parses `scale(:zero)?`, checking the scale against the
// expressed type.
func parseParams(p ir.BodyParser, expressed *ir.FloatType) (float64, int64, error) {
	scale, err := parseDouble(p)
	if err != nil {
		return 0, 0, err
	}
	if lo, hi := scaleRange(expressed); scale < lo || scale > hi {
		return 0, 0, p.Errorf("scale %s out of expressed type range [%s, %s]", formatDouble(scale), formatDouble(lo), formatDouble(hi))
	}
	if !p.ParseOptionalPunct(":") {
		return scale, 0, nil
	}
	zero, err := parseInt(p)
	return scale, zero, err
}

// parseParamList parses the scale-zero lists after their `{`, nested or
// not, up to the matching `}`: the parameters in order and the list's
// dimensions (upstream's parseQuantParamListUntilRBrace).
func parseParamList(p ir.BodyParser, expressed *ir.FloatType, scales *[]float64, zeros *[]int64) ([]int64, error) {
	var inner []int64
	size := int64(0)
	for {
		var dims []int64
		if p.ParseOptionalPunct("{") {
			d, err := parseParamList(p, expressed, scales, zeros)
			if err != nil {
				return nil, err
			}
			dims = d
		} else {
			scale, zero, err := parseParams(p, expressed)
			if err != nil {
				return nil, err
			}
			*scales, *zeros = append(*scales, scale), append(*zeros, zero)
		}
		if size == 0 {
			inner = dims
		} else if !slices.Equal(inner, dims) {
			return nil, p.Errorf("tensor literal is invalid; ranks are not consistent between elements")
		}
		size++
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	if err := p.ParsePunct("}"); err != nil {
		return nil, err
	}
	return append([]int64{size}, inner...), nil
}

// parseBlockSizes parses `axis:size, ...}` after the `{` of a
// sub-channel type.
func parseBlockSizes(p ir.BodyParser) ([]BlockSize, error) {
	var blocks []BlockSize
	if p.ParseOptionalPunct("}") {
		return blocks, nil
	}
	for {
		d, err := parseInt(p)
		if err != nil {
			return nil, err
		}
		if err := p.ParsePunct(":"); err != nil {
			return nil, err
		}
		n, err := parseInt(p)
		if err != nil {
			return nil, err
		}
		blocks = append(blocks, BlockSize{d, n})
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	return blocks, p.ParsePunct("}")
}

func parseUniform(p ir.BodyParser, pos int) (ir.Type, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	s, err := parseStorage(p)
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(":"); err != nil {
		return nil, err
	}
	expressed, err := parseFloatType(p)
	if err != nil {
		return nil, err
	}
	perAxis, subChannel := false, false
	var dim int64
	var blocks []BlockSize
	if p.ParseOptionalPunct(":") {
		if p.ParseOptionalPunct("{") {
			subChannel = true
			if blocks, err = parseBlockSizes(p); err != nil {
				return nil, err
			}
		} else {
			perAxis = true
			if dim, err = parseInt(p); err != nil {
				return nil, err
			}
		}
	}
	if err := p.ParsePunct(","); err != nil {
		return nil, err
	}
	var scales []float64
	var zeros []int64
	var shape []int64
	if !perAxis && !subChannel {
		scale, zero, err := parseParams(p, expressed)
		if err != nil {
			return nil, err
		}
		scales, zeros = append(scales, scale), append(zeros, zero)
	} else {
		if err := p.ParsePunct("{"); err != nil {
			return nil, err
		}
		if shape, err = parseParamList(p, expressed, &scales, &zeros); err != nil {
			return nil, err
		}
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	if err := verifyStorage(p, pos, s); err != nil {
		return nil, err
	}
	ctx := p.Context()
	switch {
	case perAxis:
		if dim < 0 {
			return nil, p.ErrorAt(pos, "illegal quantized dimension: %d", dim)
		}
		return UniformPerAxis(ctx, s, expressed, scales, zeros, dim), nil
	case subChannel:
		for _, b := range blocks {
			if b.Dim < 0 {
				return nil, p.ErrorAt(pos, "illegal quantized dimension: %d", b.Dim)
			}
			if b.Size <= 0 {
				return nil, p.ErrorAt(pos, "illegal block size: %d", b.Size)
			}
		}
		sem := ir.FloatSemanticsOf(expressed.Kind)
		f64 := ir.FloatSemanticsOf(ir.F64)
		bits := make([]ir.APInt, len(scales))
		for i, v := range scales {
			bits[i] = sem.Convert(f64, f64.FromFloat64(v))
			zeros[i] = wrapToWidth(zeros[i], ir.BitWidth(s.Type))
		}
		return UniformSubChannel(ctx, s, expressed, blocks, shape, bits, zeros), nil
	}
	return Uniform(ctx, s, expressed, scales[0], zeros[0]), nil
}

// wrapToWidth truncates v to width bits and sign-extends it back, as a
// zero point stored in an APInt of the storage width and printed signed.
func wrapToWidth(v int64, width int) int64 {
	if width <= 0 || width >= 64 {
		return v
	}
	shift := 64 - width
	return v << shift >> shift
}

func parseCalibrated(p ir.BodyParser, pos int) (ir.Type, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	typePos := p.Pos()
	expressed, err := parseFloatType(p)
	if err != nil {
		if d, ok := err.(*ir.Diagnostic); ok {
			p.Context().Report(d)
		}
		return nil, p.ErrorAt(typePos, "expecting float expressed type")
	}
	bad := func(err error) (ir.Type, error) {
		if d, ok := err.(*ir.Diagnostic); ok {
			p.Context().Report(d)
		}
		return nil, p.ErrorAt(typePos, "calibrated values must be present")
	}
	if err := p.ParsePunct("<"); err != nil {
		return bad(err)
	}
	lo, err := parseDouble(p)
	if err != nil {
		return bad(err)
	}
	if err := p.ParsePunct(":"); err != nil {
		return bad(err)
	}
	hi, err := parseDouble(p)
	if err != nil {
		return bad(err)
	}
	if err := p.ParsePunct(">"); err != nil {
		return bad(err)
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	if hi <= lo {
		return nil, p.ErrorAt(pos, "illegal min and max: (%s:%s)", formatDouble(lo), formatDouble(hi))
	}
	return Calibrated(p.Context(), expressed, lo, hi), nil
}

// storageText prints the storage type and its non-default range.
func storageText(s Storage) string {
	prefix := "u"
	if s.Signed {
		prefix = "i"
	}
	out := prefix + strconv.Itoa(ir.BitWidth(s.Type))
	if s.hasBounds() {
		out += "<" + strconv.FormatInt(s.Min, 10) + ":" + strconv.FormatInt(s.Max, 10) + ">"
	}
	return out
}

func paramsText(scale float64, zero int64) string {
	out := printDouble(scale)
	if zero != 0 {
		out += ":" + strconv.FormatInt(zero, 10)
	}
	return out
}

func printType(p ir.DialectPrinter, t ir.Type) {
	switch x := t.(type) {
	case *AnyQuantizedType:
		p.WriteString("any<" + storageText(x.Storage))
		if x.ExpressedType != nil {
			p.WriteString(":")
			p.PrintType(x.ExpressedType)
		}
		p.WriteString(">")
	case *UniformQuantizedType:
		p.WriteString("uniform<" + storageText(x.Storage) + ":")
		p.PrintType(x.ExpressedType)
		p.WriteString(", " + paramsText(x.Scale, x.ZeroPoint) + ">")
	case *UniformQuantizedPerAxisType:
		p.WriteString("uniform<" + storageText(x.Storage) + ":")
		p.PrintType(x.ExpressedType)
		p.WriteString(":" + strconv.FormatInt(x.Dim, 10) + ", {")
		for i := range x.Scales {
			if i > 0 {
				p.WriteString(",")
			}
			p.WriteString(paramsText(x.Scales[i], x.ZeroPoints[i]))
		}
		p.WriteString("}>")
	case *UniformQuantizedSubChannelType:
		p.WriteString("uniform<" + storageText(x.Storage) + ":")
		p.PrintType(x.ExpressedType)
		p.WriteString(":{")
		for i, b := range x.Blocks {
			if i > 0 {
				p.WriteString(", ")
			}
			p.WriteString(strconv.FormatInt(b.Dim, 10) + ":" + strconv.FormatInt(b.Size, 10))
		}
		p.WriteString("}, " + denseParamsText(x) + ">")
	case *CalibratedQuantizedType:
		p.WriteString("calibrated<")
		p.PrintType(x.ExpressedType)
		p.WriteString("<" + printDouble(x.Min) + ":" + printDouble(x.Max) + ">>")
	}
}

// denseParamsText is printDenseQuantizationParameters: the parameters as
// lists nested along the shape.
func denseParamsText(t *UniformQuantizedSubChannelType) string {
	sem := ir.FloatSemanticsOf(t.ExpressedType.(*ir.FloatType).Kind)
	rank := len(t.Shape)
	counter := make([]int64, rank)
	open := 0
	var b strings.Builder
	for i := range t.Scales {
		if i != 0 {
			b.WriteString(", ")
		}
		for ; open < rank; open++ {
			b.WriteByte('{')
		}
		b.WriteString(sem.FormatMLIR(t.Scales[i]))
		if t.ZeroPoints[i] != 0 {
			b.WriteString(":" + strconv.FormatInt(t.ZeroPoints[i], 10))
		}
		counter[rank-1]++
		for d := rank - 1; d > 0; d-- {
			if counter[d] >= t.Shape[d] {
				counter[d] = 0
				counter[d-1]++
				open--
				b.WriteByte('}')
			}
		}
	}
	for ; open > 0; open-- {
		b.WriteByte('}')
	}
	return b.String()
}
