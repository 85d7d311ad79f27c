<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>FortsBoardWidget</name>
    <message>
        <location filename="../qt/board_widget.py" line="307"/>
        <source>Start</source>
        <translation>Départ</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="309"/>
        <source>Turn %1, after placement</source>
        <translation>Tour %1, après la pose</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="310"/>
        <source>Turn %1, after evaluation</source>
        <translation>Tour %1, après l&apos;évaluation</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="317"/>
        <source>The die is about to fall…</source>
        <translation>Le dé va tomber…</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="318"/>
        <source>The die shows %1. Killed by the weather: %2.</source>
        <translation>Le dé montre %1. Tués par le temps : %2.</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="321"/>
        <source>Fallen, cut off: %1.</source>
        <translation>Tombés, isolés : %1.</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="329"/>
        <source>Replay: %1 — Left/Right to step, Escape to return</source>
        <translation>Revoir : %1 — Gauche/Droite pour avancer, Échap pour revenir</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="332"/>
        <source>Game over. Turns survived: %1.</source>
        <translation>Partie terminée. Tours survécus : %1.</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="334"/>
        <source>Rolling the die…</source>
        <translation>Lancer du dé…</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="335"/>
        <source>Place a territory of value %1 (keys 1–6 change it).</source>
        <translation>Posez un territoire de valeur %1 (les touches 1 à 6 la changent).</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="486"/>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="494"/>
        <source>Value to place (keys 1–6):</source>
        <translation>Valeur à poser (touches 1 à 6) :</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="508"/>
        <source>Living forts: %1</source>
        <translation>Forts vivants : %1</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="509"/>
        <source>Forts built: %1</source>
        <translation>Forts construits : %1</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="510"/>
        <source>Most forts at once: %1</source>
        <translation>Record de forts debout : %1</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="534"/>
        <source>Replay %1/%2: %3</source>
        <translation>Revoir %1/%2 : %3</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="539"/>
        <source>1–6 value · H hints · ←/→ replay · R new game</source>
        <translation>1–6 valeur · H indices · ←/→ revoir · R nouvelle partie</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="550"/>
        <source>Fort</source>
        <translation>Fort</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="551"/>
        <source>Ruin</source>
        <translation>Ruine</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="552"/>
        <source>Dead territory</source>
        <translation>Territoire mort</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="553"/>
        <source>Killed by the die</source>
        <translation>Tué par le dé</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="599"/>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="603"/>
        <source>Turns survived: %1</source>
        <translation>Tours survécus : %1</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="605"/>
        <source>best score #%1 on this board</source>
        <translation>meilleur score n° %1 sur ce plateau</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="612"/>
        <source>Turns</source>
        <translation>Tours</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="612"/>
        <source>Forts built</source>
        <translation>Forts bâtis</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="612"/>
        <source>Most forts</source>
        <translation>Record</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="613"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="639"/>
        <source>R: new game · ←/→: replay the game</source>
        <translation>R : nouvelle partie · ←/→ : revoir la partie</translation>
    </message>
</context>
<context>
    <name>FortsOptionsDialog</name>
    <message>
        <location filename="../qt/options_dialog.py" line="47"/>
        <source>A board of %1 × %2 cells (%3 cells); the best scores are kept for each board size.</source>
        <translation>Un plateau de %1 × %2 cases (%3 cases) ; les meilleurs scores sont tenus pour chaque taille de plateau.</translation>
    </message>
    <message>
        <location filename="../qt/options_dialog.py" line="51"/>
        <source>Territories go on the eight cells around a living fort.</source>
        <translation>Les territoires se posent sur les huit cases autour d&apos;un fort vivant.</translation>
    </message>
    <message>
        <location filename="../qt/options_dialog.py" line="53"/>
        <source>Territories go on any empty cell: far from a fort they die.</source>
        <translation>Les territoires se posent sur toute case vide : loin d&apos;un fort, ils meurent.</translation>
    </message>
</context>
<context>
    <name>forts</name>
    <message>
        <location filename="../plugin.py" line="26"/>
        <source>Forts and Ruins</source>
        <translation>Forts et Ruines</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="27"/>
        <source>Solo: place territories, build forts and outlast the weather&apos;s dice.</source>
        <translation>En solitaire : posez des territoires, bâtissez des forts et résistez aux dés du temps.</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="37"/>
        <source>The last fort has fallen.</source>
        <translation>Le dernier fort est tombé.</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="38"/>
        <source>No cell is left to place a territory.</source>
        <translation>Il ne reste aucune case où poser un territoire.</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="36"/>
        <source>Columns</source>
        <translation>Colonnes</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="37"/>
        <source>Width of the board, in cells.</source>
        <translation>Largeur du plateau, en cases.</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="38"/>
        <source>Rows</source>
        <translation>Lignes</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="39"/>
        <source>Height of the board, in cells.</source>
        <translation>Hauteur du plateau, en cases.</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="40"/>
        <source>First fort</source>
        <translation>Premier fort</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="41"/>
        <source>Fixed (fifth row, fifth column)</source>
        <translation>Fixe (cinquième ligne, cinquième colonne)</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="42"/>
        <source>On a random cell</source>
        <translation>Sur une case au hasard</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="43"/>
        <source>Where the game&apos;s first fort stands.</source>
        <translation>Où se dresse le premier fort de la partie.</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="44"/>
        <source>Placement</source>
        <translation>Pose</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="45"/>
        <source>Any empty cell</source>
        <translation>Toute case vide</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="46"/>
        <source>Next to a living fort</source>
        <translation>À côté d&apos;un fort vivant</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="47"/>
        <source>Where a territory may be placed.</source>
        <translation>Où un territoire peut être posé.</translation>
    </message>
</context>
</TS>
