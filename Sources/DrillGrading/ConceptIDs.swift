/// The concept names of one grading as small integers, so that judging compares and looks up
/// numbers instead of hashing strings (`Judge`, `Needed`, `KeyPointMatcher.match`). Each name
/// gets the next number the first time it is met in this grading; two concepts have the same
/// number exactly when they have the same name. What the lexicon says of a name (common, its
/// rivals) is looked up once per grading.
final class ConceptIDs {
  /// The reader's lexicon, by its one reference (`SharedLexicon`; session 31: a copy a grading),
  /// passed to `Table` as the reference (the lexicon itself, read out of the class, was copied).
  let shared: SharedLexicon
  /// The numbers so far, in one value: a method of the class reaches it once per call (each
  /// access to a stored property of a class is checked for exclusivity at run time).
  /// Neither table is checked (issue 29 (a), session 27: the checks of `rivals(ofKey:)` alone were
  /// 0.5 % of a `check` of the prose bank): one grading's, on one thread, and no method reaches
  /// one while another access to it is under way.
  @exclusivity(unchecked) private var table = Table()
  /// The rivals of each rival key (`key(_:flipped:)`) looked up so far, as an index into
  /// `rivalSets`, `unknown` or `noRivals`: a number each, so that room for new keys is plain
  /// bytes (an optional set each was made one by one: 0.7 % of a `check`; issue 29 (a), session 29).
  @exclusivity(unchecked) private var rivalSlots: [Int32] = []
  @exclusivity(unchecked) private var rivalSets: [ConceptSet] = []
  private static let (unknown, noRivals): (Int32, Int32) = (-1, -2)

  /// The numbers by name, in a table of its own: open addressing on each name's number in the
  /// process (`ConceptNames`), which every concept carries, so the table neither hashes nor
  /// compares a name (issue 29 (a), session 29; before, the name's hash, kept beside it).
  private struct Table {
    /// Each slot the number of a name, or -1; a power of two, never more than half full. Made at
    /// the first name: an empty table (`interned` swaps one in) allocates nothing.
    var slots: [Int32] = []
    /// Each number's name, its number in the process, and its `nameHash`.
    var names: [String] = []
    var processNumbers: [Int32] = []
    var hashes: [UInt32] = []
    var common: [Bool] = []

    static func slot(_ number: Int32, in count: Int) -> Int {
      Int(truncatingIfNeeded: UInt32(bitPattern: number) &* 0x9E37_79B1) & (count - 1)
    }

    mutating func id(_ number: Int32, shared: SharedLexicon) -> Int {
      if slots.isEmpty { slots = [Int32](repeating: -1, count: 512) }
      var slot = Self.slot(number, in: slots.count)
      while slots[slot] >= 0 {
        let known = Int(slots[slot])
        if processNumbers[known] == number { return known }
        slot = (slot + 1) & (slots.count - 1)
      }
      let id = names.count
      slots[slot] = Int32(id)
      let (name, hash) = ConceptNames.shared.entry(number)
      names.append(name)
      processNumbers.append(number)
      hashes.append(hash)
      common.append(shared.lexicon.mayBeCommon(hash: hash) && shared.lexicon.common.contains(name))
      if 2 * names.count > slots.count { grow() }
      return id
    }

    /// Twice the slots, each number placed again.
    private mutating func grow() {
      slots = [Int32](repeating: -1, count: 2 * slots.count)
      for (id, number) in processNumbers.enumerated() {
        var slot = Self.slot(number, in: slots.count)
        while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
        slots[slot] = Int32(id)
      }
    }
  }

  init(shared: SharedLexicon) {
    self.shared = shared
    // An answer and its points name a few hundred concepts: no growing on the way.
    table.names.reserveCapacity(256)
    table.processNumbers.reserveCapacity(256)
    table.hashes.reserveCapacity(256)
    table.common.reserveCapacity(256)
    rivalSlots.reserveCapacity(512)
  }

  /// The number of `name`.
  func id(_ name: String) -> Int { id(number: ConceptNames.shared.number(name)) }

  /// The number of `concept`'s name.
  func id(_ concept: StatementReader.Concept) -> Int { id(number: concept.number) }

  /// The number of the name numbered `number` in the process.
  private func id(number: Int32) -> Int {
    let id = table.id(number, shared: shared)
    keepRivalKeys()
    return id
  }

  /// Room in `rivalSlots` for the two rival keys of every number so far, `unknown` until looked up.
  private func keepRivalKeys() {
    let wanted = 2 * table.names.count
    if rivalSlots.count < wanted {
      rivalSlots.append(contentsOf: repeatElement(Self.unknown, count: wanted - rivalSlots.count))
    }
  }

  /// `concepts` with their numbers: numbered in place, the table taken out of the class for the
  /// whole list (each access to it is checked for exclusivity) and put back (session 21: a copy
  /// of each concept and an access per concept were two thirds of the interning).
  func interned(_ concepts: [StatementReader.Concept]) -> [StatementReader.Concept] {
    var concepts = concepts
    intern(&concepts)
    return concepts
  }

  /// `interned(_:)` in place: a list no one else holds (a judge's clauses, read for it alone) is
  /// numbered where it lies, not copied (issue 29 (a), s43-checkfast42: a copy of each clause's
  /// concepts a grading, and the list read dropped).
  func intern(_ concepts: inout [StatementReader.Concept]) {
    var table = Table()
    swap(&table, &self.table)
    for index in concepts.indices {
      concepts[index].id = table.id(concepts[index].number, shared: shared)
    }
    swap(&table, &self.table)
    keepRivalKeys()
  }

  func interned(_ clause: StatementReader.Clause) -> StatementReader.Clause {
    var clause = clause
    clause.concepts = interned(clause.concepts)
    return clause
  }

  /// The lexicon's `common` concepts (they weigh half).
  func isCommon(_ id: Int) -> Bool { table.common[id] }

  /// How a rival set names a concept said one way or the other (`GradingLexicon.rivalKey`).
  static func key(_ id: Int, flipped: Bool) -> Int { id << 1 | (flipped ? 1 : 0) }

  /// The lexicon's rivals of the concept with rival key `key`, as rival keys.
  func rivals(ofKey key: Int) -> ConceptSet? {
    switch rivalSlots[key] {
    case Self.unknown: break
    case Self.noRivals: return nil
    case let known: return rivalSets[Int(known)]
    }
    // Most concepts have none: their names are not looked up (`GradingLexicon.mayHaveRivals`).
    guard shared.lexicon.mayHaveRivals(hash: table.hashes[key >> 1]) else {
      rivalSlots[key] = Self.noRivals
      return nil
    }
    let name = GradingLexicon.rivalKey(table.names[key >> 1], flipped: key & 1 == 1)
    let found = shared.lexicon.rivals[name].map { keys in
      ConceptSet(
        keys.map { rival in
          Self.isFlippedRival(rival)
            ? Self.key(id(String(rival.dropLast())), flipped: true) : Self.key(id(rival), flipped: false)
        })
    }
    if let found {
      rivalSlots[key] = Int32(rivalSets.count)
      rivalSets.append(found)
    } else {
      rivalSlots[key] = Self.noRivals
    }
    return found
  }

  /// Whether a lexicon rival is said the other way (`copy¬`: `rival.hasSuffix("¬")`). Its last
  /// byte first (`¬` is U+00AC, UTF-8 `C2 AC`), so that a plain rival is not compared by
  /// characters (issue 29 (a), s41-checkfast40: `hasSuffix` about 900 instructions a rival).
  static func isFlippedRival(_ rival: String) -> Bool {
    rival.utf8.last == 0xAC && rival.hasSuffix("¬")
  }
}

/// A set of concept numbers (or rival keys), as bits: the first 256 in the value itself (a
/// grading numbers a few hundred concepts at most, so most sets allocate nothing), the rest
/// in `more`.
struct ConceptSet {
  private var first: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
  private var more: [UInt64] = []
  private static let inline = 4

  init() {}

  init<S: Sequence>(_ members: S) where S.Element == Int {
    for member in members { insert(member) }
  }

  /// The word of bits `64 * index ..< 64 * (index + 1)`.
  private func word(_ index: Int) -> UInt64 {
    switch index {
    case 0: first.0
    case 1: first.1
    case 2: first.2
    case 3: first.3
    default: index - Self.inline < more.count ? more[index - Self.inline] : 0
    }
  }

  private mutating func add(_ bits: UInt64, at index: Int) {
    switch index {
    case 0: first.0 |= bits
    case 1: first.1 |= bits
    case 2: first.2 |= bits
    case 3: first.3 |= bits
    default:
      let slot = index - Self.inline
      if slot >= more.count { more += Array(repeating: 0, count: slot - more.count + 1) }
      more[slot] |= bits
    }
  }

  func contains(_ member: Int) -> Bool {
    word(member >> 6) & (1 << UInt64(member & 63)) != 0
  }

  mutating func insert(_ member: Int) {
    add(1 << UInt64(member & 63), at: member >> 6)
  }

  mutating func formUnion(_ other: ConceptSet) {
    first.0 |= other.first.0
    first.1 |= other.first.1
    first.2 |= other.first.2
    first.3 |= other.first.3
    for (slot, bits) in other.more.enumerated() where bits != 0 { add(bits, at: slot + Self.inline) }
  }

  var isEmpty: Bool {
    first.0 | first.1 | first.2 | first.3 == 0 && !more.contains { $0 != 0 }
  }

  func isDisjoint(with other: ConceptSet) -> Bool {
    guard
      first.0 & other.first.0 | first.1 & other.first.1 | first.2 & other.first.2 | first.3
        & other.first.3 == 0
    else { return false }
    for (bits, otherBits) in zip(more, other.more) where bits & otherBits != 0 { return false }
    return true
  }
}

/// A set of a few numbers (the negations a match meets): the first four in the value itself,
/// searched in order, so that a match neither allocates nor hashes for them.
struct FewInts: ExpressibleByArrayLiteral {
  private var first: (Int, Int, Int, Int) = (0, 0, 0, 0)
  /// The members past the first four, made at the fifth: nil, not an empty array, so that a set
  /// of four or fewer holds no reference, and is let go of without a release (issue 29 (a),
  /// s43-checkfast43: `match` drops six a call).
  private var more: [Int]?
  private(set) var count = 0

  /// No members: what `[]` makes, without the literal's variadic array (`match` makes six a
  /// call; issue 29 (a), s33-checkfast32).
  init() {}

  init(arrayLiteral members: Int...) {
    for member in members { insert(member) }
  }

  func contains(_ member: Int) -> Bool {
    switch count {
    case 0: false
    case 1: first.0 == member
    case 2: first.0 == member || first.1 == member
    case 3: first.0 == member || first.1 == member || first.2 == member
    default:
      first.0 == member || first.1 == member || first.2 == member || first.3 == member
        || more?.contains(member) == true
    }
  }

  mutating func insert(_ member: Int) {
    guard !contains(member) else { return }
    switch count {
    case 0: first.0 = member
    case 1: first.1 = member
    case 2: first.2 = member
    case 3: first.3 = member
    default:
      if more == nil { more = [] }
      more!.append(member)
    }
    count += 1
  }
}
