# chakbot : messages en français. Chaque message doit aussi exister dans en.ftl (un test le vérifie).
# Arguments : $color white|black, $role pawn|knight|bishop|rook|queen|king|maharaja|any,
# $gender feminine|masculine (accord de la pièce), $object mushroom|banana|bomb|egg.

## Mots

color = { $color ->
    [white] les blancs
   *[black] les noirs
}
piece = { $role ->
    [any] une pièce
    [pawn] le pion { $color ->
        [white] blanc
       *[black] noir
    }
    [knight] le cavalier { $color ->
        [white] blanc
       *[black] noir
    }
    [bishop] le fou { $color ->
        [white] blanc
       *[black] noir
    }
    [rook] la tour { $color ->
        [white] blanche
       *[black] noire
    }
    [queen] la dame { $color ->
        [white] blanche
       *[black] noire
    }
    [king] le roi { $color ->
        [white] blanc
       *[black] noir
    }
   *[maharaja] le Maharaja { $color ->
        [white] blanc
       *[black] noir
    }
}
role = { $role ->
    [pawn] pion
    [knight] cavalier
    [bishop] fou
    [rook] tour
    [queen] dame
    [king] roi
   *[maharaja] Maharaja
}
object-the = { $object ->
    [mushroom] le champignon
    [banana] la banane
    [bomb] la bombe
   *[egg] l'œuf
}
object-a = { $object ->
    [mushroom] un champignon
    [banana] une banane
    [bomb] une bombe
   *[egg] un œuf
}

## Narration

ev-moved = { $piece } va de { $from } en { $to }.
ev-castled = { $color } roquent.
ev-captured = { $piece } en { $square } est { $gender ->
    [feminine] prise
   *[masculine] pris
}.
ev-left-game = { $piece } en { $square } quitte la partie.
ev-promoted = Le pion en { $square } est promu : { $role }.
ev-check = { $color } sont en échec.
ev-stunned = { $piece } en { $square } est { $gender ->
    [feminine] assommée
   *[masculine] assommé
}.
ev-bounced = { $piece } rebondit en { $to }.
ev-kicked = { $piece } en { $square } est { $gender ->
    [feminine] éjectée
   *[masculine] éjecté
} du plateau.
ev-fell-off = { $piece } tombe du plateau depuis { $from }.
ev-recovered = Ne sont plus assommées : { $squares }.
ev-item-dropped = { $object } apparaît en { $square }.
ev-object-hit = { $piece } heurte { $object } en { $square }.
ev-hit-and-hopped = { $piece } heurte { $object } en { $square } et { $cause ->
    [banana] glisse
    [bomb] est { $gender ->
        [feminine] projetée
       *[masculine] projeté
    }
   *[mushroom] bondit
} en { $to }.
ev-hopped = { $piece } { $cause ->
    [banana] glisse
    [bomb] est { $gender ->
        [feminine] projetée
       *[masculine] projeté
    }
   *[mushroom] bondit
} de { $from } en { $to }.
ev-jumped = { $piece } saute par-dessus { $over } et arrive en { $to }.
ev-egg = Œuf ! { $effect }.
ev-egg-void = Œuf ! { $effect }, mais sans effet.
ev-effect-void = { $effect } n'a aucun effet.
ev-egg-king-boo = Œuf ! { $effect } : deux pièces vont échanger leurs places.
ev-egg-toadette = Œuf ! { $effect } : une pièce va être posée sur le plateau.
ev-egg-daisy = Œuf ! { $effect } : un coup de plus.
ev-egg-koopa = Œuf ! { $effect } renvoie { $piece } en { $to }.
ev-egg-chomp = Œuf ! { $effect } dévore { $piece } en { $square }.
ev-egg-bowser = Œuf ! { $effect } immobilise { $piece } en { $square }.
ev-egg-recolored = Œuf ! { $effect } : { $piece } en { $square } joue désormais pour { $now }.
ev-sent-back = { $piece } retourne en { $to }.
ev-immobilized = { $piece } en { $square } est { $gender ->
    [feminine] immobilisée
   *[masculine] immobilisé
}.
ev-released = De nouveau libres de bouger : { $squares }.
ev-recolored = { $piece } en { $square } joue désormais pour { $now }.
ev-swapped = Les pièces en { $a } et { $b } échangent leurs places.
ev-piece-dropped = { $piece } est { $gender ->
    [feminine] posée
   *[masculine] posé
} en { $square }.
ev-stealth = { $piece } se déplace en secret de { $from } en { $to }.
ev-vanished = { $piece } disparaît de { $from }.
ev-revealed = { $piece } réapparaît en { $square }.
ev-shell = Une carapace file de { $from } vers { $target }.
ev-destroyed = { $object } en { $square } est { $ogender ->
    [feminine] détruite
   *[masculine] détruit
}.
ev-hidden-captured = { $piece }, { $gender ->
    [feminine] cachée
   *[masculine] caché
} en { $square }, est { $gender ->
    [feminine] prise
   *[masculine] pris
} !
ev-choice-awaited = { $color } doivent faire un choix.
pending-promotion = { $color } doivent choisir ce que devient le pion en { $square }.
pending-king-boo = { $color } doivent choisir deux pièces à échanger (King Boo).
pending-toadette = { $color } doivent choisir une pièce prise et où la poser (Toadette).
pending-toadette-role = { $color } doivent choisir où poser la pièce offerte : { $role } (Toadette).
pending-daisy = { $color } jouent un coup de plus (Daisy).

## Résultats

outcome-win = { $color } gagnent { $reason ->
    [checkmate] par échec et mat
    [king-kicked] en éjectant le roi adverse du plateau
    [kings-captured] en prenant tous les rois adverses
    [no-legal-move] car l'adversaire n'a plus de coup légal
    [resignation] par abandon
    [timeout] au temps
   *[adjudication] par décision d'arbitrage
}.
outcome-draw = Partie nulle { $reason ->
    [stalemate] par pat
    [no-legal-move] : le camp au trait n'a plus de coup légal
    [threefold] par triple répétition
    [fifty-moves] par la règle des cinquante coups
    [insufficient-material] par manque de matériel
    [both-kings-lost] : les deux camps ont perdu leur dernier roi en même temps
    [timeout-vs-insufficient] au temps, face à un camp qui ne peut pas mater
    [agreement] par accord mutuel
   *[adjudication] par décision d'arbitrage
}.

## Erreurs de commande

err-empty = Dites-moi quelque chose : essayez `help`.
err-too-long = Ce message est trop long pour moi ({ $chars } caractères ; j'en lis { $max } au plus). Essayez `help`.
err-unknown-command = Je ne connais pas la commande `{ $value }`. Essayez `help`.
err-unknown-command-suggest = Je ne connais pas la commande `{ $word }` -- vouliez-vous dire `{ $suggestion }` ? Essayez `help`.
err-missing = Il manque quelque chose à `{ $command }` : { $usage }
err-unexpected = Je n'ai pas compris `{ $value }` après `{ $command }`. Syntaxe : { $usage }
err-ruleset = `{ $value }` n'est pas une variante : choisissez chess, maharaja, koopa, chakart ou chakart-2020.
err-start = `{ $value }` n'est pas une option de départ : écrivez start=0 (normal), start=1 (aléatoire symétrique) ou start=2 (aléatoire asymétrique).
err-color = `{ $value }` n'est pas une couleur : écrivez `as white` (blancs) ou `as black` (noirs).
err-game-id = `{ $value }` n'est pas un numéro de partie : écrivez-le comme `#12`.
err-user = `{ $value }` n'est pas un utilisateur : mentionnez-le, comme @nom.
err-role = `{ $value }` n'est pas un rôle : mentionnez-le, comme @rôle.
err-mass-mention = Nommez une personne ou un rôle, pas tout le monde.
err-verdict = `{ $value }` n'est pas un résultat : écrivez 1-0, 0-1 ou 1/2-1/2.
err-language = Je ne parle pas `{ $value }` : choisissez en ou fr.
err-orientation = `{ $value }` n'est pas une orientation : choisissez white, black ou auto.
err-theme = `{ $value }` n'est pas un nom de thème (lettres, chiffres et tirets, 20 au plus).
err-on-off = `{ $value }` : écrivez on ou off.
err-allow-deny = `{ $value }` : écrivez allow ou deny.
err-duplicate = `{ $command }` a reçu `{ $value }` en double, ou deux valeurs pour la même chose.
err-help-topic = Il n'y a pas de commande `{ $value }`. Essayez `help` pour la liste.
err-slash-option = `/{ $command }` n'a pas d'option `{ $value }`.
err-clock-unparseable = `{ $value }` n'est pas une cadence : écrivez des jours ou des heures par coup (3d, 12h) ou des minutes plus des secondes d'incrément (10+5).
err-clock-too-short = `{ $value }` par coup, c'est trop court : une partie par correspondance donne au moins 1 heure (1h).
err-clock-too-long = `{ $value }` par coup, c'est trop long : une partie par correspondance donne au plus 14 jours (14d).
err-clock-live-minutes = Une partie en direct donne à chaque camp de 1 à 180 minutes, pas { $value }.
err-clock-increment = L'incrément va de 0 à 60 secondes, pas { $value }.

## Aide

help-intro = J'organise des parties d'échecs, de Maharaja, d'échecs Koopa et de Chakart. Lancez-en une avec `challenge chakart @ami` ; dans le fil d'une partie, tapez simplement vos coups (`e4`, `Nf3`). Hors d'une partie, commencez vos commandes par `!` ou mentionnez-moi.
help-players = Commandes : { $list }.
help-moderators = Modération : { $list }.
help-more = Tapez `help <commande>` pour les détails, et `rules <variante>` pour les règles.
help-usage = **{ $command }** : { $description }
    { $usage }
rules-list = Variantes : { $list }. Tapez `rules <variante>` pour un résumé.
rules-chess = **Échecs** : les règles habituelles (FIDE), avec toutes les nulles automatiques : pat, triple répétition, cinquante coups, matériel insuffisant.
rules-maharaja = **Le Maharaja et les cipayes** : les blancs n'ont qu'un Maharaja, qui se déplace comme une dame et un cavalier ; les noirs ont une armée complète. Les noirs roquent, les pions se promeuvent (pas en Maharaja). Matez le Maharaja, ou soyez maté.
rules-koopa = **Échecs Koopa** : une prise n'enlève pas la pièce, elle l'assomme, et la pièce qui prend rebondit. Une pièce assommée peut être éjectée du plateau, avec tout ce qui est derrière elle sur la ligne. On gagne en éjectant le roi adverse. L'option `start=1` ou `start=2` mélange la dernière rangée.
rules-chakart = **Chakart** : les échecs avec les objets de Mario Kart. Les pièces laissent des objets derrière elles : champignons (un bond), bananes (on glisse), bombes (on est projeté) et œufs. Un œuf libère l'un de huit effets : King Boo (échange de deux pièces), Koopa (retour en arrière), Toadette (une pièce posée sur le plateau), Chomp (dévoré), Daisy (un coup de plus), Bowser (immobilisé), Luigi et Waluigi (une pièce change de camp). Une fois par partie, votre dame peut se déplacer en secret (le coup furtif, envoyé en message privé : `stealth Qh5`), et votre roi peut lancer une carapace (`shell e7`). Les rois peuvent être pris : prenez-les tous pour gagner. Chaque tirage au sort est équitable et vérifiable avec `verify`.
rules-chakart-2020 = **Chakart, édition 2020** : les premières règles de Chakart. Objets, œufs, coup secret de la dame et carapace comme dans Chakart, avec les effets d'œuf de 2020 : Toadette repose une pièce que vous avez prise, King Boo échange avec la pièce qui a touché l'œuf. Tapez `rules chakart` pour les bases.

## Descriptions des commandes slash (Discord : 100 caractères au plus)

slash-challenge = Défier quelqu'un (ou tout le monde) pour une partie
slash-accept = Accepter un défi
slash-decline = Refuser un défi
slash-cancel = Annuler votre défi
slash-move = Jouer un coup dans votre partie
slash-board = Afficher le plateau
slash-moves = Lister vos coups légaux
slash-resign = Abandonner (confirmation demandée)
slash-confirm = Confirmer ce qui vous a été demandé
slash-draw = Proposer, accepter ou refuser la nulle
slash-abort = Annuler une partie avant que les deux camps aient joué
slash-takeback = Demander, accepter ou refuser de reprendre un coup
slash-rematch = Proposer une revanche, couleurs inversées
slash-games = Lister vos parties
slash-history = Afficher les coups d'une partie
slash-export = Exporter le relevé d'une partie
slash-rules = Expliquer une variante
slash-leaderboard = Afficher les meilleurs joueurs
slash-stats = Afficher le classement et les résultats d'un joueur
slash-settings = Changer votre langue, le thème ou l'orientation du plateau
slash-verify = Vérifier les tirages d'une partie terminée
slash-help = Comment utiliser le bot
slash-mod = Commandes de modération
slash-mod-games = Lister les parties du serveur
slash-mod-abort = Annuler une partie
slash-mod-adjudicate = Décider du résultat d'une partie
slash-mod-void = Invalider une partie (sans effet sur le classement)
slash-mod-ban = Interdire à un utilisateur de jouer
slash-mod-unban = Permettre de nouveau à un utilisateur de jouer
slash-mod-log = Afficher le journal de modération
slash-mod-peek = Voir l'état caché d'une partie (journalisé)
slash-config = Réglages du serveur
slash-config-channel = Autoriser ou interdire les parties dans ce salon
slash-config-threads = Donner ou non un fil à chaque partie
slash-config-clock = Choisir la cadence par défaut
slash-config-language = Choisir la langue du serveur
slash-config-role = Choisir le rôle mentionné pour les défis ouverts
slash-config-modrole = Choisir le rôle de modération
slash-opt-ruleset = La variante
slash-opt-opponent = Qui vous défiez (personne : un défi ouvert)
slash-opt-color = Votre couleur
slash-opt-start = Position de départ : 0 normale, 1 aléatoire symétrique, 2 aléatoire asymétrique
slash-opt-clock = Cadence : 3d, 12h par coup, ou 10+5
slash-opt-game = Numéro de partie, comme #12
slash-opt-move = Votre coup, comme e4 ou Nf3
slash-opt-answer = Proposer/accepter, ou refuser
slash-opt-user = L'utilisateur
slash-opt-language = Langue
slash-opt-theme = Thème du plateau
slash-opt-orientation = Orientation du plateau
slash-opt-command = Un nom de commande
slash-opt-result = Le résultat
slash-opt-reason = Pourquoi
slash-opt-role = Le rôle
slash-opt-setting = Le réglage

## Host: core, challenges, play

host-store-failed = Un problème de mon côté : rien n'a été changé. Réessayez dans un instant.
host-rate-limited = Vous envoyez des commandes trop vite ; attendez quelques secondes.
host-not-moderator = Seuls les modérateurs peuvent utiliser `{ $command }`.
host-banned = Un modérateur vous a interdit de jouer sur ce serveur.
host-unknown-button = Ce bouton ou ce menu n'est pas le mien, ou il est trop ancien.
host-empty-choice = Rien n'a été choisi.
host-no-such-game = Il n'y a pas de partie n°{ $game }.
host-no-game = Vous n'avez pas de partie en cours ici. Lancez-en une avec `challenge`.
host-which-game = Vous avez plusieurs parties en cours ({ $games }) : ajoutez le numéro de la partie, comme `#12`.
host-not-your-game = Vous ne jouez pas dans la partie n°{ $game }.
host-secret-in-dm = Ce coup doit rester secret : envoyez-le-moi en message privé (partie n°{ $game }).
host-played = n°{ $game } : { $player } a joué { $move }.
host-you-played = Partie n°{ $game } : votre coup est joué.
host-to-move = Au tour de { $player }.
host-button-rematch = Revanche
host-choice-ask = Partie n°{ $game } : { $what } Choisissez ci-dessous, ou tapez votre réponse ici.
host-choice-placeholder = Votre choix
host-board-over = La partie n°{ $game } est terminée ; sa position finale :
host-board = Partie n°{ $game } : on attend { $player }.
host-not-your-turn = Partie n°{ $game } : ce n'est pas votre tour (on attend { $player }).
host-moves = Partie n°{ $game }, vos { $count } coups légaux : { $moves }
host-move-unreadable = Je ne lis pas `{ $text }` comme un coup (essayez e4, Cf3, exd5, e8=D, O-O ou e2e4).
host-move-not-your-turn = Partie n°{ $game } : c'est aux { $color ->
    [white] blancs
   *[black] noirs
} de jouer, pas à vous.
host-game-over = La partie n°{ $game } est terminée.
host-move-illegal = `{ $text }` n'est pas possible : { $reason }.
host-out-of-time = Le temps est écoulé pour les { $color ->
    [white] blancs
   *[black] noirs
} : la partie se termine au temps.
host-refused = Refusé : { $reason }.
host-rating-change = { $player } : { $before } → { $after } ({ $delta }).
host-game-aborted = La partie n°{ $game } a été annulée : pas de résultat, pas de changement de classement.
host-secret-revealed = Équité : le secret serveur de la partie n°{ $game } était `{ $secret }` ; `verify #{ $game }` vérifie chaque tirage.
host-challenge-in-channel = Les défis se lancent dans un salon du serveur, pas en message privé.
host-channel-closed = Les modérateurs ont fermé ce salon aux nouvelles parties.
host-unknown-user = Je ne connais pas cette personne ; mentionnez-la avec @.
host-challenge-self = Vous ne pouvez pas vous défier vous-même.
host-opponent-banned = { $player } n'a pas le droit de jouer sur ce serveur.
host-too-many-challenges = Vous avez déjà { $max } défis en attente ; annulez-en un d'abord.
host-too-many-games = Vous jouez déjà { $max } parties ; terminez-en une d'abord.
host-challenge-plays = le challenger joue les { $color ->
    [white] blancs
   *[black] noirs
}
host-challenge-random-colors = couleurs tirées au sort
host-challenge-posted = Défi n°{ $id } : { $challenger } défie { $opponent } à { $ruleset } ({ $clock }, { $colors }). { $opponent } : `accept` ou `decline`. Engagement d'équité : `{ $commitment }`.
host-challenge-open = Défi ouvert n°{ $id } : { $challenger } veut jouer à { $ruleset } ({ $clock }, { $colors }). Tout le monde peut l'accepter (`accept`). Engagement d'équité : `{ $commitment }`.
host-button-accept = Accepter
host-button-decline = Refuser
host-button-cancel = Retirer
host-challenge-expired = Le défi n°{ $id } a expiré.
host-challenge-answered = Le défi n°{ $id } a déjà reçu une réponse.
host-no-such-challenge = Il n'y a pas de défi n°{ $id }.
host-no-challenge = Aucun défi ne vous attend ici.
host-which-challenge = Plusieurs défis correspondent ({ $ids }) : ajoutez le numéro, comme `#12`.
host-own-challenge = Le défi n°{ $id } est le vôtre : attendez un adversaire, ou retirez-le (`cancel`).
host-not-invited = Le défi n°{ $id } est destiné à quelqu'un d'autre.
host-challenge-broken = Le défi n°{ $id } n'est plus lisible ; lancez-en un nouveau.
host-game-started = La partie n°{ $game } commence : { $ruleset }, { $white } (blancs) contre { $black } (noirs), { $clock }. Au tour de { $first }.
host-decline-own = Le défi n°{ $id } est le vôtre : utilisez `cancel` pour le retirer.
host-not-your-challenge = Ce n'est pas à vous de retirer le défi n°{ $id }.
host-challenge-declined = { $player } a refusé le défi n°{ $id } de { $challenger }.
host-challenge-cancelled = { $challenger } a retiré le défi n°{ $id }.
host-rematch-not-over = La partie n°{ $game } n'est pas encore terminée.
host-not-yet = Cette commande n'est pas encore disponible.

## Host: lifecycle (messages of src/host/lifecycle.rs go here)

## Host: info (messages of src/host/info.rs go here)

## Host: moderation (messages of src/host/moderation.rs go here)

## Host: sweeper (messages of src/host/sweeper.rs go here)

## Host: local (messages of src/host/local.rs go here)

## Host: discord (messages of src/host/discord.rs go here)
discord-done = C'est fait.
discord-type-answer = Il y a trop de possibilités pour toutes les lister : tapez votre réponse ici (`moves` les liste).
discord-button-private = Répondre en privé
discord-dms-closed = { $player }, je ne peux pas vous envoyer de messages privés. Appuyez sur le bouton pour voir la partie #{ $game } telle que vous la voyez et répondre en privé.
discord-thread-hello = La partie #{ $game } se joue ici : tapez simplement vos coups. Les coups secrets et les choix se font en message privé avec moi.
discord-no-choice = Aucun choix ne vous attend dans la partie #{ $game }.
