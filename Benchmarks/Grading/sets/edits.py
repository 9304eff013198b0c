"""edits.py: the one text edit wire.py and wireprobe.py make (each pair's first text must be there)."""


def edit(path, pairs):
    s = open(path).read()
    for a, b in pairs:
        assert a in s, (path, a)
        s = s.replace(a, b)
    open(path, 'w').write(s)
