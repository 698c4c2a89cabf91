package asm

import (
	"slices"
	"sync"
	"sync/atomic"

	"github.com/gomlir/gomlir/ir"
)

// Parallel printing. In the custom form each region numbers its values
// from the counters its parent had (upstream's SSANameState), so when the
// body of the top-level operation (a module) defines no values, the
// operations of that body (functions) are named independently of each
// other. A large module is then printed in three steps:
//
//  1. its body's operations are cut into ranges of consecutive operations;
//     on several goroutines each range collects the aliases it uses, in
//     print order;
//  2. the ranges' aliases are merged in order into the module's alias
//     state, as the serial collection would have visited them, and
//     numbered;
//  3. on several goroutines each range names its values and is printed
//     into a buffer; the buffers are written out in order, a bounded
//     number of them ahead, so that the names of a few ranges are kept at
//     a time.

// minParallelPrintOps is the number of nested operations below which a
// module prints serially.
const minParallelPrintOps = 4096

// rangeOps is the number of nested operations a range aims at.
const rangeOps = 2048

// printWindow bounds the ranges printed ahead of the one written out,
// per goroutine.
const printWindow = 4

// parallelPrint is the plan of a parallel print.
type parallelPrint struct {
	// block is the top-level operation's body block.
	block  *ir.Block
	ranges []*printRange
	// serial is set when the ranges print a distinct attribute: their
	// identifiers are numbered in print order over the whole file.
	serial bool
	// merged is set once the ranges' aliases are merged.
	merged bool
	// collecting is done when every range collected its aliases.
	collecting sync.WaitGroup
}

// printRange is a run of consecutive operations of the body block.
type printRange struct {
	first, last *ir.Operation
	aliases     *aliasState
	// collected is closed when aliases is complete.
	collected chan struct{}
}

// planParallelPrint returns the plan for printing op in parallel, or nil
// when op prints serially.
func planParallelPrint(ctx *ir.Context, op *ir.Operation, f *Flags) *parallelPrint {
	if ctx.Threads() < 2 ||
		f.Generic || f.LocalScope || f.UniqueSSAIDs || f.ValueUsers || f.SkipRegions || f.UseNameLocAsPrefix {
		return nil
	}
	if op.NumRegions() != 1 {
		return nil
	}
	b := op.Region(0).First()
	if b == nil || b.Next() != nil || b.NumArgs() > 0 || b.First() == nil || b.First() == b.Last() {
		return nil
	}
	if last := b.Last(); last.HasTrait(ir.TraitTerminator) {
		return nil
	}
	total := 0
	sizes := make([]int, 0, 64)
	for o := b.First(); o != nil; o = o.NextInBlock() {
		if o.NumResults() > 0 {
			return nil
		}
		n := 0
		o.Walk(func(*ir.Operation) ir.WalkResult { n++; return ir.WalkAdvance })
		sizes = append(sizes, n)
		total += n
	}
	if total < minParallelPrintOps {
		return nil
	}
	pp := &parallelPrint{block: b}
	var cur *printRange
	weight := 0
	i := 0
	for o := b.First(); o != nil; o = o.NextInBlock() {
		if cur == nil {
			cur = &printRange{first: o, collected: make(chan struct{})}
			pp.ranges = append(pp.ranges, cur)
		}
		cur.last = o
		weight += sizes[i]
		i++
		if weight >= rangeOps {
			cur, weight = nil, 0
		}
	}
	return pp
}

// startCollecting starts the ranges' alias collection (step 1) on up to
// as many goroutines as the context's threads, in range order.
func (p *opPrinter) startCollecting() {
	pp := p.par
	var next atomic.Int64
	for range min(p.ctx.Threads(), len(pp.ranges)) {
		pp.collecting.Add(1)
		go func() {
			defer pp.collecting.Done()
			for i := int(next.Add(1)) - 1; i < len(pp.ranges); i = int(next.Add(1)) - 1 {
				r := pp.ranges[i]
				rp := &opPrinter{flags: p.flags}
				rp.attrPrinter.flags = &rp.flags
				rp.aliases = p.aliases.fork()
				forOps(r.first, r.last, rp.collectAliases)
				r.aliases = rp.aliases
				close(r.collected)
			}
		}()
	}
}

// mergeRangeAliases merges the ranges' aliases in order as they are
// collected (step 2).
func (p *opPrinter) mergeRangeAliases() {
	for _, r := range p.par.ranges {
		<-r.collected
		if p.aliases.merge(r.aliases) {
			p.par.serial = true
		}
		r.aliases = nil
	}
	p.par.merged = true
}

// printRanges prints the body block's operations (step 3).
func (p *opPrinter) printRanges() {
	ranges := p.par.ranges
	workers := min(p.ctx.Threads(), len(ranges))
	type result struct {
		buf  []byte
		res  *resourceUse
		done chan struct{}
	}
	results := make([]result, len(ranges))
	for i := range results {
		results[i].done = make(chan struct{})
	}
	slots := make(chan struct{}, workers*printWindow)
	var next atomic.Int64
	var wg sync.WaitGroup
	dialects := slices.Clone(p.defaultDialect)
	// Buffers written out are handed back to the workers.
	free := make(chan []byte, cap(slots)+workers)
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var names *nameState
			for {
				slots <- struct{}{}
				i := int(next.Add(1)) - 1
				if i >= len(ranges) {
					<-slots
					return
				}
				r := ranges[i]
				names = newRangeNameState(r.first, r.last, &p.flags, names)
				wp := &opPrinter{flags: p.flags, indent: p.indent, names: names,
					defaultDialect: append([]string(nil), dialects...)}
				wp.attrPrinter = attrPrinter{aliases: p.aliases, distinct: map[*ir.DistinctAttr]int{},
					flags: &wp.flags, ctx: p.ctx, prettyLoc: p.prettyLoc,
					resourceUse: &resourceUse{seen: map[string]bool{}}}
				select {
				case wp.buf = <-free:
				default:
					wp.buf = make([]byte, 0, 64<<10)
				}
				forOps(r.first, r.last, func(o *ir.Operation) {
					wp.writeIndent()
					wp.printOp(o)
					wp.byte('\n')
				})
				results[i].buf, results[i].res = wp.buf, wp.resourceUse
				close(results[i].done)
			}
		}()
	}
	for i := range results {
		<-results[i].done
		p.buf = append(p.buf, results[i].buf...)
		if len(p.buf) >= flushSize {
			p.flush()
		}
		if u := p.resourceUse; u != nil {
			for _, n := range results[i].res.order {
				if !u.seen[n] {
					u.seen[n] = true
					u.order = append(u.order, n)
				}
			}
		}
		select {
		case free <- results[i].buf[:0]:
		default:
		}
		results[i] = result{}
		<-slots
	}
	wg.Wait()
}

// fork returns an empty alias state with s's dialect hooks.
func (s *aliasState) fork() *aliasState {
	return &aliasState{ctx: s.ctx, index: map[any]int{}, names: map[any]string{},
		attrHooks: s.attrHooks, typeHooks: s.typeHooks}
}

// merge adds what o visited after what s visited, as if s had visited it
// (o was visited from empty). It reports whether o holds a distinct
// attribute.
func (s *aliasState) merge(o *aliasState) (distinct bool) {
	idx := make([]int, len(o.infos))
	var added []*aliasInfo
	for i, info := range o.infos {
		if _, ok := info.key.(*ir.DistinctAttr); ok {
			distinct = true
		}
		if g, ok := s.index[info.key]; ok {
			idx[i] = g
			if !info.deferrable {
				s.markNonDeferrable(g)
			}
			continue
		}
		idx[i] = len(s.infos)
		s.index[info.key] = len(s.infos)
		s.infos = append(s.infos, info)
		added = append(added, info)
	}
	for _, info := range added {
		for k, c := range info.children {
			info.children[k] = idx[c]
		}
	}
	return distinct
}
