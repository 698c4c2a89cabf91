package pass

import (
	"fmt"
	"strings"
)

// ParsePipeline parses the textual pipeline syntax, e.g.
// `builtin.module(func.func(cse,canonicalize{max-iterations=3}))`. The
// outermost element must name the root operation.
func ParsePipeline(text string) (*OpPassManager, error) {
	p := &pipelineParser{s: strings.TrimSpace(text)}
	name := p.ident()
	if name == "" || !p.eat('(') {
		return nil, fmt.Errorf("invalid pass pipeline '%s': expected an operation name with a nested pipeline, e.g. 'builtin.module(...)'", text)
	}
	pm := NewOpPassManager(name)
	if err := p.elements(pm); err != nil {
		return nil, err
	}
	if !p.eat(')') {
		return nil, fmt.Errorf("encountered unbalanced parentheses while parsing pipeline")
	}
	p.skip()
	if p.i != len(p.s) {
		return nil, fmt.Errorf("unexpected text after pipeline: '%s'", p.s[p.i:])
	}
	return pm, nil
}

// AddPipelineElements parses `a,b{opt=1},func.func(c)` into pm.
func AddPipelineElements(pm *OpPassManager, text string) error {
	p := &pipelineParser{s: strings.TrimSpace(text)}
	if err := p.elements(pm); err != nil {
		return err
	}
	p.skip()
	if p.i != len(p.s) {
		return fmt.Errorf("unexpected text after pipeline: '%s'", p.s[p.i:])
	}
	return nil
}

type pipelineParser struct {
	s string
	i int
}

func (p *pipelineParser) skip() {
	for p.i < len(p.s) && (p.s[p.i] == ' ' || p.s[p.i] == '\n' || p.s[p.i] == '\t') {
		p.i++
	}
}

func (p *pipelineParser) eat(c byte) bool {
	p.skip()
	if p.i < len(p.s) && p.s[p.i] == c {
		p.i++
		return true
	}
	return false
}

func (p *pipelineParser) ident() string {
	p.skip()
	start := p.i
	for p.i < len(p.s) {
		c := p.s[p.i]
		if c == '(' || c == ')' || c == ',' || c == '{' || c == '}' || c == ' ' {
			break
		}
		p.i++
	}
	return p.s[start:p.i]
}

// elements parses a comma-separated list until ')' or the end.
func (p *pipelineParser) elements(pm *OpPassManager) error {
	p.skip()
	if p.i < len(p.s) && p.s[p.i] == ')' {
		return nil
	}
	for {
		name := p.ident()
		if name == "" {
			return fmt.Errorf("expected pass or pipeline name")
		}
		switch {
		case p.eat('('):
			n := pm.Nest(name)
			if err := p.elements(n); err != nil {
				return err
			}
			if !p.eat(')') {
				return fmt.Errorf("encountered unbalanced parentheses while parsing pipeline")
			}
		default:
			var opts string
			if p.eat('{') {
				start := p.i
				depth := 1
				for p.i < len(p.s) && depth > 0 {
					switch p.s[p.i] {
					case '{':
						depth++
					case '}':
						depth--
					}
					p.i++
				}
				if depth != 0 {
					return fmt.Errorf("missing '}' in options of pass '%s'", name)
				}
				opts = p.s[start : p.i-1]
			}
			info := Lookup(name)
			if info == nil {
				return fmt.Errorf("'%s' does not refer to a registered pass or pass pipeline", name)
			}
			ps, o := info.New()
			if err := o.Parse(opts); err != nil {
				return err
			}
			if err := pm.AddPass(info, ps, o); err != nil {
				return err
			}
		}
		if !p.eat(',') {
			return nil
		}
	}
}
