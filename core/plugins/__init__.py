"""The host's plugin services, beside the game model: finding and loading the
installed game plugins (:mod:`.registry`, with what it records of each in
:mod:`.records`, how it finds them in :mod:`.discovery`, and its discovery cache
:mod:`.cache`), the user's choices about them (:mod:`.settings`), installing and
removing them with pip (:mod:`.specs` checks what may be installed,
:mod:`.installer` runs pip) and starting a new one (:mod:`.authoring` and its
``scaffold/`` templates).  Nothing here imports Qt; a plugin uses none of it."""
