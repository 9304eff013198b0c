#!/usr/bin/env python3
"""Grades every answer of a labelled cases file as a learner would: a fresh SWIFTDRILL_HOME per
answer, `swiftdrill quiz --id ID --json` with the answer piped in (then `3` for the rating prompt),
the content from BUNDLED_ROOT (SWIFTDRILL_BUNDLED), as Benchmarks/Grading/sets/model-answers.py does.

    run.py SWIFTDRILL_BINARY BUNDLED_ROOT cases.json [--jobs N] > out.tsv

One line per key point: id, answer index, point index (both from 0), label, verdict (`credited`
for `said`, `contradicted`, `-` for `not said` or `withheld`), then the answer's shape, the app's
own verdict word and the quote (evidence or contradicted_by). A question the app did not ask or
could not grade prints one line `id  answer  -  error  MESSAGE`."""
import json, os, subprocess, sys, tempfile
from concurrent.futures import ThreadPoolExecutor

args = [a for a in sys.argv[1:]]
jobs = 2
if "--jobs" in args:
    i = args.index("--jobs"); jobs = int(args[i + 1]); del args[i:i + 2]
binary, root, cases = os.path.abspath(args[0]), os.path.abspath(args[1]), args[2]
data = json.load(open(cases))
work = [(q, n, a) for q in data["questions"] for n, a in enumerate(q["answers"])]


def grade(item):
    q, n, a = item
    with tempfile.TemporaryDirectory() as home:
        try:
            run = subprocess.run([binary, "quiz", "--id", q["id"], "--json"], input=a["text"] + "\n3\n",
                                 capture_output=True, text=True, timeout=300,
                                 env={**os.environ, "SWIFTDRILL_HOME": home, "SWIFTDRILL_BUNDLED": root})
        except subprocess.TimeoutExpired:  # one stuck answer must not end the whole run
            return [f"{q['id']}\t{n}\t-\terror\t'timed out after 300 s'"]
    try:
        answers = json.loads(run.stdout)["answers"]
        points = answers[0]["key_points"]
    except (ValueError, KeyError, IndexError, TypeError):
        return [f"{q['id']}\t{n}\t-\terror\t{run.stderr.strip()[-200:]!r}"]
    if len(points) != len(a["labels"]):
        return [f"{q['id']}\t{n}\t-\terror\tpoint count {len(points)} vs labels {len(a['labels'])}"]
    lines = []
    for p, (point, label) in enumerate(zip(points, a["labels"])):
        v = point["verdict"]
        verdict = "credited" if v == "said" else "contradicted" if v == "contradicted" else "-"
        quote = (point.get("contradicted_by") or point.get("evidence") or point.get("withheld_for") or "").replace("\t", " ").replace("\n", " ")
        lines.append(f"{q['id']}\t{n}\t{p}\t{label}\t{verdict}\t{a.get('shape', a.get('kind', ''))}\t{v}\t{quote}")
    return lines


with ThreadPoolExecutor(max_workers=jobs) as pool:
    for lines in pool.map(grade, work):
        print("\n".join(lines), flush=True)
