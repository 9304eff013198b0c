#!/usr/bin/env python3
"""Builds cases.json (the labelled sets' format, plus a `shape` per answer) from cases_src.py and
the bundled questions: make_cases.py BUNDLED_ROOT [EXCLUDED_CASES.json ...] > cases.json

Refuses (exit 1): a label string whose length differs from the question's key points; a wrong
answer (shape w-...) with no `x` label or holding not / never / wrong / cannot / n't (straight or
curly apostrophe); a right answer with an `x` label or no `c`; a `w-swap-than` answer without
" than " or whose contradicted points are not covered by a `than-reversed` right answer of the same
question; a question id that is in one of the EXCLUDED_CASES files (session 52's review cases)."""
import json, os, re, sys
root = sys.argv[1]
excluded = set()
for path in sys.argv[2:]:
    excluded |= {q["id"] for q in json.load(open(path))["questions"]}
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cases_src import Q
LABEL = {"c": "covered", "m": "missing", "x": "contradicted"}
NEGATION = re.compile(r"\b(not|never|wrong|cannot)\b|n['\u2019]t\b", re.I)


def question(qid):
    pack, qname = qid.split("/")
    for dirpath, _, files in os.walk(os.path.join(root, "questions")):
        for f in files:
            path = os.path.join(dirpath, f)
            if not f.endswith(".md"):
                continue
            text = open(path).read()
            if not re.search(r"^id:\s*%s\s*$" % re.escape(pack), text, re.M):
                continue
            packlevel = re.search(r"^level:\s*(\S+)", text, re.M)
            for part in re.split(r"^## ", text, flags=re.M)[1:]:
                if not re.search(r"^id:\s*%s\s*$" % re.escape(qname), part, re.M):
                    continue
                level = re.search(r"^level:\s*(\S+)", part, re.M) or packlevel
                block = re.search(r"^### Key points\n(.*?)(?=^### |\Z)", part, re.M | re.S).group(1)
                points = []
                for line in block.split("\n"):
                    if line.startswith("- "):
                        points.append(line[2:].strip())
                    elif re.match(r"^  \S", line) and points and not line.strip().startswith("- "):
                        points[-1] += " " + line.strip()
                return os.path.relpath(path, root), level.group(1), points
    raise SystemExit("no question " + qid)


out = {"version": 1, "questions": []}
bad = 0
for qid, answers in Q.items():
    if qid in excluded:
        print("excluded question", qid, file=sys.stderr); bad += 1
    f, level, points = question(qid)
    entry = {"id": qid, "file": f, "level": level, "keyPoints": points, "answers": []}
    reversed_points = {i for shape, labels, _ in answers if shape == "than-reversed"
                       for i, c in enumerate(labels) if c == "c"}
    for shape, labels, text in answers:
        if shape == "w-swap" and " than " in text and not re.search(r"\b(whereas|while)\b", text):
            shape = "w-swap-than"  # a comparison said with its two sides swapped
        if len(labels) != len(points):
            print("labels", qid, text, file=sys.stderr); bad += 1
        if shape.startswith("w-"):
            if "x" not in labels or NEGATION.search(text):
                print("wrong answer shape", qid, text, file=sys.stderr); bad += 1
        elif "x" in labels or "c" not in labels:
            print("right answer labels", qid, text, file=sys.stderr); bad += 1
        if shape == "w-swap-than":
            xs = {i for i, c in enumerate(labels) if c == "x"}
            if " than " not in text or not xs & reversed_points:
                print("w-swap-than unpaired", qid, text, file=sys.stderr); bad += 1
        entry["answers"].append({"kind": "wrong-claim" if shape.startswith("w-") else "right",
                                 "shape": shape, "text": text,
                                 "labels": [LABEL[c] for c in labels]})
    out["questions"].append(entry)
if bad:
    sys.exit(1)
json.dump(out, sys.stdout, indent=1)
print()
