module a.unhexboard.invalid/earlylocale

go 1.26.8
