import Testing

@testable import DrillContent

@Suite struct ContentIDTests {
  @Test(arguments: [
    ("Value or reference?", "value-or-reference"),
    ("Ça marche — déjà vu", "ca-marche-deja-vu"),
    ("  What does `map` do?  ", "what-does-map-do"),
    ("Swift 6: strict concurrency", "swift-6-strict-concurrency"),
    ("ﬁle ligature", "file-ligature"),
    ("???", ""),
    ("Über große Straße, Ærø", "uber-grosse-strasse-aero"),
  ])
  func slugsATitle(title: String, slug: String) {
    #expect(ContentID.slug(title) == slug)
  }

  @Test(arguments: [
    ("struct-copy", true), ("a", true), ("0-based", true), ("-leading", false), ("Upper", false),
    ("with space", false), ("under_score", false), ("", false), ("é", false),
  ])
  func validatesAnID(id: String, valid: Bool) {
    #expect(ContentID.isValid(id) == valid)
  }
}
