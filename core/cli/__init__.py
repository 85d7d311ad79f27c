"""The ``ludotheque`` command line (:mod:`.main`), Qt-free: :mod:`.games` lists and
plays games, :mod:`.plugins` installs, removes, enables and creates plugins,
:mod:`.errors` says how a command fails.  Only the commands that draw (opening the
application, ``screenshot``) or read the Qt catalogues (``play --lang fr``) import
:mod:`ludotheque.gui`, when they run."""
