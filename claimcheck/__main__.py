from claimcheck.cli import main

main()
