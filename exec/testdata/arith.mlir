// Integer and float arithmetic, comparisons and casts at several widths.
func.func @ints(%a: i32, %b: i32) {
  %0 = arith.addi %a, %b : i32
  vector.print %0 : i32
  %1 = arith.subi %a, %b : i32
  vector.print %1 : i32
  %2 = arith.muli %a, %b : i32
  vector.print %2 : i32
  %3 = arith.divsi %a, %b : i32
  vector.print %3 : i32
  %4 = arith.divui %a, %b : i32
  vector.print %4 : i32
  %5 = arith.remsi %a, %b : i32
  vector.print %5 : i32
  %6 = arith.remui %a, %b : i32
  vector.print %6 : i32
  %7 = arith.ceildivsi %a, %b : i32
  vector.print %7 : i32
  %8 = arith.floordivsi %a, %b : i32
  vector.print %8 : i32
  %9 = arith.ceildivui %a, %b : i32
  vector.print %9 : i32
  %10 = arith.maxsi %a, %b : i32
  %11 = arith.minui %a, %b : i32
  vector.print %10 : i32
  vector.print %11 : i32
  %c3 = arith.constant 3 : i32
  %12 = arith.shli %a, %c3 : i32
  %13 = arith.shrsi %a, %c3 : i32
  %14 = arith.shrui %a, %c3 : i32
  vector.print %12 : i32
  vector.print %13 : i32
  vector.print %14 : i32
  %15 = arith.xori %a, %b : i32
  %16 = arith.andi %a, %b : i32
  %17 = arith.ori %a, %b : i32
  vector.print %15 : i32
  vector.print %16 : i32
  vector.print %17 : i32
  %18 = arith.cmpi slt, %a, %b : i32
  %19 = arith.cmpi ult, %a, %b : i32
  vector.print %18 : i1
  vector.print %19 : i1
  %20 = arith.trunci %a : i32 to i8
  vector.print %20 : i8
  %21 = arith.extsi %20 : i8 to i64
  %22 = arith.extui %20 : i8 to i64
  vector.print %21 : i64
  vector.print %22 : i64
  %23 = arith.sitofp %a : i32 to f32
  %24 = arith.uitofp %a : i32 to f64
  vector.print %23 : f32
  vector.print %24 : f64
  %25 = arith.index_cast %a : i32 to index
  vector.print %25 : index
  %26 = arith.select %18, %a, %b : i32
  vector.print %26 : i32
  return
}

func.func @floats(%a: f32, %b: f32) {
  %0 = arith.addf %a, %b : f32
  %1 = arith.subf %a, %b : f32
  %2 = arith.mulf %a, %b : f32
  %3 = arith.divf %a, %b : f32
  %4 = arith.remf %a, %b : f32
  %5 = arith.maximumf %a, %b : f32
  %6 = arith.minnumf %a, %b : f32
  %7 = arith.negf %a : f32
  vector.print %0 : f32
  vector.print %1 : f32
  vector.print %2 : f32
  vector.print %3 : f32
  vector.print %4 : f32
  vector.print %5 : f32
  vector.print %6 : f32
  vector.print %7 : f32
  %8 = arith.cmpf olt, %a, %b : f32
  %9 = arith.cmpf une, %a, %b : f32
  vector.print %8 : i1
  vector.print %9 : i1
  %10 = arith.extf %a : f32 to f64
  %11 = arith.mulf %10, %10 : f64
  vector.print %11 : f64
  %12 = arith.truncf %11 : f64 to f32
  vector.print %12 : f32
  %13 = arith.fptosi %a : f32 to i32
  vector.print %13 : i32
  %14 = math.sqrt %a : f32
  %15 = math.absf %a : f32
  %16 = math.floor %a : f32
  %17 = math.ceil %a : f32
  %18 = math.fma %a, %b, %a : f32
  %19 = math.copysign %b, %a : f32
  vector.print %14 : f32
  vector.print %15 : f32
  vector.print %16 : f32
  vector.print %17 : f32
  vector.print %18 : f32
  vector.print %19 : f32
  return
}

func.func @main() {
  %a = arith.constant 1000003 : i32
  %b = arith.constant -77 : i32
  func.call @ints(%a, %b) : (i32, i32) -> ()
  %c = arith.constant -2147483648 : i32
  %d = arith.constant 3 : i32
  func.call @ints(%c, %d) : (i32, i32) -> ()
  %x = arith.constant 3.25 : f32
  %y = arith.constant -0.1 : f32
  func.call @floats(%x, %y) : (f32, f32) -> ()
  %z = arith.constant 1.0e30 : f32
  %w = arith.constant 7.0e-3 : f32
  func.call @floats(%z, %w) : (f32, f32) -> ()
  %zero = arith.constant 0.0 : f32
  %inf = arith.divf %x, %zero : f32
  vector.print %inf : f32
  return
}
