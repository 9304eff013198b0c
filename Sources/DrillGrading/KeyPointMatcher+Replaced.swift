/// What a key point says is replaced, denied in an answer (session 48, s48-falseopp3): "`@Test`
/// and `@Suite` types replace `XCTestCase` subclasses" is said by "at Suite types instead of
/// XCTestCase subclasses", "a test passes a fake in place of the real service" by "a fake instead
/// of the real service", "`@Observable` on the class replaced a `@Published` wrapper" by "instead
/// of putting @Published on every property". The words a plain `replace` (the lexicon's group:
/// `replaces`, `in place of`, `stands in for`, `swaps out` …) holds in the point are what the
/// point says is no longer used: an answer that denies them agrees. An answer that denies the
/// replacing itself ("`@Test` doesn't replace XCTestCase subclasses") still denies the point.
extension Needed {
  /// The concept name of the lexicon's `replace` group.
  static let replaceName = "replac"
  /// Its number in the process (`ConceptNames`), looked up once: equal numbers, equal names. Each
  /// concept's `name` was looked up through the shared table's lock, for every part of every grading
  /// (issue 29 (a), s48-checkfast).
  static let replaceNumber = ConceptNames.shared.number(replaceName)

  /// The concepts after the first plain `replace` of `needed`, up to `StatementReader.negationReach`
  /// of them and up to `with` (what replaces: "replaces the cell with a newly dequeued one"), each
  /// plain; that `replace` concept; and whether the part opens with it ("Replaces null pointers",
  /// but also "Replacing a file can reset its flag", where the replacing is the subject: read so
  /// only against a clause that says the `replace` too). None when the part denies a word of its
  /// own ("adds to the value instead of replacing it": a turned-round statement is read as such).
  static func replaced(in needed: [StatementReader.Concept]) -> Replaced {
    guard !needed.contains(where: { $0.negation != nil }),
      let verb = needed.firstIndex(where: { !$0.flipped && $0.number == replaceNumber })
    else { return Replaced() }
    var objects = ConceptSet()
    for concept in needed[(verb + 1)..<min(needed.count, verb + 1 + StatementReader.negationReach)] {
      if concept.afterWith { break }
      if !concept.flipped, !needed[...verb].contains(where: { $0.id == concept.id }) {
        objects.insert(concept.id)
      }
    }
    return Replaced(objects: objects, verb: needed[verb].id, opens: verb == 0)
  }

  /// `occurrence` (a concept of the clause, as `said` holds it) read plainly where it is one the
  /// part says is replaced and the clause denies it with a plain denial, and does not deny or
  /// turn round the `replace` itself (nor leaves it out, where the part opens with it). The denial
  /// must hold a replaced word first ("no XCTestCase subclasses", "instead of the real service"):
  /// one that holds a verb first denies that verb ("the full app never receives the App Clip's
  /// invocation URLs" for "an installed full app replaces the App Clip").
  func unreplaced(
    _ occurrence: StatementReader.Concept, _ said: ConceptMap<StatementReader.Concept>,
    _ clause: StatementReader.Clause
  ) -> StatementReader.Concept {
    guard let verb = replaced.verb, let negation = occurrence.negation, !occurrence.flipped,
      !occurrence.purpose, replaced.objects.contains(occurrence.id), said[verb]?.negated != true,
      !replaced.opens || said[verb] != nil,
      clause.concepts.first(where: { $0.negation == negation }).map({ replaced.objects.contains($0.id) })
        == true
    else { return occurrence }
    var occurrence = occurrence
    occurrence.negation = nil
    return occurrence
  }
}

extension KeyPointMatcher {
  /// A concept of `part` and its occurrence in a clause as `match` compares them: a replaced word
  /// denied read plainly (`Needed.unreplaced`), a hedge (`hedgedAway`), a negative object
  /// (`objectDenied`).
  static func comparedForms(
    _ part: Needed, _ clause: StatementReader.Clause, _ point: StatementReader.Concept,
    _ occurrence: StatementReader.Concept, _ said: ConceptMap<StatementReader.Concept>,
    holds: (Int, Bool) -> Bool
  ) -> (point: StatementReader.Concept, said: StatementReader.Concept) {
    objectDenied(point, hedgedAway(point, part.unreplaced(occurrence, said, clause)), holds: holds)
  }
}

/// What a part says a plain `replace` takes the place of (`Needed.replaced(in:)`).
struct Replaced {
  var objects = ConceptSet()
  /// The `replace` concept, if the part says one so.
  var verb: Int?
  /// The part opens with it.
  var opens = false
}
