#!/usr/bin/env python3
"""Self-check a writer's labelled file: python3 selfcheck.py OUT.json QUESTIONS.md"""
import json, re, sys
out, qfile = sys.argv[1], sys.argv[2]
src = open(qfile).read()
want = {}
for block in re.split(r'\n(?=# )', '\n' + src):
    m = re.match(r'\n?# (\S+)\n', block)
    if not m: continue
    kp = block.split('## Key points\n\n')[1]
    pts = [l[2:] for l in kp.split('\n') if l.startswith('- ')]
    fm = re.search(r'\nfile: (\S+)', block); lv = re.search(r'\nlevel: (\S+)', block)
    want[m.group(1)] = (pts, fm.group(1), lv.group(1))
d = json.load(open(out)); errs = []
assert d.get('version') == 1, 'version must be 1'
KINDS = ['expert', 'partial', 'one-point', 'terse', 'off-topic', 'wrong-reuse', 'mixed']
got = [q['id'] for q in d['questions']]
if sorted(got) != sorted(want): errs.append(f'questions differ: missing {sorted(set(want)-set(got))} extra {sorted(set(got)-set(want))}')
for q in d['questions']:
    if q['id'] not in want: continue
    pts, f, lv = want[q['id']]
    if q['keyPoints'] != pts: errs.append(f"{q['id']}: keyPoints not copied exactly")
    if q.get('file') != f: errs.append(f"{q['id']}: file should be {f}")
    if q.get('level') != lv: errs.append(f"{q['id']}: level should be {lv}")
    kinds = [a['kind'] for a in q['answers']]
    if sorted(kinds) != sorted(KINDS): errs.append(f"{q['id']}: kinds must be the seven, once each: {kinds}")
    n = len(pts)
    for a in q['answers']:
        L = a['labels']; k = a['kind']
        if len(L) != n: errs.append(f"{q['id']} {k}: {len(L)} labels for {n} points"); continue
        if not set(L) <= {'covered', 'not-said', 'contradicted'}: errs.append(f"{q['id']} {k}: bad label"); continue
        c, x = L.count('covered'), L.count('contradicted')
        t = a['text']
        if t != ' '.join(t.split()): errs.append(f"{q['id']} {k}: whitespace not normalised")
        if k == 'terse' and len(t.split()) > 60:
            errs.append(f"{q['id']} terse: {len(t.split())} words, at most 60"); continue
        ok = {'expert': c == n, 'partial': x == 0 and 1 <= c < n, 'one-point': c == 1 and x == 0,
              'terse': x == 0 and c >= (n + 1) // 2, 'off-topic': c == 0 and x == 0,
              'wrong-reuse': x >= 1, 'mixed': x == 1 and c >= 1}[k]
        if not ok: errs.append(f"{q['id']} {k}: labels {L} do not fit the kind")
print('\n'.join(errs) or f'OK: {len(d["questions"])} questions, {sum(len(q["answers"]) for q in d["questions"])} answers')
sys.exit(1 if errs else 0)
