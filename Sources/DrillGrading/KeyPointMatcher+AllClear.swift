/// All-clear verdicts (session 23, s23-grading46): a speaker who calls a thing fine, safe,
/// harmless or okay says it does no harm. A point that says the thing does harm ("`sync` on the
/// serial queue you are already running on **deadlocks**", "reordering a stored property of a
/// frozen struct **breaks** clients", "a missing method is a compile **error**") is misstated by
/// the text that states it when that text gives the all-clear ("calling sync on the serial queue
/// you're already on is **safe**", "… is **safe** for old clients", "a missing method compiles
/// **fine**") and names no harm itself. What keeps the other readings: a point that denies its
/// harm ("never blocks", "no data race") or gives an all-clear of its own claims no harm; an
/// all-clear with a denial in the three words before it ("not safe", "isn't fine") is none, nor
/// one in a condition ("if that's fine"), nor one a contrast follows ("the first save creates the
/// record fine, **but** the second comes back as `serverRecordChanged`": the verdict is the first
/// save's); `thread-safe` and `fine-grained` are words of their own.
extension KeyPointMatcher {
  /// Words that say a thing does harm: it fails, breaks, corrupts or is an error. Not a gerund:
  /// "breaking changes" names a kind of change, not the harm a thing does.
  static let harmWords: Set<String> = [
    "deadlock", "deadlocks", "deadlocked", "crash", "crashes", "crashed", "leak", "leaks", "leaked", "hang",
    "hangs", "hung", "fail", "fails", "failed", "failure", "error", "errors", "conflict", "conflicts",
    "undefined", "race", "races", "trap", "traps", "corrupt", "corrupts", "corrupted", "break", "breaks",
    "broke", "broken", "reject", "rejects", "rejected", "freeze", "freezes", "froze", "stall", "stalls",
    "stalled",
  ]
  /// What every word of `harmWords` holds: the byte scan that rules a point out before it is read.
  static let harmRoots: [StaticString] = [
    "deadlock", "crash", "leak", "hang", "hung", "fail", "error", "conflict", "undefined", "race", "trap",
    "corrupt", "break", "broke", "reject", "freez", "froze", "stall",
  ]
  /// Words that say a thing does no harm.
  static let allClearWords: Set<String> = ["fine", "safe", "harmless", "okay"]
  /// Words after an all-clear in its text that move on to another case ("fine, but …").
  static let allClearContrasts: Set<String> = [
    "but", "however", "yet", "except", "whereas", "while", "although",
  ]

  /// Whether `said` gives the all-clear to what the point says does harm, and names no harm.
  static func allClears(point: String, said: Substring, scan: PointScan? = nil) -> Bool {
    // A byte scan first (as `miscounts`): most points name no harm, and each harm word holds
    // one of `harmRoots` in ASCII letters of either case.
    guard scan?.holds(.harm) ?? harmRootScan.isHeld(in: point) else { return false }
    func denied(_ stretch: [String], _ index: Int) -> Bool {
      stretch[max(0, index - 3)..<index].contains(where: countDenials.contains)
    }
    let pointStretches = wordStretches(point[...], compounds: true)
    let harms = pointStretches.contains { stretch in
      stretch.indices.contains { harmWords.contains(stretch[$0]) && !denied(stretch, $0) }
    }
    guard harms, !pointStretches.joined().contains(where: allClearWords.contains) else { return false }
    let saidStretches = wordStretches(said, compounds: true)
    if saidStretches.joined().contains(where: harmWords.contains) { return false }
    for (number, stretch) in saidStretches.enumerated() {
      for index in stretch.indices where allClearWords.contains(stretch[index]) {
        if denied(stretch, index) || stretch[..<index].contains(where: scopeConditions.contains) { continue }
        if stretch[index...].contains(where: allClearContrasts.contains)
          || saidStretches[(number + 1)...].joined().contains(where: allClearContrasts.contains)
        {
          continue
        }
        return true
      }
    }
    return false
  }
}
