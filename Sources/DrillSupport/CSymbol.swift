#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A C function the platform's Swift module does not declare, looked up by name in
/// everything loaded (`RTLD_DEFAULT`): nil where the C library lacks it.
package enum CSymbol {
  package static func lookup(_ name: String) -> UnsafeMutableRawPointer? {
    #if canImport(Glibc)
      let everywhere: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT on glibc
    #else
      let everywhere = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT on Darwin
    #endif
    return dlsym(everywhere, name)
  }
}
