package cfgtoscf

import "github.com/gomlir/gomlir/ir"

// sccIterator enumerates the strongly connected components of the blocks
// reachable from an entry block in upstream's order (llvm::scc_iterator,
// Tarjan's algorithm, successors in order, components in post-order, the
// blocks of a component as they leave the node stack). As upstream's it
// is lazy: each next continues the depth-first walk over the CFG as it is
// then, so the caller may transform a component once it has moved on.
type sccIterator struct {
	visitNum int
	visited  map[*ir.Block]int
	nodes    []*ir.Block
	stack    []sccFrame
	current  []*ir.Block
}

type sccFrame struct {
	block      *ir.Block
	nextChild  int
	minVisited int
}

// sccDone marks a block whose component has been emitted (LLVM's ~0U).
const sccDone = int(^uint32(0))

func newSCCIterator(entry *ir.Block) *sccIterator {
	it := &sccIterator{visited: map[*ir.Block]int{}}
	it.visitOne(entry)
	it.next()
	return it
}

func (it *sccIterator) visitOne(b *ir.Block) {
	it.visitNum++
	it.visited[b] = it.visitNum
	it.nodes = append(it.nodes, b)
	it.stack = append(it.stack, sccFrame{b, 0, it.visitNum})
}

func (it *sccIterator) visitChildren() {
	for {
		top := &it.stack[len(it.stack)-1]
		if top.nextChild >= numSuccessors(top.block) {
			return
		}
		child := top.block.Last().Successor(top.nextChild)
		top.nextChild++
		num, ok := it.visited[child]
		if !ok {
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
	it.current = nil
	for len(it.stack) > 0 {
		it.visitChildren()
		top := it.stack[len(it.stack)-1]
		it.stack = it.stack[:len(it.stack)-1]
		if len(it.stack) > 0 && it.stack[len(it.stack)-1].minVisited > top.minVisited {
			it.stack[len(it.stack)-1].minVisited = top.minVisited
		}
		if top.minVisited != it.visited[top.block] {
			continue
		}
		for {
			b := it.nodes[len(it.nodes)-1]
			it.nodes = it.nodes[:len(it.nodes)-1]
			it.current = append(it.current, b)
			it.visited[b] = sccDone
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
