package adjudicator

import (
	"errors"
	"fmt"
	"testing"
)

// A Refusal reads as its message alone, so a log holds the same text as
// for a plain error, and is found through wrapping.
func TestRefusal(t *testing.T) {
	r := &Refusal{Rule: "7.2", Code: RefusedEnemyPosition, Msg: "enemy units are there (7.2)"}
	if r.Error() != "enemy units are there (7.2)" {
		t.Errorf("Error() = %q", r.Error())
	}
	if got := RefusalOf(fmt.Errorf("line 3: %w", r)); got != r {
		t.Errorf("RefusalOf a wrapped refusal = %v", got)
	}
	if got := RefusalOf(errors.New("enemy units are there (7.2)")); got != nil {
		t.Errorf("RefusalOf a plain error = %+v, want nil", got)
	}
	if RefusalOf(nil) != nil {
		t.Error("RefusalOf(nil) is not nil")
	}
}
