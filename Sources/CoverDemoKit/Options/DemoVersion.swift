/// The demo's version, the one place it is written.
package let demoVersion = "0.1.0"
