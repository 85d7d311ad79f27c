<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>FortsBoardWidget</name>
    <message>
        <location filename="../qt/board_widget.py" line="309"/>
        <source>Start</source>
        <translation>Départ</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="311"/>
        <source>Turn %1, after placement</source>
        <translation>Tour %1, après la pose</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="312"/>
        <source>Turn %1, after evaluation</source>
        <translation>Tour %1, après l&apos;évaluation</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="319"/>
        <source>The die is about to fall…</source>
        <translation>Le dé va tomber…</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="320"/>
        <source>The die shows %1. Killed by the weather: %2.</source>
        <translation>Le dé montre %1. Tués par le temps : %2.</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="323"/>
        <source>Fallen, cut off: %1.</source>
        <translation>Tombés, isolés : %1.</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="343"/>
        <source>Replay: %1 — Left/Right to step, Escape to return</source>
        <translation>Revoir : %1 — Gauche/Droite pour avancer, Échap pour revenir</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="346"/>
        <source>Game over. Turns survived: %1.</source>
        <translation>Partie terminée. Tours survécus : %1.</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="348"/>
        <source>Rolling the die…</source>
        <translation>Lancer du dé…</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="349"/>
        <source>Place a territory of value %1 (keys 1–6 change it).</source>
        <translation>Posez un territoire de valeur %1 (les touches 1 à 6 la changent).</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="501"/>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="509"/>
        <source>Value to place (keys 1–6):</source>
        <translation>Valeur à poser (touches 1 à 6) :</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="523"/>
        <source>Living forts: %1</source>
        <translation>Forts vivants : %1</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="524"/>
        <source>Forts built: %1</source>
        <translation>Forts construits : %1</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="525"/>
        <source>Most forts at once: %1</source>
        <translation>Record de forts debout : %1</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="549"/>
        <source>Replay %1/%2: %3</source>
        <translation>Revoir %1/%2 : %3</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="554"/>
        <source>1–6 value · H hints · ←/→ replay · R new game</source>
        <translation>1–6 valeur · H indices · ←/→ revoir · R nouvelle partie</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="565"/>
        <source>Fort</source>
        <translation>Fort</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="566"/>
        <source>Ruin</source>
        <translation>Ruine</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="567"/>
        <source>Dead territory</source>
        <translation>Territoire mort</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="568"/>
        <source>Killed by the die</source>
        <translation>Tué par le dé</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="623"/>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="332"/>
        <source>Turns survived: %1</source>
        <translation>Tours survécus : %1</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="335"/>
        <source>best score #%1 on this board</source>
        <translation>meilleur score n° %1 sur ce plateau</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="634"/>
        <source>Turns</source>
        <translation>Tours</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="634"/>
        <source>Forts built</source>
        <translation>Forts bâtis</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="634"/>
        <source>Most forts</source>
        <translation>Record</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="635"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="661"/>
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
        <location filename="../plugin.py" line="34"/>
        <source>Forts and Ruins</source>
        <translation>Forts et Ruines</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="35"/>
        <source>Solo: place territories, build forts and outlast the weather&apos;s dice.</source>
        <translation>En solitaire : posez des territoires, bâtissez des forts et résistez aux dés du temps.</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="45"/>
        <source>The last fort has fallen.</source>
        <translation>Le dernier fort est tombé.</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="46"/>
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
    <message>
        <location filename="../rules/state.py" line="53"/>
        <source>{first}; {then}</source>
        <translation>{first} ; {then}</translation>
    </message>
    <message>
        <location filename="../rules/state.py" line="56"/>
        <source>the last fort has fallen</source>
        <translation>le dernier fort est tombé</translation>
    </message>
    <message>
        <location filename="../rules/state.py" line="57"/>
        <source>no cell is left to place a territory</source>
        <translation>il ne reste aucune case où poser un territoire</translation>
    </message>
    <message>
        <location filename="../rules/state.py" line="287"/>
        <source>{player} places a territory of value {value} at {cell}</source>
        <translation>{player} pose un territoire de valeur {value} en {cell}</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/state.py" line="289"/>
        <source>{player} places a territory of value {value} at {cell}; %n fort(s) built at {cells}</source>
        <translation>
            <numerusform>{player} pose un territoire de valeur {value} en {cell} ; %n fort construit en {cells}</numerusform>
            <numerusform>{player} pose un territoire de valeur {value} en {cell} ; %n forts construits en {cells}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/state.py" line="298"/>
        <source>Weather: the die shows {die}</source>
        <translation>Le temps : le dé montre {die}</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/state.py" line="301"/>
        <source>%n cell(s) of value {die} killed</source>
        <translation>
            <numerusform>%n case de valeur {die} tuée</numerusform>
            <numerusform>%n cases de valeur {die} tuées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/state.py" line="305"/>
        <source>%n fort(s) cut off and ruined</source>
        <translation>
            <numerusform>%n fort coupé, en ruine</numerusform>
            <numerusform>%n forts coupés, en ruine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/state.py" line="307"/>
        <source>%n territory cell(s) cut off and dead</source>
        <translation>
            <numerusform>%n territoire coupé, mort</numerusform>
            <numerusform>%n territoires coupés, morts</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/state.py" line="310"/>
        <source>nothing dies</source>
        <translation>rien ne meurt</translation>
    </message>
    <message>
        <location filename="../rules/state.py" line="318"/>
        <source>The first fort stands at {cell}</source>
        <translation>Le premier fort se dresse en {cell}</translation>
    </message>
</context>
</TS>
