import CLibXML2
import Foundation

/// An HTML fragment parsed by libxml2's HTML parser (the HTML5-like error recovery a
/// browser applies: unclosed tags closed, a `<` that starts no tag kept as text, every
/// named entity decoded), as a Swift tree.
indirect enum HTMLNode: Equatable {
  case text(String)
  case element(name: String, attributes: [String: String], children: [HTMLNode])

  /// The nodes of a fragment (what goes inside `<body>`).
  static func parse(_ html: String) -> [HTMLNode] {
    guard !html.isEmpty else { return [] }
    guard html.contains("<") || html.contains("&") else { return [.text(html)] }
    let wrapped = "<html><head><meta charset=\"utf-8\"></head><body>\(html)</body></html>"
    let options = Int32(
      HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_NONET.rawValue
        | HTML_PARSE_COMPACT.rawValue)
    let count = Int32(clamping: wrapped.utf8.count)
    guard let document = wrapped.withCString({ htmlReadMemory($0, count, nil, "UTF-8", options) }) else {
      return [.text(html)]
    }
    defer { xmlFreeDoc(document) }
    guard let root = xmlDocGetRootElement(document) else { return [.text(html)] }
    let top = children(of: root)
    for node in top {
      if case .element("body", _, let children) = node { return children }
    }
    return top.filter { if case .element("head", _, _) = $0 { false } else { true } }
  }

  private static func children(of node: xmlNodePtr) -> [HTMLNode] {
    var result: [HTMLNode] = []
    var child = node.pointee.children
    while let current = child {
      switch current.pointee.type {
      case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
        if let raw = current.pointee.content { result.append(.text(String(cString: raw))) }
      case XML_ELEMENT_NODE:
        let name = current.pointee.name.map { String(cString: $0).lowercased() } ?? ""
        var attributes: [String: String] = [:]
        var attribute = current.pointee.properties
        while let property = attribute {
          if let attributeName = property.pointee.name,
            let value = xmlNodeListGetString(
              current.pointee.doc, property.pointee.children, 1)
          {
            attributes[String(cString: attributeName).lowercased()] = String(cString: value)
            swiftdrill_xml_free(value)
          }
          attribute = property.pointee.next
        }
        result.append(.element(name: name, attributes: attributes, children: children(of: current)))
      default:
        break
      }
      child = current.pointee.next
    }
    return result
  }

  /// The text inside, as `textContent` gives it.
  var textContent: String {
    switch self {
    case .text(let text): text
    case .element(_, _, let children): children.map(\.textContent).joined()
    }
  }

  var name: String? {
    if case .element(let name, _, _) = self { name } else { nil }
  }

  var children: [HTMLNode] {
    if case .element(_, _, let children) = self { children } else { [] }
  }

  func attribute(_ name: String) -> String? {
    if case .element(_, let attributes, _) = self { attributes[name] } else { nil }
  }

  /// Every element below (depth first) named `name`.
  func descendants(named name: String) -> [HTMLNode] {
    children.flatMap { child in (child.name == name ? [child] : []) + child.descendants(named: name) }
  }
}
