/* CPython binding of the hashforge C library: a context object with
 * bit-granular update, plus the algorithm registry. The hashlib-style API is
 * built on top of this in Python. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <pythread.h>
#include <string.h>
#include <stdlib.h>
#include <time.h>
#if defined(__x86_64__) || defined(__i386__)
#include <x86intrin.h>
#define HF_HAVE_TSC 1
#else
#define HF_HAVE_TSC 0
#endif
#include "hashforge.h"
#include "aes.h"
#include "hf_util.h"
/* setup.py defines HF_EXPORT_CONSTS for the whole extension: the families' constant tables
 * (c/hf_consts.h) are compiled only then */
#ifndef HF_EXPORT_CONSTS
#error "build the binding with -DHF_EXPORT_CONSTS (setup.py): constants() reads the families' exported tables"
#endif
#include "hf_consts.h"

static PyTypeObject CtxType;

/* The lock serialises every access to ctx: update() releases the GIL for large buffers, so
 * without it two threads could interleave inside hf_update (corrupting the buffered block) or
 * digest()/copy() could read a half-updated context. With it, as in hashlib, the result equals
 * some serialisation of the calls. */
typedef struct {
    PyObject_HEAD
    PyThread_type_lock lock;
    hf_ctx ctx;
} CtxObject;

/* Updates at least this long run without the GIL (as hashlib's HASHLIB_GIL_MINSIZE). */
#define GIL_MINSIZE 4096

/* Take the object's lock; if another thread holds it, wait with the GIL released, since that
 * thread may need the GIL to finish. */
static void ctx_lock(CtxObject *self)
{
    if (!PyThread_acquire_lock(self->lock, 0)) {
        Py_BEGIN_ALLOW_THREADS
        PyThread_acquire_lock(self->lock, 1);
        Py_END_ALLOW_THREADS
    }
}

static void ctx_unlock(CtxObject *self)
{
    PyThread_release_lock(self->lock);
}

static void ctx_dealloc(CtxObject *self)
{
    if (self->lock != NULL)
        PyThread_free_lock(self->lock);
    PyObject_Free(self);
}

/* A new object with its lock; ctx is left for the caller to fill. */
static CtxObject *ctx_alloc(void)
{
    CtxObject *self = PyObject_New(CtxObject, &CtxType);
    if (self == NULL)
        return NULL;
    self->lock = NULL;      /* so that dealloc after a failed allocation frees nothing */
    self->lock = PyThread_allocate_lock();
    if (self->lock == NULL) {
        Py_DECREF(self);
        PyErr_SetString(PyExc_MemoryError, "cannot allocate a lock");
        return NULL;
    }
    return self;
}

static PyObject *ctx_new_from(const hf_algo *algo, size_t out_bits)
{
    CtxObject *self = ctx_alloc();
    if (self == NULL)
        return NULL;
    if (hf_init(&self->ctx, algo, out_bits) != 0) {
        Py_DECREF(self);
        PyErr_Format(PyExc_ValueError, "%s: invalid output length %zu bits", algo->name, out_bits);
        return NULL;
    }
    return (PyObject *)self;
}

static PyObject *native_new(PyObject *module, PyObject *args)
{
    const char *name;
    Py_ssize_t out_bits = 0;
    const hf_algo *algo;
    (void)module;
    if (!PyArg_ParseTuple(args, "s|n", &name, &out_bits))
        return NULL;
    algo = hf_find(name);
    if (algo == NULL) {
        PyErr_Format(PyExc_ValueError, "unknown algorithm '%s'", name);
        return NULL;
    }
    if (out_bits < 0) {
        PyErr_SetString(PyExc_ValueError, "output length must not be negative");
        return NULL;
    }
    return ctx_new_from(algo, (size_t)out_bits);
}

/* The message length of update(data[, nbits]): all of data when nbits is absent, else
 * 0 <= nbits <= 8 * len(data). The check is done on the byte count (nbits / 8 rounded up)
 * so that no nbits, however large, can overflow into a read past the buffer. One rule for
 * update() and hash_bits(): an out-of-range or negative nbits is a ValueError. */
static int get_nbits(PyObject *obj, Py_ssize_t len, size_t *nbits)
{
    PyObject *index;
    Py_ssize_t n;
    int overflow = 0;
    if (obj == NULL) {
        if ((size_t)len > ((size_t)-1) / 8) {
            PyErr_SetString(PyExc_OverflowError, "data too long for a bit count");
            return -1;
        }
        *nbits = 8 * (size_t)len;
        return 0;
    }
    if (PyBool_Check(obj)) {
        PyErr_SetString(PyExc_TypeError, "nbits must be an int, not bool");
        return -1;
    }
    index = PyNumber_Index(obj);
    if (index == NULL)
        return -1;
    n = PyLong_AsSsize_t(index);
    if (n == -1 && PyErr_Occurred()) {     /* beyond Py_ssize_t either way: out of range */
        PyErr_Clear();
        overflow = 1;
    }
    Py_DECREF(index);
    if (overflow || n < 0 || (size_t)n / 8 + ((size_t)n % 8 != 0) > (size_t)len) {
        PyErr_Format(PyExc_ValueError, "nbits must be in 0 .. %zd (8 * len(data))",
                     len > PY_SSIZE_T_MAX / 8 ? PY_SSIZE_T_MAX : 8 * len);
        return -1;
    }
    *nbits = (size_t)n;
    return 0;
}

static PyObject *ctx_update(CtxObject *self, PyObject *args)
{
    Py_buffer buf;
    PyObject *nbits_obj = NULL;
    size_t nbits;
    if (!PyArg_ParseTuple(args, "y*|O", &buf, &nbits_obj))
        return NULL;
    if (get_nbits(nbits_obj, buf.len, &nbits) < 0) {
        PyBuffer_Release(&buf);
        return NULL;
    }
    if (buf.len >= GIL_MINSIZE) {
        Py_BEGIN_ALLOW_THREADS
        PyThread_acquire_lock(self->lock, 1);
        hf_update(&self->ctx, (const uint8_t *)buf.buf, nbits);
        PyThread_release_lock(self->lock);
        Py_END_ALLOW_THREADS
    } else {
        ctx_lock(self);
        hf_update(&self->ctx, (const uint8_t *)buf.buf, nbits);
        ctx_unlock(self);
    }
    PyBuffer_Release(&buf);
    Py_RETURN_NONE;
}

static PyObject *ctx_digest(CtxObject *self, PyObject *args)
{
    hf_ctx copy; /* finalising a copy keeps the object usable */
    uint8_t out[HF_OUT_MAX_BITS / 8];
    Py_ssize_t out_bits = 0;
    if (!PyArg_ParseTuple(args, "|n", &out_bits))
        return NULL;
    ctx_lock(self);
    copy = self->ctx;
    ctx_unlock(self);
    if (out_bits != 0 && (size_t)out_bits != copy.out_bits) {
        if (!(copy.algo->flags & HF_XOF) || out_bits < 0 || out_bits % 8 != 0
            || out_bits > HF_OUT_MAX_BITS) {
            PyErr_Format(PyExc_ValueError, "%s: invalid output length %zd bits",
                         copy.algo->name, out_bits);
            return NULL;
        }
        copy.out_bits = (size_t)out_bits;
    }
    hf_final(&copy, out);
    return PyBytes_FromStringAndSize((const char *)out, (Py_ssize_t)(copy.out_bits / 8));
}

static PyObject *ctx_copy(CtxObject *self, PyObject *noargs)
{
    CtxObject *other = ctx_alloc();
    (void)noargs;
    if (other == NULL)
        return NULL;
    ctx_lock(self);
    other->ctx = self->ctx;
    ctx_unlock(self);
    return (PyObject *)other;
}

static PyObject *ctx_get_name(CtxObject *self, void *closure)
{ (void)closure; return PyUnicode_FromString(self->ctx.algo->name); }
static PyObject *ctx_get_out_bits(CtxObject *self, void *closure)
{ (void)closure; return PyLong_FromSize_t(self->ctx.out_bits); }
static PyObject *ctx_get_block_bits(CtxObject *self, void *closure)
{ (void)closure; return PyLong_FromUnsignedLong(self->ctx.algo->block_bits); }

static PyMethodDef ctx_methods[] = {
    {"update", (PyCFunction)ctx_update, METH_VARARGS, "update(data[, nbits]): absorb data, or its first nbits bits (MSB-first in a partial last byte)"},
    {"digest", (PyCFunction)ctx_digest, METH_VARARGS, "digest(out_bits=0): digest of the data so far (a length only for XOFs)"},
    {"copy", (PyCFunction)ctx_copy, METH_NOARGS, "an independent copy"},
    {NULL, NULL, 0, NULL}
};

static PyGetSetDef ctx_getset[] = {
    {"name", (getter)ctx_get_name, NULL, "identifier", NULL},
    {"out_bits", (getter)ctx_get_out_bits, NULL, "output length in bits", NULL},
    {"block_bits", (getter)ctx_get_block_bits, NULL, "message block in bits", NULL},
    {NULL, NULL, NULL, NULL, NULL}
};

static PyTypeObject CtxType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "hashforge._native.Ctx",
    .tp_basicsize = sizeof(CtxObject),
    .tp_dealloc = (destructor)ctx_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "a hashforge C hashing context",
    .tp_methods = ctx_methods,
    .tp_getset = ctx_getset,
};

static PyObject *native_algorithms(PyObject *module, PyObject *noargs)
{
    size_t i, n = hf_count();
    PyObject *list = PyList_New((Py_ssize_t)n);
    (void)module; (void)noargs;
    if (list == NULL)
        return NULL;
    for (i = 0; i < n; i++) {
        const hf_algo *a = hf_at(i);
        PyObject *t = Py_BuildValue("(sssIIO)", a->name, a->family, a->version, a->digest_bits,
                                    a->block_bits, (a->flags & HF_XOF) ? Py_True : Py_False);
        if (t == NULL) {
            Py_DECREF(list);
            return NULL;
        }
        PyList_SET_ITEM(list, (Py_ssize_t)i, t);
    }
    return list;
}


/* ---- primitives: the C twins of rtl/prim, for its unit benches ----
 * Every value is range-checked here (ValueError), so a bench's mistake cannot reach
 * the C functions with an out-of-range argument. */

/* A Python int in 0 .. 2^bits - 1. */
static int get_uint(PyObject *obj, unsigned bits, const char *what, uint64_t *out)
{
    unsigned long long v;
    if (!PyLong_Check(obj)) {
        PyErr_Format(PyExc_TypeError, "%s must be an int", what);
        return -1;
    }
    v = PyLong_AsUnsignedLongLong(obj);
    if (PyErr_Occurred() || (bits < 64 && v >> bits != 0)) {
        PyErr_Clear();
        PyErr_Format(PyExc_ValueError, "%s must be in 0 .. 2^%u - 1", what, bits);
        return -1;
    }
    *out = (uint64_t)v;
    return 0;
}

/* bits must be 32 or 64 (the word sizes of the C helpers). */
static int get_word_bits(PyObject *obj, unsigned *bits)
{
    uint64_t b;
    if (get_uint(obj, 8, "bits", &b) < 0)
        return -1;
    if (b != 32 && b != 64) {
        PyErr_SetString(PyExc_ValueError, "bits must be 32 or 64");
        return -1;
    }
    *bits = (unsigned)b;
    return 0;
}

/* A bytes-like argument of exactly n bytes, copied to out. */
static int get_bytes(PyObject *obj, Py_ssize_t n, const char *what, uint8_t *out)
{
    Py_buffer buf;
    if (PyObject_GetBuffer(obj, &buf, PyBUF_SIMPLE) < 0)
        return -1;
    if (buf.len != n) {
        PyBuffer_Release(&buf);
        PyErr_Format(PyExc_ValueError, "%s must be %zd bytes", what, n);
        return -1;
    }
    memcpy(out, buf.buf, (size_t)n);
    PyBuffer_Release(&buf);
    return 0;
}

static PyObject *prim_aes_sbox(PyObject *module, PyObject *arg)
{
    uint64_t x;
    (void)module;
    if (get_uint(arg, 8, "x", &x) < 0)
        return NULL;
    return PyLong_FromLong(hf_aes_sbox[x]);
}

static PyObject *prim_aes_round(PyObject *module, PyObject *args)
{
    PyObject *st, *rk_obj = Py_None;
    uint8_t state[16], rk[16];
    (void)module;
    if (!PyArg_ParseTuple(args, "O|O", &st, &rk_obj))
        return NULL;
    if (get_bytes(st, 16, "state", state) < 0)
        return NULL;
    if (rk_obj != Py_None && get_bytes(rk_obj, 16, "rk", rk) < 0)
        return NULL;
    hf_aes_round(state, rk_obj == Py_None ? NULL : rk);
    return PyBytes_FromStringAndSize((const char *)state, 16);
}

static PyObject *prim_aes_mix_column(PyObject *module, PyObject *arg)
{
    uint8_t col[4];
    (void)module;
    if (get_bytes(arg, 4, "col", col) < 0)
        return NULL;
    hf_aes_mix_column(col);
    return PyBytes_FromStringAndSize((const char *)col, 4);
}

static PyObject *prim_gf_xtime(PyObject *module, PyObject *arg)
{
    uint64_t x;
    (void)module;
    if (get_uint(arg, 8, "x", &x) < 0)
        return NULL;
    return PyLong_FromLong(hf_gf_xtime((uint8_t)x));
}

static PyObject *prim_gf_mul(PyObject *module, PyObject *args)
{
    PyObject *ao, *bo;
    uint64_t a, b;
    (void)module;
    if (!PyArg_ParseTuple(args, "OO", &ao, &bo))
        return NULL;
    if (get_uint(ao, 8, "a", &a) < 0 || get_uint(bo, 8, "b", &b) < 0)
        return NULL;
    return PyLong_FromLong(hf_gf_mul((uint8_t)a, (uint8_t)b));
}

static PyObject *prim_sbox4_words(PyObject *module, PyObject *args)
{
    PyObject *sb, *wo[4];
    uint8_t sbox[16];
    uint64_t v;
    uint32_t w[4];
    int i;
    (void)module;
    if (!PyArg_ParseTuple(args, "OOOOO", &sb, &wo[0], &wo[1], &wo[2], &wo[3]))
        return NULL;
    if (get_bytes(sb, 16, "sbox", sbox) < 0)
        return NULL;
    for (i = 0; i < 16; i++)
        if (sbox[i] > 15) {
            PyErr_SetString(PyExc_ValueError, "sbox entries must be 0..15");
            return NULL;
        }
    for (i = 0; i < 4; i++) {
        if (get_uint(wo[i], 32, "word", &v) < 0)
            return NULL;
        w[i] = (uint32_t)v;
    }
    hf_sbox4_words(sbox, &w[0], &w[1], &w[2], &w[3]);
    return Py_BuildValue("(kkkk)", (unsigned long)w[0], (unsigned long)w[1],
                         (unsigned long)w[2], (unsigned long)w[3]);
}

/* Shared by prim_rotl / prim_rotr: (x, n, bits). n is any non-negative amount; the C
 * helpers take it modulo the word size. */
static PyObject *prim_rot(PyObject *args, int left)
{
    PyObject *xo, *no, *bo;
    uint64_t x, n;
    unsigned bits;
    if (!PyArg_ParseTuple(args, "OOO", &xo, &no, &bo))
        return NULL;
    if (get_word_bits(bo, &bits) < 0 || get_uint(xo, bits, "x", &x) < 0
        || get_uint(no, 32, "n", &n) < 0)
        return NULL;
    if (bits == 32)
        return PyLong_FromUnsignedLongLong(left ? hf_rotl32((uint32_t)x, (unsigned)n)
                                                : hf_rotr32((uint32_t)x, (unsigned)n));
    return PyLong_FromUnsignedLongLong(left ? hf_rotl64(x, (unsigned)n) : hf_rotr64(x, (unsigned)n));
}

static PyObject *prim_rotl(PyObject *module, PyObject *args)
{
    (void)module;
    return prim_rot(args, 1);
}

static PyObject *prim_rotr(PyObject *module, PyObject *args)
{
    (void)module;
    return prim_rot(args, 0);
}

static PyObject *prim_csa(PyObject *module, PyObject *args)
{
    PyObject *xo, *yo, *zo, *bo;
    uint64_t x, y, z, sum, carry;
    unsigned bits;
    (void)module;
    if (!PyArg_ParseTuple(args, "OOOO", &xo, &yo, &zo, &bo))
        return NULL;
    if (get_word_bits(bo, &bits) < 0 || get_uint(xo, bits, "x", &x) < 0
        || get_uint(yo, bits, "y", &y) < 0 || get_uint(zo, bits, "z", &z) < 0)
        return NULL;
    if (bits == 32) {
        uint32_t c32;
        sum = hf_csa32((uint32_t)x, (uint32_t)y, (uint32_t)z, &c32);
        carry = c32;
    } else {
        sum = hf_csa64(x, y, z, &carry);
    }
    return Py_BuildValue("(KK)", (unsigned long long)sum, (unsigned long long)carry);
}

/* ---- hashforge bench: the timing is done here, in C, around the one-shot call ----
 * bench(name, nbytes, runs) -> [(tsc_ticks or None, nanoseconds)]: init + update + final of
 * an nbytes message per run (the algorithm found once, as a caller holding it would), timed with the time-stamp counter (x86 rdtsc, as SUPERCOP) and
 * CLOCK_MONOTONIC. The GIL is released while it runs. */
static uint64_t bench_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static uint64_t bench_tsc(void)
{
#if HF_HAVE_TSC
    return (uint64_t)__rdtsc();
#else
    return 0;
#endif
}

static PyObject *native_bench(PyObject *module, PyObject *args)
{
    const char *name;
    Py_ssize_t nbytes, runs, i;
    const hf_algo *algo;
    uint8_t *msg, out[HF_OUT_MAX_BITS / 8];
    hf_ctx ctx;
    uint64_t *ticks, *ns;
    size_t out_bits;
    PyObject *list;
    (void)module;
    if (!PyArg_ParseTuple(args, "snn", &name, &nbytes, &runs))
        return NULL;
    algo = hf_find(name);
    if (algo == NULL) {
        PyErr_Format(PyExc_ValueError, "unknown algorithm '%s'", name);
        return NULL;
    }
    if (nbytes < 0 || (size_t)nbytes > ((size_t)-1) / 8 || runs < 1 || runs > 1000000) {
        PyErr_SetString(PyExc_ValueError, "nbytes must be >= 0 and runs in 1 .. 1000000");
        return NULL;
    }
    /* the default digest; an XOF squeezes its KAT length, at most 64 bytes */
    out_bits = (algo->flags & HF_XOF) && algo->digest_bits > 512 ? 512 : 0;
    msg = malloc((size_t)nbytes + 1);
    ticks = malloc(sizeof *ticks * (size_t)runs);
    ns = malloc(sizeof *ns * (size_t)runs);
    if (msg == NULL || ticks == NULL || ns == NULL) {
        free(msg); free(ticks); free(ns);
        return PyErr_NoMemory();
    }
    for (i = 0; i < nbytes; i++)
        msg[i] = (uint8_t)(i * 131 + 7);
    Py_BEGIN_ALLOW_THREADS
    /* warm-up: tables, caches */
    hf_init(&ctx, algo, out_bits); hf_update_bytes(&ctx, msg, (size_t)nbytes); hf_final(&ctx, out);
    for (i = 0; i < runs; i++) {
        uint64_t t0 = bench_ns(), c0 = bench_tsc(), c1, t1;
        hf_init(&ctx, algo, out_bits);
        hf_update_bytes(&ctx, msg, (size_t)nbytes);
        hf_final(&ctx, out);
        c1 = bench_tsc();
        t1 = bench_ns();
        ticks[i] = c1 - c0;
        ns[i] = t1 - t0;
    }
    Py_END_ALLOW_THREADS
    list = PyList_New(runs);
    for (i = 0; list != NULL && i < runs; i++) {
        PyObject *t = HF_HAVE_TSC ? Py_BuildValue("(KK)", (unsigned long long)ticks[i], (unsigned long long)ns[i])
                                  : Py_BuildValue("(OK)", Py_None, (unsigned long long)ns[i]);
        if (t == NULL) {
            Py_CLEAR(list);
            break;
        }
        PyList_SET_ITEM(list, i, t);
    }
    free(msg); free(ticks); free(ns);
    return list;
}

static PyObject *native_implementation(PyObject *self, PyObject *arg)
{
    const char *family = PyUnicode_AsUTF8(arg), *impl;
    (void)self;
    if (family == NULL)
        return NULL;
    impl = hf_impl(family);
    if (impl == NULL) {
        PyErr_Format(PyExc_ValueError, "unknown family '%s'", family);
        return NULL;
    }
    return PyUnicode_FromString(impl);
}

/* constants(family): the tables c/<family>.c exports (c/hf_consts.h) */
typedef struct { const char *family; const hf_const *table; const size_t *count; } consts_entry;

static const consts_entry consts_families[] = {
#define HF_CONSTS_ENTRY(f) { #f, hf_consts_##f, &hf_consts_##f##_count },
    HF_CONSTS_FAMILIES(HF_CONSTS_ENTRY)
#undef HF_CONSTS_ENTRY
};

/* A table as bytes (a char array) or a tuple of its unsigned elements in C's order. */
static PyObject *const_value(const hf_const *c)
{
    PyObject *t;
    unsigned i;
    if (c->text)
        return PyBytes_FromStringAndSize((const char *)c->data, (Py_ssize_t)c->count);
    if (c->elem_bytes != 1 && c->elem_bytes != 2 && c->elem_bytes != 4 && c->elem_bytes != 8) {
        PyErr_Format(PyExc_SystemError, "constant %s: %u-byte elements", c->name, c->elem_bytes);
        return NULL;
    }
    t = PyTuple_New((Py_ssize_t)c->count);
    if (t == NULL)
        return NULL;
    for (i = 0; i < c->count; i++) {
        const unsigned char *p = (const unsigned char *)c->data + (size_t)i * c->elem_bytes;
        unsigned long long v;
        PyObject *item;
        switch (c->elem_bytes) {
        case 1: v = *p; break;
        case 2: { uint16_t w; memcpy(&w, p, 2); v = w; break; }
        case 4: { uint32_t w; memcpy(&w, p, 4); v = w; break; }
        default: { uint64_t w; memcpy(&w, p, 8); v = w; break; }
        }
        item = PyLong_FromUnsignedLongLong(v);
        if (item == NULL) {
            Py_DECREF(t);
            return NULL;
        }
        PyTuple_SET_ITEM(t, (Py_ssize_t)i, item);
    }
    return t;
}

static PyObject *native_constants(PyObject *module, PyObject *arg)
{
    const char *family = PyUnicode_AsUTF8(arg);
    size_t f, i;
    PyObject *d;
    (void)module;
    if (family == NULL)
        return NULL;
    for (f = 0; f < HF_COUNTOF(consts_families); f++)
        if (strcmp(consts_families[f].family, family) == 0)
            break;
    if (f == HF_COUNTOF(consts_families)) {
        PyErr_Format(PyExc_ValueError, "family '%s' exports no constants (c/hf_consts.h)", family);
        return NULL;
    }
    d = PyDict_New();
    if (d == NULL)
        return NULL;
    for (i = 0; i < *consts_families[f].count; i++) {
        const hf_const *c = &consts_families[f].table[i];
        PyObject *v = const_value(c);
        if (v == NULL || PyDict_SetItemString(d, c->name, v) < 0) {
            Py_XDECREF(v);
            Py_DECREF(d);
            return NULL;
        }
        Py_DECREF(v);
    }
    return d;
}

static PyMethodDef native_methods[] = {
    {"implementation", native_implementation, METH_O,
     "implementation(family) -> 'opt' or 'ref' (c/low/<family>/<family>_<impl>.c): the low level this build took"},
    {"bench", native_bench, METH_VARARGS,
     "bench(name, nbytes, runs) -> [(tsc_ticks or None, ns)]: init + update + final of an nbytes message per run, "
     "timed in C (rdtsc where the CPU has it, CLOCK_MONOTONIC)"},
    {"new", native_new, METH_VARARGS, "new(name, out_bits=0) -> Ctx"},
    {"constants", native_constants, METH_O,
     "constants(family) -> {name: tuple of ints, or bytes for a char array}: the tables c/<family>.c "
     "exports (c/hf_consts.h); ValueError for a family that exports none"},
    {"algorithms", native_algorithms, METH_NOARGS,
     "[(name, family, version, digest_bits, block_bits, is_xof)] in registry order"},
    {"prim_aes_sbox", prim_aes_sbox, METH_O, "prim_aes_sbox(x) -> S(x), the AES S-box (hf_aes_sbox)"},
    {"prim_aes_round", prim_aes_round, METH_VARARGS,
     "prim_aes_round(state16, rk16=None) -> bytes: hf_aes_round (column-major state)"},
    {"prim_aes_mix_column", prim_aes_mix_column, METH_O, "prim_aes_mix_column(col4) -> bytes: hf_aes_mix_column"},
    {"prim_gf_xtime", prim_gf_xtime, METH_O, "prim_gf_xtime(x) -> int: hf_gf_xtime"},
    {"prim_gf_mul", prim_gf_mul, METH_VARARGS, "prim_gf_mul(a, b) -> int: hf_gf_mul"},
    {"prim_sbox4_words", prim_sbox4_words, METH_VARARGS,
     "prim_sbox4_words(sbox16, a, b, c, d) -> (a, b, c, d): hf_sbox4_words on 32-bit words"},
    {"prim_rotl", prim_rotl, METH_VARARGS, "prim_rotl(x, n, bits) -> int: hf_rotl32 / hf_rotl64"},
    {"prim_rotr", prim_rotr, METH_VARARGS, "prim_rotr(x, n, bits) -> int: hf_rotr32 / hf_rotr64"},
    {"prim_csa", prim_csa, METH_VARARGS, "prim_csa(x, y, z, bits) -> (sum, carry): hf_csa32 / hf_csa64"},
    {NULL, NULL, 0, NULL}
};

static struct PyModuleDef native_module = {
    PyModuleDef_HEAD_INIT, "hashforge._native", "hashforge C library binding", -1, native_methods,
    NULL, NULL, NULL, NULL
};

PyMODINIT_FUNC PyInit__native(void)
{
    PyObject *m;
    if (PyType_Ready(&CtxType) < 0)
        return NULL;
    m = PyModule_Create(&native_module);
    if (m == NULL)
        return NULL;
    Py_INCREF(&CtxType);
    if (PyModule_AddObject(m, "Ctx", (PyObject *)&CtxType) < 0) {
        Py_DECREF(&CtxType);
        Py_DECREF(m);
        return NULL;
    }
    PyModule_AddIntConstant(m, "OUT_MAX_BITS", HF_OUT_MAX_BITS);
    PyModule_AddIntConstant(m, "HAVE_TSC", HF_HAVE_TSC);
#ifdef __VERSION__
    PyModule_AddStringConstant(m, "COMPILER", __VERSION__);
#else
    PyModule_AddStringConstant(m, "COMPILER", "unknown");
#endif
    return m;
}
