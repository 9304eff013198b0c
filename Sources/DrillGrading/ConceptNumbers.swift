/// Sets of concept numbers a lexicon keeps (`GradingLexicon.costs`, `GradingLexicon.named`).
final class ConceptNumbers: Sendable {
  let costs: Set<Int32>
  let named: Set<Int32>

  init(costs: Set<Int32>, named: Set<Int32>) { (self.costs, self.named) = (costs, named) }
}
