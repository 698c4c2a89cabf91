package cfgtoscf

import "github.com/gomlir/gomlir/ir"

// sccIterator enumerates the strongly connected components of the blocks
// reachable from an entry block in upstream's order (llvm::scc_iterator,
// Tarjan's algorithm, successors in order, components in post-order, the
// blocks of a component as they leave the node stack). As upstream's it
// is lazy: each next continues the depth-first walk over the CFG as it is
// then, so the caller may transform a component once it has moved on.
//
// A block's visit number is kept in the mark of its terminator (blocks
// being walked always end in one); release resets the marks.
type sccIterator struct {
	visitNum int32
	marked   []*ir.Operation
	nodes    []*ir.Block
	stack    []sccFrame
	current  []*ir.Block
}

type sccFrame struct {
	block      *ir.Block
	nextChild  int
	minVisited int32
}

// sccDone marks a block whose component has been emitted (LLVM's ~0U: no
// visit number is larger).
const sccDone = int32(1<<31 - 1)

// start begins the walk from entry, reusing the iterator's buffers.
func (it *sccIterator) start(entry *ir.Block) {
	it.visitNum = 0
	it.marked, it.nodes, it.stack, it.current = it.marked[:0], it.nodes[:0], it.stack[:0], it.current[:0]
	it.visitOne(entry)
	it.next()
}

// visited returns b's visit number (0: not visited).
func visited(b *ir.Block) int32 { return b.Last().Mark() }

func (it *sccIterator) setVisited(b *ir.Block, n int32) { b.Last().SetMark(n) }

func (it *sccIterator) visitOne(b *ir.Block) {
	it.visitNum++
	it.marked = append(it.marked, b.Last())
	it.setVisited(b, it.visitNum)
	it.nodes = append(it.nodes, b)
	it.stack = append(it.stack, sccFrame{b, 0, it.visitNum})
}

// release resets the marks the walk set.
func (it *sccIterator) release() {
	for _, op := range it.marked {
		op.SetMark(0)
	}
	it.marked = it.marked[:0]
}

func (it *sccIterator) visitChildren() {
	for {
		top := &it.stack[len(it.stack)-1]
		if top.nextChild >= numSuccessors(top.block) {
			return
		}
		child := top.block.Last().Successor(top.nextChild)
		top.nextChild++
		num := visited(child)
		if num == 0 {
			it.visitOne(child)
			continue
		}
		if top.minVisited > num {
			top.minVisited = num
		}
	}
}

// next computes the next component; done reports the end.
func (it *sccIterator) next() {
	it.current = it.current[:0]
	for len(it.stack) > 0 {
		it.visitChildren()
		top := it.stack[len(it.stack)-1]
		it.stack = it.stack[:len(it.stack)-1]
		if len(it.stack) > 0 && it.stack[len(it.stack)-1].minVisited > top.minVisited {
			it.stack[len(it.stack)-1].minVisited = top.minVisited
		}
		if top.minVisited != visited(top.block) {
			continue
		}
		for {
			b := it.nodes[len(it.nodes)-1]
			it.nodes = it.nodes[:len(it.nodes)-1]
			it.current = append(it.current, b)
			it.setVisited(b, sccDone)
			if b == top.block {
				break
			}
		}
		return
	}
}

func (it *sccIterator) done() bool { return len(it.current) == 0 }

// hasCycle reports whether the current component is a cycle: more than
// one block, or a block branching to itself.
func (it *sccIterator) hasCycle() bool {
	if len(it.current) > 1 {
		return true
	}
	b := it.current[0]
	for i := 0; i < numSuccessors(b); i++ {
		if b.Last().Successor(i) == b {
			return true
		}
	}
	return false
}
