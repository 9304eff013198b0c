import DrillContent
import Foundation

/// The legacy collection format (schema 11) that every Anki since 2.1.50 and AnkiDroid
/// import: five tables, and the note types, decks and deck options as JSON in `col`.
enum AnkiSchema {
  static let tables = """
    CREATE TABLE col (id integer PRIMARY KEY, crt integer NOT NULL, mod integer NOT NULL, scm integer NOT NULL,
      ver integer NOT NULL, dty integer NOT NULL, usn integer NOT NULL, ls integer NOT NULL, conf text NOT NULL,
      models text NOT NULL, decks text NOT NULL, dconf text NOT NULL, tags text NOT NULL);
    CREATE TABLE notes (id integer PRIMARY KEY, guid text NOT NULL, mid integer NOT NULL, mod integer NOT NULL,
      usn integer NOT NULL, tags text NOT NULL, flds text NOT NULL, sfld integer NOT NULL, csum integer NOT NULL,
      flags integer NOT NULL, data text NOT NULL);
    CREATE TABLE cards (id integer PRIMARY KEY, nid integer NOT NULL, did integer NOT NULL, ord integer NOT NULL,
      mod integer NOT NULL, usn integer NOT NULL, type integer NOT NULL, queue integer NOT NULL,
      due integer NOT NULL, ivl integer NOT NULL, factor integer NOT NULL, reps integer NOT NULL,
      lapses integer NOT NULL, left integer NOT NULL, odue integer NOT NULL, odid integer NOT NULL,
      flags integer NOT NULL, data text NOT NULL);
    CREATE TABLE revlog (id integer PRIMARY KEY, cid integer NOT NULL, usn integer NOT NULL, ease integer NOT NULL,
      ivl integer NOT NULL, lastIvl integer NOT NULL, factor integer NOT NULL, time integer NOT NULL,
      type integer NOT NULL);
    CREATE TABLE graves (usn integer NOT NULL, oid integer NOT NULL, type integer NOT NULL);
    CREATE INDEX ix_notes_usn ON notes (usn);
    CREATE INDEX ix_cards_usn ON cards (usn);
    CREATE INDEX ix_revlog_usn ON revlog (usn);
    CREATE INDEX ix_cards_nid ON cards (nid);
    CREATE INDEX ix_cards_sched ON cards (did, queue, due);
    CREATE INDEX ix_revlog_cid ON revlog (cid);
    CREATE INDEX ix_notes_csum ON notes (csum);
    """

  /// Collection settings: the v2 day boundary (4 am), created in UTC.
  static func configuration(modelID: Int64) -> [String: Any] {
    [
      "schedVer": 2, "sched2021": true, "creationOffset": 0, "rollover": 4, "nextPos": 1, "curModel": modelID,
      "curDeck": 1, "activeDecks": [1], "addToCur": true, "sortType": "noteFld", "sortBackwards": false,
      "newSpread": 0, "collapseTime": 1200, "timeLim": 0, "estTimes": true, "dueCounts": true,
      "dayLearnFirst": false,
    ]
  }

  /// The SwiftDrill note type: one card, the fields of `AnkiNoteFields`.
  static func noteType(modified: Int64) -> [String: Any] {
    let fields = AnkiNoteFields.names.enumerated().map { index, name -> [String: Any] in
      ["name": name, "ord": index, "sticky": false, "rtl": false, "font": "Arial", "size": 20, "media": []]
    }
    let front = """
      <div class="sd-title">{{Title}}</div>
      <div class="sd-prompt">{{Prompt}}</div>
      {{#Choices}}<div class="sd-choices">{{Choices}}</div>{{/Choices}}
      <div class="sd-meta">{{Level}} · {{Kind}}</div>
      """
    let back = """
      {{FrontSide}}
      <hr id=answer>
      <div class="sd-answer">{{Answer}}</div>
      {{#Explanation}}<div class="sd-explanation">{{Explanation}}</div>{{/Explanation}}
      <div class="sd-id">{{ID}}</div>
      """
    let template: [String: Any] = [
      "name": "SwiftDrill", "ord": 0, "qfmt": front, "afmt": back, "bqfmt": "", "bafmt": "", "did": NSNull(),
      "bfont": "", "bsize": 0,
    ]
    return [
      "id": AnkiIDs.noteType, "name": "SwiftDrill", "type": 0, "mod": modified, "usn": -1, "sortf": 1,
      "did": NSNull(), "tmpls": [template], "flds": fields, "css": AnkiHTML.css,
      "latexPre": "\\documentclass[12pt]{article}\n\\begin{document}\n", "latexPost": "\\end{document}",
      "latexsvg": false, "req": [[0, "any", [2]]], "tags": [], "vers": [],
    ]
  }

  /// The fields of the "SwiftDrill Cloze" note type: the cloze text, what the back adds,
  /// and the ids of the questions its cards were (one a card, in order; no template shows it).
  static let clozeFields = ["Text", "Back Extra", "IDs"]

  /// The "SwiftDrill Cloze" note type: a cloze type (a card per deletion number).
  static func clozeNoteType(modified: Int64) -> [String: Any] {
    let fields = clozeFields.enumerated().map { index, name -> [String: Any] in
      ["name": name, "ord": index, "sticky": false, "rtl": false, "font": "Arial", "size": 20, "media": []]
    }
    let template: [String: Any] = [
      "name": "Cloze", "ord": 0, "qfmt": "{{cloze:Text}}", "afmt": "{{cloze:Text}}<br>\n{{Back Extra}}",
      "bqfmt": "", "bafmt": "", "did": NSNull(), "bfont": "", "bsize": 0,
    ]
    return [
      "id": AnkiIDs.clozeNoteType, "name": "SwiftDrill Cloze", "type": 1, "mod": modified, "usn": -1,
      "sortf": 0, "did": NSNull(), "tmpls": [template], "flds": fields, "css": AnkiHTML.css,
      "latexPre": "\\documentclass[12pt]{article}\n\\begin{document}\n", "latexPost": "\\end{document}",
      "latexsvg": false, "tags": [], "vers": [],
    ]
  }

  /// A deck using the options preset `conf` (1 is Anki's Default).
  static func deck(
    id: Int64, name: String, modified: Int64, description: String = "", conf: Int64 = 1
  ) -> [String: Any] {
    [
      "id": id, "mod": modified, "name": name, "usn": -1, "lrnToday": [0, 0], "revToday": [0, 0],
      "newToday": [0, 0], "timeToday": [0, 0], "collapsed": false, "browserCollapsed": false,
      "desc": description, "dyn": 0, "conf": conf, "extendNew": 0, "extendRev": 0,
    ]
  }

  /// Anki's default deck options, as a collection holds them.
  static var defaultDeckOptions: [String: Any] {
    [
      "id": 1, "mod": 0, "name": "Default", "usn": 0, "maxTaken": 60, "autoplay": true, "timer": 0,
      "replayq": true,
      "dyn": false,
      "new": [
        "bury": false, "delays": [1.0, 10.0], "initialFactor": 2500, "ints": [1, 4, 0], "order": 1,
        "perDay": 20,
      ],
      "rev": ["bury": false, "ease4": 1.3, "ivlFct": 1.0, "maxIvl": 36500, "perDay": 200, "hardFactor": 1.2],
      "lapse": ["delays": [10.0], "leechAction": 1, "leechFails": 8, "minInt": 1, "mult": 0.0],
    ]
  }

  static func json(_ object: Any) throws(AnkiPackageError) -> String {
    do {
      let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
      return String(decoding: data, as: UTF8.self)
    } catch {
      throw .database(detail: "cannot encode the collection settings: \(error.localizedDescription)")
    }
  }
}
