extension Judge {
  /// A sentence of several clauses, or two adjacent fragments, read as one clause (`windows`).
  struct Window {
    var sentences: Range<Int>
    var merged: StatementReader.Clause
    var names: ConceptSet
    var rivalKeys: ConceptSet
    /// Two fragments one of which has more than `fragmentConcepts` concepts (`fragmentPairs`).
    var wide = false
  }
}
