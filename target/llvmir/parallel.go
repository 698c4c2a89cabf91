package llvmir

import (
	"bytes"
	"sync"
	"sync/atomic"

	"github.com/gomlir/gomlir/dialect/llvm"
	"github.com/gomlir/gomlir/ir"
)

// Function bodies are translated concurrently, speculatively: a worker
// translates a body with a copy of the translator that has no metadata,
// debug-info or loop tables (a body that needs them, or a block address,
// ends its speculation) and records, instead of declaring them, the
// intrinsics and identified structs the body uses; it then numbers the
// body and, when nothing in it takes a number shared by the module (an
// attribute group, a metadata node), prints it. The bodies are then
// merged in module order: a speculation's intrinsics are declared and its
// structs named as the serial translation would have at that point; a
// body whose speculation ended early (it needed a table, or failed) is
// translated again serially there. The output is the serial
// translation's at any thread count.

// speculation is what a speculative body translation used of the module.
type speculation struct {
	intrinsics []intrinsicUse
	structs    []*llvm.StructType
}

// needsSerial ends a speculation that needs what only the serial
// translation has.
type needsSerial struct{}

// intrinsicUse is one use of an intrinsic, as declareIntrinsic receives it.
type intrinsicUse struct {
	name   string
	info   *intrinsicInfo
	ret    string
	params []string
}

// bodies translates the bodies of the module's function definitions.
func (t *translator) bodies() {
	var defs []*function
	for _, f := range t.order {
		if f.op != nil && f.define {
			defs = append(defs, f)
		}
	}
	specs := make([]*speculation, len(defs))
	if threads := min(t.ctx.Threads(), len(defs)); threads > 1 {
		var next atomic.Int64
		var wg sync.WaitGroup
		for range threads {
			wg.Go(func() {
				w := *t
				w.md, w.dbg, w.loops = nil, nil, nil
				w.types = map[ir.Type]string{}
				var scratch bytes.Buffer
				for i := int(next.Add(1) - 1); i < len(defs); i = int(next.Add(1) - 1) {
					w.spec = &speculation{}
					if w.speculate(defs[i], &scratch) {
						specs[i] = w.spec
					}
				}
			})
		}
		wg.Wait()
	}
	for i, f := range defs {
		s := specs[i]
		if s == nil {
			for _, bb := range f.blocks {
				bb.insts, bb.preds = nil, nil
			}
			t.body(f)
			continue
		}
		for _, u := range s.intrinsics {
			t.declareIntrinsic(u.name, u.info, u.ret, u.params)
		}
		for _, ty := range s.structs {
			t.structName(ty)
		}
	}
}

// speculate translates f's body with the worker translator w, reporting
// whether it succeeded; a plain body is numbered and printed too (with
// scratch; its blocks are then dropped).
func (w *translator) speculate(f *function, scratch *bytes.Buffer) (ok bool) {
	defer func() {
		// Whatever ended the speculation, the serial translation meets
		// it again: a missing table, or the diagnostic to report.
		if recover() != nil {
			ok = false
		}
	}()
	w.body(f)
	numberFunction(f)
	if plain(f) {
		scratch.Reset()
		w.printFunction(scratch, f)
		f.text = scratch.String()
		f.blocks, f.blockMap = nil, nil
	}
	return true
}

// plain reports whether the printing of a function definition takes no
// number shared by the module: it has no metadata, debug records or
// call-site attribute groups.
func plain(f *function) bool {
	if len(f.md) > 0 {
		return false
	}
	for _, bb := range f.blocks {
		for _, in := range bb.insts {
			if len(in.md) > 0 || len(in.records) > 0 {
				return false
			}
			for _, p := range in.parts {
				switch p.(type) {
				case *attrSet, *mdNode:
					return false
				}
			}
		}
	}
	return true
}
