"""Builds an .apkg with scheduling: two Basic notes and a Cloze note with two deletions,
in the deck "History", with a review log written into the collection (ten reviews of the
first note's card, three of the second cloze card, one of the first note's reversed card,
and a manual reschedule that is not a review). Prints each note's GUID as JSON.

usage: python make_history.py COLLECTION_DIR OUT.apkg (latest|legacy)
"""
import json
import os
import sys

from anki.collection import Collection, DeckIdLimit, ExportAnkiPackageOptions

START_MS = 1_760_000_000_000
DAY_MS = 86_400_000


def main():
    folder, out, kind = sys.argv[1], sys.argv[2], sys.argv[3]
    col = Collection(os.path.join(folder, "collection.anki2"))
    deck = col.decks.id("History")
    notes = []
    for kind_name, fields in [
        ("Basic (and reversed card)", {"Front": "Ten reviews", "Back": "ten"}),
        ("Basic", {"Front": "No reviews", "Back": "none"}),
        ("Cloze", {"Text": "{{c1::One}} and {{c2::two}}"}),
    ]:
        note = col.new_note(col.models.by_name(kind_name))
        for name, value in fields.items():
            note[name] = value
        col.add_note(note, deck)
        notes.append(note)
    first_cards = sorted(notes[0].cards(), key=lambda c: c.ord)
    cloze_cards = sorted(notes[2].cards(), key=lambda c: c.ord)
    rows = []
    for index in range(10):
        rows.append((START_MS + index * DAY_MS, first_cards[0].id, 3 if index % 4 else 1, 1 if index else 0))
    rows.append((START_MS + 5, first_cards[1].id, 3, 0))
    for index in range(3):
        rows.append((START_MS + 7 + index * DAY_MS, cloze_cards[1].id, 3, 1 if index else 0))
    rows.append((START_MS + 20 * DAY_MS, first_cards[0].id, 0, 4))
    for (rid, cid, ease, rtype) in rows:
        col.db.execute("insert into revlog (id, cid, usn, ease, ivl, lastIvl, factor, time, type) "
                       "values (?, ?, -1, ?, 1, 0, 2500, 8000, ?)", rid, cid, ease, rtype)
    options = ExportAnkiPackageOptions(with_scheduling=True, with_deck_configs=True, with_media=False,
                                       legacy=(kind == "legacy"))
    col.export_anki_package(out_path=out, options=options, limit=DeckIdLimit(deck))
    col.close()
    print(json.dumps({"guids": [note.guid for note in notes]}))


if __name__ == "__main__":
    main()
