// Calls, recursion, cf branches, scf and affine control flow.
func.func @fib(%n: i64) -> i64 {
  %c2 = arith.constant 2 : i64
  %lt = arith.cmpi slt, %n, %c2 : i64
  cf.cond_br %lt, ^small, ^big
^small:
  return %n : i64
^big:
  %c1 = arith.constant 1 : i64
  %a = arith.subi %n, %c1 : i64
  %b = arith.subi %n, %c2 : i64
  %fa = call @fib(%a) : (i64) -> i64
  %fb = call @fib(%b) : (i64) -> i64
  %s = arith.addi %fa, %fb : i64
  return %s : i64
}

func.func @collatz(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %r:2 = scf.while (%x = %n, %steps = %c0) : (i64, i64) -> (i64, i64) {
    %more = arith.cmpi ne, %x, %c1 : i64
    scf.condition(%more) %x, %steps : i64, i64
  } do {
  ^bb0(%x: i64, %steps: i64):
    %rem = arith.remui %x, %c2 : i64
    %even = arith.cmpi eq, %rem, %c0 : i64
    %next = scf.if %even -> i64 {
      %h = arith.divui %x, %c2 : i64
      scf.yield %h : i64
    } else {
      %t = arith.muli %x, %c3 : i64
      %t1 = arith.addi %t, %c1 : i64
      scf.yield %t1 : i64
    }
    %s1 = arith.addi %steps, %c1 : i64
    scf.yield %next, %s1 : i64, i64
  }
  return %r#1 : i64
}

func.func @main() {
  %c20 = arith.constant 20 : i64
  %f = call @fib(%c20) : (i64) -> i64
  vector.print %f : i64
  %c27 = arith.constant 27 : i64
  %s = call @collatz(%c27) : (i64) -> i64
  vector.print %s : i64
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %c5 step %c1 {
    %r = scf.index_switch %i -> i32
    case 1 {
      %v = arith.constant 10 : i32
      scf.yield %v : i32
    }
    case 3 {
      %v = arith.constant 30 : i32
      scf.yield %v : i32
    }
    default {
      %v = arith.constant -1 : i32
      scf.yield %v : i32
    }
    vector.print %r : i32
  }
  affine.for %i = 0 to 10 step 3 {
    %a = affine.apply affine_map<(d0) -> (d0 * 2 + 1)>(%i)
    %m = affine.min affine_map<(d0) -> (d0, 7)>(%a)
    vector.print %m : index
    affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) {
      vector.print str "big\n"
    }
  }
  %sum = scf.for %i = %c0 to %c5 step %c1 iter_args(%acc = %c0) -> index {
    %n = arith.addi %acc, %i : index
    scf.yield %n : index
  }
  vector.print %sum : index
  %cs = arith.constant 2 : i32
  cf.switch %cs : i32, [
    default: ^d,
    1: ^one,
    2: ^two
  ]
^d:
  vector.print str "default\n"
  return
^one:
  vector.print str "one\n"
  return
^two:
  vector.print str "two\n"
  return
}
