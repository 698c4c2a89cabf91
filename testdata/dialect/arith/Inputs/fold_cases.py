"""Writes arith and math constant-folding cases, one function per
split-input-file chunk, for fold-exhaustive.mlir: every integer binary op
and comparison on edge values of i1 ... i128 and index; float arithmetic,
comparisons, conversions and the exactly foldable math ops on special
values of each float type; vector and tensor folds (splat and non-splat).
Left out: transcendental math folds (upstream calls the host libm) and
f4E2M1FN arithmetic and truncations that overflow (LLVM produces
infinities and NaNs in a format that has none)."""
import itertools

chunks = []


def func(body, rets, rtys):
    chunks.append('func.func @f() -> (%s) {\n%s  return %s : %s\n}\n' % (
        ', '.join(rtys), body, ', '.join(rets), ', '.join(rtys)))


def pairs(n):
    return itertools.product(range(n), repeat=2)


INTS = {
    'i1': [0, 1, -1],
    'i8': [0, 1, -1, 2, 7, 8, 127, -128, -127, 100, -3],
    'i32': [0, 1, -1, 2, 31, 32, 33, 2147483647, -2147483648, 65536, -7, 12345],
    'i64': [0, 1, -1, 63, 64, 9223372036854775807, -9223372036854775808, 4294967296, -5],
    'index': [0, 1, -1, 63, 64, 9223372036854775807, -9223372036854775808, 4294967296, -5],
    'i128': [0, 1, -1, 127, 2**127 - 1, -2**127],
}
INT_BIN = ['addi', 'subi', 'muli', 'divsi', 'divui', 'ceildivsi', 'ceildivui', 'floordivsi',
           'remsi', 'remui', 'andi', 'ori', 'xori', 'shli', 'shrsi', 'shrui',
           'maxsi', 'maxui', 'minsi', 'minui']
CMPI = ['eq', 'ne', 'slt', 'sle', 'sgt', 'sge', 'ult', 'ule', 'ugt', 'uge']


def consts(vals, ty):
    return ''.join('  %%c%d = arith.constant %s : %s\n' % (i, v, ty) for i, v in enumerate(vals))


def binary_chunks(ty, vals, ops, cmp, cmp_preds, i1ty):
    for op in ops + [cmp + '_' + p for p in cmp_preds]:
        body, rets, rtys = consts(vals, ty), [], []
        for k, (i, j) in enumerate(pairs(len(vals))):
            if op.startswith(cmp + '_'):
                body += '  %%r%d = arith.%s %s, %%c%d, %%c%d : %s\n' % (k, cmp, op[len(cmp) + 1:], i, j, ty)
                rtys.append(i1ty)
            elif '.' in op:
                body += '  %%r%d = %s %%c%d, %%c%d : %s\n' % (k, op, i, j, ty)
                rtys.append(ty)
            else:
                body += '  %%r%d = arith.%s %%c%d, %%c%d : %s\n' % (k, op, i, j, ty)
                rtys.append(ty)
            rets.append('%%r%d' % k)
        func(body, rets, rtys)


for ty, vals in INTS.items():
    binary_chunks(ty, vals, INT_BIN, 'cmpi', CMPI, 'i1')

WIDTH = {'f16': 16, 'bf16': 16, 'f32': 32, 'f64': 64, 'f8E4M3FN': 8, 'f8E5M2': 8, 'f4E2M1FN': 4}
SPECIAL = {
    'f16': ['0x7E00', '0x7C00', '0xFC00', '0x0001', '0x7BFF', '0x8000'],
    'bf16': ['0x7FC0', '0x7F80', '0xFF80', '0x0001', '0x7F7F', '0x8000'],
    'f32': ['0x7FC00000', '0x7F800000', '0xFF800000', '0x00000001', '0x7F7FFFFF', '0x80000000'],
    'f64': ['0x7FF8000000000000', '0x7FF0000000000000', '0xFFF0000000000000',
            '0x0000000000000001', '0x7FEFFFFFFFFFFFFF', '0x8000000000000000'],
    'f8E4M3FN': ['0x7F', '0x7E', '0x01', '0x80'],
    'f8E5M2': ['0x7E', '0x7C', '0xFC', '0x01', '0x7B', '0x80'],
    'f4E2M1FN': ['0x7', '0x1', '0x8'],
}
DECIMAL = ['0.0', '1.0', '-1.0', '0.5', '1.5', '-2.5', '3.0', '100.0', '1.0e10', '-7.25']
FLOAT_BIN = ['addf', 'subf', 'mulf', 'divf', 'remf', 'maximumf', 'minimumf', 'maxnumf', 'minnumf',
             'math.copysign']
CMPF = ['false', 'oeq', 'ogt', 'oge', 'olt', 'ole', 'one', 'ord', 'ueq', 'ugt', 'uge', 'ult',
        'ule', 'une', 'uno', 'true']
MATH_UNARY = ['absf', 'ceil', 'floor', 'round', 'roundeven', 'trunc', 'sqrt']
ROUNDING = ['', ' downward', ' upward', ' toward_zero', ' to_nearest_away']

for ty in WIDTH:
    vals = DECIMAL + SPECIAL[ty]
    binary_chunks(ty, vals, FLOAT_BIN if ty != 'f4E2M1FN' else [], 'cmpf', CMPF, 'i1')
    body, rets, rtys = consts(vals, ty), [], []

    def add(text, rty):
        rets.append('%%r%d' % len(rets))
        rtys.append(rty)
        body_parts.append('  %s = %s\n' % (rets[-1], text))
    body_parts = []
    for i in range(len(vals)):
        for m in ['arith.negf'] + ['math.' + u for u in MATH_UNARY]:
            add('%s %%c%d : %s' % (m, i, ty), ty)
        for m in ['isnan', 'isinf', 'isfinite', 'isnormal']:
            add('math.%s %%c%d : %s' % (m, i, ty), 'i1')
        for it in ['i8', 'i32', 'i64']:
            for m in ['fptosi', 'fptoui']:
                add('arith.%s %%c%d : %s to %s' % (m, i, ty, it), it)
        for ot in WIDTH:
            if ot == 'f4E2M1FN':
                continue
            if WIDTH[ot] > WIDTH[ty]:
                add('arith.extf %%c%d : %s to %s' % (i, ty, ot), ot)
            if WIDTH[ot] < WIDTH[ty]:
                for rm in ROUNDING:
                    add('arith.truncf %%c%d%s : %s to %s' % (i, rm, ty, ot), ot)
        if WIDTH[ty] in (16, 32, 64):
            add('arith.bitcast %%c%d : %s to i%d' % (i, ty, WIDTH[ty]), 'i%d' % WIDTH[ty])
    func(body + ''.join(body_parts), rets, rtys)

CONV_INTS = {'i8': [0, 1, -1, 127, -128, 100], 'i32': [0, 1, -1, 2147483647, -2147483648, 16777217, 65505],
             'i64': [0, -1, 9223372036854775807, -9223372036854775808, 9007199254740993]}
for it, vals in CONV_INTS.items():
    body_parts, rets, rtys = [], [], []

    def add(text, rty):
        rets.append('%%r%d' % len(rets))
        rtys.append(rty)
        body_parts.append('  %s = %s\n' % (rets[-1], text))
    for i in range(len(vals)):
        for ft in WIDTH:
            for m in ['sitofp', 'uitofp']:
                add('arith.%s %%c%d : %s to %s' % (m, i, it, ft), ft)
        for m in ['ctlz', 'cttz', 'ctpop', 'absi']:
            add('math.%s %%c%d : %s' % (m, i, it), it)
        for j in range(len(vals)):
            add('math.ipowi %%c%d, %%c%d : %s' % (i, j, it), it)
        for ot in CONV_INTS:
            wi, wo = int(it[1:]), int(ot[1:])
            if wo > wi:
                for m in ['extsi', 'extui']:
                    add('arith.%s %%c%d : %s to %s' % (m, i, it, ot), ot)
            if wo < wi:
                add('arith.trunci %%c%d : %s to %s' % (i, it, ot), ot)
        for m in ['index_cast', 'index_castui']:
            add('arith.%s %%c%d : %s to index' % (m, i, it), 'index')
    func(consts(vals, it) + ''.join(body_parts), rets, rtys)

VEC_INTS = ['dense<[0, -1]>', 'dense<[7, -128]>', 'dense<1>', 'dense<0>', 'dense<-1>', 'dense<[3, 2]>',
            'dense<127>']
for ty in ['vector<2xi8>', 'tensor<2xi8>']:
    binary_chunks(ty, VEC_INTS, INT_BIN, 'cmpi', ['slt', 'eq', 'ugt'], ty.replace('i8', 'i1'))
VEC_FLOATS = ['dense<[0.0, -1.5]>', 'dense<1.0>', 'dense<0x7FC00000>', 'dense<[-0.0, 2.0]>',
              'dense<0x7F800000>']
binary_chunks('vector<2xf32>', VEC_FLOATS, FLOAT_BIN[:-1], 'cmpf', ['olt', 'une', 'uno'], 'vector<2xi1>')

print('\n// -----\n\n'.join(chunks))
