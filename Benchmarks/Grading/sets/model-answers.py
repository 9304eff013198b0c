#!/usr/bin/env python3
"""Types each explain question's own model Answer into `swiftdrill quiz` and lists every key
point it does not earn (session 48, review 16): what a learner who knows the Answer by heart
sees, graded by the app itself (piped `quiz --id ID --json`, a fresh home each run).

    SWIFTDRILL=path/to/swiftdrill model-answers.py [--raw] PACK.md ... > lost.txt

The Answer is read as `bank-json.py` reads it (code blocks left out, each paragraph or list item
one line), without Markdown's list and emphasis marks, and typed on one line, as an explain answer is read: each line ended by a full stop
when it has no end mark of its own (a learner saying a list says its items one after another),
joined by spaces. `--raw` joins the lines as they are (a list item runs into the next).
Each lost point is one line: id, point number, verdict, the point. The last line counts them.
The content is the bundled bank unless SWIFTDRILL_BUNDLED says otherwise.
"""
import json
import os
import re
import subprocess
import sys
import tempfile

binary = os.environ.get("SWIFTDRILL", "swiftdrill")
arguments = sys.argv[1:]
raw = "--raw" in arguments
packs = [argument for argument in arguments if argument != "--raw"]
here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # Benchmarks/Grading
bank = json.loads(
    subprocess.run(
        [sys.executable, os.path.join(here, "bank-json.py")] + packs, check=True, capture_output=True,
        text=True, env={**os.environ, "SWIFTDRILL": binary}).stdout)


def said(line):
    """A line as a reader says it, roughly as `check`'s audit reads it through cmark: no list,
    heading or quote marker, no emphasis marks (inline code keeps its backticks)."""
    line = re.sub(r"^(?:[-*+]|\d+[.)]|#+|>)\s+", "", line.strip())
    return re.sub(r"(\*\*|__|(?<![\w`])[*_]|[*_](?![\w`]))", "", line).strip()


def typed(answer):
    lines = [said(line) for line in answer.split("\n") if said(line)]
    if not raw:
        lines = [line if line[-1] in ".!?:;" else line + "." for line in lines]
    return " ".join(lines)


verdicts = {}
lost = 0
for question in bank:
    with tempfile.TemporaryDirectory() as home:
        run = subprocess.run(
            [binary, "quiz", "--id", question["id"], "--json"], input=typed(question["answer"]) + "\n3\n",
            capture_output=True, text=True, env={**os.environ, "SWIFTDRILL_HOME": home})
    try:
        answers = json.loads(run.stdout)["answers"]
    except (ValueError, KeyError):
        print(f"{question['id']}\t-\terror\t{run.stderr.strip()[-200:]}")
        continue
    if not answers:
        print(f"{question['id']}\t-\tnot asked")
        continue
    for number, point in enumerate(answers[0]["key_points"], 1):
        verdicts[point["verdict"]] = verdicts.get(point["verdict"], 0) + 1
        if point["verdict"] != "said":
            lost += 1
            print(f"{question['id']}\t{number}\t{point['verdict']}\t{point['point']}")
print(f"# {len(bank)} questions, {lost} points lost; " + ", ".join(f"{k} {v}" for k, v in sorted(verdicts.items())))
