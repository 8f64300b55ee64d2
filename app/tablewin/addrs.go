package tablewin

import (
	"errors"
	"fmt"
	"net"
	"strconv"
	"strings"
	"syscall"
)

// listenChoice is an address the table may listen on, as the GM picks
// it.
type listenChoice struct {
	Host  string // the address itself: "192.168.1.20", "127.0.0.1", "0.0.0.0"
	Label string
}

// Hosts the GM may pick besides the network's own addresses.
const (
	loopback    = "127.0.0.1"
	allAddrs    = "0.0.0.0"
	defaultPort = 8080
)

// listenChoices are this computer's addresses on its networks (IPv4,
// up, not loopback), then this computer alone, then every address.
func listenChoices() []listenChoice {
	var out []listenChoice
	ifaces, _ := net.Interfaces()
	for _, ifc := range ifaces {
		if ifc.Flags&net.FlagUp == 0 || ifc.Flags&net.FlagLoopback != 0 {
			continue
		}
		addrs, _ := ifc.Addrs()
		for _, a := range addrs {
			ipn, ok := a.(*net.IPNet)
			if !ok || ipn.IP.To4() == nil || ipn.IP.IsLoopback() || ipn.IP.IsLinkLocalUnicast() {
				continue
			}
			ip := ipn.IP.String()
			out = append(out, listenChoice{Host: ip, Label: ip + " — the local network (" + ifc.Name + ")"})
		}
	}
	return append(out,
		listenChoice{Host: loopback, Label: loopback + " — this computer only"},
		listenChoice{Host: allAddrs, Label: "All of this computer's addresses"})
}

// parsePort reads the port the GM typed.
func parsePort(text string) (int, error) {
	text = strings.TrimSpace(text)
	n, err := strconv.Atoi(text)
	if err != nil || n < 1 || n > 65535 {
		return 0, fmt.Errorf("the port must be a whole number from 1 to 65535, not %q", text)
	}
	return n, nil
}

// listenError says plainly why the table could not listen.
func listenError(host string, port int, err error) error {
	switch {
	case errors.Is(err, syscall.EADDRINUSE):
		return fmt.Errorf("port %d is in use by another program on this computer: choose another port (%d, for example)", port, port+1)
	case errors.Is(err, syscall.EACCES) || errors.Is(err, syscall.EPERM):
		return fmt.Errorf("this computer does not let the app use port %d (ports below 1024 need administrator rights): choose one from 1024 up", port)
	case errors.Is(err, syscall.EADDRNOTAVAIL):
		return fmt.Errorf("this computer no longer has the address %s: choose another", host)
	}
	return err
}

// linkHost is the address a link names for a table listening on host:
// every address is reached by the first network address, if any.
func linkHost(host string, choices []listenChoice) string {
	if host != allAddrs {
		return host
	}
	for _, c := range choices {
		if c.Host != loopback && c.Host != allAddrs {
			return c.Host
		}
	}
	return loopback
}
