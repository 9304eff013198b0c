// swift-tools-version: 6.0
import PackageDescription

/// The test modules are built without debug info (`-gnone`, debug builds only): a failing
/// test names its file and line from the source, and the tests' build took about 8 % less CPU
/// (243 → 224 s and 269 → 250 s of CPU, touched test files, two A/B pairs; docs/performance.md).
/// The product's modules keep their debug info for the debugger.
let testModuleSettings: [SwiftSetting] = [.unsafeFlags(["-gnone"], .when(configuration: .debug))]

let package = Package(
  name: "SwiftDrill",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "swiftdrill", targets: ["swiftdrill"])
  ],
  targets: [
    // Libraries a few commands need, opened on first use rather than at every start
    // (Sources/CLibraryLoader/include/CLibraryLoader.h; figure b of docs/performance.md):
    // each C target is the library's header and the functions SwiftDrill calls, forwarded
    // to the real library. Debian: libedit-dev, libyaml-dev, libzip-dev, libstemmer-dev,
    // libzstd-dev, libxml2-dev, libssl-dev, libxxhash-dev (the Makefile's APT_PACKAGES).
    .target(name: "CLibraryLoader"),
    .target(name: "CEditLine", dependencies: ["CLibraryLoader"]),
    .systemLibrary(
      name: "CMarkGFM",
      pkgConfig: "libcmark-gfm",
      providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]), .brew(["cmark-gfm"])]
    ),
    .target(name: "CYAML", dependencies: ["CLibraryLoader"]),
    .systemLibrary(
      name: "CSQLite",
      pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
    ),
    // libcrypto's digests: SHA-1 (Anki) and SHA-256 (the run cache's keys), not
    // hand-written; opened on the first digest like the libraries above (libssl-dev).
    .target(name: "CCrypto", dependencies: ["CLibraryLoader"]),
    .target(name: "CZip", dependencies: ["CLibraryLoader"]),
    // xxHash's XXH3-128 for StableHash (snapshot names, the moves files' stamp, the audit
    // cache's keys): a maintained hash, not our own mixing (libxxhash-dev).
    .target(name: "CXXHash", dependencies: ["CLibraryLoader"]),
    // Snowball stemmers for the key-point matcher; libstemmer has no pkg-config file.
    .target(name: "CStemmer", dependencies: ["CLibraryLoader"]),
    // Anki 2.1.50+ packages: the zstd-compressed collection and media map.
    .target(name: "CZstd", dependencies: ["CLibraryLoader"]),
    // Anki fields: HTML parsed as a browser does (entities, stray `<`, unclosed tags).
    // include/libxml links to Debian's /usr/include/libxml2/libxml (libxml2-dev).
    .target(name: "CLibXML2", dependencies: ["CLibraryLoader"]),
    .systemLibrary(name: "CPseudoTerminal"),
    // Landlock, seccomp and the supervisor's fork: kernel interfaces Swift cannot call safely.
    .target(name: "CSandbox"),
    // The layers, lowest first (docs/architecture.md is this graph; a test checks it).
    // Paths, the clock, files, digests, zip, binary coding: what every layer may use.
    .target(name: "DrillSupport", dependencies: ["CCrypto", "CZip", "CXXHash"]),
    // The one SQLite wrapper: the progress store and Anki's collection files use it.
    .target(name: "DrillSQLite", dependencies: ["CSQLite"]),
    // The one Markdown layer (cmark-gfm), fence info and the compiler settings a fence may ask for.
    .target(name: "DrillMarkdown", dependencies: ["DrillSupport", "CMarkGFM"]),
    // The key-point matcher: Snowball stems, the grading lexicon, clauses and their
    // polarity. Low and small, so its evaluation rebuilds in seconds (Benchmarks/Grading).
    // Optimised in debug builds too: the tests grade the whole labelled corpus (56 sets and six
    // probes since session 39) and the bundled bank's audit through it, which an unoptimised
    // build made the longest part of `make test` (docs/performance.md, session 37).
    .target(
      name: "DrillGrading", dependencies: ["DrillSupport", "CStemmer"],
      swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]
    ),
    // The content model, loaders, checker, writers and the content cache.
    .target(name: "DrillContent", dependencies: ["DrillSupport", "DrillMarkdown", "DrillGrading", "CYAML"]),
    // FSRS-6 and its optimizer: pure.
    .target(name: "DrillScheduling", dependencies: ["DrillSupport"]),
    // Answers judged and code run (CodeRunner, the sandbox, check --run).
    .target(
      name: "DrillEvaluation",
      dependencies: [
        "DrillSupport", "DrillMarkdown", "DrillGrading", "DrillContent", "DrillScheduling", "CSandbox",
      ]),
    // The four games' pure engines.
    .target(name: "DrillGames", dependencies: ["DrillSupport", "DrillContent"]),
    // The progress store (SQLite).
    .target(
      name: "DrillProgress", dependencies: ["DrillSupport", "DrillSQLite", "DrillContent", "DrillScheduling"]),
    // Styled text, the Console seam, the Markdown renderer, tables and charts.
    .target(name: "DrillPresentation", dependencies: ["DrillSupport", "DrillMarkdown", "CMarkGFM"]),
    // The study modes: quiz, drill, interview, placement, lessons.
    .target(
      name: "DrillSessions",
      dependencies: [
        "DrillSupport", "DrillContent", "DrillScheduling", "DrillEvaluation", "DrillProgress",
        "DrillPresentation",
      ]),
    // What draws the games.
    .target(
      name: "DrillPlay", dependencies: ["DrillSupport", "DrillGames", "DrillProgress", "DrillPresentation"]),
    // What the commands print as tables or JSON.
    .target(
      name: "DrillReports",
      dependencies: [
        "DrillSupport", "DrillContent", "DrillScheduling", "DrillGames", "DrillProgress", "DrillPresentation",
        "DrillSessions",
      ]),
    // Anki packages out and in.
    .target(
      name: "DrillAnki",
      dependencies: [
        "DrillSupport", "DrillSQLite", "DrillGrading", "DrillContent", "DrillScheduling", "DrillProgress",
        "DrillPresentation", "CLibXML2", "CMarkGFM", "CZstd",
      ]),
    // The game projects a learner builds stage by stage, and their checks.
    .target(
      name: "DrillProjects",
      dependencies: ["DrillSupport", "DrillMarkdown", "DrillContent", "DrillEvaluation", "DrillPresentation"]),
    // Test helpers: the scripted console, the fuzz input, golden files and the
    // launcher of the built binary. Not part of any product.
    .target(
      name: "DrillKitTesting",
      dependencies: [
        "DrillSupport", "DrillGrading", "DrillContent", "DrillEvaluation", "DrillProgress",
        "DrillPresentation", "DrillAnki",
      ]
    ),
    .executableTarget(
      name: "swiftdrill",
      dependencies: [
        "DrillSupport", "DrillGrading", "DrillContent", "DrillScheduling", "DrillEvaluation", "DrillGames",
        "DrillProgress", "DrillPresentation", "DrillSessions", "DrillPlay", "DrillReports", "DrillAnki",
        "DrillProjects", "CEditLine", "CSandbox",
      ]
    ),
    // Issue 23's figures of the labelled spoken answers (the sets, a graded answer, MAE,
    // ranking, credit for nothing, contradicted points credited): one reckoning for the
    // grading benchmark and SpokenAnswerEvaluationTests. Not part of any product.
    .target(name: "GradingFigures", dependencies: ["DrillGrading"], path: "Benchmarks/GradingFigures"),
    // The grading benchmark and the spoken-answer figures (Benchmarks/Grading/grading.sh):
    // the matcher alone, so it rebuilds in seconds. Not part of any product.
    .executableTarget(
      name: "swiftdrill-grading",
      dependencies: ["DrillGrading", "DrillMarkdown", "GradingFigures"],
      path: "Benchmarks/Grading",
      exclude: [
        "grading.sh", "bank-json.py", "parsestudy.py", "calibrate.py", "calibrate_wrongline.py",
        "calibrate_polarity.py", "question-probe.py", "question-probe.json", "sets",
      ]
    ),
    // The fuzz targets (Benchmarks/fuzz.sh builds them with libFuzzer); built plainly, a
    // replayer of saved inputs. Not part of any product.
    .executableTarget(
      name: "swiftdrill-fuzz",
      dependencies: ["DrillKitTesting"],
      path: "Benchmarks/Fuzz"
    ),
    .testTarget(
      name: "DrillKitTests",
      dependencies: [
        "DrillSupport", "DrillSQLite", "DrillMarkdown", "DrillGrading", "DrillContent", "DrillScheduling",
        "DrillEvaluation",
        "DrillGames", "DrillProgress", "DrillPresentation", "DrillSessions", "DrillPlay", "DrillReports",
        "DrillAnki", "DrillProjects", "DrillKitTesting", "GradingFigures", "CZip",
      ],
      resources: [.copy("Fixtures")],
      swiftSettings: testModuleSettings
    ),
    .testTarget(
      name: "swiftdrillTests",
      dependencies: [
        "swiftdrill", "DrillSupport", "DrillSQLite", "DrillMarkdown", "DrillGrading", "DrillContent",
        "DrillScheduling",
        "DrillEvaluation", "DrillGames", "DrillProgress", "DrillPresentation", "DrillSessions", "DrillPlay",
        "DrillReports", "DrillAnki", "DrillProjects", "DrillKitTesting", "CPseudoTerminal",
      ],
      resources: [.copy("Fixtures")],
      swiftSettings: testModuleSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
