// RUN: gomlir-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt-upstream %s -split-input-file -verify-diagnostics
// RUN: not gomlir-opt %s -split-input-file 2> %t.g
// RUN: not mlir-opt-upstream %s -split-input-file 2> %t.u
// RUN: diff %t.g %t.u

// Diagnostics of locations.

// expected-error@+1 {{expected '(' in callsite location}}
#l = loc(callsite "a" at "b")

// -----

// expected-error@+1 {{expected 'at' in callsite location}}
#l = loc(callsite("a" "b"))

// -----

// expected-error@+1 {{expected ')' in inline location}}
#l = loc(callsite("a" at "b")

// -----

// expected-error@+1 {{expected '>' after fused location metadata}}
#l = loc(fused<"m" ["a"])

// -----

// expected-error@+1 {{expected '[' in fused location}}
#l = loc(fused "a")

// -----

// expected-error@+1 {{expected ']' in fused location}}
#l = loc(fused["a" "b"])

// -----

// expected-error@+1 {{expected location instance}}
#l = loc(42)

// -----

// expected-error@+1 {{undefined symbol alias id 'a'}}
#l = loc(#a)

// -----

#a = 1
// expected-error@+1 {{expected location attribute, but got1 : i64}}
#l = loc(#a)

// -----

// expected-error@+1 {{expected integer line number in FileLineColRange}}
#l = loc("f":x)

// -----

// expected-error@+1 {{expected integer line number in FileLineColRange}}
#l = loc("f":99999999999)

// -----

// expected-error@+1 {{expected integer column number in FileLineColRange}}
#l = loc("f":1:x)

// -----

// expected-error@+1 {{expected integer column number in FileLineColRange}}
#l = loc("f":1:99999999999)

// -----

// expected-error@+1 {{expected integer line number in FileLineColRange}}
#l = loc("f":1:2 to 99999999999:3)

// -----

// expected-error@+1 {{expected either integer or `:` post `to` in FileLineColRange}}
#l = loc("f":1:2 to 3)

// -----

// expected-error@+1 {{expected integer column number in FileLineColRange}}
#l = loc("f":1:2 to :x)

// -----

// expected-error@+1 {{expected integer column number in FileLineColRange}}
#l = loc("f":1:2 to :99999999999)

// -----

// expected-error@+1 {{expected ')' in inline location}}
#l = loc("name"("f":1:2)

// -----

// expected-error@+1 {{expected location instance}}
#l = loc("name"(42))

// -----

func.func @f() {
  // expected-error@+1 {{expected '(' in location}}
  return loc "x"
}

// -----

func.func @f() {
  // expected-error@+1 {{expected ')' in location}}
  return loc("x"
}

// -----

func.func @f() {
  // expected-error@+1 {{operation location alias was never defined}}
  return loc(#undefined)
}

// -----

func.func @f() {
  // expected-error@+1 {{expected location instance}}
  return loc(1)
}

// -----

// expected-error@+1 {{expected '(' in location}}
func.func @f(%a: i32 loc "x") {
  return
}

// -----

// expected-error@+1 {{expected ')'}}
func.func @f(%a: i32 loc("x") {
  return
}

// -----

#x = 1
// expected-error@+1 {{expected location, but found '1 : i64'}}
func.func @f(%a: i32 loc(#x)) {
  return
}

// -----

func.func @f() {
  cf.br ^bb1
// expected-error@+1 {{expected '(' in location}}
^bb1(%a: i32 loc "x"):
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{expected location, but found '42 : i64'}}
  return loc(#l)
}
#l = 42

// -----

// expected-error@+1 {{expected location instance}}
#l = loc(distinct[0]<1>)

// -----

// expected-error@+1 {{operation location alias was never defined}}
func.func @f(%a: i32 loc(#nope)) {
  return
}

// -----

// expected-error@+1 {{expected location, but found '7 : i64'}}
func.func @f(%a: i32 loc(#later)) {
  return
}
#later = 7
