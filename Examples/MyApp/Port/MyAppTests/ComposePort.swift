// ComposePortPlugin compiles the folder named below, relative to the package root, in place
// of this target's sources (the folder is never moved or edited).
// compose-port-source: MyAppTests
