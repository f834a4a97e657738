import Foundation
import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// On iOS `setValue(_:forKey:)` on a user defaults object stores the value as
// `set(_:forKey:)` does, and `value(forKey:)` reads it back: a published log of
// `[defaults setValue:@"test" forKey:@"TEST"]` prints "test" for `valueForKey:`.
@Suite struct UserDefaultsKeyValueCodingTests {
  @Test func aValueSetByKeyIsStoredAndReadBack() throws {
    let suite = "UserDefaultsKeyValueCodingTests.\(UUID().uuidString)"
    let defaults = try #require(UserDefaults(suiteName: suite))
    defer { defaults.removePersistentDomain(forName: suite) }
    defaults.setValue("test", forKey: "TEST")
    #expect(defaults.string(forKey: "TEST") == "test")
    #expect(defaults.value(forKey: "TEST") as? String == "test")
    defaults.setValue(nil, forKey: "TEST")
    #expect(defaults.object(forKey: "TEST") == nil)
  }
}
