; void rfsb509_aes0(uint8_t s[16]): AES-128 encryption of s in place under the all-zero key
; (the only key RFSB-509's constants use), written for size: round keys on the fly, S-box
; lookups in flash (hf_aes_sbox of c/aes.c), SubBytes and ShiftRows in one pass. The RAM and small variants of rfsb509_avr.c generate their constants with it; the
; KAT digests of every run check it.
;
; Registers: r24:r25 s (the argument), Y the scratch t[16] with the round key at Y+16,
; r1 rcon (zero again on return), r0 rounds left, r27 0x1b, r18-r23, r26 temporaries.

    .section .bss.rfsb509_aes, "aw", @nobits
aes_t:  .skip 16            ; SubBytes / ShiftRows / MixColumns output
aes_rk: .skip 16            ; the round key, right after aes_t (Y+16)

    .section .text.rfsb509_aes, "ax", @progbits
    .global rfsb509_aes0
rfsb509_aes0:
    push r28
    push r29
    ldi r28, lo8(aes_t)
    ldi r29, hi8(aes_t)
    movw r30, r28
    adiw r30, 16
    ldi r18, 16
1:  st Z+, r1                   ; round key = 0
    dec r18
    brne 1b
    ldi r18, 1
    mov r1, r18                 ; rcon
    ldi r18, 10
    mov r0, r18                 ; rounds
    ldi r27, 0x1b
round:
    ; round key: rk[0..3] ^= S(rk[13, 14, 15, 12]) ^ (rcon, 0, 0, 0); rk[i] ^= rk[i - 4]
    ldd r18, Y+29
    rcall sbox
    eor r18, r1
    ldd r19, Y+16
    eor r19, r18
    std Y+16, r19
    ldd r18, Y+30
    rcall sbox
    ldd r19, Y+17
    eor r19, r18
    std Y+17, r19
    ldd r18, Y+31
    rcall sbox
    ldd r19, Y+18
    eor r19, r18
    std Y+18, r19
    ldd r18, Y+28
    rcall sbox
    ldd r19, Y+19
    eor r19, r18
    std Y+19, r19
    movw r30, r28
    adiw r30, 16
    ldi r19, 12
1:  ld r18, Z+
    ldd r20, Z+3
    eor r20, r18
    std Z+3, r20
    dec r19
    brne 1b
    lsl r1                      ; rcon = xtime(rcon)
    brcc 1f
    eor r1, r27
1:
    ; t[i] = S(s[5 i mod 16]): ShiftRows (byte (row r, column c) is s[4c + r], row r turns
    ; left by r: t[4c + r] = s[4 ((c + r) mod 4) + r] = s[(4c + r) + 4r mod 16] = s[5i mod 16])
    clr r26                     ; 5 i
    ldi r20, 16
1:  mov r18, r26
    andi r18, 15
    movw r30, r24
    add r30, r18
    ldi r19, 0
    adc r31, r19
    ld r18, Z
    rcall sbox
    st Y+, r18
    subi r26, -5
    dec r20
    brne 1b
    sbiw r28, 16
    ; MixColumns, except in the last round
    mov r18, r0
    cpi r18, 1
    breq addkey
    ldi r26, 4
1:  ld r18, Y
    ldd r19, Y+1
    ldd r20, Y+2
    ldd r21, Y+3
    mov r22, r18
    eor r22, r19
    eor r22, r20
    eor r22, r21
    mov r23, r18
    eor r23, r19
    rcall xtime
    eor r23, r18
    st Y+, r23
    mov r23, r19
    eor r23, r20
    rcall xtime
    eor r23, r19
    st Y+, r23
    mov r23, r20
    eor r23, r21
    rcall xtime
    eor r23, r20
    st Y+, r23
    mov r23, r21
    eor r23, r18
    rcall xtime
    eor r23, r21
    st Y+, r23
    dec r26
    brne 1b
    sbiw r28, 16
addkey:
    ; s = t ^ rk
    movw r30, r24
    ldi r26, 16
1:  ld r18, Y+
    ldd r19, Y+15
    eor r18, r19
    st Z+, r18
    dec r26
    brne 1b
    sbiw r28, 16
    dec r0
    breq 1f
    rjmp round                  ; beyond a branch's reach
1:  pop r29
    pop r28
    clr r1
    ret

; r23 = xtime(r23) ^ r22 (the column's sum)
xtime:
    lsl r23
    brcc 1f
    eor r23, r27
1:  eor r23, r22
    ret

; r18 = S(r18)
sbox:
    mov r30, r18
    ldi r31, 0
    subi r30, lo8(-(hf_aes_sbox))
    sbci r31, hi8(-(hf_aes_sbox))
    lpm r18, Z
    ret
