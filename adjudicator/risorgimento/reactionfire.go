package risorgimento

// ReactionFire is what a unit may still fire in the enemy's activation
// segment (7.17, 7.24): a battery one Counter-Battery and one Pre-Attack
// fire each segment; a small-arms unit once, after being fired at or
// before being attacked.
type ReactionFire struct {
	CounterBattery, PreAttack, SmallArms bool // already used this segment
}

// Reaction fire triggers (7.17, 7.24).
type Trigger uint8

const (
	FiredAtByArtillery Trigger = iota + 1 // counter-battery: after the original fire
	AboutToBeFiredAt                      // pre-attack
	AboutToBeAttacked                     // pre-attack; small arms before being attacked
	EnemyEntersFrontal                    // pre-attack: an enemy moves into a frontal hex
	FiredAt                               // small arms: after being fired at
)

// MayReact says whether a unit may reaction fire on a trigger, and which
// allowance it uses (7.17, 7.24). Artillery in SM never fires (5.12).
func MayReact(u Unit, used ReactionFire, tr Trigger) (kind string, ok bool) {
	if u.Kind == Artillery {
		if u.SM || u.Disorder {
			return "", false
		}
		if tr == FiredAtByArtillery && !used.CounterBattery {
			return "counter-battery", true
		}
		if (tr == AboutToBeFiredAt || tr == AboutToBeAttacked || tr == EnemyEntersFrontal) && !used.PreAttack {
			return "pre-attack", true
		}
		return "", false
	}
	if (u.Kind == Jager || u.Kind == Light) && !used.SmallArms && (tr == FiredAt || tr == FiredAtByArtillery || tr == AboutToBeAttacked) {
		return "small-arms", true
	}
	return "", false
}
