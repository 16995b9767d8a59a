"""Software speed of the C library: `hashforge bench` (speed.py: cycles/byte from
the time-stamp counter and MB/s, with hashlib beside SHA-2 and SHA-3) and the callgrind
benchmark (callgrind.py: instructions/byte against the best portable peer, data/software_peers.csv)."""
