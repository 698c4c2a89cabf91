// --list-passes lists every pass with its options as upstream does; the
// description column depends on the longest name, so spaces are squeezed,
// and upstream's listing is cut to the passes gomlir registers.
// RUN: gomlir-opt --list-passes | sed -E 's/([^ ])  +/\1 /' > %t.g
// RUN: mlir-opt-upstream --list-passes | sed -E 's/([^ ])  +/\1 /' | awk 'NR == FNR { if ($0 ~ /^  --/) want[$1] = 1; next } /^  --/ { keep = ($1 in want) } FNR == 1 || keep' %t.g - > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt --list-passes | FileCheck %s
// CHECK: Passes:
// CHECK: {{^  --canonicalize +-   Canonicalize operations$}}
// CHECK-NEXT: {{^    --disable-patterns=<string> +- Labels}}
// CHECK: {{^    =disabled +-   Don't run any control-flow simplification.$}}
