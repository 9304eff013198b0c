#!/usr/bin/env python3
"""Prints the rows of one label and verdict (optionally one shape) with the key point, the answer
and the app's quote: show.py OUT.tsv CASES.json LABEL VERDICT [SHAPE]
(session 52's copy read a fixed cases path; this one takes the cases file that OUT.tsv was run on)."""
import json, sys
out, cases, label, verdict = sys.argv[1:5]
shape_only = sys.argv[5] if len(sys.argv) > 5 else None
Q = {q["id"]: q for q in json.load(open(cases))["questions"]}
for line in open(out):
    f = line.rstrip("\n").split("\t")
    if len(f) < 7:
        continue
    qid, n, p, lab, v, shape, vv = f[0], int(f[1]), int(f[2]), f[3], f[4], f[5], f[6]
    quote = f[7] if len(f) > 7 else ""
    if lab == label and v == verdict and (shape_only is None or shape == shape_only):
        q = Q[qid]
        print(f"[{shape}] {qid} #{n} P{p}: {q['keyPoints'][p]}\n   A: {q['answers'][n]['text']}\n   Q({vv}): {quote}")
