"""Imports SwiftDrill's .apkg files into a fresh collection with the real Anki library,
one after the other, and prints what the collection holds as JSON (for the Swift tests).
Notes update as Anki desktop's import does by default (when the package's copy is newer,
note types not merged), with *Import any learning progress* and *Import any deck presets*
ticked; --merge ticks *Merge note types* too.

usage: python import_package.py [--merge] COLLECTION_DIR PACKAGE.apkg [PACKAGE2.apkg ...]
"""
import json
import os
import sys

from anki.collection import Collection, ImportAnkiPackageOptions, ImportAnkiPackageRequest


def main() -> None:
    arguments = sys.argv[1:]
    merge = "--merge" in arguments
    arguments = [argument for argument in arguments if argument != "--merge"]
    folder, packages = arguments[0], arguments[1:]
    col = Collection(os.path.join(folder, "collection.anki2"))
    imports = []
    for package in packages:
        request = ImportAnkiPackageRequest(
            package_path=package,
            options=ImportAnkiPackageOptions(with_scheduling=True, with_deck_configs=True, merge_notetypes=merge),
        )
        result = col.import_anki_package(request)
        imports.append({
            "new": len(result.log.new),
            "updated": len(result.log.updated),
            "duplicate": len(result.log.duplicate),
            "conflicting": len(result.log.conflicting),
        })
    today = col.sched.today
    notes = []
    for nid in col.find_notes(""):
        note = col.get_note(nid)
        cards = []
        for card in note.cards():
            state = card.memory_state
            cards.append({
                "deck": col.decks.name(card.did),
                "type": card.type,
                "queue": card.queue,
                "due_in_days": card.due - today if card.queue == 2 else None,
                "ivl": card.ivl,
                "reps": card.reps,
                "lapses": card.lapses,
                "stability": state.stability if state else None,
                "difficulty": state.difficulty if state else None,
                "revlog": len(col.card_stats_data(card.id).revlog),
                "question": card.question(),
                "answer": card.answer(),
            })
        notes.append({
            "guid": note.guid,
            "notetype": note.note_type()["name"],
            "fields": dict(note.items()),
            "tags": sorted(note.tags),
            "cards": cards,
        })
    print(json.dumps({
        "imports": imports,
        "decks": sorted(d.name for d in col.decks.all_names_and_ids()),
        "notes": sorted(notes, key=lambda n: n["fields"].get("ID", "")),
        "presets": {
            d.name: {
                "name": col.decks.config_dict_for_deck_id(d.id).get("name", ""),
            "params": col.decks.config_dict_for_deck_id(d.id).get("fsrsParams6", []),
                "retention": col.decks.config_dict_for_deck_id(d.id).get("desiredRetention", 0),
                "newPerDay": col.decks.config_dict_for_deck_id(d.id).get("new", {}).get("perDay"),
                "reviewsPerDay": col.decks.config_dict_for_deck_id(d.id).get("rev", {}).get("perDay"),
                "learningSteps": col.decks.config_dict_for_deck_id(d.id).get("new", {}).get("delays"),
                "relearningSteps": col.decks.config_dict_for_deck_id(d.id).get("lapse", {}).get("delays"),
            }
            for d in col.decks.all_names_and_ids()
        },
    }))
    col.close()


if __name__ == "__main__":
    main()
