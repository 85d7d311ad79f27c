<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>KanzeBoardWidget</name>
    <message>
        <location filename="../qt/board_widget.py" line="129"/>
        <source>Recruit</source>
        <translation>Recruter</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="130"/>
        <source>One troop on each of your cells holding fewer than 7 (key C)</source>
        <translation>Une troupe sur chacune de vos cases qui en compte moins de 7 (touche C)</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="132"/>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <location filename="../qt/board_widget.py" line="133"/>
        <source>Do nothing this turn (key P)</source>
        <translation>Ne rien faire ce tour-ci (touche P)</translation>
    </message>
</context>
<context>
    <name>KanzeOptionsDialog</name>
    <message>
        <location filename="../qt/options_dialog.py" line="41"/>
        <source>The defaults are the usual rules. Distant moves let troops travel through a chain of your own cells to a neutral or an enemy cell next to it; the turn limit ends long games in favour of the player owning more cells.</source>
        <translation>Les valeurs par défaut sont les règles habituelles. Les déplacements éloignés permettent aux troupes de traverser une chaîne de vos cases jusqu&apos;à une case neutre ou adverse voisine&#xa0;; la limite de tours termine les longues parties en faveur du joueur qui possède le plus de cases.</translation>
    </message>
    <message>
        <location filename="../qt/options_dialog.py" line="44"/>
        <source>Defaults</source>
        <translation>Par défaut</translation>
    </message>
</context>
<context>
    <name>kanze</name>
    <message>
        <location filename="../plugin.py" line="27"/>
        <source>Kanzé</source>
        <translation>Kanzé</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="28"/>
        <source>Lead your troops across a diamond of hexagons and kill the rival Representative.</source>
        <translation>Menez vos troupes sur un losange d&apos;hexagones et tuez le Représentant adverse.</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="38"/>
        <source>A Representative has fallen.</source>
        <translation>Un Représentant est tombé.</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="39"/>
        <source>Turn limit reached: the player owning more cells wins.</source>
        <translation>Limite de tours atteinte&#xa0;: le joueur qui possède le plus de cases gagne.</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="15"/>
        <source>Troop cap per player</source>
        <translation>Plafond de troupes par joueur</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="16"/>
        <source>Most troops a player may recruit up to (influence may take a player beyond it).</source>
        <translation>Nombre de troupes jusqu&apos;auquel un joueur peut recruter (l&apos;influence peut le faire dépasser).</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="18"/>
        <source>Move to distant neutral cells</source>
        <translation>Aller sur des cases neutres éloignées</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="19"/>
        <source>Troops may reach a neutral cell next to any of your cells connected to their start.</source>
        <translation>Les troupes peuvent atteindre une case neutre voisine de n&apos;importe laquelle de vos cases reliées à leur départ.</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="21"/>
        <source>Attack distant enemy cells</source>
        <translation>Attaquer des cases adverses éloignées</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="22"/>
        <source>Troops may attack an enemy cell next to any of your cells connected to their start.</source>
        <translation>Les troupes peuvent attaquer une case adverse voisine de n&apos;importe laquelle de vos cases reliées à leur départ.</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="24"/>
        <source>Turn limit (rounds, 0 = none)</source>
        <translation>Limite de tours (0 = aucune)</translation>
    </message>
    <message>
        <location filename="../rules/game.py" line="26"/>
        <source>After this many rounds the player owning more cells wins; 0 plays on until a Representative dies.</source>
        <translation>Après ce nombre de tours, le joueur qui possède le plus de cases gagne&#xa0;; 0&#xa0;: la partie continue jusqu&apos;à la mort d&apos;un Représentant.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/sentences.py" line="40"/>
        <source>{player} recruits: %n cell(s) to choose</source>
        <translation>
            <numerusform>{player} recrute&#xa0;: %n case à choisir</numerusform>
            <numerusform>{player} recrute&#xa0;: %n cases à choisir</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/sentences.py" line="41"/>
        <source>{player} recruits %n troop(s)</source>
        <translation>
            <numerusform>{player} recrute %n troupe</numerusform>
            <numerusform>{player} recrute %n troupes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/sentences.py" line="43"/>
        <source>{player} places a recruit on {cell}</source>
        <translation>{player} place une recrue en {cell}</translation>
    </message>
    <message>
        <location filename="../rules/sentences.py" line="45"/>
        <source>{player} passes</source>
        <translation>{player} passe</translation>
    </message>
    <message>
        <location filename="../rules/sentences.py" line="58"/>
        <location filename="../rules/sentences.py" line="136"/>
        <source>{first}; {second}</source>
        <translation>{first}&#xa0;; {second}</translation>
    </message>
    <message>
        <location filename="../rules/sentences.py" line="60"/>
        <source>{player} attacks {dst} from {src} with the Representative: {battle}</source>
        <translation>{player} attaque {dst} depuis {src} avec le Représentant&#xa0;: {battle}</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/sentences.py" line="63"/>
        <source>{player} attacks {dst} from {src} with %n troop(s) and the Representative: {battle}</source>
        <translation>
            <numerusform>{player} attaque {dst} depuis {src} avec %n troupe et le Représentant&#xa0;: {battle}</numerusform>
            <numerusform>{player} attaque {dst} depuis {src} avec %n troupes et le Représentant&#xa0;: {battle}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/sentences.py" line="66"/>
        <source>{player} attacks {dst} from {src} with %n troop(s): {battle}</source>
        <translation>
            <numerusform>{player} attaque {dst} depuis {src} avec %n troupe&#xa0;: {battle}</numerusform>
            <numerusform>{player} attaque {dst} depuis {src} avec %n troupes&#xa0;: {battle}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/sentences.py" line="71"/>
        <source>{player} moves the Representative from {src} to {dst}</source>
        <translation>{player} déplace le Représentant de {src} à {dst}</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/sentences.py" line="73"/>
        <source>{player} moves %n troop(s) and the Representative from {src} to {dst}</source>
        <translation>
            <numerusform>{player} déplace %n troupe et le Représentant de {src} à {dst}</numerusform>
            <numerusform>{player} déplace %n troupes et le Représentant de {src} à {dst}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/sentences.py" line="76"/>
        <source>{player} moves %n troop(s) from {src} to {dst}</source>
        <translation>
            <numerusform>{player} déplace %n troupe de {src} à {dst}</numerusform>
            <numerusform>{player} déplace %n troupes de {src} à {dst}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/sentences.py" line="79"/>
        <source>{player} moves the Representative from {src} to {dst}; {influence}</source>
        <translation>{player} déplace le Représentant de {src} à {dst}&#xa0;; {influence}</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/sentences.py" line="81"/>
        <source>{player} moves %n troop(s) and the Representative from {src} to {dst}; {influence}</source>
        <translation>
            <numerusform>{player} déplace %n troupe et le Représentant de {src} à {dst}&#xa0;; {influence}</numerusform>
            <numerusform>{player} déplace %n troupes et le Représentant de {src} à {dst}&#xa0;; {influence}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/sentences.py" line="84"/>
        <source>{player} moves %n troop(s) from {src} to {dst}; {influence}</source>
        <translation>
            <numerusform>{player} déplace %n troupe de {src} à {dst}&#xa0;; {influence}</numerusform>
            <numerusform>{player} déplace %n troupes de {src} à {dst}&#xa0;; {influence}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/sentences.py" line="94"/>
        <source>{attack} against {defence}, the attack wins and the defending Representative falls</source>
        <translation>{attack} contre {defence}, l&apos;attaque l&apos;emporte et le Représentant défenseur tombe</translation>
    </message>
    <message>
        <location filename="../rules/sentences.py" line="96"/>
        <source>{attack} against {defence}, the attack wins</source>
        <translation>{attack} contre {defence}, l&apos;attaque l&apos;emporte</translation>
    </message>
    <message>
        <location filename="../rules/sentences.py" line="99"/>
        <source>{attack} against {defence}, the defence holds and the attacking Representative falls</source>
        <translation>{attack} contre {defence}, la défense tient et le Représentant attaquant tombe</translation>
    </message>
    <message>
        <location filename="../rules/sentences.py" line="101"/>
        <source>{attack} against {defence}, the defence holds</source>
        <translation>{attack} contre {defence}, la défense tient</translation>
    </message>
    <message>
        <location filename="../rules/sentences.py" line="103"/>
        <source>{attack} against {defence}, both sides fall with both Representatives</source>
        <translation>{attack} contre {defence}, les deux camps périssent avec les deux Représentants</translation>
    </message>
    <message>
        <location filename="../rules/sentences.py" line="106"/>
        <source>{attack} against {defence}, both sides fall with the attacking Representative</source>
        <translation>{attack} contre {defence}, les deux camps périssent avec le Représentant attaquant</translation>
    </message>
    <message>
        <location filename="../rules/sentences.py" line="109"/>
        <source>{attack} against {defence}, both sides fall with the defending Representative</source>
        <translation>{attack} contre {defence}, les deux camps périssent avec le Représentant défenseur</translation>
    </message>
    <message>
        <location filename="../rules/sentences.py" line="111"/>
        <source>{attack} against {defence}, both sides fall</source>
        <translation>{attack} contre {defence}, les deux camps périssent</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/sentences.py" line="127"/>
        <source>%n cell(s) won by influence: {cells}</source>
        <translation>
            <numerusform>%n case gagnée par influence&#xa0;: {cells}</numerusform>
            <numerusform>%n cases gagnées par influence&#xa0;: {cells}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/sentences.py" line="130"/>
        <source>%n cell(s) lost by influence: {cells}</source>
        <translation>
            <numerusform>%n case perdue par influence&#xa0;: {cells}</numerusform>
            <numerusform>%n cases perdues par influence&#xa0;: {cells}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/sentences.py" line="145"/>
        <source>{first}, {second}</source>
        <translation>{first}, {second}</translation>
    </message>
    <message>
        <location filename="../rules/sentences.py" line="146"/>
        <source>{first} and {second}</source>
        <translation>{first} et {second}</translation>
    </message>
</context>
<context>
    <name>kanze_board</name>
    <message>
        <location filename="../qt/words.py" line="49"/>
        <source>%1: neutral</source>
        <translation>%1&#xa0;: neutre</translation>
    </message>
    <message numerus="yes">
        <location filename="../qt/words.py" line="53"/>
        <source>%1: %2, %n troop(s) and the Representative</source>
        <translation>
            <numerusform>%1&#xa0;: %2, %n troupe et le Représentant</numerusform>
            <numerusform>%1&#xa0;: %2, %n troupes et le Représentant</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qt/words.py" line="55"/>
        <source>%1: %2, the Representative alone</source>
        <translation>%1&#xa0;: %2, le Représentant seul</translation>
    </message>
    <message numerus="yes">
        <location filename="../qt/words.py" line="57"/>
        <source>%1: %2, %n troop(s)</source>
        <translation>
            <numerusform>%1&#xa0;: %2, %n troupe</numerusform>
            <numerusform>%1&#xa0;: %2, %n troupes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qt/words.py" line="62"/>
        <source>chosen to move from</source>
        <translation>case de départ choisie</translation>
    </message>
    <message>
        <location filename="../qt/words.py" line="64"/>
        <source>destination chosen</source>
        <translation>destination choisie</translation>
    </message>
    <message>
        <location filename="../qt/words.py" line="66"/>
        <source>you may attack here</source>
        <translation>vous pouvez attaquer ici</translation>
    </message>
    <message>
        <location filename="../qt/words.py" line="67"/>
        <source>you may move here</source>
        <translation>vous pouvez aller ici</translation>
    </message>
    <message>
        <location filename="../qt/words.py" line="69"/>
        <source>may receive a recruit</source>
        <translation>peut recevoir une recrue</translation>
    </message>
    <message>
        <location filename="../qt/words.py" line="71"/>
        <source>you may move from here</source>
        <translation>vous pouvez partir d&apos;ici</translation>
    </message>
    <message>
        <location filename="../qt/words.py" line="73"/>
        <source>%1; %2</source>
        <translation>%1&#xa0;; %2</translation>
    </message>
    <message>
        <location filename="../qt/words.py" line="81"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../qt/words.py" line="83"/>
        <source>%1 to move.</source>
        <translation>%1 joue.</translation>
    </message>
    <message numerus="yes">
        <location filename="../qt/words.py" line="85"/>
        <source>Choose a cell for a recruit (%n left).</source>
        <translation>
            <numerusform>Choisissez une case pour une recrue (%n restante).</numerusform>
            <numerusform>Choisissez une case pour une recrue (%n restantes).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qt/words.py" line="87"/>
        <source>Set the troops with − and +, the Representative with the crown, then confirm.</source>
        <translation>Réglez les troupes avec − et +, le Représentant avec la couronne, puis validez.</translation>
    </message>
    <message>
        <location filename="../qt/words.py" line="90"/>
        <source>Choose a destination among the highlighted cells.</source>
        <translation>Choisissez une destination parmi les cases en surbrillance.</translation>
    </message>
    <message>
        <location filename="../qt/words.py" line="91"/>
        <source>Choose one of your cells, or recruit, or pass.</source>
        <translation>Choisissez une de vos cases, ou recrutez, ou passez.</translation>
    </message>
    <message>
        <location filename="../qt/words.py" line="103"/>
        <location filename="../qt/words.py" line="105"/>
        <source>%1 wins</source>
        <translation>%1 l&apos;emporte</translation>
    </message>
    <message>
        <location filename="../qt/words.py" line="107"/>
        <source>both sides fall</source>
        <translation>les deux camps périssent</translation>
    </message>
    <message>
        <location filename="../qt/words.py" line="108"/>
        <source>Battle on %1: %2 against %3, %4.</source>
        <translation>Bataille en %1&#xa0;: %2 contre %3, %4.</translation>
    </message>
    <message>
        <location filename="../qt/words.py" line="111"/>
        <source>%1 moved to %2.</source>
        <translation>%1 s&apos;est déplacé en %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../qt/words.py" line="113"/>
        <source>%1 recruited %n troop(s).</source>
        <translation>
            <numerusform>%1 a recruté %n troupe.</numerusform>
            <numerusform>%1 a recruté %n troupes.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qt/words.py" line="116"/>
        <source>%1 passed.</source>
        <translation>%1 a passé son tour.</translation>
    </message>
    <message numerus="yes">
        <location filename="../qt/words.py" line="118"/>
        <source>Influence: %n cell(s) changed sides.</source>
        <translation>
            <numerusform>Influence&#xa0;: %n case a changé de camp.</numerusform>
            <numerusform>Influence&#xa0;: %n cases ont changé de camp.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qt/words.py" line="121"/>
        <source>The Representative of %1 has fallen!</source>
        <translation>%1 perd son Représentant&#xa0;!</translation>
    </message>
    <message>
        <location filename="../qt/words.py" line="131"/>
        <source>Round %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <location filename="../qt/words.py" line="132"/>
        <source>No turn limit: the game ends when a Representative falls.</source>
        <translation>Sans limite de tours&#xa0;: la partie finit à la chute d&apos;un Représentant.</translation>
    </message>
    <message>
        <location filename="../qt/words.py" line="136"/>
        <source>Round %1 of %2</source>
        <translation>Tour %1 sur %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../qt/words.py" line="139"/>
        <source>%n more round(s), then the player owning more cells wins.</source>
        <translation>
            <numerusform>Encore %n tour, puis le joueur qui possède le plus de cases gagne.</numerusform>
            <numerusform>Encore %n tours, puis le joueur qui possède le plus de cases gagne.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qt/words.py" line="142"/>
        <source>Last round: then the player owning more cells wins.</source>
        <translation>Dernier tour&#xa0;: ensuite, le joueur qui possède le plus de cases gagne.</translation>
    </message>
    <message>
        <location filename="../qt/words.py" line="148"/>
        <source>Troops: %1 / %2</source>
        <translation>Troupes&#xa0;: %1 / %2</translation>
    </message>
    <message>
        <location filename="../qt/words.py" line="150"/>
        <source>Cells: %1</source>
        <translation>Cases&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../qt/words.py" line="159"/>
        <source>%n troop(s) + Representative, %1 → %2</source>
        <translation>
            <numerusform>%n troupe + Représentant, %1 → %2</numerusform>
            <numerusform>%n troupes + Représentant, %1 → %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../qt/words.py" line="161"/>
        <source>%n troop(s), %1 → %2</source>
        <translation>
            <numerusform>%n troupe, %1 → %2</numerusform>
            <numerusform>%n troupes, %1 → %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qt/words.py" line="165"/>
        <source>Battle %1 against %2</source>
        <translation>Bataille %1 contre %2</translation>
    </message>
</context>
</TS>
