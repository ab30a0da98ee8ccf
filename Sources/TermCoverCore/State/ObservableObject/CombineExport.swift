// ObservableObject, @Published and the rest of Combine come with the views,
// as they do with `import SwiftUI`: a model needs no import of its own.
@_exported import Combine
