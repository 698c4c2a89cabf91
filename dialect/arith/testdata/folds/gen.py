# Random constant expressions over every arith op, for record.py.
import random, sys
random.seed(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
# float types: name, bits, exp bits, mantissa bits (IEEE-like layout)
FT = {'f16':(16,5,10),'bf16':(16,8,7),'f32':(32,8,23),'f64':(64,11,52),'f8E5M2':(8,5,2),'f8E4M3FN':(8,4,3),
      'f8E4M3':(8,4,3),'f8E5M2FNUZ':(8,5,2),'f8E4M3FNUZ':(8,4,3),'f8E4M3B11FNUZ':(8,4,3),'f8E3M4':(8,3,4),
      'f6E2M3FN':(6,2,3),'f6E3M2FN':(6,3,2),'f4E2M1FN':(4,2,1),'tf32':(19,8,10),'f128':(128,15,112),'f8E8M0FNU':(8,8,0)}
def fbits(t):
    n,e,m = FT[t]
    r = random.random()
    if t == 'f8E8M0FNU':
        return random.choice([0,1,126,127,128,254,255, random.randrange(256)])
    sign = random.getrandbits(1) << (n-1)
    if r < 0.1: return sign  # zero
    if r < 0.2: return sign | (((1<<e)-1) << m)  # inf / nan pattern
    if r < 0.3: return sign | (((1<<e)-1) << m) | random.randrange(1, 1<<m) if m else sign
    if r < 0.4: return sign | random.randrange(1, 1<<m) if m else sign # denormal
    if r < 0.55: # small integers / simple values
        return sign | ((((1<<(e-1))-1) + random.randrange(0, 4)) << m) | (random.randrange(0,4) << max(m-2,0)) % (1<<m if m else 1)
    return random.getrandbits(n)
def flit(t, b):
    n = FT[t][0]
    return '0x%X' % b
INT = ['i1','i8','i16','i32','i64','i128','index','i3','i17']
def width(t): return 64 if t=='index' else int(t[1:])
def ival(t):
    w = width(t)
    r = random.random()
    if r < 0.15: v = random.choice([0,1,-1,2,-2])
    elif r < 0.3: v = random.choice([(1<<(w-1))-1, -(1<<(w-1)), (1<<(w-1)), (1<<w)-1, w, w-1, w+1])
    else: v = random.getrandbits(w)
    # canonical signed
    v &= (1<<w)-1
    if w > 1 and v >= 1<<(w-1): v -= 1<<w
    if w == 1: return 'true' if v else 'false'
    return str(v)
out = []
uses = []
k = [0]
def new():
    k[0] += 1
    return '%%v%d' % k[0]
def const(lit, t):
    v = new()
    if lit in ('true', 'false'): out.append('%s = arith.constant %s' % (v, lit))
    else: out.append('%s = arith.constant %s : %s' % (v, lit, t))
    return v
def use(v, t):
    uses.append((v, t))
mode = sys.argv[2] if len(sys.argv) > 2 else 'all'
N = int(sys.argv[3]) if len(sys.argv) > 3 else 300
ibin = ['addi','subi','muli','divui','divsi','ceildivui','ceildivsi','floordivsi','remui','remsi','andi','ori','xori','shli','shrui','shrsi','maxsi','maxui','minsi','minui']
fbin = ['addf','subf','mulf','divf','remf','maximumf','minimumf','maxnumf','minnumf']
starts = []
for _ in range(N):
    starts.append((len(out), len(uses)))
    c = random.random()
    if mode in ('int','all') and c < 0.35:
        t = random.choice(INT); op = random.choice(ibin + ['cmpi','addui_extended','mulsi_extended','mului_extended'])
        a = const(ival(t), t); b = const(ival(t), t)
        if op == 'cmpi':
            p = random.choice(['eq','ne','slt','sle','sgt','sge','ult','ule','ugt','uge'])
            r = new(); out.append('%s = arith.cmpi %s, %s, %s : %s' % (r, p, a, b, t)); use(r, 'i1')
        elif op == 'addui_extended':
            r = new(); out.append('%s:2 = arith.addui_extended %s, %s : %s, i1' % (r, a, b, t)); use(r+'#0', t); use(r+'#1', 'i1')
        elif op.endswith('_extended'):
            r = new(); out.append('%s:2 = arith.%s %s, %s : %s' % (r, op, a, b, t)); use(r+'#0', t); use(r+'#1', t)
        else:
            r = new(); out.append('%s = arith.%s %s, %s : %s' % (r, op, a, b, t)); use(r, t)
    elif mode in ('float','all') and c < 0.7:
        t = random.choice(list(FT)); op = random.choice(fbin + ['negf','cmpf'])
        a = const(flit(t, fbits(t)), t); b = const(flit(t, fbits(t)), t)
        if op == 'negf':
            r = new(); out.append('%s = arith.negf %s : %s' % (r, a, t)); use(r, t)
        elif op == 'cmpf':
            p = random.choice(['false','oeq','ogt','oge','olt','ole','one','ord','ueq','ugt','uge','ult','ule','une','uno','true'])
            r = new(); out.append('%s = arith.cmpf %s, %s, %s : %s' % (r, p, a, b, t)); use(r, 'i1')
        else:
            r = new(); out.append('%s = arith.%s %s, %s : %s' % (r, op, a, b, t)); use(r, t)
    elif mode == 'vec':
        # dense operands: vectors and tensors, splat or not
        shape = random.choice(['vector<3x', 'tensor<2x', 'vector<1x', 'tensor<', 'vector<[2]x'])
        n = {'vector<3x':3, 'tensor<2x':2, 'vector<1x':1, 'tensor<':1, 'vector<[2]x':2}[shape]
        def dense(vals, et):
            if len(set(vals)) == 1 and random.random() < 0.7: return 'dense<%s>' % vals[0]
            if shape == 'tensor<': return 'dense<%s>' % vals[0]
            return 'dense<[%s]>' % ', '.join(vals)
        if random.random() < 0.5:
            et = random.choice(['i8','i32','i1','index','i64'])
            vt = shape + et + '>'
            def iv():
                v = ival(et)
                return v
            splat = random.random() < 0.5
            if splat or shape.startswith('vector<[') :
                x = iv(); avals = [x]*n
                y = iv(); bvals = [y]*n
            else:
                avals = [iv() for _ in range(n)]; bvals = [iv() for _ in range(n)]
            a = const(dense(avals, et), vt); b = const(dense(bvals, et), vt)
            op = random.choice(ibin + ['cmpi'])
            if op == 'cmpi':
                p = random.choice(['eq','ne','slt','sle','sgt','sge','ult','ule','ugt','uge'])
                r = new(); out.append('%s = arith.cmpi %s, %s, %s : %s' % (r, p, a, b, vt)); use(r, shape + 'i1>')
            else:
                r = new(); out.append('%s = arith.%s %s, %s : %s' % (r, op, a, b, vt)); use(r, vt)
        else:
            et = random.choice(['f16','f32','bf16','f64','f8E4M3FN'])
            vt = shape + et + '>'
            def fv():
                return flit(et, fbits(et))
            if random.random() < 0.5 or shape.startswith('vector<['):
                x = fv(); avals = [x]*n; y = fv(); bvals = [y]*n
            else:
                avals = [fv() for _ in range(n)]; bvals = [fv() for _ in range(n)]
            # hex literals are not allowed in dense lists: use splat form only for hex
            def fd(vals):
                if len(set(vals)) == 1: return 'dense<%s>' % vals[0]
                return 'dense<[%s]>' % ', '.join(vals)
            a = const(fd(avals), vt); b = const(fd(bvals), vt)
            op = random.choice(fbin + ['negf', 'extf', 'fptosi', 'bitcast'])
            if op == 'negf':
                r = new(); out.append('%s = arith.negf %s : %s' % (r, a, vt)); use(r, vt)
            elif op == 'extf':
                if et in ('f64',): continue
                dt = {'f16':'f32','f32':'f64','bf16':'f32','f8E4M3FN':'f16'}[et]
                r = new(); out.append('%s = arith.extf %s : %s to %s' % (r, a, vt, shape+dt+'>')); use(r, shape+dt+'>')
            elif op == 'fptosi':
                r = new(); out.append('%s = arith.fptosi %s : %s to %s' % (r, a, vt, shape+'i32>')); use(r, shape+'i32>')
            elif op == 'bitcast':
                it = {'f16':'i16','f32':'i32','bf16':'i16','f64':'i64','f8E4M3FN':'i8'}[et]
                r = new(); out.append('%s = arith.bitcast %s : %s to %s' % (r, a, vt, shape+it+'>')); use(r, shape+it+'>')
            else:
                r = new(); out.append('%s = arith.%s %s, %s : %s' % (r, op, a, b, vt)); use(r, vt)
    elif mode in ('cast','all'):
        kind = random.choice(['extf','truncf','fptosi','fptoui','sitofp','uitofp','extui','extsi','trunci','bitcast','index_cast','index_castui'])
        fts = list(FT)
        if kind in ('extf','truncf'):
            s, d = random.sample(fts, 2)
            ws = {'f16':16,'bf16':16,'f32':32,'f64':64,'f128':128,'tf32':19,'f6E2M3FN':6,'f6E3M2FN':6,'f4E2M1FN':4}
            sw, dw = ws.get(s,8), ws.get(d,8)
            if sw == dw: continue
            if (kind == 'extf') != (dw > sw): s, d = d, s
            a = const(flit(s, fbits(s)), s)
            rm = random.choice(['', '', ' to_nearest_even', ' downward', ' upward', ' toward_zero', ' to_nearest_away']) if kind == 'truncf' else ''
            r = new(); out.append('%s = arith.%s %s%s : %s to %s' % (r, kind, a, rm, s, d)); use(r, d)
        elif kind in ('fptosi','fptoui'):
            s = random.choice(fts); d = random.choice([x for x in INT if x != 'index'])
            a = const(flit(s, fbits(s)), s)
            r = new(); out.append('%s = arith.%s %s : %s to %s' % (r, kind, a, s, d)); use(r, d)
        elif kind in ('sitofp','uitofp'):
            s = random.choice([x for x in INT if x != 'index']); d = random.choice(fts)
            a = const(ival(s), s)
            r = new(); out.append('%s = arith.%s %s : %s to %s' % (r, kind, a, s, d)); use(r, d)
        elif kind in ('extui','extsi','trunci'):
            s, d = random.sample([x for x in INT if x != 'index'], 2)
            if (kind == 'trunci') == (width(d) < width(s)): pass
            else: s, d = d, s
            a = const(ival(s), s)
            r = new(); out.append('%s = arith.%s %s : %s to %s' % (r, kind, a, s, d)); use(r, d)
        elif kind == 'bitcast':
            pairs = [('f16','i16'),('bf16','i16'),('f32','i32'),('f64','i64'),('i16','f16'),('i16','bf16'),('i32','f32'),('i64','f64'),('f16','bf16'),('f128','i128'),('i8','f8E4M3FN'),('f8E5M2','i8'),('tf32','i19'),('i4','f4E2M1FN')]
            s, d = random.choice(pairs)
            a = const(flit(s, fbits(s)) if s in FT else ival(s), s)
            r = new(); out.append('%s = arith.bitcast %s : %s to %s' % (r, a, s, d)); use(r, d)
        else:
            s = random.choice([x for x in INT if x not in ('index','i1')])
            if random.random() < 0.5:
                a = const(ival(s), s); r = new(); out.append('%s = arith.%s %s : %s to index' % (r, kind, a, s)); use(r, 'index')
            else:
                a = const(ival('index'), 'index'); r = new(); out.append('%s = arith.%s %s : index to %s' % (r, kind, a, s)); use(r, s)
if '--split' in sys.argv:
    pass
else:
    for i in range(0, len(uses), 8):
        grp = uses[i:i+8]
        out.append('"foo.use"(%s) : (%s) -> ()' % (', '.join(v for v,_ in grp), ', '.join(t for _,t in grp)))
    print('\n'.join(out))

if '--split' in sys.argv:
    starts.append((len(out), len(uses)))
    chunks = []
    for (o0,u0),(o1,u1) in zip(starts, starts[1:]):
        lines = out[o0:o1]
        us = uses[u0:u1]
        if not us: continue
        lines.append('"foo.use"(%s) : (%s) -> ()' % (', '.join(v for v,_ in us), ', '.join(t for _,t in us)))
        chunks.append('\n'.join(lines))
    print('\n// -----\n'.join(chunks))
