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

ev-moved = { $piece } va { DE($from) } en { $to }.
ev-castled = { $color } roquent.
ev-captured = { $piece } en { $square } est { $gender ->
    [feminine] prise
   *[masculine] pris
}.
ev-left-game = { $piece } en { $square } quitte la partie.
ev-promoted = Le pion en { $square } est promu en { $role }.
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
ev-swapped = { $first } en { $a } et { $second } en { $b } échangent leurs places.
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

## Narration (issue 14): own captures, items without effect, an item replacing another
ev-captured-own = { $piece } en { $square } est { $gender ->
    [feminine] prise
   *[masculine] pris
} par son propre camp.
ev-object-hit-void = { $piece } heurte { $object } en { $square }, sans effet : { $why ->
    [slider] un champignon ne pousse que les pions, cavaliers et rois
    [blocked] la case suivante est occupée ou hors de l'échiquier
   *[stuck] aucune case libre où aller
}.
ev-item-replaced = { $object } apparaît en { $square } et remplace { $old }.
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
    [no-legal-move] car le camp au trait n'a plus de coup légal
    [threefold] par triple répétition
    [fifty-moves] par la règle des cinquante coups
    [insufficient-material] par manque de matériel
    [both-kings-lost] car les deux camps ont perdu leur dernier roi en même temps
    [timeout-vs-insufficient] au temps, face à un camp qui ne peut pas mater
    [agreement] par accord mutuel
   *[adjudication] par décision d'arbitrage
}.

## Erreurs de commande

err-empty = Dites-moi quelque chose : essayez `aide`.
err-too-long = Ce message est trop long pour moi ({ $chars } caractères ; j'en lis { $max } au plus). Essayez `aide`.
err-unknown-command = Je ne connais pas la commande `{ $value }`. Essayez `aide`.
err-unknown-command-suggest = Je ne connais pas la commande `{ $word }` -- vouliez-vous dire `{ $suggestion }` ? Essayez `aide`.
err-setting-word = `{ $word }` est un réglage, pas une commande : `{ $mine }` change le vôtre.
err-setting-word-moderator = `{ $word }` est un réglage, pas une commande : `{ $mine }` change le vôtre, `{ $server }` celui du serveur.
err-missing = Il manque quelque chose à `{ $command }` : { $usage }
err-unexpected = Je n'ai pas compris `{ $value }` après `{ $command }`. Syntaxe : { $usage }
err-near-word = Je n'ai pas compris `{ $value }` après `{ $command }` -- vouliez-vous dire `{ $suggestion }` ? Essayez `{ $help }`.
err-ruleset = `{ $value }` n'est pas une variante : choisissez parmi { $list }.
err-ruleset-near = `{ $value }` n'est pas une variante -- vouliez-vous dire `{ $suggestion }` ? Choisissez parmi { $list }.
err-start = `{ $value }` n'est pas une option de départ : écrivez départ=0 (normal), départ=1 (aléatoire symétrique) ou départ=2 (aléatoire asymétrique).
err-color = `{ $value }` n'est pas une couleur : écrivez `en blancs` ou `en noirs`.
err-team-side = `{ $value }` n'est pas un camp : écrivez `{ $join } { $white }` ou `{ $join } { $black }`.
err-game-id = `{ $value }` n'est pas un numéro de partie : écrivez-le comme `#12`.
err-user = `{ $value }` n'est pas un utilisateur : mentionnez-le, comme @nom.
err-role = `{ $value }` n'est pas un rôle : mentionnez-le, comme @rôle.
err-mass-mention = Nommez une personne ou un rôle, pas tout le monde.
err-verdict = `{ $value }` n'est pas un résultat : écrivez 1-0, 0-1 ou 1/2-1/2.
err-language = Je ne parle pas `{ $value }` : choisissez `en`, `fr` ou `de`.
err-orientation = `{ $value }` n'est pas une orientation : choisissez `blancs` (blancs en bas), `noirs` (noirs en bas) ou `auto`.
err-theme = `{ $value }` n'est pas un nom de thème (lettres, chiffres et tirets, 20 au plus).
err-on-off = `{ $value }` : écrivez `oui` ou `non`.
err-allow-deny = `{ $value }` : écrivez `autoriser` ou `interdire`.
err-duplicate = `{ $command }` a reçu `{ $value }` en double, ou deux valeurs pour la même chose.
err-help-topic = Il n'y a pas de commande `{ $value }`. Essayez `aide` pour la liste.
err-slash-option = `/{ $command }` n'a pas d'option `{ $value }`.
err-clock-unparseable = `{ $value }` n'est pas une cadence : écrivez des jours ou des heures par coup (3d, 12h) ou des minutes plus des secondes d'incrément (10+5).
err-clock-too-short = `{ $value }` par coup, c'est trop court : une partie par correspondance donne au moins 1 heure (1h).
err-clock-too-long = `{ $value }` par coup, c'est trop long : une partie par correspondance donne au plus 14 jours (14d).
err-clock-live-minutes = Une partie en direct donne à chaque camp de 1 à 180 minutes, pas { $value }.
err-clock-increment = L'incrément va de 0 à 60 secondes, pas { $value }.

## Aide

help-intro = J'organise des parties de ces variantes : { $rulesets }. Lancez-en une avec `défi chakart @ami` ; dans le fil d'une partie, tapez simplement vos coups (`e4`, `Cf3`). Hors d'une partie, commencez vos commandes par `!` ou mentionnez-moi.
help-players = Commandes : { $list }.
help-moderators = Modération : { $list }.
help-more = Tapez `aide <commande>` pour les détails, et `règles <variante>` pour les règles.
help-usage = **{ $command }** : { $description }
    { $usage }
rules-list = Variantes : { $list }. Tapez `règles <variante>` pour un résumé.
rules-chess = **Échecs** : les règles habituelles (FIDE), avec toutes les nulles automatiques : pat, triple répétition, cinquante coups, matériel insuffisant.
rules-maharaja = **Le Maharaja et les cipayes** : les blancs n'ont qu'un Maharaja, qui se déplace comme une dame et un cavalier ; les noirs ont une armée complète. Les noirs roquent, les pions se promeuvent (pas en Maharaja). Matez le Maharaja, ou soyez maté.
rules-koopa = **Échecs Koopa** : une prise n'enlève pas la pièce, elle l'assomme, et la pièce qui prend rebondit. Une pièce assommée peut être éjectée du plateau, avec tout ce qui est derrière elle sur la ligne. On gagne en éjectant le roi adverse. L'option `start=1` ou `start=2` mélange la dernière rangée.
rules-chakart = **Chakart** : les échecs avec les objets de Mario Kart. Les pièces laissent des objets derrière elles : champignons (un bond), bananes (on glisse), bombes (on est projeté) et œufs. Un œuf libère l'un de huit effets : King Boo (échange de deux pièces), Koopa (retour en arrière), Toadette (une pièce posée sur le plateau), Chomp (dévoré), Daisy (un coup de plus), Bowser (immobilisé), Luigi et Waluigi (une pièce change de camp). Une fois par partie, votre dame peut se déplacer en secret (le coup furtif, envoyé en message privé : `furtif Dh5`), et votre roi peut lancer une carapace (`carapace e7`). Les rois peuvent être pris : prenez-les tous pour gagner. Chaque tirage au sort est équitable et vérifiable avec `vérifier`.
rules-chakart-2020 = **Chakart, édition 2020** : les premières règles de Chakart. Objets, œufs, coup secret de la dame et carapace comme dans Chakart, avec les effets d'œuf de 2020 : Toadette repose une pièce que vous avez prise, King Boo échange avec la pièce qui a touché l'œuf. Tapez `règles chakart` pour les bases.

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
slash-replay = Revoir une partie en image animée
slash-review = Analyser une partie terminée : précision, erreurs, graphique d'évaluation
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
slash-config-theme = Choisir le thème des échiquiers montrés à tous
slash-config-orientation = Choisir le camp en bas des échiquiers montrés à tous
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
slash-opt-move = Votre coup, comme e4 ou Cf3
slash-opt-answer = Proposer/accepter, ou refuser
slash-opt-user = L'utilisateur
slash-opt-language = Langue
slash-opt-theme = Thème du plateau
slash-opt-orientation = Orientation du plateau
slash-opt-command = Un nom de commande
slash-opt-section = Une partie des règles de Chakart
slash-opt-result = Le résultat
slash-opt-reason = Pourquoi
slash-opt-scope = Où : tout le serveur (par défaut) ou seulement ce salon
slash-opt-ban-games = Ses parties en cours ici : terminées (perdues) ou gelées ; sinon elles continuent
slash-opt-role = Le rôle
slash-opt-setting = Le réglage

## Host: core, challenges, play

host-store-failed = Un problème de mon côté : rien n'a été changé. Réessayez dans un instant.
host-store-unavailable = Je ne peux rien enregistrer pour l'instant (mon stockage est plein ou en panne) : rien n'a été changé. Je refonctionnerai de moi-même une fois le problème réglé ; réessayez plus tard.
host-store-unreachable = Je n'arrive pas à joindre mon stockage pour l'instant (son serveur ne répond pas) : rien n'a été changé. Je refonctionnerai de moi-même dès qu'il répondra ; réessayez dans un instant.
host-store-read-only = Je ne peux rien enregistrer pour l'instant, car ma base de données est en lecture seule : rien n'a été changé. Je refonctionnerai de moi-même dès qu'elle acceptera des modifications ; réessayez plus tard.
host-rate-limited = Vous envoyez des commandes trop vite ; attendez quelques secondes.
host-not-moderator = Seuls les modérateurs peuvent utiliser `{ $command }`.
host-banned = Un modérateur vous a interdit de jouer sur ce serveur.
host-unknown-button = Ce bouton ou ce menu n'est pas le mien, ou il est trop ancien.
host-empty-choice = Rien n'a été choisi.
host-no-such-game = Il n'y a pas de partie n°{ $game }.
host-no-game = Vous n'avez pas de partie en cours ici. Lancez-en une avec `défi`.
host-no-game-to-read = Vous n’avez encore aucune partie ici, en cours ou terminée. Désignez-en une par son numéro, comme `{ $command } #12`, ou lancez-en une avec `défi`.
host-which-game = Vous avez plusieurs parties en cours ({ $games }) : ajoutez le numéro de la partie, comme `#12`.
host-which-game-type = Vous avez plusieurs parties en cours ; dites laquelle : { $choices }.
host-not-your-game = Vous ne jouez pas dans la partie n°{ $game }.
host-secret-in-dm = Ce coup doit rester secret : envoyez-le-moi en message privé (partie n°{ $game }).
host-secret-deleted = Partie n°{ $game } : un coup furtif est secret, j'ai donc supprimé votre message du salon. Rien n'a été joué : envoyez-moi le coup furtif en message privé.
host-secret-seen = Partie n°{ $game } : votre coup furtif a été écrit dans le salon, où tout le monde peut le lire, et je ne peux pas le supprimer (un modérateur peut m'accorder « Gérer les messages »). Rien n'a été joué. Cette case n'est plus secrète, mais un coup furtif vers une autre case reste à vous : envoyez-le-moi en message privé.
host-move-number = Coup { $number } ·
host-played = n°{ $game } : { $player } a joué { $move }.
host-you-played = Partie n°{ $game } : votre coup est joué.
host-to-move = Au tour { DE($player) }.
host-to-move-by = Au tour { DE($player) }, avant { $at }.
host-button-rematch = Revanche
host-button-review = Analyse
host-choice-ask = À vous de choisir (partie n°{ $game }). { $what } Choisissez ci-dessous, ou tapez votre réponse ici.
host-choice-placeholder = Votre choix

## Choices (issue 14): steps of at most 25 options, the forms an answer takes
choice-step = Partie n°{ $game } : vous avez choisi « { $picked } ». Choisissez ci-dessous, ou tapez la réponse entière, comme `{ $example }`.
choice-forms = La partie n°{ $game } attend votre choix. { $what } Choisissez dans le menu que je vous ai envoyé, ou tapez-le, par exemple { $forms }.
choice-group-white = Pièces blanches
choice-group-black = Pièces noires
choice-group-pawns = { $color ->
    [white] Pions blancs
   *[black] Pions noirs
}
choice-group-rank = Rangée { $rank }
choice-group-kind = { $kind ->
    [stealth] Coups furtifs
    [shell] Carapace
   *[move] Coups
}
# Les mots des étapes d'un menu de choix, tapés tels qu'affichés (`poser rangée5`) ; les mots anglais marchent aussi. Un mot chacun, sans espace.
choice-token-white = blancs
choice-token-black = noirs
choice-token-white-pawns = pions-blancs
choice-token-black-pawns = pions-noirs
choice-token-rank = rangée
choice-token-move = coup
host-promotion-not-applied = Partie n°{ $game } : après les effets de votre coup, votre pion n'est pas promu maintenant, donc `{ $promotion }` n'a pas été appliqué.

host-board-over = La partie n°{ $game } est terminée ; sa position finale :
host-board = Partie n°{ $game } : on attend { $player }.
host-not-your-turn = Partie n°{ $game } : ce n'est pas votre tour (on attend { $player }).
host-moves = Partie n°{ $game }, vos { $count } coups légaux : { $moves }
host-move-unreadable = Je ne lis pas `{ $text }` comme un coup (essayez e4, Cf3, exd5, e8=D, O-O ou e2e4).
host-move-off-board = Il n'y a pas de case { $square } : les colonnes vont de a à h et les rangées de 1 à 8.
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
host-secret-revealed = Équité : le secret du serveur pour la partie n°{ $game } était `{ $secret }` ; `vérifier #{ $game }` vérifie chaque tirage.
host-challenge-in-channel = Les défis se lancent dans un salon du serveur, pas en message privé.
host-channel-closed = Les modérateurs ont fermé ce salon aux nouvelles parties.
host-unknown-user = Je ne connais pas cette personne ; mentionnez-la avec @.
host-challenge-self = Vous ne pouvez pas vous défier vous-même.
host-opponent-banned = { $player } n'a pas le droit de jouer sur ce serveur.
host-too-many-challenges = Vous avez déjà { $max } défis en attente ; annulez-en un d'abord.
host-too-many-games = Vous jouez déjà { $max } parties ; terminez-en une d'abord.
host-challenge-plays = l'auteur du défi joue les { $color ->
    [white] blancs
   *[black] noirs
}
host-challenge-random-colors = couleurs tirées au sort
host-challenge-posted = Défi n°{ $id } : { $challenger } défie { $opponent } { $ruleset_to } ({ $clock }, { $colors }). { $opponent } : `accepter` ou `refuser`. Engagement d'équité : `{ $commitment }`. Expiration : { $expires }.
host-challenge-open = Défi ouvert n°{ $id } : { $challenger } veut jouer { $ruleset_to } ({ $clock }, { $colors }). Tout le monde peut l'accepter (`accepter`). Engagement d'équité : `{ $commitment }`. Expiration : { $expires }.
host-button-accept = Accepter
host-button-decline = Refuser
host-button-cancel = Retirer
host-challenge-expired = Le défi n°{ $id } a expiré.
host-challenge-answered = Le défi n°{ $id } a déjà reçu une réponse.
host-no-such-challenge = Il n'y a pas de défi n°{ $id }.
host-no-challenge = Aucun défi ne vous attend ici.
host-which-challenge = Plusieurs défis correspondent ({ $ids }) : ajoutez le numéro, comme `#12`.
host-which-challenge-type = Plusieurs défis correspondent ; dites lequel : { $choices }.
host-own-challenge = Le défi n°{ $id } est le vôtre : attendez un adversaire, ou retirez-le (`annuler`).
host-not-invited = Le défi n°{ $id } est destiné à quelqu'un d'autre.
host-challenge-broken = Le défi n°{ $id } n'est plus lisible ; lancez-en un nouveau.
host-game-started = La partie n°{ $game } commence : { $ruleset }, { $white } contre { $black }, { $clock }. Au tour { DE($first) }.
host-decline-own = Le défi n°{ $id } est le vôtre : utilisez `annuler` pour le retirer.
host-not-your-challenge = Ce n'est pas à vous de retirer le défi n°{ $id }.
host-challenge-accepted = { $player } a accepté le défi n°{ $id } { DE($challenger) } : la partie n°{ $id } commence.
host-challenge-declined = { $player } a refusé le défi n°{ $id } { DE($challenger) }.
host-challenge-cancelled = { $challenger } a retiré le défi n°{ $id }.
host-rematch-not-over = La partie n°{ $game } n'est pas encore terminée.
host-rematch-tournament = La partie n°{ $game } a été jouée dans le tournoi n°{ $tournament }, qui apparie lui-même ses parties : une revanche pourra être proposée une fois le tournoi terminé.
host-not-yet = Cette commande n'est pas encore disponible.

## Host: lifecycle (messages of src/host/lifecycle.rs go here)

host-done-in-channel = C'est fait : le salon de la partie n°{ $game } est prévenu.
host-resign-ask = Partie n°{ $game } : voulez-vous vraiment abandonner ? Appuyez sur le bouton, ou tapez `confirmer`, dans les 2 minutes.
host-button-resign = Abandonner
host-resigned = { $player } abandonne la partie n°{ $game }.
host-confirm-nothing = Vous n'avez rien à confirmer : tapez d'abord `abandonner`.
host-confirm-other = Ce bouton concerne la partie n°{ $game }, mais votre dernière demande concerne une autre partie ; tapez de nouveau `abandonner`.
host-confirm-expired = Votre demande d'abandon de la partie n°{ $game } a expiré (2 minutes) ; tapez de nouveau `abandonner`.
host-draw-offered = { $player } propose la nulle dans la partie n°{ $game }. { $opponent } : acceptez avec `nulle`, ou refusez avec `nulle refuser`.
host-draw-offered-computer = { $player } propose la nulle dans la partie n°{ $game } ; { $opponent } va répondre dans un instant.
host-draw-agreed = { $player } accepte la nulle dans la partie n°{ $game }.
host-draw-declined = { $player } refuse la proposition de nulle dans la partie n°{ $game }.
host-draw-already = Vous avez déjà proposé la nulle dans la partie n°{ $game } ; c'est à votre adversaire de répondre.
host-draw-own = La proposition de nulle de la partie n°{ $game } est la vôtre : seul votre adversaire peut y répondre.
host-draw-none = Aucune proposition de nulle de votre adversaire n'attend de réponse dans la partie n°{ $game } (une proposition tombe quand celui qui la reçoit joue).
host-button-draw-accept = Accepter la nulle
host-aborted-by = { $player } annule la partie n°{ $game }.
host-abort-too-late = La partie n°{ $game } ne peut plus être annulée : les deux camps ont joué. Abandonnez ou proposez la nulle.
host-takeback-random = Pas de reprise de coup { $ruleset_to } : ses coups tirent des nombres au hasard, et reprendre un coup permettrait de tirer à nouveau.
host-takeback-asked = { $player } demande à reprendre son dernier coup dans la partie n°{ $game }. { $opponent } : acceptez avec `reprendre`, ou refusez avec `reprendre refuser`.
host-takeback-asked-computer = { $player } demande à reprendre son dernier coup dans la partie n°{ $game } ; { $opponent } va répondre dans un instant.
host-takeback-done = Partie n°{ $game } : reprise acceptée, coup annulé : { $move } { DE($player) }. Au tour { DE($next) }.
host-takeback-done-reply = Partie n°{ $game } : reprise acceptée, coups annulés : { $move } { DE($player) } et la réponse { $reply } { DE($opponent) }. Au tour { DE($next) }.
host-takeback-declined = { $player } refuse la reprise de coup dans la partie n°{ $game }.
host-takeback-already = Vous avez déjà demandé une reprise dans la partie n°{ $game } ; c'est à votre adversaire de répondre.
host-takeback-own = La demande de reprise de la partie n°{ $game } est la vôtre : seul votre adversaire peut y répondre.
host-takeback-none = Aucune demande de reprise de votre adversaire n'attend de réponse dans la partie n°{ $game }.
host-takeback-nothing = Vous n'avez aucun coup à reprendre dans la partie n°{ $game }.
host-button-takeback-accept = Accepter la reprise
host-button-takeback-decline = Refuser la reprise

## Host: info (messages of src/host/info.rs go here)

host-games-title = Vos parties en cours :
host-games-line = n°{ $game }, { $ruleset }, contre { $opponent } : { $mine ->
    [yes] à vous de jouer
   *[no] à l'adversaire de jouer
}, { $deadline }.
host-games-deadline = échéance { $at }
host-games-no-deadline = sans échéance
host-games-challenges = Vos défis en attente de réponse :
host-games-challenge-out = n°{ $id }, { $ruleset } : vous défiez { $opponent }.
host-games-challenge-open = n°{ $id }, { $ruleset } : votre défi ouvert.
host-games-challenge-in = n°{ $id }, { $ruleset } : { $challenger } vous défie (`accepter` ou `refuser`).
host-games-none = Vous n'avez aucune partie en cours ni aucun défi en attente.
host-history = Partie n°{ $game }, { $ruleset } : { $white } contre { $black }.
host-history-on = En cours (les coups secrets restent cachés jusqu'à la fin).
host-history-in-progress = En cours.
host-history-empty = Aucun coup pour l'instant.
host-export-running = La partie n°{ $game } jusqu'ici. Les coups secrets restent cachés jusqu'à la fin de la partie, et le secret d'équité n'est révélé qu'à ce moment-là.
host-export-over = La partie n°{ $game }, avec son secret d'équité et sa graine ; `vérifier #{ $game }` ou `chakbot verify FICHIER` la vérifie.
host-replay-running = La partie n°{ $game } jusqu'ici, telle que tout le monde la voit : les coups secrets restent cachés jusqu'à la fin.
host-replay-so-far = La partie n°{ $game } jusqu'ici.
host-replay-over = La partie n°{ $game }, coup par coup, tous les coups dévoilés.
host-replay-start = Position de départ
host-per-server = Les classements sont propres à chaque serveur : utilisez `{ $command }` dans un salon du serveur où vous jouez.
host-leaderboard-title = Classement, { $ruleset } :
host-leaderboard-line = { $rank }. { $player } : { $rating } ({ $games ->
    [one] { $games } partie
   *[other] { $games } parties
})
host-leaderboard-empty = Aucune partie classée n'a encore été jouée sur ce serveur.
host-leaderboard-empty-ruleset = Aucune partie classée n'a encore été jouée { $ruleset_to } sur ce serveur.
host-stats-title = { $player } sur ce serveur :
host-stats-line = { $ruleset } : { $rating } ±{ $deviation }, { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}{ $provisional ->
    [yes] , classement provisoire
   *[no] {""}
}
host-stats-none = { $player } n'a encore joué aucune partie classée sur ce serveur.
host-settings = Vos réglages : langue { $language ->
    [en] anglais
    [fr] français
    [de] allemand
   *[auto] automatique (la langue de votre Discord, puis celle du serveur)
}, thème { $theme }, orientation { $orientation ->
    [white] blancs en bas
    [black] noirs en bas
   *[auto] automatique
}.
host-settings-saved = Enregistré.
host-settings-theme = Il n'y a pas de thème `{ $theme }` ; choisissez parmi : { $themes }.
host-verify-ok = La partie n°{ $game } est vérifiée : le secret révélé correspond à l'engagement `{ $commitment }`, la graine `{ $seed }` en découle, et { $turns } tours avec { $draws } tirages se rejouent à l'identique.
host-verify-failed = La partie n°{ $game } ne se vérifie PAS : { $reason }.
host-verify-running = La partie n°{ $game } est encore en cours : le secret du serveur sera révélé à la fin, et `vérifier #{ $game }` la vérifiera alors. Son engagement : `{ $commitment }`.

## Host: moderation (messages of src/host/moderation.rs go here)

host-mod-games-title = Parties en cours sur ce serveur ({ $count }) :
host-mod-games-line = n°{ $game }, { $ruleset } : { $white } contre { $black }, trait aux { $color ->
    [white] Blancs
   *[black] Noirs
}, { $deadline }.
host-mod-games-more = …et { $count } de plus.
host-mod-games-none = Aucune partie n'est en cours sur ce serveur.
host-mod-own-game = Vous jouez la partie n°{ $game } : un autre modérateur doit en décider.
host-mod-aborted = Un modérateur a annulé la partie n°{ $game }.
host-mod-adjudicated = Un modérateur a arbitré la partie n°{ $game }.
host-mod-voided = Un modérateur a invalidé la partie n°{ $game } : elle est nulle et non avenue (pas de résultat, pas de changement de classement).
host-mod-peek = Partie n°{ $game }, son état caché (vous seul le voyez, et ce regard est consigné). Position : `{ $fen }`
host-mod-peek-hidden = Caché au public : { $list }.
host-mod-peek-nothing = Rien n'est caché au public pour l'instant.
host-mod-peek-pending = En attente : { $what }
host-mod-peek-own = Vous jouez la partie n°{ $game } : vous ne pouvez pas regarder son état caché.
host-mod-peek-over = La partie n°{ $game } est terminée : plus rien n'est caché, `plateau #{ $game }` la montre.
host-mod-on-square = { $piece } en { $square }
host-mod-banned = { $player } ne peut plus jouer sur ce serveur.
host-mod-ban-reason = Motif : { $reason }
host-mod-ban-challenges = { $count ->
    [one] Son défi en attente a été retiré.
   *[other] Ses { $count } défis en attente ont été retirés.
}
host-mod-ban-games = { $count ->
    [one] Sa partie en cours a été terminée.
   *[other] { $count } de ses parties en cours ont été terminées.
}
host-mod-ban-ended = La partie n°{ $game } est terminée : { $player } a été banni par un modérateur et la perd.
host-mod-ban-frozen-games = { $count ->
    [one] Sa partie en cours a été gelée.
   *[other] { $count } de ses parties en cours ont été gelées.
}
host-mod-ban-frozen = La partie n°{ $game } est gelée : { $player } a été banni par un modérateur. Personne ne peut y jouer et ses pendules sont arrêtées jusqu'à la levée du bannissement.
host-mod-unban-thawed-games = { $count ->
    [one] Sa partie gelée reprend.
   *[other] { $count } de ses parties gelées reprennent.
}
host-mod-unban-thawed = La partie n°{ $game } reprend : { $player } peut de nouveau jouer, et les pendules repartent avec le temps qu'il restait.
host-game-frozen = La partie n°{ $game } est gelée par un modérateur : personne ne peut y jouer tant qu'elle n'est pas dégelée.
host-mod-challenge-withdrawn = Le défi n°{ $id } { DE($challenger) } a été retiré par un modérateur.
host-mod-already-banned = { $player } est déjà exclu du jeu ici.
host-mod-ban-self = Vous ne pouvez pas vous exclure vous-même.
host-mod-unbanned = { $player } peut de nouveau jouer sur ce serveur.
host-mod-not-banned = { $player } n'est pas exclu ici.
host-mod-channel-allowed = Les parties peuvent désormais commencer dans ce salon. Tant qu'un salon est autorisé, les parties ne commencent que dans les salons autorisés ({ $count } maintenant).
host-mod-channel-denied = Les parties ne peuvent plus commencer dans ce salon ; celles qui y sont en cours continuent.
host-mod-threads = { $on ->
    [yes] Chaque nouvelle partie a désormais son propre fil.
   *[no] Les nouvelles parties se jouent désormais dans le salon où elles commencent, sans fil.
}
host-mod-channel-threads = { $on ->
    [yes] Les nouvelles parties lancées dans ce salon ont désormais chacune leur fil, quel que soit le réglage du serveur.
   *[no] Les nouvelles parties lancées dans ce salon s'y jouent désormais, sans fil, quel que soit le réglage du serveur.
}
host-mod-clock = Les défis qui ne précisent pas de pendule utilisent désormais { $clock }.
host-mod-theme = Les échiquiers montrés dans les salons utilisent désormais le thème { $theme } (le thème de chaque joueur ne vaut que pour ses échiquiers privés).
host-mod-orientation = Les échiquiers montrés dans les salons ont désormais { $orientation ->
    [white] les blancs
    [black] les noirs
   *[other] le camp au trait
} en bas.
host-mod-language = Le serveur parle désormais { $language ->
    [fr] français
    [de] allemand
   *[en] anglais
}.
host-mod-role = Les défis ouverts { $ruleset_to } notifient désormais le rôle { $role }.
host-mod-modrole = Les membres du rôle { $role } sont désormais modérateurs ici.
host-mod-role-mention = Mentionnez le rôle lui-même (avec @) pour que je sache lequel.
host-mod-log-title = Journal de modération, du plus récent au plus ancien ({ $shown } sur { $total }) :
host-mod-log-game = partie n°{ $game }
host-mod-log-was = (auparavant { $old })
host-mod-log-action = { $action ->
    [abort] annulation
    [adjudicate] arbitrage
    [void] invalidation
    [peek] regard sur l'état caché
    [ban] exclusion
    [unban] fin d'exclusion
   *[config] réglage
}
host-mod-log-older = { $count ->
    [one] Une entrée plus ancienne n'est pas affichée.
   *[other] { $count } entrées plus anciennes ne sont pas affichées.
}
host-mod-log-empty = Le journal de modération de ce serveur est vide.

## Host: sweeper (messages of src/host/sweeper.rs go here)

host-sweep-no-show = Partie n°{ $game } : { $player } ({ $color ->
    [white] Blancs
   *[black] Noirs
}) n’a pas joué son premier coup { $minutes ->
    [one] dans la minute
   *[other] dans les { $minutes } minutes
} et perd par forfait (le tournoi la compte comme non jouée).
host-sweep-time-up = Partie n°{ $game } : le temps est écoulé pour { $player } ({ $color ->
    [white] Blancs
   *[black] Noirs
}).
host-sweep-reminder = Rappel : la partie n°{ $game } ({ $ruleset }) contre { $opponent } attend votre coup. Échéance : { $at } (il reste { $left }).
host-sweep-challenge-expired = Le défi n°{ $id } { DE($challenger) } a expiré : personne n'y a répondu en 24 heures.

## Host: local (messages of src/host/local.rs go here)
local-buttons = Boutons (tapez la commande) : { $buttons }
local-menu = { $placeholder } ({ $count } choix) : tapez-en un en message privé (ajoutez #{ $game } si vous jouez plusieurs parties) :

## Host: discord (messages of src/host/discord.rs go here)
discord-done = C'est fait.
discord-type-answer = Il y a trop de possibilités pour toutes les lister : tapez votre réponse ici (`coups` les liste).
discord-button-private = Répondre en privé
discord-dms-closed = { $player }, je ne peux pas vous envoyer de messages privés. Appuyez sur le bouton pour voir la partie n°{ $game } telle que vous la voyez et répondre en privé.
discord-thread-hello = La partie n°{ $game } se joue ici : tapez simplement vos coups. Les coups secrets et les choix se font en message privé avec moi.
discord-no-choice = Aucun choix ne vous attend dans la partie n°{ $game }.

## Signed exports (export, verify)
host-signing-key = Les parties terminées sont signées par la clé Ed25519 de ce bot, `{ $key }` : `chakbot verify --key { $key } FICHIER` vérifie qu'une partie vient de ce bot, sans modification.

## Discord adapter, hardening (issue 15): the `discord` helper's block
help-intro-slash = J'organise des parties de ces variantes : { $rulesets }. Lancez-en une avec `/challenge` ; jouez vos coups avec `/move` (je ne peux pas lire les messages ordinaires sur ce serveur), les coups secrets et les choix en message privé avec moi.
discord-thread-hello-slash = La partie n°{ $game } se joue ici : jouez vos coups avec `/move` (je ne peux pas lire les messages ordinaires sur ce serveur). Les coups secrets et les choix se font en message privé avec moi.
discord-type-answer-slash = Il y a trop de possibilités pour toutes les lister : répondez avec `/move` (`/moves` les liste).
discord-private-players-only = Seuls les joueurs de la partie n°{ $game } peuvent répondre en privé. Les spectateurs peuvent voir l'échiquier avec `/board`.
discord-cannot-post = Je ne peux pas écrire dans <#{ $channel }> : il me manque la permission { $permission }, donc la partie n°{ $game } est annoncée ici. Un modérateur peut corriger cela en m'accordant { $permission } dans ce salon.
discord-cannot-post-reply = Je ne peux pas écrire dans <#{ $channel }> : il me manque la permission { $permission }, donc je réponds ici. Un modérateur peut corriger cela en m'accordant { $permission } dans ce salon.
discord-missing-permissions = Aux modérateurs : dans <#{ $channel }>, il me manque : { $missing }. Sans « Gérer les messages », je ne peux pas retirer un coup secret tapé là en public par erreur, et il reste lisible. Accordez ces permissions dans vos salons de parties (le lien d'invitation que j'affiche au démarrage les demande toutes). Je ne le dis qu'une fois, et de nouveau seulement si elles manquent encore après être revenues.
discord-permission-view-channel = Voir les salons
discord-permission-send-messages = Envoyer des messages
discord-permission-send-in-threads = Envoyer des messages dans les fils
discord-permission-create-threads = Créer des fils publics
discord-permission-create-private-threads = Créer des fils privés
discord-permission-attach-files = Joindre des fichiers
discord-permission-embed-links = Intégrer des liens
discord-permission-read-history = Voir les anciens messages
discord-permission-add-reactions = Ajouter des réactions
discord-permission-app-commands = Utiliser les commandes de l'application
discord-permission-manage-messages = Gérer les messages
discord-no-thread = Je n'ai pas pu ouvrir de fil pour la partie n°{ $game } ({ $reason }), elle se joue donc dans ce salon. Un modérateur peut m'accorder « Créer des fils publics » et « Envoyer des messages dans les fils » ici.
discord-no-team-room = Je n'ai pas pu ouvrir de fil privé pour { $team } de la partie #{ $game } ({ $reason }) : ce que seule cette équipe peut lire va donc à ses membres en message privé. Un modérateur peut m'accorder « Créer des fils privés » ici.

## Parties depuis une position (`défi … fen=`, src/host/words/fen.rs) : pourquoi une FEN est refusée
fen-empty = la FEN est vide
fen-too-long = la FEN est trop longue ({ $chars } caractères ; { $max } au plus)
fen-rank-count = l'échiquier a { $count } rangées (il en faut 8, séparées par `/`)
fen-rank-length = la rangée { $rank } a { $squares } cases (une rangée en a 8)
fen-bad-digits = la rangée { $rank } a deux chiffres à la suite ou un 0
fen-unknown-letter = `{ $letter }` sur la rangée { $rank } n'est pas une lettre de pièce de cette variante
fen-bad-field = le champ { $field ->
    [side] du trait
    [plies] des demi-coups joués
    [halfmove] des demi-coups depuis une prise
    [fullmove] du numéro de coup
    [castling] des roques
    [castling-files] des roques
    [en-passant] de la prise en passant
    [stuns] des pièces assommées
    [powers] des pouvoirs
    [pool] des pièces prises
    [suffix] du choix en attente
   *[other] final
} vaut `{ $value }` : { $field ->
    [side] il faut `w` (blancs) ou `b` (noirs)
    [plies] il faut le nombre de demi-coups joués, comme `0` ou `12`
    [halfmove] il faut un nombre entier, comme `0`
    [fullmove] il faut un nombre entier, comme `1`
    [castling] il faut `-` ou certaines des lettres `KQkq`, chacune une fois
    [castling-files] il faut les colonnes de 4 tours (côté dame puis côté roi des blancs, puis des noirs), `-` pour un droit perdu, comme `ahah` ou `a-ah`, ou `-` seul
    [en-passant] il faut `-` ou une case comme `e3`
    [stuns] il faut `-` ou les cases assommées avec leur compte de 1 à 4, comme `e54,d61`
    [powers] il faut 4 chiffres 0 ou 1 : carapace des blancs, furtivité des blancs, carapace des noirs, furtivité des noirs
    [pool] il faut 12 chiffres : les pions, tours, cavaliers, fous, dames et rois blancs pris, puis les noirs
    [suffix] il faut un jeton comme `?promote=e8`
   *[other] cette variante ne le lit pas
}
fen-too-many-fields = la FEN a { $count } champs, plus que cette variante n'en utilise
fen-unusable = la case { $square } contient quelque chose qui n'existe pas { $ruleset_to }
fen-opponent-in-check = { $color ->
    [white] les blancs sont en échec alors que c'est aux noirs de jouer
   *[black] les noirs sont en échec alors que c'est aux blancs de jouer
} : le camp qui n'a pas le trait ne peut pas être en échec
fen-maharaja = les blancs doivent avoir exactement un Maharaja (`M`) et aucun roi ; cet échiquier a { $maharajas } Maharaja(s) et { $kings } roi(s)
fen-king-count = { $color ->
    [white] les blancs doivent
   *[black] les noirs doivent
} avoir exactement un roi ; cet échiquier en a { $kings }
fen-too-many-kings = { $color ->
    [white] les blancs ont
   *[black] les noirs ont
} { $kings } rois (une position Koopa en a au plus un par camp)
fen-too-many-pieces = { $color ->
    [white] les blancs ont
   *[black] les noirs ont
} { $pieces } pièces ({ $max } au plus)
fen-pawn-on-edge = un pion se trouve en { $square } : un pion ne peut être ni sur la première ni sur la dernière rangée
fen-castling-king = droit de roque `{ $right }`, mais le roi { $color ->
    [white] blanc
   *[black] noir
} n'est pas en { $square }
fen-castling-rook = droit de roque `{ $right }`, mais il n'y a pas de tour { $color ->
    [white] blanche
   *[black] noire
} en { $square }
fen-en-passant = la case de prise en passant { $square } est impossible ici : { $why ->
    [rank] quand { $color ->
        [white] les blancs ont
       *[black] les noirs ont
    } le trait, elle doit être sur la rangée { $rank }
    [pawn] aucun pion { $color ->
        [white] blanc
       *[black] noir
    } en { $pawn } ne vient de la franchir
    [occupied] elle et { $start } doivent être vides
   *[off] elle est hors des rangées des pions
}
fen-stuns = { $why ->
    [twice] le champ des pièces assommées cite { $square } deux fois
    [empty] le champ des pièces assommées cite { $square }, mais aucune pièce ne s'y trouve
    [not-written] le champ des pièces assommées cite { $square }, mais l'échiquier écrit cette pièce comme non assommée (lettres des pièces assommées : `s o c u t l`)
   *[missing] la pièce en { $square } est écrite assommée, mais le champ des pièces assommées ne lui donne aucun compte
}
fen-pending = `{ $token }` : { $why ->
    [no-pawn] aucun pion du camp qui a le trait n'y est à promouvoir d'abord
    [no-piece] aucune pièce du camp qui a le trait ne s'y trouve
    [promoted] une seule fois, après le choix en attente, avant `?fresh`
   *[too-many] au plus une promotion puis un choix d'effet, avant `?fresh`
}
fen-no-answer = le choix en attente n'a aucune réponse possible
host-fen-refused = Impossible de commencer une partie depuis cette position { $ruleset_to } : { $reason }.
host-fen-over = Cette position est déjà terminée ({ $outcome }) : il faut une position où le camp qui a le trait peut encore jouer.
host-fen-with-start = `départ=` et `fen=` ne vont pas ensemble : la FEN est la position de départ.
host-fen-hidden = Cette position cache une pièce (une dame furtive) : un défi montre sa position à tout le monde, écrivez donc la dame visible.
host-challenge-fen = Depuis une position choisie (partie non classée) : `{ $fen }`
host-fen-side = { $color ->
    [white] Blancs
   *[black] Noirs
}
host-game-from-position = La partie n°{ $game } commence depuis une position choisie : elle n'est pas classée.
host-game-unrated-position = La partie n°{ $game } a commencé depuis une position choisie : elle n'est pas classée (pas de changement de classement).
slash-opt-fen = Partir de cette position, une FEN (la partie n'est pas classée)
slash-opt-team = Une partie en équipes : chaque camp vote ses coups (camps ouverts sauf si vous les fixez)
slash-opt-team-white = Les Blancs d'une partie en équipes : ouvert, ou des joueurs ou un rôle (@a, @b)
slash-opt-team-black = Les Noirs d'une partie en équipes : ouvert, ou des joueurs ou un rôle (@a, @b)
slash-opt-team-vote = Durée de chaque vote d'équipe : 45s, 2m, 1h

## Rules: refused moves (messages of src/host/refusal.rs go here)
# $case : the (sujet), none (aucune pièce de ce type), by (auteur d'un échec, d'un clouage).
refusal-piece = { $case ->
    [none] { $role ->
        [pawn] aucun pion
        [knight] aucun cavalier
        [bishop] aucun fou
        [rook] aucune tour
        [queen] aucune dame
        [king] aucun roi
        [maharaja] aucun Maharaja
       *[any] aucune pièce
    }
   *[other] { $role ->
        [pawn] le pion
        [knight] le cavalier
        [bishop] le fou
        [rook] la tour
        [queen] la dame
        [king] le roi
        [maharaja] le Maharaja
       *[any] la pièce
    }
}
refusal-royal = { $role ->
    [maharaja] Maharaja
   *[king] roi
}
refusal-piece-at = { $piece } en { $square }
refusal-either = { $a } ou { $b }
refusal-both = { $a } et { $b }
refusal-with-options = { $reason } (coups possibles : { $options })
refusal-ambiguous = `{ $text }` peut vouloir dire { $candidates } : lequel voulez-vous jouer ? Renvoyez-le tel qu'il est écrit ici.
refusal-nothing-there = vous n'avez pas de pièce en { $from }
refusal-not-yours = la pièce en { $from } n'est pas à vous
refusal-no-such-piece = vous n'avez { $none }{ $on } qui puisse aller en { $to }
refusal-on-file = sur la colonne { $file }
refusal-on-rank = sur la rangée { $rank }
refusal-on-square = en { $square }
refusal-cannot-go = { $piece } en { $from } ne peut pas aller en { $to }
refusal-blocked = { $piece } en { $from } ne peut pas atteindre { $to }, car la pièce en { $at } lui barre la route
refusal-in-check = votre { $royal } est mis en échec par { $by }, et ce coup n'y remédie pas
refusal-pinned = { $pinner } cloue { $piece } en { $from } contre votre { $royal }
refusal-attacked = votre { $royal } ne peut pas aller en { $to }, car { $by } contrôle cette case
refusal-stunned = la pièce en { $from } est assommée et ne pourra pas bouger { $moves ->
    [one] à votre prochain coup
   *[other] pendant vos { $moves } prochains coups
}
refusal-immobilized = la pièce en { $from } est immobilisée par Bowser ; elle pourra de nouveau bouger { $later ->
    [yes] dans deux tours
   *[no] à votre prochain tour
}
refusal-king-off-board = { $from }-{ $to } ferait sortir votre propre roi de l'échiquier
refusal-castle = vous ne pouvez pas roquer { $side ->
    [king] côté roi
   *[queen] côté dame
}, car { $cause }
refusal-castle-king-moved = votre roi a déjà bougé
refusal-castle-rook-moved = cette tour a déjà bougé
refusal-castle-right-lost = votre roi ou cette tour a déjà bougé dans la partie
refusal-castle-in-check = votre roi est en échec
refusal-castle-attacked = la case { $square } est attaquée
refusal-castle-occupied = la case { $square } est occupée
refusal-castle-unavailable = la position ne le permet pas
refusal-promotion-missing = le pion est promu en { $to } ; ajoutez { $choices } (par exemple { $example })
refusal-promotion-role = un pion ne peut pas être promu en { $role ->
    [pawn] pion
    [knight] cavalier
    [bishop] fou
    [rook] tour
    [queen] dame
    [king] roi
   *[maharaja] Maharaja
} ici (choisissez { $choices })
refusal-not-a-promotion = ce coup n'est pas une promotion ; retirez la lettre
refusal-promote-after-effects = un pion est promu après les effets du coup ; jouez le coup, puis choisissez
refusal-no-promotion-waiting = aucune promotion n'attend de choix
refusal-no-stealth = vous ne pouvez pas faire de coup furtif maintenant
refusal-stealth-used = votre camp a déjà fait son coup furtif (une fois par partie)
refusal-stealth-no-queen = vous n'avez pas de dame pour faire un coup furtif
refusal-stealth-immobilized = votre dame est immobilisée et ne peut pas faire de coup furtif
refusal-stealth-no-square = aucune ligne de votre dame ne mène à une case qui paraît vide
refusal-stealth-to = votre dame ne peut pas aller en { $to } par un coup furtif
refusal-no-shell = vous ne pouvez pas lancer de carapace maintenant
refusal-shell-used = votre camp a déjà lancé sa carapace (une fois par partie)
refusal-shell-no-king = vous n'avez pas de roi pour lancer une carapace
refusal-shell-immobilized = votre roi est immobilisé et ne peut pas lancer la carapace
refusal-shell-no-target = votre roi n'a rien à toucher sur ses lignes (ni pièce, ni banane, ni bombe)
refusal-shell-at = aucune carapace ne peut être lancée sur { $to }
refusal-swap = vous ne pouvez pas échanger { $a } et { $b }
refusal-drop = vous ne pouvez pas poser de pièce en { $to }
refusal-not-in-ruleset = ce genre de coup n'existe pas dans ce jeu
refusal-too-many-turns = cette partie a atteint sa limite de tours
refusal-takeback-failed = le coup n'a pas pu être repris
refusal-illegal = ce coup n'est pas permis ici

## Wiring (issue 14) : parties courtes non classées, l'import lichess
host-game-unrated = La partie n°{ $game } s'est terminée avant que les deux joueurs aient joué : elle n'est pas classée (pas de changement de classement).
host-lichess-import = Pour l'analyser sur lichess : ouvrez { $url }, collez le contenu de { $file } dans « Paste the PGN text here » (ou envoyez le fichier sous « Or upload a PGN file »), cochez « Request a computer analysis » si vous voulez, puis appuyez sur « Import game ».

# Moderator rulings on finished games (src/host/revise.rs)
host-mod-voided-after = Un modérateur a invalidé la partie n°{ $game } après sa fin : elle ne compte plus, et ses changements de classement sont annulés.
host-mod-readjudicated = Un modérateur a changé le résultat de la partie n°{ $game } : les classements sont recalculés comme si elle s'était terminée ainsi.
host-mod-same-result = La partie n°{ $game } est terminée avec ce résultat déjà : rien à changer.
host-mod-not-in-history = La partie n°{ $game } a été classée avant que le bot ne garde un historique des classements : ses changements ne peuvent pas être annulés exactement, rien n'a donc changé.
host-mod-was-unrated = La partie n°{ $game } n'était pas classée : pas de changement de classement.
host-lichess-after = Pour l'analyser sur lichess : `exporter #{ $game }` donne son fichier PGN, à coller ou envoyer sur { $url }.
# Rule set names, one per RuleSet id (ruleset-name-<id>).
ruleset-name-chess = Échecs
    .to = aux échecs
    .of = des échecs
ruleset-name-maharaja = Le Maharaja et les cipayes
    .to = au Maharaja et les cipayes
    .of = du Maharaja et les cipayes
ruleset-name-koopa = Échecs Koopa
    .to = aux échecs Koopa
    .of = des échecs Koopa
ruleset-name-chakart = Chakart
    .to = au Chakart
    .of = du Chakart
ruleset-name-chakart-2020 = Chakart (édition 2020)
    .to = au Chakart (édition 2020)
    .of = du Chakart (édition 2020)

# Règles, section par section (`rules <variante> <section>` ; sections : i18n::rules_sections).
rules-sections = Pour en savoir plus : { $list }.
rules-section-words-items = objets
rules-section-words-eggs = oeufs œufs
rules-section-words-stealth = furtif
rules-section-words-shell = carapace
err-rules-section = `{ $value }` n'est pas une section des règles { $ruleset_of } : choisissez { $list }.
help-themes = Thèmes de plateau : { $list }.
rules-chakart-items = **Chakart, les objets** : une pièce qui se déplace laisse un objet. Un pion laisse un champignon sur la case qu'il quitte (après un pas double, sur la case sautée) ; un cavalier laisse un œuf sur la case qu'il quitte ; une fois le tour fini, une tour laisse une banane sur une case voisine tirée au sort (par un coin), un fou une bombe (par un côté). Dames et rois ne laissent rien. Un objet agit une fois, quand un coup s'arrête dessus (passer par-dessus ne fait rien) : un **champignon** fait refaire à un pion, un cavalier ou un roi son dernier pas une fois de plus (dames, tours et fous : rien) ; une **banane** (en ligne) ou une **bombe** (en diagonale) projette la pièce d'une case dans une direction tirée au sort, et la pièce qui s'y trouve est prise, même la vôtre ; un **œuf** libère l'un de huit effets (`règles chakart oeufs`).
rules-chakart-eggs = **Chakart, les œufs** : un œuf libère l'un de huit effets, chacun avec une chance sur 8 (un effet impossible ne fait rien). **King Boo** : vous échangez deux pièces quelconques, de l'une ou l'autre couleur. **Koopa** : la pièce retourne sur la case d'où son coup est parti. **Toadette** : une nouvelle pièce tirée au sort (dame, tour, cavalier, fou ou roi) est à vous, à poser sur une case libre. **Chomp** : la pièce est dévorée. **Daisy** : vous jouez un coup de plus, avec la pièce de votre choix. **Bowser** : la pièce est immobilisée et passe son prochain tour. **Luigi** : une pièce adverse tirée au sort (jamais un roi) passe dans votre camp. **Waluigi** : une de vos pièces tirée au sort (jamais un roi) passe chez l'adversaire.
rules-chakart-stealth = **Chakart, le coup secret de la dame** : une fois par partie, l'une de vos dames peut aller en secret sur une case vide : envoyez-moi `furtif Dh5` en message privé. Tout le monde voit que la dame a quitté sa case (`D??`) ; vous seul voyez où elle est allée, jusqu'à la fin du prochain tour de votre adversaire. Pendant ce temps, sa case lui paraît vide : une pièce adverse dont le coup s'y arrête prend votre dame, et tout le monde en est informé.
rules-chakart-shell = **Chakart, la carapace** : une fois par partie, l'un de vos rois peut lancer une carapace dans une direction où se déplace une dame : `carapace e7` en désigne la cible. Elle enlève la première pièce adverse, banane ou bombe sur cette ligne, en passant par-dessus les cases vides, les œufs et les champignons ; le roi ne bouge pas. Un roi immobilisé ne peut pas lancer. Les rois peuvent être pris : prenez tous les rois adverses pour gagner ; un camp sans coup légal perd.
rules-chakart-2020-items = **Chakart 2020, les objets** : comme dans Chakart (`règles chakart objets`), sauf que : un cavalier laisse son œuf à côté de la case qu'il quitte, dans la direction de la grande branche de son coup ; un **champignon** envoie deux cases plus loin un pion qui vient d'avancer de deux cases, fait refaire son coup à un roi ou à un cavalier, et fait sauter à une dame, une tour ou un fou la pièce suivante dans sa direction ; une **banane** ou une **bombe** ne projette la pièce que vers une case vide ou un objet (s'il n'y en a aucune, la pièce reste). Pendant un coup bonus, tours et fous ne laissent rien.
rules-chakart-2020-eggs = **Chakart 2020, les œufs** : un œuf libère l'un des effets possibles, tous également probables. **King Boo** : la pièce échange sa place avec une autre pièce de votre choix. **Koopa** : la pièce retourne sur la case d'où son coup est parti. **Toadette** : vous reposez l'une de vos pièces prises. **Chomp** : la pièce est dévorée. **Daisy** : la même pièce joue une fois de plus. **Bowser** : la pièce est immobilisée et passe son prochain tour. **Luigi** / **Waluigi** : une pièce adverse / une de vos pièces tirée au sort (jamais un roi) change de camp. Pendant un coup bonus (celui de Daisy, ou une pièce reposée par Toadette), les œufs ne font rien.
rules-chakart-2020-stealth = { rules-chakart-stealth } (Comme dans l'édition actuelle.)
rules-chakart-2020-shell = { rules-chakart-shell } (Comme dans l'édition actuelle.)
## L'adversaire ordinateur (issue 17)
err-level = `{ $value }` n'est pas un niveau de l'ordinateur : écrivez niveau=1 (le plus faible) à niveau=8 (le plus fort).
slash-opt-level = Niveau de l'ordinateur, 1 (faible) à 8 (fort), si l'adversaire est le bot
host-level-computer-only = Un niveau ne sert que contre l'ordinateur : défiez le bot lui-même (sa mention) avec niveau=1 à niveau=8.
host-computer-name = { computer } de niveau { $level }
host-game-unrated-computer = La partie n°{ $game } était contre l'ordinateur : elle n'est pas classée (pas de changement de classement).
host-stats-computer = Contre l'ordinateur, niveau { $level } : { $won ->
    [one] { $won } gagnée
   *[other] { $won } gagnées
}, { $drawn ->
    [one] { $drawn } nulle
   *[other] { $drawn } nulles
}, { $lost ->
    [one] { $lost } perdue
   *[other] { $lost } perdues
}.
host-history-voided = Un modérateur l'a invalidée ensuite : elle ne compte pas.
host-history-ruled = Un modérateur a changé son résultat ensuite : { $result }
host-history-choice = [choix : { $move }]
host-history-power = [pouvoir : { $move }]
host-history-item = { $object ->
    [mushroom] champignon
    [banana] banane
    [bomb] bombe
   *[egg] œuf
}
host-history-egg = œuf : { $effect }
host-history-draws = { $count ->
    [one] un tirage au sort
   *[other] { $count } tirages au sort
}

## Syntaxe des commandes (usage-<nom>)
usage-challenge = `défi <variante> [@adversaire] [en blancs|noirs] [départ=0|1|2] [cadence=3d|10+5] [niveau=1..8] [fen=<FEN>]`
usage-accept = `accepter [#partie]`
usage-decline = `refuser [#partie]`
usage-cancel = `annuler [#partie]`
usage-move = `e4`, `Cf3`, `O-O`, `e7e8d`, `furtif Dh5`, `carapace e7`, `échanger b1 g8`, `poser C f3`, `promouvoir d`
usage-board = `plateau [#partie]`
usage-moves = `coups [#partie]`
usage-resign = `abandonner [#partie]`
usage-confirm = `confirmer`
usage-draw = `nulle [#partie]`, `nulle refuser`
usage-abort = `interrompre [#partie]`
usage-takeback = `reprendre [#partie]`, `reprendre refuser`
usage-rematch = `revanche [#partie]`
usage-games = `parties`
usage-history = `historique [#partie]`
usage-export = `exporter [#partie]`
usage-replay = `rejouer [#partie]`
usage-review = `analyse [#partie]`
usage-rules = `règles [{ $rulesets }]`
usage-leaderboard = `classement [variante]`
usage-stats = `statistiques [@membre]`
usage-settings = `réglages [langue en|fr|de] [thème NOM] [orientation blancs|noirs|auto]`
usage-verify = `vérifier <#partie>`
usage-help = `aide [commande]`
usage-mod = `modération parties`, `modération interrompre <#partie>`
usage-mod-games = `modération parties`, `modération interrompre <#partie>`
usage-mod-abort = `modération interrompre <#partie>`
usage-adjudicate = `arbitrer <#partie> <1-0|0-1|1/2-1/2>`
usage-void = `invalider <#partie>`
usage-ban = `bannir @membre [terminer|geler|garder] [motif]`
usage-unban = `débannir @membre`
usage-config = `configurer salon autoriser|interdire`, `configurer langue-salon en|fr|de|off`, `configurer fils oui|non [salon]`, `configurer cadence <3d|10+5>`, `configurer langue en|fr|de`, `configurer rôle <variante> @rôle`, `configurer rôle-modo @rôle`, `configurer thème NOM`, `configurer orientation blancs|noirs|auto`, `configurer tournois modérateurs|tous`
usage-modlog = `journal`
usage-peek = `consulter <#partie>`

## Thèmes de plateau (theme-name-<id>)
theme-name-brown = marron
theme-name-blue = bleu
theme-name-green = vert

## Durées, cadences et dates
duration-days = { $n } j
duration-hours = { $n } h
duration-minutes = { $n } min
duration-days-hours = { $days } j { $hours } h
duration-hours-minutes = { $hours } h { $minutes } min
clock-per-move = { $span } par coup
clock-live = { $minutes } min + { $seconds } s
time-utc = { $day }/{ $month }/{ $year } à { $time } UTC

## La langue propre d'un salon
host-mod-channel-language = Ce salon et les fils de ses parties parlent désormais { $language ->
    [fr] français
    [de] allemand
   *[en] anglais
}, quelle que soit la langue du serveur.
host-mod-channel-language-off = Ce salon parle de nouveau la langue du serveur ({ $language ->
    [fr] le français
    [de] l'allemand
   *[en] l'anglais
}).

## L'ordinateur, tel qu'on le nomme dans une phrase
computer = l'ordinateur
slash-config-channel-language = Choisir la langue propre de ce salon (off : celle du serveur)
slash-opt-channel-language = Langue de ce salon et des fils de ses parties, ou off

## Mots de commande : les mots qui lancent chaque commande en français (les mots anglais
## marchent partout). En minuscules, séparés par des espaces.
command-words-challenge = défi defi
command-words-accept = accepter
command-words-decline = refuser
command-words-cancel = annuler
command-words-move = jouer
command-words-board = plateau
command-words-moves = coups
command-words-resign = abandonner
command-words-confirm = confirmer
command-words-draw = nulle
command-words-abort = interrompre
command-words-takeback = reprendre reprise
command-words-rematch = revanche
command-words-games = parties
command-words-history = historique
command-words-export = exporter
command-words-replay = rejouer
command-words-review = analyse analyser
command-words-rules = règles regles
command-words-leaderboard = classement
command-words-stats = statistiques
command-words-settings = réglages reglages
command-words-verify = vérifier verifier
command-words-help = aide
command-words-mod = modération moderation mod
command-words-adjudicate = arbitrer
command-words-void = invalider
command-words-ban = bannir
command-words-unban = débannir debannir
command-words-config = configurer
command-words-modlog = journal modlog
command-words-peek = consulter

## Les mots de ce que `bannir` fait des parties du joueur banni : `bannir @joueur terminer|geler|garder`.
subcommand-words-ban-end = terminer
subcommand-words-ban-freeze = geler
subcommand-words-ban-keep = garder

## Les mots d'un camp (`en blancs`, `équipe rejoindre noirs`), le premier montré.
subcommand-words-color-white = blancs blanc
subcommand-words-color-black = noirs noir
subcommand-words-color-random = hasard aléatoire

## Oui et non (`classé=oui`, `configurer fils oui`), et le `début=maintenant` d'un tournoi.
subcommand-words-answer-yes = oui
subcommand-words-answer-no = non
subcommand-words-start-now = maintenant

## Les mots d'un défi : `en blancs`, `équipe`, les clés de `départ=` (la position de
## départ), `niveau=`, `fen=`, `cadence=` et `vote=`, et un camp d'équipe `ouvert`.
subcommand-words-challenge-as = en comme avec
subcommand-words-challenge-team = équipe equipe équipes equipes
subcommand-words-challenge-position = départ depart
subcommand-words-challenge-level = niveau
subcommand-words-challenge-fen = fen
subcommand-words-challenge-clock = cadence pendule
subcommand-words-challenge-vote = vote votes
subcommand-words-challenge-open = ouvert ouverte tous

## Le type d'un nouveau tournoi et les clés de ses options (`minutes=60`, `rondes=5`).
subcommand-words-tournament-kind-arena = arène arene
subcommand-words-tournament-kind-swiss = suisse
subcommand-words-tournament-option-clock = cadence pendule
subcommand-words-tournament-option-rounds = rondes
subcommand-words-tournament-option-minutes = minutes durée duree
subcommand-words-tournament-option-start = début debut
subcommand-words-tournament-option-rated = classé classe
subcommand-words-tournament-option-tiebreaks = départages departages
subcommand-words-tournament-option-noshow = absence

## Les réglages d'un joueur (`réglages langue=en`) et l'orientation `auto`.
subcommand-words-setting-language = langue
subcommand-words-setting-theme = thème theme
subcommand-words-setting-orientation = orientation
subcommand-words-setting-auto = auto

## `configurer` : ses sous-commandes, puis les mots de leurs valeurs.
subcommand-words-config-channel-language = langue-salon
subcommand-words-config-channel = salon
subcommand-words-config-threads = fils
subcommand-words-config-clock = cadence pendule
subcommand-words-config-language = langue
subcommand-words-config-role = rôle role
subcommand-words-config-modrole = rôle-modo role-modo
subcommand-words-config-theme = thème theme
subcommand-words-config-orientation = orientation
subcommand-words-config-tournaments = tournois
subcommand-words-config-allow = autoriser
subcommand-words-config-deny = interdire
subcommand-words-config-server = serveur
subcommand-words-config-here = ici
subcommand-words-config-everyone = tous
subcommand-words-config-moderators = modérateurs moderateurs modos
subcommand-words-config-unset = auto aucune

## Une nulle dans le verdict d'un modérateur (`arbitrer #N nulle`).
subcommand-words-verdict-draw = nulle

## Tournois
command-words-tournament = tournoi

## Les mots des sous-commandes de `tournoi` : le premier est celui que le bot dit de
## taper ; les mots de toutes les langues marchent partout. En minuscules, séparés par des espaces.
subcommand-words-tournament-create = créer creer
subcommand-words-tournament-join = rejoindre inscrire participer
subcommand-words-tournament-leave = quitter abandonner
subcommand-words-tournament-pause = pause
subcommand-words-tournament-standings = classement
subcommand-words-tournament-pairings = appariements
subcommand-words-tournament-info = info infos
subcommand-words-tournament-export = exporter
subcommand-words-tournament-start = lancer démarrer demarrer commencer
subcommand-words-tournament-cancel = annuler
subcommand-words-tournament-remove = retirer exclure
usage-tournament = `tournoi créer arène <jeu> [10+5] [minutes=60] [début=10m|18:30|maintenant] [classé=oui|non] [absence=5]`, `tournoi créer suisse <jeu> [10+5] [rondes=5] [début=…] [classé=…] [départages=bh1,bh,sb,de] [absence=5]`, `tournoi rejoindre|quitter|pause|classement|appariements|info|exporter [#N]` ; modérateurs : `tournoi lancer|annuler [#N]`, `tournoi retirer @joueur [#N]`
slash-tournament = Tournois arène et suisse : créer, rejoindre, classement
slash-tournament-create = Créer un tournoi (modérateurs, sauf si le serveur l'a ouvert à tous)
slash-tournament-join = Rejoindre un tournoi (ou y revenir après une pause)
slash-tournament-leave = Quitter un tournoi
slash-tournament-pause = Sauter les prochains appariements jusqu'à ce que vous rejoigniez de nouveau
slash-tournament-standings = Afficher le classement d'un tournoi
slash-tournament-pairings = Afficher les parties de la ronde en cours
slash-tournament-info = Ce qu'est un tournoi et où il en est
slash-tournament-start = Lancer un tournoi maintenant (modérateurs)
slash-tournament-cancel = Annuler un tournoi (modérateurs)
slash-tournament-remove = Retirer un joueur d'un tournoi (modérateurs)
slash-opt-tournament-format = arena (chronométré, nouvel appariement dès la fin d'une partie) ou swiss (rondes)
slash-opt-tournament-minutes = Durée d'une arène, en minutes (10 à 1440)
slash-opt-tournament-rounds = Nombre de rondes d'un suisse (1 à 20)
slash-opt-tournament-start = Début : 10m, 2h, 18:30 (UTC) ou maintenant
slash-opt-tournament-noshow = Minutes pour un premier coup avant le forfait (5 par défaut)
slash-opt-tournament = Numéro du tournoi, comme #12 (sinon celui d'ici)
slash-opt-tournament-rated = Si ses parties comptent pour le classement
slash-opt-tournament-tiebreaks = Les départages d'un suisse, dans l'ordre : bh1, bh, sb, de
err-tournament-kind = `{ $value }` n'est pas une formule de tournoi : choisissez arène ou suisse.
err-tournament-rounds = Un suisse a de 1 à 20 rondes, pas { $value }.
err-tournament-minutes = Une arène dure de 10 à 1440 minutes, pas { $value }.
err-tournament-start = `{ $value }` n'est pas un horaire de début : écrivez 10m, 2h, 18:30 (UTC, au plus une semaine à l'avance) ou maintenant.
err-tournament-tiebreak = `{ $value }` n'est pas un départage : choisissez parmi bh1 (Buchholz moins le plus faible), bh (Buchholz), sb (Sonneborn-Berger) et de (confrontation directe).
err-tournament-rated = `{ $value }` n'est ni oui ni non.
err-tournament-no-show = Le délai du premier coup va de 1 à 60 minutes, pas { $value }.
err-tournament-not-arena = `{ $value }` vaut pour un suisse, pas pour une arène.
err-tournament-not-swiss = `{ $value }` vaut pour une arène, pas pour un suisse.
tournament-arena = arène
tournament-swiss = suisse
tournament-arena-length = { $minutes } minutes de jeu
tournament-swiss-rounds = { $rounds } rondes
tournament-rated = classé
tournament-unrated = non classé
tournament-summary = Tournoi n°{ $id } : { $format }, { $ruleset }, { $clock }, { $rated }, { $length }
tournament-announced = 🏆 { $summary }. Début { $start }. Inscrivez-vous avec `tournoi rejoindre #{ $id }` ou le bouton. Jouez votre premier coup { $minutes ->
    [one] dans la minute
   *[other] dans les { $minutes } minutes
} suivant le début de chaque partie, sinon vous la perdez par forfait. Engagement d'équité : `{ $commitment }`.
tournament-button-join = Rejoindre
tournament-button-leave = Quitter
tournament-button-standings = Classement
tournament-started = Le tournoi n°{ $id } commence avec { $players } joueurs. Bonnes parties !
tournament-too-few = Le tournoi n°{ $id } est annulé : moins de deux joueurs inscrits.
tournament-no-pairing = Le tournoi n°{ $id } se termine après { $played } rondes sur { $rounds } : les joueurs encore en lice ont tous rencontré les adversaires qu’ils pouvaient rencontrer, la ronde { $round } ne peut donc pas être appariée.
tournament-pairing-fault = Tournoi n°{ $id } : la ronde { $round } ne peut pas être appariée à cause d’une panne du bot (consignée dans son journal). Le bot réessaie toutes les quelques secondes et publie les appariements dès qu’il le peut ; un modérateur peut aussi mettre fin au tournoi avec `tournoi annuler #{ $id }`.
tournament-new-games = Tournoi n°{ $id } : nouvelles parties
tournament-round = Tournoi n°{ $id }, ronde { $round } sur { $rounds } :
tournament-pairing = Partie n°{ $game } : { $white } (blancs) contre { $black } (noirs)
tournament-pairing-ended = { $pairing } — { $result ->
    [white] 1-0
    [black] 0-1
    [draw] ½-½
    [white-forfeits] 0-1 (forfait)
    [black-forfeits] 1-0 (forfait)
    [both-forfeit] double forfait
   *[void] non comptée
}
tournament-bye = { $player } : exempt (1 point)
tournament-absent = { $player } : pas apparié cette ronde
tournament-standings = Classement du tournoi n°{ $id } :
tournament-standings-round = Classement du tournoi n°{ $id } après la ronde { $round } :
tournament-standings-during = Classement du tournoi n°{ $id } pendant la ronde { $round } :
tournament-standings-final = Classement final du tournoi n°{ $id } :
tournament-nobody = Personne ne s'est encore inscrit.
tournament-state-paused = en pause
tournament-state-withdrawn = retiré
tournament-head-rank = Rang
tournament-head-player = Joueur
tournament-head-score = Points
tournament-podium = 🏆 Le tournoi n°{ $id } est terminé. Vainqueur : { $first }. Deuxième : { $second }. Troisième : { $third }.
tournament-secret = Le secret du tournoi, dont dérive celui de chaque partie (SHA-256 de « chakbot tournament game v1 », de ce secret et du numéro de la partie) : `{ $secret }`.
tournament-joined = Vous êtes inscrit au tournoi n°{ $id } ({ $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
}).
tournament-left = Vous avez quitté le tournoi n°{ $id }. Une partie en cours compte toujours.
tournament-paused = Vous mettez le tournoi n°{ $id } en pause : plus de nouvelles parties pour vous jusqu'à ce que vous le rejoigniez de nouveau.
tournament-cancelled = Le tournoi n°{ $id } a été annulé par un modérateur. Les parties en cours continuent comme des parties ordinaires.
tournament-removed = { $player } est retiré du tournoi n°{ $id }.
tournament-info = { $summary }. { $status } Joueurs : { $players }. Chaque joueur a { $minutes ->
    [one] une minute
   *[other] { $minutes } minutes
} pour son premier coup. Engagement d'équité : `{ $commitment }`.
tournament-status-open = Début { $start }.
tournament-status-arena = Il dure jusqu'à { $end }.
tournament-status-round = Ronde { $round } sur { $rounds }.
tournament-status-finished = Il est terminé.
tournament-status-cancelled = Il a été annulé.
tournament-state-open = inscriptions ouvertes
tournament-state-running = en cours
tournament-status-won = Il est terminé : { $winner } l'a emporté.
tournament-now = En ce moment : { $status } Joueurs ({ $count }) : { $names }
tournament-and-more = { $names } et { $more } autres
tournament-no-games = Le tournoi n°{ $id } n'a pas de partie en cours.
tournament-in-a-channel = Créez un tournoi dans le salon où il doit être annoncé.
tournament-creators-only = Seuls les modérateurs peuvent créer un tournoi sur ce serveur.
tournament-moderators-only = Seuls les modérateurs peuvent faire cela.
tournament-none-here = Aucun tournoi n'est ouvert ou en cours ici. `tournoi créer arène échecs` en crée un (`aide tournoi` pour les options).
tournament-none-here-ask = Aucun tournoi n'est ouvert ou en cours ici. Un modérateur peut en créer un (`aide tournoi` explique les tournois).
tournament-several = Plusieurs tournois sont ouverts ici : précisez lequel ({ $list }).
tournament-not-found = Il n'y a pas de tournoi n°{ $id } sur ce serveur.
tournament-name-it = Précisez le numéro du tournoi, par exemple `tournoi rejoindre #12`.
tournament-over = Ce tournoi est terminé.
tournament-already-started = Ce tournoi a déjà commencé.
tournament-already-in = Vous êtes déjà inscrit à ce tournoi.
tournament-not-in = Vous n'êtes pas inscrit à ce tournoi.
tournament-player-not-in = { $player } n'est pas inscrit au tournoi n°{ $id }.
tournament-removed-you = Vous avez été retiré de ce tournoi.
tournament-full = Ce tournoi est complet ({ $max } joueurs).
tournament-too-late = La dernière ronde est en cours : plus d'inscriptions.
tournament-no-abort = La partie n°{ $game } est une partie de tournoi : elle ne peut pas être interrompue. Un joueur qui ne joue pas son premier coup { $minutes ->
    [one] dans la minute
   *[other] dans les { $minutes } minutes
} perd par forfait.
tournament-no-takeback = La partie n°{ $game } est une partie de tournoi : pas de reprise de coup.
tournament-exported = Le tournoi n°{ $id } en fichier TRF (que lisent Swiss-Manager, JaVaFo et bbpPairings).
tournament-export-swiss-only = Seul un suisse s'exporte en fichier TRF.
slash-tournament-export = Un suisse en fichier TRF
host-mod-tournaments-everyone = Tout le monde peut maintenant créer un tournoi ici.
host-mod-tournaments-moderators = Seuls les modérateurs peuvent maintenant créer un tournoi ici.
slash-config-tournaments = Qui peut créer un tournoi

## L'analyse d'après-partie (ticket 38)

review-title = Évaluation
review-white = Blancs
review-black = Noirs
review-inaccuracy = Imprécision
review-mistake = Erreur
review-blunder = Gaffe
## La classe d'un coup dans une phrase (`Coup 12. Cf3 (erreur) : …`).
review-class-inaccuracy = imprécision
review-class-mistake = erreur
review-class-blunder = gaffe
review-better = { $played } ? Mieux : { $better }
host-review-queued = L'analyse de la partie n°{ $game } attend son tour, { $place ->
    [1] la prochaine
   *[other] en position { $place }
} ; elle sera publiée ici une fois finie.
host-review-asked-already = Vous avez déjà demandé l'analyse de la partie n°{ $game } : elle est { $place ->
    [1] la prochaine
   *[other] en position { $place }
} et sera publiée ici une seule fois, une fois finie.
host-review-ongoing = La partie n°{ $game } est encore en cours : seule une partie terminée peut être analysée (franc-jeu : aucune aide de l'ordinateur pendant une partie).
host-review-nothing = La partie n°{ $game } n'a aucun coup à juger (interrompue, ou sans coup joué) : il n'y a rien à analyser.
host-review-failed = L'analyse de la partie n°{ $game } n'a pas pu être faite : la partie ne peut plus être lue.
host-review-queued-later = L'analyse de la partie n°{ $game } attend son tour : le bot redémarre et la calculera à son retour.
host-review-title = Analyse de la partie n°{ $game } ({ $ruleset }) : { $white } – { $black }, { $result }.
host-review-side = { $color } ({ $player }) : précision { $accuracy } %, { $inaccuracies ->
    [one] { $inaccuracies } imprécision
   *[other] { $inaccuracies } imprécisions
}, { $mistakes ->
    [one] { $mistakes } erreur
   *[other] { $mistakes } erreurs
}, { $blunders ->
    [one] { $blunders } gaffe
   *[other] { $blunders } gaffes
}.
host-review-side-idle = { $color } ({ $player }) : aucun coup joué.
host-review-moments = Les pires moments :
host-review-moment = Coup { $move } { $played } ({ $class }) : { $better } était meilleur ; l'évaluation est passée de { $before } à { $after }.
host-review-moment-only = Coup { $move } { $played } ({ $class }) : l'évaluation est passée de { $before } à { $after }.
host-review-luck = Coup { $move } { $played } : le hasard ({ $causes }) a fait basculer la partie, l'évaluation est passée de { $before } à { $after }.
host-review-clean = Aucune imprécision, erreur ni gaffe.
host-review-chakart = Au Chakart, chaque coup est jugé en espérance sur les tirages au sort qu'il pouvait encore rencontrer (bananes, bombes, champignons, œufs), d'après ce que son joueur voyait ; les tirages venus sont de la chance, comptée à part.
host-review-koopa = Au Koopa, seul le départ est tiré au sort : chaque coup est jugé comme aux échecs, sans part de hasard.
host-review-depth = Le moteur a cherché à { $depth } demi-coups en moyenne (au moins { $min }), { $ms } ms de réflexion par position.
host-review-worst = Coup { $move } { $played } : la position avant ce coup, le meilleur coup en flèche.
help-tournament-rules = **Arène** : elle dure ses minutes ; vous êtes apparié de nouveau dès la fin de votre partie, avec un joueur proche de vous au classement, jamais l'adversaire que vous venez de rencontrer. Une victoire rapporte 2, une nulle 1, une défaite 0 ; après deux victoires de suite vous êtes en feu 🔥 et chaque victoire suivante rapporte 4 jusqu'à une partie qui n'est pas gagnée. `tournoi pause` saute les appariements jusqu'à `tournoi rejoindre`. Les parties en cours à la fin du temps se terminent et comptent.
    { "**" }Suisse** : rondes appariées par le système néerlandais de la FIDE (pas de revanche, couleurs équilibrées, au plus une exemption par joueur, qui vaut un point) ; une ronde est appariée quand toutes les parties de la précédente sont finies ; départages choisis à la création (`bh1` Buchholz moins le plus faible, `bh` Buchholz, `sb` Sonneborn-Berger, `de` confrontation directe).
    Dans les deux, un joueur qui ne joue pas son premier coup dans le délai perd par forfait, et une partie de tournoi ne peut être ni annulée ni reprise.

## Parties en équipe

command-words-team = équipe equipe

## Les mots des sous-commandes d'`équipe` (comme pour `tournoi`).
subcommand-words-team-join = rejoindre rejoins
subcommand-words-team-leave = quitter quitte
subcommand-words-team-start = lancer démarrer demarrer commencer
subcommand-words-team-votes = votes
subcommand-words-team-close = clore fermer
usage-team = `équipe rejoindre [blancs|noirs] [#N]`, `équipe quitter [#N]`, `équipe lancer [#N]`, `équipe votes [#N]`, `équipe clore [#N]`, `défi <variante> équipe [@adversaire|@bot niveau=N] [en blancs|noirs] [blancs=ouvert|@a,@b|@rôle] [noirs=…] [vote=45s|2m|1h]`
slash-team = Parties en équipe : rejoindre un camp, lancer, voir et clore le vote
slash-team-join = Rejoindre un camp d'une partie en équipe avant son début
slash-team-leave = Quitter le camp rejoint
slash-team-start = Lancer la partie en équipe que vous avez proposée
slash-team-votes = Voir le vote de l'équipe au trait
slash-team-close = Clore le vote maintenant (le créateur de la partie ou un modérateur)
slash-opt-team-side = Le camp à rejoindre
err-vote-window = `{ $value }` n'est pas une durée de vote : écrivez vote=10s à vote=24h (par exemple vote=45s, vote=2m, vote=1h).
host-button-join-white = Rejoindre les blancs
host-button-join-black = Rejoindre les noirs
host-button-team-leave = Quitter
host-button-team-start = Lancer
host-side-player = { $player } ({ $color ->
    [white] blancs
   *[black] noirs
})
host-team-name = l'équipe des { $color ->
    [white] blancs
   *[black] noirs
}
host-team-challenge = Partie en équipe n°{ $id } : { $ruleset }, { $clock }, chaque vote ouvert { $window }. Blancs : { $white }. Noirs : { $black }.
host-team-how-join = Rejoignez un camp avec les boutons ou en tapant { $forms }.
host-team-how-start = { $player } lance la partie avec `{ $start }` dès que chaque équipe a un joueur.
host-team-how-accept = { $player } lance la partie avec `{ $accept }` dès que chaque équipe a un joueur.
host-team-fairness = Engagement d'équité : `{ $commitment }`. Expire { $expires }.
host-team-side-open = qui rejoint ({ $count ->
    [0] personne encore
   *[other] { $names }
})
host-team-side-role = tous ceux qui ont { $role }
host-team-side-taken = L'adversaire nommé joue seul un camp : l'équipe joue l'autre (choisissez-le avec `en blancs` ou `en noirs`), et personne ne rejoint le camp de cet adversaire.
host-team-not-team = n°{ $id } n'est pas une partie en équipe.
host-team-started = La partie en équipe n°{ $id } a commencé : ses équipes sont fixées.
host-team-none-here = Aucune partie en équipe n'attend de joueurs dans ce salon.
host-team-which-side = Quel camp ? Tapez { $forms }.
host-team-side-closed = Le camp des { $color ->
    [white] blancs
   *[black] noirs
} de la partie n°{ $id } n'est pas ouvert.
host-team-already = Vous êtes déjà dans l'équipe des { $color ->
    [white] blancs
   *[black] noirs
} de la partie n°{ $id }.
host-team-joined = Vous avez rejoint l'équipe des { $color ->
    [white] blancs
   *[black] noirs
} de la partie n°{ $id }.
host-team-left = Vous avez quitté l'équipe des { $color ->
    [white] blancs
   *[black] noirs
} de la partie n°{ $id }.
host-team-not-in = Vous n'êtes dans aucune équipe de la partie n°{ $id } que vous puissiez quitter.
host-team-person-starts = { $player } joue seul un camp de la partie en équipe n°{ $id } et la lance avec `{ $accept }`.
host-team-start-not-yours = Seul { $player }, qui a proposé la partie en équipe n°{ $id }, ou un modérateur peut la lancer.
host-team-join-not-accept = n°{ $id } est une partie en équipe : rejoignez un camp avec les boutons ou `{ $join } blancs` / `{ $join } noirs`.
host-team-empty-side = L'équipe des { $color ->
    [white] blancs
   *[black] noirs
} de la partie n°{ $id } n'a encore personne : chaque équipe a besoin d'un joueur.
host-team-begins = Les équipes sont fixées : la partie n°{ $id } commence.
host-team-turn = L'équipe des { $color ->
    [white] blancs
   *[black] noirs
} vote son coup jusqu'à { $at } : chaque membre tape un coup ici (un vote chacun, modifiable), ou `abandonner`.
host-team-vote-counted = Partie n°{ $game } : votre vote pour { $move } compte ({ $votes } sur { $members } ont voté).
host-team-vote-changed = Partie n°{ $game } : votre vote est maintenant { $move } ({ $votes } sur { $members } ont voté).
host-team-vote-same = Partie n°{ $game } : vous avez déjà voté pour cela.
host-team-not-member = Vous n'êtes dans aucune équipe de la partie n°{ $game }.
host-team-not-your-vote = Partie n°{ $game } : c'est l'équipe des { $color ->
    [white] blancs
   *[black] noirs
} qui vote maintenant, pas la vôtre.
host-team-no-ballot = Partie n°{ $game } : aucune équipe ne vote maintenant.
host-team-illegal = Partie n°{ $game } : ce coup n'est pas légal pour votre équipe maintenant.
host-team-resign-word = abandon
host-team-tally = Partie n°{ $game }, vote des { $color ->
    [white] blancs
   *[black] noirs
} ({ $votes } { $votes ->
    [one] vote
   *[other] votes
}) : { $list }.
host-team-tally-item = { $move } ×{ $votes }
host-team-all-voted = Tous les membres avaient voté.
host-team-closed-early = { $player } a clos le vote avant la fin.
host-team-tie = Égalité entre { $choices } coups, départagée équitablement par la graine de la partie : { $move }.
host-team-empty-turn = Partie n°{ $game } : personne n'a voté, le niveau le plus faible de l'ordinateur a joué pour l'équipe des { $color ->
    [white] blancs
   *[black] noirs
} (encore { $left } { $left ->
    [one] tour
   *[other] tours
} ainsi et elle perd par forfait).
host-team-forfeit = Partie n°{ $game } : l'équipe des { $color ->
    [white] blancs
   *[black] noirs
} a laissé { $turns } tours de suite sans vote : elle perd par forfait.
host-team-resigned = Partie n°{ $game } : l'équipe des { $color ->
    [white] blancs
   *[black] noirs
} a voté l'abandon.
host-team-votes-now = Partie n°{ $game } : l'équipe des { $color ->
    [white] blancs
   *[black] noirs
} vote jusqu'à { $at } ; { $votes } { $votes ->
    [one] vote
   *[other] votes
} pour l'instant. { $list }
host-team-close-not-yours = Seul { $player }, qui a proposé la partie n°{ $game }, ou un modérateur peut clore son vote avant la fin.
host-team-no-offers = La partie n°{ $game } se joue en équipe : ni nulle proposée, ni reprise, ni interruption ; une équipe abandonne en votant `abandonner`.
host-game-unrated-team = La partie n°{ $game } se jouait en équipe : elle n'est pas classée (pas de changement de classement).
host-team-pick = Voter pour un coup déjà proposé
host-team-window-seconds = { $seconds } s
host-team-room-name = n°{ $game } équipe des { $color ->
    [white] blancs
   *[black] noirs
}
host-team-room-hello = Voici le salon privé de { $team } pour la partie n°{ $game } : seuls ses membres et les modérateurs du serveur le voient. Tapez vos votes ici, les secrets aussi (comme `furtif Dh5`) : l'autre équipe ne les voit jamais. Le plateau de votre camp, dame cachée comprise, arrive ici après chacun de vos coups secrets.
host-team-room-board = Partie n°{ $game } : le plateau de { $team } (seule votre équipe le voit).
host-team-secret-deleted = Partie n°{ $game } : un coup furtif est secret, j'ai donc supprimé votre message du salon. Rien n'a été compté : votez-le dans le salon privé de votre équipe.
host-team-secret-seen = Partie n°{ $game } : votre coup furtif a été écrit dans le salon, où tout le monde peut le lire, et je ne peux pas le supprimer (un modérateur peut m'accorder « Gérer les messages »). Rien n'a été compté. Cette case n'est plus secrète, mais un coup furtif vers une autre case reste au choix de votre équipe : votez-le dans le salon privé de votre équipe.
host-team-more = { $count } de plus
host-team-vote-counted-role = Partie n°{ $game } : votre vote pour { $move } compte ({ $votes } ont voté jusqu'ici).
host-team-vote-changed-role = Partie n°{ $game } : votre vote est maintenant { $move } ({ $votes } ont voté jusqu'ici).
