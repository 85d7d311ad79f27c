<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>ClodBoardWidget</name>
    <message>
        <location filename="../qt/board_widget.py" line="228"/>
        <source>Draw: every group of one player matches a group of the other ({size} each for the largest).</source>
        <translation>Égalité&#xa0;: chaque groupe d&apos;un joueur a son pareil chez l&apos;autre ({size} pour les plus grands).</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="232"/>
        <source>{winner} wins: the largest groups tie at {size}, the next largest groups decide.</source>
        <translation>{winner} gagne&#xa0;: les plus grands groupes sont à égalité ({size}), les groupes suivants départagent.</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="206"/>
        <source>{name} (Black)</source>
        <translation>{name} (Noir)</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="207"/>
        <source>{name} (White)</source>
        <translation>{name} (Blanc)</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="235"/>
        <source>{winner} wins: the largest groups tie at {size} (original rule).</source>
        <translation>{winner} gagne&#xa0;: les plus grands groupes sont à égalité ({size}) (règle d&apos;origine).</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="237"/>
        <source>{winner} wins with a group of {best} stones against {other}.</source>
        <translation>{winner} gagne avec un groupe de {best} pierres contre {other}.</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="242"/>
        <source>{player} rolled {roll}: no free cell there. {player} rolls again.</source>
        <translation>{player} a fait {roll}&#xa0;: aucune case libre. {player} relance les dés.</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="247"/>
        <source>{previous} rolled {roll}: no free cell again, the turn passes to {player}.</source>
        <translation>{previous} a fait {roll}&#xa0;: toujours aucune case libre, le tour passe à {player}.</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="251"/>
        <source>{player} to roll the dice.</source>
        <translation>{player} lance les dés.</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="255"/>
        <source>Second roll for {player} ({first} gave no free cell): {roll}.</source>
        <translation>Second lancer pour {player} ({first} n&apos;offrait aucune case)&#xa0;: {roll}.</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="259"/>
        <source>{previous} passed (two rolls without a free cell). {player} rolled {roll}.</source>
        <translation>{previous} a passé son tour (deux lancers sans case libre). {player} a fait {roll}.</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="262"/>
        <source>{player} rolled {roll}.</source>
        <translation>{player} a fait {roll}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../qt/board_widget.py" line="263"/>
        <source>Place a stone on one of the %n highlighted cells.</source>
        <translation>
            <numerusform>Posez une pierre sur la case en surbrillance (%n).</numerusform>
            <numerusform>Posez une pierre sur l&apos;une des %n cases en surbrillance.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../qt/board_widget.py" line="264"/>
        <source>%n cells offered.</source>
        <translation>
            <numerusform>%n case offerte.</numerusform>
            <numerusform>%n cases offertes.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="268"/>
        <source>{a} and {b}</source>
        <translation>{a} et {b}</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="428"/>
        <source>Row {row}, column {col}</source>
        <translation>Ligne {row}, colonne {col}</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="429"/>
        <source>Top-left board</source>
        <translation>Plateau en haut à gauche</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="429"/>
        <source>Top-middle board</source>
        <translation>Plateau en haut au milieu</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="430"/>
        <source>Top-right board</source>
        <translation>Plateau en haut à droite</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="430"/>
        <source>Bottom-left board</source>
        <translation>Plateau en bas à gauche</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="431"/>
        <source>Bottom-middle board</source>
        <translation>Plateau en bas au milieu</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="431"/>
        <source>Bottom-right board</source>
        <translation>Plateau en bas à droite</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="432"/>
        <source>{board}, row {row}, column {col}</source>
        <translation>{board}, ligne {row}, colonne {col}</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="445"/>
        <source>{place}: black stone, {name}</source>
        <translation>{place}&#xa0;: pierre noire, {name}</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="446"/>
        <source>{place}: white stone, {name}</source>
        <translation>{place}&#xa0;: pierre blanche, {name}</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="449"/>
        <source>{cell}, in the largest group</source>
        <translation>{cell}, dans le plus grand groupe</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="453"/>
        <source>{place}: empty, you may place a stone here</source>
        <translation>{place}&#xa0;: vide, vous pouvez y poser une pierre</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="454"/>
        <source>{place}: empty, offered by the dice</source>
        <translation>{place}&#xa0;: vide, offerte par les dés</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="455"/>
        <source>{place}: empty</source>
        <translation>{place}&#xa0;: vide</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="281"/>
        <source>Largest group: {size}</source>
        <translation>Plus grand groupe&#xa0;: {size}</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="282"/>
        <source>Stones: {count}</source>
        <translation>Pierres&#xa0;: {count}</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="271"/>
        <location filename="../qt/board_widget.py" line="272"/>
        <source>Largest group of {player}</source>
        <translation>Plus grand groupe de {player}</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="273"/>
        <source>Cell you may take</source>
        <translation>Case jouable</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="274"/>
        <source>Die cell taken: its neighbours are offered</source>
        <translation>Case des dés occupée&#xa0;: ses voisines sont offertes</translation>
    </message>
</context>
<context>
    <name>ClodOptionsDialog</name>
    <message>
        <location filename="../qt/options_dialog.py" line="31"/>
        <source>The largest orthogonally connected group of stones wins. When both largest groups have the same size, the default rule compares the second largest groups, then the third, and so on; if every group matches, the game is a draw. The original rule simply gives every such tie to white, who moves second.</source>
        <translation>Le plus grand groupe de pierres reliées par les côtés gagne. Quand les deux plus grands groupes ont la même taille, la règle par défaut compare les deuxièmes plus grands groupes, puis les troisièmes, et ainsi de suite&#xa0;; si tous les groupes sont pareils, la partie est nulle. La règle d&apos;origine donne simplement toute égalité à Blanc, qui joue en second.</translation>
    </message>
</context>
<context>
    <name>clod</name>
    <message>
        <location filename="../plugin.py" line="33"/>
        <source>Largest groups tied: decided by the next largest groups</source>
        <translation>Plus grands groupes à égalité&#xa0;: départagés par les groupes suivants</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="35"/>
        <source>Largest groups tied: white wins (original rule)</source>
        <translation>Plus grands groupes à égalité&#xa0;: Blanc gagne (règle d&apos;origine)</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="48"/>
        <source>Clod</source>
        <translation>Clod</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="49"/>
        <source>Roll two dice, place a stone where they point; the largest group wins.</source>
        <translation>Lancez deux dés, posez une pierre où ils l&apos;indiquent&#xa0;; le plus grand groupe gagne.</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="62"/>
        <source>RoyalClod</source>
        <translation>RoyalClod</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="63"/>
        <source>Clod on six mirrored boards at once: groups grow across them.</source>
        <translation>Clod sur six plateaux en miroir à la fois&#xa0;: les groupes les traversent.</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="29"/>
        <source>Tie rule</source>
        <translation>Règle d&apos;égalité</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="32"/>
        <source>Compare the next largest groups</source>
        <translation>Comparer les groupes suivants</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="33"/>
        <source>White wins (original rule)</source>
        <translation>Blanc gagne (règle d&apos;origine)</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="35"/>
        <source>What decides the game when both largest groups have the same size.</source>
        <translation>Ce qui décide de la partie quand les deux plus grands groupes ont la même taille.</translation>
    </message>
    <message>
        <location filename="../rules/state.py" line="48"/>
        <source>the top-left board</source>
        <translation>le plateau en haut à gauche</translation>
    </message>
    <message>
        <location filename="../rules/state.py" line="49"/>
        <source>the top-middle board</source>
        <translation>le plateau en haut au milieu</translation>
    </message>
    <message>
        <location filename="../rules/state.py" line="50"/>
        <source>the top-right board</source>
        <translation>le plateau en haut à droite</translation>
    </message>
    <message>
        <location filename="../rules/state.py" line="51"/>
        <source>the bottom-left board</source>
        <translation>le plateau en bas à gauche</translation>
    </message>
    <message>
        <location filename="../rules/state.py" line="52"/>
        <source>the bottom-middle board</source>
        <translation>le plateau en bas au milieu</translation>
    </message>
    <message>
        <location filename="../rules/state.py" line="53"/>
        <source>the bottom-right board</source>
        <translation>le plateau en bas à droite</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/state.py" line="199"/>
        <source>Dice: {high} and {low}, %n cell(s) offered</source>
        <translation>
            <numerusform>Dés&#xa0;: {high} et {low}, %n case offerte</numerusform>
            <numerusform>Dés&#xa0;: {high} et {low}, %n cases offertes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/state.py" line="201"/>
        <source>Dice: {high} and {low}, no cell offered: roll again</source>
        <translation>Dés&#xa0;: {high} et {low}, aucune case offerte&#xa0;: on relance</translation>
    </message>
    <message>
        <location filename="../rules/state.py" line="203"/>
        <source>Dice: {high} and {low}, no cell offered again: the turn passes</source>
        <translation>Dés&#xa0;: {high} et {low}, encore aucune case offerte&#xa0;: le tour passe</translation>
    </message>
    <message>
        <location filename="../rules/state.py" line="211"/>
        <source>{player} places a stone on row {row}, column {col}: the board is full</source>
        <translation>{player} pose une pierre ligne {row}, colonne {col}&#xa0;: le plateau est plein</translation>
    </message>
    <message>
        <location filename="../rules/state.py" line="213"/>
        <source>{player} places a stone on row {row}, column {col}</source>
        <translation>{player} pose une pierre ligne {row}, colonne {col}</translation>
    </message>
    <message>
        <location filename="../rules/state.py" line="216"/>
        <source>{player} places a stone on {board}, row {row}, column {col}: every board is full</source>
        <translation>{player} pose une pierre sur {board}, ligne {row}, colonne {col}&#xa0;: tous les plateaux sont pleins</translation>
    </message>
    <message>
        <location filename="../rules/state.py" line="218"/>
        <source>{player} places a stone on {board}, row {row}, column {col}</source>
        <translation>{player} pose une pierre sur {board}, ligne {row}, colonne {col}</translation>
    </message>
</context>
</TS>
