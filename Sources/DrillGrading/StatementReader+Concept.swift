extension StatementReader {
  /// One concept of a clause, with whether it is said negatively.
  struct Concept: Hashable {
    /// Its name's number in this process (`ConceptNames`): a concept holds no reference, so a
    /// copy of one is a copy of its bytes. Equal numbers, equal names.
    var number: Int32
    /// Said as an opposite (`non-optional` for `optional`).
    var flipped = false
    var id = 0  // its number in one grading (`ConceptIDs`), set by the judge
    /// The negation word whose scope holds it (its index in the clause), if any.
    var negation: Int?
    /// That word names a purpose (`avoids`, `prevents`): what it holds is what is avoided.
    var purpose = false
    /// The first concept of its clause or after a comma: where a new subject may start.
    var opens = false
    /// Next to a copula (`is`, `are`, `was`, `were`; an article between): one side of an
    /// equation ("the goal is brevity", "a plain class is fine"), a subject either way round.
    var equated = false
    /// Opened by `or`: an alternative to what the clause named before it ("weak or unowned").
    var alternative = false
    /// Opened by `and` or `or` inside one statement ("survive deleting and reinstalling the app"):
    /// not after a comma, nor before a subject word or code (`startsSubject`).
    var joined = false
    /// After a comparison's `than`: what something is compared with (`opensComparison`).
    var compared = false
    /// Opens a stretch set off after `and`, `or` or `and then` and a comma (`frontsPhrase`): a
    /// phrase fronted before the subject that follows it ("and, after a grace period, SIGKILL").
    var fronted = false
    /// A negative object right after it denies what it says ("inherits nothing", "needs no
    /// model"): that negation's index. The word itself is said plainly; it is read denied only
    /// against a side that denies it (`KeyPointMatcher.objectDenied`, session 24).
    var objectDenial: Int?
    /// Held by a denial that a later `until` or `unless` bounds ("nothing goes to disk until you
    /// call save"; `StatementReader.boundsDenial`, session 28).
    var bounded = false
    /// Held by such a denial after its `until`: the bound itself and what it names. After an
    /// `unless` nothing is: a subordinator opens a clause the denial does not reach.
    var boundedAfter = false
    /// Held by a denial inside an `if` condition ("if it has no demand, …"): it tells nothing of
    /// the claim's polarity (`StatementReader.conditioned`, session 29).
    var conditional = false
    /// Held by a denial on a condition's own verb said after its main clause or fronted ("eligible
    /// only if they never had an offer"; `StatementReader.ownConditioned`, session 32): compared
    /// for polarity only with a side whose clause says a condition too.
    var ownCondition = false
    /// Its clause says a condition or a time (`StatementReader.ownConditionOpeners`).
    var nearCondition = false
    /// Held by a modal denial that a `without` answers ("can't add one without breaking clients",
    /// `StatementReader.undenies`): conditional, and still the situation the clause is about.
    var doubled = false
    /// Opens its stretch right after a preposition, articles between ("in the test I create …"):
    /// a place or an object, not the stretch's subject (`KeyPointMatcher.besideOtherSubjects`).
    var afterPreposition = false
    /// The first word after `with` (articles skipped): "replaces the cell with a newly dequeued
    /// one" names what replaces from here (`Needed.replaced`).
    var afterWith = false
    /// Held by a denial whose stretch names the manner of the act ("don't launch it yourself",
    /// "wouldn't download directly"): it denies that manner, not the act (`StatementReader.hedged`).
    var hedged = false

    /// Negated by a word or said as an opposite.
    var negated: Bool { flipped || negation != nil }

    /// The concept named `number` (`ConceptNames`).
    init(
      number: Int32, flipped: Bool = false, negation: Int? = nil, purpose: Bool = false, opens: Bool = false,
      alternative: Bool = false
    ) {
      (self.number, self.flipped, self.negation) = (number, flipped, negation)
      (self.purpose, self.opens, self.alternative) = (purpose, opens, alternative)
    }

    /// The concept named `name`, numbered (`ConceptNames`).
    init(
      name: String, flipped: Bool = false, negation: Int? = nil, purpose: Bool = false, opens: Bool = false,
      alternative: Bool = false
    ) {
      self.init(
        number: ConceptNames.shared.number(name), flipped: flipped, negation: negation, purpose: purpose,
        opens: opens, alternative: alternative)
    }

    /// Its name (`ConceptNames`): the spelling first numbered.
    var name: String { ConceptNames.shared.name(number) }
  }

  /// The hash of a concept name that `ConceptIDs` keys by: a function of the name alone (equal
  /// names, equal hashes), so a kept one and one worked out again agree.
  static func nameHash(_ name: String) -> UInt32 { UInt32(truncatingIfNeeded: name.hashValue) }

  /// One clause of a text.
  struct Clause {
    /// Where it is in the text (for quoting it).
    var range: Range<String.Index>
    /// Its concepts, in order.
    var concepts: [Concept]
    /// Which sentence of the text it belongs to.
    var sentence: Int
    /// It opens with a pronoun ("it", "they"): its subject is the clause before's,
    /// even across a sentence.
    var refersBack = false
    /// Its concepts before what it reports ("people expect …"; `reportStart`), if it reports.
    var asserted: [Concept]?
    /// Only content words, at least `StatementReader.listWordsLeast`, with no function word, comma
    /// or code between them ("queue order server confirms retries backoff"; `listsWords`): a list
    /// of key words, which states at most one claim (`KeyPointMatcher.withdrawListTouches`).
    var listsWords = false
  }
}
