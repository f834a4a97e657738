/// `first` and `second` merged at random, each keeping its own order: at every step the next
/// element comes from either side with a chance proportional to what that side has left.
public func interleave<Element>(
  _ first: [Element], _ second: [Element], using random: inout SplitMix64
) -> [Element] {
  var result: [Element] = []
  result.reserveCapacity(first.count + second.count)
  var i = 0
  var j = 0
  while i < first.count || j < second.count {
    let remainingFirst = UInt64(first.count - i)
    let remainingSecond = UInt64(second.count - j)
    if random.next() % (remainingFirst + remainingSecond) < remainingFirst {
      result.append(first[i])
      i += 1
    } else {
      result.append(second[j])
      j += 1
    }
  }
  return result
}
