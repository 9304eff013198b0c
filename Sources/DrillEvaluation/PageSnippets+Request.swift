import DrillContent

extension PageSnippets.Snippet {
  /// The compile job that runs it; `origin` is the content file, for the trust decision.
  public func request(origin: String?) -> CodeRunRequest {
    var request = CodeRunRequest.program(code, origin: origin)
    request.compilerSettings = settings
    request.add(companions)
    return request
  }
}
