/// The kind of software keyboard a field asks for, as UIKit's
/// `UIKeyboardType`. A terminal has one keyboard: accepted so that code
/// written for iOS compiles, and changes nothing.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
         emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
    /// The alphabet keyboard, an older name for `asciiCapable`.
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// What a field's text means, for autofill, as UIKit's `UITextContentType`:
/// accepted, changes nothing (a terminal has no autofill).
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    /// The type's name.
    public let rawValue: String
    /// A content type named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A person's full name.
    public static let name = UITextContentType(rawValue: "name")
    /// A name's prefix ("Dr.").
    public static let namePrefix = UITextContentType(rawValue: "namePrefix")
    /// A given name.
    public static let givenName = UITextContentType(rawValue: "givenName")
    /// A middle name.
    public static let middleName = UITextContentType(rawValue: "middleName")
    /// A family name.
    public static let familyName = UITextContentType(rawValue: "familyName")
    /// A name's suffix ("Jr.").
    public static let nameSuffix = UITextContentType(rawValue: "nameSuffix")
    /// A nickname.
    public static let nickname = UITextContentType(rawValue: "nickname")
    /// A job title.
    public static let jobTitle = UITextContentType(rawValue: "jobTitle")
    /// An organization's name.
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    /// A location.
    public static let location = UITextContentType(rawValue: "location")
    /// A whole street address.
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    /// A street address's first line.
    public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
    /// A street address's second line.
    public static let streetAddressLine2 = UITextContentType(rawValue: "streetAddressLine2")
    /// A city.
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    /// A state or province.
    public static let addressState = UITextContentType(rawValue: "addressState")
    /// A city and state.
    public static let addressCityAndState = UITextContentType(rawValue: "addressCityAndState")
    /// A sublocality.
    public static let sublocality = UITextContentType(rawValue: "sublocality")
    /// A country's name.
    public static let countryName = UITextContentType(rawValue: "countryName")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    /// A URL.
    public static let URL = UITextContentType(rawValue: "URL")
    /// A credit card number.
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
    /// An account's user name.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    /// A shipment's tracking number.
    public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipmentTrackingNumber")
    /// A flight number.
    public static let flightNumber = UITextContentType(rawValue: "flightNumber")
    /// A date, a time or both.
    public static let dateTime = UITextContentType(rawValue: "dateTime")
    /// A birth date.
    public static let birthdate = UITextContentType(rawValue: "birthdate")
}

/// When a software keyboard turns on capitals, as SwiftUI's
/// `TextInputAutocapitalization`: accepted, changes nothing (what is typed
/// on a terminal is what the field gets).
public struct TextInputAutocapitalization: Sendable {
    let kind: Int
    /// Never.
    public static let never = TextInputAutocapitalization(kind: 0)
    /// At each word.
    public static let words = TextInputAutocapitalization(kind: 1)
    /// At each sentence (iOS's default).
    public static let sentences = TextInputAutocapitalization(kind: 2)
    /// Every character.
    public static let characters = TextInputAutocapitalization(kind: 3)
}

/// UIKit's older autocapitalization setting, for `autocapitalization(_:)`: accepted, changes nothing.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

extension View {
    /// The software keyboard for fields inside, as SwiftUI's `keyboardType(_:)`: accepted, changes nothing.
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }

    /// What fields inside hold, for autofill, as SwiftUI's `textContentType(_:)`: accepted, changes nothing.
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }

    /// When a software keyboard capitalizes, as SwiftUI's
    /// `textInputAutocapitalization(_:)`: accepted, changes nothing.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }

    /// UIKit's older form of `textInputAutocapitalization(_:)`: accepted, changes nothing.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }

    /// Turns autocorrection off, as SwiftUI's `autocorrectionDisabled(_:)`.
    /// A terminal corrects nothing: accepted, changes nothing.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

    /// The older form of `autocorrectionDisabled(_:)`: accepted, changes nothing.
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }
}
