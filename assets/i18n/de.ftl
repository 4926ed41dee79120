# German. Keys missing here fall back to English one by one (see docs/ARCHITECTURE.md):
# words, narration, outcomes, choices and move refusals are translated; commands, help
# and the rest are not yet.

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
ev-promoted = Der Bauer auf { $square } wurde umgewandelt: { $role ->
    [pawn] Bauer
    [knight] Springer
    [bishop] Läufer
    [rook] Turm
    [queen] Dame
    [king] König
   *[maharaja] Maharadscha
}.
ev-check = { $color } steht im Schach.
ev-stunned = { $piece } auf { $square } ist betäubt.
ev-bounced = { $piece } prallte nach { $to } ab.
ev-kicked = { $piece } auf { $square } wurde vom Brett gestoßen.
ev-fell-off = { $piece } fiel von { $from } aus vom Brett.
ev-recovered = Nicht mehr betäubt: { $squares }.
ev-item-dropped = { $object } liegt jetzt auf { $square }.
ev-object-hit = { $piece } traf { $object } auf { $square }.
ev-hit-and-hopped = { $piece } traf { $object } auf { $square } und { $cause ->
    [banana] rutschte
    [bomb] wurde geschleudert
   *[mushroom] sprang
} nach { $to }.
ev-hopped = { $piece } { $cause ->
    [banana] rutschte
    [bomb] wurde geschleudert
   *[mushroom] sprang
} von { $from } nach { $to }.
ev-jumped = { $piece } sprang über { $over } nach { $to }.
ev-egg = Ei! { $effect }.
ev-egg-void = Ei! { $effect }, aber ohne Wirkung.
ev-effect-void = { $effect } blieb ohne Wirkung.
ev-egg-king-boo = Ei! { $effect }: zwei Figuren tauschen die Plätze.
ev-egg-toadette = Ei! { $effect }: eine Figur wird aufs Brett gesetzt.
ev-egg-daisy = Ei! { $effect }: ein Zug mehr.
ev-egg-koopa = Ei! { $effect } schickte { $piece } zurück nach { $to }.
ev-egg-chomp = Ei! { $effect } fraß { $piece } auf { $square }.
ev-egg-bowser = Ei! { $effect } setzte { $piece } auf { $square } fest.
ev-egg-recolored = Ei! { $effect }: { $piece } auf { $square } spielt jetzt für { $now }.
ev-sent-back = { $piece } ging zurück nach { $to }.
ev-immobilized = { $piece } auf { $square } ist festgesetzt.
ev-released = Wieder frei: { $squares }.
ev-recolored = { $piece } auf { $square } spielt jetzt für { $now }.
ev-swapped = Die Figuren auf { $a } und { $b } tauschten die Plätze.
ev-piece-dropped = { $piece } wurde auf { $square } gesetzt.
ev-stealth = { $piece } zog heimlich von { $from } nach { $to }.
ev-vanished = { $piece } verschwand von { $from }.
ev-revealed = { $piece } tauchte auf { $square } wieder auf.
ev-shell = Ein Panzer flog von { $from } nach { $target }.
ev-destroyed = { $object } auf { $square } wurde zerstört.
ev-hidden-captured = { $piece }, versteckt auf { $square }, wurde geschlagen!
ev-choice-awaited = { $color } muss eine Wahl treffen.
pending-promotion = { $color } muss wählen, was aus dem Bauern auf { $square } wird.
pending-king-boo = { $color } muss zwei Figuren zum Tauschen wählen (King Boo).
pending-toadette = { $color } muss eine geschlagene Figur wählen und wohin sie kommt (Toadette).
pending-toadette-role = { $color } muss wählen, wohin die neue Figur kommt (Toadette).
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
host-move-unreadable = Ich kann `{ $text }` nicht als Zug lesen (versuche e4, Sf3, exd5, e8=D, O-O oder e2e4).
host-move-not-your-turn = Partie #{ $game }: { $color ->
    [white] Weiß
   *[black] Schwarz
} ist am Zug, nicht du.
host-game-over = Die Partie #{ $game } ist beendet.
host-move-illegal = `{ $text }` ist nicht möglich: { $reason }.
host-refused = Abgelehnt: { $reason }.

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
refusal-no-such-piece = { $none }{ $on } von dir kann nach { $to } ziehen
refusal-on-file = auf der { $file }-Linie
refusal-on-rank = auf der { $rank }. Reihe
refusal-on-square = auf { $square }
refusal-cannot-go = { $piece } auf { $from } kann nicht nach { $to } ziehen
refusal-blocked = { $piece } auf { $from } kommt nicht nach { $to }: die Figur auf { $at } steht im Weg
refusal-in-check = dein { $royal } steht im Schach durch { $by }, und dieser Zug hebt das Schach nicht auf
refusal-pinned = { $piece } auf { $from } ist durch { $by } an deinen { $royal } gefesselt
refusal-attacked = dein { $royal } kann nicht nach { $to }: { $by } greift dieses Feld an
refusal-stunned = die Figur auf { $from } ist betäubt und muss noch { $moves ->
    [one] einen Zug
   *[other] { $moves } Züge
} aussetzen
refusal-immobilized = die Figur auf { $from } wurde von Bowser festgesetzt: sie kann { $later ->
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
refusal-castle-unavailable = diese Rochade hier nicht möglich ist
refusal-promotion-missing = der Bauer wird auf { $to } umgewandelt: hänge { $choices } an (zum Beispiel { $example })
refusal-promotion-role = eine Umwandlung in { $role ->
    [pawn] einen Bauern
    [knight] einen Springer
    [bishop] einen Läufer
    [rook] einen Turm
    [queen] eine Dame
    [king] einen König
   *[maharaja] einen Maharadscha
} ist hier nicht möglich (wähle { $choices })
refusal-not-a-promotion = dieser Zug ist keine Umwandlung: lass den Buchstaben weg
refusal-promote-after-effects = ein Bauer wird erst nach den Folgen des Zuges umgewandelt: spiele den Zug und wähle dann
refusal-no-promotion-waiting = keine Umwandlung wartet auf eine Wahl
refusal-no-stealth = du kannst jetzt keinen Tarnzug machen
refusal-stealth-to = deine Dame kann nicht mit einem Tarnzug nach { $to }
refusal-no-shell = du kannst jetzt keinen Panzer werfen
refusal-shell-at = auf { $to } kann kein Panzer geworfen werden
refusal-swap = du kannst { $a } und { $b } nicht tauschen
refusal-drop = du kannst auf { $to } keine Figur einsetzen
refusal-not-in-ruleset = diese Art Zug gibt es in diesem Spiel nicht
refusal-too-many-turns = diese Partie hat ihre Zuggrenze erreicht
refusal-takeback-failed = der Zug konnte nicht zurückgenommen werden
refusal-illegal = dieser Zug ist hier nicht erlaubt

# Moderator rulings on finished games (src/host/revise.rs)
host-mod-voided-after = Ein Moderator hat die Partie #{ $game } nach ihrem Ende annulliert: Sie zählt nicht mehr, ihre Wertungsänderungen sind rückgängig gemacht.
host-mod-readjudicated = Ein Moderator hat das Ergebnis der Partie #{ $game } geändert: Die Wertungen werden neu berechnet, als hätte sie so geendet.
host-mod-same-result = Die Partie #{ $game } ist bereits mit diesem Ergebnis beendet: Es gibt nichts zu ändern.
host-mod-not-in-history = Die Partie #{ $game } wurde gewertet, bevor der Bot einen Wertungsverlauf führte: Ihre Wertungsänderungen lassen sich nicht genau rückgängig machen, daher wurde nichts geändert.
host-mod-was-unrated = Die Partie #{ $game } war ungewertet: keine Wertungsänderung.
host-lichess-after = Analyse auf lichess: `export #{ $game }` liefert die PGN-Datei zum Einfügen oder Hochladen auf { $url }.
host-history-voided = Ein Moderator hat sie danach annulliert: Sie zählt nicht.
host-history-ruled = Ein Moderator hat ihr Ergebnis danach geändert: { $result }
