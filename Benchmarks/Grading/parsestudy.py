#!/usr/bin/python3
"""Session 38 (s38-parse118): would a syntactic parser tell the contradictions the matcher
still credits apart from its right credits? A study, not a matcher change.

Reads a `swiftdrill-grading figures . --tsv` output (rows: set, id, kind, point, label,
verdict, quote, missing words) and the labelled sets in Tests/DrillKitTests/Fixtures/spoken/,
takes the credited rows labelled `contradicted` (wrong credits) and `covered` (right credits),
parses each key point and the sentence of the answer that holds the crediting quote with the
CMU Link Grammar parser (Debian 12: liblink-grammar5, link-grammar-dictionaries-en,
python3-link-grammar; run with /usr/bin/python3), reads subject-verb-object relations off the
links (S*, O*, P*, MV*+J*, I*/PP*/TO chains, VJ/SJ conjunctions, `not` on the chain) and asks
structural checks of each credited pair (see CHECKS). Prints counts per check for the sets
and the probes, the parse failure rate, the time per sentence and per answer, and examples.

  /usr/bin/python3 Benchmarks/Grading/parsestudy.py FIGS.tsv [--right N] [--seed S] [--examples K]
      [--swap-only | --predicate-only]
  /usr/bin/python3 Benchmarks/Grading/parsestudy.py --threads

--right N samples N right credits (all if 0; 3000 by default); wrong credits are always all taken.
--swap-only parses an answer's sentence only where the swap checks could fire (every right credit
can then be read in half an hour: `--right 0 --swap-only`); the other checks' counts are then void.
--predicate-only does the same for the `other-predicate/content-verb` checks.
--threads: the C API through ctypes, one Dictionary shared by four threads (threads_study).
Each row's checks are written to $PARSESTUDY_ROWS (default /tmp/parse118-rows.json).
Session 38's figures and findings: docs/evaluation.md, "Session 38 (s38-parse118)".
"""
import ctypes
import glob
import json
import os
import random
import re
import resource
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FIX = os.path.join(ROOT, "Tests/DrillKitTests/Fixtures/spoken")

# ---------------------------------------------------------------- words and concepts

_stem_lib = ctypes.CDLL("libstemmer.so.0d")
_stem_lib.sb_stemmer_new.restype = ctypes.c_void_p
_stem_lib.sb_stemmer_new.argtypes = [ctypes.c_char_p, ctypes.c_char_p]
_stem_lib.sb_stemmer_stem.restype = ctypes.c_void_p
_stem_lib.sb_stemmer_stem.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
_stem_lib.sb_stemmer_length.argtypes = [ctypes.c_void_p]
_stemmer = _stem_lib.sb_stemmer_new(b"english", b"UTF_8")
_stem_cache = {}


def stem(w):
    s = _stem_cache.get(w)
    if s is None:
        b = w.encode()
        p = _stem_lib.sb_stemmer_stem(_stemmer, b, len(b))
        n = _stem_lib.sb_stemmer_length(_stemmer)
        s = ctypes.string_at(p, n).decode()
        _stem_cache[w] = s
    return s


def load_lexicon():
    """Single-word `same:` entries: stem -> the group's head (the matcher's concept)."""
    concept, stop = {}, set()
    for line in open(os.path.join(ROOT, "grading/lexicon.txt")):
        line = line.split("#", 1)[0].strip()
        if ":" not in line:
            continue
        kind, rest = line.split(":", 1)
        entries = [e.strip().lower() for e in rest.split("|") if e.strip()]
        if kind == "same":
            head = entries[0]
            for e in entries:
                if " " not in e:
                    concept.setdefault(stem(e), head)
        elif kind in ("stop", "filler"):
            stop.update(stem(e) for e in entries if " " not in e)
    return concept, stop


CONCEPT, STOP = load_lexicon()
PRONOUNS = {"it", "they", "this", "that", "which", "who", "you", "i", "we", "he", "she",
            "these", "those", "there", "what", "one", "them", "its", "something", "everything",
            "anything", "nothing", "thing", "things", "itself"}
NEG = {"not", "n't", "never", "no", "cannot", "nothing", "neither", "nor"}


def conceptof(word):
    w = word.lower().strip("`'\"")
    if w in PRONOUNS:
        return None
    s = stem(w)
    return CONCEPT.get(s, s)


# ---------------------------------------------------------------- the parser

os.environ.setdefault("LC_ALL", "C.UTF-8")
from linkgrammar import Dictionary, ParseOptions, Sentence, Clinkgrammar as clg  # noqa: E402

_rss0 = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
_t0 = time.perf_counter()
DICT = Dictionary("en")
DICT_LOAD = time.perf_counter() - _t0
DICT_RSS = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - _rss0
PO = ParseOptions(linkage_limit=50, max_parse_time=2, verbosity=0)
PO_NULL = ParseOptions(linkage_limit=50, max_parse_time=2, verbosity=0, min_null_count=1,
                       max_null_count=250)

CODE = re.compile(r"`([^`]*)`")


def prepare(text):
    """Text for the parser and a map from its characters to the text's: a code span becomes
    its identifier (`foregroundStyle(by:)` -> foregroundStyle), backticks go."""
    out, back = [], []
    i = 0
    for m in CODE.finditer(text):
        for j in range(i, m.start()):
            out.append(text[j]); back.append(j)
        inner = m.group(1)
        ident = re.match(r"[@#.]?([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)", inner)
        keep = ident.group(1) if ident else re.sub(r"[^A-Za-z0-9_]", "", inner) or "code"
        for ch in keep.replace(".", "_"):
            out.append(ch); back.append(m.start() + 1)
        i = m.end()
    for j in range(i, len(text)):
        out.append(text[j]); back.append(j)
    back.append(len(text))
    return "".join(out), back


PARSES = []  # (seconds, words, status) per sentence parsed: ok | nulls | none | timeout


def utype(label):
    m = re.match(r"[A-Z]+", label)
    return m.group(0) if m else label


class Parse:
    """One linkage read as relations. word spans are in the ORIGINAL sentence's characters."""

    def __init__(self, text):
        self.text = text
        prep, back = prepare(text)
        t = time.perf_counter()
        status = "ok"
        self.words, self.spans, self.links = [], [], []
        try:
            sent = Sentence(prep, DICT, PO)
            ls = sent.parse()
            if len(ls) == 0:
                status = "nulls"
                ls = sent.parse(PO_NULL)
            lk = next(iter(ls), None)
        except Exception:  # LG_TimerExhausted and friends
            lk, status = None, "timeout"
        if lk is None and status != "timeout":
            status = "none"
        if lk is not None:
            n = lk.num_of_words()
            for i in range(n):
                w = lk.word(i)
                a, b = lk.word_char_start(i), lk.word_char_end(i)
                self.words.append(w)
                self.spans.append((back[min(a, len(back) - 1)], back[min(b, len(back) - 1)]))
            for i in range(lk.num_of_links()):
                self.links.append((clg.linkage_get_link_lword(lk._obj, i),
                                   clg.linkage_get_link_label(lk._obj, i),
                                   clg.linkage_get_link_rword(lk._obj, i)))
        dt = time.perf_counter() - t
        PARSES.append((dt, len(prep.split()), status))
        self.status, self.seconds = status, dt
        self.rels = self.relations() if lk is not None else []

    def surface(self, i):
        a, b = self.spans[i]
        return self.text[a:b]

    def ok(self, i):
        w = self.words[i]
        return not (w.startswith("[") and w.endswith("]")) and w not in ("LEFT-WALL", "RIGHT-WALL")

    def relations(self):
        right, left = {}, {}
        for l, lab, r in self.links:
            right.setdefault(l, []).append((lab, r))
            left.setdefault(r, []).append((lab, l))
        tag = lambda i: self.words[i].split(".")[-1] if "." in self.words[i] else ""
        is_conj = lambda i: self.words[i].split(".")[0].lower() in ("and", "or", "but") and ".j" in self.words[i]

        def nouns(i, seen=None):
            """A noun phrase's heads (through SJ/MJ conjunctions) with their modifiers."""
            seen = seen or set()
            if i in seen:
                return []
            seen.add(i)
            if is_conj(i):
                out = []
                for lab, r in right.get(i, []):
                    if utype(lab) in ("SJ", "MJ", "OJ", "AJ", "JJ"):
                        out += nouns(r, seen)
                for lab, l in left.get(i, []):
                    if utype(lab) in ("SJ", "MJ", "OJ", "AJ", "JJ"):
                        out += nouns(l, seen)
                return out
            mods = {i}
            for lab, l in left.get(i, []):
                if utype(lab) in ("AN", "A", "G", "GN"):
                    mods.add(l)
            return [(i, mods)]

        def chain(v, seen=None):
            """From the word the subject links to, the verbs it heads: (head, passive, negated)."""
            seen = seen or set()
            if v in seen:
                return []
            seen.add(v)
            if is_conj(v):
                out = []
                for lab, r in right.get(v, []):
                    if utype(lab) in ("VJ",):
                        out += chain(r, seen)
                for lab, l in left.get(v, []):
                    if utype(lab) in ("VJ",):
                        out += chain(l, seen)
                return out
            neg = any(self.surface(x).lower() in NEG or self.words[x].startswith("not")
                      for lab, x in right.get(v, []) + left.get(v, []) if utype(lab) in ("N", "EB", "E", "EN"))
            if self.surface(v).lower().endswith("n't") or self.surface(v).lower() == "cannot":
                neg = True
            nxt = []
            for lab, r in right.get(v, []):
                t = utype(lab)
                if t in ("I", "PP", "TO", "IV") or (t == "P" and lab[1:2] in ("v", "g", "p", "")):
                    nxt.append((r, lab))
            if not nxt:
                return [(v, False, neg)]
            out = []
            for r, lab in nxt:
                for h, pas, n in chain(r, seen):
                    out.append((h, pas or lab.startswith("Pv"), n or neg))
            return out

        def complements(h):
            objs, preds = [], []
            for lab, r in right.get(h, []):
                t = utype(lab)
                if t == "O" or t == "OF":
                    objs += nouns(r)
                elif t == "P" and lab[1:2] == "a":
                    preds.append((r, {r}))
                elif t == "MV":
                    for lab2, r2 in right.get(r, []):
                        if utype(lab2) in ("J", "JQ", "ON"):
                            for n in nouns(r2):
                                preds.append(n + (self.surface(r).lower(),))
            return objs, preds

        rels = []
        for l, lab, r in self.links:
            t = utype(lab)
            if t in ("S", "SX"):
                subj_i, verb_i = l, r
            elif t in ("SI", "SXI"):
                verb_i, subj_i = l, r
            else:
                continue
            subjects = nouns(subj_i)
            for h, passive, neg in chain(verb_i):
                objs, preds = complements(h)
                agent = [s for s in subjects]
                patient = list(objs)
                byphrase = [p for p in preds if len(p) == 3 and p[2] == "by"]
                if passive:
                    patient, agent = subjects, [(p[0], p[1]) for p in byphrase]
                rels.append({
                    "verb": h, "verbc": conceptof(self.surface(h)) if self.ok(h) else None,
                    "agent": agent, "patient": patient, "passive": passive, "neg": neg,
                    "preds": [p[:2] for p in preds if not (passive and len(p) == 3 and p[2] == "by")],
                    "span": self.spans[h],
                })
        return rels

    def cset(self, phrases, heads_only=False):
        out = set()
        for head, mods in phrases:
            for i in ([head] if heads_only else mods):
                if self.ok(i):
                    c = conceptof(self.surface(i))
                    if c and c not in STOP:
                        out.add(c)
        return out

    def has_pronoun(self, phrases):
        return any(self.surface(h).lower() in PRONOUNS for h, _ in phrases)


# ---------------------------------------------------------------- sets, rows, sentences

def load_sets():
    sets = {}
    for f in glob.glob(os.path.join(FIX, "*.json")):
        d = json.load(open(f))
        if "questions" not in d:
            continue
        idx = {}
        for q in d["questions"]:
            for a in q["answers"]:
                idx[(q["id"], a["kind"])] = (q["keyPoints"], a["text"])
        sets[os.path.basename(f)] = idx
    return sets


SENT_END = re.compile(r"(?<=[.?!;])\s+|\n+")


def sentences(text):
    out, start = [], 0
    for m in SENT_END.finditer(text):
        out.append((start, m.start()))
        start = m.end()
    out.append((start, len(text)))
    return [(a, b) for a, b in out if text[a:b].strip()]


def norm(s):
    return re.sub(r"\s+", " ", s.replace("`", "")).strip().lower()


def locate(text, quote):
    """The sentence (start, end) of the answer holding the quote, and the clause region in it
    (the quote's window, widened to the sentence's edge on a side the quote shortened)."""
    frags = [f.strip(" ,;:") for f in quote.split("…")]
    frags = [f for f in frags if f]
    if not frags:
        return None
    low = text.lower()
    # search on a normalised copy with an index map
    chars, back = [], []
    prev_space = False
    for i, ch in enumerate(low):
        if ch == "`":
            continue
        if ch.isspace():
            if prev_space:
                continue
            ch, prev_space = " ", True
        else:
            prev_space = False
        chars.append(ch); back.append(i)
    ntext = "".join(chars)
    pos = []
    for f in frags:
        k = ntext.find(norm(f), pos[-1][1] if pos else 0)
        if k < 0:
            k = ntext.find(norm(f))
        if k < 0:
            return None
        pos.append((k, k + len(norm(f))))
    a, b = back[pos[0][0]], back[pos[-1][1] - 1] + 1
    for s0, s1 in sentences(text):
        if s0 <= a < s1 + 1:
            ra = s0 if quote.startswith("…") else a
            rb = s1 if quote.endswith("…") else b
            # the quote may run over a sentence end (a sentence read whole, fragments read together)
            s1b = s1
            for t0, t1 in sentences(text):
                if t0 < b <= t1 + 1:
                    s1b = t1
            return (s0, max(s1, s1b)), (ra, max(rb, b))
    return None


# ---------------------------------------------------------------- the checks

def point_parts(point):
    return [p.strip() for p in re.split(r";|(?<=[.?!])\s+", point) if p.strip()]


def overlap(a, b):
    return bool(a & b)


# verbs that say little of the claim: a check asking for "the same verb" is not asked of them in
# its `/content-verb` variant (`is`, `has`, `can` hold most key points' relations)
LIGHT = {conceptof(w) for w in ("be", "is", "are", "was", "have", "has", "do", "does", "get", "gets",
                                 "make", "makes", "can", "need", "needs", "use", "uses", "go", "goes",
                                 "take", "takes", "give", "gives", "keep", "keeps", "let", "lets")}


def check_pair(pt, cl, region, off):
    """pt: Parse of a key point (or part); cl: Parse of the answer's sentence; region: the clause's
    characters in the answer; off: the sentence's offset in the answer. Returns the set of checks
    that fire (each refuses the credit)."""
    fired = set()
    crels = [r for r in cl.rels if region[0] <= r["span"][0] + off < region[1] + 1]
    if not pt.rels or not crels:
        return fired
    pconcepts = set()
    for r in pt.rels:
        pconcepts |= pt.cset(r["agent"]) | pt.cset(r["patient"]) | pt.cset(r["preds"])
    for p in pt.rels:
        pa, pp = pt.cset(p["agent"]), pt.cset(p["patient"])
        ppred = pt.cset(p["preds"])
        pv = p["verbc"]
        for c in crels:
            ca, cp = cl.cset(c["agent"]), cl.cset(c["patient"])
            cpred = cl.cset(c["preds"])
            cv = c["verbc"]
            same_verb = pv is not None and pv == cv
            content = same_verb and pv not in LIGHT
            # 1. swap: the point's agent and patient trade places (same verb, or either verb)
            if pa and pp and not (pa & pp) and overlap(ca, pp) and overlap(cp | cpred, pa) and not overlap(ca, pa):
                fired.add("swap" if same_verb else "swap-any-verb")
            # 2. the claim said of another subject: same verb, a named subject the point does not name
            if same_verb and pa and ca and not overlap(ca, pconcepts) and not cl.has_pronoun(c["agent"]):
                fired.add("other-subject"); content and fired.add("other-subject/content-verb")
            # 3. another object: same verb, same subject (or none named), objects the point does not name
            obj = same_verb and pp and cp and not overlap(cp, pp) and not overlap(cp, pconcepts) \
                and (not ca or not pa or overlap(ca, pa)) and not cl.has_pronoun(c["patient"])
            if obj:
                fired.add("other-object")
                content and fired.add("other-object/content-verb")
            # 3b. the same, and no word of the point's object anywhere in the clause's relations
            if obj and not overlap(pp, ca | cp | cpred):
                fired.add("other-object-strict"); content and fired.add("other-object-strict/content-verb")
            # 4. negation differs on the same verb with the same subject
            if same_verb and p["neg"] != c["neg"] and (not ca or not pa or overlap(ca, pa)):
                fired.add("negation"); content and fired.add("negation/content-verb")
            # 5. same subject and object, another verb
            if pa and pp and overlap(ca, pa) and overlap(cp, pp) and pv and cv and pv != cv:
                fired.add("other-verb")
            # 6. same subject, another predicate (adjective or prepositional object) on the same verb
            if same_verb and ppred and cpred and not overlap(cpred, ppred | pconcepts) \
                    and (not ca or not pa or overlap(ca, pa)):
                fired.add("other-predicate"); content and fired.add("other-predicate/content-verb")
    # the same checks where no relation of the point is said by the clause as the point says it
    # (the same verb with its agent and object agreeing where both name one, and one of them
    # named; or the same agent and object with any verb): a point of two
    # relations ("Swift's count counts characters, while a server can count UTF-16 units") is
    # not refused for the one the clause does not say
    confirmed = False
    for p in pt.rels:
        pa, pp = pt.cset(p["agent"]), pt.cset(p["patient"]) | pt.cset(p["preds"])
        for c in crels:
            ca, cp = cl.cset(c["agent"]), cl.cset(c["patient"]) | cl.cset(c["preds"])
            sv = p["verbc"] is not None and p["verbc"] == c["verbc"]
            agent_ok = not pa or not ca or overlap(ca, pa)
            patient_ok = not pp or not cp or overlap(cp, pp)
            if (sv and agent_ok and patient_ok and (overlap(ca, pa) or overlap(cp, pp))) \
                    or (overlap(ca, pa) and overlap(cp, pp)):
                confirmed = True
    if not confirmed:
        for c in list(fired):
            fired.add(c + "/unconfirmed")
    # union checks
    if fired & {"swap", "swap-any-verb"}:
        fired.add("any-swap")
    if fired & {"swap", "other-subject", "other-object-strict"}:
        fired.add("triple(swap|subject|object-strict)")
    return fired


CHECKS = ["swap", "swap-any-verb", "any-swap", "other-subject", "other-object", "other-object-strict",
          "negation", "other-verb", "other-predicate", "triple(swap|subject|object-strict)",
          "swap-any-verb/unconfirmed", "other-subject/unconfirmed", "other-object-strict/unconfirmed",
          "other-verb/unconfirmed", "other-predicate/unconfirmed", "negation/unconfirmed",
          "other-subject/content-verb", "other-object-strict/content-verb", "other-predicate/content-verb",
          "negation/content-verb", "other-subject/content-verb/unconfirmed",
          "other-object-strict/content-verb/unconfirmed", "other-predicate/content-verb/unconfirmed",
          "negation/content-verb/unconfirmed"]


def swap_candidate(parts, region):
    """--swap-only: a clause worth parsing for the swap checks says a word of a point relation's
    agent and one of its patient (the checks need both)."""
    words = {conceptof(w) for w in re.findall(r"[A-Za-z][A-Za-z0-9_]*", region.replace("`", ""))}
    for pt in parts:
        for r in pt.rels:
            pa, pp = pt.cset(r["agent"]), pt.cset(r["patient"])
            if pa and pp and words & pa and words & pp:
                return True
    return False


def predicate_candidate(parts, region):
    """--predicate-only: a clause worth parsing for other-predicate/content-verb says the verb of
    a point relation that has a predicate, a verb that is not a light one."""
    words = {conceptof(w) for w in re.findall(r"[A-Za-z][A-Za-z0-9_]*", region.replace("`", ""))}
    for pt in parts:
        for r in pt.rels:
            if r["verbc"] and r["verbc"] not in LIGHT and r["verbc"] in words and pt.cset(r["preds"]):
                return True
    return False


def main():
    args = sys.argv[1:]
    figs = args[0]
    nright = int(args[args.index("--right") + 1]) if "--right" in args else 3000
    seed = int(args[args.index("--seed") + 1]) if "--seed" in args else 38118
    nex = int(args[args.index("--examples") + 1]) if "--examples" in args else 4
    swap_only = "--swap-only" in args
    predicate_only = "--predicate-only" in args
    sets = load_sets()
    wrong, right = [], []
    for line in open(figs):
        f = line.rstrip("\n").split("\t")
        if len(f) < 7 or f[5] != "credited" or f[4] not in ("covered", "contradicted"):
            continue
        row = {"set": f[0], "id": f[1], "kind": f[2], "n": int(f[3]), "label": f[4], "quote": f[6],
               "probe": f[0].startswith("wrongclaim")}
        (wrong if f[4] == "contradicted" else right).append(row)
    rng = random.Random(seed)
    right_all = len(right)
    if nright and nright < len(right):
        right = rng.sample(right, nright)
    rows = wrong + right
    point_cache, sent_cache = {}, {}
    unlocated = 0
    t_start = time.time()
    for k, row in enumerate(rows):
        kp, text = sets[row["set"]][(row["id"], row["kind"])]
        point = kp[row["n"] - 1]
        loc = locate(text, row["quote"])
        if loc is None:
            unlocated += 1
            row["fired"] = None
            continue
        (s0, s1), region = loc
        if point not in point_cache:
            point_cache[point] = [Parse(p) for p in point_parts(point)]
        if (swap_only and not swap_candidate(point_cache[point], text[region[0]:region[1]])) or \
                (predicate_only and not predicate_candidate(point_cache[point], text[region[0]:region[1]])):
            row["fired"], row["point"], row["sentence"], row["region"] = set(), point, "", ""
            row["status"] = ("skipped", [])
            continue
        key = (row["set"], row["id"], row["kind"], s0, s1)
        if key not in sent_cache:
            sent_cache[key] = Parse(text[s0:s1])
        cl = sent_cache[key]
        fired = set()
        for pt in point_cache[point]:
            fired |= check_pair(pt, cl, region, s0)
        row["fired"], row["point"], row["sentence"] = fired, point, text[s0:s1]
        row["region"] = text[region[0]:region[1]]
        row["status"] = (cl.status, [p.status for p in point_cache[point]])
        if k % 500 == 0:
            print(f"  {k}/{len(rows)} {time.time() - t_start:.0f}s", file=sys.stderr)

    def count(rs, check):
        return sum(1 for r in rs if r["fired"] is not None and check in r["fired"])

    ws = [r for r in wrong if not r["probe"]]
    wp = [r for r in wrong if r["probe"]]
    scale = right_all / len(right)
    print(f"rows: wrong credits {len(ws)} in the sets + {len(wp)} in the probes; right credits "
          f"{len(right)} sampled of {right_all} (seed {seed}); quotes not located: {unlocated}")
    print(f"parsed: {len(point_cache)} points, {len(sent_cache)} answer sentences")
    print()
    print("| check | wrong refused (sets) | wrong refused (probes) | right lost (sample) | right lost (est. all) | refused:lost (sets, lost scaled to all) |")
    print("|---|---|---|---|---|---|")
    for c in CHECKS:
        a, b, rl = count(ws, c), count(wp, c), count(right, c)
        est = rl * scale
        ratio = f"{a}:{est:.0f}" if est else f"{a}:0"
        print(f"| {c} | {a} of {len(ws)} ({100*a/len(ws):.1f} %) | {b} of {len(wp)} ({100*b/len(wp):.1f} %) | "
              f"{rl} of {len(right)} ({100*rl/len(right):.1f} %) | {est:.0f} | {ratio} |")
    print()
    st = {}
    for dt, nw, s in PARSES:
        st[s] = st.get(s, 0) + 1
    times = sorted(dt for dt, _, _ in PARSES)
    n = len(times)
    print(f"parses: {n}; status {st}; full parse {100*st.get('ok',0)/n:.1f} %")
    print(f"time per sentence: mean {1000*sum(times)/n:.1f} ms, median {1000*times[n//2]:.1f} ms, "
          f"p90 {1000*times[int(n*.9)]:.1f} ms, p99 {1000*times[int(n*.99)]:.1f} ms, max {1000*times[-1]:.0f} ms")
    words = sum(nw for _, nw, _ in PARSES)
    print(f"words per sentence: mean {words/n:.1f}")
    print(f"dictionary load {DICT_LOAD*1000:.0f} ms, max RSS growth {DICT_RSS/1024:.1f} MB")
    # per whole answer: every sentence of 200 answers
    rng2 = random.Random(seed)
    answers = [a for idx in sets.values() for a in idx.values()]
    PARSES.clear()
    per_answer = []
    for kp, text in rng2.sample(answers, 200):
        t = time.perf_counter()
        for s0, s1 in sentences(text):
            Parse(text[s0:s1])
        per_answer.append(time.perf_counter() - t)
    per_answer.sort()
    print(f"time per whole answer (200 answers, every sentence): mean {1000*sum(per_answer)/200:.0f} ms, "
          f"median {1000*per_answer[100]:.0f} ms, p90 {1000*per_answer[180]:.0f} ms, max {1000*per_answer[-1]:.0f} ms")
    print()
    for c in CHECKS:
        for name, rs in (("wrong (sets)", ws), ("wrong (probes)", wp), ("right", right)):
            hits = [r for r in rs if r["fired"] and c in r["fired"]]
            rng.shuffle(hits)
            for r in hits[:nex]:
                print(f"[{c}] {name} {r['set']} {r['id']} {r['kind']} #{r['n']}\n   point: {r['point']}\n"
                      f"   clause: {r['region']}")
    json.dump([{k: (sorted(v) if isinstance(v, set) else v) for k, v in r.items()} for r in rows],
              open(os.environ.get("PARSESTUDY_ROWS", "/tmp/parse118-rows.json"), "w"), indent=0)


if __name__ == "__main__" and "--threads" not in sys.argv:
    main()


# ---------------------------------------------------------------- the C API, from threads

def threads_study(nsent=300, seed=38118):
    """The C API through ctypes (which lets go of the GIL in each call): one Dictionary shared by
    threads, each with its own Parse_Options and Sentence; the links of every sentence compared
    with a one-thread run. Also the library's own time per sentence, without the Python wrapper.

      /usr/bin/python3 Benchmarks/Grading/parsestudy.py --threads
    """
    import threading
    lg = ctypes.CDLL("liblink-grammar.so.5")
    V, I, S = ctypes.c_void_p, ctypes.c_int, ctypes.c_char_p
    for name, res, argt in [("dictionary_create_lang", V, [S]), ("parse_options_create", V, []),
                            ("parse_options_set_verbosity", None, [V, I]),
                            ("parse_options_set_linkage_limit", None, [V, I]),
                            ("parse_options_set_max_parse_time", None, [V, I]),
                            ("parse_options_set_min_null_count", None, [V, I]),
                            ("parse_options_set_max_null_count", None, [V, I]),
                            ("sentence_create", V, [S, V]), ("sentence_parse", I, [V, V]),
                            ("sentence_delete", None, [V]), ("sentence_num_valid_linkages", I, [V]),
                            ("linkage_create", V, [I, V, V]), ("linkage_delete", None, [V]),
                            ("linkage_get_num_links", I, [V]), ("linkage_get_link_label", S, [V, I]),
                            ("linkage_get_link_lword", I, [V, I]), ("linkage_get_link_rword", I, [V, I])]:
        f = getattr(lg, name)
        f.restype, f.argtypes = res, argt
    rss0 = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    t = time.perf_counter()
    d = lg.dictionary_create_lang(b"en")
    load = time.perf_counter() - t
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - rss0

    def options(nulls):
        po = lg.parse_options_create()
        lg.parse_options_set_verbosity(po, 0)
        lg.parse_options_set_linkage_limit(po, 50)
        lg.parse_options_set_max_parse_time(po, 2)
        if nulls:
            lg.parse_options_set_min_null_count(po, 1)
            lg.parse_options_set_max_null_count(po, 250)
        return po

    def parse(text, po, pon):
        s = lg.sentence_create(text.encode(), d)
        lg.sentence_parse(s, po)
        if lg.sentence_num_valid_linkages(s) == 0:
            lg.sentence_parse(s, pon)
        sig = ()
        if lg.sentence_num_valid_linkages(s) > 0:
            lk = lg.linkage_create(0, s, po)
            if lk:
                sig = tuple((lg.linkage_get_link_lword(lk, i), lg.linkage_get_link_label(lk, i),
                             lg.linkage_get_link_rword(lk, i)) for i in range(lg.linkage_get_num_links(lk)))
                lg.linkage_delete(lk)
        lg.sentence_delete(s)
        return sig

    sets = load_sets()
    answers = sorted(a for idx in sets.values() for _, a in idx.values())
    texts = []
    for text in random.Random(seed).sample(answers, 80):
        texts += [prepare(text[a:b])[0] for a, b in sentences(text)]
    texts = texts[:nsent]
    po, pon = options(False), options(True)
    t = time.perf_counter()
    times, one = [], []
    for x in texts:
        t1 = time.perf_counter()
        one.append(parse(x, po, pon))
        times.append(time.perf_counter() - t1)
    seq = time.perf_counter() - t
    results = {}

    def worker(k, part):
        p, pn = options(False), options(True)
        for j in part:
            results[j] = parse(texts[j], p, pn)

    parts = [list(range(k, len(texts), 4)) for k in range(4)]
    ths = [threading.Thread(target=worker, args=(k, parts[k])) for k in range(4)]
    t = time.perf_counter()
    for th in ths:
        th.start()
    for th in ths:
        th.join()
    par = time.perf_counter() - t
    same = sum(1 for j in range(len(texts)) if results.get(j) == one[j])
    times.sort()
    n = len(times)
    print(f"C API via ctypes: dictionary load {1000*load:.0f} ms, max RSS growth {rss/1024:.1f} MB")
    print(f"{n} answer sentences, one thread: {seq:.1f} s; mean {1000*seq/n:.1f} ms, median "
          f"{1000*times[n//2]:.1f} ms, p90 {1000*times[int(n*.9)]:.1f} ms, max {1000*times[-1]:.0f} ms")
    print(f"four threads, one shared Dictionary: {par:.1f} s; linkages identical to one thread: {same} of {n}")


if __name__ == "__main__" and "--threads" in sys.argv:
    threads_study()
