#!/usr/bin/env python3
"""The fitted reading of a polarity contradiction (docs/evaluation.md, "Session 30 (s30-grading76)"),
shipped as grading/polarity.txt.

    B=$(swift build -c release --show-bin-path)/swiftdrill-grading
    $B polarity-features . > /tmp/pol.tsv
    python3 Benchmarks/Grading/calibrate_polarity.py /tmp/pol.tsv            # held-out folds
    python3 Benchmarks/Grading/calibrate_polarity.py /tmp/pol.tsv --weights  # the file
    python3 Benchmarks/Grading/calibrate_polarity.py /tmp/pol.tsv --compare grading/polarity.txt

Each row is one point a clause says the other way (`PolaritySignal`). A logistic regression fits
"the point is labelled contradicted" from the clause's signals; the point stays contradicted when
its probability reaches `threshold`. Below it the point is doubted: credited where another clause
touches it at `credit_threshold` of its weight or more and its probability is below
`credited_threshold` too (a contradicted point credited costs most), else not said. The three are chosen by leave-one-set-out: each fold's model (fitted on the other sets)
decides its held-out set at every triple of the grids, and the triple with the lowest cost summed
over the held-out sets, among those that credit no point labelled contradicted and move at least
`RATIO` points toward their label per point they move away, is the file's; the model is then
fitted on every set. The cost of a point is cmptsv.py's distance from its label:
contradicted, or else what it is doubted (`without`: credited where touched and not withheld).
Options: --thresholds T,U,C (fixed), --only NAME[,NAME] (a subset of the features), --rows (the
held-out changes, one line each). numpy and scipy only.
"""
import collections
import math
import sys

import numpy as np
from calibrate import Folds, read_values  # the same regression and file as withhold.txt's

NAMES = [
    "share", "said_denies", "point_denies", "flips", "differ_share", "head_point", "log_gap", "log_concepts",
    "contrast", "weak", "stated", "answer_contradicted_share", "question_share",
]
# cmptsv.py's distance of a verdict from a label.
D = {"covered": {"credited": 0, "-": 1, "contradicted": 2},
     "not-said": {"-": 0, "credited": 1, "contradicted": 1},
     "contradicted": {"contradicted": 0, "-": 1, "credited": 2}}
GRID = np.arange(0.10, 0.61, 0.025)
CREDITED_GRID = [0.0, 0.01, 0.02, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 1.0]
CREDIT_GRID = [0.35, 0.5, 0.6, 0.75, 0.9, 1.01]
# Held out, a triple must move at least this many points toward their label per point it moves
# away (the bar asks 3; a margin for the model fitted on every set).
RATIO = 4


def load(path):
    lines = open(path).read().splitlines()
    header = lines[0].split("\t")
    return [dict(zip(header, line.split("\t"))) for line in lines[1:] if line.count("\t") == len(header) - 1]


def features(row):
    """The signals of one clause, as numbers (names in `NAMES`), as FittedPolarity.features."""
    f = float
    differ, agree, gap = int(row["claim_differ"]), int(row["claim_agree"]), int(row["gap"])
    return [
        f(row["share"]), f(int(row["said_denials"]) > 0), f(int(row["point_denials"]) > 0), f(int(row["flips"]) > 0),
        differ / (differ + agree) if differ + agree else 0.0, f(gap == 0), math.log1p(max(0, gap)),
        math.log1p(int(row["concepts"])), f(row["contrast"]), f(row["weak"]), f(row["stated"]),
        f(row["answer_contradicted_share"]), f(row["question_share"]),
    ]


class Points:
    """One set's rows: each point's label, its cost contradicted and doubted."""

    def __init__(self, rows):
        self.rows = rows
        self.label = [r["label"] for r in rows]
        self.stated = np.array([float(r["stated"]) for r in rows])
        self.yes = np.array([D[r["label"]]["contradicted"] for r in rows])
        self.credited = np.array([r["without"] == "credited" for r in rows])
        self.cc = np.array([r["label"] == "contradicted" for r in rows])

    def verdicts(self, p, thresholds):
        """Each point's verdict: contradicted at `threshold` or above; below, doubted, credited
        where its touch reaches `credit` and its probability is below `credited`, else not said."""
        threshold, credited, credit = thresholds
        credit = self.credited & (self.stated >= credit) & (p < min(threshold, credited))
        return np.where(p >= threshold, "contradicted", np.where(credit, "credited", "-"))

    def distances(self, verdicts):
        return np.array([D[l][v] for l, v in zip(self.label, verdicts)])

    def cost(self, verdicts):
        return int(self.distances(verdicts).sum())

    def credited_contradicted(self, verdicts):
        return int((self.cc & (verdicts == "credited")).sum())

    def changes(self, verdicts):
        """The points whose verdict moves toward their label, and away from it."""
        now = self.distances(verdicts)
        return int((now < self.yes).sum()), int((now > self.yes).sum())


def main():
    rows = load(sys.argv[1])
    data = Folds(rows, NAMES, features)
    sets = data.sets
    points = {s: Points(data.by_set[s]) for s in sets}
    fixed = tuple(map(float, sys.argv[sys.argv.index("--thresholds") + 1].split(","))) if "--thresholds" in sys.argv else None

    if "--compare" in sys.argv:
        compare(rows, sys.argv[sys.argv.index("--compare") + 1])
        return
    folds = data.held_out()
    grid = [(t, u, c) for t in GRID for u in CREDITED_GRID for c in CREDIT_GRID] + ([fixed] if fixed else [])
    verdicts = {t: {s: points[s].verdicts(folds[s], t) for s in sets} for t in grid}
    held = {t: sum(points[s].cost(verdicts[t][s]) for s in sets) for t in grid}
    credited = {t: sum(points[s].credited_contradicted(verdicts[t][s]) for s in sets) for t in grid}
    changes = {t: np.sum([points[s].changes(verdicts[t][s]) for s in sets], axis=0) for t in grid}
    allowed = [t for t in grid if credited[t] == 0 and changes[t][0] >= RATIO * changes[t][1]]
    threshold = fixed if fixed is not None else min(allowed, key=lambda t: (held[t], -t[0], -t[1], t[2]))
    if "--weights" in sys.argv:
        print(HEADER % (len(sets), len(rows), " ".join(sys.argv[2:])), end="")
        print("threshold %.3f" % threshold[0])
        print("credited_threshold %.3f" % threshold[1])
        print("credit_threshold %.3f" % threshold[2])
        data.print_file_weights()
        return
    today = sum(int(points[s].yes.sum()) for s in sets)
    print("rows %d; cost today %d" % (len(rows), today))
    for c in CREDIT_GRID:
        best = min((t for t in allowed if t[2] == c), key=lambda t: held[t], default=None)
        if best:
            print("  credit %.2f: best allowed %s held-out cost %d, %d right, %d wrong" % (
                c, tuple(round(float(v), 3) for v in best), held[best], *changes[best]))
    print("thresholds %.3f, credited %.3f, credit %.2f (held-out cost %d against today's %d)" % (
        *threshold, held[threshold], today))
    right = wrong = 0
    kinds = collections.Counter()
    for s in sets:
        pts = points[s]
        now = verdicts[threshold][s]
        r = w = 0
        for i in np.nonzero(now != "contradicted")[0]:
            before, after = pts.yes[i], D[pts.label[i]][now[i]]
            r, w = r + (after < before), w + (after > before)
            kinds[(pts.label[i], now[i], "right" if after < before else "wrong" if after > before else "same")] += 1
            if "--rows" in sys.argv:
                f = pts.rows[i]
                print("  %s %s %s %s: %s -> %s" % (s, f["id"], f["kind"], f["point"], f["label"], now[i]))
        right, wrong = right + r, wrong + w
        if r or w:
            print("  %s: held-out changes %d right, %d wrong" % (s, r, w))
    print("held out, all sets: %d right, %d wrong" % (right, wrong))
    for k in sorted(kinds):
        print("  %-13s %-9s %-6s %d" % (*k, kinds[k]))
    data.print_weights(26)


def compare(rows, path):
    """--compare FILE: the file's probability, reckoned here, against the matcher's `fitted` column."""
    values = read_values(path)
    threshold, bias = values.pop("threshold"), values.pop("bias")
    credited = values.pop("credited_threshold", threshold)
    credit = values.pop("credit_threshold", 0.35)
    assert set(values) <= set(NAMES), set(values) - set(NAMES)
    largest = differ = 0
    for row in rows:
        z = bias + sum(values.get(n, 0.0) * v for n, v in zip(NAMES, features(row)))
        p, theirs = 1 / (1 + math.exp(-z)), float(row["fitted"])
        largest = max(largest, abs(p - theirs))
        for t in [threshold, min(threshold, credited)]:
            differ += (p >= t) != (theirs >= t)
    print("%d rows; largest difference in probability %.3g; decisions that differ: %d" % (len(rows), largest, differ))


HEADER = """\
# SwiftDrill's fitted reading of a polarity contradiction (issue 23; docs/evaluation.md, "Session
# 30 (s30-grading76)"), read beside lexicon.txt. A clause that says a key point the other way
# contradicts it when p = 1 / (1 + e^-(bias + sum of weight x feature)) >= threshold; below, the
# point is doubted: credited where another clause touches it at credit_threshold of its weight or
# more and p < credited_threshold, else not said.
# Without this file every such clause contradicts its point. Data, not to be edited by hand: refit it.
#
# Each line is `name value`; `#` starts a comment. `threshold` and `bias` are required; any
# other name is a feature of Benchmarks/Grading/calibrate_polarity.py (`NAMES`, reckoned by its
# `features` and by FittedPolarity.features in Swift), its weight per unit of the feature; a
# feature not listed weighs 0. A line that does not parse, an unknown name or a value that is
# not a finite number is an error of `swiftdrill check`, and every contradiction stands.
#
# Made by (fitted on %d sets, %d points said the other way; thresholds by leave-one-set-out):
#   B=$(swift build -c release --show-bin-path)/swiftdrill-grading; $B polarity-features . > pol.tsv
#   python3 Benchmarks/Grading/calibrate_polarity.py pol.tsv %s > grading/polarity.txt
"""

if __name__ == "__main__":
    main()
