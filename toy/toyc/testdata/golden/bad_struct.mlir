toy.func @main() {
  %0 = toy.struct_constant [dense<[1.0, 2.0]> : tensor<2xf64>] : !toy.struct<tensor<*xf64>>
  %1 = toy.struct_access %0[1] : !toy.struct<tensor<*xf64>> -> tensor<*xf64>
  toy.return
}
