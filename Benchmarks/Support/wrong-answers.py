#!/usr/bin/env python3
"""Writes Markdown packs whose explain Answers are made wrong, for comparing the errors
`swiftdrill check` prints (their quoted clauses) between two builds (s48-checkfast):

    wrong-answers.py SRC_DIR OUT_DIR rotate|wrong

`rotate`: each explain question's Answer (one with `### Key points`) replaced by the next such
question's Answer of its pack; `wrong`: its first `wrong:` line added to its Answer as a sentence.
"""
import glob
import os
import re
import sys

src, out, mode = sys.argv[1:4]
os.makedirs(out, exist_ok=True)
for path in sorted(glob.glob(src + "/*.md")):
    text = open(path).read()
    parts = re.split(r'(?m)^(?=## )', text)
    questions = []
    for index, part in enumerate(parts):
        if '\n### Key points' in part and '\n### Answer\n' in part:
            found = re.search(r'(?ms)^### Answer\n(.*?)(?=^### )', part)
            if found:
                questions.append((index, found))
    if mode == 'rotate' and len(questions) > 1:
        answers = [found.group(1) for _, found in questions]
        for number, (index, found) in enumerate(questions):
            part = parts[index]
            parts[index] = part[:found.start(1)] + answers[(number + 1) % len(answers)] + part[found.end(1):]
    if mode == 'wrong':
        for index, found in questions:
            part = parts[index]
            wrong = re.search(r'(?m)^\s*- wrong: (.*)$', part)
            if not wrong:
                continue
            body = found.group(1).rstrip('\n') + '\n\n' + wrong.group(1).strip() + '.\n\n'
            parts[index] = part[:found.start(1)] + body + part[found.end(1):]
    open(os.path.join(out, os.path.basename(path)), 'w').write(''.join(parts))
