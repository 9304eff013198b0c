// libxml2 (and the ICU it is built with), opened when the first Anki field's HTML is
// parsed (CLibraryLoader.h says why).
#include "CLibraryLoader.h"
#include "shim.h"

#define XML_FUNCTIONS(X) X(htmlReadMemory) X(xmlDocGetRootElement) X(xmlFreeDoc) X(xmlNodeListGetString) X(xmlFree)

SWIFTDRILL_LAZY_LIBRARY(xml, "libxml2.so.2", "libxml2", XML_FUNCTIONS)

htmlDocPtr htmlReadMemory(const char *buffer, int size, const char *URL, const char *encoding, int options) {
  return xml_library()->htmlReadMemory(buffer, size, URL, encoding, options);
}
xmlNodePtr xmlDocGetRootElement(const xmlDoc *doc) { return xml_library()->xmlDocGetRootElement(doc); }
void xmlFreeDoc(xmlDocPtr doc) { xml_library()->xmlFreeDoc(doc); }
xmlChar *xmlNodeListGetString(xmlDocPtr doc, const xmlNode *list, int inLine) {
  return xml_library()->xmlNodeListGetString(doc, list, inLine);
}
void swiftdrill_xml_free(void *pointer) { (*xml_library()->xmlFree)(pointer); }
