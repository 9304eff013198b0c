/// A few values by concept number: a list searched in order (a part or a clause names a
/// handful of concepts, cheaper to scan than to hash).
struct ConceptMap<Value> {
  private var ids: [Int] = []
  private var values: [Value] = []

  /// The room made at the first value set.
  static var firstCapacity: Int { 8 }

  init() {}

  subscript(id: Int) -> Value? {
    get { ids.firstIndex(of: id).map { values[$0] } }
    set {
      if let index = ids.firstIndex(of: id) {
        if let newValue {
          values[index] = newValue
        } else {
          ids.remove(at: index)
          values.remove(at: index)
        }
      } else if let newValue {
        // Room for a handful at the first, not grown one by one (issue 29 (a), s32-checkfast27:
        // a part's concepts, `Needed.inPoint`, were copied to a new buffer at the second, third
        // and fifth).
        if ids.capacity == 0 {
          ids.reserveCapacity(Self.firstCapacity)
          values.reserveCapacity(Self.firstCapacity)
        }
        ids.append(id)
        values.append(newValue)
      }
    }
  }

  var isEmpty: Bool { ids.isEmpty }

  /// Each number with its value, in the order they were first set.
  var pairs: Zip2Sequence<[Int], [Value]> { zip(ids, values) }

  func mapValues<T>(_ transform: (Value) -> T) -> ConceptMap<T> {
    var mapped = ConceptMap<T>()
    mapped.ids = ids
    mapped.values = values.map(transform)
    return mapped
  }
}
