"""Network play: the match server's parts that hold no connection (Qt-free).

:mod:`.journal` keeps every network match and every accepted step on disk before
the step is acknowledged, with the invitation tokens' hashes; :mod:`.table` is one
match on the server: it checks and journals every move, plays chance and computer
seats, and gives each seat only its own view and the history worded for it;
:mod:`.protocol` checks every message; :mod:`.server` hosts the matches over
WebSocket (``ludotheque serve``, ``docs/protocol.md``).
"""
