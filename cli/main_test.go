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

// afterMain, when a test file of the platform sets it, runs after Main
// when this binary is the program.
var afterMain func()

func TestMain(m *testing.M) {
	if os.Getenv(asMainEnv) == "1" {
		code := Main(os.Args[1:], os.Stdout, os.Stderr, testAbout)
		if afterMain != nil {
			afterMain()
		}
		os.Exit(code)
	}
	os.Exit(m.Run())
}
