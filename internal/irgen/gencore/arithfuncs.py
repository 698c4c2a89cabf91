# arithfuncs.py N: N functions of random arith ops (the custom-form speed workload of
# docs/CONFORMANCE.md; 12000 functions make 15.8 MB). Deterministic (seed 1).
import random, sys
random.seed(1)
n = int(sys.argv[1])
out = []
for f in range(n):
    out.append(f"func.func @f{f}(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: index) -> (i32, f32) {{")
    ints = ["%arg0", "%arg1"]; fl = ["%arg2"]
    k = 0
    for j in range(30):
        r = random.random()
        if r < 0.2:
            out.append(f"  %v{k} = arith.constant {random.randint(-100,100)} : i32"); ints.append(f"%v{k}")
        elif r < 0.5:
            op = random.choice(["addi","subi","muli","andi","ori","xori","maxsi","minui"])
            out.append(f"  %v{k} = arith.{op} {random.choice(ints)}, {random.choice(ints)} : i32"); ints.append(f"%v{k}")
        elif r < 0.65:
            op = random.choice(["addf","mulf","subf","maximumf"])
            out.append(f"  %v{k} = arith.{op} {random.choice(fl)}, {random.choice(fl)} : f32"); fl.append(f"%v{k}")
        elif r < 0.75:
            out.append(f"  %v{k} = arith.negf {random.choice(fl)} : f32"); fl.append(f"%v{k}")
        elif r < 0.85:
            out.append(f"  %v{k} = arith.cmpi slt, {random.choice(ints)}, {random.choice(ints)} : i32")
            k += 1
            out.append(f"  %v{k} = arith.select %v{k-1}, {random.choice(ints)}, {random.choice(ints)} : i32"); ints.append(f"%v{k}")
        else:
            out.append(f"  %v{k} = arith.constant {random.uniform(-10,10):.3f} : f32"); fl.append(f"%v{k}")
        k += 1
    out.append(f"  return {ints[-1]}, {fl[-1]} : i32, f32")
    out.append("}")
print("\n".join(out))
