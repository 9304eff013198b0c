extension KeyPointMatcher {
  /// What `match` found of one part of a key point in one clause.
  struct Match {
    var share: Double
    var samePolarity: Bool
    /// The subject came from the clause before: the quote starts there.
    var borrowsSubject = false
    /// The claim is said of a rival of the point's subject ("unowned" for "weak").
    var swapped = false
    /// A rival said in place of the point's subject is a subject of the clause: its first
    /// concept, the first after a comma, a colon, `and` or `or`, or a side of a copula ("the
    /// goal is brevity"). Such a rival named inside the claim ("a struct with the fields a client
    /// may set") is a word of it: the clause is then no statement of the point, nor the point's
    /// claim said of the rival.
    var rivalIsSubject = true
    /// Neither stated nor denied: the clause names what the point says is avoided.
    var unclear = false
    var claimWords = 0  // concepts of the claim shared, and a subject denied; 0: only the subject
    /// The clause echoes the point's opening and says none of the rest (`echoesOpeningOnly`).
    var echoesOpening = false
    /// How a clause says the point the other way (read only when it does; `FittedPolarity`).
    var denial: PolaritySignal?
  }
}
