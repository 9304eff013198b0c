import Synchronization

/// Every concept name read in this process, numbered once (issue 29 (a), session 29): a
/// `StatementReader.Concept` carries its name's number, not the name, so that a concept holds no
/// reference and copying, comparing or freeing one is a plain copy of its bytes (the name's string
/// was retained with every copy of a concept and released with every one freed: a twentieth of a
/// `check`). Two names have the same number exactly when they are equal as strings (canonical
/// equivalence, as a `Dictionary` keys them), so numbers compare as the names did.
///
/// Shared by every thread (behind a mutex) and never emptied: a concept may outlive any grading.
/// The names are the lexicon's concepts and the stems of the words read: a number is kept per
/// distinct stem, not per word read, so the table grows with the vocabulary of the texts, a
/// fraction of their size (`WordTable` keeps a `WordInfo` per distinct word beside it). A word's
/// stem is numbered once, with its `WordInfo` (`stemNumber`), and a lexicon meaning's name when
/// the lexicon is read (`GradingLexicon.Meaning.number`): reading a text numbers nothing else.
final class ConceptNames: Sendable {
  static let shared = ConceptNames()

  private struct Table {
    var numbers: [String: Int32] = [:]
    var names: [String] = []
    /// Each name's `StatementReader.nameHash` (the lexicon's filters are keyed by it).
    var hashes: [UInt32] = []
  }

  private let table = Mutex(Table())

  /// The number of `name`: the one it has, else the next.
  func number(_ name: String) -> Int32 {
    table.withLock { table in
      if let known = table.numbers[name] { return known }
      let number = Int32(table.names.count)
      table.numbers[name] = number
      table.names.append(name)
      table.hashes.append(StatementReader.nameHash(name))
      return number
    }
  }

  /// The name numbered `number`, as it was first numbered.
  func name(_ number: Int32) -> String {
    table.withLock { $0.names[Int(number)] }
  }

  /// The name numbered `number` and its `nameHash`.
  func entry(_ number: Int32) -> (name: String, hash: UInt32) {
    table.withLock { ($0.names[Int(number)], $0.hashes[Int(number)]) }
  }
}
