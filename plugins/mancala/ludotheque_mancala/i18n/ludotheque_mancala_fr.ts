<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>MancalaBoardWidget</name>
    <message>
        <location filename="../qt/board_widget.py" line="243"/>
        <source>Sowing... click or press Escape to skip.</source>
        <translation>Semis en cours… cliquez ou appuyez sur Échap pour passer.</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="245"/>
        <source>Click a highlighted house, or press its number (Left/Right and Enter also work).</source>
        <translation>Cliquez sur une maison en surbrillance ou tapez son numéro (Gauche/Droite et Entrée fonctionnent aussi).</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="250"/>
        <location filename="../qt/board_widget.py" line="406"/>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="408"/>
        <source>Relay lap %1</source>
        <translation>Relais n° %1</translation>
    </message>
</context>
<context>
    <name>MancalaOptionsDialog</name>
    <message>
        <location filename="../qt/options_dialog.py" line="50"/>
        <source>Kalah: six houses each, sowing counter-clockwise into your own store; the last seed in your store plays again.</source>
        <translation>Kalah : six maisons chacun, semis dans le sens inverse des aiguilles d&apos;une montre jusque dans votre magasin ; la dernière graine dans votre magasin vous fait rejouer.</translation>
    </message>
    <message>
        <location filename="../qt/options_dialog.py" line="53"/>
        <source>Oware: six houses each, captures of two or three seeds on the opponent&apos;s side; you must feed an opponent who has no seeds.</source>
        <translation>Oware : six maisons chacun, prises de deux ou trois graines chez l&apos;adversaire ; il faut nourrir un adversaire qui n&apos;a plus de graines.</translation>
    </message>
    <message>
        <location filename="../qt/options_dialog.py" line="56"/>
        <source>Congkak: N houses of N seeds each, clockwise relay sowing; with several rounds, houses that cannot be refilled are burnt.</source>
        <translation>Congkak : N maisons de N graines chacun, semis en relais dans le sens des aiguilles d&apos;une montre ; en plusieurs manches, les maisons qu&apos;on ne peut pas remplir sont brûlées.</translation>
    </message>
</context>
<context>
    <name>mancala</name>
    <message>
        <location filename="../plugin.py" line="23"/>
        <source>A position came back: each player took the seeds on their side.</source>
        <translation>Une position s&apos;est répétée : chaque joueur a pris les graines de son côté.</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="25"/>
        <source>No move could give the opponent seeds: the mover took the seeds on their side.</source>
        <translation>Aucun coup ne pouvait nourrir l&apos;adversaire : le joueur au trait a pris les graines de son côté.</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="28"/>
        <source>The player to move had no seeds left: the other player took the seeds on their side.</source>
        <translation>Le joueur au trait n&apos;avait plus de graines : l&apos;autre joueur a pris les graines de son côté.</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="31"/>
        <source>A player could not fill a single house: the match is over.</source>
        <translation>Un joueur ne pouvait plus remplir une seule maison : la partie est finie.</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="33"/>
        <source>The last round was played: whoever holds more seeds wins the match.</source>
        <translation>La dernière manche a été jouée : celui qui a le plus de graines gagne la partie.</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="50"/>
        <source>Kalah</source>
        <translation>Kalah</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="51"/>
        <source>Sow seeds round the board, land in your store to play again, capture across.</source>
        <translation>Semez les graines autour du plateau, finissez dans votre magasin pour rejouer, capturez en face.</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="53"/>
        <source>Oware</source>
        <translation>Awalé (oware)</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="54"/>
        <source>The West African classic: capture twos and threes, and never starve your opponent.</source>
        <translation>Le classique d&apos;Afrique de l&apos;Ouest : prenez les deux et les trois, et n&apos;affamez jamais l&apos;adversaire.</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="56"/>
        <source>Congkak</source>
        <translation>Congkak</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="57"/>
        <source>The Malaysian game of relay sowing: keep lifting seeds until your last one lands in an empty house.</source>
        <translation>Le jeu malaisien du semis en relais : reprenez les graines jusqu&apos;à ce que la dernière tombe dans une maison vide.</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="43"/>
        <location filename="../rules/game.py" line="61"/>
        <source>Seeds per house</source>
        <translation>Graines par maison</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="44"/>
        <location filename="../rules/game.py" line="62"/>
        <source>How many seeds each house holds at the start.</source>
        <translation>Le nombre de graines de chaque maison au départ.</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="45"/>
        <source>Empty capture</source>
        <translation>Prise à vide</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="46"/>
        <source>A last seed in an empty house of yours is captured even when the opposite house is empty.</source>
        <translation>Une dernière graine dans une de vos maisons vides est prise même quand la maison d&apos;en face est vide.</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="63"/>
        <source>Grand slam</source>
        <translation>Grand chelem</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="64"/>
        <source>Allowed, captures nothing</source>
        <translation>Permis, ne prend rien</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="65"/>
        <source>Captures normally</source>
        <translation>Prend normalement</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="66"/>
        <source>A move that would capture every seed of the opponent.</source>
        <translation>Un coup qui prendrait toutes les graines de l&apos;adversaire.</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="82"/>
        <source>Houses per player</source>
        <translation>Maisons par joueur</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="83"/>
        <source>Each player has this many houses, with as many seeds each.</source>
        <translation>Chaque joueur a ce nombre de maisons, avec autant de graines chacune.</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="85"/>
        <source>Capture</source>
        <translation>Prise</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="86"/>
        <source>Even if the opposite house is empty</source>
        <translation>Même si la maison d&apos;en face est vide</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="87"/>
        <source>Only if the opposite house holds seeds</source>
        <translation>Seulement si la maison d&apos;en face a des graines</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="88"/>
        <source>When the last seed falls in an empty house of yours.</source>
        <translation>Quand la dernière graine tombe dans une de vos maisons vides.</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="90"/>
        <source>Several rounds</source>
        <translation>Plusieurs manches</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="91"/>
        <source>Play rounds with burnt houses until a player cannot fill a single house.</source>
        <translation>Jouer des manches avec des maisons brûlées jusqu&apos;à ce qu&apos;un joueur ne puisse plus remplir une seule maison.</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="94"/>
        <source>Most rounds</source>
        <translation>Manches au plus</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="95"/>
        <source>With several rounds, the match also ends after this many rounds; whoever holds more seeds wins.</source>
        <translation>En plusieurs manches, la partie s&apos;arrête aussi après ce nombre de manches ; celui qui a le plus de graines gagne.</translation>
    </message>
</context>
</TS>
