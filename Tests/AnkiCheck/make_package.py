"""Builds an .apkg with the real Anki library for SwiftDrill's importer to read: a Basic
note (with formatting and an image), a Basic-and-reversed note, a Cloze note with two
deletions and a long Basic answer, in the deck "Swift::Closures".

usage: python make_package.py COLLECTION_DIR OUT.apkg [--latest]
"""
import os
import sys

from anki.collection import Collection, DeckIdLimit, ExportAnkiPackageOptions


def main() -> None:
    folder, out = sys.argv[1], sys.argv[2]
    latest = "--latest" in sys.argv
    col = Collection(os.path.join(folder, "collection.anki2"))
    deck = col.decks.id("Swift::Closures")

    def add(kind, fields, tags):
        note = col.new_note(col.models.by_name(kind))
        for name, value in fields.items():
            note[name] = value
        note.tags = tags
        col.add_note(note, deck)

    add("Basic", {"Front": "What keyword marks a closure that <b>outlives</b> the call?<br><img src=\"diagram.png\">",
                  "Back": "@escaping"}, ["closures", "swift::basics"])
    add("Basic (and reversed card)", {"Front": "Capture list syntax", "Back": "[weak self]"}, ["closures"])
    add("Cloze", {"Text": "A {{c1::closure}} captures {{c2::variables::what?}} from its context.",
                  "Back Extra": "See the <i>Closures</i> chapter."}, [])
    add("Basic", {"Front": "Explain trailing closures.",
                  "Back": "<div>When the last argument is a closure,</div><div>it can follow the parentheses:</div>"
                          "<pre>list.map { $0 * 2 }</pre>"}, [])
    options = ExportAnkiPackageOptions(with_scheduling=False, with_deck_configs=False, with_media=True,
                                       legacy=not latest)
    col.export_anki_package(out_path=out, options=options, limit=DeckIdLimit(deck))
    col.close()


if __name__ == "__main__":
    main()
