<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>MancalaBoardWidget</name>
    <message>
        <location filename="../qt/board_widget.py" line="348"/>
        <source>Sowing… click or press Escape to skip.</source>
        <translation>Semis en cours… cliquez ou appuyez sur Échap pour passer.</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="350"/>
        <source>Click a highlighted house or press its number (or Left/Right, then Enter).</source>
        <translation>Cliquez sur une maison en surbrillance ou tapez son numéro (ou Gauche/Droite, puis Entrée).</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="355"/>
        <location filename="../qt/board_widget.py" line="562"/>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../qt/board_widget.py" line="361"/>
        <source>%n seed(s)</source>
        <translation>
            <numerusform>%n graine</numerusform>
            <numerusform>%n graines</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="370"/>
        <source>House {number}</source>
        <translation>Maison {number}</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="372"/>
        <location filename="../qt/board_widget.py" line="394"/>
        <source>burnt</source>
        <translation>brûlée</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="376"/>
        <source>yours</source>
        <translation>à vous</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="378"/>
        <source>{name}&apos;s</source>
        <translation>à {name}</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="380"/>
        <source>playable</source>
        <translation>jouable</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="396"/>
        <source>{name}: store {store}; houses 1 to {n}: {counts}.</source>
        <translation>{name}&#xa0;: magasin {store}&#xa0;; maisons 1 à {n}&#xa0;: {counts}.</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="402"/>
        <source>{game} board</source>
        <translation>Plateau du jeu {game}</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="564"/>
        <source>Relay lap %1</source>
        <translation>Relais n° %1</translation>
    </message>
</context>
<context>
    <name>MancalaOptionsDialog</name>
    <message>
        <location filename="../qt/options_dialog.py" line="50"/>
        <source>Kalah: six houses each, sowing counter-clockwise into your own store; the last seed in your store plays again.</source>
        <translation>Kalah&#xa0;: six maisons chacun, semis dans le sens inverse des aiguilles d&apos;une montre jusque dans votre magasin&#xa0;; la dernière graine dans votre magasin vous fait rejouer.</translation>
    </message>
    <message>
        <location filename="../qt/options_dialog.py" line="53"/>
        <source>Oware: six houses each, captures of two or three seeds on the opponent&apos;s side; you must feed an opponent who has no seeds.</source>
        <translation>Oware&#xa0;: six maisons chacun, prises de deux ou trois graines chez l&apos;adversaire&#xa0;; il faut nourrir un adversaire qui n&apos;a plus de graines.</translation>
    </message>
    <message>
        <location filename="../qt/options_dialog.py" line="56"/>
        <source>Congkak: N houses of N seeds each, clockwise relay sowing; with several rounds, houses that cannot be refilled are burnt.</source>
        <translation>Congkak&#xa0;: N maisons de N graines chacun, semis en relais dans le sens des aiguilles d&apos;une montre&#xa0;; en plusieurs manches, les maisons qu&apos;on ne peut pas remplir sont brûlées.</translation>
    </message>
</context>
<context>
    <name>mancala</name>
    <message>
        <location filename="../plugin.py" line="31"/>
        <source>A position came back: each player took the seeds on their side.</source>
        <translation>Une position s&apos;est répétée&#xa0;: chaque joueur a pris les graines de son côté.</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="33"/>
        <source>No move could give the opponent seeds: the mover took the seeds on their side.</source>
        <translation>Aucun coup ne pouvait nourrir l&apos;adversaire&#xa0;: le joueur au trait a pris les graines de son côté.</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="36"/>
        <source>The player to move had no seeds left: the other player took the seeds on their side.</source>
        <translation>Le joueur au trait n&apos;avait plus de graines&#xa0;: l&apos;autre joueur a pris les graines de son côté.</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="39"/>
        <source>A player could not fill a single house: the match is over.</source>
        <translation>Un joueur ne pouvait plus remplir une seule maison&#xa0;: la partie est finie.</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="41"/>
        <source>The last round was played: whoever holds more seeds wins the match.</source>
        <translation>La dernière manche a été jouée&#xa0;: celui qui a le plus de graines gagne la partie.</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="58"/>
        <source>Kalah</source>
        <translation>Kalah</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="59"/>
        <source>Sow seeds round the board, land in your store to play again, capture across.</source>
        <translation>Semez les graines autour du plateau, finissez dans votre magasin pour rejouer, capturez en face.</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="61"/>
        <source>Oware</source>
        <translation>Awalé (oware)</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="62"/>
        <source>The West African classic: capture twos and threes, and never starve your opponent.</source>
        <translation>Le classique d&apos;Afrique de l&apos;Ouest&#xa0;: prenez les deux et les trois, et n&apos;affamez jamais l&apos;adversaire.</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="64"/>
        <source>Congkak</source>
        <translation>Congkak</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="65"/>
        <source>The Malaysian game of relay sowing: keep lifting seeds until your last one lands in an empty house.</source>
        <translation>Le jeu malaisien du semis en relais&#xa0;: reprenez les graines jusqu&apos;à ce que la dernière tombe dans une maison vide.</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="48"/>
        <location filename="../rules/game.py" line="66"/>
        <source>Seeds per house</source>
        <translation>Graines par maison</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="49"/>
        <location filename="../rules/game.py" line="67"/>
        <source>How many seeds each house holds at the start.</source>
        <translation>Le nombre de graines de chaque maison au départ.</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="50"/>
        <source>Empty capture</source>
        <translation>Prise à vide</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="51"/>
        <source>A last seed in an empty house of yours is captured even when the opposite house is empty.</source>
        <translation>Une dernière graine dans une de vos maisons vides est prise même quand la maison d&apos;en face est vide.</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="68"/>
        <source>Grand slam</source>
        <translation>Grand chelem</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="69"/>
        <source>Allowed, captures nothing</source>
        <translation>Permis, ne prend rien</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="70"/>
        <source>Captures normally</source>
        <translation>Prend normalement</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="71"/>
        <source>A move that would capture every seed of the opponent.</source>
        <translation>Un coup qui prendrait toutes les graines de l&apos;adversaire.</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="87"/>
        <source>Houses per player</source>
        <translation>Maisons par joueur</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="88"/>
        <source>Each player has this many houses, with as many seeds each.</source>
        <translation>Chaque joueur a ce nombre de maisons, avec autant de graines chacune.</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="90"/>
        <source>Capture</source>
        <translation>Prise</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="91"/>
        <source>Even if the opposite house is empty</source>
        <translation>Même si la maison d&apos;en face est vide</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="92"/>
        <source>Only if the opposite house holds seeds</source>
        <translation>Seulement si la maison d&apos;en face a des graines</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="93"/>
        <source>When the last seed falls in an empty house of yours.</source>
        <translation>Quand la dernière graine tombe dans une de vos maisons vides.</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="95"/>
        <source>Several rounds</source>
        <translation>Plusieurs manches</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="96"/>
        <source>Play rounds with burnt houses until a player cannot fill a single house.</source>
        <translation>Jouer des manches avec des maisons brûlées jusqu&apos;à ce qu&apos;un joueur ne puisse plus remplir une seule maison.</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="99"/>
        <source>Most rounds</source>
        <translation>Manches au plus</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="100"/>
        <source>With several rounds, the match also ends after this many rounds; whoever holds more seeds wins.</source>
        <translation>En plusieurs manches, la partie s&apos;arrête aussi après ce nombre de manches&#xa0;; celui qui a le plus de graines gagne.</translation>
    </message>
    <message>
        <location filename="../rules/sentences.py" line="40"/>
        <source>{first}, {then}</source>
        <translation>{first}, {then}</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/sentences.py" line="47"/>
        <source>captures %n seed(s) in house {house} and the opposite house</source>
        <translation>
            <numerusform>prend %n graine dans la maison {house} et celle d&apos;en face</numerusform>
            <numerusform>prend %n graines dans la maison {house} et celle d&apos;en face</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/sentences.py" line="49"/>
        <source>captures %n seed(s) in house {house}</source>
        <translation>
            <numerusform>prend %n graine dans la maison {house}</numerusform>
            <numerusform>prend %n graines dans la maison {house}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/sentences.py" line="56"/>
        <source>captures %n seed(s) in the opponent&apos;s house {house}</source>
        <translation>
            <numerusform>prend %n graine dans la maison {house} de l&apos;adversaire</numerusform>
            <numerusform>prend %n graines dans la maison {house} de l&apos;adversaire</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/sentences.py" line="59"/>
        <source>captures %n seed(s) in the opponent&apos;s houses {first} and {last}</source>
        <translation>
            <numerusform>prend %n graine dans les maisons {first} et {last} de l&apos;adversaire</numerusform>
            <numerusform>prend %n graines dans les maisons {first} et {last} de l&apos;adversaire</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/sentences.py" line="61"/>
        <source>captures %n seed(s) in the opponent&apos;s houses {first} to {last}</source>
        <translation>
            <numerusform>prend %n graine dans les maisons {first} à {last} de l&apos;adversaire</numerusform>
            <numerusform>prend %n graines dans les maisons {first} à {last} de l&apos;adversaire</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/sentences.py" line="71"/>
        <source>round {round} begins with %n burnt house(s)</source>
        <translation>
            <numerusform>la manche {round} commence avec %n maison brûlée</numerusform>
            <numerusform>la manche {round} commence avec %n maisons brûlées</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/sentences.py" line="74"/>
        <source>round {round} begins</source>
        <translation>la manche {round} commence</translation>
    </message>
    <message>
        <location filename="../rules/sentences.py" line="75"/>
        <source>end of round {round}</source>
        <translation>fin de la manche {round}</translation>
    </message>
    <message>
        <location filename="../rules/sentences.py" line="81"/>
        <source>end of round {round}, the last one: end of the match</source>
        <translation>fin de la manche {round}, la dernière&#xa0;: fin de la partie</translation>
    </message>
    <message>
        <location filename="../rules/sentences.py" line="83"/>
        <source>end of round {round}: a player cannot fill a single house, end of the match</source>
        <translation>fin de la manche {round}&#xa0;: un joueur ne peut plus remplir une seule maison, fin de la partie</translation>
    </message>
    <message>
        <location filename="../rules/sentences.py" line="86"/>
        <source>end of the game: the seeds left go to the stores</source>
        <translation>fin de la partie&#xa0;: les graines restantes vont dans les magasins</translation>
    </message>
    <message>
        <location filename="../rules/sentences.py" line="88"/>
        <source>the position came back: end of the game</source>
        <translation>la position s&apos;est répétée&#xa0;: fin de la partie</translation>
    </message>
    <message>
        <location filename="../rules/sentences.py" line="90"/>
        <source>the opponent cannot feed: end of the game</source>
        <translation>l&apos;adversaire ne peut pas nourrir&#xa0;: fin de la partie</translation>
    </message>
    <message>
        <location filename="../rules/sentences.py" line="92"/>
        <source>the opponent has no seeds left: end of the game</source>
        <translation>l&apos;adversaire n&apos;a plus de graines&#xa0;: fin de la partie</translation>
    </message>
    <message>
        <location filename="../rules/sentences.py" line="93"/>
        <source>end of the game</source>
        <translation>fin de la partie</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/sentences.py" line="111"/>
        <source>%n relay(s)</source>
        <translation>
            <numerusform>%n relais</numerusform>
            <numerusform>%n relais</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/sentences.py" line="134"/>
        <source>grand slam</source>
        <translation>grand chelem</translation>
    </message>
    <message>
        <location filename="../rules/sentences.py" line="138"/>
        <source>grand slam: nothing captured</source>
        <translation>grand chelem&#xa0;: rien n&apos;est pris</translation>
    </message>
    <message>
        <location filename="../rules/sentences.py" line="144"/>
        <source>extra turn</source>
        <translation>tour supplémentaire</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/sentences.py" line="149"/>
        <source>{player} sows house {house}: %n seed(s)</source>
        <translation>
            <numerusform>{player} sème la maison {house}&#xa0;: %n graine</numerusform>
            <numerusform>{player} sème la maison {house}&#xa0;: %n graines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/sentences.py" line="151"/>
        <source>{player} sows house {house}: %n seed(s), {outcome}</source>
        <translation>
            <numerusform>{player} sème la maison {house}&#xa0;: %n graine, {outcome}</numerusform>
            <numerusform>{player} sème la maison {house}&#xa0;: %n graines, {outcome}</numerusform>
        </translation>
    </message>
</context>
</TS>
