package scenarios

// Revisions are the rules revisions a game is played under
// (docs/archives.md): its rules system's and the engine core's. A game
// folder sets both from its signed header, so every later mincio replays
// the game as it was played; zero means the latest, for a scenario used
// outside a game (checks, pictures, tests).
type Revisions struct {
	System int
	Core   int
}
