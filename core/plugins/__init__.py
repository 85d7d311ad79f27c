"""The host's plugin services, beside the game model: finding and loading the
installed game plugins (:mod:`.registry`, with its discovery cache :mod:`.cache`),
the user's choices about them (:mod:`.settings`), installing and removing them
with pip (:mod:`.installer`) and starting a new one (:mod:`.authoring` and its
``scaffold/`` templates).  Nothing here imports Qt; a plugin uses none of it."""
