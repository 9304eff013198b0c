#ifndef SWIFTDRILL_CLIBRARYLOADER_H
#define SWIFTDRILL_CLIBRARYLOADER_H

// Loading a shared library when a command first needs it, not at every start.
//
// libzip, libzstd, libxml2 (with ICU), libedit, libyaml and libstemmer serve a few
// commands each (export and import, Anki packages, an interactive terminal, parsing
// content, grading spoken answers), yet linked as usual the dynamic loader maps and
// relocates them, and what they pull in, before `main` of every run (docs/performance.md,
// figure b). Their C targets (CZip, CZstd, CLibXML2, CEditLine, CYAML, CStemmer) define
// the library's functions that SwiftDrill calls, with the library's own prototypes; each
// opens the real library with dlopen on its first call and forwards to it. Swift code
// calls them as before. The libraries stay what they were: real, the same versions.
// CCrypto and CXXHash do the same for libcrypto (the first SHA digest) and libxxhash (the
// first StableHash: a start from the content cache hashes its snapshot's name, so a quiz
// opens this one: 80 KB, about 58,000 instructions; docs/performance.md).

#include <pthread.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Opens `soname` (e.g. "libzip.so.4"), or ends the process with a message naming it and
/// `package`, the Debian package that provides it: a missing library is an installation
/// problem, which the dynamic loader would also have refused at start.
void *swiftdrill_library_open(const char *soname, const char *package);

/// The address of `name` in the library `handle`, or ends the process with a message.
void *swiftdrill_library_symbol(void *handle, const char *soname, const char *name);

#ifdef __cplusplus
}
#endif

// A library's table of functions, filled once (thread-safe) on first use:
//   #define FUNCTIONS(X) X(zip_open) X(zip_close)
//   SWIFTDRILL_LAZY_LIBRARY(zip, "libzip.so.4", "libzip4", FUNCTIONS)
// declares `zip_library()`, returning the table whose fields are named as the functions.
#define SWIFTDRILL_LAZY_FIELD(name) __typeof__(&name) name;
#define SWIFTDRILL_LAZY_RESOLVE(name)                                                  \
  table.name = (__typeof__(&name))swiftdrill_library_symbol(handle, soname, #name);
#define SWIFTDRILL_LAZY_LIBRARY(prefix, soname_, package, FUNCTIONS)                  \
  static struct prefix##_functions { FUNCTIONS(SWIFTDRILL_LAZY_FIELD) } prefix##_table; \
  static pthread_once_t prefix##_once = PTHREAD_ONCE_INIT;                            \
  static void prefix##_load(void) {                                                   \
    const char *soname = soname_;                                                     \
    void *handle = swiftdrill_library_open(soname, package);                          \
    struct prefix##_functions table;                                                  \
    FUNCTIONS(SWIFTDRILL_LAZY_RESOLVE)                                                \
    prefix##_table = table;                                                           \
  }                                                                                   \
  static inline const struct prefix##_functions *prefix##_library(void) {            \
    pthread_once(&prefix##_once, prefix##_load);                                      \
    return &prefix##_table;                                                           \
  }

#endif
