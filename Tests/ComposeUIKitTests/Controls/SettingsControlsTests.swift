import Foundation
import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// A settings screen's controls as Apple documents them: a switch, a slider, a stepper and a date
// picker send `.valueChanged` when the user changes them, never when code sets their values;
// sliders and steppers keep their values within their ranges; a stepper that wraps goes from one
// end to the other; a date picker ignores a minimum date after its maximum date.

private final class SettingsViewController: UIViewController {
  let notifications = UISwitch()
  let volume = UISlider()
  let copies = UIStepper()
  let reminder = UIDatePicker()
  let haptics = UISelectionFeedbackGenerator()
  var log: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    notifications.onTintColor = .systemGreen
    notifications.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        self.log.append("notifications \(self.notifications.isOn)")
        self.haptics.selectionChanged()
      }, for: .valueChanged)
    volume.minimumValue = 0
    volume.maximumValue = 10
    volume.addAction(
      UIAction { [weak self] _ in self?.log.append("volume \(self?.volume.value ?? -1)") },
      for: .valueChanged)
    copies.minimumValue = 1
    copies.maximumValue = 10
    copies.stepValue = 3
    copies.addAction(
      UIAction { [weak self] _ in self?.log.append("copies \(self?.copies.value ?? -1)") },
      for: .valueChanged)
    reminder.datePickerMode = .time
    reminder.preferredDatePickerStyle = .compact
    reminder.addAction(
      UIAction { [weak self] _ in self?.log.append("reminder") }, for: .valueChanged)
    for control in [notifications, volume, copies, reminder] as [UIView] {
      view.addSubview(control)
    }
  }
}

@MainActor
@Suite struct SettingsControlsTests {
  @Test func codeChangesSendNothingAndTheUsersChangesSendValueChanged() {
    let settings = SettingsViewController()
    settings.loadViewIfNeeded()
    settings.notifications.setOn(true, animated: true)
    settings.volume.setValue(4, animated: false)
    settings.copies.value = 4
    settings.reminder.setDate(Date(timeIntervalSince1970: 0), animated: false)
    #expect(settings.log.isEmpty)

    settings.notifications.composeToggle()
    settings.volume.composeSlide(to: 7)
    settings.copies.composeIncrement()
    settings.reminder.composePick(Date(timeIntervalSince1970: 3_600))
    #expect(
      settings.log == ["notifications false", "volume 7.0", "copies 7.0", "reminder"])
    #expect(settings.haptics.composePlayedFeedbacks == ["selection"])
  }

  @Test func aDisabledControlSendsNothing() {
    let settings = SettingsViewController()
    settings.loadViewIfNeeded()
    settings.notifications.isEnabled = false
    #expect(!settings.notifications.composeToggle())
    #expect(!settings.notifications.isOn)
    #expect(settings.log.isEmpty)
  }

  @Test func aSlidersValueStaysInItsRange() {
    let slider = UISlider()
    #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1)
    slider.value = 5
    #expect(slider.value == 1)
    slider.maximumValue = 100
    slider.value = 50
    slider.minimumValue = 60
    #expect(slider.value == 60)
    slider.maximumValue = 55
    #expect(slider.value == 55)
  }

  @Test func aStepperStopsAtItsEndsUnlessItWraps() {
    let stepper = UIStepper()
    #expect(stepper.maximumValue == 100 && stepper.stepValue == 1 && !stepper.wraps)
    stepper.minimumValue = 0
    stepper.maximumValue = 10
    stepper.stepValue = 3
    stepper.value = 9
    stepper.composeIncrement()
    #expect(stepper.value == 10)
    #expect(!stepper.composeIncrement())
    stepper.wraps = true
    stepper.composeIncrement()
    #expect(stepper.value == 0)
    stepper.composeDecrement()
    #expect(stepper.value == 10)
  }

  @Test func aDatePickersDateStaysInItsRangeUnlessTheRangeIsInverted() {
    let picker = UIDatePicker()
    let start = Date(timeIntervalSince1970: 1_000)
    let end = Date(timeIntervalSince1970: 2_000)
    picker.minimumDate = start
    picker.maximumDate = end
    picker.date = Date(timeIntervalSince1970: 5_000)
    #expect(picker.date == end)
    picker.date = Date(timeIntervalSince1970: 0)
    #expect(picker.date == start)
    picker.minimumDate = Date(timeIntervalSince1970: 3_000)
    picker.date = Date(timeIntervalSince1970: 0)
    #expect(picker.date == Date(timeIntervalSince1970: 0))
  }

  @Test func feedbackGeneratorsRecordWhatTheyPlay() {
    let impact = UIImpactFeedbackGenerator(style: .heavy)
    impact.prepare()
    impact.impactOccurred()
    let outcome = UINotificationFeedbackGenerator()
    outcome.notificationOccurred(.success)
    #expect(impact.composePlayedFeedbacks == ["impact heavy"])
    #expect(outcome.composePlayedFeedbacks == ["notification success"])
  }
}
