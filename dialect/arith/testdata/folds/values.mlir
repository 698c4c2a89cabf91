// Folds that use values (operand identity, defining ops), one function per
// chunk; values.mlir.golden is upstream's --canonicalize=enable-patterns=none.
func.func @addi(%a: i32, %b: i32, %v: vector<4xi32>) -> (i32, i32, i32, vector<4xi32>, i32) {
  %c0 = arith.constant 0 : i32
  %z = arith.constant dense<0> : vector<4xi32>
  %0 = arith.addi %a, %c0 : i32
  %s = arith.subi %a, %b : i32
  %1 = arith.addi %s, %b : i32
  %2 = arith.addi %b, %s : i32
  %3 = arith.addi %v, %z : vector<4xi32>
  %4 = arith.addi %c0, %a : i32
  return %0, %1, %2, %3, %4 : i32, i32, i32, vector<4xi32>, i32
}

// -----
func.func @subi(%a: i32, %b: i32, %t: tensor<?xi32>, %v: vector<2xi32>) -> (i32, i32, i32, i32, tensor<?xi32>, vector<2xi32>) {
  %c0 = arith.constant 0 : i32
  %0 = arith.subi %a, %a : i32
  %1 = arith.subi %a, %c0 : i32
  %s = arith.addi %a, %b : i32
  %2 = arith.subi %s, %b : i32
  %3 = arith.subi %s, %a : i32
  %4 = arith.subi %t, %t : tensor<?xi32>
  %5 = arith.subi %v, %v : vector<2xi32>
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, tensor<?xi32>, vector<2xi32>
}

// -----
func.func @muli(%a: i32, %x: index) -> (i32, i32, index) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %0 = arith.muli %a, %c0 : i32
  %1 = arith.muli %a, %c1 : i32
  %c1i = arith.constant 1 : index
  %2 = arith.muli %c1i, %x : index
  return %0, %1, %2 : i32, i32, index
}

// -----
func.func @extended(%a: i32, %v: vector<3xi32>) -> (i32, i1, i32, i32, i32, i32, vector<3xi32>, vector<3xi1>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %s, %o = arith.addui_extended %a, %c0 : i32, i1
  %l, %h = arith.mulsi_extended %a, %c0 : i32
  %l2, %h2 = arith.mului_extended %a, %c1 : i32
  %z = arith.constant dense<0> : vector<3xi32>
  %s3, %o3 = arith.addui_extended %v, %z : vector<3xi32>, vector<3xi1>
  return %s, %o, %l, %h, %l2, %h2, %s3, %o3 : i32, i1, i32, i32, i32, i32, vector<3xi32>, vector<3xi1>
}

// -----
func.func @div(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %0 = arith.divui %a, %c1 : i32
  %1 = arith.divsi %a, %c1 : i32
  %2 = arith.ceildivui %a, %c1 : i32
  %3 = arith.ceildivsi %a, %c1 : i32
  %4 = arith.floordivsi %a, %c1 : i32
  %5 = arith.remui %a, %c1 : i32
  %6 = arith.remsi %a, %c1 : i32
  %m = arith.muli %a, %b overflow<nuw> : i32
  %7 = arith.divui %m, %b : i32
  %ms = arith.muli %a, %b overflow<nsw> : i32
  %8 = arith.divsi %ms, %a : i32
  %9 = arith.divui %ms, %a : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// -----
func.func @bitwise(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %m1 = arith.constant -1 : i32
  %0 = arith.andi %a, %c0 : i32
  %1 = arith.andi %a, %m1 : i32
  %n = arith.xori %a, %m1 : i32
  %2 = arith.andi %a, %n : i32
  %3 = arith.andi %n, %a : i32
  %ab = arith.andi %a, %b : i32
  %4 = arith.andi %a, %ab : i32
  %5 = arith.andi %ab, %b : i32
  %6 = arith.ori %a, %c0 : i32
  %7 = arith.ori %a, %m1 : i32
  %8 = arith.ori %a, %n : i32
  %9 = arith.xori %a, %c0 : i32
  %10 = arith.xori %a, %a : i32
  %x = arith.xori %a, %b : i32
  %11 = arith.xori %x, %b : i32
  %12 = arith.xori %b, %x : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// -----
func.func @shifts(%a: i32, %v: vector<2xi8>) -> (i32, i32, i32, vector<2xi8>, vector<2xi8>) {
  %c0 = arith.constant 0 : i32
  %0 = arith.shli %a, %c0 : i32
  %1 = arith.shrui %a, %c0 : i32
  %2 = arith.shrsi %a, %c0 : i32
  %x = arith.constant dense<[3, 100]> : vector<2xi8>
  %s1 = arith.constant dense<[9, 1]> : vector<2xi8>
  %s2 = arith.constant dense<[1, 9]> : vector<2xi8>
  %3 = arith.shli %x, %s1 : vector<2xi8>
  %4 = arith.shli %x, %s2 : vector<2xi8>
  return %0, %1, %2, %3, %4 : i32, i32, i32, vector<2xi8>, vector<2xi8>
}

// -----
func.func @minmax(%a: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %max = arith.constant 2147483647 : i32
  %min = arith.constant -2147483648 : i32
  %z = arith.constant 0 : i32
  %m1 = arith.constant -1 : i32
  %0 = arith.maxsi %a, %a : i32
  %1 = arith.maxsi %a, %max : i32
  %2 = arith.maxsi %a, %min : i32
  %3 = arith.maxui %a, %m1 : i32
  %4 = arith.maxui %a, %z : i32
  %5 = arith.minsi %a, %min : i32
  %6 = arith.minsi %a, %max : i32
  %7 = arith.minui %a, %z : i32
  %8 = arith.minui %a, %m1 : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// -----
func.func @floats(%f: f32, %g: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %pinf = arith.constant 0x7F800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %0 = arith.addf %f, %nz : f32
  %1 = arith.addf %f, %pz : f32
  %2 = arith.subf %f, %pz : f32
  %3 = arith.subf %f, %nz : f32
  %4 = arith.mulf %f, %one : f32
  %5 = arith.divf %f, %one : f32
  %6 = arith.mulf %f, %pz fastmath<nnan,nsz> : f32
  %7 = arith.mulf %f, %pz fastmath<nnan> : f32
  %8 = arith.maximumf %f, %ninf : f32
  %9 = arith.minimumf %f, %pinf : f32
  %10 = arith.maxnumf %f, %nan : f32
  %11 = arith.minnumf %f, %nan : f32
  %12 = arith.maximumf %f, %f : f32
  %n = arith.negf %f : f32
  %13 = arith.negf %n : f32
  %14 = arith.mulf %f, %nz fastmath<fast> : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----
func.func @casts(%a: i8, %b: i32, %x: index, %f: f16, %d: f32) -> (i64, i64, i16, i8, i8, i32, i16, index, index, i32, f16, f32, f32, f32, bf16) {
  %e1 = arith.extui %a : i8 to i16
  %0 = arith.extui %e1 : i16 to i64
  %e2 = arith.extsi %a : i8 to i16
  %1 = arith.extsi %e2 : i16 to i64
  %e3 = arith.extui %b : i32 to i64
  %2 = arith.trunci %e3 : i64 to i16
  %e4 = arith.extsi %a : i8 to i32
  %3 = arith.trunci %e4 : i32 to i8
  %t1 = arith.trunci %b : i32 to i16
  %4 = arith.trunci %t1 : i16 to i8
  %e5 = arith.extui %a : i8 to i64
  %5 = arith.trunci %e5 : i64 to i32
  %6 = arith.trunci %e5 : i64 to i16
  %i1 = arith.index_cast %x : index to i64
  %7 = arith.index_cast %i1 : i64 to index
  %i2 = arith.index_cast %x : index to i32
  %8 = arith.index_cast %i2 : i32 to index
  %i3 = arith.index_castui %b : i32 to index
  %9 = arith.index_castui %i3 : index to i32
  %x1 = arith.extf %f : f16 to f32
  %10 = arith.truncf %x1 : f32 to f16
  %x2 = arith.extf %f : f16 to f64
  %11 = arith.truncf %x2 : f64 to f32
  %x3 = arith.truncf %d to_nearest_away : f32 to f16
  %12 = arith.extf %f fastmath<contract> : f16 to f32
  %t4 = arith.truncf %d fastmath<contract> : f32 to f16
  %13 = arith.extf %t4 fastmath<contract> : f16 to f32
  %b1 = arith.extf %f : f16 to f32
  %14 = arith.truncf %b1 : f32 to bf16
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14 : i64, i64, i16, i8, i8, i32, i16, index, index, i32, f16, f32, f32, f32, bf16
}

// -----
func.func @cmpi(%a: i32, %b: i1, %v: vector<2xi1>, %w: i8, %t: tensor<?xi32>) -> (i1, i1, i1, i1, i1, i1, vector<2xi1>, i1, i1, tensor<?xi1>, i1) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %f = arith.constant false
  %t1 = arith.constant true
  %0 = arith.cmpi eq, %a, %a : i32
  %1 = arith.cmpi slt, %a, %a : i32
  %e = arith.extui %b : i1 to i32
  %2 = arith.cmpi ne, %e, %c0 : i32
  %es = arith.extsi %b : i1 to i32
  %3 = arith.cmpi ne, %es, %c0 : i32
  %4 = arith.cmpi ne, %b, %f : i1
  %5 = arith.cmpi eq, %b, %t1 : i1
  %vf = arith.constant dense<false> : vector<2xi1>
  %6 = arith.cmpi ne, %v, %vf : vector<2xi1>
  %7 = arith.cmpi slt, %c1, %a : i32
  %8 = arith.cmpi uge, %c0, %a : i32
  %9 = arith.cmpi sle, %t, %t : tensor<?xi32>
  %10 = arith.cmpi eq, %e, %c0 : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i1, i1, i1, i1, i1, i1, vector<2xi1>, i1, i1, tensor<?xi1>, i1
}

// -----
func.func @cmpf(%f: f32) -> (i1, i1, i1, i1) {
  %nan = arith.constant 0x7FC00000 : f32
  %one = arith.constant 1.0 : f32
  %0 = arith.cmpf ueq, %f, %nan : f32
  %1 = arith.cmpf olt, %nan, %f : f32
  %2 = arith.cmpf oeq, %f, %f : f32
  %v = arith.constant dense<1.0> : vector<2xf32>
  %w = arith.cmpf oeq, %v, %v : vector<2xf32>
  %3 = arith.cmpf one, %one, %nan : f32
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

// -----
func.func @select(%c: i1, %a: i32, %b: i32, %vc: vector<2xi1>) -> (i32, i32, i32, i1, i32, i32, vector<2xi32>, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.select %c, %a, %a : i32
  %1 = arith.select %t, %a, %b : i32
  %2 = arith.select %f, %a, %b : i32
  %3 = arith.select %c, %t, %f : i1
  %eq = arith.cmpi eq, %a, %b : i32
  %4 = arith.select %eq, %a, %b : i32
  %ne = arith.cmpi ne, %a, %b : i32
  %5 = arith.select %ne, %a, %b : i32
  %cv = arith.constant dense<[true, false]> : vector<2xi1>
  %x = arith.constant dense<[1, 2]> : vector<2xi32>
  %y = arith.constant dense<[3, 4]> : vector<2xi32>
  %6 = arith.select %cv, %x, %y : vector<2xi1>, vector<2xi32>
  %7 = arith.select %ne, %b, %a : i32
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i1, i32, i32, vector<2xi32>, i32
}
// -----
func.func @p(%a: i32, %c: i1, %f: f32) -> (i32, i32, i32, i1, f32, i64, f32, i32, i32, i32, f32, i32, i32) {
  %p = ub.poison : i32
  %pf = ub.poison : f32
  %pb = ub.poison : i1
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %p, %c1 : i32
  %1 = arith.addi %c1, %p : i32
  %2 = arith.muli %a, %p : i32
  %s = arith.constant 7 : i32
  %o = arith.constant true
  %3 = arith.addf %pf, %f : f32
  %4 = arith.extui %p : i32 to i64
  %5 = arith.bitcast %p : i32 to f32
  %6 = arith.select %c, %p, %a : i32
  %7 = arith.select %c, %a, %p : i32
  %8 = arith.select %pb, %a, %c1 : i32
  %9 = arith.negf %pf : f32
  %10 = arith.cmpi slt, %p, %c1 : i32
  %i = arith.constant 5 : i32
  %11 = arith.divsi %i, %p : i32
  return %0, %1, %2, %o, %3, %4, %5, %6, %7, %8, %9, %s, %11 : i32, i32, i32, i1, f32, i64, f32, i32, i32, i32, f32, i32, i32
}
// -----
func.func @p2(%a: i32, %f: f32, %v: vector<2xi32>) -> (i32, i32, i32, i32, i32, f32, f32, i1, i1, i64, i8, f64, f16, i32, i32, f32, index, i32, i32, vector<2xi32>, i32, i32, i1) {
  %p = ub.poison : i32
  %pf = ub.poison : f32
  %pv = ub.poison : vector<2xi32>
  %c2 = arith.constant 2 : i32
  %0 = arith.shli %p, %c2 : i32
  %1 = arith.shrsi %c2, %p : i32
  %l, %h = arith.mulsi_extended %p, %c2 : i32
  %l2, %h2 = arith.mului_extended %c2, %p : i32
  %2 = arith.maxsi %a, %p : i32
  %3 = arith.minimumf %pf, %f : f32
  %4 = arith.remf %f, %pf : f32
  %one = arith.constant 1.0 : f32
  %5 = arith.cmpf olt, %pf, %one : f32
  %6 = arith.cmpi eq, %a, %p : i32
  %7 = arith.extsi %p : i32 to i64
  %8 = arith.trunci %p : i32 to i8
  %9 = arith.extf %pf : f32 to f64
  %10 = arith.truncf %pf : f32 to f16
  %11 = arith.fptosi %pf : f32 to i32
  %12 = arith.bitcast %pf : f32 to i32
  %13 = arith.sitofp %p : i32 to f32
  %14 = arith.index_cast %p : i32 to index
  %15 = arith.ceildivsi %c2, %p : i32
  %16 = arith.floordivsi %p, %c2 : i32
  %17 = arith.addi %v, %pv : vector<2xi32>
  %18 = arith.remui %p, %c2 : i32
  %19 = arith.andi %p, %a : i32
  %20 = arith.cmpi slt, %p, %a : i32
  return %0, %1, %l, %h, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20 : i32, i32, i32, i32, i32, f32, f32, i1, i1, i64, i8, f64, f16, i32, i32, f32, index, i32, i32, vector<2xi32>, i32, i32, i1
}
