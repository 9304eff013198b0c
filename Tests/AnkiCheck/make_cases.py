"""Builds an .apkg holding one note for each case SwiftDrill's importer must get right,
with the official Anki library (the default modern format, or the legacy one) or with
genanki. The Swift tests (AnkiImportCaseTests) check what each note becomes.

usage: python make_cases.py COLLECTION_DIR OUT.apkg (latest|legacy|genanki)
"""
import os
import sys

DECK = "Swift::Closures"
SUB_DECK = "Swift::Closures::Escaping"

# (note type, fields, tags, deck)
CASES = [
    ("Basic", {"Front": "Show a fence", "Back": "<div>```</div><div>let x = 1</div><div>```</div>"
               "<div>and more text after it, long enough to be an explanation rather than a short answer</div>"},
     ["fence"], DECK),
    ("Basic", {"Front": "<div>```</div>What does a stray fence do?", "Back": "nothing"}, ["fence"], DECK),
    ("Basic", {"Front": "What is <code>let</code>?", "Back": "A <i>constant</i>"}, [], DECK),
    ("Basic", {"Front": "Is 3 < 5 and 5 > 3?", "Back": "yes"}, [], DECK),
    ("Basic", {"Front": "Wait&hellip; &copy; who?", "Back": "&ldquo;Apple&rdquo; &amp; co"}, [], DECK),
    ("Cloze", {"Text": "A {{c1::outer {{c2::inner}} text}} here.", "Back Extra": ""}, [], DECK),
    ("Swapped", {"Notes": "Only for me", "Answer": "Optional", "Question": "What wraps a maybe-value?"},
     [], DECK),
    ("Basic", {"Front": "Which deck am I in?", "Back": "Escaping"}, ["日本語", "swift::basics"], SUB_DECK),
    ("Basic", {"Front": "Hello<script>alert(1)</script><style>p { color: red }</style> world",
               "Back": "hi"}, [], DECK),
    ("Basic", {"Front": "What does *ptr do in C_lang? [see] #1", "Back": "deref"}, [], DECK),
    ("Basic (type in the answer)", {"Front": "Type the keyword for constants", "Back": "let"}, [], DECK),
    ("Basic", {"Front": "Structure survives",
               "Back": "<ul><li>outer<ul><li>inner</li></ul></li></ul>"
                       "<table><tr><th>Type</th><th>Kind</th></tr><tr><td>Int</td><td>value</td></tr></table>"
                       "<div>x<sup>2</sup> and H<sub>2</sub>O and e<sup>iπ</sup></div>"}, [], DECK),
]


def swapped_templates():
    return ("{{Question}}", "{{FrontSide}}<hr id=answer>{{Answer}}")


def with_anki(folder, out, legacy):
    from anki.collection import Collection, DeckIdLimit, ExportAnkiPackageOptions

    col = Collection(os.path.join(folder, "collection.anki2"))
    models = col.models
    swapped = models.new("Swapped")
    for name in ["Notes", "Answer", "Question"]:
        models.add_field(swapped, models.new_field(name))
    template = models.new_template("Card 1")
    template["qfmt"], template["afmt"] = swapped_templates()
    models.add_template(swapped, template)
    models.add(swapped)
    parent = col.decks.id(DECK)
    for kind, fields, tags, deck in CASES:
        note = col.new_note(models.by_name(kind))
        for name, value in fields.items():
            note[name] = value
        note.tags = tags
        col.add_note(note, col.decks.id(deck))
    options = ExportAnkiPackageOptions(with_scheduling=False, with_deck_configs=False, with_media=True,
                                       legacy=legacy)
    col.export_anki_package(out_path=out, options=options, limit=DeckIdLimit(parent))
    col.close()


def with_genanki(out):
    import genanki

    basic = genanki.Model(1607392319, "Basic", fields=[{"name": "Front"}, {"name": "Back"}],
                          templates=[{"name": "Card 1", "qfmt": "{{Front}}",
                                      "afmt": "{{FrontSide}}<hr id=answer>{{Back}}"}])
    swapped = genanki.Model(1607392320, "Swapped",
                            fields=[{"name": "Notes"}, {"name": "Answer"}, {"name": "Question"}],
                            templates=[{"name": "Card 1", "qfmt": swapped_templates()[0],
                                        "afmt": swapped_templates()[1]}])
    cloze = genanki.CLOZE_MODEL
    models = {"Basic": basic, "Swapped": swapped, "Cloze": cloze,
              "Basic (type in the answer)": genanki.BASIC_TYPE_IN_THE_ANSWER_MODEL}
    decks = {DECK: genanki.Deck(2059400110, DECK), SUB_DECK: genanki.Deck(2059400111, SUB_DECK)}
    for kind, fields, tags, deck in CASES:
        model = models[kind]
        values = [fields.get(field["name"], "") for field in model.fields]
        decks[deck].add_note(genanki.Note(model=model, fields=values, tags=tags))
    genanki.Package(list(decks.values())).write_to_file(out)


def main():
    folder, out, kind = sys.argv[1], sys.argv[2], sys.argv[3]
    if kind == "genanki":
        with_genanki(out)
    else:
        with_anki(folder, out, legacy=(kind == "legacy"))


if __name__ == "__main__":
    main()
