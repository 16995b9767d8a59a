; The inner loops of the rolled RFSB-509 variants (rfsb509_avr.c), in AVR assembly.
; avr-gcc's calling convention: arguments in r24:r25, r22:r23, r20:r21; r18-r27, r30, r31
; and r0 may be clobbered; r1 is zero again on return.

; The table variants unroll the loops eight times; the small one (RFSB_TABLE_AES) not at all.
#ifdef RFSB_TABLE_AES
#define UNROLL 1
#else
#define UNROLL 8
#endif

; void rfsb509_xor64(uint8_t *a, const uint8_t *c)      a[0..64) ^= c[0..64), c in SRAM
    .section .text.rfsb509_xor64, "ax", @progbits
    .global rfsb509_xor64
rfsb509_xor64:
    movw r26, r24
    movw r30, r22
    ldi r20, 64 / UNROLL
1:
    .rept UNROLL
    ld r18, Z+
    ld r19, X
    eor r19, r18
    st X+, r19
    .endr
    dec r20
    brne 1b
    ret

; void rfsb509_xor64_P(uint8_t *a, const uint8_t *c)    the same, c in flash (LPM)
    .section .text.rfsb509_xor64_P, "ax", @progbits
    .global rfsb509_xor64_P
rfsb509_xor64_P:
    movw r26, r24
    movw r30, r22
    ldi r20, 8
1:
    .rept 8
    lpm r18, Z+
    ld r19, X
    eor r19, r18
    st X+, r19
    .endr
    dec r20
    brne 1b
    ret

; void rfsb509_shift_xor(uint8_t *u, const uint8_t *a, uint8_t mult)
;   u[0..128) ^= a[0..128) * mult, mult = 2^b (a shift by b bits across the 128 bytes)
    .section .text.rfsb509_shift_xor, "ax", @progbits
    .global rfsb509_shift_xor
rfsb509_shift_xor:
    movw r26, r24
    movw r30, r22
    clr r21
    ldi r19, 16
1:
    .rept 8
    ld r18, Z+
    mul r18, r20
    ld r18, X
    eor r18, r0
    eor r18, r21
    st X+, r18
    mov r21, r1
    .endr
    dec r19
    brne 1b
    clr r1
    ret

; void rfsb509_mulx(uint8_t v[64]): v = v * x modulo x^509 - 1 (v below 2^509): one bit up,
; bit 508 back to bit 0. The small variant's Horner steps (128 of them per message byte).
    .section .text.rfsb509_mulx, "ax", @progbits
    .global rfsb509_mulx
rfsb509_mulx:
    movw r30, r24
    ldd r18, Z+63
    bst r18, 4                  ; bit 508
    ldi r19, 64
    clc
1:  ld r18, Z
    rol r18
    st Z+, r18
    dec r19                     ; keeps the carry
    brne 1b
    movw r30, r24
    ldd r18, Z+63
    andi r18, 0x1f              ; bit 509 (the old 508) off
    std Z+63, r18
    ld r18, Z
    bld r18, 0
    st Z, r18
    ret
