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
			p.failWrongToken("expected identifier key in file metadata dictionary")
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
	p.expect(tFileMetaEnd, "expected '#-}' to end file metadata dictionary")
}

func (p *Parser) parseResourceSection(dialect bool) {
	p.expect(tLBrace, "expected '{'")
	if p.consumeIf(tRBrace) {
		return
	}
	for {
		if p.tok.kind != tBareID {
			p.failWrongToken("expected identifier key for 'resource' entry")
		}
		owner := p.spelling()
		ownerPos := p.tok.start
		p.consume()
		p.expect(tColon, "expected ':'")
		if dialect && owner != "builtin" && p.ctx.Dialect(owner) == nil {
			p.failAt(ownerPos, "dialect '"+owner+"' is unknown")
		}
		p.expect(tLBrace, "expected '{'")
		ext := ir.ExternalResource{Key: owner}
		if !p.consumeIf(tRBrace) {
			for {
				if p.tok.kind != tBareID && p.tok.kind != tString {
					p.failWrongToken("expected identifier key for 'resource' entry")
				}
				key := p.spelling()
				if p.tok.kind == tString {
					key = unescape(p.spellingBytes())
				}
				p.consume()
				p.expect(tColon, "expected ':'")
				valPos := p.tok.start
				var text string
				switch {
				case p.tok.kind == tString:
					text = p.spelling()
				case p.isKeyword("true") || p.isKeyword("false"):
					text = p.spelling()
				default:
					p.failWrongToken("expected string, boolean or hex blob value")
				}
				p.consume()
				if dialect {
					p.addBlob(owner, key, text, valPos)
				} else {
					ext.Entries = append(ext.Entries, ir.ResourceEntry{Key: key, Value: text})
				}
				if !p.consumeIf(tComma) {
					break
				}
			}
			p.expect(tRBrace, "expected '}'")
		}
		if !dialect {
			p.resources.External = append(p.resources.External, ext)
		}
		if !p.consumeIf(tComma) {
			break
		}
	}
	p.expect(tRBrace, "expected '}'")
}

// addBlob decodes a `"0x<align><data>"` resource blob.
func (p *Parser) addBlob(owner, key, text string, pos int) {
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
	if owner != "builtin" {
		if p.resources.DialectBlobs == nil {
			p.resources.DialectBlobs = map[string]map[string]*ir.Resource{}
		}
		m := p.resources.DialectBlobs[owner]
		if m == nil {
			m = map[string]*ir.Resource{}
			p.resources.DialectBlobs[owner] = m
		}
		m[key] = &ir.Resource{Alignment: align, Data: raw[4:]}
		return
	}
	if _, dup := p.resources.Blobs[key]; !dup {
		p.resources.Names = append(p.resources.Names, key)
	}
	p.resources.Blobs[key] = &ir.Resource{Alignment: align, Data: raw[4:]}
}
