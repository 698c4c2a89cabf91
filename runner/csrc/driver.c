// gomlir runner driver: loads a compiled module (a shared object), calls its
// entry point and prints the result as MLIR's mlir-runner does. Usage:
//   driver MODULE.so ENTRY void|i32|i64|f32
// The result is written straight to file descriptor 1, ahead of whatever the
// program left in the stdout buffer, as mlir-runner's unbuffered result
// stream does.

#include <dlfcn.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static void writeResult(const char *s) {
  size_t n = strlen(s);
  while (n > 0) {
    ssize_t w = write(1, s, n);
    if (w <= 0)
      return;
    s += w;
    n -= (size_t)w;
  }
}

int main(int argc, char **argv) {
  if (argc != 4) {
    fprintf(stderr, "usage: %s MODULE ENTRY void|i32|i64|f32\n", argv[0]);
    return 2;
  }
  void *module = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
  if (!module) {
    const char *msg = dlerror();
    const char *missing = strstr(msg, "undefined symbol: ");
    if (missing) {
      fprintf(stderr, "JIT session error: Symbols not found: [ %s ]\n",
              missing + strlen("undefined symbol: "));
      fprintf(stderr, "Error: Failed to materialize symbols\n");
    } else {
      fprintf(stderr, "Error: %s\n", msg);
    }
    return 1;
  }
  void *entry = dlsym(module, argv[2]);
  if (!entry) {
    fprintf(stderr, "Error: entry point not found\n");
    return 1;
  }
  const char *kind = argv[3];
  char buf[64];
  if (strcmp(kind, "void") == 0) {
    ((void (*)(void))entry)();
    return 0;
  }
  if (strcmp(kind, "i32") == 0) {
    snprintf(buf, sizeof buf, "%d\n", ((int32_t(*)(void))entry)());
  } else if (strcmp(kind, "i64") == 0) {
    snprintf(buf, sizeof buf, "%lld\n", (long long)((int64_t(*)(void))entry)());
  } else {
    float f = ((float (*)(void))entry)();
    if (isnan(f))
      snprintf(buf, sizeof buf, "nan\n");
    else if (isinf(f))
      snprintf(buf, sizeof buf, "%sINF\n", signbit(f) ? "-" : "");
    else
      snprintf(buf, sizeof buf, "%e\n", (double)f);
  }
  writeResult(buf);
  return 0;
}
