; The inner loops of the rolled RFSB-509 variants (rfsb509_avr.c), in AVR assembly.
; avr-gcc's calling convention: arguments in r24:r25, r22:r23, r20:r21; r18-r27, r30, r31
; and r0 may be clobbered; r1 is zero again on return.

; void rfsb509_xor64(uint8_t *a, const uint8_t *c)      a[0..64) ^= c[0..64), c in SRAM
    .section .text.rfsb509_xor64, "ax", @progbits
    .global rfsb509_xor64
rfsb509_xor64:
    movw r26, r24
    movw r30, r22
    ldi r20, 8
1:
    .rept 8
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
