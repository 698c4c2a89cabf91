Could not open input file 'ia.mlir': open ia.mlir: no such file or directory
