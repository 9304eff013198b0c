#!/usr/bin/env python3
"""Compares two run.py outputs (before, after) of the same cases file, or sums up one.

    cmp.py A.tsv [B.tsv] [--list]

Per key point in both: credit right = (verdict == credited) == (label == covered); shown right =
(verdict == contradicted) == (label == contradicted), as Benchmarks/Grading/sets/cmptsv.py counts
them. Prints credit changes right:wrong and shown-only changes right:wrong (per shape too), then
for each file the totals (covered credited, contradicted credited, covered told opposite, ...) and
a table per shape. --list prints each changed point with both verdicts and the quote."""
import collections, sys

args = [a for a in sys.argv[1:] if a != "--list"]; show = "--list" in sys.argv


def load(path):
    rows = {}
    for line in open(path):
        f = line.rstrip("\n").split("\t")
        if len(f) < 5 or f[4] not in ("credited", "-", "contradicted"):
            if len(f) >= 4 and f[3] == "error": print("ERROR", path, *f)
            continue
        rows[(f[0], int(f[1]), int(f[2]))] = (f[3], f[4], f[5] if len(f) > 5 else "", f[7] if len(f) > 7 else "")
    return rows


def totals(rows):
    t = collections.Counter(); per = collections.defaultdict(collections.Counter)
    answers = collections.defaultdict(lambda: [None, True])
    for (qid, n, p), (label, verdict, shape, _) in rows.items():
        for c in (t, per[shape]):
            c["points"] += 1
            c[f"{label} {verdict}"] += 1
            c["credit wrong"] += (verdict == "credited") != (label == "covered")
        a = answers[(qid, n)]; a[0] = shape
        a[1] &= (verdict == "credited") == (label == "covered") and (verdict == "contradicted") == (label == "contradicted")
    for shape, ok in answers.values():
        per[shape]["answers"] += 1; per[shape]["answers graded as labelled"] += ok
        t["answers"] += 1; t["answers graded as labelled"] += ok
    return t, per


def report(name, rows):
    t, per = totals(rows)
    print(f"{name}: {t['points']} points in {t['answers']} answers ({t['answers graded as labelled']} graded exactly as labelled); "
          f"covered credited {t['covered credited']} of {t['covered credited'] + t['covered -'] + t['covered contradicted']}, "
          f"covered told opposite {t['covered contradicted']}, contradicted credited {t['contradicted credited']} of "
          f"{t['contradicted credited'] + t['contradicted -'] + t['contradicted contradicted']} (shown {t['contradicted contradicted']}), "
          f"missing credited {t['missing credited']}, missing told opposite {t['missing contradicted']}, credit wrong {t['credit wrong']}")
    answers = collections.defaultdict(list)
    for (qid, n, p), (label, verdict, shape, _) in rows.items():
        answers[(qid, n)].append((label, verdict, shape))
    by = collections.defaultdict(collections.Counter)
    for pts in answers.values():
        shape = pts[0][2]; c = by[shape]; c["n"] += 1
        if shape.startswith("w-"):
            c["caught"] += any(l == "contradicted" and v == "contradicted" for l, v, _ in pts)
            c["claim credited"] += any(l == "contradicted" and v == "credited" for l, v, _ in pts)
            c["nothing shown"] += not any(v == "contradicted" for l, v, _ in pts)
        else:
            c["told opposite"] += any(v == "contradicted" for l, v, _ in pts)
            c["own point told opposite"] += any(l == "covered" and v == "contradicted" for l, v, _ in pts)
            c["all covered credited"] += all(v == "credited" for l, v, _ in pts if l == "covered")
    print("  answers per shape: right: n, all covered points credited, any point told the opposite (a covered one)"
          " | wrong: n, a contradicted point shown, a contradicted point credited, nothing shown contradicted")
    for shape in sorted(by, key=lambda s: (s.startswith("w-"), s)):
        c = by[shape]
        if shape.startswith("w-"):
            print(f"    {shape}: {c['n']}, caught {c['caught']}, claim credited {c['claim credited']}, nothing shown {c['nothing shown']}")
        else:
            print(f"    {shape}: {c['n']}, all credited {c['all covered credited']}, told opposite {c['told opposite']} ({c['own point told opposite']})")
    print("  shape | answers | exact | covered: credited / - / opposite | contradicted: credited / - / shown | missing: credited / opposite")
    for shape in sorted(per, key=lambda s: (s.startswith("w-"), s)):
        c = per[shape]
        print(f"  {shape} | {c['answers']} | {c['answers graded as labelled']} | {c['covered credited']} / {c['covered -']} / {c['covered contradicted']}"
              f" | {c['contradicted credited']} / {c['contradicted -']} / {c['contradicted contradicted']} | {c['missing credited']} / {c['missing contradicted']}")


a = load(args[0])
if len(args) == 1:
    report(args[0], a); sys.exit()
b = load(args[1])
cr = collections.Counter(); sh = collections.Counter(); per = collections.defaultdict(collections.Counter)
for k in sorted(a.keys() & b.keys()):
    (la, va, shape, qa), (_, vb, _, qb) = a[k], b[k]
    if va == vb: continue
    ca = (va == "credited") == (la == "covered"); cb = (vb == "credited") == (la == "covered")
    if ca != cb:
        kind = "right" if cb else "wrong"; cr[kind] += 1; per[shape]["credit " + kind] += 1; tag = "CREDIT"
    else:
        sa = (va == "contradicted") == (la == "contradicted"); sb = (vb == "contradicted") == (la == "contradicted")
        kind = "right" if sb else "wrong"; sh[kind] += 1; per[shape]["shown " + kind] += 1; tag = "SHOWN"
    if show: print(tag, kind if kind == "right" else "WRONG", *k, shape, la, va, "->", vb, "|", qb or qa)
print(f"credit changes right:wrong {cr['right']}:{cr['wrong']}; shown-only {sh['right']}:{sh['wrong']}")
for shape, c in sorted(per.items()):
    print(f"  {shape}: credit {c['credit right']}:{c['credit wrong']}, shown-only {c['shown right']}:{c['shown wrong']}")
report("before " + args[0], a); report("after " + args[1], b)
if len(a) != len(b): print("point counts differ:", len(a), len(b))
relabelled = [k for k in a.keys() & b.keys() if a[k][0] != b[k][0]]
if relabelled:  # the two runs were made on different cases files: changes above use A's labels
    print("labels differ for", len(relabelled), "points (runs of different cases files); changes use A's labels")
