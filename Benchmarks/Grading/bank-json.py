#!/usr/bin/env python3
"""Writes the explain questions of Markdown packs as the JSON list that
`swiftdrill-grading audit` and `verdicts` read (id, prompt, points, notes, answer).

    SWIFTDRILL=path/to/swiftdrill bank-json.py PACK.md ... > bank.json

Each pack goes through `swiftdrill convert --to json`; the Answer is read as the
audit hears it, roughly: code blocks left out, each paragraph one line, markup kept
(`check`'s audit reads it through cmark: a comparison of two matchers needs only
the same input on both sides).
"""
import json
import os
import subprocess
import sys
import tempfile

binary = os.environ.get("SWIFTDRILL", "swiftdrill")


def spoken(markdown):
    lines, paragraph, fenced = [], [], False
    for line in markdown.split("\n"):
        if line.lstrip().startswith("```"):
            fenced = not fenced
            if paragraph:
                lines.append(" ".join(paragraph))
                paragraph = []
            continue
        if fenced:
            continue
        if line.strip():
            paragraph.append(line.strip())
        elif paragraph:
            lines.append(" ".join(paragraph))
            paragraph = []
    if paragraph:
        lines.append(" ".join(paragraph))
    return "\n".join(lines)


questions = []
with tempfile.TemporaryDirectory() as home:
    for path in sys.argv[1:]:
        converted = subprocess.run(
            [binary, "convert", path, "--to", "json"], env={**os.environ, "SWIFTDRILL_HOME": home},
            check=True, capture_output=True, text=True).stdout
        pack = json.loads(converted)
        for question in pack["questions"]:
            if not question.get("keyPoints") or not question.get("answer"):
                continue
            points, notes = [], []
            for item in question["keyPoints"]:
                if isinstance(item, str):
                    item = {"point": item}
                points.append(item["point"])
                notes.append({"also": item.get("also", []), "wrong": item.get("wrong", [])})
            questions.append({
                "id": pack["id"] + "/" + question.get("id", question.get("title", "")),
                "prompt": question.get("prompt", ""), "points": points, "notes": notes,
                "answer": spoken(question["answer"])})
json.dump(questions, sys.stdout, ensure_ascii=False, indent=0)
