package tolentino

import (
	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/render"
)

// Helpers only the tests use, kept out of the package's API.

// PictureCounters lists the counters side may see in st (counters); nil
// for a state of another system.
func PictureCounters(st adjudicator.State, side adjudicator.Side) []render.Counter {
	s, ok := st.(*State)
	if !ok {
		return nil
	}
	return s.counters(s.viewData(side))
}
