#!/usr/bin/env python3
"""Totals of a `figures --tsv` output: per set 'all:' lines summed (points off, pairs, contradicted credited)."""
import re, sys
off = pairs = good = cc = n = 0
for line in open(sys.argv[1]):
    m = re.match(r'all: (\d+) answers: MAE [\d.]+ \((\d+) off\), better higher [\d.]+% \((\d+)/(\d+)\), credit for nothing [\d.]+, contradicted credited (\d+)', line)
    if m: n += int(m[1]); off += int(m[2]); good += int(m[3]); pairs += int(m[4]); cc += int(m[5])
print(f'{n} answers, {off} points off, {good}/{pairs} pairs, {cc} contradicted credited')
