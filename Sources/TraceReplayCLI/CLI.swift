/// Placeholder entry point.
public enum CLI {
  public static func run(_ arguments: [String]) -> Int32 { 0 }
}
