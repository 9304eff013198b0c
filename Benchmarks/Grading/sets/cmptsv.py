#!/usr/bin/env python3
"""Compare two `swiftdrill-grading figures ROOT --tsv` outputs (before, after).
Per point present in both: credit right = (verdict == credited) == (label == covered);
shown right = (verdict == contradicted) == (label == contradicted).
Prints right:wrong for credit changes, then for shown-only changes, per set, and the totals of each file.
  cmptsv.py BEFORE AFTER [--list]"""
import sys, collections
def load(p):
    d = {}; tot = collections.Counter()
    for line in open(p):
        f = line.rstrip('\n').split('\t')
        if len(f) < 6 or f[5] not in ('credited', '-', 'contradicted'): continue
        d[tuple(f[:4])] = (f[4], f[5], f[6] if len(f) > 6 else '')
        tot['points'] += 1
        tot['credit wrong'] += (f[5] == 'credited') != (f[4] == 'covered')
        tot['contradicted credited'] += f[4] == 'contradicted' and f[5] == 'credited'
        tot['covered told opposite'] += f[4] == 'covered' and f[5] == 'contradicted'
        tot['contradicted shown'] += f[4] == 'contradicted' and f[5] == 'contradicted'
    return d, tot
a, ta = load(sys.argv[1]); b, tb = load(sys.argv[2]); show = '--list' in sys.argv
cr = collections.Counter(); sh = collections.Counter(); per = collections.defaultdict(lambda: [0, 0])
for k in a.keys() & b.keys():
    (la, va, qa), (lb, vb, qb) = a[k], b[k]
    if va == vb: continue
    ca = (va == 'credited') == (la == 'covered'); cb = (vb == 'credited') == (la == 'covered')
    if ca != cb:
        cr['right' if cb else 'wrong'] += 1; per[k[0]][0 if cb else 1] += 1
        if show: print('CREDIT', 'right' if cb else 'WRONG', *k, la, va, '->', vb, '|', qb or qa)
    else:
        sa = (va == 'contradicted') == (la == 'contradicted'); sb = (vb == 'contradicted') == (la == 'contradicted')
        sh['right' if sb else 'wrong'] += 1
        if show: print('SHOWN', 'right' if sb else 'WRONG', *k, la, va, '->', vb, '|', qb or qa)
print(f"credit changes right:wrong {cr['right']}:{cr['wrong']}; shown-only {sh['right']}:{sh['wrong']}")
for s, (r, w) in sorted(per.items()): print(f'  {s}: {r}:{w}')
for name, t in (('before', ta), ('after', tb)): print(name, dict(t))
if len(a) != len(b): print('point counts differ:', len(a), len(b))
