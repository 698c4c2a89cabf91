package ir

// VerifyArgResultAttr runs the verifier of the dialect that prefixes a
// region argument or result attribute's name (upstream's
// Dialect::verifyRegionArgAttribute and verifyRegionResultAttribute, as
// called by FunctionOpInterface verification). Attributes of unknown
// dialects, or of dialects without such a verifier, are accepted.
func VerifyArgResultAttr(ctx *Context, op *Operation, region, index int, attr NamedAttr, result bool) error {
	d, _, ok := cutDot(attr.Name)
	if !ok {
		return nil
	}
	if ctx == nil {
		return nil
	}
	dl := ctx.Dialect(d)
	if dl == nil {
		return nil
	}
	if result {
		if dl.VerifyRegionResultAttr != nil {
			return dl.VerifyRegionResultAttr(op, region, index, attr)
		}
		return nil
	}
	if dl.VerifyRegionArgAttr != nil {
		return dl.VerifyRegionArgAttr(op, region, index, attr)
	}
	return nil
}

// LocBase is embedded by locations that dialects define (upstream's
// LocationAttr subclasses), making them Locations.
type LocBase struct{ locBase }

// LocBaseOf turns the base UniqueDialectAttr hands to its constructor into
// the base of a dialect location.
func LocBaseOf(b AttrBase) LocBase { return LocBase{locBase{b.attrBase}} }
