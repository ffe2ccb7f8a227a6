"""``python -m hindsight`` runs the command line."""

from hindsight.faces.cli.main import main

main()
