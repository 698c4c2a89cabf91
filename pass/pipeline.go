package pass

import (
	"strings"
)

// PipelineError is a failure to build a pipeline from text, reported as
// upstream reports it: Notice (when not empty) is printed first on
// standard error after the program name, as the command-line library
// does; Message is the text of the error diagnostic.
type PipelineError struct {
	Notice, Message string
}

// Error returns the message.
func (e *PipelineError) Error() string { return e.Message }

// ParsePipeline parses the textual pipeline syntax, e.g.
// `builtin.module(func.func(cse,canonicalize{max-iterations=3}))`. The
// outermost element must name the root operation.
func ParsePipeline(text string) (*OpPassManager, error) {
	text = strings.TrimSpace(text)
	i := strings.IndexByte(text, '(')
	if i <= 0 || !strings.HasSuffix(text, ")") {
		return nil, &PipelineError{Message: "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'"}
	}
	pm := NewOpPassManager(strings.TrimSpace(text[:i]))
	if err := AddPipelineElements(pm, text[i+1:len(text)-1]); err != nil {
		return nil, err
	}
	return pm, nil
}

// AddPipelineElements parses `a,b{opt=1},func.func(c)` into pm.
func AddPipelineElements(pm *OpPassManager, text string) error {
	p := &pipelineParser{s: text}
	elems, err := p.parse()
	if err != nil {
		return err
	}
	if err := p.resolve(elems); err != nil {
		return err
	}
	if err := addElements(pm, elems); err != nil {
		return err
	}
	return nil
}

// element is one parsed pipeline element: a pass (or pass pipeline) with
// its options, or an operation name with a nested pipeline.
type element struct {
	name   string
	pos    int
	opts   string
	nested bool
	inner  []*element
	info   *Info
}

type pipelineParser struct {
	s string
}

// errorAt formats a positioned error as upstream's source manager does
// for the pipeline text.
func (p *pipelineParser) errorAt(pos int, msg string) error {
	line, col, start := 1, 1, 0
	for i := 0; i < pos && i < len(p.s); i++ {
		if p.s[i] == '\n' {
			line++
			start = i + 1
		}
	}
	col = pos - start + 1
	end := strings.IndexByte(p.s[start:], '\n')
	src := p.s[start:]
	if end >= 0 {
		src = src[:end]
	}
	var sb strings.Builder
	sb.WriteString("MLIR Textual PassPipeline Parser:")
	sb.WriteString(itoa(line) + ":" + itoa(col) + ": error: " + msg + "\n")
	sb.WriteString(src + "\n")
	sb.WriteString(strings.Repeat(" ", col-1) + "^\n")
	return &PipelineError{Message: sb.String()}
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	return string(b[i:])
}

// parse splits the text into a tree of elements, with upstream's syntax
// errors.
func (p *pipelineParser) parse() ([]*element, error) {
	var top []*element
	if strings.TrimSpace(p.s) == "" {
		return nil, nil
	}
	stack := []*[]*element{&top}
	i := 0
	for {
		cur := stack[len(stack)-1]
		j := strings.IndexAny(p.s[i:], ",(){")
		raw := p.s[i:]
		if j >= 0 {
			raw = p.s[i : i+j]
		}
		name := strings.TrimSpace(raw)
		pos := i + len(raw) - len(strings.TrimLeft(raw, " \t\n"))
		el := &element{name: name, pos: pos}
		*cur = append(*cur, el)
		if j < 0 {
			break
		}
		i += j
		if p.s[i] == '{' {
			k := matchBrace(p.s, i)
			if k < 0 {
				return nil, p.errorAt(i, "missing closing '}' while processing pass options")
			}
			el.opts = p.s[i+1 : k]
			i = k + 1
		}
		if i < len(p.s) && p.s[i] == '(' {
			el.nested = true
			stack = append(stack, &el.inner)
			i++
			if i < len(p.s) && p.s[i] != ')' {
				continue
			}
		}
		for i < len(p.s) && p.s[i] == ')' {
			if len(stack) == 1 {
				return nil, p.errorAt(i, "encountered extra closing ')' creating unbalanced parentheses while parsing pipeline")
			}
			stack = stack[:len(stack)-1]
			i++
		}
		if i >= len(p.s) {
			break
		}
		if p.s[i] != ',' {
			return nil, p.errorAt(i, "expected ',' after parsing pipeline")
		}
		i++
	}
	if len(stack) > 1 {
		return nil, p.errorAt(i, "encountered unbalanced parentheses while parsing pipeline")
	}
	return top, nil
}

// matchBrace returns the index of the '}' closing the '{' at i (quoted
// text and nested braces skipped), or -1.
func matchBrace(s string, i int) int {
	depth := 0
	var quote byte
	for ; i < len(s); i++ {
		c := s[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
		case c == '{':
			depth++
		case c == '}':
			depth--
			if depth == 0 {
				return i
			}
		}
	}
	return -1
}

// resolve finds the registration of every pass element.
func (p *pipelineParser) resolve(elems []*element) error {
	for _, el := range elems {
		if el.nested {
			if err := p.resolve(el.inner); err != nil {
				return err
			}
			continue
		}
		el.info = Lookup(el.name)
		if el.info == nil {
			return p.errorAt(el.pos, "'"+el.name+"' does not refer to a registered pass or pass pipeline")
		}
	}
	return nil
}

// addElements adds the resolved elements to pm, with upstream's error
// text.
func addElements(pm *OpPassManager, elems []*element) *PipelineError {
	for _, el := range elems {
		if el.nested {
			if err := addElements(pm.Nest(el.name), el.inner); err != nil {
				err.Message += "failed to add `" + el.name + "` with options `" + el.opts + "` to inner pipeline\n"
				return err
			}
			continue
		}
		if err := AddPass(pm, el.info, el.opts); err != nil {
			err.Message += "\nfailed to add `" + el.name + "` with options `" + el.opts + "`\n"
			return err
		}
	}
	return nil
}

// AddPass creates the pass (or the passes of the pipeline) registered as
// info with the options text opts and adds it to pm.
func AddPass(pm *OpPassManager, info *Info, opts string) *PipelineError {
	if info.Pipeline != nil {
		o, build := info.Pipeline()
		if err := o.Parse(opts); err != nil {
			return err
		}
		if err := build(pm); err != nil {
			return &PipelineError{Message: err.Error()}
		}
		return nil
	}
	ps, o := info.New()
	if err := o.Parse(opts); err != nil {
		return err
	}
	if err := pm.AddPass(info, ps, o); err != nil {
		return &PipelineError{Message: err.Error()}
	}
	return nil
}
