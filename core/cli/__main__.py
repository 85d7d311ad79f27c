"""``python -m ludotheque.core.cli``: the ``ludotheque`` command."""

import sys

from .main import main

sys.exit(main())
