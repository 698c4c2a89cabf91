/*
 * gen.c writes the host C library's results of the functions that the math
 * dialect's folders evaluate (upstream MLIR folds these ops by calling the
 * libm on f32 and f64 constants) on a deterministic set of inputs: special
 * values, random bit patterns, log-uniform magnitudes, each function's
 * interesting range and the neighbourhoods of its domain edges.
 *
 * Output, one entry a line: "name type x [y] result" with the operands and
 * the result as hex bit patterns. Inputs that upstream does not fold (log,
 * log2 and log10 of negative values, log1p where x + 1 is negative,
 * atan2(±0, ±0)) are left out. See gen.sh.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define N 2000

static uint64_t state = 0x9e3779b97f4a7c15ull;

static uint64_t next(void) {
	uint64_t z = (state += 0x9e3779b97f4a7c15ull);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

/* uniform in [0, 1) */
static double unit(void) { return (double)(next() >> 11) * 0x1p-53; }
static double uniform(double lo, double hi) { return lo + (hi - lo) * unit(); }
static double sign(double v) { return (next() & 1) ? -v : v; }
/* log-uniform magnitude in [2^lo, 2^hi) */
static double logu(double lo, double hi) { return exp2(uniform(lo, hi)) * (1 + unit() * 0x1p-20); }

static uint64_t dbits(double v) { uint64_t b; memcpy(&b, &v, 8); return b; }
static double dfrom(uint64_t b) { double v; memcpy(&v, &b, 8); return v; }
static uint32_t fbits(float v) { uint32_t b; memcpy(&b, &v, 4); return b; }
static float ffrom(uint32_t b) { float v; memcpy(&v, &b, 4); return v; }

/* A value of the type: is32 rounds to float. Values held as double bits. */
static int is32;

static double cast(double v) { return is32 ? (double)(float)v : v; }

/* a random bit pattern of the type */
static double randbits(void) {
	if (is32)
		return (double)ffrom((uint32_t)next());
	return dfrom(next());
}

/* v moved by a few ulps of the type */
static double nudge(double v, int k) {
	if (is32) {
		float f = (float)v;
		for (; k > 0; k--) f = nextafterf(f, INFINITY);
		for (; k < 0; k++) f = nextafterf(f, -INFINITY);
		return f;
	}
	for (; k > 0; k--) v = nextafter(v, INFINITY);
	for (; k < 0; k++) v = nextafter(v, -INFINITY);
	return v;
}

static double specials[64];
static int nspecials;

static void init_specials(void) {
	nspecials = 0;
	double s[] = {0.0, -0.0, INFINITY, -INFINITY, 1, -1, 0.5, -0.5, 2, -2, 3, -3, 10, -10, 0.1, -0.1,
	              M_PI, -M_PI, M_PI / 2, -M_PI / 2, M_PI / 4, 100, -100, 1000, -1000, 1e10, -1e10,
	              0x1p-20, -0x1p-20, 0.75, -0.75, 1.5, -1.5, 4, 8, 0.25, 1e-300, 1e300, -1e300};
	for (unsigned i = 0; i < sizeof s / sizeof s[0]; i++) specials[nspecials++] = cast(s[i]);
	if (is32) {
		uint32_t b[] = {0x7fc00000, 0xffc00000, 0x7fa00001, 0xffa00001, 0x7fc12345, 0x7f800001,
		                0x00000001, 0x80000001, 0x00800000, 0x80800000, 0x7f7fffff, 0xff7fffff,
		                0x007fffff, 0x3f7fffff, 0x3f800001, 0xbf7fffff, 0xbf800001};
		for (unsigned i = 0; i < sizeof b / sizeof b[0]; i++) specials[nspecials++] = ffrom(b[i]);
	} else {
		uint64_t b[] = {0x7ff8000000000000ull, 0xfff8000000000000ull, 0x7ff4000000000001ull,
		                0xfff4000000000001ull, 0x7ff8000000012345ull, 0x7ff0000000000001ull,
		                1, 0x8000000000000001ull, 0x0010000000000000ull, 0x8010000000000000ull,
		                0x7fefffffffffffffull, 0xffefffffffffffffull, 0x000fffffffffffffull,
		                0x3fefffffffffffffull, 0x3ff0000000000001ull, 0xbfefffffffffffffull,
		                0xbff0000000000001ull};
		for (unsigned i = 0; i < sizeof b / sizeof b[0]; i++) specials[nspecials++] = dfrom(b[i]);
	}
}

/* ranges of a unary function: lo..hi uniform, plus edges (nudged) */
struct fn1 {
	const char *name;
	double (*d)(double);
	float (*f)(float);
	double lo, hi;     /* f64 interesting range */
	double lo32, hi32; /* f32 interesting range */
	double edges[6];   /* values whose neighbourhoods are sampled */
	int nedges;
	int logdomain;     /* 1: skip negative; 2: skip x + 1 < 0 */
};


static struct fn1 fns1[] = {
	{"sin", sin, sinf, -10, 10, -10, 10, {M_PI, M_PI / 2, 3 * M_PI / 2, 2 * M_PI, 1e22, 0x1p30}, 6, 0},
	{"cos", cos, cosf, -10, 10, -10, 10, {M_PI, M_PI / 2, 3 * M_PI / 2, 2 * M_PI, 1e22, 0x1p30}, 6, 0},
	{"tan", tan, tanf, -10, 10, -10, 10, {M_PI, M_PI / 2, 3 * M_PI / 2, 2 * M_PI, M_PI / 4, 0x1p30}, 6, 0},
	{"asin", asin, asinf, -1, 1, -1, 1, {1, -1, 0.5, -0.5, 0x1p-26, 0x1p-12}, 6, 0},
	{"acos", acos, acosf, -1, 1, -1, 1, {1, -1, 0.5, -0.5, 0x1p-26, 0x1p-12}, 6, 0},
	{"atan", atan, atanf, -20, 20, -20, 20, {1, -1, 0x1p-26, 0x1p-12, 1e16, 1e8}, 6, 0},
	{"sinh", sinh, sinhf, -30, 30, -20, 20, {710.4758600739439, 89.41598629223294, 22, 0x1p-26, 0x1p-12, 1}, 6, 0},
	{"cosh", cosh, coshf, -30, 30, -20, 20, {710.4758600739439, 89.41598629223294, 22, 0x1p-26, 0x1p-12, 1}, 6, 0},
	{"tanh", tanh, tanhf, -10, 10, -10, 10, {22, 9, 0x1p-26, 0x1p-12, 0.55, 1}, 6, 0},
	{"asinh", asinh, asinhf, -20, 20, -20, 20, {0x1p-26, 0x1p-12, 0x1p28, 2, 1, 0.5}, 6, 0},
	{"acosh", acosh, acoshf, 1, 30, 1, 30, {1, 2, 0x1p28, 0x1p12, 1.5, 1.0625}, 6, 0},
	{"atanh", atanh, atanhf, -1, 1, -1, 1, {1, -1, 0.5, -0.5, 0x1p-26, 0x1p-12}, 6, 0},
	{"exp", exp, expf, -745, 710, -104, 89, {709.782712893384, -708.3964185322641, -745.1332191019411, 88.72283935546875, -87.33654022216797, -103.97207641601562}, 6, 0},
	{"exp2", exp2, exp2f, -1075, 1024, -150, 128, {1024, -1022, -1074, 128, -126, -149}, 6, 0},
	{"expm1", expm1, expm1f, -40, 710, -20, 89, {709.782712893384, 88.72283935546875, 0x1p-26, 0x1p-12, -0x1p-12, 0.5}, 6, 0},
	{"log", log, logf, 0, 100, 0, 100, {1, 2, 0.5, 10, 0x1p-1022, 0x1p-126}, 6, 1},
	{"log2", log2, log2f, 0, 100, 0, 100, {1, 2, 0.5, 10, 0x1p-1022, 0x1p-126}, 6, 1},
	{"log10", log10, log10f, 0, 100, 0, 100, {1, 10, 100, 0.1, 1000, 0x1p-126}, 6, 1},
	{"log1p", log1p, log1pf, -1, 10, -1, 10, {-1, 0, 0x1p-26, 1, -0.5, 0x1p-12}, 6, 2},
	{"erf", erf, erff, -6, 6, -4, 4, {0x1p-26, 0x1p-12, 0.84375, 1.25, 2.857, 6}, 6, 0},
	{"erfc", erfc, erfcf, -6, 28, -4, 11, {0x1p-26, 0.84375, 1.25, 2.857, 26.5, 10.05}, 6, 0},
};

static void emit1(struct fn1 *fn, double x) {
	if (fn->logdomain == 1 && signbit(x))
		return;
	if (fn->logdomain == 2) {
		double s = is32 ? (double)((float)x + 1.0f) : x + 1.0;
		if (signbit(s))
			return;
	}
	if (is32) {
		float r = fn->f((float)x);
		printf("%s f32 %08x %08x\n", fn->name, fbits((float)x), fbits(r));
	} else {
		double r = fn->d(x);
		printf("%s f64 %016llx %016llx\n", fn->name, (unsigned long long)dbits(x), (unsigned long long)dbits(r));
	}
}

/* f32 signaling NaNs (a float to double conversion would quiet them) */
static const uint32_t snan32[] = {0x7fa00001, 0xffa00001, 0x7f800001, 0xff812345};
#define NSNAN32 (sizeof snan32 / sizeof snan32[0])

static void emit1snan32(struct fn1 *fn, uint32_t b) {
	if (fn->logdomain && (b >> 31))
		return;
	printf("%s f32 %08x %08x\n", fn->name, b, fbits(fn->f(ffrom(b))));
}

static void gen1(struct fn1 *fn) {
	int i;
	for (i = 0; i < nspecials; i++) emit1(fn, specials[i]);
	if (is32)
		for (i = 0; i < (int)NSNAN32; i++) emit1snan32(fn, snan32[i]);
	double lo = is32 ? fn->lo32 : fn->lo, hi = is32 ? fn->hi32 : fn->hi;
	int emax = is32 ? 128 : 1024;
	for (i = 0; i < 400; i++) emit1(fn, randbits());
	for (i = 0; i < 400; i++) emit1(fn, cast(sign(logu(-30, 12))));
	for (i = 0; i < 100; i++) emit1(fn, cast(sign(logu(-emax, emax))));
	for (i = 0; i < 700; i++) emit1(fn, cast(uniform(lo, hi)));
	for (i = 0; i < N - 1600 - nspecials; i++) {
		double e = cast(fn->edges[i % fn->nedges]);
		int k = (int)(next() % 2001) - 1000;
		if (i % 3 == 0)
			k = (int)(next() % 21) - 10;
		double v = nudge(e, k);
		emit1(fn, (i / fn->nedges) % 2 && fn->logdomain != 1 ? -v : v);
	}
}

static void emit2(const char *name, double x, double y) {
	if (strcmp(name, "atan2") == 0 && x == 0 && y == 0)
		return;
	int pw = strcmp(name, "powf") == 0;
	if (is32) {
		float r = pw ? powf((float)x, (float)y) : atan2f((float)x, (float)y);
		printf("%s f32 %08x %08x %08x\n", name, fbits((float)x), fbits((float)y), fbits(r));
	} else {
		double r = pw ? pow(x, y) : atan2(x, y);
		printf("%s f64 %016llx %016llx %016llx\n", name, (unsigned long long)dbits(x),
		       (unsigned long long)dbits(y), (unsigned long long)dbits(r));
	}
}

static void emit2snan32(const char *name, uint32_t bx, uint32_t by) {
	float x = ffrom(bx), y = ffrom(by);
	float r = strcmp(name, "powf") == 0 ? powf(x, y) : atan2f(x, y);
	printf("%s f32 %08x %08x %08x\n", name, bx, by, fbits(r));
}

static void gen2(const char *name) {
	int i, j, pw = strcmp(name, "powf") == 0;
	for (i = 0; i < nspecials; i += 2)
		for (j = 0; j < nspecials; j += 2) emit2(name, specials[i], specials[j]);
	if (is32) {
		const uint32_t others[] = {0x00000000, 0x80000000, 0x3f800000, 0xbf800000, 0x40000000,
		                           0x7f800000, 0x7fc00000, 0xffc00001, 0x40400000};
		for (i = 0; i < (int)NSNAN32; i++)
			for (j = 0; j < (int)(sizeof others / sizeof others[0]); j++) {
				emit2snan32(name, snan32[i], others[j]);
				emit2snan32(name, others[j], snan32[i]);
			}
	}
	for (i = 0; i < 300; i++) emit2(name, randbits(), randbits());
	if (!pw) {
		for (i = 0; i < 500; i++) emit2(name, cast(uniform(-10, 10)), cast(uniform(-10, 10)));
		for (i = 0; i < 400; i++) emit2(name, cast(sign(logu(-40, 40))), cast(sign(logu(-40, 40))));
		for (i = 0; i < 300; i++) {
			double y = cast(sign(logu(-20, 20)));
			emit2(name, y, nudge(y, (int)(next() % 21) - 10));
		}
		return;
	}
	for (i = 0; i < 400; i++) emit2(name, cast(logu(-10, 10)), cast(uniform(-50, 50)));
	for (i = 0; i < 250; i++) emit2(name, cast(1 + sign(logu(is32 ? -23 : -52, -4))), cast(sign(logu(4, is32 ? 30 : 60))));
	for (i = 0; i < 250; i++) emit2(name, cast(-logu(-8, 8)), (double)((int)(next() % 81) - 40));
	for (i = 0; i < 200; i++) emit2(name, cast(uniform(0, 20)), (double)((int)(next() % 21) - 10));
	for (i = 0; i < 200; i++) emit2(name, cast(sign(logu(-100, 100))), cast(sign(logu(-8, 8))));
}

int main(void) {
	for (is32 = 0; is32 < 2; is32++) {
		unsigned i;
		init_specials();
		for (i = 0; i < sizeof fns1 / sizeof fns1[0]; i++) gen1(&fns1[i]);
		gen2("atan2");
		gen2("powf");
	}
	return 0;
}
