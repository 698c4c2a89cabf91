#!/usr/bin/env bash
# bench.sh - gomlir-opt against upstream mlir-opt on many-function
# core-dialect workloads: CPU (user+sys), wall time and peak RSS of each
# pass, the ratios ours/upstream, whether the outputs are identical, and the
# speedup of two threads over --mlir-disable-threading (median over
# alternating pairs of runs).
#
# usage: internal/irgen/gencore/bench.sh [-n RUNS] [-w DIR] [-u MLIR_OPT] [FILE.mlir ...]
#
#   -n RUNS      runs per measurement, ours and upstream alternating
#                (default 3); the table shows the minimum CPU and wall time
#                and the median RSS
#   -w DIR       where binaries, workloads and outputs go (default /tmp/corebench)
#   -u MLIR_OPT  upstream mlir-opt (default /usr/lib/llvm-22/bin/mlir-opt)
#   FILE.mlir    workloads; without any, a 10 MB program made by gencore
#                (irgen.GenerateCore: functions calling each other)
set -euo pipefail
runs=3 dir=/tmp/corebench up=/usr/lib/llvm-22/bin/mlir-opt
while getopts n:w:u: o; do
	case $o in
	n) runs=$OPTARG ;;
	w) dir=$OPTARG ;;
	u) up=$OPTARG ;;
	*) sed -n '2,/^set/p' "$0" | sed '$d'; exit 2 ;;
	esac
done
shift $((OPTIND - 1))
root=$(cd "$(dirname "$0")/../../.." && pwd)
mkdir -p "$dir"
(cd "$root" && go build -o "$dir/gomlir-opt" ./cmd/gomlir-opt && go build -o "$dir/gencore" ./internal/irgen/gencore)
ours=$dir/gomlir-opt
files=("$@")
if [ ${#files[@]} -eq 0 ]; then
	[ -f "$dir/core10.mlir" ] || "$dir/gencore" -size $((10 << 20)) >"$dir/core10.mlir"
	files=("$dir/core10.mlir")
fi

# measure CMD...: one run; prints "cpu wall rssKB".
measure() {
	/usr/bin/time -f "%U %S %e %M" -o "$dir/time.txt" "$@" >/dev/null 2>"$dir/stderr.txt" || {
		echo "failed: $*" >&2; cat "$dir/stderr.txt" >&2; exit 1; }
	awk '{printf "%.2f %.2f %d\n", $1 + $2, $3, $4}' "$dir/time.txt"
}

# summarize FILE: min CPU, min wall, median RSS (MB) of its "cpu wall rss" lines.
summarize() {
	local c w r
	c=$(cut -d' ' -f1 "$1" | sort -n | head -1)
	w=$(cut -d' ' -f2 "$1" | sort -n | head -1)
	r=$(cut -d' ' -f3 "$1" | sort -n | awk '{v[NR]=$1} END {print int(v[int((NR+1)/2)]/1024 + 0.5)}')
	echo "$c $w $r"
}

printf '%-26s %-18s %7s %7s %6s %7s %7s %6s %6s %6s %6s %s\n' workload pass cpu wall MB \
	up-cpu up-wall up-MB cpu% wall% rss% output
for f in "${files[@]}"; do
	for pass in -canonicalize -cse "-canonicalize -cse" -inline -sccp -symbol-dce; do
		: >"$dir/a.txt"; : >"$dir/b.txt"
		for ((i = 0; i < runs; i++)); do
			# shellcheck disable=SC2086
			measure "$ours" $pass "$f" -o "$dir/ours.mlir" >>"$dir/a.txt"
			# shellcheck disable=SC2086
			measure "$up" $pass "$f" -o "$dir/up.mlir" >>"$dir/b.txt"
		done
		same=identical
		cmp -s "$dir/ours.mlir" "$dir/up.mlir" || same=DIFFERENT
		read -r ac aw ar < <(summarize "$dir/a.txt")
		read -r bc bw br < <(summarize "$dir/b.txt")
		printf '%-26s %-18s %7s %7s %6s %7s %7s %6s %6.2f %6.2f %6.2f %s\n' "$(basename "$f")" "$pass" \
			"$ac" "$aw" "$ar" "$bc" "$bw" "$br" \
			"$(echo "$ac / $bc" | bc -l)" "$(echo "$aw / $bw" | bc -l)" "$(echo "$ar / $br" | bc -l)" "$same"
	done
	# Thread speedup of ours: the median over alternating pairs of runs of
	# the single-threaded wall time over the two-thread one (pairs follow
	# the machine's drift; at least 7 of them).
	: >"$dir/a.txt"; : >"$dir/b.txt"
	for ((i = 0; i < (runs > 7 ? runs : 7); i++)); do
		GOMAXPROCS=2 measure "$ours" -canonicalize -cse "$f" -o "$dir/ours.mlir" >>"$dir/a.txt"
		measure "$ours" -canonicalize -cse --mlir-disable-threading "$f" -o "$dir/ours1.mlir" >>"$dir/b.txt"
	done
	cmp -s "$dir/ours.mlir" "$dir/ours1.mlir" || echo "$(basename "$f"): threaded output differs" >&2
	paste -d' ' "$dir/a.txt" "$dir/b.txt" | awk '{print $5 / $2, $2, $5}' | sort -n |
		awk -v f="$(basename "$f")" '{r[NR]=$1; w2[NR]=$2; w1[NR]=$3} END {m=int((NR+1)/2);
			printf "%s: -canonicalize -cse, %d pairs: 2 threads %.2f-%.2fs, --mlir-disable-threading %.2f-%.2fs, median speedup %.2f\n",
			f, NR, min(w2), max(w2), min(w1), max(w1), r[m]}
			function min(a,  i, v) {v=a[1]; for (i in a) if (a[i] < v) v=a[i]; return v}
			function max(a,  i, v) {v=a[1]; for (i in a) if (a[i] > v) v=a[i]; return v}'
done
