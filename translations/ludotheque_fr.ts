<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../gui/about_dialog.py" line="44"/>
        <source>About Ludothèque</source>
        <translation>À propos de Ludothèque</translation>
    </message>
    <message>
        <location filename="../gui/about_dialog.py" line="45"/>
        <source>Ludothèque {version}</source>
        <translation>Ludothèque {version}</translation>
    </message>
    <message>
        <location filename="../gui/about_dialog.py" line="47"/>
        <source>Board games on your desktop, extensible with game plugins.</source>
        <translation>Des jeux de société sur votre bureau, enrichis par des modules de jeux.</translation>
    </message>
    <message>
        <location filename="../gui/about_dialog.py" line="48"/>
        <source>Host {version} · PySide6 {pyside} · Qt {qt} · Python {python}</source>
        <translation>Hôte {version} · PySide6 {pyside} · Qt {qt} · Python {python}</translation>
    </message>
    <message>
        <location filename="../gui/about_dialog.py" line="90"/>
        <source>no games</source>
        <translation>aucun jeu</translation>
    </message>
    <message>
        <location filename="../gui/about_dialog.py" line="91"/>
        <source>failed to load</source>
        <translation>n’a pas pu être chargé</translation>
    </message>
    <message>
        <location filename="../gui/about_dialog.py" line="92"/>
        <source>incompatible with this version</source>
        <translation>incompatible avec cette version</translation>
    </message>
    <message>
        <location filename="../gui/about_dialog.py" line="93"/>
        <source>disabled</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <location filename="../gui/about_dialog.py" line="94"/>
        <source>not loaded (safe mode)</source>
        <translation>non chargé (mode sans échec)</translation>
    </message>
    <message>
        <location filename="../gui/about_dialog.py" line="95"/>
        <source>removed</source>
        <translation>retiré</translation>
    </message>
    <message>
        <location filename="../gui/about_dialog.py" line="51"/>
        <source>Games</source>
        <translation>Jeux</translation>
    </message>
    <message>
        <location filename="../gui/about_dialog.py" line="58"/>
        <source>No plugins installed.</source>
        <translation>Aucun module installé.</translation>
    </message>
    <message>
        <location filename="../gui/about_dialog.py" line="59"/>
        <source>Licence: GPL-3.0-or-later.</source>
        <translation>Licence&#xa0;: GPL-3.0 ou ultérieure.</translation>
    </message>
</context>
<context>
    <name>AiWorker</name>
    <message>
        <location filename="../gui/ai_worker.py" line="44"/>
        <source>the computer player stopped</source>
        <translation>le joueur ordinateur s’est arrêté</translation>
    </message>
</context>
<context>
    <name>BoardHost</name>
    <message>
        <location filename="../gui/board_host.py" line="402"/>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <location filename="../gui/board_host.py" line="404"/>
        <source>Replay: step {n} of {total}</source>
        <translation>Relecture&#xa0;: étape {n} sur {total}</translation>
    </message>
    <message>
        <location filename="../gui/board_host.py" line="409"/>
        <source>Disconnected from the server</source>
        <translation>Déconnecté du serveur</translation>
    </message>
    <message>
        <location filename="../gui/board_host.py" line="410"/>
        <source>The game is kept on the server: join it again with the same link (Game ▸ Network ▸ Join a Game).</source>
        <translation>La partie est gardée sur le serveur&#xa0;: rejoignez-la avec le même lien (Partie ▸ Réseau ▸ Rejoindre une partie).</translation>
    </message>
    <message>
        <location filename="../gui/board_host.py" line="413"/>
        <source>Connection lost: trying again…</source>
        <translation>Connexion perdue&#xa0;: nouvel essai…</translation>
    </message>
    <message>
        <location filename="../gui/board_host.py" line="414"/>
        <source>The game is kept on the server; it goes on when the connection is back.</source>
        <translation>La partie est gardée sur le serveur&#xa0;; elle reprend dès le retour de la connexion.</translation>
    </message>
    <message>
        <location filename="../gui/board_host.py" line="417"/>
        <source>Sending your move…</source>
        <translation>Envoi de votre coup…</translation>
    </message>
    <message>
        <location filename="../gui/board_host.py" line="419"/>
        <source>Rolling the dice…</source>
        <translation>Lancer des dés…</translation>
    </message>
    <message>
        <location filename="../gui/board_host.py" line="421"/>
        <source>Drawing…</source>
        <translation>Tirage au sort…</translation>
    </message>
    <message>
        <location filename="../gui/board_host.py" line="424"/>
        <source>{name} is thinking…</source>
        <translation>{name} réfléchit…</translation>
    </message>
    <message>
        <location filename="../gui/board_host.py" line="427"/>
        <source>{name}, your turn</source>
        <translation>{name}, à vous de jouer</translation>
    </message>
    <message>
        <location filename="../gui/board_host.py" line="428"/>
        <source>Choose your move on the board.</source>
        <translation>Choisissez votre coup sur le plateau.</translation>
    </message>
    <message>
        <location filename="../gui/board_host.py" line="430"/>
        <source>{name} to move</source>
        <translation>Au tour de {name}</translation>
    </message>
    <message>
        <location filename="../gui/board_host.py" line="434"/>
        <source>Hint: {move}</source>
        <translation>Conseil&#xa0;: {move}</translation>
    </message>
    <message>
        <location filename="../gui/board_host.py" line="458"/>
        <source>{name}: {score}</source>
        <translation>{name}&#xa0;: {score}</translation>
    </message>
    <message>
        <location filename="../gui/board_host.py" line="467"/>
        <source>PLAYERS</source>
        <translation>JOUEURS</translation>
    </message>
    <message>
        <location filename="../gui/board_host.py" line="527"/>
        <source>LAST ROLL</source>
        <translation>DERNIER LANCER</translation>
    </message>
    <message>
        <location filename="../gui/board_host.py" line="469"/>
        <source>HISTORY</source>
        <translation>HISTORIQUE</translation>
    </message>
    <message>
        <location filename="../gui/board_host.py" line="386"/>
        <source>You, on this computer</source>
        <translation>Vous, sur cet ordinateur</translation>
    </message>
    <message>
        <location filename="../gui/board_host.py" line="388"/>
        <source>Connected</source>
        <translation>Connecté</translation>
    </message>
    <message>
        <location filename="../gui/board_host.py" line="390"/>
        <source>Not connected</source>
        <translation>Non connecté</translation>
    </message>
    <message>
        <location filename="../gui/board_host.py" line="406"/>
        <source>Play a move to continue from here, or press {key} to step forward.</source>
        <translation>Jouez un coup pour reprendre d’ici, ou appuyez sur {key} pour avancer.</translation>
    </message>
    <message>
        <location filename="../gui/board_host.py" line="470"/>
        <source>Show my secret</source>
        <translation>Voir mon secret</translation>
    </message>
    <message>
        <location filename="../gui/board_host.py" line="471"/>
        <source>Or hold Space</source>
        <translation>Ou maintenez Espace</translation>
    </message>
    <message>
        <location filename="../gui/board_host.py" line="527"/>
        <source>LAST DRAW</source>
        <translation>DERNIER TIRAGE</translation>
    </message>
    <message>
        <location filename="../gui/board_host.py" line="564"/>
        <source>Thinking</source>
        <translation>Réflexion</translation>
    </message>
</context>
<context>
    <name>BoardWidget</name>
    <message>
        <location filename="../gui/board.py" line="155"/>
        <source>Player {n}</source>
        <translation>Joueur {n}</translation>
    </message>
    <message>
        <location filename="../gui/board.py" line="268"/>
        <source>{game} board</source>
        <translation>Plateau de {game}</translation>
    </message>
</context>
<context>
    <name>EndPanel</name>
    <message>
        <location filename="../gui/end_panel.py" line="56"/>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <location filename="../gui/end_panel.py" line="57"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
</context>
<context>
    <name>GenericBoard</name>
    <message>
        <location filename="../gui/generic_board.py" line="96"/>
        <source>POSITION</source>
        <translation>POSITION</translation>
    </message>
    <message>
        <location filename="../gui/generic_board.py" line="97"/>
        <location filename="../gui/generic_board.py" line="143"/>
        <source>MOVES</source>
        <translation>COUPS</translation>
    </message>
    <message>
        <location filename="../gui/generic_board.py" line="127"/>
        <source>(hidden: hold Space to show your secret)</source>
        <translation>(caché&#xa0;: maintenez Espace pour voir votre secret)</translation>
    </message>
</context>
<context>
    <name>HandOverDialog</name>
    <message>
        <location filename="../gui/network_dialogs.py" line="451"/>
        <source>Let the Computer Play a Seat</source>
        <translation>Confier une place à l’ordinateur</translation>
    </message>
    <message>
        <location filename="../gui/network_dialogs.py" line="452"/>
        <source>A player has left the game. The computer can play their seat from now on, seeing only what that seat sees; their invitation then no longer opens it.</source>
        <translation>Un joueur a quitté la partie. L’ordinateur peut jouer sa place à partir de maintenant, en ne voyant que ce que voit cette place&#xa0;; son invitation ne l’ouvre alors plus.</translation>
    </message>
    <message>
        <location filename="../gui/network_dialogs.py" line="455"/>
        <source>Seat:</source>
        <translation>Place&#xa0;:</translation>
    </message>
    <message>
        <location filename="../gui/network_dialogs.py" line="456"/>
        <source>Level:</source>
        <translation>Niveau&#xa0;:</translation>
    </message>
    <message>
        <location filename="../gui/network_dialogs.py" line="460"/>
        <source>Let the Computer Play</source>
        <translation>Confier à l’ordinateur</translation>
    </message>
</context>
<context>
    <name>HandoverScreen</name>
    <message>
        <location filename="../gui/handover.py" line="66"/>
        <source>Pass to {name}</source>
        <translation>Passez la main à {name}</translation>
    </message>
    <message>
        <location filename="../gui/handover.py" line="68"/>
        <source>The board is hidden so that nobody sees another player&apos;s secret. {name}, click when you are ready; hold Space (or use “Show my secret”) to look at your own secret.</source>
        <translation>Le plateau est caché pour que personne ne voie le secret d’un autre joueur. {name}, cliquez quand vous êtes prêt&#xa0;; maintenez Espace (ou utilisez «&#xa0;Voir mon secret&#xa0;») pour regarder votre propre secret.</translation>
    </message>
    <message>
        <location filename="../gui/handover.py" line="71"/>
        <source>I am {name}: show the board</source>
        <translation>Je suis {name}&#xa0;: montrer le plateau</translation>
    </message>
</context>
<context>
    <name>HistoryPanel</name>
    <message>
        <location filename="../gui/history_panel.py" line="42"/>
        <source>Start</source>
        <translation>Début</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../gui/network_dialogs.py" line="158"/>
        <source>Give the server&apos;s address.</source>
        <translation>Indiquez l’adresse du serveur.</translation>
    </message>
    <message>
        <location filename="../gui/network_dialogs.py" line="160"/>
        <source>A server&apos;s address starts with ws:// or wss://, such as ws://192.168.1.20:8765.</source>
        <translation>L’adresse d’un serveur commence par ws:// ou wss://, par exemple ws://192.168.1.20:8765.</translation>
    </message>
    <message>
        <location filename="../gui/network_dialogs.py" line="165"/>
        <source>Check the host and the port of this address; a port is a number from 1 to 65535.</source>
        <translation>Vérifiez l’hôte et le port de cette adresse&#xa0;; un port est un nombre de 1 à 65535.</translation>
    </message>
    <message>
        <location filename="../gui/network_dialogs.py" line="185"/>
        <source>Host a Network Game</source>
        <translation>Organiser une partie en réseau</translation>
    </message>
    <message>
        <location filename="../gui/network_dialogs.py" line="186"/>
        <source>Host a game for players on other computers</source>
        <translation>Organiser une partie avec des joueurs sur d’autres ordinateurs</translation>
    </message>
    <message>
        <location filename="../gui/network_dialogs.py" line="187"/>
        <source>Game:</source>
        <translation>Jeu&#xa0;:</translation>
    </message>
    <message>
        <location filename="../gui/network_dialogs.py" line="194"/>
        <source>Start a server on this computer</source>
        <translation>Démarrer un serveur sur cet ordinateur</translation>
    </message>
    <message>
        <location filename="../gui/network_dialogs.py" line="195"/>
        <source>Port:</source>
        <translation>Port&#xa0;:</translation>
    </message>
    <message>
        <location filename="../gui/network_dialogs.py" line="196"/>
        <source>Use the server at this address:</source>
        <translation>Utiliser le serveur à cette adresse&#xa0;:</translation>
    </message>
    <message>
        <location filename="../gui/network_dialogs.py" line="197"/>
        <source>Offer the other seats to the players of the local network (they see the game in Join a Game)</source>
        <translation>Proposer les autres places aux joueurs du réseau local (ils voient la partie dans Rejoindre une partie)</translation>
    </message>
    <message>
        <location filename="../gui/network_dialogs.py" line="200"/>
        <source>Next, choose the players: the first human seat is yours; every other human seat gets an invitation link to send to its player. The server plays the computer seats and keeps the game if a connection drops.</source>
        <translation>Choisissez ensuite les joueurs&#xa0;: la première place humaine est la vôtre&#xa0;; chaque autre place humaine reçoit un lien d’invitation à envoyer à son joueur. Le serveur joue les places de l’ordinateur et garde la partie si une connexion tombe.</translation>
    </message>
    <message>
        <location filename="../gui/network_dialogs.py" line="204"/>
        <source>Next…</source>
        <translation>Suivant…</translation>
    </message>
</context>
<context>
    <name>InvitationsDialog</name>
    <message>
        <location filename="../gui/network_dialogs.py" line="394"/>
        <source>Invitations</source>
        <translation>Invitations</translation>
    </message>
    <message>
        <location filename="../gui/network_dialogs.py" line="395"/>
        <source>Your game of {game} is waiting for its players</source>
        <translation>Votre partie de {game} attend ses joueurs</translation>
    </message>
    <message>
        <location filename="../gui/network_dialogs.py" line="398"/>
        <source>Send each player their own link (by message or mail): it opens only their seat. They join with Game ▸ Network ▸ Join a Game. Keep this window or copy the links now; your own seat is open on the board.</source>
        <translation>Envoyez à chaque joueur son propre lien (par message ou courriel)&#xa0;: il n’ouvre que sa place. Il rejoint la partie par Partie ▸ Réseau ▸ Rejoindre une partie. Gardez cette fenêtre ou copiez les liens maintenant&#xa0;; votre place est ouverte sur le plateau.</translation>
    </message>
    <message>
        <location filename="../gui/network_dialogs.py" line="401"/>
        <source>Every other seat is played by the computer.</source>
        <translation>Toutes les autres places sont jouées par l’ordinateur.</translation>
    </message>
    <message>
        <location filename="../gui/network_dialogs.py" line="403"/>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../gui/network_dialogs.py" line="275"/>
        <source>Games waiting for players on the local network:</source>
        <translation>Parties qui attendent des joueurs sur le réseau local&#xa0;:</translation>
    </message>
    <message>
        <location filename="../gui/network_dialogs.py" line="277"/>
        <source>Looking for games on the local network…</source>
        <translation>Recherche de parties sur le réseau local…</translation>
    </message>
    <message>
        <location filename="../gui/network_dialogs.py" line="279"/>
        <source>No game is waiting for players on the local network.</source>
        <translation>Aucune partie n’attend de joueurs sur le réseau local.</translation>
    </message>
    <message>
        <location filename="../gui/network_dialogs.py" line="292"/>
        <source>This is not an invitation link: it looks like ws://HOST:PORT/?match=…&amp;token=…</source>
        <translation>Ce n’est pas un lien d’invitation&#xa0;: il ressemble à ws://HÔTE:PORT/?match=…&amp;token=…</translation>
    </message>
    <message>
        <location filename="../gui/network_dialogs.py" line="302"/>
        <source>Join a Network Game</source>
        <translation>Rejoindre une partie en réseau</translation>
    </message>
    <message>
        <location filename="../gui/network_dialogs.py" line="303"/>
        <source>Join a game hosted on another computer</source>
        <translation>Rejoindre une partie organisée sur un autre ordinateur</translation>
    </message>
    <message>
        <location filename="../gui/network_dialogs.py" line="304"/>
        <source>Or paste the invitation link the host sent you:</source>
        <translation>Ou collez le lien d’invitation que l’organisateur vous a envoyé&#xa0;:</translation>
    </message>
    <message>
        <location filename="../gui/network_dialogs.py" line="331"/>
        <source>Seat {n}</source>
        <translation>Place {n}</translation>
    </message>
    <message>
        <location filename="../gui/network_dialogs.py" line="333"/>
        <source>{game}: the seat of {seat}</source>
        <translation>{game}&#xa0;: la place de {seat}</translation>
    </message>
    <message>
        <location filename="../gui/network_dialogs.py" line="335"/>
        <source>with {players}, on {server}</source>
        <translation>avec {players}, sur {server}</translation>
    </message>
    <message>
        <location filename="../gui/network_dialogs.py" line="309"/>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
    <message>
        <location filename="../gui/network_play.py" line="468"/>
        <source>Ludothèque on {host}</source>
        <translation>Ludothèque sur {host}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../gui/match_session.py" line="174"/>
        <source>Game unavailable</source>
        <translation>Jeu indisponible</translation>
    </message>
    <message>
        <location filename="../gui/match_session.py" line="175"/>
        <source>This game could not be loaded: {reason}
Plugins ▸ Manage… shows the details.</source>
        <translation>Ce jeu n’a pas pu être chargé&#xa0;: {reason}
Modules ▸ Gérer… en donne le détail.</translation>
    </message>
    <message>
        <location filename="../gui/match_session.py" line="223"/>
        <source>Cannot Start the Game</source>
        <translation>Impossible de commencer la partie</translation>
    </message>
    <message>
        <location filename="../gui/match_session.py" line="224"/>
        <source>{game} could not start: {reason}

The details are in the log, {path}.</source>
        <translation>{game} n’a pas pu commencer&#xa0;: {reason}

Le détail est dans le journal, {path}.</translation>
    </message>
    <message>
        <location filename="../gui/match_session.py" line="508"/>
        <source>Hint: {move}</source>
        <translation>Conseil&#xa0;: {move}</translation>
    </message>
    <message>
        <location filename="../gui/match_session.py" line="290"/>
        <source>The board of this game could not be loaded ({reason}); showing the simple board.</source>
        <translation>Le plateau de ce jeu n’a pas pu être chargé ({reason})&#xa0;; le plateau simple est affiché.</translation>
    </message>
    <message>
        <location filename="../gui/match_session.py" line="285"/>
        <source>Your game of {game} is kept: continue it from the start page.</source>
        <translation>{game}&#xa0;: votre partie est gardée&#xa0;; reprenez-la depuis la page d’accueil.</translation>
    </message>
    <message>
        <location filename="../gui/match_session.py" line="446"/>
        <source>A new game has started. The previous one is kept: Undo goes back to it.</source>
        <translation>Une nouvelle partie commence. La précédente est gardée&#xa0;: Annuler y ramène.</translation>
    </message>
    <message>
        <location filename="../gui/match_session.py" line="465"/>
        <source>Back to the previous game.</source>
        <translation>Retour à la partie précédente.</translation>
    </message>
    <message>
        <location filename="../gui/match_session.py" line="471"/>
        <source>Undo takes the resignation back.</source>
        <translation>Annuler revient sur l’abandon.</translation>
    </message>
    <message>
        <location filename="../gui/match_session.py" line="477"/>
        <source>Looking for a good move…</source>
        <translation>Recherche d’un bon coup…</translation>
    </message>
    <message>
        <location filename="../gui/file_commands.py" line="28"/>
        <source>Open a Saved Game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <location filename="../gui/file_commands.py" line="29"/>
        <source>Saved games (*.ludo *.json);;All files (*)</source>
        <translation>Parties enregistrées (*.ludo *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../gui/file_commands.py" line="41"/>
        <source>Cannot Open the Game</source>
        <translation>Impossible d’ouvrir la partie</translation>
    </message>
    <message>
        <location filename="../gui/file_commands.py" line="42"/>
        <source>“{file}” could not be opened.

{reason}</source>
        <translation>«&#xa0;{file}&#xa0;» n’a pas pu être ouvert.

{reason}</translation>
    </message>
    <message>
        <location filename="../gui/match_session.py" line="378"/>
        <location filename="../gui/match_session.py" line="387"/>
        <source>Cannot Resume the Game</source>
        <translation>Impossible de reprendre la partie</translation>
    </message>
    <message>
        <location filename="../gui/file_commands.py" line="66"/>
        <source>Save the Game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location filename="../gui/file_commands.py" line="67"/>
        <source>Saved games (*.ludo *.json)</source>
        <translation>Parties enregistrées (*.ludo *.json)</translation>
    </message>
    <message>
        <location filename="../gui/file_commands.py" line="83"/>
        <source>Cannot Save the Game</source>
        <translation>Impossible d’enregistrer la partie</translation>
    </message>
    <message>
        <location filename="../gui/file_commands.py" line="84"/>
        <source>The game could not be saved. The previous file, if any, is unchanged.

{reason}</source>
        <translation>La partie n’a pas pu être enregistrée. Le fichier précédent, s’il existe, est intact.

{reason}</translation>
    </message>
    <message>
        <location filename="../gui/file_commands.py" line="93"/>
        <source>Saved to {file}</source>
        <translation>Enregistré dans {file}</translation>
    </message>
    <message>
        <location filename="../gui/file_commands.py" line="114"/>
        <source>No recent games</source>
        <translation>Aucune partie récente</translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="318"/>
        <source>Cannot Discard the Game</source>
        <translation>Impossible d’abandonner la partie</translation>
    </message>
    <message>
        <location filename="../gui/match_session.py" line="516"/>
        <source>Autosave failed: {reason}</source>
        <translation>L’enregistrement automatique a échoué&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="366"/>
        <source>“{file}” lacks the last moves of this finished game. Save them in it before quitting?

If you do not, they are lost.</source>
        <translation>Il manque à «&#xa0;{file}&#xa0;» les derniers coups de cette partie terminée. Les y enregistrer avant de quitter&#xa0;?

Sinon, ils seront perdus.</translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="372"/>
        <source>Save the Moves?</source>
        <translation>Enregistrer les coups&#xa0;?</translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="369"/>
        <source>“{file}” lacks the last moves of this game. Save them in it before quitting?

Either way, the game stays on the start page, to continue it next time.</source>
        <translation>Il manque à «&#xa0;{file}&#xa0;» les derniers coups de cette partie. Les y enregistrer avant de quitter&#xa0;?

Dans tous les cas, la partie reste sur la page d’accueil, pour la continuer la prochaine fois.</translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="376"/>
        <source>Quit Without Saving</source>
        <translation>Quitter sans enregistrer</translation>
    </message>
    <message>
        <location filename="../gui/app.py" line="174"/>
        <source>Something went wrong: {reason}. The details are in the log.</source>
        <translation>Une erreur s’est produite&#xa0;: {reason}. Le détail est dans le journal.</translation>
    </message>
</context>
<context>
    <name>MatchController</name>
    <message>
        <location filename="../gui/controller.py" line="52"/>
        <source>It is not your turn.</source>
        <translation>Ce n’est pas votre tour.</translation>
    </message>
    <message>
        <location filename="../gui/controller.py" line="53"/>
        <source>The game could not play this move: {reason}. The position is unchanged; details are in the log.</source>
        <translation>Le jeu n’a pas pu jouer ce coup&#xa0;: {reason}. La position est inchangée&#xa0;; le détail est dans le journal.</translation>
    </message>
    <message>
        <location filename="../gui/controller.py" line="56"/>
        <source>The game could not draw its chance step: {reason}. Details are in the log.</source>
        <translation>Le jeu n’a pas pu tirer son étape de hasard&#xa0;: {reason}. Le détail est dans le journal.</translation>
    </message>
    <message>
        <location filename="../gui/controller.py" line="59"/>
        <source>The computer player failed ({reason}); it played a random move instead. Details are in the log.</source>
        <translation>Le joueur ordinateur a échoué ({reason})&#xa0;; il a joué un coup au hasard à la place. Le détail est dans le journal.</translation>
    </message>
    <message>
        <location filename="../gui/controller.py" line="62"/>
        <source>The computer player chose a move the rules refuse; it played a random move instead.</source>
        <translation>Le joueur ordinateur a choisi un coup que les règles refusent&#xa0;; il a joué un coup au hasard à la place.</translation>
    </message>
    <message>
        <location filename="../gui/controller.py" line="65"/>
        <source>the game could not be written down ({reason})</source>
        <translation>la partie n’a pas pu être enregistrée ({reason})</translation>
    </message>
</context>
<context>
    <name>NetworkController</name>
    <message>
        <location filename="../gui/network_controller.py" line="104"/>
        <source>It is not your turn.</source>
        <translation>Ce n’est pas votre tour.</translation>
    </message>
    <message>
        <location filename="../gui/network_controller.py" line="130"/>
        <source>Asking the other players to agree to take back your last move…</source>
        <translation>Demande aux autres joueurs d’accepter l’annulation de votre dernier coup…</translation>
    </message>
    <message>
        <location filename="../gui/network_controller.py" line="195"/>
        <source>Every player agreed: the move was taken back.</source>
        <translation>Tous les joueurs ont accepté&#xa0;: le coup est annulé.</translation>
    </message>
    <message>
        <location filename="../gui/network_controller.py" line="203"/>
        <source>The request to take back a move lapsed: the game went on.</source>
        <translation>La demande d’annulation est tombée&#xa0;: la partie a continué.</translation>
    </message>
    <message>
        <location filename="../gui/network_controller.py" line="206"/>
        <source>{name} did not agree to take back the move.</source>
        <translation>{name} n’a pas accepté d’annuler le coup.</translation>
    </message>
    <message>
        <location filename="../gui/network_controller.py" line="231"/>
        <source>The server refused the move: {reason}</source>
        <translation>Le serveur a refusé le coup&#xa0;: {reason}</translation>
    </message>
</context>
<context>
    <name>NetworkPlay</name>
    <message>
        <location filename="../gui/network_play.py" line="43"/>
        <source>The server cannot be reached. Check the address, and that the server is running.</source>
        <translation>Le serveur est injoignable. Vérifiez l’adresse, et que le serveur est lancé.</translation>
    </message>
    <message>
        <location filename="../gui/network_play.py" line="45"/>
        <source>The connection to the server was lost and did not come back. The game is kept on the server: join again with the same link.</source>
        <translation>La connexion au serveur est perdue et n’est pas revenue. La partie est gardée sur le serveur&#xa0;: rejoignez-la avec le même lien.</translation>
    </message>
    <message>
        <location filename="../gui/network_play.py" line="48"/>
        <source>This invitation opens no seat of the match.</source>
        <translation>Cette invitation n’ouvre aucune place de la partie.</translation>
    </message>
    <message>
        <location filename="../gui/network_play.py" line="49"/>
        <source>The server has no such match (it may have been removed).</source>
        <translation>Le serveur n’a pas cette partie (elle a peut-être été supprimée).</translation>
    </message>
    <message>
        <location filename="../gui/network_play.py" line="51"/>
        <location filename="../gui/network_play.py" line="240"/>
        <source>The computer now plays this seat.</source>
        <translation>L’ordinateur joue désormais cette place.</translation>
    </message>
    <message>
        <location filename="../gui/network_play.py" line="52"/>
        <source>This game is not installed on this computer. Install it with the plugin manager, then join again.</source>
        <translation>Ce jeu n’est pas installé sur cet ordinateur. Installez-le avec le gestionnaire d’extensions, puis rejoignez la partie.</translation>
    </message>
    <message>
        <location filename="../gui/network_play.py" line="54"/>
        <source>The game&apos;s version differs between the server and this computer ({detail}). Install the same version to play.</source>
        <translation>La version du jeu diffère entre le serveur et cet ordinateur ({detail}). Installez la même version pour jouer.</translation>
    </message>
    <message>
        <location filename="../gui/network_play.py" line="57"/>
        <source>The server speaks another version of the network protocol: update Ludothèque on one side.</source>
        <translation>Le serveur parle une autre version du protocole réseau&#xa0;: mettez à jour Ludothèque d’un côté.</translation>
    </message>
    <message>
        <location filename="../gui/network_play.py" line="59"/>
        <source>The game received from the server does not play with this computer&apos;s rules ({detail}).</source>
        <translation>La partie reçue du serveur ne se joue pas avec les règles de cet ordinateur ({detail}).</translation>
    </message>
    <message>
        <location filename="../gui/network_play.py" line="64"/>
        <source>The server refused: {detail}</source>
        <translation>Le serveur a refusé&#xa0;: {detail}</translation>
    </message>
    <message>
        <location filename="../gui/network_play.py" line="112"/>
        <source>Another player took this seat first.</source>
        <translation>Un autre joueur a pris cette place avant vous.</translation>
    </message>
    <message>
        <location filename="../gui/network_play.py" line="125"/>
        <source>This is not an invitation link.</source>
        <translation>Ce n’est pas un lien d’invitation.</translation>
    </message>
    <message>
        <location filename="../gui/network_play.py" line="130"/>
        <source>Connecting to {server}…</source>
        <translation>Connexion à {server}…</translation>
    </message>
    <message>
        <location filename="../gui/network_play.py" line="150"/>
        <source>Connected: you play seat {seat} of {game}.</source>
        <translation>Connecté&#xa0;: vous jouez la place {seat} de {game}.</translation>
    </message>
    <message>
        <location filename="../gui/network_play.py" line="163"/>
        <source>Take Back a Move?</source>
        <translation>Annuler un coup&#xa0;?</translation>
    </message>
    <message>
        <location filename="../gui/network_play.py" line="164"/>
        <source>{name} asks to take back their last move. Do you agree?</source>
        <translation>{name} demande à annuler son dernier coup. Acceptez-vous&#xa0;?</translation>
    </message>
    <message>
        <location filename="../gui/network_play.py" line="235"/>
        <source>This player is connected again: the seat stays theirs.</source>
        <translation>Ce joueur est de nouveau connecté&#xa0;: la place reste la sienne.</translation>
    </message>
    <message>
        <location filename="../gui/network_play.py" line="246"/>
        <source>The connection to the server was lost: trying again…</source>
        <translation>La connexion au serveur est perdue&#xa0;: nouvel essai…</translation>
    </message>
    <message>
        <location filename="../gui/network_play.py" line="249"/>
        <source>Connected to the server again.</source>
        <translation>De nouveau connecté au serveur.</translation>
    </message>
    <message>
        <location filename="../gui/network_play.py" line="257"/>
        <source>Open the Plugin Manager</source>
        <translation>Ouvrir le gestionnaire d’extensions</translation>
    </message>
    <message>
        <location filename="../gui/network_play.py" line="262"/>
        <source>Network Game</source>
        <translation>Partie en réseau</translation>
    </message>
    <message>
        <location filename="../gui/network_play.py" line="285"/>
        <source>Network game: {game}</source>
        <translation>Partie en réseau&#xa0;: {game}</translation>
    </message>
    <message>
        <location filename="../gui/network_play.py" line="300"/>
        <source>Keep one human seat for yourself.</source>
        <translation>Gardez une place humaine pour vous.</translation>
    </message>
    <message>
        <location filename="../gui/network_play.py" line="359"/>
        <source>The server could not start: {reason}</source>
        <translation>Le serveur n’a pas pu démarrer&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../gui/network_play.py" line="375"/>
        <source>The server could not start on port {port}: {reason}</source>
        <translation>Le serveur n’a pas pu démarrer sur le port {port}&#xa0;: {reason}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../gui/new_game_dialog.py" line="266"/>
        <source>A name has at most {n} characters.</source>
        <translation>Un nom a au plus {n} caractères.</translation>
    </message>
    <message>
        <location filename="../gui/new_game_dialog.py" line="268"/>
        <source>Two players are called “{name}”.</source>
        <translation>Deux joueurs s’appellent «&#xa0;{name}&#xa0;».</translation>
    </message>
    <message>
        <location filename="../gui/new_game_dialog.py" line="332"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location filename="../gui/new_game_dialog.py" line="332"/>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location filename="../gui/new_game_dialog.py" line="333"/>
        <source>{option}: {value}</source>
        <translation>{option}&#xa0;: {value}</translation>
    </message>
    <message>
        <location filename="../gui/new_game_dialog.py" line="335"/>
        <source>Default options.</source>
        <translation>Options par défaut.</translation>
    </message>
    <message>
        <location filename="../gui/new_game_dialog.py" line="339"/>
        <source>New game: {game}</source>
        <translation>Nouvelle partie&#xa0;: {game}</translation>
    </message>
    <message>
        <location filename="../gui/new_game_dialog.py" line="340"/>
        <source>New game of {game}</source>
        <translation>Nouvelle partie de {game}</translation>
    </message>
    <message>
        <location filename="../gui/new_game_dialog.py" line="341"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../gui/new_game_dialog.py" line="342"/>
        <source>Number of players:</source>
        <translation>Nombre de joueurs&#xa0;:</translation>
    </message>
    <message>
        <location filename="../gui/new_game_dialog.py" line="343"/>
        <source>Who</source>
        <translation>Qui</translation>
    </message>
    <message>
        <location filename="../gui/new_game_dialog.py" line="343"/>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <location filename="../gui/new_game_dialog.py" line="344"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../gui/new_game_dialog.py" line="348"/>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <location filename="../gui/new_game_dialog.py" line="350"/>
        <source>Game options…</source>
        <translation>Options du jeu…</translation>
    </message>
    <message>
        <location filename="../gui/new_game_dialog.py" line="353"/>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
</context>
<context>
    <name>OptionsDialog</name>
    <message>
        <location filename="../gui/options.py" line="148"/>
        <source>{game} options</source>
        <translation>Options de {game}</translation>
    </message>
</context>
<context>
    <name>PluginManagerDialog</name>
    <message>
        <location filename="../gui/plugin_manager.py" line="178"/>
        <source>Plugins</source>
        <translation>Modules</translation>
    </message>
    <message>
        <location filename="../gui/plugin_manager.py" line="180"/>
        <source>Game plugins installed in this Python. A disabled plugin is not loaded; uninstalling removes it with pip.</source>
        <translation>Modules de jeux installés dans ce Python. Un module désactivé n’est pas chargé&#xa0;; la désinstallation le retire avec pip.</translation>
    </message>
    <message>
        <location filename="../gui/plugin_manager.py" line="182"/>
        <source>Plugin</source>
        <translation>Module</translation>
    </message>
    <message>
        <location filename="../gui/plugin_manager.py" line="182"/>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <location filename="../gui/plugin_manager.py" line="182"/>
        <source>Games</source>
        <translation>Jeux</translation>
    </message>
    <message>
        <location filename="../gui/plugin_manager.py" line="183"/>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <location filename="../gui/plugin_manager.py" line="183"/>
        <source>Location</source>
        <translation>Emplacement</translation>
    </message>
    <message>
        <location filename="../gui/plugin_manager.py" line="184"/>
        <source>Copy details</source>
        <translation>Copier les détails</translation>
    </message>
    <message>
        <location filename="../gui/plugin_manager.py" line="185"/>
        <source>Uninstall…</source>
        <translation>Désinstaller…</translation>
    </message>
    <message>
        <location filename="../gui/plugin_installs.py" line="117"/>
        <location filename="../gui/plugin_manager.py" line="186"/>
        <source>Install a game</source>
        <translation>Installer un jeu</translation>
    </message>
    <message>
        <location filename="../gui/plugin_manager.py" line="188"/>
        <source>Package name, optionally with a version: ludotheque-chess==1.2</source>
        <translation>Nom du paquet, avec une version facultative&#xa0;: ludotheque-chess==1.2</translation>
    </message>
    <message>
        <location filename="../gui/plugin_manager.py" line="189"/>
        <source>Folder…</source>
        <translation>Dossier…</translation>
    </message>
    <message>
        <location filename="../gui/plugin_manager.py" line="190"/>
        <source>Wheel file…</source>
        <translation>Fichier wheel…</translation>
    </message>
    <message>
        <location filename="../gui/plugin_manager.py" line="191"/>
        <source>Install…</source>
        <translation>Installer…</translation>
    </message>
    <message>
        <location filename="../gui/plugin_manager.py" line="192"/>
        <source>Upgrade if it is installed already</source>
        <translation>Mettre à jour s’il est déjà installé</translation>
    </message>
    <message>
        <location filename="../gui/plugin_manager.py" line="194"/>
        <source>You can also drop a plugin folder or a .whl file here. Ludotheque, PySide6 and pluggy stay at their versions.</source>
        <translation>Vous pouvez aussi déposer ici un dossier de module ou un fichier .whl. Ludothèque, PySide6 et pluggy gardent leurs versions.</translation>
    </message>
    <message>
        <location filename="../gui/plugin_manager.py" line="196"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../gui/plugin_manager.py" line="201"/>
        <source>loaded</source>
        <translation>chargé</translation>
    </message>
    <message>
        <location filename="../gui/plugin_manager.py" line="202"/>
        <source>failed</source>
        <translation>en échec</translation>
    </message>
    <message>
        <location filename="../gui/plugin_manager.py" line="203"/>
        <source>incompatible</source>
        <translation>incompatible</translation>
    </message>
    <message>
        <location filename="../gui/plugin_manager.py" line="204"/>
        <source>disabled</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <location filename="../gui/plugin_manager.py" line="205"/>
        <source>not loaded (safe mode)</source>
        <translation>non chargé (mode sans échec)</translation>
    </message>
    <message>
        <location filename="../gui/plugin_manager.py" line="206"/>
        <source>removed</source>
        <translation>retiré</translation>
    </message>
    <message>
        <location filename="../gui/plugin_manager.py" line="210"/>
        <source>restart needed</source>
        <translation>redémarrage nécessaire</translation>
    </message>
    <message>
        <location filename="../gui/plugin_manager.py" line="239"/>
        <source>Restart Ludotheque to finish the changes to: %1</source>
        <translation>Redémarrez Ludothèque pour terminer les changements de&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../gui/plugin_manager.py" line="247"/>
        <source>%1 (files changed)</source>
        <translation>%1 (fichiers modifiés)</translation>
    </message>
    <message>
        <location filename="../gui/plugin_manager.py" line="266"/>
        <source>%1: %2</source>
        <comment>a game&apos;s name and what it is</comment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../gui/plugin_manager.py" line="292"/>
        <source>Location: %1</source>
        <translation>Emplacement&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../gui/plugin_manager.py" line="294"/>
        <source>Entry points: %1</source>
        <translation>Points d’entrée&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../gui/plugin_manager.py" line="296"/>
        <source>Plugin API: %1</source>
        <translation>API des modules&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../gui/plugin_manager.py" line="298"/>
        <source>Games: %1</source>
        <translation>Jeux&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../gui/plugin_manager.py" line="315"/>
        <source>Enable</source>
        <translation>Activer</translation>
    </message>
    <message>
        <location filename="../gui/plugin_manager.py" line="315"/>
        <source>Disable</source>
        <translation>Désactiver</translation>
    </message>
    <message>
        <location filename="../gui/plugin_manager.py" line="344"/>
        <source>%1 is disabled; restart Ludotheque to unload it completely.</source>
        <translation>%1 est désactivé&#xa0;; redémarrez Ludothèque pour le décharger complètement.</translation>
    </message>
    <message>
        <location filename="../gui/plugin_manager.py" line="349"/>
        <source>%1 is enabled.</source>
        <translation>%1 est activé.</translation>
    </message>
    <message>
        <location filename="../gui/plugin_manager.py" line="350"/>
        <source>%1 is disabled.</source>
        <translation>%1 est désactivé.</translation>
    </message>
    <message>
        <location filename="../gui/plugin_manager.py" line="363"/>
        <source>Plugin folder</source>
        <translation>Dossier du module</translation>
    </message>
    <message>
        <location filename="../gui/plugin_manager.py" line="368"/>
        <source>Wheel file</source>
        <translation>Fichier wheel</translation>
    </message>
    <message>
        <location filename="../gui/plugin_manager.py" line="369"/>
        <source>Wheels (*.whl)</source>
        <translation>Wheels (*.whl)</translation>
    </message>
    <message>
        <location filename="../gui/plugin_installs.py" line="114"/>
        <source>Install %1 with pip? This runs:

%2</source>
        <translation>Installer %1 avec pip&#xa0;? Cette commande sera lancée&#xa0;:

%2</translation>
    </message>
    <message>
        <location filename="../gui/plugin_installs.py" line="135"/>
        <source>Uninstall %1? This runs:

%2</source>
        <translation>Désinstaller %1&#xa0;? Cette commande sera lancée&#xa0;:

%2</translation>
    </message>
    <message>
        <location filename="../gui/plugin_installs.py" line="142"/>
        <source>Uninstall a plugin</source>
        <translation>Désinstaller un module</translation>
    </message>
    <message>
        <location filename="../gui/plugin_installs.py" line="180"/>
        <source>pip is running…</source>
        <translation>pip travaille…</translation>
    </message>
    <message>
        <location filename="../gui/plugin_installs.py" line="278"/>
        <source>Uninstall it again?</source>
        <translation>Le désinstaller&#xa0;?</translation>
    </message>
    <message>
        <location filename="../gui/plugin_installs.py" line="282"/>
        <source>Uninstall %1 again? This runs:

%2</source>
        <translation>Désinstaller %1&#xa0;? Cette commande sera lancée&#xa0;:

%2</translation>
    </message>
    <message>
        <location filename="../gui/plugin_installs.py" line="285"/>
        <source>Uninstall</source>
        <translation>Désinstaller</translation>
    </message>
    <message>
        <location filename="../gui/plugin_installs.py" line="287"/>
        <source>Keep</source>
        <translation>Garder</translation>
    </message>
    <message>
        <location filename="../gui/plugin_manager.py" line="403"/>
        <location filename="../gui/plugin_manager.py" line="410"/>
        <source>Wait for pip to finish, or cancel it.</source>
        <translation>Attendez que pip termine, ou annulez.</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <location filename="../gui/statistics_chart.py" line="60"/>
        <source>Latest scores: {scores}</source>
        <translation>Derniers scores&#xa0;: {scores}</translation>
    </message>
    <message>
        <location filename="../gui/statistics_chart.py" line="62"/>
        <source>{opponent}: {results}</source>
        <translation>{opponent}&#xa0;: {results}</translation>
    </message>
    <message>
        <location filename="../gui/statistics_chart.py" line="131"/>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <location filename="../gui/statistics_chart.py" line="131"/>
        <source>Drawn</source>
        <translation>Nulles</translation>
    </message>
    <message>
        <location filename="../gui/statistics_chart.py" line="132"/>
        <source>Lost</source>
        <translation>Perdues</translation>
    </message>
    <message>
        <location filename="../gui/statistics_chart.py" line="168"/>
        <source>The latest scores, oldest first</source>
        <translation>Les derniers scores, du plus ancien au plus récent</translation>
    </message>
</context>
<context>
    <name>ResumeBanner</name>
    <message>
        <location filename="../gui/resume_banners.py" line="45"/>
        <source>today at {time}</source>
        <translation>aujourd’hui à {time}</translation>
    </message>
    <message>
        <location filename="../gui/resume_banners.py" line="47"/>
        <source>yesterday at {time}</source>
        <translation>hier à {time}</translation>
    </message>
    <message>
        <location filename="../gui/resume_banners.py" line="51"/>
        <source>{date} at {time}</source>
        <translation>le {date} à {time}</translation>
    </message>
    <message>
        <location filename="../gui/resume_banners.py" line="117"/>
        <location filename="../gui/resume_banners.py" line="129"/>
        <source>Return to {game}</source>
        <translation>Revenir à {game}</translation>
    </message>
    <message>
        <location filename="../gui/resume_banners.py" line="125"/>
        <source>Open in another Ludothèque window.</source>
        <translation>Ouverte dans une autre fenêtre de Ludothèque.</translation>
    </message>
    <message>
        <location filename="../gui/resume_banners.py" line="127"/>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <location filename="../gui/resume_banners.py" line="127"/>
        <source>Return</source>
        <translation>Revenir</translation>
    </message>
    <message>
        <location filename="../gui/resume_banners.py" line="128"/>
        <source>Discard</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location filename="../gui/resume_banners.py" line="130"/>
        <source>Resume {game}</source>
        <translation>Reprendre {game}</translation>
    </message>
    <message>
        <location filename="../gui/resume_banners.py" line="131"/>
        <source>Discard {game}</source>
        <translation>Supprimer {game}</translation>
    </message>
</context>
<context>
    <name>RulesViewer</name>
    <message>
        <location filename="../gui/rules_viewer.py" line="40"/>
        <source>Rules of {game}</source>
        <translation>Règles de {game}</translation>
    </message>
    <message>
        <location filename="../gui/rules_viewer.py" line="43"/>
        <source># {game}

This game ships no rules document.

{summary}</source>
        <translation># {game}

Ce jeu ne fournit pas de règles.

{summary}</translation>
    </message>
    <message>
        <location filename="../gui/rules_viewer.py" line="50"/>
        <source>The rules could not be read: {reason}</source>
        <translation>Les règles n’ont pas pu être lues&#xa0;: {reason}</translation>
    </message>
</context>
<context>
    <name>SeatsPanel</name>
    <message>
        <location filename="../gui/side_panel.py" line="128"/>
        <source>{level} — thinking…</source>
        <translation>{level} — réfléchit…</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../gui/start_page.py" line="227"/>
        <source>Show fewer</source>
        <translation>En montrer moins</translation>
    </message>
    <message>
        <location filename="../gui/start_page.py" line="277"/>
        <source>Ludothèque</source>
        <translation>Ludothèque</translation>
    </message>
    <message>
        <location filename="../gui/start_page.py" line="278"/>
        <source>Board games for everyone at the table. Pick a game to start.</source>
        <translation>Des jeux de société pour toute la tablée. Choisissez un jeu pour commencer.</translation>
    </message>
    <message>
        <location filename="../gui/start_page.py" line="280"/>
        <source>CONTINUE</source>
        <translation>CONTINUER</translation>
    </message>
    <message>
        <location filename="../gui/start_page.py" line="281"/>
        <source>GAMES</source>
        <translation>JEUX</translation>
    </message>
    <message>
        <location filename="../gui/start_page.py" line="283"/>
        <source>No games are installed yet. Use Plugins ▸ Manage… to add some.</source>
        <translation>Aucun jeu n’est encore installé. Utilisez Modules ▸ Gérer… pour en ajouter.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../gui/statistics_dialog.py" line="258"/>
        <source>best score {score}</source>
        <translation>meilleur score {score}</translation>
    </message>
    <message>
        <location filename="../gui/statistics_dialog.py" line="264"/>
        <source>best winning streak {n}</source>
        <translation>meilleure série {n}</translation>
    </message>
    <message>
        <location filename="../gui/statistics_dialog.py" line="279"/>
        <location filename="../gui/statistics_dialog.py" line="282"/>
        <source>Played</source>
        <translation>Jouées</translation>
    </message>
    <message>
        <location filename="../gui/statistics_dialog.py" line="279"/>
        <source>Best score</source>
        <translation>Meilleur score</translation>
    </message>
    <message>
        <location filename="../gui/statistics_dialog.py" line="279"/>
        <source>Average</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <location filename="../gui/statistics_dialog.py" line="280"/>
        <source>Last played</source>
        <translation>Dernière partie</translation>
    </message>
    <message>
        <location filename="../gui/statistics_dialog.py" line="282"/>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <location filename="../gui/statistics_dialog.py" line="282"/>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <location filename="../gui/statistics_dialog.py" line="282"/>
        <source>Lost</source>
        <translation>Perdues</translation>
    </message>
    <message>
        <location filename="../gui/statistics_dialog.py" line="283"/>
        <source>Drawn</source>
        <translation>Nulles</translation>
    </message>
    <message>
        <location filename="../gui/statistics_dialog.py" line="283"/>
        <source>Won %</source>
        <translation>% gagnées</translation>
    </message>
    <message>
        <location filename="../gui/statistics_dialog.py" line="283"/>
        <source>Streak</source>
        <translation>Série</translation>
    </message>
    <message>
        <location filename="../gui/statistics_dialog.py" line="284"/>
        <source>Best streak</source>
        <translation>Meilleure série</translation>
    </message>
    <message>
        <location filename="../gui/statistics_dialog.py" line="293"/>
        <source>Games won in a row, up to the latest</source>
        <translation>Parties gagnées d’affilée, jusqu’à la dernière</translation>
    </message>
    <message>
        <location filename="../gui/statistics_dialog.py" line="294"/>
        <source>The most games won in a row</source>
        <translation>Le plus de parties gagnées d’affilée</translation>
    </message>
    <message>
        <location filename="../gui/statistics_dialog.py" line="313"/>
        <source>All</source>
        <translation>Toutes</translation>
    </message>
    <message>
        <location filename="../gui/statistics_dialog.py" line="373"/>
        <location filename="../gui/statistics_dialog.py" line="391"/>
        <source>The usual options</source>
        <translation>Les options habituelles</translation>
    </message>
    <message>
        <location filename="../gui/statistics_dialog.py" line="386"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location filename="../gui/statistics_dialog.py" line="386"/>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location filename="../gui/statistics_dialog.py" line="389"/>
        <source>{option}: {value}</source>
        <translation>{option}&#xa0;: {value}</translation>
    </message>
    <message>
        <location filename="../gui/statistics_dialog.py" line="401"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location filename="../gui/statistics_dialog.py" line="401"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../gui/statistics_dialog.py" line="401"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../gui/statistics_dialog.py" line="401"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../gui/statistics_dialog.py" line="422"/>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location filename="../gui/statistics_dialog.py" line="423"/>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <location filename="../gui/statistics_dialog.py" line="424"/>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <location filename="../gui/statistics_dialog.py" line="425"/>
        <source>Best scores</source>
        <translation>Meilleurs scores</translation>
    </message>
    <message>
        <location filename="../gui/statistics_dialog.py" line="426"/>
        <source>Opponent:</source>
        <translation>Adversaire&#xa0;:</translation>
    </message>
    <message>
        <location filename="../gui/statistics_dialog.py" line="427"/>
        <source>Options:</source>
        <translation>Options&#xa0;:</translation>
    </message>
    <message>
        <location filename="../gui/statistics_dialog.py" line="428"/>
        <source>No scores yet.</source>
        <translation>Aucun score pour l’instant.</translation>
    </message>
    <message>
        <location filename="../gui/statistics_dialog.py" line="429"/>
        <source>Reset…</source>
        <translation>Réinitialiser…</translation>
    </message>
    <message>
        <location filename="../gui/statistics_dialog.py" line="461"/>
        <source>Reset the Statistics</source>
        <translation>Réinitialiser les statistiques</translation>
    </message>
    <message>
        <location filename="../gui/statistics_dialog.py" line="462"/>
        <source>Forget every result and best score of {game}? This cannot be undone.</source>
        <translation>Oublier tous les résultats et les meilleurs scores de {game}&#xa0;? C’est définitif.</translation>
    </message>
    <message>
        <location filename="../gui/statistics_dialog.py" line="466"/>
        <source>Reset {game}</source>
        <translation>Réinitialiser {game}</translation>
    </message>
    <message>
        <location filename="../gui/statistics_dialog.py" line="468"/>
        <source>Reset All Games</source>
        <translation>Réinitialiser tous les jeux</translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <location filename="../gui/actions.py" line="182"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../gui/actions.py" line="183"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../gui/actions.py" line="184"/>
        <source>&amp;Play</source>
        <translation>&amp;Jouer à</translation>
    </message>
    <message>
        <location filename="../gui/actions.py" line="185"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location filename="../gui/actions.py" line="186"/>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <location filename="../gui/actions.py" line="187"/>
        <source>Clear the List</source>
        <translation>Vider la liste</translation>
    </message>
    <message>
        <location filename="../gui/actions.py" line="188"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location filename="../gui/actions.py" line="189"/>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location filename="../gui/actions.py" line="190"/>
        <source>R&amp;estart</source>
        <translation>Recommen&amp;cer</translation>
    </message>
    <message>
        <location filename="../gui/actions.py" line="191"/>
        <source>Resi&amp;gn</source>
        <translation>A&amp;bandonner</translation>
    </message>
    <message>
        <location filename="../gui/actions.py" line="192"/>
        <source>&amp;Back to the Games</source>
        <translation>Retour a&amp;ux jeux</translation>
    </message>
    <message>
        <location filename="../gui/actions.py" line="193"/>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <location filename="../gui/actions.py" line="194"/>
        <source>Net&amp;work</source>
        <translation>Rése&amp;au</translation>
    </message>
    <message>
        <location filename="../gui/actions.py" line="195"/>
        <source>&amp;Host a Game…</source>
        <translation>&amp;Organiser une partie…</translation>
    </message>
    <message>
        <location filename="../gui/actions.py" line="196"/>
        <source>&amp;Join a Game…</source>
        <translation>Re&amp;joindre une partie…</translation>
    </message>
    <message>
        <location filename="../gui/actions.py" line="197"/>
        <source>&amp;Let the Computer Play a Departed Seat…</source>
        <translation>&amp;Confier à l’ordinateur la place d’un joueur parti…</translation>
    </message>
    <message>
        <location filename="../gui/actions.py" line="199"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../gui/actions.py" line="200"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location filename="../gui/actions.py" line="201"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../gui/actions.py" line="202"/>
        <source>&amp;Redo</source>
        <translation>&amp;Refaire</translation>
    </message>
    <message>
        <location filename="../gui/actions.py" line="203"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../gui/actions.py" line="204"/>
        <source>Move &amp;History</source>
        <translation>&amp;Historique des coups</translation>
    </message>
    <message>
        <location filename="../gui/actions.py" line="205"/>
        <source>Show &amp;Legal Moves</source>
        <translation>Montrer les coups per&amp;mis</translation>
    </message>
    <message>
        <location filename="../gui/actions.py" line="206"/>
        <source>Show Last &amp;Move</source>
        <translation>Montrer le &amp;dernier coup</translation>
    </message>
    <message>
        <location filename="../gui/actions.py" line="207"/>
        <source>&amp;Previous Step</source>
        <translation>Étape &amp;précédente</translation>
    </message>
    <message>
        <location filename="../gui/actions.py" line="208"/>
        <source>&amp;Next Step</source>
        <translation>Étape &amp;suivante</translation>
    </message>
    <message>
        <location filename="../gui/actions.py" line="209"/>
        <source>Hin&amp;t</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <location filename="../gui/actions.py" line="210"/>
        <source>&amp;Animation Speed</source>
        <translation>&amp;Vitesse des animations</translation>
    </message>
    <message>
        <location filename="../gui/actions.py" line="212"/>
        <source>&amp;Off</source>
        <translation>&amp;Aucune animation</translation>
    </message>
    <message>
        <location filename="../gui/actions.py" line="213"/>
        <source>&amp;Slow</source>
        <translation>&amp;Lente</translation>
    </message>
    <message>
        <location filename="../gui/actions.py" line="214"/>
        <source>&amp;Normal</source>
        <translation>&amp;Normale</translation>
    </message>
    <message>
        <location filename="../gui/actions.py" line="215"/>
        <source>&amp;Fast</source>
        <translation>&amp;Rapide</translation>
    </message>
    <message>
        <location filename="../gui/actions.py" line="219"/>
        <source>&amp;Plugins</source>
        <translation>&amp;Modules</translation>
    </message>
    <message>
        <location filename="../gui/actions.py" line="220"/>
        <source>&amp;Manage…</source>
        <translation>&amp;Gérer…</translation>
    </message>
    <message>
        <location filename="../gui/actions.py" line="221"/>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location filename="../gui/actions.py" line="224"/>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location filename="../gui/actions.py" line="225"/>
        <source>&amp;Rules of This Game</source>
        <translation>&amp;Règles de ce jeu</translation>
    </message>
    <message>
        <location filename="../gui/actions.py" line="226"/>
        <source>&amp;About Ludothèque</source>
        <translation>À &amp;propos de Ludothèque</translation>
    </message>
</context>
<context>
    <name>authoring</name>
    <message>
        <location filename="../core/plugins/authoring.py" line="53"/>
        <source>The game id “{game_id}” is taken already by an installed game (from {plugin}): choose another name.</source>
        <translation>L’identifiant de jeu «&#xa0;{game_id}&#xa0;» est déjà pris par un jeu installé (de {plugin})&#xa0;: choisissez un autre nom.</translation>
    </message>
    <message>
        <location filename="../core/plugins/authoring.py" line="56"/>
        <source>A package called {dist} is installed already, and installing the new plugin would replace it: choose another name.</source>
        <translation>Un paquet nommé {dist} est déjà installé, et installer le nouveau module le remplacerait&#xa0;: choisissez un autre nom.</translation>
    </message>
    <message>
        <location filename="../core/plugins/authoring.py" line="59"/>
        <source>{path} is a file, not a folder.</source>
        <translation>{path} est un fichier, pas un dossier.</translation>
    </message>
    <message>
        <location filename="../core/plugins/authoring.py" line="60"/>
        <source>Cannot write the plugin into {path}: {reason}.</source>
        <translation>Impossible d’écrire le module dans {path}&#xa0;: {reason}.</translation>
    </message>
    <message>
        <location filename="../core/plugins/authoring.py" line="61"/>
        <source>“{name}” is not a usable game name: start with a letter, then letters, digits, spaces, hyphens or underscores (at most 40).</source>
        <translation>«&#xa0;{name}&#xa0;» n’est pas un nom de jeu utilisable&#xa0;: commencez par une lettre, puis des lettres, chiffres, espaces, traits d’union ou tirets bas (40 au plus).</translation>
    </message>
    <message>
        <location filename="../core/plugins/authoring.py" line="64"/>
        <source>“{name}” gives the game id “{game_id}”, which is not usable: choose another name.</source>
        <translation>«&#xa0;{name}&#xa0;» donne l’identifiant de jeu «&#xa0;{game_id}&#xa0;», qui n’est pas utilisable&#xa0;: choisissez un autre nom.</translation>
    </message>
    <message>
        <location filename="../core/plugins/authoring.py" line="67"/>
        <source>{path} exists already and is not empty: choose another folder.</source>
        <translation>{path} existe déjà et n’est pas vide&#xa0;: choisissez un autre dossier.</translation>
    </message>
</context>
<context>
    <name>catalogues</name>
    <message>
        <location filename="../core/plugins/catalogues.py" line="28"/>
        <source>{tool} was not found: it comes with PySide6 (pip install PySide6-Essentials).</source>
        <translation>{tool} est introuvable&#xa0;: il est fourni avec PySide6 (pip install PySide6-Essentials).</translation>
    </message>
    <message>
        <location filename="../core/plugins/catalogues.py" line="30"/>
        <source>No catalogue under {folder}: a plugin keeps them as &lt;package&gt;/i18n/&lt;name&gt;_&lt;language&gt;.ts (the scaffold makes one).</source>
        <translation>Aucun catalogue dans {folder}&#xa0;: un module les range sous &lt;paquet&gt;/i18n/&lt;nom&gt;_&lt;langue&gt;.ts (le modèle de départ en crée un).</translation>
    </message>
    <message>
        <location filename="../core/plugins/catalogues.py" line="33"/>
        <source>No translatable string was found in the sources of {ts}, which had {count}: the catalogue was left as it was.</source>
        <translation>Aucune chaîne à traduire n’a été trouvée dans les sources de {ts}, qui en comptait {count}&#xa0;: le catalogue est resté tel quel.</translation>
    </message>
    <message>
        <location filename="../core/plugins/catalogues.py" line="36"/>
        <source>{tool} failed on {ts}: {reason}</source>
        <translation>{tool} a échoué sur {ts}&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../core/plugins/catalogues.py" line="37"/>
        <source>{ts} is not a readable catalogue: {reason}</source>
        <translation>{ts} n’est pas un catalogue lisible&#xa0;: {reason}</translation>
    </message>
</context>
<context>
    <name>installer</name>
    <message>
        <location filename="../core/plugins/specs.py" line="68"/>
        <source>Type a package name, or choose a folder or a wheel file.</source>
        <translation>Saisissez un nom de paquet, ou choisissez un dossier ou un fichier wheel.</translation>
    </message>
    <message>
        <location filename="../core/plugins/specs.py" line="70"/>
        <source>“{spec}” looks like a pip option; only a package name, a folder or a wheel file can be installed.</source>
        <translation>«&#xa0;{spec}&#xa0;» ressemble à une option de pip&#xa0;; seuls un nom de paquet, un dossier ou un fichier wheel peuvent être installés.</translation>
    </message>
    <message>
        <location filename="../core/plugins/specs.py" line="73"/>
        <source>“{spec}” contains characters that are not allowed in a package name or version ({chars}).</source>
        <translation>«&#xa0;{spec}&#xa0;» contient des caractères interdits dans un nom ou une version de paquet ({chars}).</translation>
    </message>
    <message>
        <location filename="../core/plugins/specs.py" line="76"/>
        <source>“{spec}” is neither a package name with an optional version (such as ludotheque-chess==1.2), a folder with a pyproject.toml or setup.py, nor a .whl file.</source>
        <translation>«&#xa0;{spec}&#xa0;» n’est ni un nom de paquet avec une version facultative (comme ludotheque-chess==1.2), ni un dossier contenant pyproject.toml ou setup.py, ni un fichier .whl.</translation>
    </message>
    <message>
        <location filename="../core/plugins/specs.py" line="80"/>
        <source>The folder {path} holds no pyproject.toml or setup.py: it is not a Python package.</source>
        <translation>Le dossier {path} ne contient ni pyproject.toml ni setup.py&#xa0;: ce n’est pas un paquet Python.</translation>
    </message>
    <message>
        <location filename="../core/plugins/specs.py" line="83"/>
        <source>{path} is not a wheel file (name-version-….whl).</source>
        <translation>{path} n’est pas un fichier wheel (nom-version-….whl).</translation>
    </message>
    <message>
        <location filename="../core/plugins/specs.py" line="84"/>
        <source>The file {path} does not exist.</source>
        <translation>Le fichier {path} n’existe pas.</translation>
    </message>
    <message>
        <location filename="../core/plugins/specs.py" line="85"/>
        <source>“{spec}” is too long for a package name ({length} characters; at most {limit}).</source>
        <translation>«&#xa0;{spec}&#xa0;» est trop long pour un nom de paquet ({length} caractères&#xa0;; au plus {limit}).</translation>
    </message>
    <message>
        <location filename="../core/plugins/specs.py" line="88"/>
        <source>{path} is a file but not a package: choose a .whl file, or the folder that holds pyproject.toml or setup.py.</source>
        <translation>{path} est un fichier mais pas un paquet&#xa0;: choisissez un fichier .whl, ou le dossier qui contient pyproject.toml ou setup.py.</translation>
    </message>
    <message>
        <location filename="../core/plugins/specs.py" line="91"/>
        <source>{path} is not a wheel: it is not a zip archive (a damaged download, or another file renamed .whl).</source>
        <translation>{path} n’est pas un wheel&#xa0;: ce n’est pas une archive zip (un téléchargement abîmé, ou un autre fichier renommé en .whl).</translation>
    </message>
    <message>
        <location filename="../core/plugins/specs.py" line="94"/>
        <source>{path} is not a wheel: its archive holds no wheel metadata (.dist-info/WHEEL and METADATA).</source>
        <translation>{path} n’est pas un wheel&#xa0;: son archive ne contient pas de métadonnées de wheel (.dist-info/WHEEL et METADATA).</translation>
    </message>
    <message>
        <location filename="../core/plugins/specs.py" line="97"/>
        <source>{path} cannot be read: {reason}.</source>
        <translation>{path} est illisible&#xa0;: {reason}.</translation>
    </message>
    <message>
        <location filename="../core/plugins/specs.py" line="98"/>
        <source>{name} is part of Ludotheque itself and cannot be installed or changed from here.</source>
        <translation>{name} fait partie de Ludothèque et ne peut pas être installé ni modifié d’ici.</translation>
    </message>
    <message>
        <location filename="../core/plugins/installer.py" line="96"/>
        <source>No package called “{spec}” was found (or no version matching it). Check the spelling and the version.</source>
        <translation>Aucun paquet nommé «&#xa0;{spec}&#xa0;» n’a été trouvé (ou aucune version correspondante). Vérifiez l’orthographe et la version.</translation>
    </message>
    <message>
        <location filename="../core/plugins/installer.py" line="99"/>
        <source>The package index could not be reached. Check your network connection (or proxy) and try again.</source>
        <translation>L’index des paquets est injoignable. Vérifiez votre connexion réseau (ou votre proxy) et réessayez.</translation>
    </message>
    <message>
        <location filename="../core/plugins/installer.py" line="102"/>
        <source>The package index could not be reached, and installing {spec} needs {requirements}, which this Python does not have. Connect to the network, or install {requirements} first (from a wheel file, for instance), then try again.</source>
        <translation>L’index des paquets est injoignable, et l’installation de {spec} demande {requirements}, que ce Python n’a pas. Connectez-vous au réseau, ou installez d’abord {requirements} (depuis un fichier wheel, par exemple), puis réessayez.</translation>
    </message>
    <message>
        <location filename="../core/plugins/installer.py" line="107"/>
        <source>Installing {spec} needs {requirements}, which this Python does not have, and pip found no version of it to download. Check the network and pip&apos;s index settings, or install {requirements} first, then try again.</source>
        <translation>L’installation de {spec} demande {requirements}, que ce Python n’a pas, et pip n’en a trouvé aucune version à télécharger. Vérifiez le réseau et les réglages d’index de pip, ou installez d’abord {requirements}, puis réessayez.</translation>
    </message>
    <message>
        <location filename="../core/plugins/installer.py" line="111"/>
        <source>Building {spec} needs {requirements}, which this Python does not have, and pip could not download it. Connect to the network (or check pip&apos;s index settings), or install {requirements} first, then try again.</source>
        <translation>La construction de {spec} demande {requirements}, que ce Python n’a pas, et pip n’a pas pu le télécharger. Connectez-vous au réseau (ou vérifiez les réglages d’index de pip), ou installez d’abord {requirements}, puis réessayez.</translation>
    </message>
    <message>
        <location filename="../core/plugins/installer.py" line="115"/>
        <source>Building {spec} needs build tools that this Python lacks: {details}. Install them, then try again.</source>
        <translation>La construction de {spec} demande des outils que ce Python n’a pas&#xa0;: {details}. Installez-les, puis réessayez.</translation>
    </message>
    <message>
        <location filename="../core/plugins/installer.py" line="118"/>
        <source>The plugin needs versions of other packages that conflict with this Ludotheque (which keeps its own version, PySide6 and pluggy). Look for a version of the plugin made for Ludotheque {version}.

{lines}</source>
        <translation>Le module demande des versions d’autres paquets incompatibles avec ce Ludothèque (qui garde sa propre version, PySide6 et pluggy). Cherchez une version du module faite pour Ludothèque {version}.

{lines}</translation>
    </message>
    <message>
        <location filename="../core/plugins/installer.py" line="122"/>
        <source>This Python is managed by your system (PEP 668), so pip may not install into it. Run Ludotheque from a virtual environment or with pipx, and install games there.</source>
        <translation>Ce Python est géré par votre système (PEP 668)&#xa0;: pip ne peut pas y installer. Lancez Ludothèque depuis un environnement virtuel ou avec pipx, et installez-y les jeux.</translation>
    </message>
    <message>
        <location filename="../core/plugins/installer.py" line="126"/>
        <source>pip failed (exit status {code}). Its last lines:
{lines}</source>
        <translation>pip a échoué (code de sortie {code}). Ses dernières lignes&#xa0;:
{lines}</translation>
    </message>
    <message>
        <location filename="../core/plugins/installer.py" line="128"/>
        <source>The installation was cancelled.</source>
        <translation>L’installation a été annulée.</translation>
    </message>
    <message>
        <location filename="../core/plugins/installer.py" line="129"/>
        <source>{names} installed, but it provides no game for Ludotheque. You can uninstall it again.</source>
        <translation>{names} est installé, mais ne fournit aucun jeu pour Ludothèque. Vous pouvez le désinstaller.</translation>
    </message>
    <message>
        <location filename="../core/plugins/installer.py" line="132"/>
        <source>{name} {version} was installed but cannot be used: {reason}.</source>
        <translation>{name} {version} est installé mais inutilisable&#xa0;: {reason}.</translation>
    </message>
    <message>
        <location filename="../core/plugins/installer.py" line="134"/>
        <source>{name} {version} was installed but failed to load: {reason}.</source>
        <translation>{name} {version} est installé mais n’a pas pu être chargé&#xa0;: {reason}.</translation>
    </message>
    <message>
        <location filename="../core/plugins/installer.py" line="136"/>
        <source>New games: {games}.</source>
        <translation>Nouveaux jeux&#xa0;: {games}.</translation>
    </message>
    <message>
        <location filename="../core/plugins/installer.py" line="137"/>
        <source>Nothing new was installed: {spec} was already there.</source>
        <translation>Rien de nouveau n’a été installé&#xa0;: {spec} était déjà là.</translation>
    </message>
    <message>
        <location filename="../core/plugins/installer.py" line="139"/>
        <source>Restart Ludotheque to finish: {names} changed while loaded.</source>
        <translation>Redémarrez Ludothèque pour terminer&#xa0;: {names} a changé pendant son utilisation.</translation>
    </message>
    <message>
        <location filename="../core/plugins/installer.py" line="141"/>
        <source>{names} reinstalled at the same version, with changed files.</source>
        <translation>{names} réinstallé à la même version, avec des fichiers modifiés.</translation>
    </message>
    <message>
        <location filename="../core/plugins/installer.py" line="143"/>
        <source>Updated: {names}.</source>
        <translation>Mis à jour&#xa0;: {names}.</translation>
    </message>
    <message>
        <location filename="../core/plugins/installer.py" line="144"/>
        <source>Ludotheque uses the new code of {names} from its next start.</source>
        <translation>Ludothèque utilisera le nouveau code de {names} à son prochain démarrage.</translation>
    </message>
    <message>
        <location filename="../core/plugins/specs.py" line="101"/>
        <source>{name} cannot be uninstalled: Ludotheque itself needs it.</source>
        <translation>{name} ne peut pas être désinstallé&#xa0;: Ludothèque en a besoin.</translation>
    </message>
    <message>
        <location filename="../core/plugins/specs.py" line="103"/>
        <source>{name} is not installed.</source>
        <translation>{name} n’est pas installé.</translation>
    </message>
    <message>
        <location filename="../core/plugins/specs.py" line="104"/>
        <source>“{name}” is not a distribution name.</source>
        <translation>«&#xa0;{name}&#xa0;» n’est pas un nom de distribution.</translation>
    </message>
    <message>
        <location filename="../core/plugins/installer.py" line="146"/>
        <source>{name} was uninstalled.</source>
        <translation>{name} a été désinstallé.</translation>
    </message>
    <message>
        <location filename="../core/plugins/installer.py" line="147"/>
        <source>Games removed: {games}.</source>
        <translation>Jeux retirés&#xa0;: {games}.</translation>
    </message>
    <message>
        <location filename="../core/plugins/installer.py" line="148"/>
        <source>{name} comes with Ludotheque: uninstalling it removes its games until Ludotheque is installed again. To stop loading it, disable it instead.</source>
        <translation>{name} est livré avec Ludothèque&#xa0;: le désinstaller retire ses jeux jusqu’à ce que Ludothèque soit réinstallé. Pour ne plus le charger, désactivez-le plutôt.</translation>
    </message>
    <message>
        <location filename="../core/plugins/installer.py" line="151"/>
        <source>{name} is not a game plugin: it provides no game to Ludotheque, and other programs in this Python may need it.</source>
        <translation>{name} n’est pas un module de jeu&#xa0;: il ne fournit aucun jeu à Ludothèque, et d’autres programmes de ce Python peuvent en avoir besoin.</translation>
    </message>
</context>
<context>
    <name>match</name>
    <message>
        <location filename="../core/match.py" line="52"/>
        <source>Unknown seat &apos;{kind}&apos;: use human, random or ai[:LEVEL].</source>
        <translation>Place «&#xa0;{kind}&#xa0;» inconnue&#xa0;: utilisez human, random ou ai[:NIVEAU].</translation>
    </message>
    <message>
        <location filename="../core/match.py" line="59"/>
        <source>Unknown level &apos;{level}&apos;: use {levels}.</source>
        <translation>Niveau «&#xa0;{level}&#xa0;» inconnu&#xa0;: utilisez {levels}.</translation>
    </message>
    <message>
        <location filename="../core/match.py" line="63"/>
        <source>Only a computer seat has a level.</source>
        <translation>Seule une place d’ordinateur a un niveau.</translation>
    </message>
    <message>
        <location filename="../core/match.py" line="66"/>
        <source>A name has at most 40 characters.</source>
        <translation>Un nom a au plus 40 caractères.</translation>
    </message>
    <message>
        <location filename="../core/match.py" line="88"/>
        <source>A seat must be a table.</source>
        <translation>Une place doit être une table.</translation>
    </message>
    <message>
        <location filename="../core/match.py" line="92"/>
        <source>A seat has a wrong type of value.</source>
        <translation>Une place a une valeur du mauvais type.</translation>
    </message>
    <message>
        <location filename="../core/match.py" line="114"/>
        <source>Two players are called “{name}”.</source>
        <translation>Deux joueurs s’appellent «&#xa0;{name}&#xa0;».</translation>
    </message>
</context>
<context>
    <name>model</name>
    <message>
        <location filename="../core/model.py" line="78"/>
        <source>&apos;{move}&apos; is not a move of this game.</source>
        <extracomment>Anything hashable whose ``str()`` is its notation.</extracomment>
        <translation>«&#xa0;{move}&#xa0;» n’est pas un coup de ce jeu.</translation>
    </message>
    <message>
        <location filename="../core/model.py" line="87"/>
        <source>The move &apos;{move}&apos; is not allowed here.</source>
        <translation>Le coup «&#xa0;{move}&#xa0;» n’est pas permis ici.</translation>
    </message>
    <message>
        <location filename="../core/model.py" line="333"/>
        <source>Chance: {move}</source>
        <translation>Hasard&#xa0;: {move}</translation>
    </message>
    <message>
        <location filename="../core/model.py" line="334"/>
        <source>{player}: {move}</source>
        <translation>{player}&#xa0;: {move}</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <location filename="../core/options.py" line="47"/>
        <source>Unknown option &apos;{key}&apos;. Known options: {known}.</source>
        <translation>Option «&#xa0;{key}&#xa0;» inconnue. Options connues&#xa0;: {known}.</translation>
    </message>
    <message>
        <location filename="../core/options.py" line="48"/>
        <source>Option &apos;{key}&apos; needs a whole number, not &apos;{value}&apos;.</source>
        <translation>L’option «&#xa0;{key}&#xa0;» demande un nombre entier, pas «&#xa0;{value}&#xa0;».</translation>
    </message>
    <message>
        <location filename="../core/options.py" line="49"/>
        <source>Option &apos;{key}&apos; must be between {min} and {max}, not {value}.</source>
        <translation>L’option «&#xa0;{key}&#xa0;» doit être entre {min} et {max}, pas {value}.</translation>
    </message>
    <message>
        <location filename="../core/options.py" line="51"/>
        <source>Option &apos;{key}&apos; must be one of {choices}, not &apos;{value}&apos;.</source>
        <translation>L’option «&#xa0;{key}&#xa0;» doit être l’une de {choices}, pas «&#xa0;{value}&#xa0;».</translation>
    </message>
    <message>
        <location filename="../core/options.py" line="52"/>
        <source>Option &apos;{key}&apos; must be yes or no, not &apos;{value}&apos;.</source>
        <translation>L’option «&#xa0;{key}&#xa0;» doit être oui ou non, pas «&#xa0;{value}&#xa0;».</translation>
    </message>
    <message>
        <location filename="../core/options.py" line="53"/>
        <source>Write an option as KEY=VALUE, not &apos;{text}&apos;.</source>
        <translation>Écrivez une option sous la forme CLÉ=VALEUR, pas «&#xa0;{text}&#xa0;».</translation>
    </message>
    <message>
        <location filename="../core/options.py" line="54"/>
        <source>Options must be a table of names and values.</source>
        <translation>Les options doivent être une table de noms et de valeurs.</translation>
    </message>
</context>
<context>
    <name>plugin_settings</name>
    <message>
        <location filename="../core/plugins/settings.py" line="31"/>
        <source>Ludotheque stopped while loading the plugin {name} last time, so it has been disabled. You can enable it again in Plugins ▸ Manage….</source>
        <translation>Ludothèque s’est arrêté pendant le chargement du module {name} la dernière fois&#xa0;: il a donc été désactivé. Vous pouvez le réactiver dans Modules ▸ Gérer….</translation>
    </message>
    <message>
        <location filename="../core/plugins/settings.py" line="34"/>
        <source>Safe mode: only the games shipped with Ludotheque are loaded.</source>
        <translation>Mode sans échec&#xa0;: seuls les jeux fournis avec Ludothèque sont chargés.</translation>
    </message>
    <message>
        <location filename="../core/plugins/settings.py" line="36"/>
        <source>The list of disabled plugins was damaged; its last good copy was used. The damaged file was kept as plugins.json.damaged.</source>
        <translation>La liste des modules désactivés était endommagée&#xa0;; sa dernière copie intacte a été utilisée. Le fichier endommagé a été conservé sous le nom plugins.json.damaged.</translation>
    </message>
    <message>
        <location filename="../core/plugins/settings.py" line="39"/>
        <source>The list of disabled plugins was damaged, so every plugin not shipped with Ludotheque has been disabled. Enable the ones you want again in Plugins ▸ Manage…. The damaged file was kept as plugins.json.damaged.</source>
        <translation>La liste des modules désactivés était endommagée&#xa0;: tous les modules qui ne sont pas livrés avec Ludothèque ont donc été désactivés. Réactivez ceux que vous voulez dans Modules ▸ Gérer…. Le fichier endommagé a été conservé sous le nom plugins.json.damaged.</translation>
    </message>
    <message>
        <location filename="../core/plugins/settings.py" line="44"/>
        <source>The list of disabled plugins is damaged and could not be mended: its folder cannot be written. Until it can, every plugin not shipped with Ludotheque stays disabled, except those the last good copy of the list enables.</source>
        <translation>La liste des modules désactivés est endommagée et n’a pas pu être réparée&#xa0;: son dossier n’est pas accessible en écriture. En attendant, tous les modules non livrés avec Ludothèque restent désactivés, sauf ceux que la dernière copie valide de la liste active.</translation>
    </message>
</context>
<context>
    <name>saves</name>
    <message>
        <location filename="../core/autosave.py" line="28"/>
        <source>This game is open in another Ludothèque window. Continue it there, or close it there first.</source>
        <translation>Cette partie est ouverte dans une autre fenêtre de Ludothèque. Continuez-la là-bas, ou fermez-la d’abord là-bas.</translation>
    </message>
    <message>
        <location filename="../core/saves.py" line="113"/>
        <source>Could not write {path}: {reason}</source>
        <extracomment>``lookup(game_id) -&gt; (Game, plugin_name, plugin_version)``; raises KeyError if unknown.</extracomment>
        <translation>Impossible d’écrire {path}&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../core/saves.py" line="127"/>
        <source>{path} is a folder, a device or a pipe, not a file: it is not a saved game.</source>
        <translation>{path} est un dossier, un périphérique ou un tube, pas un fichier&#xa0;: ce n’est pas une partie enregistrée.</translation>
    </message>
    <message>
        <location filename="../core/saves.py" line="138"/>
        <source>The file {path} does not exist.</source>
        <translation>Le fichier {path} n’existe pas.</translation>
    </message>
    <message>
        <location filename="../core/saves.py" line="143"/>
        <location filename="../core/saves.py" line="152"/>
        <source>Could not read {path}: {reason}</source>
        <translation>Impossible de lire {path}&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../core/saves.py" line="157"/>
        <source>The file is larger than 10 MB: it is not a saved game.</source>
        <translation>Le fichier dépasse 10 Mo&#xa0;: ce n’est pas une partie enregistrée.</translation>
    </message>
    <message>
        <location filename="../core/saves.py" line="160"/>
        <source>The file is empty.</source>
        <translation>Le fichier est vide.</translation>
    </message>
    <message>
        <location filename="../core/saves.py" line="164"/>
        <source>The file is not text: it is not a saved game.</source>
        <translation>Le fichier n’est pas du texte&#xa0;: ce n’est pas une partie enregistrée.</translation>
    </message>
    <message>
        <location filename="../core/saves.py" line="167"/>
        <source>The file is damaged or cut short (JSON error at line {line}, column {column}).</source>
        <translation>Le fichier est endommagé ou tronqué (erreur JSON ligne {line}, colonne {column}).</translation>
    </message>
    <message>
        <location filename="../core/saves.py" line="171"/>
        <source>The file is nested too deeply: it is not a saved game.</source>
        <translation>Le fichier est trop imbriqué&#xa0;: ce n’est pas une partie enregistrée.</translation>
    </message>
    <message>
        <location filename="../core/saves.py" line="174"/>
        <source>The file holds a value that cannot be read: it is not a saved game.</source>
        <translation>Le fichier contient une valeur illisible&#xa0;: ce n’est pas une partie enregistrée.</translation>
    </message>
    <message>
        <location filename="../core/saves.py" line="181"/>
        <source>The file has no &apos;{key}&apos; entry.</source>
        <translation>Le fichier n’a pas d’entrée «&#xa0;{key}&#xa0;».</translation>
    </message>
    <message>
        <location filename="../core/saves.py" line="184"/>
        <location filename="../core/saves.py" line="219"/>
        <location filename="../core/saves.py" line="240"/>
        <location filename="../core/saves.py" line="277"/>
        <location filename="../core/saves.py" line="283"/>
        <source>The entry &apos;{key}&apos; has the wrong type.</source>
        <translation>L’entrée «&#xa0;{key}&#xa0;» n’a pas le bon type.</translation>
    </message>
    <message>
        <location filename="../core/saves.py" line="205"/>
        <source>The file does not hold a saved game.</source>
        <translation>Le fichier ne contient pas de partie enregistrée.</translation>
    </message>
    <message>
        <location filename="../core/saves.py" line="207"/>
        <location filename="../core/saves.py" line="210"/>
        <source>The file is not a Ludotheque saved game.</source>
        <translation>Le fichier n’est pas une partie enregistrée par Ludothèque.</translation>
    </message>
    <message>
        <location filename="../core/saves.py" line="212"/>
        <source>The file uses save format {version}; this version of Ludotheque reads format {supported}. Update Ludotheque to open it.</source>
        <translation>Le fichier utilise le format {version}&#xa0;; cette version de Ludothèque lit le format {supported}. Mettez Ludothèque à jour pour l’ouvrir.</translation>
    </message>
    <message>
        <location filename="../core/saves.py" line="227"/>
        <source>The game &apos;{game}&apos; is not installed. Install the plugin &apos;{plugin}&apos; to open this file.</source>
        <translation>Le jeu «&#xa0;{game}&#xa0;» n’est pas installé. Installez le module «&#xa0;{plugin}&#xa0;» pour ouvrir ce fichier.</translation>
    </message>
    <message>
        <location filename="../core/saves.py" line="245"/>
        <source>A seat is invalid: {reason}</source>
        <translation>Une place est invalide&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../core/saves.py" line="248"/>
        <source>The file has {count} seats; {game} is for {low} to {high} players.</source>
        <translation>Le fichier a {count} places&#xa0;; {game} se joue de {low} à {high} joueurs.</translation>
    </message>
    <message>
        <location filename="../core/saves.py" line="255"/>
        <source>An option is invalid: {reason}</source>
        <translation>Une option est invalide&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../core/saves.py" line="271"/>
        <source>The file was altered: its moves do not lead to the position it recorded.</source>
        <translation>Le fichier a été modifié&#xa0;: ses coups ne mènent pas à la position enregistrée.</translation>
    </message>
    <message>
        <location filename="../core/saves.py" line="295"/>
        <source>The game could not set up this match: {reason}. The details are in the log.</source>
        <translation>Le jeu n’a pas pu mettre en place cette partie&#xa0;: {reason}. Le détail est dans le journal.</translation>
    </message>
    <message>
        <location filename="../core/saves.py" line="306"/>
        <source>The file has moves after the end of the game.</source>
        <translation>Le fichier contient des coups après la fin de la partie.</translation>
    </message>
    <message>
        <location filename="../core/saves.py" line="310"/>
        <source>The file lacks the chance outcome needed after move {n}.</source>
        <translation>Il manque au fichier le tirage nécessaire après le coup {n}.</translation>
    </message>
    <message>
        <location filename="../core/saves.py" line="317"/>
        <source>The file has {count} unused chance outcomes.</source>
        <translation>Le fichier a {count} tirages inutilisés.</translation>
    </message>
    <message>
        <location filename="../core/saves.py" line="326"/>
        <source>Move {n} (&apos;{move}&apos;) cannot be played: {reason}</source>
        <translation>Le coup {n} («&#xa0;{move}&#xa0;») ne peut pas être joué&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../core/saves.py" line="328"/>
        <source>Chance outcome {n} (&apos;{move}&apos;) cannot be played: {reason}</source>
        <translation>Le tirage {n} («&#xa0;{move}&#xa0;») ne peut pas être joué&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../core/saves.py" line="338"/>
        <source>Step {n} (&apos;{move}&apos;) could not be replayed: the game failed ({reason}). The details are in the log.</source>
        <translation>L’étape {n} («&#xa0;{move}&#xa0;») n’a pas pu être rejouée&#xa0;: le jeu a échoué ({reason}). Le détail est dans le journal.</translation>
    </message>
</context>
<context>
    <name>start_page</name>
    <message numerus="yes">
        <location filename="../gui/resume_banners.py" line="119"/>
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n coup</numerusform>
            <numerusform>%n coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/start_page.py" line="228"/>
        <source>Show all %n unfinished games</source>
        <translation>
            <numerusform>Montrer la partie non terminée</numerusform>
            <numerusform>Montrer les %n parties non terminées</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>statistics_dialog</name>
    <message>
        <location filename="../gui/statistics_dialog.py" line="49"/>
        <source>Against people</source>
        <translation>Contre des personnes</translation>
    </message>
    <message>
        <location filename="../gui/statistics_dialog.py" line="50"/>
        <source>Alone</source>
        <translation>En solitaire</translation>
    </message>
    <message>
        <location filename="../gui/statistics_chart.py" line="22"/>
        <source>{n}%</source>
        <translation>{n}&#xa0;%</translation>
    </message>
    <message>
        <location filename="../gui/statistics_chart.py" line="23"/>
        <source>No games played yet.</source>
        <translation>Aucune partie jouée pour l’instant.</translation>
    </message>
    <message>
        <location filename="../gui/statistics_dialog.py" line="64"/>
        <source>yyyy-MM-dd HH:mm</source>
        <comment>the format of a date and time (Qt&apos;s)</comment>
        <translation>dd/MM/yyyy HH:mm</translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/statistics_chart.py" line="63"/>
        <location filename="../gui/statistics_dialog.py" line="263"/>
        <source>%n won</source>
        <translation>
            <numerusform>%n gagnée</numerusform>
            <numerusform>%n gagnées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/statistics_chart.py" line="64"/>
        <source>%n drawn</source>
        <translation>
            <numerusform>%n nulle</numerusform>
            <numerusform>%n nulles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/statistics_chart.py" line="65"/>
        <source>%n lost</source>
        <translation>
            <numerusform>%n perdue</numerusform>
            <numerusform>%n perdues</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/statistics_dialog.py" line="256"/>
        <location filename="../gui/statistics_dialog.py" line="262"/>
        <source>%n game(s) played</source>
        <translation>
            <numerusform>%n partie jouée</numerusform>
            <numerusform>%n parties jouées</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>texts</name>
    <message>
        <location filename="../gui/texts.py" line="27"/>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="28"/>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="29"/>
        <source>Random player</source>
        <translation>Joueur au hasard</translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="31"/>
        <source>Beginner</source>
        <translation>Débutant</translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="32"/>
        <source>Intermediate</source>
        <translation>Intermédiaire</translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="33"/>
        <source>Strong</source>
        <translation>Fort</translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="34"/>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location filename="../core/cli/games.py" line="147"/>
        <location filename="../core/cli/network.py" line="350"/>
        <location filename="../gui/texts.py" line="36"/>
        <source>Player {n}</source>
        <translation>Joueur {n}</translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="37"/>
        <source>Computer · {level}</source>
        <translation>Ordinateur · {level}</translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="38"/>
        <source>1 player</source>
        <translation>1 joueur</translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="39"/>
        <source>{n} players</source>
        <translation>{n} joueurs</translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="40"/>
        <source>{low}–{high} players</source>
        <translation>{low} à {high} joueurs</translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="41"/>
        <source>A draw!</source>
        <translation>Match nul&#xa0;!</translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="42"/>
        <source>{name} wins!</source>
        <translation>{name} gagne&#xa0;!</translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="43"/>
        <source>{names} share the win!</source>
        <translation>{names} se partagent la victoire&#xa0;!</translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="44"/>
        <source>Nobody wins.</source>
        <translation>Personne ne gagne.</translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="45"/>
        <source>Game over: final score {score}.</source>
        <translation>Partie terminée&#xa0;: score final {score}.</translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="46"/>
        <source>{first} and {last}</source>
        <translation>{first} et {last}</translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="47"/>
        <source>{name} resigned.</source>
        <translation>{name} a abandonné.</translation>
    </message>
</context>
</TS>
