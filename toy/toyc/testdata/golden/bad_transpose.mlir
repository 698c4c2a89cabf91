toy.func @main() {
  %0 = toy.constant dense<[[1.0, 2.0, 3.0]]> : tensor<1x3xf64>
  %1 = toy.transpose(%0 : tensor<1x3xf64>) to tensor<1x3xf64>
  toy.print %1 : tensor<1x3xf64>
  toy.return
}
