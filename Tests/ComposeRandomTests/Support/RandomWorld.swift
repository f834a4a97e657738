import Compose

/// A system under random test: built fresh for every run, driven one step at a time, and checked
/// after every step, at rest and after teardown. ``RandomRun`` runs any world the same way: steps
/// picked by the world's ``RandomWorld/Generator`` from a seed, the invariants after each step, and
/// on a failure the step list shrunk to one that fails the same way.
@MainActor protocol RandomWorld: AnyObject {
  /// One step: a replayable value that names things by id or name, never by reference, so that a
  /// shrunk subsequence can be replayed on a fresh world. A step naming something that does not
  /// exist (created by a step the shrinker removed) does nothing. Its description (by
  /// `CustomStringConvertible`) is what a failure report lists.
  associatedtype Step
  /// What a run varies besides the seed (the list's axis, presenting from children, ...).
  associatedtype Options
  /// Picks the steps, from a seed and, where it helps to keep them legal, the world's state.
  associatedtype Generator: RandomStepGenerator<Self>

  init(options: Options)

  /// Runs one step.
  func apply(_ step: Step)

  /// The first broken invariant, or `nil`: checked once before the first step and after every
  /// step.
  func violation() -> String?

  /// The windows of the world: after every step, each one's own invariant check
  /// (`Window.invariantViolations()`) must find nothing.
  var windowsUnderTest: [Window] { get }

  /// Brings the world to rest (ends open gestures and transitions, runs the clocks to idle) and
  /// returns the first invariant broken there.
  func settle() -> String?

  /// Lets go of what the world holds on to (the window's root, parked components) and returns the
  /// check to run once the world itself is released: what is still alive that should not be.
  func tearDown() -> () -> String?
}

/// Picks the steps of a ``RandomWorld``'s run. The steps it returns are plain values: replaying
/// them needs no generator.
@MainActor protocol RandomStepGenerator<World> {
  associatedtype World: RandomWorld

  init(seed: UInt64, options: World.Options)

  /// The next step, chosen from the generator's own state and, if it likes, the world's.
  mutating func next(for world: World) -> World.Step
}
