#include "CLibraryLoader.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

void *swiftdrill_library_open(const char *soname, const char *package) {
  // RTLD_LOCAL: the library's symbols do not join the global scope, so nothing else
  // binds to them by accident; RTLD_NOW: a broken library fails here, not mid-command.
  void *handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
  if (handle == NULL) {
    const char *reason = dlerror();
    fprintf(stderr,
            "swiftdrill: this command needs %s, which could not be loaded (%s).\n"
            "Install it (Debian: apt-get install %s) and try again.\n",
            soname, reason ? reason : "unknown error", package);
    exit(1);
  }
  return handle;
}

void *swiftdrill_library_symbol(void *handle, const char *soname, const char *name) {
  dlerror();
  void *address = dlsym(handle, name);
  if (address == NULL) {
    const char *reason = dlerror();
    fprintf(stderr, "swiftdrill: %s has no function %s (%s); is it the version SwiftDrill was built with?\n",
            soname, name, reason ? reason : "not found");
    exit(1);
  }
  return address;
}
