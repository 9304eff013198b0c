// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "SwiftDrill",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "swiftdrill", targets: ["swiftdrill"]),
    .library(name: "DrillKit", targets: ["DrillKit"]),
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
    .systemLibrary(name: "CPseudoTerminal"),
    // Landlock, seccomp and the supervisor's fork: kernel interfaces Swift cannot call safely.
    .target(name: "CSandbox"),
    .target(
      name: "DrillKit",
      dependencies: ["CMarkGFM", "CYAML", "CSQLite", "CSandbox", "CStemmer", "CZip"]
    ),
    // Test helpers: the scripted console, the fuzz input, golden files and the
    // launcher of the built binary. Not part of any product.
    .target(
      name: "DrillKitTesting",
      dependencies: ["DrillKit"]
    ),
    .executableTarget(
      name: "swiftdrill",
      dependencies: ["DrillKit", "CEditLine"]
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
      dependencies: ["DrillKit", "DrillKitTesting", "CZip"],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "swiftdrillTests",
      dependencies: ["swiftdrill", "DrillKit", "DrillKitTesting", "CPseudoTerminal"],
      resources: [.copy("Fixtures")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
