package xiapl

// Replays tests/vectors/sites.json (tests/vectors/sites_vectors.py): site
// texts read into PHH, the report of the hands left out, and each kept hand
// written as PokerStars text.

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

type sitesCase struct {
	Name       string        `json:"name"`
	Text       string        `json:"text"`
	Site       *string       `json:"site"`
	Status     string        `json:"status"`
	Hands      int           `json:"hands"`
	Kept       int           `json:"kept"`
	Failures   []SiteFailure `json:"failures"`
	PHH        string        `json:"phh"`
	PokerStars []*string     `json:"pokerstars"`
}

func TestSitesVectors(t *testing.T) {
	var file struct {
		Format int         `json:"format"`
		Cases  []sitesCase `json:"cases"`
	}
	loadVectorsStrict(t, "sites.json", &file)
	if file.Format != 1 || len(file.Cases) < 10 {
		t.Fatalf("only %d site cases", len(file.Cases))
	}
	for _, c := range file.Cases {
		site := ""
		if c.Site != nil {
			site = *c.Site
		}
		doc, report, err := ReadSites(c.Text, site)
		if c.Status != "XIAPL_OK" {
			if !errors.Is(err, ErrInvalidArgument) {
				t.Errorf("%s: want an invalid-argument error, got %v", c.Name, err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", c.Name, err)
		}
		if report.Hands != c.Hands || report.Kept != c.Kept || doc.Count() != c.Kept {
			t.Errorf("%s: hands %d kept %d count %d, want %d %d", c.Name, report.Hands, report.Kept, doc.Count(), c.Hands, c.Kept)
		}
		if len(report.Failures) != len(c.Failures) || (len(c.Failures) > 0 && !reflect.DeepEqual(report.Failures, c.Failures)) {
			t.Errorf("%s: failures %+v, want %+v", c.Name, report.Failures, c.Failures)
		}
		if c.Kept > 0 {
			text, err := doc.Text(PHHAll)
			if err != nil || text != c.PHH {
				t.Errorf("%s: PHH text differs (%v)", c.Name, err)
			}
		}
		for i, want := range c.PokerStars {
			got, err := doc.PokerStars(i)
			if want == nil {
				if !errors.Is(err, ErrUnsupported) {
					t.Errorf("%s: hand %d: want an unsupported error, got %v", c.Name, i, err)
				}
				continue
			}
			if err != nil || got != *want {
				t.Errorf("%s: hand %d: PokerStars text differs (%v)", c.Name, i, err)
			}
		}
		doc.Close()
	}
}

func TestSitesUnknownName(t *testing.T) {
	_, _, err := ReadSites("", "nosuchsite")
	if !errors.Is(err, ErrInvalidArgument) || !strings.Contains(err.Error(), strings.Join(Sites, ", ")) {
		t.Fatalf("want the formats listed, got %v", err)
	}
	for _, site := range Sites {
		doc, report, err := ReadSites("", site)
		if err != nil || report.Hands != 0 || doc.Count() != 0 {
			t.Fatalf("%s: %v %+v", site, err, report)
		}
	}
}
