package cli

import (
	"os"
	"testing"
)

// asMainEnv, set to "1", makes this test binary the unhexboard program:
// it runs Main on its arguments instead of the tests. A test that needs
// the program as a process of its own (a command that runs itself again,
// as export --max-memory does) runs this binary so.
const asMainEnv = "UNHEXBOARD_TEST_AS_MAIN"

func TestMain(m *testing.M) {
	if os.Getenv(asMainEnv) == "1" {
		os.Exit(Main(os.Args[1:], os.Stdout, os.Stderr, testAbout))
	}
	os.Exit(m.Run())
}
