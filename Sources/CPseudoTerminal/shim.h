#ifndef SWIFTDRILL_CPSEUDOTERMINAL_SHIM_H
#define SWIFTDRILL_CPSEUDOTERMINAL_SHIM_H

// Pseudo-terminal calls for the REPL's terminal tests. Glibc's module only
// exposes them under _XOPEN_SOURCE, which a Swift module cannot set, so the
// POSIX prototypes are declared here.
int posix_openpt(int flags);
int grantpt(int fd);
int unlockpt(int fd);
char *ptsname(int fd);

#endif
