<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>FortsBoardWidget</name>
    <message>
        <location filename="../qt/board_widget.py" line="376"/>
        <source>Start</source>
        <translation>Départ</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="378"/>
        <source>Turn %1, after placement</source>
        <translation>Tour %1, après la pose</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="379"/>
        <source>Turn %1, after evaluation</source>
        <translation>Tour %1, après l&apos;évaluation</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="386"/>
        <source>The die is about to fall…</source>
        <translation>Le dé va tomber…</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="387"/>
        <source>The die shows %1. Killed by the weather: %2.</source>
        <translation>Le dé montre %1. Tués par le temps&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="390"/>
        <source>Fallen, cut off: %1.</source>
        <translation>Tombés, isolés&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="413"/>
        <source>Game over. Turns survived: %1.</source>
        <translation>Partie terminée. Tours survécus&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="415"/>
        <source>Rolling the die…</source>
        <translation>Lancer du dé…</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="416"/>
        <source>Place a territory of value %1 (keys 1–6 change it).</source>
        <translation>Posez un territoire de valeur %1 (les touches 1 à 6 la changent).</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="480"/>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="499"/>
        <source>Page Up/Page Down: replay the game · Home: its start</source>
        <translation>Page préc./Page suiv.&#xa0;: revoir la partie · Début&#xa0;: son commencement</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="500"/>
        <source>1–6 value · arrows, Enter: place · S survival · Page Up/Down replay</source>
        <translation>1 à 6 valeur · flèches, Entrée&#xa0;: poser · S survie · Page préc./suiv. revoir</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="512"/>
        <source>Best score #%1 on this board</source>
        <translation>Meilleur score n°&#xa0;%1 sur ce plateau</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="483"/>
        <source>Value to place (keys 1–6):</source>
        <translation>Valeur à poser (touches 1 à 6)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="486"/>
        <source>Living forts: %1</source>
        <translation>Forts vivants&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="304"/>
        <source>%1: fort</source>
        <translation>%1&#xa0;: fort</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="306"/>
        <source>%1: ruin</source>
        <translation>%1&#xa0;: ruine</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="308"/>
        <source>%1: dead territory of value %2</source>
        <translation>%1&#xa0;: territoire mort de valeur %2</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="310"/>
        <source>%1: territory of value %2</source>
        <translation>%1&#xa0;: territoire de valeur %2</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="313"/>
        <source>%1: empty, you may place a %2 here</source>
        <translation>%1&#xa0;: vide, vous pouvez y poser un %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../qt/board_widget.py" line="317"/>
        <source>(it would survive %n of the 5 other die faces)</source>
        <translation>
            <numerusform>(il survivrait à %n des 5 autres faces du dé)</numerusform>
            <numerusform>(il survivrait à %n des 5 autres faces du dé)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="320"/>
        <source>%1: empty</source>
        <translation>%1&#xa0;: vide</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="324"/>
        <source>killed by the die</source>
        <translation>tué par le dé</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="326"/>
        <source>cut off</source>
        <translation>isolé</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="337"/>
        <source>Forts and Ruins board</source>
        <translation>Plateau de Forts et Ruines</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="410"/>
        <source>Replay: %1 — Page Up/Page Down to step, Escape to return</source>
        <translation>Revoir&#xa0;: %1 — Page préc./Page suiv. pour avancer, Échap pour revenir</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="487"/>
        <source>Forts built: %1</source>
        <translation>Forts construits&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="488"/>
        <source>Most forts at once: %1</source>
        <translation>Record de forts debout&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="474"/>
        <source>Replay %1/%2: %3</source>
        <translation>Revoir %1/%2&#xa0;: %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../qt/board_widget.py" line="516"/>
        <source>Best on this board: %n turn(s)</source>
        <translation>
            <numerusform>Meilleur score sur ce plateau&#xa0;: %n tour</numerusform>
            <numerusform>Meilleur score sur ce plateau&#xa0;: %n tours</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="493"/>
        <source>Fort</source>
        <translation>Fort</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="493"/>
        <source>Ruin</source>
        <translation>Ruine</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="493"/>
        <source>Dead territory</source>
        <translation>Territoire mort</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="494"/>
        <source>Killed by the die</source>
        <translation>Tué par le dé</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="399"/>
        <location filename="../qt/board_widget.py" line="509"/>
        <source>Turns survived: %1</source>
        <translation>Tours survécus&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="402"/>
        <source>best score #%1 on this board</source>
        <translation>meilleur score n° %1 sur ce plateau</translation>
    </message>
</context>
<context>
    <name>FortsOptionsDialog</name>
    <message>
        <location filename="../qt/options_dialog.py" line="47"/>
        <source>A board of %1 × %2 cells (%3 cells); the best scores are kept for each board size.</source>
        <translation>Un plateau de %1 × %2 cases (%3 cases)&#xa0;; les meilleurs scores sont tenus pour chaque taille de plateau.</translation>
    </message>
    <message>
        <location filename="../qt/options_dialog.py" line="51"/>
        <source>Territories go on the eight cells around a living fort.</source>
        <translation>Les territoires se posent sur les huit cases autour d&apos;un fort vivant.</translation>
    </message>
    <message>
        <location filename="../qt/options_dialog.py" line="53"/>
        <source>Territories go on any empty cell: far from a fort they die.</source>
        <translation>Les territoires se posent sur toute case vide&#xa0;: loin d&apos;un fort, ils meurent.</translation>
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
        <translation>En solitaire&#xa0;: posez des territoires, bâtissez des forts et résistez aux dés du temps.</translation>
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
        <location filename="../rules/game.py" line="34"/>
        <source>Columns</source>
        <translation>Colonnes</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="35"/>
        <source>Width of the board, in cells.</source>
        <translation>Largeur du plateau, en cases.</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="36"/>
        <source>Rows</source>
        <translation>Lignes</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="37"/>
        <source>Height of the board, in cells.</source>
        <translation>Hauteur du plateau, en cases.</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="38"/>
        <source>First fort</source>
        <translation>Premier fort</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="39"/>
        <source>Fixed (fifth row, fifth column)</source>
        <translation>Fixe (cinquième ligne, cinquième colonne)</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="40"/>
        <source>On a random cell</source>
        <translation>Sur une case au hasard</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="41"/>
        <source>Where the game&apos;s first fort stands.</source>
        <translation>Où se dresse le premier fort de la partie.</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="42"/>
        <source>Placement</source>
        <translation>Pose</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="43"/>
        <source>Any empty cell</source>
        <translation>Toute case vide</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="44"/>
        <source>Next to a living fort</source>
        <translation>À côté d&apos;un fort vivant</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="45"/>
        <source>Where a territory may be placed.</source>
        <translation>Où un territoire peut être posé.</translation>
    </message>
    <message>
        <location filename="../rules/state.py" line="53"/>
        <source>{first}; {then}</source>
        <translation>{first}&#xa0;; {then}</translation>
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
        <location filename="../rules/state.py" line="288"/>
        <source>{player} places a territory of value {value} at {cell}</source>
        <translation>{player} pose un territoire de valeur {value} en {cell}</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/state.py" line="290"/>
        <source>{player} places a territory of value {value} at {cell}; %n fort(s) built at {cells}</source>
        <translation>
            <numerusform>{player} pose un territoire de valeur {value} en {cell}&#xa0;; %n fort construit en {cells}</numerusform>
            <numerusform>{player} pose un territoire de valeur {value} en {cell}&#xa0;; %n forts construits en {cells}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/state.py" line="299"/>
        <source>Weather: the die shows {die}</source>
        <translation>Le temps&#xa0;: le dé montre {die}</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/state.py" line="302"/>
        <source>%n cell(s) of value {die} killed</source>
        <translation>
            <numerusform>%n case de valeur {die} tuée</numerusform>
            <numerusform>%n cases de valeur {die} tuées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/state.py" line="306"/>
        <source>%n fort(s) cut off and ruined</source>
        <translation>
            <numerusform>%n fort coupé, en ruine</numerusform>
            <numerusform>%n forts coupés, en ruine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/state.py" line="308"/>
        <source>%n territory cell(s) cut off and dead</source>
        <translation>
            <numerusform>%n territoire coupé, mort</numerusform>
            <numerusform>%n territoires coupés, morts</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/state.py" line="311"/>
        <source>nothing dies</source>
        <translation>rien ne meurt</translation>
    </message>
    <message>
        <location filename="../rules/state.py" line="319"/>
        <source>The first fort stands at {cell}</source>
        <translation>Le premier fort se dresse en {cell}</translation>
    </message>
</context>
</TS>
