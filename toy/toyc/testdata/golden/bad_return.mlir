toy.func @main() -> tensor<2xf64> {
  %0 = toy.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf64>
  toy.return %0 : tensor<3xf64>
}
