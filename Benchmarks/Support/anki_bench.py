"""The Anki side of the SwiftDrill benchmarks, through the `anki` library from PyPI.

    anki_bench.py build COLLECTION TSV   # one Basic note per line (id, front, back); untimed setup
    anki_bench.py answer COLLECTION N    # open, answer N cards Good, close (figure c)
    anki_bench.py first COLLECTION       # open, fetch and render the first card to study, close (figure g)
"""

import sys

from anki.collection import Collection

GOOD = 3


def build(path: str, tsv: str) -> None:
    col = Collection(path)
    model = col.models.by_name("Basic")
    deck_id = col.decks.id("Default")
    with open(tsv, encoding="utf-8") as rows:
        for row in rows:
            fields = row.rstrip("\n").split("\t")
            if len(fields) != 3:
                continue
            note = col.new_note(model)
            note["Front"] = fields[1]
            note["Back"] = fields[2]
            col.add_note(note, deck_id)
    unlimit(col, deck_id)
    print(col.card_count())
    col.close()


def unlimit(col: Collection, deck_id: int) -> None:
    """Lets every new card be studied any day, as SwiftDrill's `quiz` would: the deck's
    options allow 100,000 new cards and reviews a day. Set once, when the collection is
    built, so the timed runs do no extra work for it (Anki's "increase today's limits"
    lasts one day, and counting the cards to decide each run slowed Anki's side)."""
    config = col.decks.config_dict_for_deck_id(deck_id)
    config["new"]["perDay"] = 100_000
    config["rev"]["perDay"] = 100_000
    col.decks.save(config)


def answer(path: str, count: int) -> None:
    col = Collection(path)
    answered = 0
    while answered < count:
        card = col.sched.getCard()
        if card is None:
            break
        card.start_timer()
        col.sched.answerCard(card, GOOD)
        answered += 1
    col.close()
    print(answered)
    if answered != count:
        sys.exit(1)


def first(path: str) -> None:
    col = Collection(path)
    card = col.sched.getCard()
    if card is None:
        sys.exit(1)
    print(card.question())
    col.close()


def main() -> None:
    command = sys.argv[1] if len(sys.argv) > 1 else ""
    if command == "build" and len(sys.argv) == 4:
        build(sys.argv[2], sys.argv[3])
    elif command == "answer" and len(sys.argv) == 4:
        answer(sys.argv[2], int(sys.argv[3]))
    elif command == "first" and len(sys.argv) == 3:
        first(sys.argv[2])
    else:
        print(__doc__, file=sys.stderr)
        sys.exit(2)


if __name__ == "__main__":
    main()
