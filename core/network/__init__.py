"""Network play (Qt-free).

:mod:`.journal` keeps every network match and every accepted step on disk before
the step is acknowledged, with the invitation tokens' hashes; :mod:`.table` is one
match on the server: it checks and journals every move, plays chance and computer
seats, and gives each seat only its own view and its steps as it may know them;
:mod:`.protocol` checks every message; :mod:`.server` hosts the matches over
WebSocket (``ludotheque serve``, ``docs/protocol.md``); :mod:`.client` plays one
seat from another program, rebuilding the match from its steps; :mod:`.discovery`
announces and finds servers on the local network.
"""
