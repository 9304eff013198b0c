import Dispatch
import DrillEvaluation
import DrillKitTesting
import Synchronization
import Testing

@testable import DrillGrading

/// Concept names numbered once per process (`ConceptNames`, issue 29 (a), session 29): a concept
/// carries its name's number, so it holds no reference, and numbers compare as the names do.
@Suite struct ConceptNamesTests {
  /// The point of the numbers: a concept is plain bytes, copied and freed without a reference count.
  @Test func aConceptHoldsNoReference() {
    expectTrue(_isPOD(StatementReader.Concept.self))
  }

  /// A name numbered gives its number back, and the number its name; equal names (canonically, as
  /// `String` compares) one number, others another.
  @Test func namesAndNumbersGoBothWays() {
    let names = ["copie", "copi\u{E9}", "résultat", "référence partagée", "кириллица", "x¬", "", "a b"]
    let numbers = names.map(ConceptNames.shared.number)
    expectEqual(Set(numbers).count, names.count)
    for (name, number) in zip(names, numbers) {
      expectEqual(ConceptNames.shared.number(name), number, "\(name)")
      expectEqual(ConceptNames.shared.name(number), name)
      expectEqual(ConceptNames.shared.entry(number).hash, StatementReader.nameHash(name), "\(name)")
      expectEqual(StatementReader.Concept(name: name).name, name)
    }
    expectEqual(ConceptNames.shared.number("copie\u{301}"), ConceptNames.shared.number("copi\u{E9}"))
    expectEqual(ConceptNames.shared.number("re\u{301}sultat"), ConceptNames.shared.number("résultat"))
  }

  /// Threads numbering the same new names at once agree on every number.
  @Test func threadsAgreeOnNumbers() {
    let names = (0..<400).map { "s29-concurrent-\($0)" }
    let found = Results(count: 8)
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      let order = thread % 2 == 0 ? names : names.reversed()
      var numbers: [String: Int32] = [:]
      for name in order { numbers[name] = ConceptNames.shared.number(name) }
      found.set(thread, names.map { numbers[$0]! })
    }
    let first = found.get(0)
    expectEqual(Set(first).count, names.count)
    for thread in 1..<8 { expectEqual(found.get(thread), first, "thread \(thread)") }
    for (name, number) in zip(names, first) { expectEqual(ConceptNames.shared.name(number), name) }
  }

  /// Two readers with lexicons of their own read a text as concepts equal one for one: the numbers
  /// are the process's, not a lexicon's or a reading's.
  @Test func readersShareNumbers() {
    let text = "A struct is copied on assignment; la valeur est copiée, un optionnel peut valoir nil."
    let first = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer()).statement(text)
    let again = GradingLexicon(text: GradingLexicon.bundledText, path: "lexicon.txt")
    let second = StatementReader(lexicon: again, stemmer: SnowballStemmer()).statement(text)
    expectTrue(first.count > 4, "\(first.count) concepts")
    expectEqual(first, second)
    expectEqual(first.map(\.name), second.map(\.name))
  }

  /// A lexicon meaning carries its concept's number, and a concept read through the meaning is named
  /// as the meaning is.
  @Test func meaningsCarryTheirNumbers() {
    let lexicon = GradingLexicon.bundled
    var checked = 0
    for (_, meaning) in lexicon.meanings.prefix(200) {
      expectEqual(meaning.number, ConceptNames.shared.number(meaning.concept), "\(meaning.concept)")
      expectEqual(ConceptNames.shared.name(meaning.number), meaning.concept)
      checked += 1
    }
    expectTrue(checked > 50, "\(checked) meanings")
  }

  /// Each thread's numbers, kept behind a lock.
  final class Results: Sendable {
    private let rows: Mutex<[[Int32]]>

    init(count: Int) { rows = Mutex(Array(repeating: [], count: count)) }

    func set(_ index: Int, _ row: [Int32]) { rows.withLock { $0[index] = row } }
    func get(_ index: Int) -> [Int32] { rows.withLock { $0[index] } }
  }
}
