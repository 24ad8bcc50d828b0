package main

// The rules systems linked into mincio register themselves from init.
import (
	_ "github.com/mincio/mincio/adjudicator/custoza"
	_ "github.com/mincio/mincio/adjudicator/risorgimento"
	_ "github.com/mincio/mincio/adjudicator/tolentino"
)
