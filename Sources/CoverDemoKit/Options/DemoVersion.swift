/// The demo's version, the one place it is written.
public let demoVersion = "0.1.0"
