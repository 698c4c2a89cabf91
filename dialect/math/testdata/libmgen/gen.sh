#!/bin/sh
# gen.sh regenerates ../glibc_libm.txt.gz, the host C library's results of the
# functions behind the math dialect's libm folds (see gen.c), with upstream's
# compiler. Run from dialect/math: go generate (libm_table_test.go).
set -e
dir=$(cd "$(dirname "$0")" && pwd)
clang=${CLANG:-/usr/lib/llvm-22/bin/clang}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$clang" -O1 -fno-builtin -o "$tmp/gen" "$dir/gen.c" -lm
{
	echo "# $(ldd --version | head -n 1), $(uname -m): name type x [y] result (hex bit patterns)"
	"$tmp/gen"
} | gzip -9 -n > "$dir/../glibc_libm.txt.gz"
