# German: every key of en.ftl (tests/host_i18n.rs checks it). Move letters are K D T L S,
# pawn B (src/rules/notation/letters.rs).

## Words
color = { $color ->
    [white] Weiß
   *[black] Schwarz
}
role = { $role ->
    [pawn] Bauer
    [knight] Springer
    [bishop] Läufer
    [rook] Turm
    [queen] Dame
    [king] König
   *[maharaja] Maharadscha
}
piece = { $role ->
    [any] eine Figur
    [queen] die { $color ->
        [white] weiße
       *[black] schwarze
    } Dame
   *[other] der { $color ->
        [white] weiße
       *[black] schwarze
    } { $role ->
        [pawn] Bauer
        [knight] Springer
        [bishop] Läufer
        [rook] Turm
        [king] König
       *[maharaja] Maharadscha
    }
}
object-the = { $object ->
    [mushroom] der Pilz
    [banana] die Banane
    [bomb] die Bombe
   *[egg] das Ei
}
object-a = { $object ->
    [mushroom] ein Pilz
    [banana] eine Banane
    [bomb] eine Bombe
   *[egg] ein Ei
}

## Narration

ev-moved = { $piece } zog von { $from } nach { $to }.
ev-castled = { $color } hat rochiert.
ev-captured = { $piece } auf { $square } wurde geschlagen.
ev-left-game = { $piece } auf { $square } hat das Spiel verlassen.
ev-promoted = Der Bauer auf { $square } wurde umgewandelt: { $role }.
ev-check = { $color } steht im Schach.
ev-stunned = { $piece } auf { $square } ist betäubt.
ev-bounced = { $piece } prallte nach { $to } ab.
ev-kicked = { $piece } auf { $square } wurde vom Brett gestoßen.
ev-fell-off = { $piece } fiel von { $from } aus vom Brett.
ev-recovered = Nicht mehr betäubt: { $squares }.
ev-item-dropped = { $object } liegt jetzt auf { $square }.
ev-object-hit = { $piece } landete auf { $square }, wo { $object } lag.
ev-hit-and-hopped = { $piece } landete auf { $square }, wo { $object } lag, und { $cause ->
    [banana] rutschte nach { $to }
    [bomb] wurde nach { $to } geschleudert
   *[mushroom] sprang nach { $to }
}.
ev-hopped = { $piece } { $cause ->
    [banana] rutschte von { $from } nach { $to }
    [bomb] wurde von { $from } nach { $to } geschleudert
   *[mushroom] sprang von { $from } nach { $to }
}.
ev-jumped = { $piece } sprang über { $over } nach { $to }.
ev-egg = Ei! { $effect }.
ev-egg-void = Ei! { $effect }, aber ohne Wirkung.
ev-effect-void = { $effect } blieb ohne Wirkung.
ev-egg-king-boo = Ei! { $effect }: zwei Figuren tauschen die Plätze.
ev-egg-toadette = Ei! { $effect }: eine Figur wird aufs Brett gesetzt.
ev-egg-daisy = Ei! { $effect }: ein Zug mehr.
ev-egg-koopa = Ei! { $effect }: { $piece } geht zurück nach { $to }.
ev-egg-chomp = Ei! { $effect }: { $piece } auf { $square } wird gefressen.
ev-egg-bowser = Ei! { $effect }: { $piece } auf { $square } ist festgesetzt.
ev-egg-recolored = Ei! { $effect }: { $piece } auf { $square } spielt jetzt für { $now }.
ev-sent-back = { $piece } ging zurück nach { $to }.
ev-immobilized = { $piece } auf { $square } ist festgesetzt.
ev-released = Wieder frei: { $squares }.
ev-recolored = { $piece } auf { $square } spielt jetzt für { $now }.
ev-swapped = { $first } auf { $a } und { $second } auf { $b } tauschten die Plätze.
ev-piece-dropped = { $piece } wurde auf { $square } gesetzt.
ev-stealth = { $piece } zog heimlich von { $from } nach { $to }.
ev-vanished = { $piece } verschwand von { $from }.
ev-revealed = { $piece } tauchte auf { $square } wieder auf.
ev-shell = Ein Panzer flog von { $from } nach { $target }.
ev-destroyed = { $object } auf { $square } wurde zerstört.
ev-hidden-captured = { $piece }, versteckt auf { $square }, wurde geschlagen!
ev-choice-awaited = { $color } muss eine Wahl treffen.

## Narration (issue 14): own captures, items without effect, an item replacing another
ev-captured-own = { $piece } auf { $square } wurde von der eigenen Seite geschlagen.
ev-object-hit-void = { $piece } landete auf { $square }, wo { $object } lag, ohne Wirkung: { $why ->
    [slider] ein Pilz schiebt nur Bauern, Springer und Könige
    [blocked] das nächste Feld ist besetzt oder außerhalb des Bretts
   *[stuck] es gab kein freies Feld
}.
ev-item-replaced = { $object } liegt jetzt auf { $square }, wo vorher { $old } lag.
pending-promotion = { $color } muss wählen, was aus dem Bauern auf { $square } wird.
pending-king-boo = { $color } muss zwei Figuren zum Tauschen wählen (King Boo).
pending-toadette = { $color } muss eine geschlagene Figur wählen und wohin sie kommt (Toadette).
pending-toadette-role = { $color } muss wählen, wohin die geschenkte Figur kommt: { $role } (Toadette).
pending-daisy = { $color } spielt einen Zug mehr (Daisy).

## Outcomes

outcome-win = { $color } gewinnt{ $reason ->
    [checkmate] {" "}durch Schachmatt
    [king-kicked] {" "}durch Hinausstoßen des gegnerischen Königs
    [kings-captured] {" "}durch Schlagen aller gegnerischen Könige
    [no-legal-move] , da der Gegner keinen legalen Zug hat
    [resignation] {" "}durch Aufgabe
    [timeout] {" "}auf Zeit
   *[adjudication] {" "}durch Schiedsspruch
}.
outcome-draw = Remis{ $reason ->
    [stalemate] {" "}durch Patt
    [no-legal-move] , da die Seite am Zug keinen legalen Zug hat
    [threefold] {" "}durch dreifache Stellungswiederholung
    [fifty-moves] {" "}durch die Fünfzig-Züge-Regel
    [insufficient-material] {" "}mangels Material
    [both-kings-lost] , da beide Seiten zugleich ihren letzten König verloren
    [timeout-vs-insufficient] {" "}auf Zeit, gegen eine Seite, die nicht mattsetzen kann
    [agreement] {" "}durch Einigung
   *[adjudication] {" "}durch Schiedsspruch
}.

## Host: play
host-store-failed = Bei mir ist etwas schiefgegangen, es wurde nichts geändert. Bitte versuche es gleich noch einmal.
host-store-unavailable = Ich kann gerade nichts speichern (mein Speicher ist voll oder gestört), daher wurde nichts geändert. Sobald das behoben ist, funktioniere ich von selbst wieder: bitte versuche es später noch einmal.
host-store-unreachable = Ich kann meinen Speicher gerade nicht erreichen (sein Server antwortet nicht), daher wurde nichts geändert. Sobald er wieder antwortet, funktioniere ich von selbst wieder: bitte versuche es gleich noch einmal.
host-store-read-only = Ich kann gerade nichts speichern, weil meine Datenbank schreibgeschützt ist, daher wurde nichts geändert. Sobald sie wieder Änderungen annimmt, funktioniere ich von selbst wieder: bitte versuche es später noch einmal.
host-move-unreadable = Ich kann `{ $text }` nicht als Zug lesen (versuche e4, Sf3, exd5, e8=D, O-O oder e2e4).
host-move-off-board = Es gibt kein Feld { $square }: die Linien gehen von a bis h und die Reihen von 1 bis 8.
host-move-not-your-turn = Partie #{ $game }: { $color ->
    [white] Weiß
   *[black] Schwarz
} ist am Zug, nicht du.
host-game-over = Die Partie #{ $game } ist beendet.
host-move-illegal = `{ $text }` ist nicht möglich: { $reason }.
host-refused = Abgelehnt: { $reason }.

## Choices (issue 14): steps of at most 25 options, the forms an answer takes
host-choice-ask = Partie #{ $game }: { $what } Wähle unten oder tippe deine Antwort hier.
host-choice-placeholder = Deine Wahl
choice-step = Partie #{ $game }: „{ $picked }“ gewählt. Wähle unten oder tippe die ganze Antwort, etwa `{ $example }`.
choice-forms = Partie #{ $game } wartet darauf: { $what } Wähle im Menü, das ich dir geschickt habe, oder tippe es, zum Beispiel { $forms }.
choice-group-white = Weiße Figuren
choice-group-black = Schwarze Figuren
choice-group-pawns = { $color ->
    [white] Weiße Bauern
   *[black] Schwarze Bauern
}
choice-group-rank = Reihe { $rank }
choice-group-kind = { $kind ->
    [stealth] Geheime Züge
    [shell] Panzer
   *[move] Züge
}
# Die Wörter der Schritte eines Auswahlmenüs, so getippt wie angezeigt (`einsetzen reihe5`); die englischen gelten auch. Je ein Wort ohne Leerzeichen.
choice-token-white = weiß
choice-token-black = schwarz
choice-token-white-pawns = weiße-bauern
choice-token-black-pawns = schwarze-bauern
choice-token-rank = reihe
choice-token-move = zug
host-promotion-not-applied = Partie #{ $game }: Nach den Folgen deines Zuges wird dein Bauer jetzt nicht umgewandelt, also wurde `{ $promotion }` nicht angewandt.


## Partien aus einer Stellung (`herausfordern … fen=`, src/host/words/fen.rs): warum eine FEN abgelehnt wird
fen-empty = die FEN ist leer
fen-too-long = die FEN ist zu lang ({ $chars } Zeichen; höchstens { $max })
fen-rank-count = das Brett hat { $count } Reihen (es braucht 8, getrennt durch `/`)
fen-rank-length = Reihe { $rank } hat { $squares } Felder (eine Reihe hat 8)
fen-bad-digits = Reihe { $rank } hat zwei Ziffern hintereinander oder eine 0
fen-unknown-letter = `{ $letter }` auf Reihe { $rank } ist kein Figurenbuchstabe dieses Regelwerks
fen-bad-field = das Feld { $field ->
    [side] „am Zug“
    [plies] „gespielte Halbzüge“
    [halfmove] „Halbzugzähler“
    [fullmove] „Zugnummer“
    [castling] „Rochade“
    [castling-files] „Rochade“
    [en-passant] „en passant“
    [stuns] „betäubte Figuren“
    [powers] „Kräfte“
    [pool] „geschlagene Figuren“
    [suffix] „offene Wahl“
   *[other] am Ende
} ist `{ $value }`: { $field ->
    [side] erwartet `w` (Weiß) oder `b` (Schwarz)
    [plies] erwartet die Zahl der gespielten Halbzüge, etwa `0` oder `12`
    [halfmove] erwartet eine ganze Zahl, etwa `0`
    [fullmove] erwartet eine ganze Zahl, etwa `1`
    [castling] erwartet `-` oder einige der Buchstaben `KQkq`, jeden einmal
    [castling-files] erwartet die Linien von 4 Türmen (Damen- und Königsseite von Weiß, dann von Schwarz), `-` für ein verlorenes Recht, etwa `ahah` oder `a-ah`, oder `-` allein
    [en-passant] erwartet `-` oder ein Feld wie `e3`
    [stuns] erwartet `-` oder betäubte Felder mit ihrer Zahl 1 bis 4, etwa `e54,d61`
    [powers] erwartet 4 Ziffern 0 oder 1: Panzer von Weiß, Tarnung von Weiß, Panzer von Schwarz, Tarnung von Schwarz
    [pool] erwartet 12 Ziffern: die geschlagenen weißen, dann schwarzen Bauern, Türme, Springer, Läufer, Damen und Könige
    [suffix] erwartet ein Zeichen wie `?promote=e8`
   *[other] dieses Regelwerk liest es nicht
}
fen-too-many-fields = die FEN hat { $count } Felder, mehr als dieses Regelwerk verwendet
fen-unusable = auf Feld { $square } steht etwas, das es { $ruleset_at } nicht gibt
fen-opponent-in-check = { $color ->
    [white] Weiß steht im Schach, aber Schwarz ist am Zug
   *[black] Schwarz steht im Schach, aber Weiß ist am Zug
}: die Seite, die nicht am Zug ist, darf nicht im Schach stehen
fen-maharaja = Weiß braucht genau einen Maharadscha (`M`) und keinen König; dieses Brett hat { $maharajas } Maharadscha(s) und { $kings } König(e)
fen-king-count = { $color ->
    [white] Weiß
   *[black] Schwarz
} braucht genau einen König; dieses Brett hat { $kings }
fen-too-many-kings = { $color ->
    [white] Weiß
   *[black] Schwarz
} hat { $kings } Könige (eine Koopa-Stellung hat höchstens einen pro Seite)
fen-too-many-pieces = { $color ->
    [white] Weiß
   *[black] Schwarz
} hat { $pieces } Figuren (höchstens { $max })
fen-pawn-on-edge = ein Bauer steht auf { $square }: Bauern stehen nie auf der ersten oder letzten Reihe
fen-castling-king = Rochaderecht `{ $right }`, aber der { $color ->
    [white] weiße
   *[black] schwarze
} König steht nicht auf { $square }
fen-castling-rook = Rochaderecht `{ $right }`, aber auf { $square } steht kein { $color ->
    [white] weißer
   *[black] schwarzer
} Turm
fen-en-passant = das En-passant-Feld { $square } ist hier unmöglich: { $why ->
    [rank] wenn { $color ->
        [white] Weiß
       *[black] Schwarz
    } am Zug ist, muss es auf Reihe { $rank } liegen
    [pawn] kein { $color ->
        [white] weißer
       *[black] schwarzer
    } Bauer auf { $pawn } ist gerade darüber gezogen
    [occupied] es und { $start } müssen leer sein
   *[off] es liegt außerhalb der Bauernreihen
}
fen-stuns = { $why ->
    [twice] das Feld der betäubten Figuren nennt { $square } zweimal
    [empty] das Feld der betäubten Figuren nennt { $square }, aber dort steht keine Figur
    [not-written] das Feld der betäubten Figuren nennt { $square }, aber das Brett schreibt diese Figur als nicht betäubt (Buchstaben betäubter Figuren: `s o c u t l`)
   *[missing] die Figur auf { $square } ist betäubt geschrieben, aber das Feld der betäubten Figuren gibt ihr keine Zahl
}
fen-pending = `{ $token }`: { $why ->
    [no-pawn] kein Bauer der Seite am Zug ist dort zuerst umzuwandeln
    [no-piece] dort steht keine Figur der Seite am Zug
    [promoted] einmal, nach der offenen Wahl, vor `?fresh`
   *[too-many] höchstens eine Umwandlung, dann eine Wahl einer Wirkung, vor `?fresh`
}
fen-no-answer = die offene Wahl hat keine mögliche Antwort
host-fen-refused = Diese Stellung kann keine Partie { $ruleset_of } beginnen: { $reason }.
host-fen-over = Diese Stellung ist schon zu Ende ({ $outcome }): eine Partie braucht eine Stellung, in der die Seite am Zug noch spielen kann.
host-fen-with-start = `start=` und `fen=` passen nicht zusammen: die FEN ist die Anfangsstellung.
host-fen-hidden = Diese Stellung verbirgt eine Figur (eine getarnte Dame): eine Herausforderung zeigt ihre Stellung allen, also schreibe die Dame sichtbar.
host-challenge-fen = Aus einer gewählten Stellung (ungewertet): `{ $fen }`
host-fen-side = { $color ->
    [white] Weiß
   *[black] Schwarz
}
host-game-from-position = Partie #{ $game } beginnt aus einer gewählten Stellung: sie ist ungewertet.
host-game-unrated-position = Partie #{ $game } begann aus einer gewählten Stellung: sie ist ungewertet (keine Wertungsänderung).
slash-opt-fen = Aus dieser Stellung beginnen, einer FEN (die Partie ist ungewertet)
slash-opt-team = Eine Teampartie: jede Seite stimmt über ihre Züge ab (beide offen, außer Sie legen sie fest)
slash-opt-team-white = Weiß einer Teampartie: offen, oder Spieler oder eine Rolle (@a, @b)
slash-opt-team-black = Schwarz einer Teampartie: offen, oder Spieler oder eine Rolle (@a, @b)
slash-opt-team-vote = Wie lange jede Teamabstimmung offen bleibt: 45s, 2m, 1h

## Rules: refused moves (messages of src/host/refusal.rs go here)
# $case: the (Nominativ), none (kein …), by (Akkusativ nach „durch“).
refusal-piece = { $case ->
    [none] { $role ->
        [pawn] kein Bauer
        [knight] kein Springer
        [bishop] kein Läufer
        [rook] kein Turm
        [queen] keine Dame
        [king] kein König
        [maharaja] kein Maharadscha
       *[any] keine Figur
    }
    [by] { $role ->
        [pawn] den Bauern
        [knight] den Springer
        [bishop] den Läufer
        [rook] den Turm
        [queen] die Dame
        [king] den König
        [maharaja] den Maharadscha
       *[any] die Figur
    }
   *[other] { $role ->
        [pawn] der Bauer
        [knight] der Springer
        [bishop] der Läufer
        [rook] der Turm
        [queen] die Dame
        [king] der König
        [maharaja] der Maharadscha
       *[any] die Figur
    }
}
refusal-royal = { $role ->
    [maharaja] Maharadscha
   *[king] König
}
refusal-piece-at = { $piece } auf { $square }
refusal-either = { $a } oder { $b }
refusal-both = { $a } und { $b }
refusal-with-options = { $reason } (mögliche Züge: { $options })
refusal-ambiguous = `{ $text }` kann { $candidates } bedeuten: Welchen Zug meinst du? Schick ihn so, wie er hier steht.
refusal-nothing-there = auf { $from } steht keine Figur von dir
refusal-not-yours = die Figur auf { $from } gehört nicht dir
refusal-no-such-piece = { $none } von dir{ $on } kann nach { $to } ziehen
refusal-on-file = auf der { $file }-Linie
refusal-on-rank = auf der { $rank }. Reihe
refusal-on-square = auf { $square }
refusal-cannot-go = { $piece } auf { $from } kann nicht nach { $to } ziehen
refusal-blocked = { $piece } auf { $from } kommt nicht nach { $to }, weil die Figur auf { $at } im Weg steht
refusal-in-check = dein { $royal } steht durch { $by } im Schach, und dieser Zug hebt das Schach nicht auf
refusal-pinned = { $piece } auf { $from } ist durch { $by } an deinen { $royal } gefesselt
refusal-attacked = dein { $royal } kann nicht nach { $to }, weil { $by } dieses Feld angreift
refusal-stunned = die Figur auf { $from } ist betäubt und muss noch { $moves ->
    [one] einen Zug
   *[other] { $moves } Züge
} aussetzen
refusal-immobilized = die Figur auf { $from } wurde von Bowser festgesetzt und kann { $later ->
    [yes] erst im übernächsten Zug
   *[no] ab deinem nächsten Zug
} wieder ziehen
refusal-king-off-board = { $from }-{ $to } würde deinen eigenen König vom Brett stoßen
refusal-castle = du kannst nicht { $side ->
    [king] kurz
   *[queen] lang
} rochieren, weil { $cause }
refusal-castle-king-moved = dein König schon gezogen hat
refusal-castle-rook-moved = dieser Turm schon gezogen hat
refusal-castle-right-lost = dein König oder dieser Turm früher in der Partie gezogen hat
refusal-castle-in-check = dein König im Schach steht
refusal-castle-attacked = { $square } angegriffen ist
refusal-castle-occupied = { $square } besetzt ist
refusal-castle-unavailable = die Stellung es nicht erlaubt
refusal-promotion-missing = der Bauer wird auf { $to } umgewandelt; hänge { $choices } an (zum Beispiel { $example })
refusal-promotion-role = eine Umwandlung in { $role ->
    [pawn] einen Bauern
    [knight] einen Springer
    [bishop] einen Läufer
    [rook] einen Turm
    [queen] eine Dame
    [king] einen König
   *[maharaja] einen Maharadscha
} ist hier nicht möglich (wähle { $choices })
refusal-not-a-promotion = dieser Zug ist keine Umwandlung; lass den Buchstaben weg
refusal-promote-after-effects = ein Bauer wird erst nach den Folgen des Zuges umgewandelt; spiele den Zug und wähle dann
refusal-no-promotion-waiting = keine Umwandlung wartet auf eine Wahl
refusal-no-stealth = du kannst jetzt keinen Tarnzug machen
refusal-stealth-used = deine Seite hat ihren Tarnzug schon gemacht (einmal pro Partie)
refusal-stealth-no-queen = du hast keine Dame für einen Tarnzug
refusal-stealth-immobilized = deine Dame ist festgesetzt und kann keinen Tarnzug machen
refusal-stealth-no-square = keine Linie deiner Dame führt zu einem Feld, das leer aussieht
refusal-stealth-to = deine Dame kann nicht mit einem Tarnzug nach { $to }
refusal-no-shell = du kannst jetzt keinen Panzer werfen
refusal-shell-used = deine Seite hat ihren Panzer schon geworfen (einmal pro Partie)
refusal-shell-no-king = du hast keinen König, der einen Panzer werfen könnte
refusal-shell-immobilized = dein König ist festgesetzt und kann den Panzer nicht werfen
refusal-shell-no-target = dein König hat auf seinen Linien nichts zu treffen (keine Figur, Banane oder Bombe)
refusal-shell-at = auf { $to } kann kein Panzer geworfen werden
refusal-swap = du kannst { $a } und { $b } nicht tauschen
refusal-drop = du kannst auf { $to } keine Figur einsetzen
refusal-not-in-ruleset = diese Art Zug gibt es in diesem Spiel nicht
refusal-too-many-turns = diese Partie hat ihre Zuggrenze erreicht
refusal-takeback-failed = der Zug konnte nicht zurückgenommen werden
refusal-illegal = dieser Zug ist hier nicht erlaubt
host-mod-ban-games = { $count ->
    [one] Die laufende Partie wurde beendet.
   *[other] { $count } laufende Partien wurden beendet.
}
host-mod-ban-ended = Die Partie #{ $game } ist beendet: { $player } wurde von einem Moderator gesperrt und verliert sie.
host-mod-ban-frozen-games = { $count ->
    [one] Die laufende Partie wurde eingefroren.
   *[other] { $count } laufende Partien wurden eingefroren.
}
host-mod-ban-frozen = Die Partie #{ $game } ist eingefroren: { $player } wurde von einem Moderator gesperrt. Niemand kann darin ziehen, und die Uhren stehen, bis die Sperre aufgehoben ist.
host-mod-unban-thawed-games = { $count ->
    [one] Die eingefrorene Partie geht weiter.
   *[other] { $count } eingefrorene Partien gehen weiter.
}
host-mod-unban-thawed = Die Partie #{ $game } geht weiter: { $player } darf wieder spielen, und die Uhren laufen mit der verbliebenen Zeit weiter.
host-game-frozen = Die Partie #{ $game } wurde von einem Moderator eingefroren: Niemand kann darin ziehen, bis sie wieder freigegeben ist.

# Moderator rulings on finished games (src/host/revise.rs)
host-mod-voided-after = Ein Moderator hat die Partie #{ $game } nach ihrem Ende annulliert: Sie zählt nicht mehr, ihre Wertungsänderungen sind rückgängig gemacht.
host-mod-readjudicated = Ein Moderator hat das Ergebnis der Partie #{ $game } geändert: Die Wertungen werden neu berechnet, als hätte sie so geendet.
host-mod-same-result = Die Partie #{ $game } ist bereits mit diesem Ergebnis beendet: Es gibt nichts zu ändern.
host-mod-not-in-history = Die Partie #{ $game } wurde gewertet, bevor der Bot einen Wertungsverlauf führte: Ihre Wertungsänderungen lassen sich nicht genau rückgängig machen, daher wurde nichts geändert.
host-mod-was-unrated = Die Partie #{ $game } war ungewertet: keine Wertungsänderung.
host-lichess-after = Analyse auf lichess: `exportieren #{ $game }` liefert die PGN-Datei zum Einfügen oder Hochladen auf { $url }.

# Rule set names, one per RuleSet id (ruleset-name-<id>).
ruleset-name-chess = Schach
    .to = zu einer Partie Schach
    .of = des Schachs
    .at = beim Schach
    .play = eine Partie Schach
ruleset-name-maharaja = Der Maharadscha und die Sepoys
    .to = zu einer Partie „Der Maharadscha und die Sepoys“
    .of = von „Der Maharadscha und die Sepoys“
    .at = bei „Der Maharadscha und die Sepoys“
    .play = eine Partie „Der Maharadscha und die Sepoys“
ruleset-name-koopa = Koopa-Schach
    .to = zu einer Partie Koopa-Schach
    .of = des Koopa-Schachs
    .at = beim Koopa-Schach
    .play = eine Partie Koopa-Schach
ruleset-name-chakart = Chakart
    .to = zu einer Partie Chakart
    .of = von Chakart
    .at = bei Chakart
    .play = eine Partie Chakart
ruleset-name-chakart-2020 = Chakart (Ausgabe 2020)
    .to = zu einer Partie Chakart (Ausgabe 2020)
    .of = von Chakart (Ausgabe 2020)
    .at = bei Chakart (Ausgabe 2020)
    .play = eine Partie Chakart (Ausgabe 2020)

# Regeln, Abschnitt für Abschnitt (`rules <ruleset> <section>`).
rules-sections = Mehr: { $list }.
rules-section-words-items = gegenstände gegenstaende
rules-section-words-eggs = eier
rules-section-words-stealth = tarnzug
rules-section-words-shell = panzer
err-rules-section = `{ $value }` ist kein Abschnitt der Regeln { $ruleset_of }: wähle { $list }.
help-themes = Brettfarben: { $list }.
rules-chakart-items = **Chakart, Gegenstände**: Eine Figur, die zieht, hinterlässt einen Gegenstand. Ein Bauer lässt einen Pilz auf dem Feld, das er verlässt (nach einem Doppelschritt auf dem übersprungenen Feld); ein Springer lässt ein Ei auf dem Feld, das er verlässt; am Ende des Zuges legt ein Turm eine Banane auf ein zufälliges Nachbarfeld (diagonal), ein Läufer eine Bombe (seitlich). Damen und Könige hinterlassen nichts. Ein Gegenstand wirkt einmal, wenn ein Zug auf ihm endet (Überspringen bewirkt nichts): Ein **Pilz** lässt Bauer, Springer oder König den letzten Schritt noch einmal machen (Dame, Turm, Läufer: nichts); eine **Banane** (gerade) oder **Bombe** (diagonal) schleudert die Figur ein Feld in zufälliger Richtung, und die Figur dort wird geschlagen, auch eine eigene; ein **Ei** löst eine von acht Wirkungen aus (`regeln chakart eier`).
rules-chakart-eggs = **Chakart, Eier**: Ein Ei löst eine von acht Wirkungen aus, jede mit Wahrscheinlichkeit 1 zu 8 (eine, die nicht möglich ist, bewirkt nichts). **King Boo**: Du tauschst zwei beliebige Figuren beider Farben. **Koopa**: Die Figur kehrt auf das Feld zurück, von dem ihr Zug ausging. **Toadette**: Eine neue, zufällig gezogene Figur (Dame, Turm, Springer, Läufer oder König) gehört dir; du setzt sie auf ein freies Feld. **Chomp**: Die Figur wird gefressen. **Daisy**: Du ziehst noch einmal, mit einer beliebigen eigenen Figur. **Bowser**: Die Figur ist gelähmt und setzt ihren nächsten Zug aus. **Luigi**: Eine zufällige gegnerische Figur (nie ein König) wechselt zu dir. **Waluigi**: Eine zufällige eigene Figur (nie ein König) wechselt zum Gegner.
rules-chakart-stealth = **Chakart, der geheime Damenzug**: Einmal pro Partie darf eine deiner Damen heimlich auf ein leeres Feld ziehen: Schick mir `tarnzug Dh5` als Direktnachricht. Alle sehen, dass die Dame ihr Feld verlassen hat (`D??`); nur du siehst, wohin, bis der nächste Zug deines Gegners vorbei ist. Bis dahin sieht ihr Feld für den Gegner leer aus: Endet ein Zug seiner Figuren dort, schlägt sie deine Dame, und alle erfahren es.
rules-chakart-shell = **Chakart, der Panzer**: Einmal pro Partie darf einer deiner Könige einen Panzer in eine Richtung werfen, in die eine Dame zieht: `panzer e7` nennt das Ziel. Er entfernt die erste gegnerische Figur, Banane oder Bombe auf dieser Linie und fliegt über leere Felder, Eier und Pilze; der König bleibt stehen. Ein gelähmter König kann nicht werfen. Könige können geschlagen werden: Schlage alle gegnerischen Könige, um zu gewinnen; wer keinen legalen Zug hat, verliert.
rules-chakart-2020-items = **Chakart 2020, Gegenstände**: wie in Chakart (`regeln chakart gegenstände`), außer: Ein Springer legt sein Ei neben das verlassene Feld, in Richtung des langen Schenkels seines Zuges; ein **Pilz** schickt einen Bauern, der eben zwei Felder zog, zwei Felder weiter, lässt König und Springer ihren Zug wiederholen und lässt Dame, Turm oder Läufer über die nächste Figur in ihrer Richtung springen; **Banane** und **Bombe** schleudern die Figur nur auf ein leeres Feld oder einen Gegenstand (gibt es keins, bleibt sie stehen). In einem Bonuszug hinterlassen Türme und Läufer nichts.
rules-chakart-2020-eggs = **Chakart 2020, Eier**: Ein Ei löst eine der möglichen Wirkungen aus, alle gleich wahrscheinlich. **King Boo**: Die Figur tauscht den Platz mit einer anderen Figur deiner Wahl. **Koopa**: Die Figur kehrt auf das Feld zurück, von dem ihr Zug ausging. **Toadette**: Du setzt eine deiner geschlagenen Figuren wieder ein. **Chomp**: Die Figur wird gefressen. **Daisy**: Dieselbe Figur zieht noch einmal. **Bowser**: Die Figur ist gelähmt und setzt ihren nächsten Zug aus. **Luigi** / **Waluigi**: Eine zufällige gegnerische / eigene Figur (nie ein König) wechselt die Seite. In einem Bonuszug (Daisys oder einer von Toadette eingesetzten Figur) bewirken Eier nichts.
rules-chakart-2020-stealth = { rules-chakart-stealth } (Wie in der aktuellen Ausgabe.)
rules-chakart-2020-shell = { rules-chakart-shell } (Wie in der aktuellen Ausgabe.)

## Command errors
err-empty = Sag mir etwas: versuche `hilfe`.
err-too-long = Diese Nachricht ist mir zu lang ({ $chars } Zeichen; ich lese höchstens { $max }). Versuche `hilfe`.
err-unknown-command = Den Befehl `{ $value }` kenne ich nicht. Versuche `hilfe`.
err-unknown-command-suggest = Den Befehl `{ $word }` kenne ich nicht – meintest du `{ $suggestion }`? Versuche `hilfe`.
err-setting-word = `{ $word }` ist eine Einstellung, kein Befehl: `{ $mine }` ändert deine.
err-setting-word-moderator = `{ $word }` ist eine Einstellung, kein Befehl: `{ $mine }` ändert deine, `{ $server }` die des Servers.
err-missing = `{ $command }` braucht mehr: { $usage }
err-unexpected = Ich habe `{ $value }` nach `{ $command }` nicht verstanden. Aufruf: { $usage }
err-near-word = Ich habe `{ $value }` nach `{ $command }` nicht verstanden – meintest du `{ $suggestion }`? Versuche `{ $help }`.
err-ruleset = `{ $value }` ist kein Regelwerk: wähle `chess` (Schach), `maharaja`, `koopa`, `chakart` oder `chakart-2020`.
err-ruleset-near = `{ $value }` ist kein Regelwerk – meintest du `{ $suggestion }`? Wähle aus { $list }.
err-start = `{ $value }` ist keine Startoption: schreibe start=0 (Standard), start=1 (zufällig, symmetrisch) oder start=2 (zufällig, asymmetrisch).
err-color = `{ $value }` ist keine Farbe: schreibe `als weiß` oder `als schwarz`.
err-team-side = `{ $value }` ist keine Seite: schreibe `{ $join } { $white }` oder `{ $join } { $black }`.
err-game-id = `{ $value }` ist keine Partienummer: schreibe sie wie `#12`.
err-user = `{ $value }` ist kein Benutzer: erwähne ihn, etwa @Name.
err-role = `{ $value }` ist keine Rolle: erwähne sie, etwa @Rolle.
err-mass-mention = Nenne eine Person oder eine Rolle, nicht alle.
err-verdict = `{ $value }` ist kein Ergebnis: schreibe 1-0, 0-1 oder 1/2-1/2.
err-language = `{ $value }` ist keine Sprache, die ich spreche: wähle `en`, `fr` oder `de`.
err-orientation = `{ $value }` ist keine Ausrichtung: wähle `weiß` (Weiß unten), `schwarz` (Schwarz unten) oder `auto`.
err-theme = `{ $value }` ist kein Name für ein Brettdesign (Buchstaben, Ziffern und Bindestriche, höchstens 20).
err-on-off = `{ $value }`: schreibe `ein` oder `aus`.
err-allow-deny = `{ $value }`: schreibe `erlauben` oder `verbieten`.
err-duplicate = `{ $command }` hat `{ $value }` zweimal bekommen, oder zwei Werte für dieselbe Sache.
err-help-topic = Es gibt keinen Befehl `{ $value }`. Versuche `hilfe` für die Liste.
err-slash-option = `/{ $command }` hat keine Option `{ $value }`.
err-clock-unparseable = `{ $value }` ist keine Bedenkzeit: schreibe Tage oder Stunden pro Zug (3d, 12h) oder Minuten plus Sekunden Zuschlag (10+5).
err-clock-too-short = `{ $value }` pro Zug ist zu kurz: eine Fernpartie gibt mindestens 1 Stunde (1h).
err-clock-too-long = `{ $value }` pro Zug ist zu lang: eine Fernpartie gibt höchstens 14 Tage (14d).
err-clock-live-minutes = Eine Live-Partie gibt jeder Seite 1 bis 180 Minuten, nicht { $value }.
err-clock-increment = Der Zuschlag beträgt 0 bis 60 Sekunden, nicht { $value }.

## Help and rules
help-intro = Ich veranstalte Partien Schach, Maharadscha, Koopa-Schach und Chakart. Starte eine mit `herausfordern chakart @Freund`; im Thread einer Partie tippst du einfach deine Züge (`e4`, `Sf3`). Außerhalb einer Partie beginnen Befehle mit `!`, oder du erwähnst mich.
help-players = Befehle: { $list }.
help-moderators = Moderation: { $list }.
help-more = Tippe `hilfe <Befehl>` für Einzelheiten und `regeln <Regelwerk>` für die Regeln.
help-usage = **{ $command }**: { $description }
    { $usage }
rules-list = Regelwerke: { $list }. Tippe `regeln <Regelwerk>` für eine Zusammenfassung.
rules-chess = **Schach**: die üblichen Regeln (FIDE), mit jedem automatischen Remis: Patt, dreifache Stellungswiederholung, 50-Züge-Regel, ungenügendes Material.
rules-maharaja = **Der Maharadscha und die Sepoys**: Weiß hat nur einen Maharadscha, der wie Dame und Springer zieht; Schwarz hat eine volle Armee. Schwarz darf rochieren, Bauern wandeln sich um (nicht in einen Maharadscha). Setze den Maharadscha matt, oder werde mattgesetzt.
rules-koopa = **Koopa-Schach**: ein Schlag entfernt keine Figur, er betäubt sie; die schlagende Figur prallt weiter. Eine betäubte Figur kann vom Brett gekickt werden, mit allem, was auf dieser Linie hinter ihr steht. Du gewinnst, wenn du den gegnerischen König hinauskickst. Die Startoption `start=1` oder `start=2` mischt die Grundreihe.
rules-chakart = **Chakart**: Schach mit den Gegenständen aus Mario Kart. Figuren lassen Gegenstände zurück: Pilze (ein Sprung), Bananen (man rutscht), Bomben (man wird weggeschleudert) und Eier. Ein Ei setzt einen von acht Effekten frei: King Boo (zwei Figuren tauschen), Koopa (zurück), Toadette (eine Figur wird eingesetzt), Chomp (gefressen), Daisy (ein Zug mehr), Bowser (gelähmt), Luigi und Waluigi (eine Figur wechselt die Seite). Einmal pro Partie darf deine Dame heimlich ziehen (der Tarnzug, per Direktnachricht an mich: `tarnzug Dh5`), und dein König kann einen Panzer werfen (`panzer e7`). Könige können geschlagen werden: schlage alle, um zu gewinnen. Jede Zufallsziehung ist fair und mit `prüfen` überprüfbar.
rules-chakart-2020 = **Chakart, Ausgabe 2020**: die ersten Chakart-Regeln. Gegenstände, Eier, der heimliche Damenzug und der Panzer wie in Chakart, mit den Ei-Effekten von 2020: Toadette setzt eine von dir geschlagene Figur zurück, King Boo tauscht mit der Figur, die das Ei getroffen hat. Tippe `regeln chakart` für die Grundlagen.

## Slash commands
slash-challenge = Jemanden (oder alle) zu einer Partie herausfordern
slash-accept = Eine Herausforderung annehmen
slash-decline = Eine Herausforderung ablehnen
slash-cancel = Deine Herausforderung zurückziehen
slash-move = Einen Zug in deiner Partie spielen
slash-board = Das Brett zeigen
slash-moves = Deine legalen Züge auflisten
slash-resign = Aufgeben (du wirst um Bestätigung gebeten)
slash-confirm = Bestätigen, worum du gebeten wurdest
slash-draw = Remis anbieten, annehmen oder ablehnen
slash-abort = Eine Partie abbrechen, bevor beide Seiten gezogen haben
slash-takeback = Eine Zugrücknahme erbitten, annehmen oder ablehnen
slash-rematch = Eine Revanche mit getauschten Farben anbieten
slash-games = Deine Partien auflisten
slash-history = Die Züge einer Partie zeigen
slash-export = Eine Partie exportieren
slash-replay = Eine Partie als bewegtes Bild ansehen
slash-review = Eine beendete Partie analysieren: Genauigkeit, Fehler, Bewertungsgrafik
slash-rules = Ein Regelwerk erklären
slash-leaderboard = Die besten Spieler zeigen
slash-stats = Wertungen und Ergebnisse eines Spielers zeigen
slash-settings = Sprache, Brettdesign oder Ausrichtung ändern
slash-verify = Die Zufallsziehungen einer beendeten Partie prüfen
slash-help = Wie man den Bot benutzt
slash-mod = Befehle für die Moderation
slash-mod-games = Die Partien des Servers auflisten
slash-mod-abort = Eine Partie abbrechen
slash-mod-adjudicate = Das Ergebnis einer Partie festlegen
slash-mod-void = Eine Partie annullieren (keine Wertungsänderung)
slash-mod-ban = Einen Benutzer vom Spielen ausschließen
slash-mod-unban = Einen Benutzer wieder spielen lassen
slash-mod-log = Das Moderationsprotokoll zeigen
slash-mod-peek = Den verborgenen Zustand einer Partie ansehen (protokolliert)
slash-config = Servereinstellungen
slash-config-channel = Partien in diesem Kanal erlauben oder verbieten
slash-config-threads = Jeder Partie einen eigenen Thread geben, oder nicht
slash-config-clock = Die Standard-Bedenkzeit festlegen
slash-config-language = Die Sprache des Servers festlegen
slash-config-role = Die Rolle festlegen, die bei offenen Herausforderungen benachrichtigt wird
slash-config-modrole = Die Moderationsrolle festlegen
slash-opt-ruleset = Das Regelwerk
slash-opt-opponent = Wen du herausforderst (niemand: eine offene Herausforderung)
slash-opt-color = Deine Farbe
slash-opt-start = Startstellung: 0 Standard, 1 zufällig symmetrisch, 2 zufällig asymmetrisch
slash-opt-clock = Bedenkzeit: 3d, 12h pro Zug, oder 10+5
slash-opt-game = Partienummer, etwa #12
slash-opt-move = Dein Zug, etwa e4 oder Sf3
slash-opt-answer = Anbieten/annehmen, oder ablehnen
slash-opt-user = Der Benutzer
slash-opt-language = Sprache
slash-opt-theme = Brettdesign
slash-opt-orientation = Ausrichtung des Bretts
slash-opt-command = Ein Befehlsname
slash-opt-section = Ein Teil der Chakart-Regeln
slash-opt-result = Das Ergebnis
slash-opt-reason = Warum
slash-opt-scope = Wo: der ganze Server (Standard) oder nur dieser Kanal
slash-opt-ban-games = Laufende Partien hier: beenden (verloren) oder einfrieren; sonst gehen sie weiter
slash-opt-role = Die Rolle
slash-opt-setting = Die Einstellung

## Host
host-rate-limited = Du sendest Befehle zu schnell; bitte warte ein paar Sekunden.
host-not-moderator = Nur die Moderation darf `{ $command }` benutzen.
host-banned = Die Moderation hat dich auf diesem Server vom Spielen ausgeschlossen.
host-unknown-button = Diese Schaltfläche oder dieses Menü gehört nicht zu mir oder ist zu alt.
host-empty-choice = Es wurde nichts gewählt.
host-no-such-game = Es gibt keine Partie #{ $game }.
host-no-game = Du hast hier keine laufende Partie. Starte eine mit `herausfordern`.
host-no-game-to-read = Du hast hier noch keine Partie, weder laufend noch beendet. Nenne eine mit ihrer Nummer, etwa `{ $command } #12`, oder starte eine mit `herausfordern`.
host-which-game = Du hast mehrere laufende Partien ({ $games }): füge die Nummer der Partie hinzu, etwa `#12`.
host-which-game-type = Du hast mehrere laufende Partien; sag, welche: { $choices }.
host-not-your-game = Du spielst nicht in Partie #{ $game }.
host-secret-in-dm = Dieser Zug muss geheim bleiben: schicke ihn mir per Direktnachricht (Partie #{ $game }).
host-played = #{ $game }: { $player } spielt { $move }.
host-you-played = Partie #{ $game }: dein Zug ist gespielt.
host-to-move = { $player } ist am Zug.
host-button-rematch = Revanche
host-button-review = Analyse
host-board-over = Partie #{ $game } ist beendet; ihre Schlussstellung:
host-board = Partie #{ $game }: wartet auf { $player }.
host-not-your-turn = Partie #{ $game }: du bist nicht am Zug (es wartet auf { $player }).
host-moves = Partie #{ $game }, deine { $count } legalen Züge: { $moves }
host-out-of-time = Die Zeit von { $color ->
    [white] Weiß
   *[black] Schwarz
} ist abgelaufen: die Partie endet durch Zeitüberschreitung.
host-rating-change = { $player }: { $before } → { $after } ({ $delta }).
host-game-aborted = Partie #{ $game } wurde abgebrochen: kein Ergebnis, keine Wertungsänderung.
host-secret-revealed = Fairness: das Servergeheimnis von Partie #{ $game } war `{ $secret }`; `prüfen #{ $game }` prüft jede Zufallsziehung.
host-challenge-in-channel = Herausforderungen werden in einem Serverkanal gestellt, nicht per Direktnachricht.
host-channel-closed = Die Moderation hat diesen Kanal für neue Partien geschlossen.
host-unknown-user = Diesen Benutzer kenne ich nicht; erwähne ihn mit @.
host-challenge-self = Du kannst dich nicht selbst herausfordern.
host-opponent-banned = { $player } darf auf diesem Server nicht spielen.
host-too-many-challenges = Du hast schon { $max } wartende Herausforderungen; ziehe zuerst eine zurück.
host-too-many-games = Du spielst schon { $max } Partien; beende zuerst eine.
host-challenge-plays = der Herausforderer spielt { $color ->
    [white] Weiß
   *[black] Schwarz
}
host-challenge-random-colors = Farben ausgelost
host-challenge-posted = Herausforderung #{ $id }: { $challenger } fordert { $opponent } { $ruleset_to } heraus ({ $clock }, { $colors }). { $opponent }: `annehmen` oder `ablehnen`. Fairness-Zusage: `{ $commitment }`. Gültig bis { $expires }.
host-challenge-open = Offene Herausforderung #{ $id }: { $challenger } möchte { $ruleset_play } spielen ({ $clock }, { $colors }). Alle dürfen sie annehmen (`annehmen`). Fairness-Zusage: `{ $commitment }`. Gültig bis { $expires }.
host-button-accept = Annehmen
host-button-decline = Ablehnen
host-button-cancel = Zurückziehen
host-challenge-expired = Herausforderung #{ $id } ist abgelaufen.
host-challenge-answered = Herausforderung #{ $id } wurde schon beantwortet.
host-no-such-challenge = Es gibt keine Herausforderung #{ $id }.
host-no-challenge = Hier wartet keine Herausforderung auf dich.
host-which-challenge = Mehrere Herausforderungen passen ({ $ids }): füge die Nummer hinzu, etwa `#12`.
host-which-challenge-type = Mehrere Herausforderungen passen; sag, welche: { $choices }.
host-own-challenge = Herausforderung #{ $id } ist deine: warte auf einen Gegner, oder ziehe sie zurück (`zurückziehen`).
host-not-invited = Herausforderung #{ $id } gilt jemand anderem.
host-challenge-broken = Herausforderung #{ $id } ist nicht mehr lesbar; bitte stelle eine neue.
host-game-started = Partie #{ $game } beginnt: { $ruleset }, { $white } gegen { $black }, { $clock }. { $first } ist am Zug.
host-decline-own = Herausforderung #{ $id } ist deine: ziehe sie mit `zurückziehen` zurück.
host-not-your-challenge = Herausforderung #{ $id } ist nicht deine; du kannst sie nicht zurückziehen.
host-challenge-declined = { $player } hat die Herausforderung #{ $id } von { $challenger } abgelehnt.
host-challenge-cancelled = { $challenger } hat die Herausforderung #{ $id } zurückgezogen.
host-rematch-not-over = Partie #{ $game } ist noch nicht beendet.
host-rematch-tournament = Partie #{ $game } wurde in Turnier #{ $tournament } gespielt, das seine Partien selbst paart: eine Revanche lässt sich anbieten, sobald es beendet ist.
host-not-yet = Dieser Befehl ist noch nicht verfügbar.
host-done-in-channel = Erledigt: der Kanal von Partie #{ $game } hat die Nachricht.
host-resign-ask = Partie #{ $game }: willst du wirklich aufgeben? Drücke die Schaltfläche oder tippe `bestätigen`, innerhalb von 2 Minuten.
host-button-resign = Aufgeben
host-resigned = { $player } gibt Partie #{ $game } auf.
host-confirm-nothing = Du hast nichts zu bestätigen: tippe zuerst `aufgeben`.
host-confirm-other = Diese Schaltfläche gehört zu Partie #{ $game }, aber deine letzte Anfrage betrifft eine andere Partie; tippe erneut `aufgeben`.
host-confirm-expired = Deine Aufgabe-Anfrage für Partie #{ $game } ist abgelaufen (2 Minuten); tippe erneut `aufgeben`.
host-draw-offered = { $player } bietet in Partie #{ $game } Remis an. { $opponent }: annehmen mit `remis`, ablehnen mit `remis ablehnen`.
host-draw-offered-computer = { $player } bietet in Partie #{ $game } Remis an; { $opponent } antwortet gleich.
host-draw-agreed = { $player } nimmt das Remis in Partie #{ $game } an.
host-draw-declined = { $player } lehnt das Remisangebot in Partie #{ $game } ab.
host-draw-already = Du hast in Partie #{ $game } schon Remis angeboten; jetzt ist dein Gegner dran.
host-draw-own = Das Remisangebot in Partie #{ $game } ist deins: nur dein Gegner kann darauf antworten.
host-draw-none = In Partie #{ $game } gibt es kein Remisangebot deines Gegners zu beantworten (ein Angebot verfällt, wenn sein Empfänger zieht).
host-button-draw-accept = Remis annehmen
host-aborted-by = { $player } bricht Partie #{ $game } ab.
host-abort-too-late = Partie #{ $game } kann nicht mehr abgebrochen werden: beide Seiten haben gezogen. Gib stattdessen auf oder biete Remis an.
host-takeback-random = Keine Zugrücknahme { $ruleset_at }: Die Züge ziehen Zufallszahlen, und eine Rücknahme erlaubte, neu zu ziehen.
host-takeback-asked = { $player } möchte in Partie #{ $game } den letzten Zug zurücknehmen. { $opponent }: zustimmen mit `zurücknehmen`, ablehnen mit `zurücknehmen ablehnen`.
host-takeback-asked-computer = { $player } möchte in Partie #{ $game } den letzten Zug zurücknehmen; { $opponent } antwortet gleich.
host-takeback-done = Partie #{ $game }: Rücknahme vereinbart, zurückgenommen: { $move } von { $player }. { $next } ist am Zug.
host-takeback-done-reply = Partie #{ $game }: Rücknahme vereinbart, zurückgenommen: { $move } von { $player } und die Antwort { $reply } von { $opponent }. { $next } ist am Zug.
host-takeback-declined = { $player } lehnt die Zugrücknahme in Partie #{ $game } ab.
host-takeback-already = Du hast in Partie #{ $game } schon um eine Zugrücknahme gebeten; jetzt ist dein Gegner dran.
host-takeback-own = Die Bitte um Zugrücknahme in Partie #{ $game } ist deine: nur dein Gegner kann darauf antworten.
host-takeback-none = In Partie #{ $game } gibt es keine Bitte deines Gegners um Zugrücknahme zu beantworten.
host-takeback-nothing = Du hast in Partie #{ $game } keinen Zug zurückzunehmen.
host-button-takeback-accept = Der Rücknahme zustimmen
host-button-takeback-decline = Die Rücknahme ablehnen
host-games-title = Deine laufenden Partien:
host-games-line = #{ $game }, { $ruleset }, gegen { $opponent }: { $mine ->
    [yes] du bist am Zug
   *[no] dein Gegner ist am Zug
}, { $deadline }.
host-games-deadline = Frist { $at }
host-games-no-deadline = keine Frist
host-games-challenges = Deine Herausforderungen, die auf Antwort warten:
host-games-challenge-out = #{ $id }, { $ruleset }: du forderst { $opponent } heraus.
host-games-challenge-open = #{ $id }, { $ruleset }: deine offene Herausforderung.
host-games-challenge-in = #{ $id }, { $ruleset }: { $challenger } fordert dich heraus (`annehmen` oder `ablehnen`).
host-games-none = Du hast keine laufende Partie und keine wartende Herausforderung.
host-history = Partie #{ $game }, { $ruleset }: { $white } gegen { $black }.
host-history-on = Läuft (verborgene Züge bleiben bis zum Ende verborgen).
host-history-in-progress = Läuft.
host-history-empty = Noch keine Züge.
host-export-running = Die bisherige Aufzeichnung von Partie #{ $game }. Verborgene Züge bleiben verborgen, und das Fairness-Geheimnis wird erst bei Partieende enthüllt.
host-export-over = Die Aufzeichnung von Partie #{ $game }, mit Fairness-Geheimnis und Seed; `prüfen #{ $game }` oder `chakbot verify DATEI` prüft sie.
host-replay-running = Partie #{ $game } bisher, wie alle sie sehen: verborgene Züge bleiben bis zum Ende verborgen.
host-replay-so-far = Partie #{ $game } bisher.
host-replay-over = Partie #{ $game }, Zug für Zug, alle Züge aufgedeckt.
host-replay-start = Ausgangsstellung
host-per-server = Wertungen gelten pro Server: benutze `{ $command }` in einem Kanal des Servers, auf dem du spielst.
host-leaderboard-title = Rangliste, { $ruleset }:
host-leaderboard-line = { $rank }. { $player }: { $rating } ({ $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
})
host-leaderboard-empty = Auf diesem Server wurde noch keine gewertete Partie gespielt.
host-leaderboard-empty-ruleset = Auf diesem Server wurde { $ruleset_at } noch keine gewertete Partie gespielt.
host-stats-title = { $player } auf diesem Server:
host-stats-line = { $ruleset }: { $rating } ±{ $deviation }, { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
}{ $provisional ->
    [yes] , vorläufige Wertung
   *[no] {""}
}
host-stats-none = { $player } hat auf diesem Server noch keine gewertete Partie.
host-settings = Deine Einstellungen: Sprache { $language ->
    [en] Englisch
    [fr] Französisch
    [de] Deutsch
   *[auto] automatisch (deine Discord-Sprache, dann die des Servers)
}, Brettdesign { $theme }, Ausrichtung { $orientation ->
    [white] Weiß unten
    [black] Schwarz unten
   *[auto] automatisch
}.
host-settings-saved = Gespeichert.
host-settings-theme = Es gibt kein Brettdesign `{ $theme }`; wähle eines von: { $themes }.
host-verify-ok = Partie #{ $game } ist in Ordnung: das enthüllte Geheimnis passt zur Zusage `{ $commitment }`, der Seed `{ $seed }` wird daraus abgeleitet, und { $turns } Züge mit { $draws } Zufallsziehungen lassen sich exakt nachspielen.
host-verify-failed = Partie #{ $game } ist NICHT in Ordnung: { $reason }.
host-verify-running = Partie #{ $game } läuft noch: ihr Servergeheimnis wird am Ende enthüllt, dann prüft `prüfen #{ $game }` sie. Ihre Zusage: `{ $commitment }`.

## Moderation
host-mod-games-title = Laufende Partien auf diesem Server ({ $count }):
host-mod-games-line = #{ $game }, { $ruleset }: { $white } gegen { $black }, { $color ->
    [white] Weiß
   *[black] Schwarz
} am Zug, { $deadline }.
host-mod-games-more = … und { $count } weitere.
host-mod-games-none = Auf diesem Server läuft keine Partie.
host-mod-own-game = Du spielst in Partie #{ $game }: jemand anderes aus der Moderation muss darüber entscheiden.
host-mod-aborted = Die Moderation hat Partie #{ $game } abgebrochen.
host-mod-adjudicated = Die Moderation hat über Partie #{ $game } entschieden.
host-mod-voided = Die Moderation hat Partie #{ $game } annulliert: sie zählt nicht (kein Ergebnis, keine Wertungsänderung).
host-mod-peek = Partie #{ $game }, ihr verborgener Zustand (nur du siehst das, und der Blick wird protokolliert). Stellung: `{ $fen }`
host-mod-peek-hidden = Vor der Öffentlichkeit verborgen: { $list }.
host-mod-peek-nothing = Im Moment ist nichts vor der Öffentlichkeit verborgen.
host-mod-peek-pending = Es wartet: { $what }
host-mod-peek-own = Du spielst in Partie #{ $game }: du darfst ihren verborgenen Zustand nicht ansehen.
host-mod-peek-over = Partie #{ $game } ist beendet: nichts ist mehr verborgen, `brett #{ $game }` zeigt sie.
host-mod-on-square = { $piece } auf { $square }
host-mod-banned = { $player } darf auf diesem Server nicht mehr spielen.
host-mod-ban-reason = Grund: { $reason }
host-mod-ban-challenges = { $count ->
    [one] Die wartende Herausforderung wurde zurückgezogen.
   *[other] Die { $count } wartenden Herausforderungen wurden zurückgezogen.
}
host-mod-challenge-withdrawn = Die Herausforderung #{ $id } von { $challenger } wurde von der Moderation zurückgezogen.
host-mod-already-banned = { $player } ist hier schon vom Spielen ausgeschlossen.
host-mod-ban-self = Du kannst dich nicht selbst ausschließen.
host-mod-unbanned = { $player } darf auf diesem Server wieder spielen.
host-mod-not-banned = { $player } ist hier nicht ausgeschlossen.
host-mod-channel-allowed = In diesem Kanal dürfen jetzt Partien beginnen. Solange ein Kanal erlaubt ist, beginnen Partien nur in erlaubten Kanälen (jetzt { $count }).
host-mod-channel-denied = In diesem Kanal dürfen keine Partien mehr beginnen; laufende Partien gehen weiter.
host-mod-threads = { $on ->
    [yes] Jede neue Partie bekommt jetzt einen eigenen Thread.
   *[no] Neue Partien werden jetzt ohne Thread in dem Kanal gespielt, in dem sie beginnen.
}
host-mod-channel-threads = { $on ->
    [yes] Neue Partien, die in diesem Kanal gefordert werden, bekommen jetzt einen eigenen Thread, gleich was der Server eingestellt hat.
   *[no] Neue Partien, die in diesem Kanal gefordert werden, werden jetzt ohne Thread in ihm gespielt, gleich was der Server eingestellt hat.
}
host-mod-clock = Herausforderungen ohne Bedenkzeit benutzen jetzt { $clock }.
host-mod-language = Der Server spricht jetzt { $language ->
    [fr] Französisch
    [de] Deutsch
   *[en] Englisch
}.
host-mod-role = Offene Herausforderungen { $ruleset_to } benachrichtigen jetzt die Rolle { $role }.
host-mod-modrole = Mitglieder der Rolle { $role } moderieren jetzt hier.
host-mod-role-mention = Erwähne die Rolle selbst (mit @), damit ich weiß, welche gemeint ist.
host-mod-log-title = Moderationsprotokoll, neueste zuerst ({ $shown } von { $total }):
host-mod-log-game = Partie #{ $game }
host-mod-log-was = (vorher { $old })
host-mod-log-action = { $action ->
    [abort] Abbruch
    [adjudicate] Entscheidung
    [void] Annullierung
    [peek] Blick auf den verborgenen Zustand
    [ban] Ausschluss
    [unban] Aufhebung des Ausschlusses
   *[config] Einstellung
}
host-mod-log-older = { $count ->
    [one] Ein älterer Eintrag wird nicht gezeigt.
   *[other] { $count } ältere Einträge werden nicht gezeigt.
}
host-mod-log-empty = Das Moderationsprotokoll dieses Servers ist leer.

## Sweeper
host-sweep-no-show = Partie #{ $game }: { $player } ({ $color ->
    [white] Weiß
   *[black] Schwarz
}) hat den ersten Zug nicht innerhalb { $minutes ->
    [one] einer Minute
   *[other] von { $minutes } Minuten
} gemacht und verliert kampflos (das Turnier wertet sie als nicht gespielt).
host-sweep-time-up = Partie #{ $game }: die Zeit von { $player } ist abgelaufen ({ $color ->
    [white] Weiß
   *[black] Schwarz
}).
host-sweep-reminder = Erinnerung: Partie #{ $game } ({ $ruleset }) gegen { $opponent } wartet auf dich. Frist: { $at } (noch { $left }).
host-sweep-challenge-expired = Die Herausforderung #{ $id } von { $challenger } ist abgelaufen: niemand hat binnen 24 Stunden geantwortet.

## Local mode and Discord
local-buttons = Schaltflächen (tippe den Befehl): { $buttons }
local-menu = { $placeholder } ({ $count } { $count ->
    [one] Möglichkeit
   *[other] Möglichkeiten
}): tippe eine per Direktnachricht (füge #{ $game } hinzu, wenn du mehrere Partien spielst):
discord-done = Erledigt.
discord-type-answer = Es gibt zu viele Möglichkeiten, um alle aufzulisten: tippe deine Antwort hier (`züge` listet sie auf).
discord-button-private = Privat antworten
discord-dms-closed = { $player }, ich kann dir keine Direktnachrichten schicken. Drücke die Schaltfläche, um Partie #{ $game } so zu sehen, wie du sie siehst, und privat zu antworten.
discord-thread-hello = Partie #{ $game } wird hier gespielt: tippe einfach deine Züge. Geheime Züge und Entscheidungen schickst du mir per Direktnachricht.
discord-no-choice = In Partie #{ $game } wartet keine Entscheidung auf dich.
host-signing-key = Die Aufzeichnungen beendeter Partien sind mit dem Ed25519-Schlüssel dieses Bots signiert, `{ $key }`: `chakbot verify --key { $key } DATEI` prüft, dass eine Aufzeichnung unverändert von diesem Bot stammt.
help-intro-slash = Ich veranstalte Partien Schach, Maharadscha, Koopa-Schach und Chakart. Starte eine mit `/challenge`; spiele deine Züge mit `/move` (auf diesem Server kann ich normale Nachrichten nicht lesen), geheime Züge und Entscheidungen per Direktnachricht an mich.
discord-thread-hello-slash = Partie #{ $game } wird hier gespielt: spiele deine Züge mit `/move` (auf diesem Server kann ich normale Nachrichten nicht lesen). Geheime Züge und Entscheidungen schickst du mir per Direktnachricht.
discord-type-answer-slash = Es gibt zu viele Möglichkeiten, um alle aufzulisten: antworte mit `/move` (`/moves` listet sie auf).
discord-private-players-only = Nur die Spieler von Partie #{ $game } können privat antworten. Zuschauer sehen das Brett mit `/board`.
discord-cannot-post = Ich kann in <#{ $channel }> nicht schreiben: mir fehlt dort die Berechtigung { $permission }, daher wird Partie #{ $game } hier angekündigt. Die Moderation kann das beheben, indem sie mir in diesem Kanal { $permission } gewährt.
discord-cannot-post-reply = Ich kann in <#{ $channel }> nicht schreiben: mir fehlt dort die Berechtigung { $permission }, daher antworte ich hier. Die Moderation kann das beheben, indem sie mir in diesem Kanal { $permission } gewährt.
discord-missing-permissions = An die Moderation: In <#{ $channel }> fehlt mir: { $missing }. Ohne „Nachrichten verwalten“ kann ich einen versehentlich öffentlich getippten geheimen Zug dort nicht entfernen, und er bleibt lesbar. Gewährt diese Berechtigungen in euren Partiekanälen (der Einladungslink, den ich beim Start ausgebe, fordert sie alle an). Ich sage das nur einmal, und erneut nur, wenn sie nach ihrer Rückkehr wieder fehlen.
discord-permission-view-channel = Kanäle ansehen
discord-permission-send-messages = Nachrichten senden
discord-permission-send-in-threads = Nachrichten in Threads senden
discord-permission-create-threads = Öffentliche Threads erstellen
discord-permission-create-private-threads = Private Threads erstellen
discord-permission-attach-files = Dateien anhängen
discord-permission-embed-links = Links einbetten
discord-permission-read-history = Nachrichtenverlauf anzeigen
discord-permission-add-reactions = Reaktionen hinzufügen
discord-permission-app-commands = Anwendungsbefehle verwenden
discord-permission-manage-messages = Nachrichten verwalten
discord-no-thread = Ich konnte für Partie #{ $game } keinen Thread eröffnen ({ $reason }), daher wird sie in diesem Kanal gespielt. Die Moderation kann mir hier „Öffentliche Threads erstellen“ und „Nachrichten in Threads senden“ gewähren.
discord-no-team-room = Ich konnte für { $team } der Partie #{ $game } keinen privaten Thread öffnen ({ $reason }), daher geht, was nur dieses Team lesen darf, per Direktnachricht an seine Mitglieder. Die Moderation kann mir hier „Private Threads erstellen“ gewähren.
host-game-unrated = Partie #{ $game } endete, bevor beide Seiten gezogen hatten: sie ist ungewertet (keine Wertungsänderung).
host-lichess-import = Zur Analyse auf lichess: öffne { $url }, füge den Inhalt von { $file } in „Paste the PGN text here“ ein (oder lade die Datei unter „Or upload a PGN file“ hoch), setze nach Wunsch das Häkchen bei „Request a computer analysis“ und drücke „Import game“.
host-history-voided = Ein Moderator hat sie danach annulliert: Sie zählt nicht.
host-history-ruled = Ein Moderator hat ihr Ergebnis danach geändert: { $result }
host-history-choice = [Wahl: { $move }]
host-history-power = [Spezialkraft: { $move }]
host-history-item = { $object ->
    [mushroom] Pilz
    [banana] Banane
    [bomb] Bombe
   *[egg] Ei
}
host-history-egg = Ei: { $effect }
host-history-draws = { $count ->
    [one] eine Zufallsziehung
   *[other] { $count } Zufallsziehungen
}

# Channel, computer opponent (issues 14 and 17)
err-level = `{ $value }` ist keine Stufe des Computers: schreibe stufe=1 (die schwächste) bis stufe=8 (die stärkste).
host-challenge-accepted = { $player } hat die Herausforderung #{ $id } von { $challenger } angenommen: Partie #{ $id } beginnt.
host-computer-name = { computer } auf Stufe { $level }
host-game-unrated-computer = Partie #{ $game } wurde gegen den Computer gespielt: Sie ist ungewertet (keine Wertungsänderung).
host-level-computer-only = Eine Stufe gibt es nur für eine Partie gegen den Computer: Fordere den Bot selbst heraus (seine Erwähnung), mit stufe=1 bis stufe=8.
host-mod-orientation = Bretter in den Kanälen zeigen jetzt { $orientation ->
    [white] Weiß
    [black] Schwarz
   *[other] die Seite am Zug
} unten.
host-mod-theme = Bretter in den Kanälen verwenden jetzt das Farbschema { $theme } (die eigenen Farbschemata der Spieler gelten nur für ihre privaten Bretter).
host-move-number = Zug { $number } ·
host-secret-deleted = Partie #{ $game }: Ein Tarnzug ist geheim, darum habe ich deine Nachricht aus dem Kanal gelöscht. Es wurde nichts gespielt: Schick mir den Tarnzug als Direktnachricht.
host-secret-seen = Partie #{ $game }: Dein Tarnzug wurde in den Kanal geschrieben, wo alle ihn lesen können, und ich darf ihn nicht löschen (ein Moderator kann mir „Nachrichten verwalten“ erlauben). Es wurde nichts gespielt. Dieses Ziel ist kein Geheimnis mehr, aber ein Tarnzug auf ein anderes Feld steht dir weiter offen: Schick ihn mir als Direktnachricht.
host-stats-computer = Gegen den Computer, Stufe { $level }: { $won } gewonnen, { $drawn } remis, { $lost } verloren.
host-to-move-by = { $player } ist am Zug, bis { $at }.
slash-config-orientation = Lege fest, welche Seite auf den Brettern für alle unten ist
slash-config-theme = Lege das Farbschema der Bretter für alle fest
slash-opt-level = Stufe des Computers, 1 (die schwächste) bis 8 (die stärkste), wenn der Gegner der Bot selbst ist

## Syntax der Befehle (usage-<Name>)
usage-challenge = `herausfordern <Regelwerk> [@Gegner] [als weiß|schwarz] [start=0|1|2] [bedenkzeit=3d|10+5] [stufe=1..8] [fen=<FEN>]`
usage-accept = `annehmen [#Partie]`
usage-decline = `ablehnen [#Partie]`
usage-cancel = `zurückziehen [#Partie]`
usage-move = `e4`, `Sf3`, `O-O`, `e7e8d`, `tarnzug Dh5`, `panzer e7`, `tauschen b1 g8`, `einsetzen S f3`, `umwandeln d`
usage-board = `brett [#Partie]`
usage-moves = `züge [#Partie]`
usage-resign = `aufgeben [#Partie]`
usage-confirm = `bestätigen`
usage-draw = `remis [#Partie]`, `remis ablehnen`
usage-abort = `abbrechen [#Partie]`
usage-takeback = `zurücknehmen [#Partie]`, `zurücknehmen ablehnen`
usage-rematch = `revanche [#Partie]`
usage-games = `partien`
usage-history = `verlauf [#Partie]`
usage-export = `exportieren [#Partie]`
usage-replay = `wiedergabe [#Partie]`
usage-review = `analyse [#Partie]`
usage-rules = `regeln [{ $rulesets }]`
usage-leaderboard = `rangliste [Regelwerk]`
usage-stats = `statistik [@Mitglied]`
usage-settings = `einstellungen [sprache en|fr|de] [thema NAME] [ausrichtung weiß|schwarz|auto]`
usage-verify = `prüfen <#Partie>`
usage-help = `hilfe [Befehl]`
usage-mod = `mod partien`, `mod abbrechen <#Partie>`
usage-mod-games = `mod partien`, `mod abbrechen <#Partie>`
usage-mod-abort = `mod abbrechen <#Partie>`
usage-adjudicate = `entscheiden <#Partie> <1-0|0-1|1/2-1/2>`
usage-void = `annullieren <#Partie>`
usage-ban = `sperren @Mitglied [beenden|einfrieren|behalten] [Grund]`
usage-unban = `entsperren @Mitglied`
usage-config = `konfigurieren kanal erlauben|verbieten`, `konfigurieren kanal-sprache en|fr|de|aus`, `konfigurieren threads ein|aus [kanal]`, `konfigurieren bedenkzeit <3d|10+5>`, `konfigurieren sprache en|fr|de`, `konfigurieren rolle <Regelwerk> @Rolle`, `konfigurieren modrolle @Rolle`, `konfigurieren thema NAME`, `konfigurieren ausrichtung weiß|schwarz|auto`, `konfigurieren turniere moderatoren|alle`
usage-modlog = `modlog`
usage-peek = `einsehen <#Partie>`

## Brettfarben (theme-name-<id>)
theme-name-brown = braun
theme-name-blue = blau
theme-name-green = grün

## Dauern, Bedenkzeiten und Zeitpunkte
duration-days = { $n } Tg.
duration-hours = { $n } Std.
duration-minutes = { $n } Min.
duration-days-hours = { $days } Tg. { $hours } Std.
duration-hours-minutes = { $hours } Std. { $minutes } Min.
clock-per-move = { $span } pro Zug
clock-live = { $minutes } Min. + { $seconds } Sek.
time-utc = { $day }.{ $month }.{ $year }, { $time } UTC

## Die eigene Sprache eines Kanals
host-mod-channel-language = Dieser Kanal und die Threads seiner Partien sprechen jetzt { $language ->
    [fr] Französisch
    [de] Deutsch
   *[en] Englisch
}, unabhängig von der Sprache des Servers.
host-mod-channel-language-off = Dieser Kanal spricht wieder die Sprache des Servers ({ $language ->
    [fr] Französisch
    [de] Deutsch
   *[en] Englisch
}).

## Der Computer, wie er in Sätzen heißt
computer = Computer
slash-config-channel-language = Die eigene Sprache dieses Kanals festlegen (off: die des Servers)
slash-opt-channel-language = Sprache dieses Kanals und der Threads seiner Partien, oder off

## Befehlswörter: die Wörter, die jeden Befehl auf Deutsch beginnen (englische Wörter gehen
## immer). Kleingeschrieben, durch Leerzeichen getrennt.
command-words-challenge = herausfordern
command-words-accept = annehmen
command-words-decline = ablehnen
command-words-cancel = zurückziehen zurueckziehen
command-words-move = ziehen
command-words-board = brett
command-words-moves = züge zuege
command-words-resign = aufgeben
command-words-confirm = bestätigen bestaetigen
command-words-draw = remis
command-words-abort = abbrechen
command-words-takeback = zurücknehmen zuruecknehmen
command-words-rematch = revanche
command-words-games = partien
command-words-history = verlauf
command-words-export = exportieren
command-words-replay = wiedergabe
command-words-review = analyse auswertung
command-words-rules = regeln
command-words-leaderboard = rangliste
command-words-stats = statistik
command-words-settings = einstellungen
command-words-verify = prüfen pruefen
command-words-help = hilfe
command-words-mod = mod
command-words-adjudicate = entscheiden
command-words-void = annullieren
command-words-ban = sperren
command-words-unban = entsperren
command-words-config = konfigurieren
command-words-modlog = modlog
command-words-peek = einsehen

## Die Wörter dafür, was `sperren` mit den Partien der gesperrten Person macht: `sperren @Mitglied beenden|einfrieren|behalten`.
subcommand-words-ban-end = beenden
subcommand-words-ban-freeze = einfrieren
subcommand-words-ban-keep = behalten

## Die Wörter einer Seite (`als weiß`, `team beitreten schwarz`), das erste wird gezeigt.
subcommand-words-color-white = weiß weiss
subcommand-words-color-black = schwarz
subcommand-words-color-random = zufall zufällig

## Ja und nein (`gewertet=ja`, ein/aus), und `beginn=jetzt` eines Turniers.
subcommand-words-answer-yes = ja ein an
subcommand-words-answer-no = nein aus
subcommand-words-start-now = jetzt

## Die Wörter einer Herausforderung: `als weiß`, `team`, die Schlüssel von `start=` (die
## Anfangsstellung), `stufe=`, `fen=`, `bedenkzeit=` und `abstimmung=`, und eine offene Seite.
subcommand-words-challenge-as = als mit
subcommand-words-challenge-team = team
subcommand-words-challenge-position = start
subcommand-words-challenge-level = stufe
subcommand-words-challenge-fen = fen
subcommand-words-challenge-clock = bedenkzeit zeit
subcommand-words-challenge-vote = abstimmung stimmen
subcommand-words-challenge-open = offen alle

## Die Art eines neuen Turniers und die Schlüssel seiner Optionen (`minuten=60`, `runden=5`).
subcommand-words-tournament-kind-arena = arena
subcommand-words-tournament-kind-swiss = schweizer schweizer-system
subcommand-words-tournament-option-clock = bedenkzeit zeit
subcommand-words-tournament-option-rounds = runden
subcommand-words-tournament-option-minutes = minuten dauer
subcommand-words-tournament-option-start = beginn
subcommand-words-tournament-option-rated = gewertet
subcommand-words-tournament-option-tiebreaks = feinwertung wertung
subcommand-words-tournament-option-noshow = nichtantritt

## Die Einstellungen eines Spielers (`einstellungen sprache=en`) und die Ausrichtung `auto`.
subcommand-words-setting-language = sprache
subcommand-words-setting-theme = thema
subcommand-words-setting-orientation = ausrichtung
subcommand-words-setting-auto = auto

## `konfigurieren`: seine Unterbefehle, dann die Wörter ihrer Werte.
subcommand-words-config-channel-language = kanal-sprache kanalsprache
subcommand-words-config-channel = kanal
subcommand-words-config-threads = threads
subcommand-words-config-clock = bedenkzeit
subcommand-words-config-language = sprache
subcommand-words-config-role = rolle
subcommand-words-config-modrole = modrolle
subcommand-words-config-theme = thema
subcommand-words-config-orientation = ausrichtung
subcommand-words-config-tournaments = turniere
subcommand-words-config-allow = erlauben
subcommand-words-config-deny = verbieten
subcommand-words-config-server = server
subcommand-words-config-here = hier
subcommand-words-config-everyone = alle
subcommand-words-config-moderators = moderatoren
subcommand-words-config-unset = aus keine

## Ein Remis im Urteil eines Moderators (`entscheiden #N remis`).
subcommand-words-verdict-draw = remis

## Turniere
command-words-tournament = turnier

## Die Wörter der Unterbefehle von `turnier`: Das erste sagt der Bot den Lesenden;
## die Wörter aller Sprachen gelten überall. Kleingeschrieben, durch Leerzeichen getrennt.
subcommand-words-tournament-create = erstellen neu
subcommand-words-tournament-join = beitreten teilnehmen
subcommand-words-tournament-leave = verlassen
subcommand-words-tournament-pause = pausieren
subcommand-words-tournament-standings = tabelle stand
subcommand-words-tournament-pairings = paarungen
subcommand-words-tournament-info = info
subcommand-words-tournament-export = exportieren
subcommand-words-tournament-start = starten beginnen
subcommand-words-tournament-cancel = absagen
subcommand-words-tournament-remove = entfernen
usage-tournament = `turnier erstellen arena <spiel> [10+5] [minuten=60] [beginn=10m|18:30|jetzt] [gewertet=ja|nein] [nichtantritt=5]`, `turnier erstellen schweizer <spiel> [10+5] [runden=5] [beginn=…] [gewertet=…] [feinwertung=bh1,bh,sb,de] [nichtantritt=5]`, `turnier beitreten|verlassen|pausieren|tabelle|paarungen|info|exportieren [#N]`; Moderatoren: `turnier starten|absagen [#N]`, `turnier entfernen @spieler [#N]`
slash-tournament = Arena- und Schweizer-System-Turniere: erstellen, beitreten, Tabelle
slash-tournament-create = Ein Turnier erstellen (Moderatoren, außer der Server hat es für alle geöffnet)
slash-tournament-join = Einem Turnier beitreten (oder nach einer Pause zurückkehren)
slash-tournament-leave = Ein Turnier verlassen
slash-tournament-pause = Die nächsten Paarungen auslassen, bis du wieder beitrittst
slash-tournament-standings = Die Tabelle eines Turniers zeigen
slash-tournament-pairings = Die Partien der laufenden Runde zeigen
slash-tournament-info = Was ein Turnier ist und wo es steht
slash-tournament-start = Ein Turnier jetzt starten (Moderatoren)
slash-tournament-cancel = Ein Turnier absagen (Moderatoren)
slash-tournament-remove = Einen Spieler aus einem Turnier entfernen (Moderatoren)
slash-opt-tournament-format = arena (auf Zeit, neue Paarung sobald eine Partie endet) oder swiss (Runden)
slash-opt-tournament-minutes = Wie lange eine Arena dauert, in Minuten (10 bis 1440)
slash-opt-tournament-rounds = Wie viele Runden ein Schweizer Turnier hat (1 bis 20)
slash-opt-tournament-start = Beginn: 10m, 2h, 18:30 (UTC) oder jetzt
slash-opt-tournament-noshow = Minuten für einen ersten Zug vor der Kampflosniederlage (Standard 5)
slash-opt-tournament = Turniernummer, etwa #12 (sonst das hiesige)
slash-opt-tournament-rated = Ob seine Partien die Wertungszahlen ändern
slash-opt-tournament-tiebreaks = Die Feinwertungen eines Schweizer Turniers in ihrer Reihenfolge: bh1, bh, sb, de
err-tournament-kind = `{ $value }` ist keine Turnierart: wähle arena oder schweizer.
err-tournament-rounds = Ein Schweizer Turnier hat 1 bis 20 Runden, nicht { $value }.
err-tournament-minutes = Eine Arena dauert 10 bis 1440 Minuten, nicht { $value }.
err-tournament-start = `{ $value }` ist kein Beginn: schreibe 10m, 2h, 18:30 (UTC, höchstens eine Woche voraus) oder jetzt.
err-tournament-tiebreak = `{ $value }` ist keine Feinwertung: wähle aus bh1 (Buchholz ohne schlechtestes Ergebnis), bh (Buchholz), sb (Sonneborn-Berger) und de (direkter Vergleich).
err-tournament-rated = `{ $value }` ist weder ja noch nein.
err-tournament-no-show = Die Frist für den ersten Zug ist 1 bis 60 Minuten, nicht { $value }.
err-tournament-not-arena = `{ $value }` gilt für ein Schweizer Turnier, nicht für eine Arena.
err-tournament-not-swiss = `{ $value }` gilt für eine Arena, nicht für ein Schweizer Turnier.
tournament-arena = Arena
tournament-swiss = Schweizer System
tournament-arena-length = { $minutes } Minuten
tournament-swiss-rounds = { $rounds } Runden
tournament-rated = gewertet
tournament-unrated = ungewertet
tournament-summary = Turnier #{ $id }: { $format }, { $ruleset }, { $clock }, { $rated }, { $length }
tournament-announced = 🏆 { $summary }. Beginn { $start }. Tritt mit `turnier beitreten #{ $id }` oder dem Knopf bei. Mache deinen ersten Zug innerhalb { $minutes ->
    [one] einer Minute
   *[other] von { $minutes } Minuten
} nach Beginn jeder Partie, sonst verlierst du sie kampflos. Fairness-Zusage: `{ $commitment }`.
tournament-button-join = Beitreten
tournament-button-leave = Verlassen
tournament-button-standings = Tabelle
tournament-started = Turnier #{ $id } hat mit { $players } Spielern begonnen. Gute Partien!
tournament-too-few = Turnier #{ $id } ist abgesagt: weniger als zwei Spieler sind beigetreten.
tournament-no-pairing = Turnier #{ $id } endet nach { $played } von { $rounds } Runden: Die verbliebenen Spieler sind allen Gegnern begegnet, gegen die sie spielen dürfen, daher lässt sich Runde { $round } nicht auslosen.
tournament-pairing-fault = Turnier #{ $id }: Runde { $round } lässt sich wegen eines Fehlers auf Seiten des Bots nicht auslosen (in seinem Protokoll vermerkt). Der Bot versucht es alle paar Sekunden erneut und veröffentlicht die Paarungen, sobald er kann; ein Moderator kann das Turnier stattdessen mit `turnier absagen #{ $id }` beenden.
tournament-new-games = Turnier #{ $id }: neue Partien
tournament-round = Turnier #{ $id }, Runde { $round } von { $rounds }:
tournament-pairing = Partie #{ $game }: { $white } (Weiß) gegen { $black } (Schwarz)
tournament-pairing-ended = { $pairing } — { $result ->
    [white] 1-0
    [black] 0-1
    [draw] ½-½
    [white-forfeits] 0-1 (kampflos)
    [black-forfeits] 1-0 (kampflos)
    [both-forfeit] beide kampflos verloren
   *[void] nicht gewertet
}
tournament-bye = { $player }: spielfrei (1 Punkt)
tournament-absent = { $player }: in dieser Runde nicht gepaart
tournament-standings = Tabelle von Turnier #{ $id }:
tournament-standings-round = Tabelle von Turnier #{ $id } nach Runde { $round }:
tournament-standings-during = Tabelle von Turnier #{ $id } während Runde { $round }:
tournament-standings-final = Endstand von Turnier #{ $id }:
tournament-nobody = Noch niemand ist beigetreten.
tournament-state-paused = pausiert
tournament-state-withdrawn = zurückgezogen
tournament-head-rank = Platz
tournament-head-player = Spieler
tournament-head-score = Punkte
tournament-podium = 🏆 Turnier #{ $id } ist vorbei. Sieger: { $first }. Zweiter: { $second }. Dritter: { $third }.
tournament-secret = Das Geheimnis des Turniers, aus dem das jeder Partie abgeleitet ist (SHA-256 von „chakbot tournament game v1“, ihm und der Partienummer): `{ $secret }`.
tournament-joined = Du bist in Turnier #{ $id } ({ $count } Spieler).
tournament-left = Du hast Turnier #{ $id } verlassen. Eine laufende Partie zählt weiter.
tournament-paused = Du pausierst Turnier #{ $id }: keine neuen Partien für dich, bis du wieder beitrittst.
tournament-cancelled = Turnier #{ $id } wurde von einem Moderator abgesagt. Laufende Partien gehen als gewöhnliche Partien weiter.
tournament-removed = { $player } ist aus Turnier #{ $id } entfernt.
tournament-info = { $summary }. { $status } Spieler: { $players }. Jeder Spieler hat { $minutes ->
    [one] eine Minute
   *[other] { $minutes } Minuten
} für seinen ersten Zug. Fairness-Zusage: `{ $commitment }`.
tournament-status-open = Beginn { $start }.
tournament-status-arena = Es läuft bis { $end }.
tournament-status-round = Runde { $round } von { $rounds }.
tournament-status-finished = Es ist vorbei.
tournament-status-cancelled = Es wurde abgesagt.
tournament-state-open = Anmeldung offen
tournament-state-running = läuft
tournament-status-won = Es ist vorbei: { $winner } hat gewonnen.
tournament-now = Jetzt: { $status } Spieler ({ $count }): { $names }
tournament-and-more = { $names } und { $more } weitere
tournament-no-games = Turnier #{ $id } hat keine laufenden Partien.
tournament-in-a-channel = Erstelle ein Turnier in dem Kanal, in dem es angekündigt werden soll.
tournament-creators-only = Nur Moderatoren dürfen auf diesem Server ein Turnier erstellen.
tournament-moderators-only = Das dürfen nur Moderatoren.
tournament-none-here = Hier ist kein Turnier offen oder im Gang. `turnier erstellen arena schach` erstellt eines (`hilfe turnier` für die Optionen).
tournament-none-here-ask = Hier ist kein Turnier offen oder im Gang. Ein Moderator kann eines erstellen (`hilfe turnier` erklärt die Turniere).
tournament-several = Hier sind mehrere Turniere offen: nenne eines ({ $list }).
tournament-not-found = Auf diesem Server gibt es kein Turnier #{ $id }.
tournament-name-it = Nenne die Nummer des Turniers, etwa `turnier beitreten #12`.
tournament-over = Dieses Turnier ist vorbei.
tournament-already-started = Dieses Turnier hat schon begonnen.
tournament-already-in = Du bist schon in diesem Turnier.
tournament-not-in = Du bist nicht in diesem Turnier.
tournament-player-not-in = { $player } ist nicht in Turnier #{ $id }.
tournament-removed-you = Du wurdest aus diesem Turnier entfernt.
tournament-full = Dieses Turnier ist voll ({ $max } Spieler).
tournament-too-late = Die letzte Runde läuft: keine Anmeldungen mehr.
tournament-no-abort = Partie #{ $game } ist eine Turnierpartie: sie kann nicht abgebrochen werden. Wer seinen ersten Zug nicht innerhalb { $minutes ->
    [one] einer Minute
   *[other] von { $minutes } Minuten
} macht, verliert kampflos.
tournament-no-takeback = Partie #{ $game } ist eine Turnierpartie: keine Zugrücknahmen.
tournament-exported = Turnier #{ $id } als TRF-Datei (Swiss-Manager, JaVaFo und bbpPairings lesen sie).
tournament-export-swiss-only = Nur ein Schweizer Turnier wird als TRF-Datei exportiert.
slash-tournament-export = Ein Schweizer Turnier als TRF-Datei
host-mod-tournaments-everyone = Jetzt darf hier jeder ein Turnier erstellen.
host-mod-tournaments-moderators = Jetzt dürfen hier nur Moderatoren ein Turnier erstellen.
slash-config-tournaments = Wer ein Turnier erstellen darf

## Die Partieanalyse (Ticket 38)

review-title = Bewertung
review-white = Weiß
review-black = Schwarz
review-inaccuracy = Ungenauigkeit
review-mistake = Fehler
review-blunder = Grober Fehler
## Die Klasse eines Zuges im Satz (`Zug 12. Sf3 (Fehler): …`).
review-class-inaccuracy = Ungenauigkeit
review-class-mistake = Fehler
review-class-blunder = grober Fehler
review-better = { $played }? Besser: { $better }
host-review-queued = Die Analyse der Partie #{ $game } wartet, { $place ->
    [1] als nächste
   *[other] auf Platz { $place }
}; sie wird hier gepostet, sobald sie fertig ist.
host-review-asked-already = Du hast die Analyse der Partie #{ $game } schon angefordert: sie ist { $place ->
    [1] die nächste
   *[other] auf Platz { $place }
} und wird hier einmal gepostet, sobald sie fertig ist.
host-review-ongoing = Partie #{ $game } läuft noch: nur eine beendete Partie kann analysiert werden (Fairness: keine Computerhilfe während einer Partie).
host-review-nothing = Partie #{ $game } hat keinen Zug zu bewerten (abgebrochen oder ohne Zug): es gibt nichts zu analysieren.
host-review-failed = Die Analyse der Partie #{ $game } war nicht möglich: die Partie kann nicht mehr gelesen werden.
host-review-queued-later = Die Analyse der Partie #{ $game } wartet: der Bot startet neu und berechnet sie danach.
host-review-title = Analyse der Partie #{ $game } ({ $ruleset }): { $white } – { $black }, { $result }.
host-review-side = { $color } ({ $player }): Genauigkeit { $accuracy } %, { $inaccuracies ->
    [one] 1 Ungenauigkeit
   *[other] { $inaccuracies } Ungenauigkeiten
}, { $mistakes ->
    [one] 1 Fehler
   *[other] { $mistakes } Fehler
}, { $blunders ->
    [one] 1 grober Fehler
   *[other] { $blunders } grobe Fehler
}.
host-review-side-idle = { $color } ({ $player }): kein Zug gespielt.
host-review-moments = Die schlimmsten Momente:
host-review-moment = Zug { $move } { $played } ({ $class }): { $better } war besser; die Bewertung ging von { $before } auf { $after }.
host-review-moment-only = Zug { $move } { $played } ({ $class }): die Bewertung ging von { $before } auf { $after }.
host-review-luck = Zug { $move } { $played }: der Zufall ({ $causes }) hat die Partie gedreht, die Bewertung ging von { $before } auf { $after }.
host-review-clean = Keine Ungenauigkeit, kein Fehler, kein grober Fehler.
host-review-chakart = Bei Chakart wird jeder Zug nach dem Erwartungswert über die Zufallsziehungen bewertet, die ihm noch begegnen konnten (Bananen, Bomben, Pilze, Eier), aus der Sicht seines Spielers; die gekommenen Ziehungen sind Glück und werden getrennt genannt.
host-review-koopa = Bei Koopa wird nur der Anfang ausgelost: jeder Zug wird wie beim Schach bewertet, ohne Zufall.
host-review-depth = Die Engine rechnete im Mittel { $depth } Halbzüge tief (mindestens { $min }), { $ms } ms Bedenkzeit je Stellung.
host-review-worst = Zug { $move } { $played }: die Stellung davor, der bessere Zug als Pfeil.
help-tournament-rules = **Arena**: Sie dauert ihre Minuten; Sie werden gleich nach Ihrer Partie neu gepaart, mit jemandem nahe bei Ihnen in der Tabelle, nie mit dem Gegner, den Sie gerade hatten. Ein Sieg zählt 2, ein Remis 1, eine Niederlage 0; nach zwei Siegen in Folge sind Sie in Flammen 🔥 und jeder weitere Sieg zählt 4 bis zu einer Partie, die kein Sieg ist. `turnier pausieren` setzt die Paarungen aus bis `turnier beitreten`. Partien, die bei Zeitende laufen, werden beendet und zählen.
    { "**" }Schweizer System**: Runden nach dem niederländischen System der FIDE gepaart (keine Wiederholung, ausgeglichene Farben, höchstens ein Freilos pro Spieler, es zählt einen Punkt); eine Runde wird gepaart, wenn jede Partie der letzten beendet ist; Feinwertungen wie bei der Erstellung gewählt (`bh1` Buchholz ohne schlechtestes Ergebnis, `bh` Buchholz, `sb` Sonneborn-Berger, `de` direkter Vergleich).
    In beiden verliert kampflos, wer seinen ersten Zug nicht innerhalb der Frist macht, und Turnierpartien können weder abgebrochen noch zurückgenommen werden.

## Teampartien

command-words-team = team

## Die Wörter der Unterbefehle von `team` (wie bei `turnier`).
subcommand-words-team-join = beitreten
subcommand-words-team-leave = verlassen
subcommand-words-team-start = starten beginnen
subcommand-words-team-votes = stimmen abstimmung
subcommand-words-team-close = schließen schliessen
usage-team = `team beitreten [weiß|schwarz] [#N]`, `team verlassen [#N]`, `team starten [#N]`, `team stimmen [#N]`, `team schließen [#N]`, `herausfordern <variante> team [@gegner|@bot stufe=N] [als weiß|schwarz] [weiß=offen|@a,@b|@rolle] [schwarz=…] [abstimmung=45s|2m|1h]`
slash-team = Teampartien: einer Seite beitreten, starten, Abstimmung sehen und schließen
slash-team-join = Vor dem Start einer Seite einer Teampartie beitreten
slash-team-leave = Die Seite verlassen, der du beigetreten bist
slash-team-start = Die Teampartie starten, die du angelegt hast
slash-team-votes = Die Abstimmung des Teams am Zug sehen
slash-team-close = Die Abstimmung jetzt schließen (wer die Partie anlegte oder ein Moderator)
slash-opt-team-side = Die Seite, der du beitrittst
err-vote-window = `{ $value }` ist keine Abstimmungsdauer: schreibe abstimmung=10s bis abstimmung=24h (zum Beispiel abstimmung=45s, abstimmung=2m, abstimmung=1h).
host-button-join-white = Weiß beitreten
host-button-join-black = Schwarz beitreten
host-button-team-leave = Verlassen
host-button-team-start = Starten
host-side-player = { $player } ({ $color ->
    [white] Weiß
   *[black] Schwarz
})
host-team-name = Team { $color ->
    [white] Weiß
   *[black] Schwarz
}
host-team-challenge = Teampartie #{ $id }: { $ruleset }, { $clock }, jede Abstimmung { $window } offen. Weiß: { $white }. Schwarz: { $black }.
host-team-how-join = Tritt einer Seite mit den Knöpfen bei oder tippe { $forms }.
host-team-how-start = { $player } startet die Partie mit `{ $start }`, sobald jedes Team einen Spieler hat.
host-team-how-accept = { $player } startet die Partie mit `{ $accept }`, sobald jedes Team einen Spieler hat.
host-team-fairness = Fairness-Verpflichtung: `{ $commitment }`. Läuft ab { $expires }.
host-team-side-open = wer beitritt ({ $count ->
    [0] noch niemand
   *[other] { $names }
})
host-team-side-role = alle mit { $role }
host-team-side-taken = Der genannte Gegner spielt eine Seite allein: das Team spielt die andere (wähle sie mit `als weiß` oder `als schwarz`), und niemand tritt der Seite dieses Gegners bei.
host-team-not-team = #{ $id } ist keine Teampartie.
host-team-started = Teampartie #{ $id } hat begonnen: ihre Teams stehen fest.
host-team-none-here = In diesem Kanal wartet keine Teampartie auf Spieler.
host-team-which-side = Welche Seite? Tippe { $forms }.
host-team-side-closed = Die Seite { $color ->
    [white] Weiß
   *[black] Schwarz
} der Partie #{ $id } ist nicht offen.
host-team-already = Du bist schon im Team { $color ->
    [white] Weiß
   *[black] Schwarz
} der Partie #{ $id }.
host-team-joined = Du bist dem Team { $color ->
    [white] Weiß
   *[black] Schwarz
} der Partie #{ $id } beigetreten.
host-team-left = Du hast das Team { $color ->
    [white] Weiß
   *[black] Schwarz
} der Partie #{ $id } verlassen.
host-team-not-in = Du bist in keinem Team der Partie #{ $id }, das du verlassen könntest.
host-team-person-starts = { $player } spielt eine Seite der Teampartie #{ $id } allein und startet sie mit `{ $accept }`.
host-team-start-not-yours = Nur { $player }, der die Teampartie #{ $id } angelegt hat, oder ein Moderator kann sie starten.
host-team-join-not-accept = #{ $id } ist eine Teampartie: tritt einer Seite mit den Knöpfen bei oder mit `{ $join } weiß` / `{ $join } schwarz`.
host-team-empty-side = Das Team { $color ->
    [white] Weiß
   *[black] Schwarz
} der Partie #{ $id } hat noch niemanden: jedes Team braucht einen Spieler.
host-team-begins = Die Teams stehen fest: Partie #{ $id } beginnt.
host-team-turn = Team { $color ->
    [white] Weiß
   *[black] Schwarz
} stimmt bis { $at } über seinen Zug ab: jedes Mitglied tippt hier einen Zug (eine Stimme, änderbar), oder `aufgeben`.
host-team-vote-counted = Partie #{ $game }: deine Stimme für { $move } zählt ({ $votes } von { $members } haben abgestimmt).
host-team-vote-changed = Partie #{ $game }: deine Stimme ist jetzt { $move } ({ $votes } von { $members } haben abgestimmt).
host-team-vote-same = Partie #{ $game }: dafür hast du schon gestimmt.
host-team-not-member = Du bist in keinem Team der Partie #{ $game }.
host-team-not-your-vote = Partie #{ $game }: jetzt stimmt Team { $color ->
    [white] Weiß
   *[black] Schwarz
} ab, nicht deines.
host-team-no-ballot = Partie #{ $game }: gerade stimmt kein Team ab.
host-team-illegal = Partie #{ $game }: dieser Zug ist für dein Team jetzt nicht legal.
host-team-resign-word = aufgeben
host-team-tally = Partie #{ $game }, Abstimmung von { $color ->
    [white] Weiß
   *[black] Schwarz
} ({ $votes } { $votes ->
    [one] Stimme
   *[other] Stimmen
}): { $list }.
host-team-tally-item = { $move } ×{ $votes }
host-team-all-voted = Alle Mitglieder hatten abgestimmt.
host-team-closed-early = { $player } hat die Abstimmung vorzeitig geschlossen.
host-team-tie = Gleichstand zwischen { $choices } Zügen, fair aus dem Seed der Partie gelost: { $move }.
host-team-empty-turn = Partie #{ $game }: niemand hat abgestimmt, also spielte die schwächste Stufe des Computers für Team { $color ->
    [white] Weiß
   *[black] Schwarz
} (noch { $left } { $left ->
    [one] solcher Zug
   *[other] solche Züge
} und es verliert kampflos).
host-team-forfeit = Partie #{ $game }: Team { $color ->
    [white] Weiß
   *[black] Schwarz
} ließ { $turns } Züge in Folge ohne Stimme: es verliert kampflos.
host-team-resigned = Partie #{ $game }: Team { $color ->
    [white] Weiß
   *[black] Schwarz
} hat für Aufgabe gestimmt.
host-team-votes-now = Partie #{ $game }: Team { $color ->
    [white] Weiß
   *[black] Schwarz
} stimmt bis { $at } ab; bisher { $votes } { $votes ->
    [one] Stimme
   *[other] Stimmen
}. { $list }
host-team-close-not-yours = Nur { $player }, der die Partie #{ $game } angelegt hat, oder ein Moderator kann ihre Abstimmung vorzeitig schließen.
host-team-no-offers = Partie #{ $game } ist eine Teampartie: keine Remisangebote, Zurücknahmen oder Abbrüche; ein Team gibt auf, indem es für `aufgeben` stimmt.
host-game-unrated-team = Partie #{ $game } war eine Teampartie: sie ist ungewertet (keine Wertungsänderung).
host-team-pick = Für einen schon vorgeschlagenen Zug stimmen
host-team-window-seconds = { $seconds } Sek.
host-team-room-name = #{ $game } Team { $color ->
    [white] Weiß
   *[black] Schwarz
}
host-team-room-hello = Dies ist der private Raum von { $team } für Partie #{ $game }: Nur seine Mitglieder und die Moderation des Servers sehen ihn. Gebt eure Stimmen hier ab, auch geheime (etwa `tarnzug Dh5`): Das andere Team sieht sie nie. Das eigene Brett eurer Seite, versteckte Dame inklusive, kommt nach jedem eurer geheimen Züge hierher.
host-team-room-board = Partie #{ $game }: das eigene Brett von { $team } (nur euer Team sieht es).
host-team-secret-deleted = Partie #{ $game }: Ein Tarnzug ist geheim, darum habe ich deine Nachricht aus dem Kanal gelöscht. Es wurde nichts gezählt: Stimme im privaten Raum deines Teams darüber ab.
host-team-secret-seen = Partie #{ $game }: Dein Tarnzug wurde in den Kanal geschrieben, wo alle ihn lesen können, und ich darf ihn nicht löschen (ein Moderator kann mir „Nachrichten verwalten“ erlauben). Es wurde nichts gezählt. Dieses Ziel ist kein Geheimnis mehr, aber ein Tarnzug auf ein anderes Feld bleibt die Wahl deines Teams: Stimme im privaten Raum deines Teams darüber ab.
host-team-more = { $count } weitere
host-team-vote-counted-role = Partie #{ $game }: deine Stimme für { $move } zählt (bisher haben { $votes } abgestimmt).
host-team-vote-changed-role = Partie #{ $game }: deine Stimme ist jetzt { $move } (bisher haben { $votes } abgestimmt).
