// A small module in the generic form: gomlir-opt verifies it and prints it
// back. Run: go run ./cmd/gomlir-opt --allow-unregistered-dialect examples/hello.mlir
"builtin.module"() ({
  "toy.func"() ({
  ^bb0(%arg0: tensor<2x3xf64>):
    %0 = "toy.transpose"(%arg0) : (tensor<2x3xf64>) -> tensor<3x2xf64>
    %1 = "toy.mul"(%0, %0) {note = "elementwise", shape = array<i64: 3, 2>} : (tensor<3x2xf64>, tensor<3x2xf64>) -> tensor<3x2xf64>
    "toy.return"(%1) : (tensor<3x2xf64>) -> ()
  }) {sym_name = "main"} : () -> ()
}) : () -> ()
