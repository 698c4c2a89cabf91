toy.func private @helper(%arg0: tensor<*xf64>, %arg1: tensor<*xf64>) -> tensor<*xf64> {
  %0 = toy.transpose(%arg0 : tensor<*xf64>) to tensor<*xf64>
  %1 = toy.mul %0, %arg1 : tensor<*xf64>
  toy.return %1 : tensor<*xf64>
}
toy.func @main() {
  %0 = toy.constant {note = "x"} dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf64>
  %1 = toy.add %0, %0 : (tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<*xf64>
  %2 = "toy.reshape"(%1) : (tensor<*xf64>) -> tensor<4xf64>
  %3 = toy.reshape(%2 : tensor<4xf64>) to tensor<2x2xf64>
  %4 = toy.generic_call @helper(%3, %0) : (tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<*xf64>
  toy.print %4 : tensor<*xf64>
  toy.return
}
