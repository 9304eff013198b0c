// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "SwiftDrill",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "swiftdrill", targets: ["swiftdrill"])
  ],
  targets: [
    .systemLibrary(
      name: "CEditLine",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
    ),
    .systemLibrary(
      name: "CMarkGFM",
      pkgConfig: "libcmark-gfm",
      providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]), .brew(["cmark-gfm"])]
    ),
    .systemLibrary(
      name: "CYAML",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
    ),
    .systemLibrary(
      name: "CSQLite",
      pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
    ),
    .systemLibrary(
      name: "CZip",
      pkgConfig: "libzip",
      providers: [.apt(["libzip-dev"]), .brew(["libzip"])]
    ),
    // Snowball stemmers for the key-point matcher; libstemmer has no pkg-config file.
    .systemLibrary(
      name: "CStemmer",
      providers: [.apt(["libstemmer-dev"]), .brew(["snowball"])]
    ),
    // Anki 2.1.50+ packages: the zstd-compressed collection and media map.
    .systemLibrary(
      name: "CZstd",
      pkgConfig: "libzstd",
      providers: [.apt(["libzstd-dev"]), .brew(["zstd"])]
    ),
    // Anki fields: HTML parsed as a browser does (entities, stray `<`, unclosed tags).
    .systemLibrary(
      name: "CLibXML2",
      pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
    ),
    .systemLibrary(name: "CPseudoTerminal"),
    // Landlock, seccomp and the supervisor's fork: kernel interfaces Swift cannot call safely.
    .target(name: "CSandbox"),
    // The layers, lowest first (docs/architecture.md is this graph; a test checks it).
    // Paths, the clock, files, hashing, zip, binary coding: what every layer may use.
    .target(name: "DrillSupport", dependencies: ["CZip"]),
    // The one SQLite wrapper: the progress store and Anki's collection files use it.
    .target(name: "DrillSQLite", dependencies: ["DrillSupport", "CSQLite"]),
    // The one Markdown layer (cmark-gfm), fence info and the compiler settings a fence may ask for.
    .target(name: "DrillMarkdown", dependencies: ["DrillSupport", "CMarkGFM"]),
    // The key-point matcher: Snowball stems, the grading lexicon, clauses and their
    // polarity. Low and small, so its evaluation rebuilds in seconds (Benchmarks/Grading).
    .target(name: "DrillGrading", dependencies: ["DrillSupport", "CStemmer"]),
    // The content model, loaders, checker, writers and the content cache.
    .target(name: "DrillContent", dependencies: ["DrillGrading", "DrillMarkdown", "DrillSupport", "CYAML"]),
    // FSRS-6 and its optimizer: pure.
    .target(name: "DrillScheduling", dependencies: ["DrillSupport"]),
    // Answers judged and code run (CodeRunner, the sandbox, check --run).
    .target(
      name: "DrillEvaluation",
      dependencies: [
        "DrillContent", "DrillGrading", "DrillMarkdown", "DrillScheduling", "DrillSupport", "CSandbox",
      ]),
    // The four games' pure engines.
    .target(name: "DrillGames", dependencies: ["DrillContent", "DrillSupport"]),
    // The progress store (SQLite).
    .target(
      name: "DrillProgress", dependencies: ["DrillContent", "DrillScheduling", "DrillSQLite", "DrillSupport"]),
    // Styled text, the Console seam, the Markdown renderer, tables and charts.
    .target(name: "DrillPresentation", dependencies: ["DrillMarkdown", "DrillSupport", "CMarkGFM"]),
    // The study modes: quiz, drill, interview, placement, lessons.
    .target(
      name: "DrillSessions",
      dependencies: [
        "DrillContent", "DrillEvaluation", "DrillMarkdown", "DrillPresentation", "DrillProgress",
        "DrillScheduling", "DrillSupport",
      ]),
    // What draws the games.
    .target(
      name: "DrillPlay", dependencies: ["DrillGames", "DrillPresentation", "DrillProgress", "DrillSupport"]),
    // What the commands print as tables or JSON.
    .target(
      name: "DrillReports",
      dependencies: [
        "DrillContent", "DrillEvaluation", "DrillGames", "DrillPresentation", "DrillProgress",
        "DrillScheduling", "DrillSessions", "DrillSupport",
      ]),
    // Anki packages out and in.
    .target(
      name: "DrillAnki",
      dependencies: [
        "DrillContent", "DrillEvaluation", "DrillPresentation", "DrillProgress", "DrillScheduling",
        "DrillSQLite", "DrillSupport", "CMarkGFM", "CZip", "CZstd", "CLibXML2",
      ]),
    // The game projects a learner builds stage by stage, and their checks.
    .target(
      name: "DrillProjects",
      dependencies: ["DrillContent", "DrillEvaluation", "DrillMarkdown", "DrillPresentation", "DrillSupport"]),
    // Test helpers: the scripted console, the fuzz input, golden files and the
    // launcher of the built binary. Not part of any product.
    .target(
      name: "DrillKitTesting",
      dependencies: [
        "DrillSupport", "DrillSQLite", "DrillMarkdown", "DrillGrading", "DrillContent", "DrillScheduling",
        "DrillEvaluation",
        "DrillGames", "DrillProgress", "DrillPresentation", "DrillSessions", "DrillPlay", "DrillReports",
        "DrillAnki", "DrillProjects",
      ]
    ),
    .executableTarget(
      name: "swiftdrill",
      dependencies: [
        "DrillSupport", "DrillSQLite", "DrillMarkdown", "DrillGrading", "DrillContent", "DrillScheduling",
        "DrillEvaluation",
        "DrillGames", "DrillProgress", "DrillPresentation", "DrillSessions", "DrillPlay", "DrillReports",
        "DrillAnki", "DrillProjects", "CEditLine",
      ]
    ),
    // The fuzz targets (Benchmarks/fuzz.sh builds them with libFuzzer); built plainly, a
    // replayer of saved inputs. Not part of any product.
    // The grading benchmark and the spoken-answer figures (Benchmarks/Grading/grading.sh):
    // the matcher alone, so it rebuilds in seconds. Not part of any product.
    .executableTarget(
      name: "swiftdrill-grading",
      dependencies: ["DrillGrading"],
      path: "Benchmarks/Grading",
      exclude: ["grading.sh"]
    ),
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
        "DrillAnki", "DrillProjects", "DrillKitTesting", "CZip",
      ],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "swiftdrillTests",
      dependencies: [
        "swiftdrill", "DrillSupport", "DrillSQLite", "DrillMarkdown", "DrillGrading", "DrillContent",
        "DrillScheduling",
        "DrillEvaluation", "DrillGames", "DrillProgress", "DrillPresentation", "DrillSessions", "DrillPlay",
        "DrillReports", "DrillAnki", "DrillProjects", "DrillKitTesting", "CPseudoTerminal",
      ],
      resources: [.copy("Fixtures")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
