toy.func @main() {
  %0 = toy.constant 1.0 : tensor<f64>
  toy.return
}
