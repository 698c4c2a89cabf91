// Function bodies translated concurrently: intrinsics declared and identified
// structs defined in first-use order, a body needing metadata (@f1) or a
// call-site attribute group (@f3) merged in module order.
module {
  llvm.func @f0(%a: i64, %b: i64, %p: !llvm.ptr) -> i64 {
    %0 = llvm.intr.smax(%a, %b) : (i64, i64) -> i64
    %1 = llvm.load %p : !llvm.ptr -> !llvm.struct<"S1", (i64, f32)>
    llvm.return %0 : i64
  }
  llvm.func @f1(%a: i32, %b: i32, %p: !llvm.ptr) -> i32 {
    %0 = llvm.intr.umin(%a, %b) : (i32, i32) -> i32
    %1 = llvm.load %p {access_groups = [#llvm.access_group<id = distinct[0]<>>]} : !llvm.ptr -> !llvm.struct<"S2", (i32)>
    llvm.return %0 : i32
  }
  llvm.func @f2(%a: i32, %b: i32, %c: f64, %p: !llvm.ptr) -> i32 {
    %0 = llvm.intr.umin(%a, %b) : (i32, i32) -> i32
    %1 = llvm.intr.fabs(%c) : (f64) -> f64
    %2 = llvm.load %p : !llvm.ptr -> !llvm.struct<"S3", (struct<"S1", (i64, f32)>, i8)>
    llvm.return %0 : i32
  }
  llvm.func @f3(%a: i64, %b: i64) -> i64 {
    %0 = llvm.intr.smin(%a, %b) : (i64, i64) -> i64
    %2 = llvm.mlir.zero : !llvm.ptr
    %1 = llvm.call @f0(%a, %b, %2) {no_unwind} : (i64, i64, !llvm.ptr) -> i64
    llvm.return %0 : i64
  }
  llvm.func @f4(%a: f64) -> f64 {
    %0 = llvm.intr.fabs(%a) : (f64) -> f64
    %1 = llvm.intr.sqrt(%0) : (f64) -> f64
    llvm.return %1 : f64
  }
}
