"""Builds a collection holding a Cloze note with three deletions (one with a hint, one
inside formatting) and a Basic note, in the deck "Closures"; studies every card once with
Anki's scheduler (so each has an interval, a due date and a review), then exports the deck
with scheduling in Anki's default (modern) format. The collection stays in COLLECTION_DIR for
the package SwiftDrill exports back to be imported into it. Prints the cloze note's GUID as JSON.

usage: python make_cloze.py COLLECTION_DIR OUT.apkg
"""
import json
import os
import sys

from anki.collection import Collection, DeckIdLimit, ExportAnkiPackageOptions


def main():
    folder, out = sys.argv[1], sys.argv[2]
    col = Collection(os.path.join(folder, "collection.anki2"))
    deck = col.decks.id("Closures")
    cloze = col.new_note(col.models.by_name("Cloze"))
    cloze["Text"] = ("A {{c1::closure}} captures {{c2::values::what?}} from its "
                     "<b>{{c3::context}}</b> &amp; keeps them.")
    cloze["Back Extra"] = "See <i>Closures</i>."
    col.add_note(cloze, deck)
    basic = col.new_note(col.models.by_name("Basic"))
    basic["Front"], basic["Back"] = "What marks an escaping closure?", "@escaping"
    col.add_note(basic, deck)
    for card in cloze.cards() + basic.cards():
        card.start_timer()
        col.sched.answerCard(card, 4)
    options = ExportAnkiPackageOptions(with_scheduling=True, with_deck_configs=True, with_media=False,
                                       legacy=False)
    col.export_anki_package(out_path=out, options=options, limit=DeckIdLimit(deck))
    col.close()
    print(json.dumps({"guid": cloze.guid}))


if __name__ == "__main__":
    main()
