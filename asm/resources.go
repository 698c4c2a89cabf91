package asm

import (
	"encoding/binary"
	"encoding/hex"
	"strconv"

	"github.com/gomlir/gomlir/ir"
)

// parseFileMetadata parses `{-# key: {...}, ... #-}`.
func (p *Parser) parseFileMetadata() {
	p.consume()
	if p.consumeIf(tFileMetaEnd) {
		return
	}
	for {
		if p.tok.kind != tBareID {
			p.fail("expected identifier key in file metadata dictionary")
		}
		key := p.spelling()
		pos := p.tok.start
		p.consume()
		p.expect(tColon, "expected ':'")
		switch key {
		case "dialect_resources":
			p.parseResourceSection(true)
		case "external_resources":
			p.parseResourceSection(false)
		default:
			p.failAt(pos, "unknown key '"+key+"' in file metadata dictionary")
		}
		if !p.consumeIf(tComma) {
			break
		}
	}
	p.expect(tFileMetaEnd, "expected ',' or '#-}'")
}

// parseResourceSection parses the `{owner: {key: value, ...}, ...}` of
// dialect_resources (dialect true) or external_resources, with upstream's
// checks: the dialect must be known and declare the key; dialect values are
// hex blobs; external values are booleans, strings or blobs.
func (p *Parser) parseResourceSection(dialect bool) {
	p.expect(tLBrace, "expected '{'")
	if p.consumeIf(tRBrace) {
		return
	}
	for {
		if p.tok.kind != tBareID {
			p.fail("expected identifier key for 'resource' entry")
		}
		owner := p.spelling()
		ownerPos := p.tok.start
		p.consume()
		p.expect(tColon, "expected ':'")
		p.expect(tLBrace, "expected '{'")
		var declare func(string) bool
		if dialect && owner != "builtin" {
			d := p.ctx.Dialect(owner)
			if d == nil {
				p.failAt(ownerPos, "dialect '"+owner+"' is unknown")
			}
			if d.DeclareResource == nil {
				p.fail("unexpected 'resource' section for dialect '" + owner + "'")
			}
			declare = d.DeclareResource
		}
		ext := ir.ExternalResource{Key: owner}
		if !p.consumeIf(tRBrace) {
			for {
				keyPos := p.tok.start
				var key string
				switch p.tok.kind {
				case tBareID:
					key = p.spelling()
				case tString:
					key = unescape(p.spellingBytes())
				default:
					if dialect {
						p.fail("expected identifier key for 'resource' entry")
					}
					p.fail("expected identifier key for 'external_resources' entry")
				}
				if declare != nil && !declare(key) {
					p.failAt(keyPos, "unknown 'resource' key '"+key+"' for dialect '"+owner+"'")
				}
				p.consume()
				p.expect(tColon, "expected ':'")
				// Upstream takes whatever token comes as the value.
				valPos, valKind, text := p.tok.start, p.tok.kind, p.spelling()
				if valKind != tEOF {
					p.consume()
				}
				switch {
				case dialect:
					p.addBlob(owner, key, valKind, text, valPos)
				case valKind == tBareID && (text == "true" || text == "false"):
				case valKind == tString && len(text) >= 3 && text[:3] == "\"0x":
					p.decodeBlob(key, valKind, text, valPos)
				case valKind != tString:
					p.failAt(valPos, "expected string value for key '"+key+"'")
				}
				if !dialect {
					ext.Entries = append(ext.Entries, ir.ResourceEntry{Key: key, Value: text})
				}
				if !p.consumeIf(tComma) {
					break
				}
			}
			p.expect(tRBrace, "expected ',' or '}'")
		}
		if !dialect {
			p.resources.External = append(p.resources.External, ext)
		}
		if !p.consumeIf(tComma) {
			break
		}
	}
	p.expect(tRBrace, "expected ',' or '}'")
}

// addBlob decodes a `"0x<align><data>"` resource blob and records it.
func (p *Parser) addBlob(owner, key string, kind tokKind, text string, pos int) {
	r := p.decodeBlob(key, kind, text, pos)
	if owner != "builtin" {
		if p.resources.DialectBlobs == nil {
			p.resources.DialectBlobs = map[string]map[string]*ir.Resource{}
		}
		m := p.resources.DialectBlobs[owner]
		if m == nil {
			m = map[string]*ir.Resource{}
			p.resources.DialectBlobs[owner] = m
		}
		m[key] = r
		return
	}
	if _, dup := p.resources.Blobs[key]; !dup {
		p.resources.Names = append(p.resources.Names, key)
	}
	p.resources.Blobs[key] = r
}

// decodeBlob decodes the value token of a blob entry (upstream's
// ParsedResourceEntry::parseAsBlob).
func (p *Parser) decodeBlob(key string, kind tokKind, text string, pos int) *ir.Resource {
	if kind != tString {
		p.failAt(pos, "expected hex string blob for key '"+key+"'")
	}
	s := unescape([]byte(text))
	if len(s) < 2 || s[0] != '0' || s[1] != 'x' {
		p.failAt(pos, "expected hex string blob for key '"+key+"'")
	}
	raw, err := hex.DecodeString(s[2:])
	if err != nil {
		p.failAt(pos, "expected hex string blob for key '"+key+"'")
	}
	if len(raw) < 4 {
		p.failAt(pos, "expected hex string blob for key '"+key+"' to encode alignment in first 4 bytes")
	}
	align := binary.LittleEndian.Uint32(raw[:4])
	if align&(align-1) != 0 {
		p.failAt(pos, "expected hex string blob for key '"+key+"' to encode alignment in first 4 bytes, but got non-power-of-2 value: "+strconv.FormatUint(uint64(align), 10))
	}
	if align == 0 && len(raw) > 4 {
		// Upstream accepts alignment 0 and aborts allocating the data.
		p.failAt(pos, "expected hex string blob for key '"+key+"' to encode alignment in first 4 bytes")
	}
	if len(raw) == 4 {
		// Upstream keeps no alignment for an empty blob: it prints 0.
		align = 0
	}
	return &ir.Resource{Alignment: align, Data: raw[4:]}
}
