#!/usr/bin/env python3
"""Records folding tests from upstream mlir-opt 22.

usage: record.py GOMLIR_OPT

For each mode of gen.py (random constant expressions, one per
`// -----` chunk), runs upstream `mlir-opt --canonicalize` and gomlir-opt,
keeps the chunks whose results agree, and drops the chunks that fold to
values LLVM's APFloat leaves undefined (infinities and NaNs of the
finite-only f4E2M1FN/f6E2M3FN/f6E3M2FN, negative f8E8M0FNU values, where
upstream prints bit patterns of unreachable code paths); any other
disagreement is an error. Writes <mode>.mlir and <mode>.mlir.golden
(upstream's output). values.mlir.golden is recorded from values.mlir with
--canonicalize=enable-patterns=none (folders only)."""
import os, subprocess, sys

here = os.path.dirname(os.path.abspath(__file__))
gomlir = sys.argv[1]
UB_TYPES = ('f4E2M1FN', 'f6E2M3FN', 'f6E3M2FN', 'f8E8M0FNU')
MODES = [('int', 11, 700), ('float', 12, 500), ('cast', 13, 500), ('vec', 14, 300)]
FLAGS = ['--allow-unregistered-dialect', '--split-input-file', '--canonicalize']


def run(tool, path, flags):
    r = subprocess.run([tool] + flags + [path], capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit('%s failed on %s:\n%s' % (tool, path, r.stderr))
    return r.stdout.split('// -----\n')


for mode, seed, n in MODES:
    src = subprocess.run([sys.executable, os.path.join(here, 'gen.py'), str(seed), mode, str(n), '--split'],
                         capture_output=True, text=True, check=True).stdout
    tmp = os.path.join(here, mode + '.tmp.mlir')
    open(tmp, 'w').write(src)
    chunks = src.split('\n// -----\n')
    up, go = run('mlir-opt', tmp, FLAGS), run(gomlir, tmp, FLAGS)
    os.remove(tmp)
    keep_in, keep_out = [], []
    for c, u, g in zip(chunks, up, go):
        if u != g:
            if any(t in c for t in UB_TYPES):
                continue
            sys.exit('disagreement on:\n%s\nupstream:\n%s\ngomlir:\n%s' % (c, u, g))
        keep_in.append(c.rstrip('\n'))
        keep_out.append(u)
    open(os.path.join(here, mode + '.mlir'), 'w').write('\n// -----\n'.join(keep_in) + '\n')
    open(os.path.join(here, mode + '.mlir.golden'), 'w').write('// -----\n'.join(keep_out))
    print(mode, len(keep_in), 'chunks kept of', len(chunks))

vals = os.path.join(here, 'values.mlir')
out = subprocess.run(['mlir-opt', '--split-input-file', '--canonicalize=enable-patterns=none', vals],
                     capture_output=True, text=True, check=True).stdout
open(vals + '.golden', 'w').write(out)
