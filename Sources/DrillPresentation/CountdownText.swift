import Foundation

/// Formats time left as `mm:ss`, rounding up so `00:00` appears only when time is up.
public enum CountdownText {
  public static func format(_ seconds: TimeInterval) -> String {
    let whole = seconds <= 0 ? 0 : Int(seconds.rounded(.up))
    let minutes = whole / 60
    let rest = whole % 60
    return (minutes < 10 ? "0" : "") + "\(minutes):" + (rest < 10 ? "0" : "") + "\(rest)"
  }
}
