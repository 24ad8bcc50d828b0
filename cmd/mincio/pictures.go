package main

import (
	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/scenarios"
)

// pictures draws a side's view for report mails. Until the renderer lands
// it draws nothing, and mails go without map pictures.
var pictures func(sc *scenarios.Scenario, v adjudicator.View) (png, svg []byte, err error)
