toy.func @main() {
  %0 = toy.constant dense<[1.0, 2.0]> : tensor<2xf64>
  %1 = toy.cast %0 : tensor<2xf64> to tensor<*xf64>
  %2 = toy.cast %1 : tensor<*xf64> to tensor<2xf64>
  toy.print %2 : tensor<2xf64>
  toy.return
}
