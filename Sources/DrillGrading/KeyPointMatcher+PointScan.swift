/// One pass over a touched point for the prefilters of the misstatement rules and the all-clear
/// (issue 29 (a), session 32): `misstates` and `allClears` scanned the same point's bytes six
/// times, once for each rule's words (`ASCIIWordSet`, 56 M of a `check` of the prose bank).
extension KeyPointMatcher {
  /// The rules whose prefilter a `PointScan` answers, in the order of `pointScanWords`.
  enum PointScanRule: Int, CaseIterable {
    case harm, time, quantity, count, cost, only, deferral
  }

  /// Each rule's prefilter words: those of `harmRootScan`, `timeWordScan`, `quantityWordScan`,
  /// `countWordScan`, `costWordScan`, `onlyWordScan` and `deferralWordScan`.
  static let pointScanWords: [[StaticString]] = [
    harmRoots, timeScanWords, quantityScanWords, countScanWords, costScanWords, onlyScanWords,
    deferralScanWords,
  ]

  /// All of `pointScanWords`, one after another.
  static let pointWordScan = ASCIIWordSet(pointScanWords.flatMap { $0 })

  /// Each rule's bits in `pointWordScan.held(in:)`.
  static let pointScanMasks: [UInt64] = {
    var (masks, offset) = ([UInt64](), 0)
    for words in pointScanWords {
      masks.append((0..<words.count).reduce(UInt64(0)) { $0 | 1 << UInt64(offset + $1) })
      offset += words.count
    }
    return masks
  }()

  /// Which rules' prefilter words a point holds: `holds(rule)` is the rule's own scan's
  /// `isHeld(in: point)`.
  struct PointScan {
    let held: UInt64

    init(_ point: String) {
      var point = point
      held = point.withUTF8 { KeyPointMatcher.pointWordScan.held(in: $0, enough: 0) }
    }

    func holds(_ rule: PointScanRule) -> Bool {
      held & KeyPointMatcher.pointScanMasks[rule.rawValue] != 0
    }
  }
}

extension KeyPointMatcher {
  /// Whether `said` misstates the point (`misstates`) or `touched` gives the all-clear to it
  /// (`allClears`) or denies its relevance (`deniesRelevance`), the point scanned once for the
  /// first two; `values`, the lexicon's closed sets (`misvalues`).
  static func misstatesOrClears(
    point: String, said: Substring, touched: Substring, stemmer: SnowballStemmer, stop: Set<String>,
    values: ValueSets = .none
  ) -> Bool {
    let scan = PointScan(point)
    return misstates(
      point: point, said: said, touched: touched, stemmer: stemmer, stop: stop, scan: scan, values: values)
      || allClears(point: point, said: touched, scan: scan)
      || deniesRelevance(point: point, said: touched)
  }
}
