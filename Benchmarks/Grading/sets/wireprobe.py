#!/usr/bin/env python3
"""wireprobe.py ROOT: put wrongclaim2.json (session 35's unseen probe) into ROOT: the file, LabelledSet.probes,
validate.py's PROBES, the fixtures README (list item and section)."""
import sys
root = sys.argv[1]
sp = root + '/Tests/DrillKitTests/Fixtures/spoken'
open(sp + '/wrongclaim2.json', 'w').write(open('/work/scratch/s35/probe/wrongclaim2.json').read())
def edit(path, pairs):
    s = open(path).read()
    for a, b in pairs:
        assert a in s, (path, a); s = s.replace(a, b)
    open(path, 'w').write(s)
edit(root + '/Benchmarks/GradingFigures/LabelledSet.swift', [('probes = ["wrongclaim.json"]', 'probes = ["wrongclaim.json", "wrongclaim2.json"]')])
edit(sp + '/validate.py', [("PROBES = ('wrongclaim.json',)", "PROBES = ('wrongclaim.json', 'wrongclaim2.json')"),
                           ("checks wrongclaim.json (a probe", "checks wrongclaim.json and wrongclaim2.json (probes")])
edit(sp + '/README.md', [("  wrong-claim probe\" below).\n", """  wrong-claim probe" below).
- `wrongclaim2.json`: a second probe of the same kind, 144 wrong answers to 144 other questions,
  written in session 35 by other writers and kept unseen while that session's rounds worked (see
  "The second wrong-claim probe" below).
"""), ("` and `wrongclaim.json`, and that no two", "`, `wrongclaim.json` and `wrongclaim2.json`, and that no two")])
s = open(sp + '/README.md').read()
sec = """
## The second wrong-claim probe

`wrongclaim2.json` was written on 2026-12-05, at the start of session 35, under the first probe's
brief by four new writers (helpers that opened only the brief and a file of 36 questions), one
answer to each of 144 verbal questions that the first probe does not answer, spread over 97 packs
(seed 3535). It was kept outside the repository while session 35's rounds worked, so a rule fitted
to `wrongclaim.json` could be judged on answers nobody had read (docs/evaluation.md, "Session 35:
the rounds measured blind"). Labels: 713 contradicted, 0 covered, 0 not-said.
"""
i = s.index('\n## The forty-fourth and forty-fifth held-out sets')
s = s[:i] + '\n' + sec.strip('\n') + '\n' + s[i:]
open(sp + '/README.md', 'w').write(s)
print('wired wrongclaim2.json')
