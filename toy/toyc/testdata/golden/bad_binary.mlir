toy.func @main() {
  %0 = toy.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf64>
  %1 = toy.add %0 : tensor<3xf64>
  toy.return
}
