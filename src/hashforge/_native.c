/* CPython binding of the hashforge C library: a context object with
 * bit-granular update, plus the algorithm registry. The hashlib-style API is
 * built on top of this in Python. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <string.h>
#include "hashforge.h"

typedef struct {
    PyObject_HEAD
    hf_ctx ctx;
} CtxObject;

static PyTypeObject CtxType;

static PyObject *ctx_new_from(const hf_algo *algo, size_t out_bits)
{
    CtxObject *self = PyObject_New(CtxObject, &CtxType);
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

static PyObject *ctx_update(CtxObject *self, PyObject *args)
{
    Py_buffer buf;
    Py_ssize_t nbits = -1;
    if (!PyArg_ParseTuple(args, "y*|n", &buf, &nbits))
        return NULL;
    if (nbits < 0)
        nbits = 8 * buf.len;
    if ((nbits + 7) / 8 > buf.len) {
        PyBuffer_Release(&buf);
        PyErr_Format(PyExc_ValueError, "%zd bits requested but only %zd bytes given", nbits, buf.len);
        return NULL;
    }
    if (buf.len > 4096) {
        Py_BEGIN_ALLOW_THREADS
        hf_update(&self->ctx, (const uint8_t *)buf.buf, (size_t)nbits);
        Py_END_ALLOW_THREADS
    } else {
        hf_update(&self->ctx, (const uint8_t *)buf.buf, (size_t)nbits);
    }
    PyBuffer_Release(&buf);
    Py_RETURN_NONE;
}

static PyObject *ctx_digest(CtxObject *self, PyObject *args)
{
    hf_ctx copy = self->ctx; /* finalising a copy keeps the object usable */
    uint8_t out[HF_OUT_MAX_BITS / 8];
    Py_ssize_t out_bits = 0;
    if (!PyArg_ParseTuple(args, "|n", &out_bits))
        return NULL;
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
    CtxObject *other = PyObject_New(CtxObject, &CtxType);
    (void)noargs;
    if (other == NULL)
        return NULL;
    other->ctx = self->ctx;
    return (PyObject *)other;
}

static PyObject *ctx_get_name(CtxObject *self, void *closure)
{ (void)closure; return PyUnicode_FromString(self->ctx.algo->name); }
static PyObject *ctx_get_out_bits(CtxObject *self, void *closure)
{ (void)closure; return PyLong_FromSize_t(self->ctx.out_bits); }
static PyObject *ctx_get_block_bits(CtxObject *self, void *closure)
{ (void)closure; return PyLong_FromUnsignedLong(self->ctx.algo->block_bits); }

static PyMethodDef ctx_methods[] = {
    {"update", (PyCFunction)ctx_update, METH_VARARGS, "update(data, nbits=-1): absorb nbits bits of data (MSB-first in a partial last byte)"},
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

static PyMethodDef native_methods[] = {
    {"new", native_new, METH_VARARGS, "new(name, out_bits=0) -> Ctx"},
    {"algorithms", native_algorithms, METH_NOARGS,
     "[(name, family, version, digest_bits, block_bits, is_xof)] in registry order"},
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
    return m;
}
