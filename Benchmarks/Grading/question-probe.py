#!/usr/bin/env python3
"""The asked-back wrong claim (session 48, s48-question; the review of session 47, finding 4).

A candidate asks the wrong claim back and answers it: "Is it true that <a `wrong:` line>? No,
<the point>." Random key points of the bundled bank that have a `wrong:` line (one a question,
`random.seed(SEED)`), each answered in the variants below, graded in the app path (`swiftdrill
quiz --id ID --json` piped, a fresh home, `SWIFTDRILL_BUNDLED` = ROOT) and, with `--try`, by
`swiftdrill-grading try ROOT POINT ANSWER` (no `also:`/`wrong:` lines, no other points).

    SWIFTDRILL=path/to/swiftdrill question-probe.py ROOT [--n 60] [--seed 4848]
        [--answers OUT.json] [--tsv OUT.tsv] [--try path/to/swiftdrill-grading]

Prints per variant how many probed points are credited (✓), not said or withheld (·) and
told the opposite (✗). What a fair examiner gives: ✓ for every variant but `tag-wrong`,
`wrong-alone`, `isnt-it-true-wrong`, `wrong-it-is`, `wrong-of-course`, `wrong-yes` and
`wrong-exactly`, which state or affirm
the wrong claim (✗), and `asked-alone`, which asks it and states nothing (·). The answers are made from the bank's own
lines, none from a labelled set; `--answers` writes them (the generator's output, kept beside
it as `question-probe.json`).
"""
import json
import os
import random
import re
import subprocess
import sys
import tempfile

AUXILIARIES = {"is", "are", "can", "will", "must", "should", "does", "do", "has", "have", "may",
               "could", "would", "was", "were", "needs"}


def spoken(text):
    """A bank line as said aloud: no backticks, no final period."""
    text = text.replace("`", "").strip()
    return text[:-1] if text.endswith(".") else text


def lowered(text):
    """The line after a question word or "No,": its first word lowercased when it is a plain
    capitalised word (not a name such as `UserDefaults`, `URLSession` or `iOS`)."""
    first = text.split(" ", 1)[0]
    if re.fullmatch(r"[A-Z][a-z]+", first):
        return text[0].lower() + text[1:]
    return text


def inverted(wrong):
    """The wrong line asked as a yes/no question by inversion ("X can Y" → "Can X Y?"), or None
    when its auxiliary is not among its first eight words (a plain verb: "X encrypts Y")."""
    words = wrong.split(" ")
    for index, word in enumerate(words[1:9], start=1):
        if "," in " ".join(words[:index]):
            return None
        if word.lower() in AUXILIARIES:
            if word.lower() == "needs":
                subject = lowered(" ".join(words[:index]))
                return f"Does {subject} need {' '.join(words[index + 1:])}"
            subject = lowered(" ".join(words[:index]))
            return f"{word.capitalize()} {subject} {' '.join(words[index + 1:])}"
    return None


VARIANTS = [
    # name, expected, make(point, wrong) -> answer or None
    ("point-alone", "✓", lambda p, w: f"{p}."),
    ("wrong-alone", "✗", lambda p, w: f"{w}."),
    ("is-it-true", "✓", lambda p, w: f"Is it true that {lowered(w)}? No, {lowered(p)}."),
    ("in-Swift-no", "✓", lambda p, w: f"Is it true that {lowered(w)} in Swift? no, {lowered(p)}."),
    ("in-swift-No", "✓", lambda p, w: f"is it true that {lowered(w)} in swift? No, {lowered(p)}."),
    ("inverted", "✓", lambda p, w: inverted(w) and f"{inverted(w)}? No, {lowered(p)}."),
    ("in-Swift-bare", "✓", lambda p, w: f"Is it true that {lowered(w)} in Swift? {lowered(p)}."),
    ("nope", "✓", lambda p, w: f"Is it true that {lowered(w)}? Nope, {lowered(p)}."),
    ("not-really", "✓", lambda p, w: f"Is it true that {lowered(w)}? Not really: {lowered(p)}."),
    ("why-because", "✓", lambda p, w: f"Why? Because {lowered(p)}."),
    ("asked-yes", "✓", lambda p, w: f"Is it true that {lowered(p)}? Yes, it is."),
    ("asked-alone", "·", lambda p, w: f"Is it true that {lowered(w)}?"),
    ("tag-right", "✓", lambda p, w: f"{p}, right?"),
    ("tag-wrong", "✗", lambda p, w: f"{w}, isn't it?"),
    # After the review (s48-mend1, finding 1): a right claim asked rhetorically or affirmed briefly.
    ("isnt-it-true", "✓", lambda p, w: f"Isn't it true that {lowered(p)}?"),
    ("asked-it-is", "✓", lambda p, w: f"Is it true that {lowered(p)}? It is."),
    ("asked-of-course", "✓", lambda p, w: f"Is it true that {lowered(p)}? Of course."),
    ("asked-true", "✓", lambda p, w: f"Is it true that {lowered(p)}? True."),
    ("asked-thats-right", "✓", lambda p, w: f"Is it true that {lowered(p)}? That's right."),
    ("asked-certainly", "✓", lambda p, w: f"Is it true that {lowered(p)}? Certainly."),
    ("what-happens-is", "✓", lambda p, w: f"What happens is {lowered(p)}?"),
    ("which-means", "✓", lambda p, w: f"Which means {lowered(p)}?"),
    ("did-you-know", "✓", lambda p, w: f"Did you know that {lowered(p)}?"),
    ("isnt-it-true-wrong", "✗", lambda p, w: f"Isn't it true that {lowered(w)}?"),
    ("wrong-it-is", "✗", lambda p, w: f"Is it true that {lowered(w)}? It is."),
    ("wrong-of-course", "✗", lambda p, w: f"Is it true that {lowered(w)}? Of course."),
    ("isnt-wrong-no", "✓", lambda p, w: f"Isn't it true that {lowered(w)}? No, {lowered(p)}."),
    # Session 49 (the review's finding 20): a right claim asked and answered yes in other words,
    # and the wrong claim so (told the opposite).
    ("asked-yes-bare", "✓", lambda p, w: f"Is it true that {lowered(p)}? Yes."),
    ("asked-exactly", "✓", lambda p, w: f"Is it true that {lowered(p)}? Exactly."),
    ("asked-yep-it-is", "✓", lambda p, w: f"Is it true that {lowered(p)}? Yep, it is."),
    ("asked-absolutely", "✓", lambda p, w: f"Is it true that {lowered(p)}? Absolutely."),
    ("asked-correct", "✓", lambda p, w: f"Is it true that {lowered(p)}? Correct."),
    ("asked-that-is-correct", "✓", lambda p, w: f"Is it true that {lowered(p)}? That is correct."),
    ("asked-it-is-true", "✓", lambda p, w: f"Is it true that {lowered(p)}? It is true."),
    ("wrong-yes", "✗", lambda p, w: f"Is it true that {lowered(w)}? Yes."),
    ("wrong-exactly", "✗", lambda p, w: f"Is it true that {lowered(w)}? Exactly."),
]


def bank(root, binary):
    """(question id, point index, point, wrong lines) of every key point with a `wrong:` line."""
    rows = []
    packs = sorted(os.path.join(d, f) for d, _, fs in os.walk(os.path.join(root, "questions"))
                   for f in fs if f.endswith(".md"))
    with tempfile.TemporaryDirectory() as home:
        for path in packs:
            converted = subprocess.run(
                [binary, "convert", path, "--to", "json"], env={**os.environ, "SWIFTDRILL_HOME": home},
                check=True, capture_output=True, text=True).stdout
            pack = json.loads(converted)
            for question in pack["questions"]:
                for index, item in enumerate(question.get("keyPoints") or []):
                    if isinstance(item, dict) and item.get("wrong"):
                        rows.append((pack["id"] + "/" + question["id"], index, item["point"], item["wrong"]))
    return rows


def pick(rows, n, seed):
    """One point a question, `n` questions, drawn with `random.seed(seed)`."""
    random.seed(seed)
    by_question = {}
    for row in rows:
        by_question.setdefault(row[0], []).append(row)
    questions = sorted(by_question)
    random.shuffle(questions)
    picked = []
    for qid in questions[:n]:
        row = random.choice(by_question[qid])
        picked.append({"id": qid, "index": row[1], "point": row[2], "wrong": random.choice(row[3])})
    return picked


def answers(picked):
    made = []
    for item in picked:
        p, w = spoken(item["point"]), spoken(item["wrong"])
        for name, expected, make in VARIANTS:
            text = make(p, w)
            if text:
                made.append({**item, "variant": name, "expected": expected, "answer": text})
    return made


def quiz(root, binary, items):
    """The verdict of each item's point, one piped quiz of all its questions."""
    with tempfile.TemporaryDirectory() as home:
        arguments = [binary, "quiz", "--json"]
        for item in items:
            arguments += ["--id", item["id"]]
        piped = "".join(item["answer"].replace("\n", " ") + "\n\n" for item in items)
        env = {**os.environ, "SWIFTDRILL_HOME": home, "SWIFTDRILL_BUNDLED": root, "COLUMNS": "200"}
        run = subprocess.run(arguments, input=piped, env=env, capture_output=True, text=True)
        result = json.loads(run.stdout)
    graded = result["answers"]
    assert [a["id"] for a in graded] == [item["id"] for item in items], "the quiz asked another order"
    return [a["key_points"][item["index"]]["verdict"] for a, item in zip(graded, items)]


def tried(root, grading, item):
    run = subprocess.run([grading, "try", root, item["point"], item["answer"]], capture_output=True, text=True)
    first = run.stdout.split("\n", 1)[0].strip()
    return {"credited": "said", "contradicted": "contradicted"}.get(first, "not said")


MARK = {"said": "✓", "contradicted": "✗"}


def main():
    args = sys.argv[1:]
    root = os.path.abspath(args[0])
    option = lambda name, default: args[args.index(name) + 1] if name in args else default
    binary = os.environ.get("SWIFTDRILL", "swiftdrill")
    picked = pick(bank(root, binary), int(option("--n", "60")), int(option("--seed", "4848")))
    made = answers(picked)
    if "--answers" in args:
        with open(option("--answers", None), "w") as out:
            json.dump(made, out, indent=1, ensure_ascii=False)
            out.write("\n")
    grading = option("--try", None)
    rows = []
    for name, expected, _ in VARIANTS:
        items = [item for item in made if item["variant"] == name]
        verdicts = quiz(root, binary, items)
        for item, verdict in zip(items, verdicts):
            row = {**item, "app": MARK.get(verdict, "·")}
            if grading:
                row["try"] = MARK.get(tried(root, grading, item), "·")
            rows.append(row)
    print("| variant | expected | n | app ✓/·/✗ |" + (" try ✓/·/✗ |" if grading else ""))
    print("|---|---|---|---|" + ("---|" if grading else ""))
    for name, expected, _ in VARIANTS:
        mine = [row for row in rows if row["variant"] == name]
        count = lambda key: "/".join(str(sum(row[key] == m for row in mine)) for m in "✓·✗")
        print(f"| {name} | {expected} | {len(mine)} | {count('app')} |" + (f" {count('try')} |" if grading else ""))
    if "--tsv" in args:
        with open(option("--tsv", None), "w") as out:
            for row in rows:
                out.write("\t".join([row["variant"], row["id"], str(row["index"]), row["app"],
                                     row.get("try", ""), row["answer"]]) + "\n")


if __name__ == "__main__":
    main()
