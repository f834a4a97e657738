import ComposeRender
import Testing

/// `ValueFormat`: the one way outputs write seconds and numbers.
@Suite struct ValueFormatTests {
  @Test func secondsKeepWholeMillisecondsWithoutTrailingZeros() {
    #expect(ValueFormat.seconds(.zero) == "0s")
    #expect(ValueFormat.seconds(.seconds(2)) == "2s")
    #expect(ValueFormat.seconds(.milliseconds(300)) == "0.3s")
    #expect(ValueFormat.seconds(.milliseconds(1250)) == "1.25s")
    #expect(ValueFormat.seconds(.milliseconds(5)) == "0.005s")
    #expect(ValueFormat.seconds(.microseconds(1999)) == "0.001s", "rounded toward zero")
    #expect(ValueFormat.milliseconds(.seconds(3) + .microseconds(7500)) == 3007)
  }

  @Test func wholeNumbersHaveNoFractionalPart() {
    #expect(ValueFormat.number(300) == "300")
    #expect(ValueFormat.number(-0.0) == "0")
    #expect(ValueFormat.number(12.5) == "12.5")
    #expect(ValueFormat.number(-0.25) == "-0.25")
    #expect(ValueFormat.number(1e20) == "1e+20")
    #expect(ValueFormat.number(.infinity) == "inf")
    #expect(ValueFormat.number(.nan) == "nan")
  }
}
