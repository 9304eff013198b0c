#!/usr/bin/env python3
"""The fitted reading of a `wrong:` line (docs/evaluation.md, "Session 29 (s29-grading72)"),
shipped as grading/wrongline.txt.

    B=$(swift build -c release --show-bin-path)/swiftdrill-grading
    $B wrongline-features . > /tmp/wl.tsv
    python3 Benchmarks/Grading/calibrate_wrongline.py /tmp/wl.tsv            # held-out folds
    python3 Benchmarks/Grading/calibrate_wrongline.py /tmp/wl.tsv --weights  # the file
    python3 Benchmarks/Grading/calibrate_wrongline.py /tmp/wl.tsv --compare grading/wrongline.txt

Each row is one `wrong:` line an answer touches outside the sentence stating its point, on a point
no earlier rule contradicts (`WrongLineSignal`). A logistic regression fits "the point is labelled
contradicted" from the touch's signals; a point is contradicted when one of its lines reaches the
threshold (`touched_threshold`, when lower, for a line the hand rule states on a point the answer
touches: dropping it credits the point). The thresholds are chosen by leave-one-set-out: each
fold's model (fitted on the other sets) decides its held-out set at every pair of the grids, and
the pair with the lowest cost summed over the held-out sets, among those that credit no point
labelled contradicted in place of the hand rule's contradiction, is the file's; the model is then
fitted on every set. The cost
of a point is cmptsv.py's distance from its label: contradicted, or else what it is without the
line (its verdict when no line contradicts it; credited when its point is touched, else not said).
Options: --threshold T,U (fixed thresholds), --only NAME[,NAME] (a subset of the features), --rows (the
held-out changes against the hand rule, one line each). numpy and scipy only.
"""
import collections
import math
import sys

import numpy as np
from calibrate import Folds, read_values  # the same regression and file as withhold.txt's

NAMES = [
    "share", "above", "hand", "head_said", "own_said_share", "strong_own_said_share", "log_concepts",
    "claim_said", "stated", "answer_contradicted_share", "question_share",
]
# cmptsv.py's distance of a verdict from a label.
D = {"covered": {"credited": 0, "-": 1, "contradicted": 2},
     "not-said": {"-": 0, "credited": 1, "contradicted": 1},
     "contradicted": {"contradicted": 0, "-": 1, "credited": 2}}
GRID = np.arange(0.20, 0.81, 0.025)
TOUCHED_GRID = [0.01, 0.02, 0.03, 0.04, 0.05, 0.06, 0.08, 0.1, 0.125, 0.15, 0.2, 0.3, 0.4, 0.5, 1.0]


def load(path):
    lines = open(path).read().splitlines()
    header = lines[0].split("\t")
    return [dict(zip(header, line.split("\t"))) for line in lines[1:] if line.count("\t") == len(header) - 1]


def features(row):
    """The signals of one touched line, as numbers (names in `NAMES`), as FittedWrongLine.features."""
    f = float
    share = f(row["share"])
    own, strong = int(row["own"]), int(row["strong_own"])
    return [
        share, f(share >= 0.5), f(row["hand"]), f(row["head_said"]), int(row["own_said"]) / own if own else 0.0,
        int(row["strong_own_said"]) / strong if strong else 0.0, math.log1p(int(row["concepts"])),
        f(row["claim_said"]), f(row["stated"]), f(row["answer_contradicted_share"]), f(row["question_share"]),
    ]


class Points:
    """One set's rows grouped by point: each point's label, its cost contradicted and not."""

    def __init__(self, rows):
        self.rows = rows
        keys = {}
        self.index = np.array([keys.setdefault((r["set"], r["id"], r["kind"], r["point"]), len(keys)) for r in rows])
        first = {}
        for r, i in zip(rows, self.index):
            first.setdefault(i, r)
        self.first = [first[i] for i in range(len(keys))]
        self.label = [r["label"] for r in self.first]
        # A line the hand rule states on a point the answer touches: the fit may drop it only
        # below `touched_threshold` (its point would be credited in its place).
        self.guarded = np.array([r["hand"] == "1" and float(r["stated"]) >= 0.35 for r in rows])
        self.hand = np.zeros(len(keys), bool)
        np.logical_or.at(self.hand, self.index, np.array([r["hand"] == "1" for r in rows]))
        self.yes = np.array([D[r["label"]]["contradicted"] for r in self.first])
        self.no = np.array([D[r["label"]][self.without(r)] for r in self.first])
        # Points labelled contradicted that would be credited without their line.
        self.credits_contradicted = np.array(
            [r["label"] == "contradicted" and self.without(r) == "credited" for r in self.first])

    @staticmethod
    def without(row):
        """The point's verdict with no line contradicting it (its verdict, if none does today)."""
        if row["verdict"] != "contradicted":
            return row["verdict"]
        return "credited" if float(row["stated"]) >= 0.35 else "-"

    def decide(self, p, thresholds):
        threshold, touched = thresholds
        out = np.zeros(len(self.first), bool)
        np.logical_or.at(out, self.index, p >= np.where(self.guarded, min(threshold, touched), threshold))
        return out

    def cost(self, decided):
        return int(np.where(decided, self.yes, self.no).sum())

    def credited_contradicted(self, decided):
        """Points labelled contradicted the hand rule contradicts, credited in its place."""
        return int((~decided & self.hand & self.credits_contradicted).sum())


def main():
    rows = load(sys.argv[1])
    data = Folds(rows, NAMES, features)
    sets = data.sets
    points = {s: Points(data.by_set[s]) for s in sets}
    fixed = tuple(map(float, sys.argv[sys.argv.index("--threshold") + 1].split(","))) if "--threshold" in sys.argv else None

    if "--compare" in sys.argv:
        compare(rows, sys.argv[sys.argv.index("--compare") + 1])
        return
    folds = data.held_out()
    grid = [(t, u) for t in GRID for u in TOUCHED_GRID] + ([fixed] if fixed else [])
    held = {t: sum(points[s].cost(points[s].decide(folds[s], t)) for s in sets) for t in grid}
    credited = {t: sum(points[s].credited_contradicted(points[s].decide(folds[s], t)) for s in sets) for t in grid}
    # The pair of thresholds with the lowest held-out cost among those that credit no point
    # labelled contradicted in place of the hand rule's contradiction (the bar lets no set gain one).
    allowed = [t for t in grid if credited[t] == 0]
    threshold = fixed if fixed is not None else min(allowed, key=lambda t: (held[t], abs(t[0] - 0.5), -t[1]))
    if "--weights" in sys.argv:
        decided = sum(len(points[s].first) for s in sets)
        print(HEADER % (len(sets), len(rows), decided, " ".join(sys.argv[2:])), end="")
        print("threshold %.3f" % threshold[0])
        print("touched_threshold %.3f" % threshold[1])
        data.print_file_weights()
        return
    hand_cost = sum(points[s].cost(points[s].hand) for s in sets)
    print("rows %d, points %d; hand rule cost %d" % (len(rows), sum(len(points[s].first) for s in sets), hand_cost))
    print("held-out cost by threshold (best touched threshold each): " + ", ".join(
        "%.3f %d" % (t, min(held[(t, u)] for u in TOUCHED_GRID)) for t in GRID))
    print("threshold %.3f, touched %.3f (held-out cost %d against the hand rule's %d)" % (
        *threshold, held[threshold], hand_cost))
    right = wrong = 0
    kinds = collections.Counter()
    for s in sets:
        pts = points[s]
        now = pts.decide(folds[s], threshold)
        r = w = 0
        for i in np.nonzero(now != pts.hand)[0]:
            before = pts.yes[i] if pts.hand[i] else pts.no[i]
            after = pts.yes[i] if now[i] else pts.no[i]
            if after < before:
                r += 1
            elif after > before:
                w += 1
            kinds[(pts.label[i], "added" if now[i] else "removed", "right" if after < before else "wrong" if after > before else "same")] += 1
            if "--rows" in sys.argv:
                f = pts.first[i]
                print("  %s %s %s %s %s: %s" % ("+" if now[i] else "-", s, f["id"], f["kind"], f["point"], f["label"]))
        right, wrong = right + r, wrong + w
        print("  %s: held-out changes against the hand rule %d right, %d wrong" % (s, r, w))
    print("held out, all sets: %d right, %d wrong" % (right, wrong))
    for u in (u for u in TOUCHED_GRID if (threshold[0], u) in held):  # a --threshold off the grid: its own pair
        print("  touched threshold %.3f: held-out cost %d, contradicted points credited in its place %d" % (
            u, held[(threshold[0], u)], credited[(threshold[0], u)]))
    for k in sorted(kinds):
        print("  %-13s %-8s %-6s %d" % (*k, kinds[k]))
    data.print_weights(24)


def compare(rows, path):
    """--compare FILE: the file's probability, reckoned here, against the matcher's `fitted` column."""
    values = read_values(path)
    threshold, bias = values.pop("threshold"), values.pop("bias")
    touched = values.pop("touched_threshold", threshold)
    assert set(values) <= set(NAMES), set(values) - set(NAMES)
    largest = differ = 0
    for row in rows:
        z = bias + sum(values.get(n, 0.0) * v for n, v in zip(NAMES, features(row)))
        p, theirs = 1 / (1 + math.exp(-z)), float(row["fitted"])
        largest = max(largest, abs(p - theirs))
        t = min(threshold, touched) if row["hand"] == "1" and float(row["stated"]) >= 0.35 else threshold
        differ += (p >= t) != (theirs >= t)
    print("%d lines; largest difference in probability %.3g; decisions that differ: %d" % (len(rows), largest, differ))


HEADER = """\
# SwiftDrill's fitted reading of a `wrong:` line (issue 23; docs/evaluation.md, "Session 29
# (s29-grading72)"), read beside lexicon.txt. A `wrong:` line an answer touches outside the
# sentence stating its point contradicts the point when 1 / (1 + e^-(bias + sum of weight x
# feature)) >= threshold. Without this file the hand rule holds (Judge.handStates). Data, not to
# be edited by hand: refit it.
#
# Each line is `name value`; `#` starts a comment. `threshold` and `bias` are required; any
# other name is a feature of Benchmarks/Grading/calibrate_wrongline.py (`NAMES`, reckoned by its
# `features` and by FittedWrongLine.features in Swift), its weight per unit of the feature; a
# feature not listed weighs 0. A line that does not parse, an unknown name or a value that is
# not a finite number is an error of `swiftdrill check`, and grading keeps the hand rule.
#
# Made by (fitted on %d sets, %d touched lines of %d points; threshold by leave-one-set-out):
#   B=$(swift build -c release --show-bin-path)/swiftdrill-grading; $B wrongline-features . > wl.tsv
#   python3 Benchmarks/Grading/calibrate_wrongline.py wl.tsv %s > grading/wrongline.txt
"""

if __name__ == "__main__":
    main()
