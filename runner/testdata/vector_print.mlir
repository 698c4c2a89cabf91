// RUNNER: -e main --entry-point-result=void
func.func @main() {
  %v = arith.constant dense<[1.5, -2.0, 3.25e10, 0.0]> : vector<4xf32>
  vector.print %v : vector<4xf32>
  %i = arith.constant dense<[[1, -2, 3], [4, 5, 6]]> : vector<2x3xi32>
  vector.print %i : vector<2x3xi32>
  %c = arith.constant 42 : index
  vector.print %c : index
  %b = arith.constant dense<[true, false]> : vector<2xi1>
  vector.print %b : vector<2xi1>
  %d = arith.constant 0.1 : f64
  vector.print %d : f64
  %u = arith.constant -7 : i64
  vector.print %u : i64
  vector.print str "hello\n"
  return
}
