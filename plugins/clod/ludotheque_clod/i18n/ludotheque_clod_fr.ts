<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>ClodBoardWidget</name>
    <message>
        <location filename="../qt/board_widget.py" line="258"/>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="258"/>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="278"/>
        <source>Draw: every group of one player matches a group of the other ({size} each for the largest).</source>
        <translation>Égalité : chaque groupe d&apos;un joueur a son pareil chez l&apos;autre ({size} pour les plus grands).</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="282"/>
        <source>{winner} wins: the largest groups tie at {size}, the next largest groups decide.</source>
        <translation>{winner} gagne : les plus grands groupes sont à égalité ({size}), les groupes suivants départagent.</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="285"/>
        <source>White wins: the largest groups tie at {size} (original rule).</source>
        <translation>Blanc gagne : les plus grands groupes sont à égalité ({size}) (règle d&apos;origine).</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="287"/>
        <source>{winner} wins with a group of {best} stones against {other}.</source>
        <translation>{winner} gagne avec un groupe de {best} pierres contre {other}.</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="292"/>
        <source>{player} rolled {roll}: no free cell there. {player} rolls again.</source>
        <translation>{player} a fait {roll} : aucune case libre. {player} relance les dés.</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="297"/>
        <source>{previous} rolled {roll}: no free cell again, the turn passes to {player}.</source>
        <translation>{previous} a fait {roll} : toujours aucune case libre, le tour passe à {player}.</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="301"/>
        <source>{player} to roll the dice.</source>
        <translation>{player} lance les dés.</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="305"/>
        <source>Second roll for {player} ({first} gave no free cell): {roll}.</source>
        <translation>Second lancer pour {player} ({first} n&apos;offrait aucune case) : {roll}.</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="309"/>
        <source>{previous} passed (two rolls without a free cell). {player} rolled {roll}.</source>
        <translation>{previous} a passé son tour (deux lancers sans case libre). {player} a fait {roll}.</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="312"/>
        <source>{player} rolled {roll}.</source>
        <translation>{player} a fait {roll}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../qt/board_widget.py" line="313"/>
        <source>Place a stone on one of the %n highlighted cells.</source>
        <translation>
            <numerusform>Posez une pierre sur la case en surbrillance (%n).</numerusform>
            <numerusform>Posez une pierre sur l&apos;une des %n cases en surbrillance.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../qt/board_widget.py" line="314"/>
        <source>%n cells offered.</source>
        <translation>
            <numerusform>%n case offerte.</numerusform>
            <numerusform>%n cases offertes.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="318"/>
        <source>{a} and {b}</source>
        <translation>{a} et {b}</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="700"/>
        <source>Largest group: {size}</source>
        <translation>Plus grand groupe : {size}</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="702"/>
        <source>Stones: {count}</source>
        <translation>Pierres : {count}</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="713"/>
        <source>Black&apos;s largest group</source>
        <translation>Plus grand groupe de Noir</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="713"/>
        <source>White&apos;s largest group</source>
        <translation>Plus grand groupe de Blanc</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="714"/>
        <source>Cell you may take</source>
        <translation>Case jouable</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="714"/>
        <source>Die cell taken: its neighbours are offered</source>
        <translation>Case des dés occupée : ses voisines sont offertes</translation>
    </message>
</context>
<context>
    <name>ClodOptionsDialog</name>
    <message>
        <location filename="../qt/options_dialog.py" line="35"/>
        <source>The largest orthogonally connected group of stones wins. When both largest groups have the same size, the default rule compares the second largest groups, then the third, and so on; if every group matches, the game is a draw. The original rule simply gives every such tie to white, who moves second.</source>
        <translation>Le plus grand groupe de pierres reliées par les côtés gagne. Quand les deux plus grands groupes ont la même taille, la règle par défaut compare les deuxièmes plus grands groupes, puis les troisièmes, et ainsi de suite ; si tous les groupes sont pareils, la partie est nulle. La règle d&apos;origine donne simplement toute égalité à Blanc, qui joue en second.</translation>
    </message>
</context>
<context>
    <name>clod</name>
    <message>
        <location filename="../plugin.py" line="23"/>
        <source>Largest groups tied: decided by the next largest groups</source>
        <translation>Plus grands groupes à égalité : départagés par les groupes suivants</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="25"/>
        <source>Largest groups tied: white wins (original rule)</source>
        <translation>Plus grands groupes à égalité : Blanc gagne (règle d&apos;origine)</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="38"/>
        <source>Clod</source>
        <translation>Clod</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="39"/>
        <source>Roll two dice, place a stone where they point; the largest group wins.</source>
        <translation>Lancez deux dés, posez une pierre où ils l&apos;indiquent ; le plus grand groupe gagne.</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="51"/>
        <source>RoyalClod</source>
        <translation>RoyalClod</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="52"/>
        <source>Clod on six mirrored boards at once: groups grow across them.</source>
        <translation>Clod sur six plateaux en miroir à la fois : les groupes les traversent.</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="24"/>
        <source>Tie rule</source>
        <translation>Règle d&apos;égalité</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="27"/>
        <source>Compare the next largest groups</source>
        <translation>Comparer les groupes suivants</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="28"/>
        <source>White wins (original rule)</source>
        <translation>Blanc gagne (règle d&apos;origine)</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="30"/>
        <source>What decides the game when both largest groups have the same size.</source>
        <translation>Ce qui décide de la partie quand les deux plus grands groupes ont la même taille.</translation>
    </message>
</context>
</TS>
