"""Network play: the match server's parts that hold no connection (Qt-free).

:mod:`.journal` keeps every network match and every accepted step on disk before
the step is acknowledged, with the invitation tokens' hashes.
"""
