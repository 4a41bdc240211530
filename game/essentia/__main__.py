"""``python -m game.essentia``: see game/essentia/cli.py."""

import sys

from game.essentia.cli import main

sys.exit(main())
