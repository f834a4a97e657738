import Foundation

/// A keyboard's kind (UIKit's `UIKeyboardType`, with its raw values). Stored only: Compose has
/// no keyboard.
public enum UIKeyboardType: Int, Hashable, Sendable {
  /// The default keyboard.
  case `default` = 0
  /// Characters and symbols.
  case asciiCapable = 1
  /// Numbers and punctuation.
  case numbersAndPunctuation = 2
  /// For URLs.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case URL = 3
  /// A number pad.
  case numberPad = 4
  /// A phone pad.
  case phonePad = 5
  /// A name and phone pad.
  case namePhonePad = 6
  /// For email addresses.
  case emailAddress = 7
  /// A number pad with a decimal point.
  case decimalPad = 8
  /// For Twitter.
  case twitter = 9
  /// For web search.
  case webSearch = 10
  /// An ASCII number pad.
  case asciiCapableNumberPad = 11
}

/// A keyboard's return key (UIKit's `UIReturnKeyType`, with its raw values). Stored only.
public enum UIReturnKeyType: Int, Hashable, Sendable {
  /// Return.
  case `default` = 0
  /// Go.
  case go = 1
  /// Google.
  case google = 2
  /// Join.
  case join = 3
  /// Next.
  case next = 4
  /// Route.
  case route = 5
  /// Search.
  case search = 6
  /// Send.
  case send = 7
  /// Yahoo.
  case yahoo = 8
  /// Done.
  case done = 9
  /// Emergency call.
  case emergencyCall = 10
  /// Continue.
  case `continue` = 11
}

/// Automatic capitalization (UIKit's `UITextAutocapitalizationType`, with its raw values).
/// Stored only.
public enum UITextAutocapitalizationType: Int, Hashable, Sendable {
  /// None.
  case none = 0
  /// Each word.
  case words = 1
  /// Each sentence.
  case sentences = 2
  /// Every character.
  case allCharacters = 3
}

/// Autocorrection (UIKit's `UITextAutocorrectionType`, with its raw values). Stored only.
public enum UITextAutocorrectionType: Int, Hashable, Sendable {
  /// The default.
  case `default` = 0
  /// Off.
  case no = 1
  /// On.
  case yes = 2
}

/// The kind of content a text field holds, for autofill (UIKit's `UITextContentType`). Stored
/// only.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  /// The kind's name.
  public let rawValue: String

  /// Creates a kind.
  ///
  /// - Parameter rawValue: The kind's name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A user name.
  public static let username = UITextContentType(rawValue: "username")
  /// A password.
  public static let password = UITextContentType(rawValue: "password")
  /// A new password.
  public static let newPassword = UITextContentType(rawValue: "new-password")
  /// A one-time code.
  public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
  /// An email address.
  public static let emailAddress = UITextContentType(rawValue: "email")
  /// A telephone number.
  public static let telephoneNumber = UITextContentType(rawValue: "tel")
  /// A name.
  public static let name = UITextContentType(rawValue: "name")
}
