#!/usr/bin/env python3
"""wire.py ROOT: put heldout44/45 into ROOT's labelled sets (files, LabelledSet.names, validate.py,
README list and section). The `missed` table of SpokenAnswerEvaluationTests is updated separately."""
import json, os, re, sys, collections
root = sys.argv[1]; S = '/work/scratch/s34/blind'
sp = root + '/Tests/DrillKitTests/Fixtures/spoken'
for n in ('heldout44.json', 'heldout45.json'):
    open(f'{sp}/{n}', 'w').write(open(f'{S}/{n}').read())
p = root + '/Benchmarks/GradingFigures/LabelledSet.swift'; s = open(p).read()
assert '"heldout41.json", "heldout42.json", "heldout43.json",\n' in s
s = s.replace('"heldout41.json", "heldout42.json", "heldout43.json",\n', '"heldout41.json", "heldout42.json", "heldout43.json", "heldout44.json",\n    "heldout45.json",\n'); open(p, 'w').write(s)
p = sp + '/validate.py'; s = open(p).read()
for a, b in [("'heldout42.json', 'heldout43.json')", "'heldout42.json', 'heldout43.json', 'heldout44.json', 'heldout45.json')"),
             ("'heldout42.json', 'heldout43.json'}", "'heldout42.json', 'heldout43.json', 'heldout44.json', 'heldout45.json'}"),
             ("heldout42.json and heldout43.json (those present)", "heldout42.json, heldout43.json, heldout44.json and heldout45.json (those present)"),
             ("heldout22.json to heldout43.json are new answers", "heldout22.json to heldout45.json are new answers"),
             ("sets, so 30 of its questions are a third set's answers (THIRD below).", "sets, so 30 of its questions are a third set's answers (THIRD below); heldout44.json and\nheldout45.json (session 34) give third answers to 72 questions answered by two sets."),
             ("THIRD = {'heldout43.json'}", "THIRD = {'heldout43.json', 'heldout44.json', 'heldout45.json'}")]:
    assert a in s, a
    s = s.replace(a, b)
open(p, 'w').write(s)
# README
p = sp + '/README.md'; s = open(p).read()
item = """- `heldout44.json` and `heldout45.json`: the forty-fifth and forty-sixth
  sets, in the same format (36 questions and 252 answers each), third answers
  to questions two earlier sets had answered (see "The forty-fourth and
  forty-fifth held-out sets" below).
"""
anchor = s.index('- `validate.py`: checks each file')
s = s[:anchor] + item + s[anchor:]
s = s.replace("`heldout34.json` to `heldout43.json`, and that no two of them", "`heldout34.json` to `heldout45.json`, and that no two of them")
def listing(name):
    d = json.load(open(f'{S}/{name}')); by = collections.defaultdict(list); lab = collections.Counter()
    for q in d['questions']:
        by[q['level']].append('`' + q['id'] + '`')
        for a in q['answers']: lab.update(a['labels'])
    out = f"`{name}`:\n\n"
    for lv in ('beginner', 'intermediate', 'advanced'):
        if by[lv]: out += f"- {lv} ({len(by[lv])}): {', '.join(by[lv])}.\n"
    out += f"\nLabels: {lab['covered']} covered, {lab['not-said']} not-said, {lab['contradicted']} contradicted.\n"
    return out
sec = """
## The forty-fourth and forty-fifth held-out sets

`heldout44.json` and `heldout45.json` were written on 2026-12-05, at the start of session 34, as
the sets before them were: 72 questions picked at random (seed 34, `Benchmarks/Grading/sets/pick.py`
as changed for this pair), one pack at a time in turn, from the 727 verbal questions with key points
that two earlier sets had answered (30 others had three). Each set gives 36 of them a third set of
answers. New answers by four writers, 18 questions each, under the same brief (the seven kinds, a
second pass over every label, a self-check script that also checks each kind's labels fit the
kind), each opening only the brief and a file of its questions (id, file, level, prompt, model
Answer, key points with their `also:` and `wrong:` lines). `heldout44.json` is the first two
writers' files, `heldout45.json` the last two. They stayed outside the repository while session
34's rounds worked, and each round was measured on them before it was merged (docs/evaluation.md,
"Session 34: the rounds measured blind").

""" + listing('heldout44.json') + "\n" + listing('heldout45.json')
s = s.rstrip('\n') + '\n' + sec
open(p, 'w').write(s)
print('wired')
