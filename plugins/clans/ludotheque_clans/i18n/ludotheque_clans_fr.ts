<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>ClansBoardWidget</name>
    <message>
        <location filename="../qt/board_widget.py" line="186"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="190"/>
        <source>Several villages are founded: click the one to found next.</source>
        <translation>Plusieurs villages sont fondés&#xa0;: cliquez celui à fonder d&apos;abord.</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="192"/>
        <source>Click where the huts of territory {t} go (Esc cancels).</source>
        <translation>Cliquez où vont les huttes du territoire {t} (Échap annule).</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="195"/>
        <source>Click a territory to move all its huts from.</source>
        <translation>Cliquez un territoire pour déplacer toutes ses huttes.</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="349"/>
        <source>Territory {t}, {terrain}</source>
        <translation>Territoire {t}, {terrain}</translation>
    </message>
    <message numerus="yes">
        <location filename="../qt/board_widget.py" line="357"/>
        <source>village {n}, %n point(s)</source>
        <translation>
            <numerusform>village {n}, %n point</numerusform>
            <numerusform>village {n}, %n points</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="360"/>
        <source>a village to found</source>
        <translation>un village à fonder</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="365"/>
        <source>{colour} {n}</source>
        <translation>{colour} {n}</translation>
    </message>
    <message numerus="yes">
        <location filename="../qt/board_widget.py" line="367"/>
        <source>%n hut(s): {colours}</source>
        <translation>
            <numerusform>%n hutte&#xa0;: {colours}</numerusform>
            <numerusform>%n huttes&#xa0;: {colours}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="370"/>
        <source>no huts</source>
        <translation>aucune hutte</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="371"/>
        <source>{first}: {second}</source>
        <translation>{first}&#xa0;: {second}</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="375"/>
        <source>you may found this village now</source>
        <translation>vous pouvez fonder ce village maintenant</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="377"/>
        <source>selected: its huts move</source>
        <translation>choisi&#xa0;: ses huttes partent</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="379"/>
        <source>you may move the huts here</source>
        <translation>vous pouvez y déplacer les huttes</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="381"/>
        <source>you may move its huts</source>
        <translation>vous pouvez déplacer ses huttes</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="383"/>
        <source>{first}; {second}</source>
        <translation>{first}&#xa0;; {second}</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="420"/>
        <source>Epoch {roman}</source>
        <translation>Époque {roman}</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="400"/>
        <source>Bonus: every terrain +{n}</source>
        <translation>Bonus&#xa0;: tous les terrains +{n}</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="402"/>
        <source>Bonus: {terrain} +{n}</source>
        <translation>Bonus&#xa0;: {terrain} +{n}</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="405"/>
        <source>Nothing is destroyed</source>
        <translation>Rien n&apos;est détruit</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="407"/>
        <source>Destroyed on: {terrain}</source>
        <translation>Détruit sur&#xa0;: {terrain}</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="422"/>
        <source>Villages: {n} / {max}</source>
        <translation>Villages&#xa0;: {n} / {max}</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="424"/>
        <source>Clan scores</source>
        <translation>Scores des clans</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="425"/>
        <source>Founder&apos;s points</source>
        <translation>Points de fondateur</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="427"/>
        <source>{name}: {total}</source>
        <translation>{name}&#xa0;: {total}</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="430"/>
        <source>Choose the order: click the village to found next.</source>
        <translation>Choisissez l&apos;ordre&#xa0;: cliquez le village à fonder ensuite.</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="394"/>
        <source>{name}: {points}</source>
        <translation>{name}&#xa0;: {points}</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="415"/>
        <source>Your clan: {colour}</source>
        <translation>Votre clan&#xa0;: {colour}</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="418"/>
        <source>Your clan is hidden: hold here or Space to see it</source>
        <translation>Votre clan est caché&#xa0;: maintenez ici ou Espace pour le voir</translation>
    </message>
</context>
<context>
    <name>ClansOptionsDialog</name>
    <message>
        <location filename="../qt/options_dialog.py" line="34"/>
        <source>Players: as many as the seats of the new game (2 to 5).
Movement, seed rule: a territory with more than 7 huts can no longer be moved. Official rule: with 7 huts or more, it moves only onto a territory holding at least as many.
Strife, seed rule: when a village holds all five colours and a pair, the single huts leave. Official rule: all five colours are enough, so five single huts score nothing.</source>
        <translation>Joueurs&#xa0;: autant que de places dans la nouvelle partie (2 à 5).
Déplacement, règle d&apos;origine&#xa0;: un territoire de plus de 7 huttes ne peut plus être déplacé. Règle officielle&#xa0;: à 7 huttes ou plus, il ne va que sur un territoire qui en porte au moins autant.
Discorde, règle d&apos;origine&#xa0;: quand un village contient les cinq couleurs et une paire, les huttes isolées partent. Règle officielle&#xa0;: les cinq couleurs suffisent, donc cinq huttes isolées ne rapportent rien.</translation>
    </message>
</context>
<context>
    <name>clans</name>
    <message>
        <location filename="../plugin.py" line="35"/>
        <source>Clans</source>
        <translation>Clans</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="36"/>
        <source>Gather the huts of five clans into villages; score for your secret colour.</source>
        <translation>Rassemblez les huttes de cinq clans en villages&#xa0;; marquez pour votre couleur secrète.</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="46"/>
        <source>The twelfth village was founded.</source>
        <translation>Le douzième village a été fondé.</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="47"/>
        <source>No hut can move any more.</source>
        <translation>Plus aucune hutte ne peut bouger.</translation>
    </message>
    <message>
        <location filename="../rules/board.py" line="34"/>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <location filename="../rules/board.py" line="35"/>
        <source>yellow</source>
        <translation>jaune</translation>
    </message>
    <message>
        <location filename="../rules/board.py" line="36"/>
        <source>blue</source>
        <translation>bleu</translation>
    </message>
    <message>
        <location filename="../rules/board.py" line="37"/>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <location filename="../rules/board.py" line="38"/>
        <source>white</source>
        <translation>blanc</translation>
    </message>
    <message>
        <location filename="../rules/board.py" line="45"/>
        <source>forest</source>
        <translation>forêt</translation>
    </message>
    <message>
        <location filename="../rules/board.py" line="46"/>
        <source>mountain</source>
        <translation>montagne</translation>
    </message>
    <message>
        <location filename="../rules/board.py" line="47"/>
        <source>steppe</source>
        <translation>steppe</translation>
    </message>
    <message>
        <location filename="../rules/board.py" line="48"/>
        <source>grassland</source>
        <translation>prairie</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="16"/>
        <source>Movement</source>
        <translation>Déplacement</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="17"/>
        <source>More than 7 huts never move</source>
        <translation>Plus de 7 huttes ne bougent plus</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="18"/>
        <source>7 or more huts move only onto as many or more</source>
        <translation>7 huttes ou plus ne vont que sur autant ou plus</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="19"/>
        <source>Which territories are too crowded to leave.</source>
        <translation>Quels territoires sont trop peuplés pour partir.</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="21"/>
        <source>Strife</source>
        <translation>Discorde</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="22"/>
        <source>All five colours and a pair: singles leave</source>
        <translation>Cinq couleurs et une paire&#xa0;: les isolées partent</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="23"/>
        <source>All five colours: singles leave</source>
        <translation>Cinq couleurs&#xa0;: les isolées partent</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="24"/>
        <source>When the lone huts of a village are driven out.</source>
        <translation>Quand les huttes isolées d&apos;un village sont chassées.</translation>
    </message>
    <message>
        <location filename="../rules/sentences.py" line="57"/>
        <source>Colours dealt</source>
        <translation>Couleurs distribuées</translation>
    </message>
    <message>
        <location filename="../rules/sentences.py" line="58"/>
        <source>Colours dealt: your clan is {colour}</source>
        <translation>Couleurs distribuées&#xa0;: votre clan est {colour}</translation>
    </message>
    <message>
        <location filename="../rules/sentences.py" line="62"/>
        <source>Huts placed on territories {first} to {last}: {colours}</source>
        <translation>Huttes posées sur les territoires {first} à {last}&#xa0;: {colours}</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/sentences.py" line="69"/>
        <source>{player} moves %n hut(s) from territory {source} to territory {target}</source>
        <translation>
            <numerusform>{player} déplace %n hutte du territoire {source} au territoire {target}</numerusform>
            <numerusform>{player} déplace %n huttes du territoire {source} au territoire {target}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/sentences.py" line="71"/>
        <source>{player} moves %n hut(s) from territory {source} to territory {target}; {consequences}</source>
        <translation>
            <numerusform>{player} déplace %n hutte du territoire {source} au territoire {target}&#xa0;; {consequences}</numerusform>
            <numerusform>{player} déplace %n huttes du territoire {source} au territoire {target}&#xa0;; {consequences}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/sentences.py" line="80"/>
        <source>{player} founds village {number} on territory {territory}: {result}</source>
        <translation>{player} fonde le village {number} sur le territoire {territory}&#xa0;: {result}</translation>
    </message>
    <message>
        <location filename="../rules/sentences.py" line="83"/>
        <source>{player} founds village {number} on territory {territory}: {result}; {consequences}</source>
        <translation>{player} fonde le village {number} sur le territoire {territory}&#xa0;: {result}&#xa0;; {consequences}</translation>
    </message>
    <message>
        <location filename="../rules/sentences.py" line="117"/>
        <source>Huts placed on all territories</source>
        <translation>Huttes posées sur tous les territoires</translation>
    </message>
    <message>
        <location filename="../rules/sentences.py" line="119"/>
        <source>Huts placed on all territories; colours dealt</source>
        <translation>Huttes posées sur tous les territoires&#xa0;; couleurs distribuées</translation>
    </message>
    <message>
        <location filename="../rules/sentences.py" line="120"/>
        <source>Huts placed on all territories; colours dealt: your clan is {colour}</source>
        <translation>Huttes posées sur tous les territoires&#xa0;; couleurs distribuées&#xa0;: votre clan est {colour}</translation>
    </message>
    <message>
        <location filename="../rules/sentences.py" line="124"/>
        <source>Huts placed on territories {first} to {last}</source>
        <translation>Huttes posées sur les territoires {first} à {last}</translation>
    </message>
    <message>
        <location filename="../rules/sentences.py" line="126"/>
        <source>Huts placed on territories {first} to {last}; colours dealt</source>
        <translation>Huttes posées sur les territoires {first} à {last}&#xa0;; couleurs distribuées</translation>
    </message>
    <message>
        <location filename="../rules/sentences.py" line="128"/>
        <source>Huts placed on territories {first} to {last}; colours dealt: your clan is {colour}</source>
        <translation>Huttes posées sur les territoires {first} à {last}&#xa0;; couleurs distribuées&#xa0;: votre clan est {colour}</translation>
    </message>
    <message>
        <location filename="../rules/sentences.py" line="139"/>
        <source>village {number} founded on territory {territory}: {result}</source>
        <translation>village {number} fondé sur le territoire {territory}&#xa0;: {result}</translation>
    </message>
    <message>
        <location filename="../rules/sentences.py" line="144"/>
        <source>epoch {roman} begins</source>
        <translation>l&apos;époque {roman} commence</translation>
    </message>
    <message>
        <location filename="../rules/sentences.py" line="147"/>
        <source>villages form on territories {territories}</source>
        <translation>des villages se forment sur les territoires {territories}</translation>
    </message>
    <message>
        <location filename="../rules/sentences.py" line="150"/>
        <source>the game ends</source>
        <translation>la partie se termine</translation>
    </message>
    <message>
        <location filename="../rules/sentences.py" line="161"/>
        <source>destroyed ({terrain}), no points</source>
        <translation>détruit ({terrain}), aucun point</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/sentences.py" line="165"/>
        <source>%n point(s) for {colours}</source>
        <translation>
            <numerusform>%n point pour {colours}</numerusform>
            <numerusform>%n points pour {colours}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/sentences.py" line="168"/>
        <source>no points</source>
        <translation>aucun point</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/sentences.py" line="171"/>
        <source>strife drives out %n hut(s), {result}</source>
        <translation>
            <numerusform>la discorde chasse %n hutte, {result}</numerusform>
            <numerusform>la discorde chasse %n huttes, {result}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/sentences.py" line="190"/>
        <source>{first}; {second}</source>
        <translation>{first}&#xa0;; {second}</translation>
    </message>
    <message>
        <location filename="../rules/sentences.py" line="200"/>
        <location filename="../rules/sentences.py" line="203"/>
        <source>{first}, {second}</source>
        <translation>{first}, {second}</translation>
    </message>
    <message>
        <location filename="../rules/sentences.py" line="202"/>
        <source>{first} and {second}</source>
        <translation>{first} et {second}</translation>
    </message>
</context>
</TS>
