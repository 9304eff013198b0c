#!/usr/bin/env python3
"""A fitted last step for the key-point matcher, measured (docs/evaluation.md, "Session 27
(s27-calib)"); its option D, a fitted `withheld`, is shipped as grading/withhold.txt ("Session 27
(s27-fitted)").

    B=$(swift build -c release --show-bin-path)/swiftdrill-grading
    $B features . > /tmp/features.tsv
    python3 Benchmarks/Grading/calibrate.py /tmp/features.tsv [OPTIONS]   # held-out folds
    python3 Benchmarks/Grading/calibrate.py /tmp/features.tsv --weights   # fitted on every set
    python3 Benchmarks/Grading/calibrate.py /tmp/features.tsv --compare grading/withhold.txt

Fits a logistic regression for "credited" (label covered) from the signals `features` prints
(`KeyPointSignals`) and decides each point: a point today's rules contradict stays contradicted,
any other is credited when the fit's probability reaches a threshold chosen on the sets it was
fitted on (fewest points off). Measured leave-one-set-out (fitted on all sets but one, deciding that one)
and fitted on the sets before heldout36 (`--later SET` names another), deciding it and every later
set; the four figures per set are reckoned as Benchmarks/GradingFigures/Figures.swift does, for
today's verdicts (the shipped weights) and the fit's.
Options (each fit is on the points it decides; today's verdict stands on the others):
  --all-points          the fit decides contradicted points too
  --touched-only        only points a clause touched (refuse, or give back withheld credit)
  --contradicting-only  only in answers that contradict a point (a fitted `withheld`)
  --no-length           without the answer's words and clauses
  --threshold T         credit at probability T, not the fitted sets' best
  --later SET           the later-sets split starts at SET (default heldout36.json)
  --weights             fit on every set and print the weights file (grading/withhold.txt is
                        `--touched-only --contradicting-only --weights`)
  --compare FILE        FILE's probability reckoned here against the `fitted` column (the
                        matcher's own, from the weights it read): they must agree
numpy and scipy only.
"""
import collections
import math
import sys

import numpy as np
from scipy.optimize import minimize

VIAS = ["borrowed", "sentence", "fragments", "pronoun", "model"]  # "clause" is the baseline
CONTRADICTIONS = ["polarity", "roles", "rival", "misstates", "converse", "wrongLine"]
L2 = 1.0  # on standardized features, summed log loss
# The later-sets split: fitted on the sets before `--later SET` (default heldout36), deciding it
# and every later one (numbered sets; answers.json and heldout.json come first).
LATER_FROM = sys.argv[sys.argv.index("--later") + 1] if "--later" in sys.argv else "heldout36.json"


def set_number(name):
    """A set's place in the order the sets were written: answers.json, heldout.json, heldout2, …"""
    if name == "answers.json" or not name.startswith("heldout"):
        return -1  # the probes (wrongclaim*, rightprobe*) are no heldout set: counted with the first
    digits = name[len("heldout"):-len(".json")]
    return int(digits) if digits else 1


def is_later(name):
    return set_number(name) >= set_number(LATER_FROM)


def load(path):
    lines = open(path).read().splitlines()
    header = lines[0].split("\t")
    rows = [dict(zip(header, line.split("\t"))) for line in lines[1:] if line.count("\t") == len(header) - 1]
    return rows


def features(row):
    """The signals of one answer × point, as numbers (names in `NAMES`)."""
    f = float
    touched = row["via"] != "none"
    points = max(1, int(row["points"]))
    parts = max(1, int(row["parts"]))
    x = [
        f(touched),
        f(row["share"]),
        f(row["partial_share"]),
        f(row["via_also"]),
        int(row["parts_touched"]) / parts,
        f(int(row["parts"]) > 1),
    ]
    x += [f(row["via"] == via) for via in VIAS]
    x += [f(row["contradiction"] == kind) for kind in CONTRADICTIONS]
    answer_contradicted = int(row["answer_contradicted"]) / points
    x += [
        f(row["withheld"]),
        int(row["answer_touched"]) / points,
        answer_contradicted,
        int(row["answer_credited"]) / points,
        math.log1p(int(row["words"])),
        math.log1p(int(row["clauses"])),
        f(row["question_share"]),
        f(points),
        # The answer's signals weigh differently on a touched point.
        f(touched) * answer_contradicted,
        f(touched) * f(row["question_share"]),
        f(touched) * math.log1p(int(row["words"])),
    ]
    if NO_LENGTH:  # the answer's length, a shortcut to its kind in the labelled sets
        for name in LENGTH:
            x[NAMES.index(name)] = 0.0
    return x


NO_LENGTH = "--no-length" in sys.argv
LENGTH = ["log_words", "log_clauses", "touched_x_log_words"]
NAMES = (
    ["touched", "share", "partial_share", "via_also", "parts_touched_share", "several_parts"]
    + ["via_" + via for via in VIAS]
    + ["contradiction_" + kind for kind in CONTRADICTIONS]
    + [
        "withheld", "answer_touched_share", "answer_contradicted_share", "answer_credited_share",
        "log_words", "log_clauses", "question_share", "points",
        "touched_x_answer_contradicted_share", "touched_x_question_share", "touched_x_log_words",
    ]
)


def fit(X, y):
    """Logistic regression, L2 on standardized features: (mean, scale, weights with bias first)."""
    mean, scale = X.mean(0), X.std(0)
    scale[scale == 0] = 1
    Z = np.hstack([np.ones((len(X), 1)), (X - mean) / scale])

    def loss(w):
        z = Z @ w
        p = 1 / (1 + np.exp(-z))
        value = np.sum(np.logaddexp(0, z) - y * z) + L2 * np.sum(w[1:] ** 2) / 2
        grad = Z.T @ (p - y) + L2 * np.concatenate([[0], w[1:]])
        return value, grad

    w = minimize(loss, np.zeros(Z.shape[1]), jac=True, method="L-BFGS-B").x
    return mean, scale, w


def probability(model, X):
    mean, scale, w = model
    return 1 / (1 + np.exp(-(w[0] + ((X - mean) / scale) @ w[1:])))


def figures(rows, credited):
    """Issue 23's four figures over `rows` (one set), `credited` parallel to them, as Figures.swift."""
    answers = collections.OrderedDict()
    for row, c in zip(rows, credited):
        key = (row["id"], row["kind"])
        a = answers.setdefault(key, {"question": row["id"], "covered": 0, "credited": 0, "cc": 0})
        a["covered"] += row["label"] == "covered"
        a["credited"] += bool(c)
        a["cc"] += bool(c) and row["label"] == "contradicted"
    answers = list(answers.values())
    off = sum(abs(a["credited"] - a["covered"]) for a in answers)
    right = pairs = 0
    by_question = collections.defaultdict(list)
    for a in answers:
        by_question[a["question"]].append(a)
    for group in by_question.values():
        for i, first in enumerate(group):
            for second in group[i + 1:]:
                if first["covered"] != second["covered"]:
                    better, worse = (first, second) if first["covered"] > second["covered"] else (second, first)
                    pairs += 1
                    right += better["credited"] > worse["credited"]
    none = [a for a in answers if a["covered"] == 0]
    nothing = sum(a["credited"] for a in none) / len(none) if none else 0
    return {
        "answers": len(answers), "off": off, "mae": off / len(answers), "right": right, "pairs": pairs,
        "nothing": nothing, "cc": sum(a["cc"] for a in answers),
    }


def show(f):
    return "%.2f (%d) · %.1f %% (%d/%d) · %.2f · %d" % (
        f["mae"], f["off"], 100 * f["right"] / max(1, f["pairs"]), f["right"], f["pairs"], f["nothing"], f["cc"])


TOUCHED_ONLY = "--touched-only" in sys.argv
CONTRADICTING_ONLY = "--contradicting-only" in sys.argv


def fixed_threshold():
    """--threshold T: credit at probability T whatever the training sets say (a more cautious
    veto). Read when the fit is made, not on import: calibrate_wrongline.py and
    calibrate_polarity.py import this module and read their own thresholds."""
    return float(sys.argv[sys.argv.index("--threshold") + 1]) if "--threshold" in sys.argv else None


def decide(model, threshold, X, rows, all_points):
    """Credited: the fit's probability reaches the threshold, on a point today's rules do not
    contradict (unless `all_points`); with --touched-only, only on a point a clause touched (the
    fit refuses credit or gives back withheld credit, never credits a point with no evidence)."""
    p = probability(model, X)
    fitted = np.array([decided_by_fit(r, all_points) for r in rows])
    today = np.array([r["verdict"] == "credited" for r in rows])
    credit = np.array([all_points or r["verdict"] != "contradicted" for r in rows])
    return np.where(fitted, (p >= threshold) & credit, today & credit)


def decided_by_fit(row, all_points):
    """The points the fit decides (and is fitted on); today's verdict stands on the others. With
    both --touched-only and --contradicting-only, the matcher's own `decided` column where the
    table has it (a point a fitted rule doubted is touched and not contradicted, and not decided)."""
    if TOUCHED_ONLY and CONTRADICTING_ONLY and not all_points and "decided" in row:
        return row["decided"] == "1"
    return (
        (all_points or row["verdict"] != "contradicted")
        and (not TOUCHED_ONLY or row["via"] != "none")
        and (not CONTRADICTING_ONLY or int(row["answer_contradicted"]) > 0))


def points_off(rows, credited):
    """The MAE's numerator alone (fast: for choosing a threshold over many sets)."""
    answer = answer_index(rows)
    covered = np.bincount(answer, weights=[r["label"] == "covered" for r in rows])
    return int(np.abs(np.bincount(answer, weights=np.asarray(credited, float)) - covered).sum())


_ANSWER_INDEX = {}
FLIPS = collections.Counter()


def answer_index(rows):
    key = id(rows)
    if key not in _ANSWER_INDEX:
        numbers = {}
        _ANSWER_INDEX[key] = (rows, np.array([numbers.setdefault((r["set"], r["id"], r["kind"]), len(numbers)) for r in rows]))
    return _ANSWER_INDEX[key][1]


def compare(title, sets, rows_by_set, X_by_set, y_by_set, all_points, trained_for):
    print("\n" + title)
    print("| set | today: MAE (points off) · better higher · credit for nothing · contradicted credited | fitted |")
    print("|---|---|---|")
    totals = collections.Counter()
    unseen = collections.Counter()  # the sets after heldout29: grading/withhold.txt was fitted on the 30 before
    for name in sets:
        model, threshold = trained_for(name)
        rows = rows_by_set[name]
        before = figures(rows, [r["verdict"] == "credited" for r in rows])
        after = figures(rows, decide(model, threshold, X_by_set[name], rows, all_points))
        print("| %s | %s | %s (t %.3f) |" % (name, show(before), show(after), threshold))
        decided = decide(model, threshold, X_by_set[name], rows, all_points)
        for row, now in zip(rows, decided):
            was = row["verdict"] == "credited"
            if was != bool(now):
                direction = "credited" if now else "refused"
                how = "untouched" if row["via"] == "none" else "withheld" if row["withheld"] == "1" else "touched"
                rightly = (row["label"] == "covered") == bool(now)
                FLIPS[(direction, how, row["kind"], "right" if rightly else "wrong")] += 1
        totals["sets"] += 1
        totals["off_better"] += after["off"] < before["off"]
        totals["off_worse"] += after["off"] > before["off"]
        totals["rank_better"] += after["right"] > before["right"]
        totals["rank_worse"] += after["right"] < before["right"]
        totals["nothing_better"] += after["nothing"] < before["nothing"] - 1e-9
        totals["nothing_worse"] += after["nothing"] > before["nothing"] + 1e-9
        totals["cc_better"] += after["cc"] < before["cc"]
        totals["cc_worse"] += after["cc"] > before["cc"]
        for key in ("off", "right", "pairs", "cc"):
            totals["before_" + key] += before[key]
            totals["after_" + key] += after[key]
            if set_number(name) >= 30:
                unseen["before_" + key] += before[key]
                unseen["after_" + key] += after[key]
        totals["worst_off_rise"] = max(totals["worst_off_rise"], after["off"] - before["off"])
    print(
        "sets: points off better %(off_better)d / worse %(off_worse)d; ranking better %(rank_better)d / "
        "worse %(rank_worse)d; credit for nothing better %(nothing_better)d / worse %(nothing_worse)d; "
        "contradicted credited better %(cc_better)d / worse %(cc_worse)d; largest rise in points off "
        "%(worst_off_rise)d" % totals)
    print(
        "all: points off %d → %d; pairs ordered right %d → %d of %d; contradicted credited %d → %d" % (
            totals["before_off"], totals["after_off"], totals["before_right"], totals["after_right"],
            totals["before_pairs"], totals["before_cc"], totals["after_cc"]))
    if unseen and unseen != totals:
        print(
            "heldout30 and later (unseen by the shipped withhold.txt): points off %d → %d; pairs ordered right "
            "%d → %d of %d; contradicted credited %d → %d" % (
                unseen["before_off"], unseen["after_off"], unseen["before_right"], unseen["after_right"],
                unseen["before_pairs"], unseen["before_cc"], unseen["after_cc"]))


WEIGHTS_HEADER = """\
# SwiftDrill's fitted `withheld`: the last step of the key-point matcher (issue 23;
# docs/evaluation.md, "Session 27 (s27-fitted)"), read beside lexicon.txt. In an answer that
# contradicts at least one key point, a point a clause touched and no rule contradicted is
# credited when 1 / (1 + e^-(bias + sum of weight x feature)) >= threshold, else withheld
# (touched, not counted). Without this file the hand rule holds: withheld when the answer
# contradicts more points than it credits. Data, not to be edited by hand: refit it.
#
# Each line is `name value`; `#` starts a comment. `threshold` and `bias` are required; any
# other name is a feature of Benchmarks/Grading/calibrate.py (`NAMES`, reckoned by its
# `features` and by FittedWithhold.features in Swift), its weight per unit of the feature; a
# feature not listed weighs 0. A line that does not parse, an unknown name or a value that is
# not a finite number is an error of `swiftdrill check`, and grading keeps the hand rule.
#
# Made by (fitted on %d sets, %d points, %d of them decided by the fit):
#   B=$(swift build -c release --show-bin-path)/swiftdrill-grading; $B features . > f.tsv
#   python3 Benchmarks/Grading/calibrate.py f.tsv %s > grading/withhold.txt
"""


class Folds:
    """One labelled contradiction's rows per set, for the rules fitted on "the point is labelled
    contradicted" (calibrate_wrongline.py, calibrate_polarity.py): the features `features(row)`
    reckons, those of `all_names` named by `--only NAME[,NAME]` when given, a fit on any sets, and
    each set's probabilities from the fit on all the others (leave one set out)."""

    def __init__(self, rows, all_names, features):
        self.names = all_names
        if "--only" in sys.argv:
            self.names = sys.argv[sys.argv.index("--only") + 1].split(",")
        columns = [all_names.index(n) for n in self.names]
        self.sets = list(dict.fromkeys(r["set"] for r in rows))
        self.by_set = {s: [r for r in rows if r["set"] == s] for s in self.sets}
        self.X = {s: np.array([features(r) for r in self.by_set[s]])[:, columns] for s in self.sets}
        self.y = {s: np.array([r["label"] == "contradicted" for r in self.by_set[s]], float) for s in self.sets}

    def fitted_on(self, sets):
        return fit(np.vstack([self.X[s] for s in sets]), np.concatenate([self.y[s] for s in sets]))

    def held_out(self):
        return {s: probability(self.fitted_on([t for t in self.sets if t != s]), self.X[s]) for s in self.sets}

    def print_file_weights(self):
        """The fit on every set as the rule's file holds it: the bias, then each feature's weight
        per unit of the feature (not standardized), a feature of weight 0 left out."""
        mean, scale, w = self.fitted_on(self.sets)
        print("bias %.10g" % (w[0] - np.sum(w[1:] * mean / scale)))
        for name, weight, s in zip(self.names, w[1:], scale):
            if weight != 0:
                print("%s %.10g" % (name, weight / s))

    def print_weights(self, width):
        """The fit on every set, per standardized feature, largest first (a report)."""
        mean, scale, w = self.fitted_on(self.sets)
        print("weights fitted on every set (per standardized feature):")
        for name, weight in sorted(zip(self.names, w[1:]), key=lambda p: -abs(p[1])):
            print("  %-*s %+.3f" % (width, name, weight))
        print("  %-*s %+.3f" % (width, "bias", w[0]))


def read_values(path):
    """A fitted rule's file (withhold.txt, wrongline.txt, polarity.txt): {name: value}, comments dropped."""
    values = {}
    for line in open(path):
        fields = line.split("#", 1)[0].split()
        if fields:
            values[fields[0]] = float(fields[1])
    return values


def read_weights(path):
    """grading/withhold.txt: (threshold, bias, {feature: weight})."""
    values = read_values(path)
    threshold, bias = values.pop("threshold"), values.pop("bias")
    assert set(values) <= set(NAMES), set(values) - set(NAMES)
    return threshold, bias, values


def compare_fitted(rows, path):
    """--compare grading/withhold.txt: the probability the file gives each point the fit decides,
    reckoned here from the features, against the matcher's own (`features`' `fitted` column)."""
    threshold, bias, weights = read_weights(path)
    w = [weights.get(name, 0.0) for name in NAMES]
    largest = decisions = mismatched = 0

    def decided_by_file(row):  # decided_by_fit with --touched-only --contradicting-only
        if "decided" in row:
            return row["decided"] == "1"
        return row["verdict"] != "contradicted" and row["via"] != "none" and int(row["answer_contradicted"]) > 0

    for row in rows:
        decided = decided_by_file(row)
        if not decided or row["fitted"] == "-":
            mismatched += decided != (row["fitted"] != "-")
            continue
        z = bias
        for weight, value in zip(w, features(row)):
            z += weight * value
        p = 1 / (1 + math.exp(-z))
        largest = max(largest, abs(p - float(row["fitted"])))
        decisions += (p >= threshold) != (float(row["fitted"]) >= threshold)
    decided = sum(decided_by_file(r) for r in rows)
    print("%d points decided by the fit; rows decided by one side only: %d; largest difference in "
          "probability %.3g; decisions that differ: %d" % (decided, mismatched, largest, decisions))


def main():
    rows = load(sys.argv[1])
    all_points = "--all-points" in sys.argv
    # The fit decides the points today's rules leave uncontradicted, unless --all-points.
    sets = list(dict.fromkeys(r["set"] for r in rows))
    rows_by_set = {s: [r for r in rows if r["set"] == s] for s in sets}
    X_by_set = {s: np.array([features(r) for r in rows_by_set[s]]) for s in sets}
    y_by_set = {s: np.array([r["label"] == "covered" for r in rows_by_set[s]], float) for s in sets}

    def fitted_on(names):
        rows = [r for s in names for r in rows_by_set[s]]
        X = np.vstack([X_by_set[s] for s in names])
        y = np.concatenate([y_by_set[s] for s in names])
        keep = np.array([decided_by_fit(r, all_points) for r in rows])
        model = fit(X[keep], y[keep])
        if (fixed := fixed_threshold()) is not None:
            return model, fixed
        best = min(
            (points_off(rows, decide(model, t, X, rows, all_points)), abs(t - 0.5), t)
            for t in np.arange(0.30, 0.71, 0.025))
        return model, best[2]

    if "--weights" in sys.argv:
        model, threshold = fitted_on(sets)
        decided = sum(decided_by_fit(r, all_points) for r in rows)
        print(WEIGHTS_HEADER % (len(sets), len(rows), decided, " ".join(sys.argv[2:])), end="")
        mean, scale, w = model
        print("threshold %.3f" % threshold)
        print("bias %.10g" % (w[0] - np.sum(w[1:] * mean / scale)))
        for name, weight, s in zip(NAMES, w[1:], scale):
            if weight != 0:  # a feature constant on the points decided weighs nothing
                print("%s %.10g" % (name, weight / s))
        return
    if "--compare" in sys.argv:
        compare_fitted(rows, sys.argv[sys.argv.index("--compare") + 1])
        return

    compare(
        "Leave one set out (fitted on the other %d sets)" % (len(sets) - 1), sets, rows_by_set, X_by_set,
        y_by_set, all_points, lambda name: fitted_on([s for s in sets if s != name]))
    print("\nverdicts changed on the held-out folds (direction, how the point was read, kind): right / wrong")
    for key in sorted({k[:3] for k in FLIPS}):
        print("  %-10s %-9s %-11s %4d / %4d" % (*key, FLIPS[key + ("right",)], FLIPS[key + ("wrong",)]))
    FLIPS.clear()
    earlier = [s for s in sets if not is_later(s)]
    cache = {}

    def on_earlier(name):
        if "model" not in cache:
            cache["model"] = fitted_on(earlier)
        return cache["model"]

    later = [s for s in sets if is_later(s)]
    compare(
        "Fitted on the %d sets before %s, deciding %s..%s" % (len(earlier), later[0], later[0], later[-1]),
        sorted(later, key=set_number), rows_by_set, X_by_set, y_by_set, all_points, on_earlier)
    model, threshold = on_earlier(None)
    mean, scale, w = model
    print("\nweights fitted on the earlier sets (per standardized feature), threshold %.3f:" % threshold)
    for name, weight in sorted(zip(NAMES, w[1:]), key=lambda p: -abs(p[1])):
        print("  %-36s %+.3f" % (name, weight))
    print("  %-36s %+.3f" % ("bias", w[0]))


if __name__ == "__main__":
    main()
