package scenarios

import (
	"strings"
	"testing"
)

// TestNeedTable: a table present with rows is returned; a missing one and
// one without rows are nil, each with a problem saying which and why.
func TestNeedTable(t *testing.T) {
	sc := &Scenario{Tables: []*Table{
		{Name: "crt", Rows: []*TableRow{{Key: "1", Cells: []string{"DR"}}}},
		{Name: "empty"},
	}}
	var errs []error
	if tb := sc.NeedTable("crt", "the CRT", &errs); tb == nil || len(errs) != 0 {
		t.Fatalf("crt: %v, %v", tb, errs)
	}
	if tb := sc.NeedTable("range", "the range chart (7.11)", &errs); tb != nil || len(errs) != 1 || !strings.Contains(errs[0].Error(), "table range is missing: the range chart (7.11)") {
		t.Fatalf("a missing table: %v, %v", tb, errs)
	}
	if tb := sc.NeedTable("empty", "anything", &errs); tb != nil || len(errs) != 2 || !strings.Contains(errs[1].Error(), "table empty has no rows") {
		t.Fatalf("an empty table: %v, %v", tb, errs)
	}
}
