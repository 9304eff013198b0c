#ifndef SWIFTDRILL_CLIBXML2_SHIM_H
#define SWIFTDRILL_CLIBXML2_SHIM_H

// Debian's libxml2 is built with ICU, and its encoding header then includes ICU's, which
// clash with the copy inside Foundation. SwiftDrill uses no encoding handler (fields are
// UTF-8), so the ICU part of that header is left out. `include/libxml` links to Debian's
// /usr/include/libxml2/libxml (libxml2-dev): this target's include folder is the header
// path SwiftPM gives every module that imports it, as pkg-config's -I was.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>

/// `xmlFree` is a global function pointer, which Swift 6 cannot call safely. Defined in
/// xml_loader.c, which opens libxml2 on first use.
void swiftdrill_xml_free(void *pointer);

#endif
