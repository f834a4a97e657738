extension ArchiveInstantiation {
  /// Sets what the archive stores for a segmented control: its `<segments>` (each `segment`'s
  /// title, else its image), in order, then `selectedSegmentIndex` and `momentary`.
  mutating func applySegments(_ object: ArchiveObject, to control: UISegmentedControl) {
    let segments = object.values.first { $0.name == "segments" }?.children ?? []
    for segment in segments where segment.name == "segment" {
      let index = control.numberOfSegments
      if let title = segment["title"] {
        control.insertSegment(withTitle: title, at: index, animated: false)
      } else if let image = segment["image"] {
        control.insertSegment(with: UIImage(named: image), at: index, animated: false)
      } else {
        control.insertSegment(withTitle: nil, at: index, animated: false)
      }
    }
    if object["momentary"] == "YES" { control.isMomentary = true }
    if let index = object["selectedSegmentIndex"].flatMap({ Int($0) }) {
      control.selectedSegmentIndex = index
    }
  }
}
