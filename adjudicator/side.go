package adjudicator

// Side names one side of a game as used in order files ("austria").
type Side string

// Audience says who may see something: nobody listed means every side.
type Audience []Side

// Public is the audience of everything every side may see.
var Public Audience

// Only is the audience of one side.
func Only(s Side) Audience { return Audience{s} }

// Sees reports whether side s is in the audience.
func (a Audience) Sees(s Side) bool {
	if len(a) == 0 {
		return true
	}
	for _, x := range a {
		if x == s {
			return true
		}
	}
	return false
}
