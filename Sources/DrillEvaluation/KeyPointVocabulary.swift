/// Groups of words that mean the same in answers about Swift: general programming
/// vocabulary (not tuned to any one question). Each line is one group; its first
/// word is the concept the others stand for. `a-b` entries match the two words in a row.
enum KeyPointVocabulary {
  static let groups = """
    copy copies copied duplicate duplicates snapshot clone
    reference ref refs
    instance object objects instances
    identity identical same-instance same-object === triple-equals identity-operator
    equal equality equals == equatable double-equals
    caller call-site
    callee implementation implementer
    choose chosen choice pick picks picked decide decides decided select
    single same one exactly
    heterogeneous mixed different various
    box boxing boxed existential container wrapper
    cost costs overhead slower slow expensive pay price penalty
    fast faster quick cheap efficient
    nest nested nesting pyramid doom indentation indent deep
    flat flatten flattens flatter
    scope visible available
    exit leave return bail early-exit
    error errors throw throws thrown throwing exception
    strong strongly own owns owning retain retains retained keep
    release releases dealloc deallocate deallocated destroy destroyed
    cycle cycles loop circular
    leak leaks leaked
    weak unowned
    capture captures captured capturing
    variable variables var vars storage
    value values
    enum enums enumeration
    case cases alternative alternatives option options variant
    exhaustive exhaustiveness every-case all-cases
    associated payload payloads attached
    subclass subclassing subclassed subclasses inherit inheritance inherits override overridden overriding overridable
    module modules outside external framework
    count counting counted counts refcount
    serial serialise serialize serialised serialized one-at-a-time sequential mutual
    reentrant reentrancy interleave interleaving
    await awaits suspension suspend suspends suspended
    race races racing
    compiler compile-time static statically checks checked catch catches detect detects complain complains flag flags
    unique uniqueness duplicate-free no-duplicates dupes
    order ordered ordering sorted
    unordered no-order
    membership contains lookup lookups
    hashable hash hashing
    dictionary dictionaries map maps mapping
    key keys
    type types
    protocol protocols
    generic generics specialise specialize specialised specialized
    opaque hidden hides hide
    function functions func method methods closure closures
    class classes anyobject
    struct structs structure structures
    immutable constant unchangeable
    mutable change changes changed mutate mutates mutation mutating modify modifies modified write writes
    thread threads concurrent concurrently parallel simultaneous simultaneously
    main-thread main-actor mainactor ui
    task tasks
    actor actors
    isolate isolated isolation
    sendable
    optional optionals nil none absent absence missing no-value
    unwrap unwrapping unwrapped
    crash crashes trap traps fatal
    initialise initialize initializer initialiser init initialization initialisation
    default defaults
    memory heap
    stack
    deterministic deterministically immediately right-away
    condition conditions
    fail failure fails failed
    remain remains stay stays still persist persists kept
    after afterward afterwards later below rest subsequent
    before earlier prior
    avoid avoids prevent prevents
    branch branches path paths
    ordinary normal regular legitimate usual common expected
    express expresses declare declares
    stale outdated obsolete
    reuse reuses deduplicate deduplicates share shares shared sharing
    pending in-flight running ongoing
    cache caches cached caching memoize
    information info details message reason why
    several multiple many various
    collection collections array arrays list lists
    dynamic runtime dynamically
    dispatch dispatched
    """

  /// Words that carry no meaning of their own in an answer.
  static let stopWords: Set<String> = Set(
    """
    the and for are but not you all any can has had her was one our out his how its may who did get use via
    with that this from they them then than there their what when which while will would should could into onto
    your about also been being have each does just only some such very more most other these those where
    because instead using a an of to in on at by is it be as or if so do no we i me my us like um hmm well
    really thing things way ways want make makes made lets let say says said actually basically kind sort right
    yes yeah okay ok fine sure here even still much many every
    """.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))

  /// Common words whose presence says little: they weigh half, like the prompt's own words.
  static let commonText = "value type function class struct instance variable code use work works thing data"
}
