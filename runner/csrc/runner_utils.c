// gomlir runtime-support library: the functions that lowered MLIR programs
// call to print vectors and memrefs, time, allocate and verify results. The
// output is byte-identical to MLIR's libmlir_c_runner_utils and
// libmlir_runner_utils: scalars use the C stream formats of the C++ streams
// ("%g" for floats, characters for 8-bit integers, "(re,im)" for complex
// numbers), and memrefs print their metadata line and nested rows.

#include <inttypes.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>

#define EXPORT __attribute__((visibility("default")))

// ---------------------------------------------------------------------------
// Scalars (vector.print).

EXPORT void printI64(int64_t i) { fprintf(stdout, "%" PRId64, i); }
EXPORT void printU64(uint64_t u) { fprintf(stdout, "%" PRIu64, u); }
EXPORT void printF32(float f) { fprintf(stdout, "%g", f); }
EXPORT void printF64(double d) { fprintf(stdout, "%lg", d); }
EXPORT void printString(char const *s) { fputs(s, stdout); }
EXPORT void printCString(char *s) { printf("%s", s); }
EXPORT void printOpen(void) { fputs("( ", stdout); }
EXPORT void printClose(void) { fputs(" )", stdout); }
EXPORT void printComma(void) { fputs(", ", stdout); }
EXPORT void printNewline(void) { fputc('\n', stdout); }

static float halfToFloat(uint16_t h) {
  _Float16 v;
  memcpy(&v, &h, sizeof v);
  return (float)v;
}

static float bfloatToFloat(uint16_t b) {
  uint32_t u = (uint32_t)b << 16;
  float f;
  memcpy(&f, &u, sizeof f);
  return f;
}

EXPORT void printF16(uint16_t bits) { fprintf(stdout, "%g", halfToFloat(bits)); }
EXPORT void printBF16(uint16_t bits) {
  fprintf(stdout, "%g", bfloatToFloat(bits));
}

EXPORT void printFlops(double flops) {
  fprintf(stderr, "%lf GFLOPS\n", flops / 1.0E9);
}

EXPORT double rtclock(void) {
  struct timeval tp;
  int stat = gettimeofday(&tp, NULL);
  if (stat != 0)
    fprintf(stderr, "Error returning time from gettimeofday: %d\n", stat);
  return (tp.tv_sec + tp.tv_usec * 1.0e-6);
}

EXPORT int64_t _mlir_ciface_nanoTime(void) {
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

// ---------------------------------------------------------------------------
// Allocation: the functions of memref-to-llvm's generic allocation mode and
// the runner's own names.

EXPORT void *mlirAlloc(uint64_t size) { return malloc(size); }
EXPORT void *mlirAlignedAlloc(uint64_t alignment, uint64_t size) {
  return aligned_alloc(alignment, size);
}
EXPORT void mlirFree(void *ptr) { free(ptr); }
EXPORT void mlirAlignedFree(void *ptr) { free(ptr); }
EXPORT void *_mlir_memref_to_llvm_alloc(uint64_t size) { return malloc(size); }
EXPORT void *_mlir_memref_to_llvm_aligned_alloc(uint64_t alignment,
                                                uint64_t size) {
  return aligned_alloc(alignment, size);
}
EXPORT void _mlir_memref_to_llvm_free(void *ptr) { free(ptr); }

// ---------------------------------------------------------------------------
// Memref descriptors.

// UnrankedMemRef is the {rank, descriptor} pair of an unranked memref.
typedef struct {
  int64_t rank;
  void *descriptor;
} UnrankedMemRef;

// DynamicMemRef is a ranked descriptor seen through its rank.
typedef struct {
  int64_t rank;
  char *basePtr;
  char *data;
  int64_t offset;
  const int64_t *sizes;
  const int64_t *strides;
} DynamicMemRef;

static DynamicMemRef dynamicMemRef(const UnrankedMemRef *m) {
  DynamicMemRef d;
  char **ptrs = (char **)m->descriptor;
  int64_t *ints = (int64_t *)m->descriptor;
  d.rank = m->rank;
  d.basePtr = ptrs[0];
  d.data = ptrs[1];
  d.offset = ints[2];
  d.sizes = ints + 3;
  d.strides = ints + 3 + m->rank;
  return d;
}

static DynamicMemRef rankedMemRef(void *descriptor, int64_t rank) {
  UnrankedMemRef m = {rank, descriptor};
  return dynamicMemRef(&m);
}

EXPORT void memrefCopy(int64_t elemSize, UnrankedMemRef *srcArg,
                       UnrankedMemRef *dstArg) {
  DynamicMemRef src = dynamicMemRef(srcArg);
  DynamicMemRef dst = dynamicMemRef(dstArg);
  int64_t rank = src.rank;
  for (int64_t r = 0; r < rank; ++r)
    if (src.sizes[r] == 0)
      return;
  char *srcPtr = src.data + src.offset * elemSize;
  char *dstPtr = dst.data + dst.offset * elemSize;
  if (rank == 0) {
    memcpy(dstPtr, srcPtr, elemSize);
    return;
  }
  int64_t indices[rank], srcStrides[rank], dstStrides[rank];
  for (int64_t r = 0; r < rank; ++r) {
    indices[r] = 0;
    srcStrides[r] = src.strides[r] * elemSize;
    dstStrides[r] = dst.strides[r] * elemSize;
  }
  int64_t readIndex = 0, writeIndex = 0;
  for (;;) {
    memcpy(dstPtr + writeIndex, srcPtr + readIndex, elemSize);
    for (int64_t axis = rank - 1; axis >= 0; --axis) {
      int64_t newIndex = ++indices[axis];
      readIndex += srcStrides[axis];
      writeIndex += dstStrides[axis];
      if (src.sizes[axis] != newIndex)
        break;
      if (axis == 0)
        return;
      indices[axis] = 0;
      readIndex -= src.sizes[axis] * srcStrides[axis];
      writeIndex -= dst.sizes[axis] * dstStrides[axis];
    }
  }
}

// printMetaData prints "base@ = ... strides = [...]" as the C++ stream does
// (a null pointer prints as 0, without the 0x prefix).
static void printMetaData(FILE *os, const DynamicMemRef *v) {
  if (v->data)
    fprintf(os, "base@ = %#" PRIxPTR, (uintptr_t)v->data);
  else
    fputs("base@ = 0", os);
  fprintf(os, " rank = %" PRId64 " offset = %" PRId64 " sizes = [", v->rank,
          v->offset);
  for (int64_t i = 0; i < v->rank; ++i)
    fprintf(os, i ? ", %" PRId64 : "%" PRId64, v->sizes[i]);
  fputs("] strides = [", os);
  for (int64_t i = 0; i < v->rank; ++i)
    fprintf(os, i ? ", %" PRId64 : "%" PRId64, v->strides[i]);
  fputs("]", os);
}

static void printSpaces(int64_t count) {
  for (int64_t i = 0; i < count; ++i)
    fputc(' ', stdout);
}

// An element type: its size, how the C++ stream prints one element, and
// whether two elements are equal for verifyMemRef.
typedef struct {
  int64_t size;
  void (*print)(FILE *os, const char *elem);
  int (*equal)(const char *actual, const char *expected);
} ElemType;

static void printElemI8(FILE *os, const char *e) { fputc(*e, os); }
static void printElemI16(FILE *os, const char *e) {
  int16_t v;
  memcpy(&v, e, sizeof v);
  fprintf(os, "%d", v);
}
static void printElemI32(FILE *os, const char *e) {
  int32_t v;
  memcpy(&v, e, sizeof v);
  fprintf(os, "%d", v);
}
static void printElemI64(FILE *os, const char *e) {
  int64_t v;
  memcpy(&v, e, sizeof v);
  fprintf(os, "%" PRId64, v);
}
static void printElemInd(FILE *os, const char *e) {
  uint64_t v;
  memcpy(&v, e, sizeof v);
  fprintf(os, "%" PRIu64, v);
}
static void printElemF16(FILE *os, const char *e) {
  uint16_t v;
  memcpy(&v, e, sizeof v);
  fprintf(os, "%g", halfToFloat(v));
}
static void printElemBF16(FILE *os, const char *e) {
  uint16_t v;
  memcpy(&v, e, sizeof v);
  fprintf(os, "%g", bfloatToFloat(v));
}
static void printElemF32(FILE *os, const char *e) {
  float v;
  memcpy(&v, e, sizeof v);
  fprintf(os, "%g", v);
}
static void printElemF64(FILE *os, const char *e) {
  double v;
  memcpy(&v, e, sizeof v);
  fprintf(os, "%g", v);
}
static void printElemC32(FILE *os, const char *e) {
  float v[2];
  memcpy(v, e, sizeof v);
  fprintf(os, "(%g,%g)", v[0], v[1]);
}
static void printElemC64(FILE *os, const char *e) {
  double v[2];
  memcpy(v, e, sizeof v);
  fprintf(os, "(%g,%g)", v[0], v[1]);
}

static int equalI8(const char *a, const char *b) { return memcmp(a, b, 1) == 0; }
static int equalI16(const char *a, const char *b) { return memcmp(a, b, 2) == 0; }
static int equalI32(const char *a, const char *b) { return memcmp(a, b, 4) == 0; }
static int equalI64(const char *a, const char *b) { return memcmp(a, b, 8) == 0; }
static int equalF32(const char *a, const char *b) {
  float x, y;
  memcpy(&x, a, sizeof x);
  memcpy(&y, b, sizeof y);
  if (!isfinite(x) || !isfinite(y))
    return 0;
  return fabsf(x - y) <= 1e-6f * fabsf(y);
}
static int equalF64(const char *a, const char *b) {
  double x, y;
  memcpy(&x, a, sizeof x);
  memcpy(&y, b, sizeof y);
  if (!isfinite(x) || !isfinite(y))
    return 0;
  return fabs(x - y) <= 1e-12 * fabs(y);
}
static int equalC32(const char *a, const char *b) {
  float x[2], y[2];
  memcpy(x, a, sizeof x);
  memcpy(y, b, sizeof y);
  return x[0] == y[0] && x[1] == y[1];
}
static int equalC64(const char *a, const char *b) {
  double x[2], y[2];
  memcpy(x, a, sizeof x);
  memcpy(y, b, sizeof y);
  return x[0] == y[0] && x[1] == y[1];
}

static const ElemType elemI8 = {1, printElemI8, equalI8};
static const ElemType elemI16 = {2, printElemI16, equalI16};
static const ElemType elemI32 = {4, printElemI32, equalI32};
static const ElemType elemI64 = {8, printElemI64, equalI64};
static const ElemType elemInd = {8, printElemInd, equalI64};
static const ElemType elemF16 = {2, printElemF16, equalI16};
static const ElemType elemBF16 = {2, printElemBF16, equalI16};
static const ElemType elemF32 = {4, printElemF32, equalF32};
static const ElemType elemF64 = {8, printElemF64, equalF64};
static const ElemType elemC32 = {8, printElemC32, equalC32};
static const ElemType elemC64 = {16, printElemC64, equalC64};

static void printData(const ElemType *t, const char *base, int64_t dim,
                      int64_t rank, int64_t offset, const int64_t *sizes,
                      const int64_t *strides);

// printFirst, printData and printLast follow the row layout of MLIR's
// MemRefDataPrinter, including its reading of the first element of an empty
// dimension.
static void printFirst(const ElemType *t, const char *base, int64_t dim,
                       int64_t rank, int64_t offset, const int64_t *sizes,
                       const int64_t *strides) {
  fputc('[', stdout);
  printData(t, base, dim - 1, rank, offset, sizes + 1, strides + 1);
  if (sizes[0] <= 1) {
    fputc(']', stdout);
    return;
  }
  fputs(", ", stdout);
  if (dim > 1)
    fputc('\n', stdout);
}

static void printLast(const ElemType *t, const char *base, int64_t dim,
                      int64_t rank, int64_t offset, const int64_t *sizes,
                      const int64_t *strides) {
  printSpaces(rank - dim + 1);
  printData(t, base, dim - 1, rank, offset + (sizes[0] - 1) * (*strides),
            sizes + 1, strides + 1);
  fputc(']', stdout);
}

static void printData(const ElemType *t, const char *base, int64_t dim,
                      int64_t rank, int64_t offset, const int64_t *sizes,
                      const int64_t *strides) {
  if (dim == 0) {
    t->print(stdout, base + offset * t->size);
    return;
  }
  printFirst(t, base, dim, rank, offset, sizes, strides);
  for (int64_t i = 1; i + 1 < sizes[0]; ++i) {
    printSpaces(rank - dim + 1);
    printData(t, base, dim - 1, rank, offset + i * strides[0], sizes + 1,
              strides + 1);
    fputs(", ", stdout);
    if (dim > 1)
      fputc('\n', stdout);
  }
  if (sizes[0] <= 1)
    return;
  printLast(t, base, dim, rank, offset, sizes, strides);
}

static void printMemRef(const char *prefix, const ElemType *t,
                        const DynamicMemRef *m) {
  fputs(prefix, stdout);
  printMetaData(stdout, m);
  fputs(" data = \n", stdout);
  if (m->rank == 0)
    fputc('[', stdout);
  printData(t, m->data, m->rank, m->rank, m->offset, m->sizes, m->strides);
  if (m->rank == 0)
    fputc(']', stdout);
  fputc('\n', stdout);
  fflush(stdout);
}

static int64_t verifyData(const ElemType *t, const char *actual,
                          const char *expected, int64_t dim, int64_t offset,
                          const int64_t *sizes, const int64_t *strides,
                          int64_t *printCounter) {
  int64_t errors = 0;
  if (dim == 0) {
    const char *a = actual + offset * t->size, *e = expected + offset * t->size;
    if (!t->equal(a, e)) {
      if (*printCounter < 10) {
        fflush(stdout); // std::cerr is tied to std::cout
        t->print(stderr, a);
        fputs(" != ", stderr);
        t->print(stderr, e);
        fprintf(stderr, " offset = %" PRId64 "\n", offset);
        ++*printCounter;
      }
      errors++;
    }
    return errors;
  }
  for (int64_t i = 0; i < sizes[0]; ++i)
    errors += verifyData(t, actual, expected, dim - 1, offset + i * strides[0],
                         sizes + 1, strides + 1, printCounter);
  return errors;
}

static int64_t verifyMemRef(const ElemType *t, const UnrankedMemRef *actualArg,
                            const UnrankedMemRef *expectedArg) {
  DynamicMemRef actual = dynamicMemRef(actualArg);
  DynamicMemRef expected = dynamicMemRef(expectedArg);
  for (int64_t i = 0; i < actual.rank; ++i) {
    if (expected.rank != actual.rank || actual.offset != expected.offset ||
        actual.sizes[i] != expected.sizes[i] ||
        actual.strides[i] != expected.strides[i]) {
      fflush(stdout); // std::cerr is tied to std::cout
      printMetaData(stderr, &actual);
      printMetaData(stderr, &expected);
      return -1;
    }
  }
  int64_t printCounter = 0;
  return verifyData(t, actual.data, expected.data, actual.rank, actual.offset,
                    actual.sizes, actual.strides, &printCounter);
}

// The unranked entry points of one element type: printMemref<T> and its C
// interface form, printMemrefShape<T>, verifyMemRef<T>.
#define UNRANKED_PRINT(NAME, ELEM)                                             \
  EXPORT void _mlir_ciface_printMemref##NAME(UnrankedMemRef *m) {              \
    DynamicMemRef d = dynamicMemRef(m);                                        \
    printMemRef("Unranked Memref ", &ELEM, &d);                                \
  }                                                                            \
  EXPORT void printMemref##NAME(int64_t rank, void *ptr) {                     \
    UnrankedMemRef m = {rank, ptr};                                            \
    _mlir_ciface_printMemref##NAME(&m);                                        \
  }
#define UNRANKED_SHAPE(NAME)                                                   \
  EXPORT void _mlir_ciface_printMemrefShape##NAME(UnrankedMemRef *m) {         \
    DynamicMemRef d = dynamicMemRef(m);                                        \
    fputs("Unranked Memref ", stdout);                                         \
    printMetaData(stdout, &d);                                                 \
    fputs("\n", stdout);                                                       \
  }
#define UNRANKED_VERIFY(NAME, ELEM)                                            \
  EXPORT int64_t _mlir_ciface_verifyMemRef##NAME(UnrankedMemRef *actual,       \
                                                 UnrankedMemRef *expected) {   \
    return verifyMemRef(&ELEM, actual, expected);                              \
  }                                                                            \
  EXPORT int64_t verifyMemRef##NAME(int64_t rank, void *actualPtr,             \
                                    void *expectedPtr) {                       \
    UnrankedMemRef actual = {rank, actualPtr};                                 \
    UnrankedMemRef expected = {rank, expectedPtr};                             \
    return _mlir_ciface_verifyMemRef##NAME(&actual, &expected);                \
  }
// The ranked C interface printers (printMemref<N>d<T>).
#define RANKED_PRINT(NAME, RANK, ELEM)                                         \
  EXPORT void _mlir_ciface_printMemref##NAME(void *descriptor) {               \
    DynamicMemRef d = rankedMemRef(descriptor, RANK);                          \
    printMemRef("Memref ", &ELEM, &d);                                         \
  }
// The legacy snake-case names of the unranked printers.
#define LEGACY_PRINT(NAME, NEW)                                                \
  EXPORT void print_memref_##NAME(int64_t rank, void *ptr) {                   \
    printMemref##NEW(rank, ptr);                                               \
  }

UNRANKED_PRINT(I8, elemI8)
UNRANKED_PRINT(I16, elemI16)
UNRANKED_PRINT(I32, elemI32)
UNRANKED_PRINT(I64, elemI64)
UNRANKED_PRINT(Ind, elemInd)
UNRANKED_PRINT(F16, elemF16)
UNRANKED_PRINT(BF16, elemBF16)
UNRANKED_PRINT(F32, elemF32)
UNRANKED_PRINT(F64, elemF64)
UNRANKED_PRINT(C32, elemC32)
UNRANKED_PRINT(C64, elemC64)

UNRANKED_SHAPE(I8)
UNRANKED_SHAPE(I32)
UNRANKED_SHAPE(I64)
UNRANKED_SHAPE(Ind)
UNRANKED_SHAPE(F32)
UNRANKED_SHAPE(F64)
UNRANKED_SHAPE(C32)
UNRANKED_SHAPE(C64)

UNRANKED_VERIFY(I8, elemI8)
UNRANKED_VERIFY(I16, elemI16)
UNRANKED_VERIFY(I32, elemI32)
UNRANKED_VERIFY(I64, elemI64)
UNRANKED_VERIFY(Ind, elemInd)
UNRANKED_VERIFY(F16, elemF16)
UNRANKED_VERIFY(BF16, elemBF16)
UNRANKED_VERIFY(F32, elemF32)
UNRANKED_VERIFY(F64, elemF64)
UNRANKED_VERIFY(C32, elemC32)
UNRANKED_VERIFY(C64, elemC64)

RANKED_PRINT(0dF32, 0, elemF32)
RANKED_PRINT(1dF32, 1, elemF32)
RANKED_PRINT(2dF32, 2, elemF32)
RANKED_PRINT(3dF32, 3, elemF32)
RANKED_PRINT(4dF32, 4, elemF32)
RANKED_PRINT(1dI8, 1, elemI8)
RANKED_PRINT(1dI32, 1, elemI32)
RANKED_PRINT(1dI64, 1, elemI64)
RANKED_PRINT(1dF64, 1, elemF64)
RANKED_PRINT(1dInd, 1, elemInd)
RANKED_PRINT(1dC32, 1, elemC32)
RANKED_PRINT(1dC64, 1, elemC64)

LEGACY_PRINT(i8, I8)
LEGACY_PRINT(i32, I32)
LEGACY_PRINT(i64, I64)
LEGACY_PRINT(f32, F32)
LEGACY_PRINT(f64, F64)
