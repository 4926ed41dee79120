# chakbot: English messages. Every message here must exist in fr.ftl too (a test checks).
# Arguments: $color white|black, $role pawn|knight|bishop|rook|queen|king|maharaja|any,
# $object mushroom|banana|bomb|egg, squares as text (e4).

## Words

color = { $color ->
    [white] White
   *[black] Black
}
piece = { $role ->
    [any] a piece
   *[other] the { $color ->
        [white] white
       *[black] black
    } { $role ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
       *[maharaja] Maharaja
    }
}
role = { $role ->
    [pawn] pawn
    [knight] knight
    [bishop] bishop
    [rook] rook
    [queen] queen
    [king] king
   *[maharaja] Maharaja
}
object-the = the { $object ->
    [mushroom] mushroom
    [banana] banana
    [bomb] bomb
   *[egg] egg
}
object-a = { $object ->
    [mushroom] a mushroom
    [banana] a banana
    [bomb] a bomb
   *[egg] an egg
}

## Narration

ev-moved = { $piece } moved from { $from } to { $to }.
ev-castled = { $color } castled.
ev-captured = { $piece } on { $square } was captured.
ev-left-game = { $piece } on { $square } left the game.
ev-promoted = The pawn on { $square } was promoted to a { $role }.
ev-check = { $color } is in check.
ev-stunned = { $piece } on { $square } is stunned.
ev-bounced = { $piece } bounced to { $to }.
ev-kicked = { $piece } on { $square } was kicked off the board.
ev-fell-off = { $piece } fell off the board from { $from }.
ev-recovered = No longer stunned: { $squares }.
ev-item-dropped = { $object } was dropped on { $square }.
ev-object-hit = { $piece } hit { $object } on { $square }.
ev-hit-and-hopped = { $piece } hit { $object } on { $square } and { $cause ->
    [banana] slipped
    [bomb] was blown
   *[mushroom] bounced
} to { $to }.
ev-hopped = { $piece } { $cause ->
    [banana] slipped
    [bomb] was blown
   *[mushroom] bounced
} from { $from } to { $to }.
ev-jumped = { $piece } jumped over { $over } to { $to }.
ev-egg = Egg! { $effect }.
ev-egg-void = Egg! { $effect }, but it had no effect.
ev-effect-void = { $effect } had no effect.
ev-egg-king-boo = Egg! { $effect }: two pieces will swap places.
ev-egg-toadette = Egg! { $effect }: a piece will be put on the board.
ev-egg-daisy = Egg! { $effect }: one more move.
ev-egg-koopa = Egg! { $effect } sent { $piece } back to { $to }.
ev-egg-chomp = Egg! { $effect } ate { $piece } on { $square }.
ev-egg-bowser = Egg! { $effect } immobilized { $piece } on { $square }.
ev-egg-recolored = Egg! { $effect }: { $piece } on { $square } now plays for { $now }.
ev-sent-back = { $piece } went back to { $to }.
ev-immobilized = { $piece } on { $square } is immobilized.
ev-released = Free to move again: { $squares }.
ev-recolored = { $piece } on { $square } now plays for { $now }.
ev-swapped = { $first } on { $a } and { $second } on { $b } swapped places.
ev-piece-dropped = { $piece } was put on { $square }.
ev-stealth = { $piece } moved in secret from { $from } to { $to }.
ev-vanished = { $piece } vanished from { $from }.
ev-revealed = { $piece } reappeared on { $square }.
ev-shell = A shell flew from { $from } to { $target }.
ev-destroyed = { $object } on { $square } was destroyed.
ev-hidden-captured = { $piece }, hidden on { $square }, was captured!
ev-choice-awaited = { $color } must make a choice.

## Narration (issue 14): own captures, items without effect, an item replacing another
ev-captured-own = { $piece } on { $square } was captured by its own side.
ev-object-hit-void = { $piece } hit { $object } on { $square }, which did nothing: { $why ->
    [slider] a mushroom only pushes pawns, knights and kings
    [blocked] the square beyond was taken or off the board
   *[stuck] there was no free square to go to
}.
ev-item-replaced = { $object } was dropped on { $square }, replacing { $old }.
pending-promotion = { $color } must choose what the pawn on { $square } becomes.
pending-king-boo = { $color } must choose two pieces to swap (King Boo).
pending-toadette = { $color } must choose a captured piece and where to put it (Toadette).
pending-toadette-role = { $color } must choose where to put the new { $role } (Toadette).
pending-daisy = { $color } plays one more move (Daisy).

## Outcomes

outcome-win = { $color } wins { $reason ->
    [checkmate] by checkmate
    [king-kicked] by kicking the enemy king off the board
    [kings-captured] by taking every enemy king
    [no-legal-move] as the opponent has no legal move
    [resignation] by resignation
    [timeout] on time
   *[adjudication] by adjudication
}.
outcome-draw = Draw { $reason ->
    [stalemate] by stalemate
    [no-legal-move] as the side to move has no legal move
    [threefold] by threefold repetition
    [fifty-moves] by the fifty-move rule
    [insufficient-material] by insufficient material
    [both-kings-lost] as both sides lost their last king at once
    [timeout-vs-insufficient] on time, against a side that cannot mate
    [agreement] by agreement
   *[adjudication] by adjudication
}.

## Command errors

err-empty = Say something: try `help`.
err-too-long = That message is too long for me ({ $chars } characters; I read up to { $max }). Try `help`.
err-unknown-command = I don't know the command `{ $value }`. Try `help`.
err-unknown-command-suggest = I don't know the command `{ $word }` -- did you mean `{ $suggestion }`? Try `help`.
err-setting-word = `{ $word }` is a setting, not a command: `{ $mine }` changes yours.
err-setting-word-moderator = `{ $word }` is a setting, not a command: `{ $mine }` changes yours, `{ $server }` the server's.
err-missing = `{ $command }` needs more: { $usage }
err-unexpected = I did not understand `{ $value }` after `{ $command }`. Usage: { $usage }
err-near-word = I did not understand `{ $value }` after `{ $command }` -- did you mean `{ $suggestion }`? Try `{ $help }`.
err-ruleset = `{ $value }` is not a rule set: choose one of { $list }.
err-ruleset-near = `{ $value }` is not a rule set -- did you mean `{ $suggestion }`? Choose one of { $list }.
err-start = `{ $value }` is not a start option: write start=0 (standard), start=1 (random, symmetric) or start=2 (random, asymmetric).
err-color = `{ $value }` is not a colour: write `as white` or `as black`.
err-team-side = `{ $value }` is not a side: write `{ $join } { $white }` or `{ $join } { $black }`.
err-game-id = `{ $value }` is not a game number: write it like `#12`.
err-user = `{ $value }` is not a user: mention them, like @name.
err-role = `{ $value }` is not a role: mention it, like @role.
err-mass-mention = Name one person or one role, not everyone.
err-verdict = `{ $value }` is not a result: write 1-0, 0-1 or 1/2-1/2.
err-language = `{ $value }` is not a language I speak: choose en, fr or de.
err-orientation = `{ $value }` is not an orientation: choose white, black or auto.
err-theme = `{ $value }` is not a theme name (letters, digits and dashes, up to 20).
err-on-off = `{ $value }`: write on or off.
err-allow-deny = `{ $value }`: write allow or deny.
err-duplicate = `{ $command }` got `{ $value }` twice, or two values for the same thing.
err-help-topic = There is no command `{ $value }`. Try `help` for the list.
err-slash-option = `/{ $command }` has no option `{ $value }`.
err-clock-unparseable = `{ $value }` is not a time control: write days or hours per move (3d, 12h) or minutes plus seconds of increment (10+5).
err-clock-too-short = `{ $value }` per move is too short: a correspondence game gives at least 1 hour (1h).
err-clock-too-long = `{ $value }` per move is too long: a correspondence game gives at most 14 days (14d).
err-clock-live-minutes = A live game gives each side 1 to 180 minutes, not { $value }.
err-clock-increment = The increment is 0 to 60 seconds, not { $value }.

## Help

help-intro = I host games of { $rulesets }. Start one with `challenge chakart @friend`; in a game's thread, just type your moves (`e4`, `Nf3`). Outside a game, start commands with `!` or mention me.
help-players = Commands: { $list }.
help-moderators = Moderators: { $list }.
help-more = Type `help <command>` for details, and `rules <ruleset>` for the rules.
help-usage = **{ $command }**: { $description }
    { $usage }
rules-list = Rule sets: { $list }. Type `rules <ruleset>` for a summary.
rules-chess = **Chess**: the usual rules (FIDE), with every automatic draw: stalemate, threefold repetition, fifty moves, insufficient material.
rules-maharaja = **Maharaja and the Sepoys**: White has a single Maharaja, which moves as a queen and a knight; Black has a full army. Black castles, pawns promote (not to a Maharaja). Checkmate the Maharaja, or be mated.
rules-koopa = **Koopa chess**: a capture does not remove a piece, it stuns it; the capturing piece bounces on. A stunned piece can be kicked off the board, with everything behind it on that line. You win by kicking the enemy king out. Start option `start=1` or `start=2` shuffles the back rank.
rules-chakart = **Chakart**: chess with items from Mario Kart. Pieces leave items behind: mushrooms (a boost), bananas (you slip), bombs (you are blown away) and eggs. An egg hatches one of eight effects: King Boo (swap two pieces), Koopa (go back), Toadette (put a piece on the board), Chomp (eaten), Daisy (one more move), Bowser (immobilized), Luigi and Waluigi (a piece changes side). Once per game your queen can move in secret (the stealth move, sent to me by direct message: `stealth Qh5`), and your king can throw a shell (`shell e7`). Kings can be captured: take them all to win. Every random draw is fair and can be checked with `verify`.
rules-chakart-2020 = **Chakart, 2020 edition**: the first Chakart rules. Items, eggs, the secret queen move and the shell as in Chakart, with the 2020 egg effects: Toadette puts back a piece you captured, King Boo swaps with the piece that hit the egg. Type `rules chakart` for the basics.

## Slash command descriptions (Discord: at most 100 characters)

slash-challenge = Challenge someone (or anyone) to a game
slash-accept = Accept a challenge
slash-decline = Decline a challenge
slash-cancel = Cancel your challenge
slash-move = Play a move in your game
slash-board = Show the board
slash-moves = List your legal moves
slash-resign = Resign (you will be asked to confirm)
slash-confirm = Confirm what you were asked to confirm
slash-draw = Offer, accept or decline a draw
slash-abort = Abort a game before both sides have moved
slash-takeback = Ask for, accept or decline a takeback
slash-rematch = Offer a rematch with colours reversed
slash-games = List your games
slash-history = Show a game's moves
slash-export = Export a game record
slash-replay = Watch a game as an animated image
slash-review = Review a finished game: accuracy, mistakes, the evaluation graph
slash-rules = Explain a rule set
slash-leaderboard = Show the best players
slash-stats = Show a player's ratings and results
slash-settings = Change your language, board theme or orientation
slash-verify = Check a finished game's random draws
slash-help = How to use the bot
slash-mod = Moderator commands
slash-mod-games = List the server's games
slash-mod-abort = Abort a game
slash-mod-adjudicate = Decide a game's result
slash-mod-void = Void a game (no rating change)
slash-mod-ban = Stop a user from playing
slash-mod-unban = Let a user play again
slash-mod-log = Show the moderation log
slash-mod-peek = Look at a game's hidden state (logged)
slash-config = Server settings
slash-config-channel = Allow or deny games in this channel
slash-config-threads = Give each game its own thread, or not
slash-config-theme = Set the theme of the boards everyone sees
slash-config-orientation = Set which side is at the bottom of the boards everyone sees
slash-config-clock = Set the default clock
slash-config-language = Set the server language
slash-config-role = Set the role pinged for open challenges
slash-config-modrole = Set the moderator role
slash-opt-ruleset = The rule set
slash-opt-opponent = Who you challenge (nobody: an open challenge)
slash-opt-color = Your colour
slash-opt-start = Start position: 0 standard, 1 random symmetric, 2 random asymmetric
slash-opt-clock = Time control: 3d, 12h per move, or 10+5
slash-opt-game = Game number, like #12
slash-opt-move = Your move, like e4 or Nf3
slash-opt-answer = Offer/accept, or decline
slash-opt-user = The user
slash-opt-language = Language
slash-opt-theme = Board theme
slash-opt-orientation = Board orientation
slash-opt-command = A command name
slash-opt-section = A part of the Chakart rules
slash-opt-result = The result
slash-opt-reason = Why
slash-opt-scope = Where: the whole server (the default) or only this channel
slash-opt-ban-games = Their running games here: end them (lost) or freeze them; left out, they go on
slash-opt-role = The role
slash-opt-setting = The setting

## Host: core, challenges, play

host-store-failed = Something went wrong on my side and nothing was changed. Please try again in a moment.
host-store-unavailable = I cannot save anything right now (my storage is full or failing), so nothing was changed. I will work again by myself once it is fixed: please try again later.
host-store-unreachable = I cannot reach my storage right now (its server does not answer), so nothing was changed. I will work again by myself as soon as it answers: please try again in a moment.
host-store-read-only = I cannot save anything right now because my database is read-only, so nothing was changed. I will work again by myself once it accepts changes: please try again later.
host-rate-limited = You are sending commands too fast; please wait a few seconds.
host-not-moderator = Only moderators can use `{ $command }`.
host-banned = A moderator has stopped you from playing on this server.
host-unknown-button = This button or menu is not one of mine, or it is too old to use.
host-empty-choice = Nothing was chosen.
host-no-such-game = There is no game #{ $game }.
host-no-game = You have no game in progress here. Start one with `challenge`.
host-no-game-to-read = You have no game here yet, in progress or finished. Name one by its number, like `{ $command } #12`, or start one with `challenge`.
host-which-game = You have several games in progress ({ $games }): add the game's number, like `#12`.
host-which-game-type = You have several games in progress; say which: { $choices }.
host-not-your-game = You are not playing in game #{ $game }.
host-secret-in-dm = That move must stay secret: send it to me in a direct message (game #{ $game }).
host-secret-deleted = Game #{ $game }: a stealth move is secret, so I deleted your message from the channel. Nothing was played: send the stealth move to me in a direct message.
host-secret-seen = Game #{ $game }: your stealth move was typed in the channel, where everyone can read it, and I may not delete it (a moderator can grant me Manage Messages). Nothing was played. That destination is no secret any more, but a stealth move to another square is still yours to choose: send it to me in a direct message.
host-move-number = Move { $number } ·
host-played = #{ $game }: { $player } played { $move }.
host-you-played = Game #{ $game }: your move is played.
host-to-move = { $player } to move.
host-to-move-by = { $player } to move, by { $at }.
host-button-rematch = Rematch
host-button-review = Review
host-choice-ask = Game #{ $game }: { $what } Choose below, or type your answer here.
host-choice-placeholder = Your choice

## Choices (issue 14): steps of at most 25 options, the forms an answer takes
choice-step = Game #{ $game }: { $picked } chosen. Choose below, or type the whole answer, like `{ $example }`.
choice-forms = Game #{ $game } is waiting for this: { $what } Choose in the menu I sent, or type it, for example { $forms }.
choice-group-white = White pieces
choice-group-black = Black pieces
choice-group-pawns = { $color ->
    [white] White pawns
   *[black] Black pawns
}
choice-group-rank = Rank { $rank }
choice-group-kind = { $kind ->
    [stealth] Stealth moves
    [shell] Shell
   *[move] Moves
}
# The words of a choice's menu steps, typed back as they are shown (`drop rank5`,
# `swap white-pawns`); the English ones work in every language. One word each, no spaces.
choice-token-white = white
choice-token-black = black
choice-token-white-pawns = white-pawns
choice-token-black-pawns = black-pawns
choice-token-rank = rank
choice-token-move = move
# A Chakart move typed with a promotion (`a8=Q`) whose pawn no longer promotes after the move's effects.
host-promotion-not-applied = Game #{ $game }: after what your move set off, your pawn does not promote now, so `{ $promotion }` was not applied.

host-board-over = Game #{ $game } is over; its final position:
host-board = Game #{ $game }: waiting for { $player }.
host-not-your-turn = Game #{ $game }: it is not your turn (waiting for { $player }).
host-moves = Game #{ $game }, your { $count } legal moves: { $moves }
host-move-unreadable = I cannot read `{ $text }` as a move (try e4, Nf3, exd5, e8=Q, O-O or e2e4).
host-move-off-board = There is no square { $square }: the files go from a to h and the ranks from 1 to 8.
host-move-not-your-turn = Game #{ $game }: it is { $color ->
    [white] White
   *[black] Black
}'s turn, not yours.
host-game-over = Game #{ $game } is over.
host-move-illegal = `{ $text }` is not possible: { $reason }.
host-out-of-time = Time is up for { $color ->
    [white] White
   *[black] Black
}: the game ends on time.
host-refused = Refused: { $reason }.
host-rating-change = { $player }: { $before } → { $after } ({ $delta }).
host-game-aborted = Game #{ $game } was aborted: no result, no rating change.
host-secret-revealed = Fairness: game #{ $game }'s server secret was `{ $secret }`; `verify #{ $game }` checks every random draw.
host-challenge-in-channel = Challenges are made in a server channel, not in a direct message.
host-channel-closed = Moderators have closed this channel to new games.
host-unknown-user = I don't know that user; mention them with @.
host-challenge-self = You cannot challenge yourself.
host-opponent-banned = { $player } may not play on this server.
host-too-many-challenges = You already have { $max } challenges waiting; cancel one first.
host-too-many-games = You are already playing { $max } games; finish one first.
host-challenge-plays = the challenger plays { $color ->
    [white] White
   *[black] Black
}
host-challenge-random-colors = colours drawn at random
host-challenge-posted = Challenge #{ $id }: { $challenger } challenges { $opponent } to { $ruleset } ({ $clock }, { $colors }). { $opponent }: `accept` or `decline`. Fairness commitment: `{ $commitment }`. Expires { $expires }.
host-challenge-open = Open challenge #{ $id }: { $challenger } wants to play { $ruleset } ({ $clock }, { $colors }). Anyone may `accept`. Fairness commitment: `{ $commitment }`. Expires { $expires }.
host-button-accept = Accept
host-button-decline = Decline
host-button-cancel = Withdraw
host-challenge-expired = Challenge #{ $id } has expired.
host-challenge-answered = Challenge #{ $id } was already answered.
host-no-such-challenge = There is no challenge #{ $id }.
host-no-challenge = There is no challenge waiting for you here.
host-which-challenge = Several challenges match ({ $ids }): add the number, like `#12`.
host-which-challenge-type = Several challenges match; say which: { $choices }.
host-own-challenge = Challenge #{ $id } is yours: wait for an opponent, or `cancel` it.
host-not-invited = Challenge #{ $id } is for someone else.
host-challenge-broken = Challenge #{ $id } cannot be read any more; please make a new one.
host-game-started = Game #{ $game } begins: { $ruleset }, { $white } against { $black }, { $clock }. { $first } to move.
host-decline-own = Challenge #{ $id } is yours: use `cancel` to withdraw it.
host-not-your-challenge = Challenge #{ $id } is not yours to withdraw.
host-challenge-accepted = { $player } accepted challenge #{ $id } from { $challenger }: game #{ $id } begins.
host-challenge-declined = { $player } declined challenge #{ $id } from { $challenger }.
host-challenge-cancelled = { $challenger } withdrew challenge #{ $id }.
host-rematch-not-over = Game #{ $game } is not over yet.
host-rematch-tournament = Game #{ $game } was played in tournament #{ $tournament }, which pairs its own games: a rematch can be asked for once it has ended.
host-not-yet = This command is not available yet.

## Host: lifecycle (messages of src/host/lifecycle.rs go here)

host-done-in-channel = Done: game #{ $game }'s channel has the news.
host-resign-ask = Game #{ $game }: do you really want to resign? Press the button, or type `confirm`, within 2 minutes.
host-button-resign = Resign
host-resigned = { $player } resigns game #{ $game }.
host-confirm-nothing = You have nothing to confirm: type `resign` first.
host-confirm-other = This button is for game #{ $game }, but your latest request is for another game; type `resign` again.
host-confirm-expired = Your request to resign game #{ $game } has expired (2 minutes); type `resign` again.
host-draw-offered = { $player } offers a draw in game #{ $game }. { $opponent }: accept with `draw`, or decline with `draw decline`.
host-draw-offered-computer = { $player } offers a draw in game #{ $game }; { $opponent } will answer in a moment.
host-draw-agreed = { $player } accepts the draw in game #{ $game }.
host-draw-declined = { $player } declines the draw offer in game #{ $game }.
host-draw-already = You have already offered a draw in game #{ $game }; it is up to your opponent now.
host-draw-own = The draw offer in game #{ $game } is yours: only your opponent can answer it.
host-draw-none = There is no draw offer from your opponent to answer in game #{ $game } (an offer lapses when its receiver moves).
host-button-draw-accept = Accept the draw
host-aborted-by = { $player } aborts game #{ $game }.
host-abort-too-late = Game #{ $game } can no longer be aborted: both sides have moved. Resign or offer a draw instead.
host-takeback-random = There are no takebacks in { $ruleset }: its moves draw random numbers, and taking a move back would let a player draw again.
host-takeback-asked = { $player } asks to take back their last move in game #{ $game }. { $opponent }: agree with `takeback`, or refuse with `takeback decline`.
host-takeback-asked-computer = { $player } asks to take back their last move in game #{ $game }; { $opponent } will answer in a moment.
host-takeback-done = Game #{ $game }: takeback agreed, taken back: { $move } by { $player }. { $next } to move.
host-takeback-done-reply = Game #{ $game }: takeback agreed, taken back: { $move } by { $player } and the reply { $reply } by { $opponent }. { $next } to move.
host-takeback-declined = { $player } refuses the takeback in game #{ $game }.
host-takeback-already = You have already asked for a takeback in game #{ $game }; it is up to your opponent now.
host-takeback-own = The takeback request in game #{ $game } is yours: only your opponent can answer it.
host-takeback-none = There is no takeback request from your opponent to answer in game #{ $game }.
host-takeback-nothing = You have no move to take back in game #{ $game }.
host-button-takeback-accept = Agree to the takeback
host-button-takeback-decline = Refuse the takeback

## Host: info (messages of src/host/info.rs go here)

host-games-title = Your games in progress:
host-games-line = #{ $game }, { $ruleset }, against { $opponent }: { $mine ->
    [yes] your turn
   *[no] their turn
}, { $deadline }.
host-games-deadline = deadline { $at }
host-games-no-deadline = no deadline
host-games-challenges = Your challenges waiting for an answer:
host-games-challenge-out = #{ $id }, { $ruleset }: you challenge { $opponent }.
host-games-challenge-open = #{ $id }, { $ruleset }: your open challenge.
host-games-challenge-in = #{ $id }, { $ruleset }: { $challenger } challenges you (`accept` or `decline`).
host-games-none = You have no game in progress and no challenge waiting.
host-history = Game #{ $game }, { $ruleset }: { $white } against { $black }.
host-history-on = In progress (hidden moves stay hidden until the end).
host-history-in-progress = In progress.
host-history-empty = No moves yet.
host-export-running = Game #{ $game }'s record so far. Hidden moves stay hidden, and the fairness secret is revealed, only when the game ends.
host-export-over = Game #{ $game }'s record, with its fairness secret and seed; `verify #{ $game }` or `chakbot verify FILE` checks it.
host-replay-running = Game #{ $game } so far, as the public sees it: hidden moves stay hidden until the end.
host-replay-so-far = Game #{ $game } so far.
host-replay-over = Game #{ $game }, move by move, every move shown.
host-replay-start = Start position
host-per-server = Ratings are kept per server: use `{ $command }` in a channel of the server you play on.
host-leaderboard-title = Leaderboard, { $ruleset }:
host-leaderboard-line = { $rank }. { $player }: { $rating } ({ $games ->
    [one] { $games } game
   *[other] { $games } games
})
host-leaderboard-empty = No rated game has been played on this server yet.
host-leaderboard-empty-ruleset = No rated { $ruleset } game has been played on this server yet.
host-stats-title = { $player } on this server:
host-stats-line = { $ruleset }: { $rating } ±{ $deviation }, { $games ->
    [one] { $games } game
   *[other] { $games } games
}{ $provisional ->
    [yes] , provisional rating
   *[no] {""}
}
host-stats-none = { $player } has no rated game on this server yet.
host-settings = Your settings: language { $language ->
    [en] English
    [fr] French
    [de] German
   *[auto] automatic (your Discord language, then the server's)
}, board theme { $theme }, orientation { $orientation ->
    [white] White at the bottom
    [black] Black at the bottom
   *[auto] automatic
}.
host-settings-saved = Saved.
host-settings-theme = There is no board theme `{ $theme }`; choose one of: { $themes }.
host-verify-ok = Game #{ $game } checks out: the revealed secret matches the commitment `{ $commitment }`, the seed `{ $seed }` derives from it, and { $turns } turns with { $draws } random draws replay exactly.
host-verify-failed = Game #{ $game } does NOT check out: { $reason }.
host-verify-running = Game #{ $game } is still being played: its server secret is revealed when it ends, and `verify #{ $game }` checks it then. Its commitment: `{ $commitment }`.

## Host: moderation (messages of src/host/moderation.rs go here)

host-mod-games-title = Games in progress on this server ({ $count }):
host-mod-games-line = #{ $game }, { $ruleset }: { $white } against { $black }, { $color ->
    [white] White
   *[black] Black
} to move, { $deadline }.
host-mod-games-more = …and { $count } more.
host-mod-games-none = No game is in progress on this server.
host-mod-own-game = You play in game #{ $game }: another moderator must decide about it.
host-mod-aborted = A moderator aborted game #{ $game }.
host-mod-adjudicated = A moderator adjudicated game #{ $game }.
host-mod-voided = A moderator voided game #{ $game }: it is annulled and counts for nothing (no result, no rating change).
host-mod-peek = Game #{ $game }, its hidden state (only you see this, and the look is logged). Position: `{ $fen }`
host-mod-peek-hidden = Hidden from the public: { $list }.
host-mod-peek-nothing = Nothing is hidden from the public right now.
host-mod-peek-pending = Waiting: { $what }
host-mod-peek-own = You play in game #{ $game }: you may not look at its hidden state.
host-mod-peek-over = Game #{ $game } is over: nothing is hidden any more, `board #{ $game }` shows it.
host-mod-on-square = { $piece } on { $square }
host-mod-banned = { $player } may no longer play on this server.
host-mod-ban-reason = Reason: { $reason }
host-mod-ban-challenges = { $count ->
    [one] Their waiting challenge was withdrawn.
   *[other] Their { $count } waiting challenges were withdrawn.
}
host-mod-ban-games = { $count ->
    [one] Their running game was ended.
   *[other] { $count } running games of theirs were ended.
}
host-mod-ban-ended = Game #{ $game } is over: { $player } was banned by a moderator and loses it.
host-mod-ban-frozen-games = { $count ->
    [one] Their running game was frozen.
   *[other] { $count } running games of theirs were frozen.
}
host-mod-ban-frozen = Game #{ $game } is frozen: { $player } was banned by a moderator. Nobody can play in it and its clocks are stopped until the ban is lifted.
host-mod-unban-thawed-games = { $count ->
    [one] Their frozen game goes on.
   *[other] { $count } frozen games of theirs go on.
}
host-mod-unban-thawed = Game #{ $game } goes on: { $player } may play again, and the clocks restart with the time that was left.
host-game-frozen = Game #{ $game } is frozen by a moderator: nobody can play in it until it is unfrozen.
host-mod-challenge-withdrawn = Challenge #{ $id } from { $challenger } was withdrawn by a moderator.
host-mod-already-banned = { $player } is already banned from playing here.
host-mod-ban-self = You cannot ban yourself.
host-mod-unbanned = { $player } may play on this server again.
host-mod-not-banned = { $player } is not banned here.
host-mod-channel-allowed = Games may now start in this channel. While a channel is allowed, games start only in allowed channels ({ $count } now).
host-mod-channel-denied = Games may no longer start in this channel; games in progress here go on.
host-mod-threads = { $on ->
    [yes] Each new game now gets its own thread.
   *[no] New games are now played in the channel where they start, without a thread.
}
host-mod-channel-threads = { $on ->
    [yes] New games challenged in this channel now get their own thread, whatever the server's setting.
   *[no] New games challenged in this channel are now played in it, without a thread, whatever the server's setting.
}
host-mod-clock = Challenges that name no clock now use { $clock }.
host-mod-theme = Boards shown in the channels now use the { $theme } theme (players' own themes shape only their private boards).
host-mod-orientation = Boards shown in the channels now show { $orientation ->
    [white] White
    [black] Black
   *[other] the side to move
} at the bottom.
host-mod-language = The server now speaks { $language ->
    [fr] French
    [de] German
   *[en] English
}.
host-mod-role = Open { $ruleset } challenges now notify the role { $role }.
host-mod-modrole = Members of the role { $role } are now moderators here.
host-mod-role-mention = Mention the role itself (with @) so that I know which one it is.
host-mod-log-title = Moderation log, newest first ({ $shown } of { $total }):
host-mod-log-game = game #{ $game }
host-mod-log-was = (was { $old })
host-mod-log-action = { $action ->
    [abort] abort
    [adjudicate] adjudication
    [void] void
    [peek] look at hidden state
    [ban] ban
    [unban] unban
   *[config] setting
}
host-mod-log-older = { $count ->
    [one] One older entry is not shown.
   *[other] { $count } older entries are not shown.
}
host-mod-log-empty = The moderation log of this server is empty.

## Host: sweeper (messages of src/host/sweeper.rs go here)

host-sweep-no-show = Game #{ $game }: { $player } ({ $color ->
    [white] White
   *[black] Black
}) made no first move within { $minutes ->
    [one] a minute
   *[other] { $minutes } minutes
} and loses by forfeit (the tournament counts it as unplayed).
host-sweep-time-up = Game #{ $game }: time is up for { $player } ({ $color ->
    [white] White
   *[black] Black
}).
host-sweep-reminder = Reminder: game #{ $game } ({ $ruleset }) against { $opponent } is waiting for you. Deadline: { $at } ({ $left } left).
host-sweep-challenge-expired = Challenge #{ $id } from { $challenger } has expired: nobody answered it within 24 hours.

## Host: local (messages of src/host/local.rs go here)
local-buttons = Buttons (type the command): { $buttons }
local-menu = { $placeholder } ({ $count } { $count ->
    [one] option
   *[other] options
}): type one in a DM (add #{ $game } if you play several games):

## Host: discord (messages of src/host/discord.rs go here)
discord-done = Done.
discord-type-answer = There are too many options to list them all: type your answer here (`moves` lists them).
discord-button-private = Answer privately
discord-dms-closed = { $player }, I cannot send you direct messages. Press the button to see game #{ $game } as you see it and answer privately.
discord-thread-hello = Game #{ $game } is played here: type your moves plainly. Secret moves and choices go to me in a direct message.
discord-no-choice = No choice is waiting for you in game #{ $game }.

## Signed exports (export, verify)
host-signing-key = Finished games' records are signed by this bot's Ed25519 key `{ $key }`: `chakbot verify --key { $key } FILE` checks that a record is this bot's, unchanged.

## Discord adapter, hardening (issue 15): the `discord` helper's block
help-intro-slash = I host games of { $rulesets }. Start one with `/challenge`; play your moves with `/move` (I cannot read plain messages in this server), secret moves and choices in a direct message to me.
discord-thread-hello-slash = Game #{ $game } is played here: play your moves with `/move` (I cannot read plain messages in this server). Secret moves and choices go to me in a direct message.
discord-type-answer-slash = There are too many options to list them all: answer with `/move` (`/moves` lists them).
discord-private-players-only = Only the players of game #{ $game } can answer privately. Spectators can see the board with `/board`.
discord-cannot-post = I cannot post in <#{ $channel }>: I lack the { $permission } permission there, so game #{ $game } is announced here instead. A moderator can fix this by granting me { $permission } in that channel.
discord-cannot-post-reply = I cannot post in <#{ $channel }>: I lack the { $permission } permission there, so I answer here instead. A moderator can fix this by granting me { $permission } in that channel.
discord-missing-permissions = Moderators: in <#{ $channel }> I lack { $missing }. Without Manage Messages I cannot remove a secret move typed there in public by mistake, and it stays readable. Grant these permissions in your game channels (the invite link I print at start-up asks for all of them). I say this once, and again only if they go missing after coming back.
discord-permission-view-channel = View Channels
discord-permission-send-messages = Send Messages
discord-permission-send-in-threads = Send Messages in Threads
discord-permission-create-threads = Create Public Threads
discord-permission-create-private-threads = Create Private Threads
discord-permission-attach-files = Attach Files
discord-permission-embed-links = Embed Links
discord-permission-read-history = Read Message History
discord-permission-add-reactions = Add Reactions
discord-permission-app-commands = Use Application Commands
discord-permission-manage-messages = Manage Messages
discord-no-thread = I could not open a thread for game #{ $game } ({ $reason }), so it is played in this channel. A moderator can grant me Create Public Threads and Send Messages in Threads here.
discord-no-team-room = I could not open a private thread for { $team } of game #{ $game } ({ $reason }), so what only that team may read goes to its members by direct message. A moderator can grant me Create Private Threads here.

## Games from a position (`challenge … fen=`, src/host/words/fen.rs): why a FEN is refused
fen-empty = the FEN is empty
fen-too-long = the FEN is too long ({ $chars } characters; at most { $max })
fen-rank-count = the board has { $count } ranks (it needs 8, separated by `/`)
fen-rank-length = rank { $rank } has { $squares } squares (a rank has 8)
fen-bad-digits = rank { $rank } has two digits in a row or a 0
fen-unknown-letter = `{ $letter }` on rank { $rank } is not a piece letter of this rule set
fen-bad-field = the { $field ->
    [side] side-to-move
    [plies] plies
    [halfmove] half-move clock
    [fullmove] move number
    [castling] castling
    [castling-files] castling
    [en-passant] en-passant
    [stuns] stuns
    [powers] powers
    [pool] captured pieces
    [suffix] pending choice
   *[other] last
} field is `{ $value }`: { $field ->
    [side] expected `w` or `b`
    [plies] expected the number of half-moves played, like `0` or `12`
    [halfmove] expected a whole number, like `0`
    [fullmove] expected a whole number, like `1`
    [castling] expected `-` or some of the letters `KQkq`, each once
    [castling-files] expected 4 rook files (White's queenside and kingside, then Black's), `-` for a lost right, like `ahah` or `a-ah`, or `-` alone
    [en-passant] expected `-` or a square like `e3`
    [stuns] expected `-` or stunned squares with their count 1 to 4, like `e54,d61`
    [powers] expected 4 digits 0 or 1: White's shell, White's stealth, Black's shell, Black's stealth
    [pool] expected 12 digits: the captured White then Black pawns, rooks, knights, bishops, queens and kings
    [suffix] expected a token like `?promote=e8`
   *[other] this rule set does not read it
}
fen-too-many-fields = the FEN has { $count } fields, more than this rule set uses
fen-unusable = square { $square } holds something { $ruleset } has no use for
fen-opponent-in-check = { $color ->
    [white] White is in check but it is Black's turn
   *[black] Black is in check but it is White's turn
}: the side not to move cannot be in check
fen-maharaja = White needs exactly one Maharaja (`M`) and no king; this board has { $maharajas } Maharaja(s) and { $kings } king(s)
fen-king-count = { $color ->
    [white] White
   *[black] Black
} needs exactly one king; this board has { $kings }
fen-too-many-kings = { $color ->
    [white] White
   *[black] Black
} has { $kings } kings (a Koopa position has at most one per side)
fen-too-many-pieces = { $color ->
    [white] White
   *[black] Black
} has { $pieces } pieces (at most { $max })
fen-pawn-on-edge = a pawn stands on { $square }: pawns cannot be on the first or last rank
fen-castling-king = castling right `{ $right }`, but the { $color ->
    [white] white
   *[black] black
} king is not on { $square }
fen-castling-rook = castling right `{ $right }`, but there is no { $color ->
    [white] white
   *[black] black
} rook on { $square }
fen-en-passant = the en-passant square { $square } is impossible here: { $why ->
    [rank] with { $color ->
        [white] White
       *[black] Black
    } to move it must be on rank { $rank }
    [pawn] no { $color ->
        [white] white
       *[black] black
    } pawn on { $pawn } just moved past it
    [occupied] it and { $start } must be empty
   *[off] it is off the pawn ranks
}
fen-stuns = { $why ->
    [twice] the stuns field lists { $square } twice
    [empty] the stuns field lists { $square }, but no piece stands there
    [not-written] the stuns field lists { $square }, but the board writes that piece as not stunned (stunned letters: `s o c u t l`)
   *[missing] the piece on { $square } is written stunned, but the stuns field gives it no count
}
fen-pending = `{ $token }`: { $why ->
    [no-pawn] no pawn of the side to move to promote there first
    [no-piece] no piece of the side to move there
    [promoted] once, after the pending choice, before `?fresh`
   *[too-many] at most one promotion then one effect choice, before `?fresh`
}
fen-no-answer = the pending choice has no possible answer
host-fen-refused = That position cannot start a game of { $ruleset }: { $reason }.
host-fen-over = That position is already over ({ $outcome }): a game needs a position where the side to move can still play.
host-fen-with-start = `start=` and `fen=` cannot go together: the FEN is the start position.
host-fen-hidden = That position hides a piece (a queen in stealth): a challenge shows its position to everyone, so write the queen visible.
host-challenge-fen = From a custom position (unrated): `{ $fen }`
host-fen-side = { $color ->
    [white] White
   *[black] Black
}
host-game-from-position = Game #{ $game } starts from a custom position: it is unrated.
host-game-unrated-position = Game #{ $game } started from a custom position: it is unrated (no rating change).
slash-opt-fen = Start from this position, a FEN (the game is unrated)
slash-opt-team = A team game: each side votes its moves (both sides open unless you set them)
slash-opt-team-white = A team game's White: open, or players or a role (@a, @b)
slash-opt-team-black = A team game's Black: open, or players or a role (@a, @b)
slash-opt-team-vote = How long each team vote stays open: 45s, 2m, 1h

## Rules: refused moves (messages of src/host/refusal.rs go here)
# $case: the (subject), none (no such piece), by (agent of a check or pin).
refusal-piece = { $case ->
    [none] no { $role ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
        [maharaja] Maharaja
       *[any] piece
    }
   *[other] the { $role ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [king] king
        [maharaja] Maharaja
       *[any] piece
    }
}
refusal-royal = { $role ->
    [maharaja] Maharaja
   *[king] king
}
refusal-piece-at = { $piece } on { $square }
refusal-either = { $a } or { $b }
refusal-both = { $a } and { $b }
refusal-with-options = { $reason } (you can play { $options })
refusal-ambiguous = `{ $text }` can mean { $candidates }: which one do you mean? Send it again as written here.
refusal-nothing-there = you have no piece on { $from }
refusal-not-yours = the piece on { $from } is not yours
refusal-no-such-piece = you have { $none }{ $on } that can move to { $to }
refusal-on-file = on the { $file } file
refusal-on-rank = on rank { $rank }
refusal-on-square = on { $square }
refusal-cannot-go = { $piece } on { $from } cannot go to { $to }
refusal-blocked = { $piece } on { $from } cannot reach { $to }: the piece on { $at } is in the way
refusal-in-check = your { $royal } is in check from { $by } and this move does not stop it
refusal-pinned = { $piece } on { $from } is pinned against your { $royal } by { $by }
refusal-attacked = your { $royal } cannot go to { $to }: { $by } attacks that square
refusal-stunned = the piece on { $from } is stunned for { $moves ->
    [one] one more move
   *[other] { $moves } more moves
}
refusal-immobilized = the piece on { $from } is immobilized by Bowser until { $later ->
    [yes] your turn after next
   *[no] your next turn
}
refusal-king-off-board = { $from }-{ $to } would make your own king leave the board
refusal-castle = you cannot castle { $side ->
    [king] king side
   *[queen] queen side
} because { $cause }
refusal-castle-king-moved = your king has moved
refusal-castle-rook-moved = that rook has moved
refusal-castle-right-lost = your king or that rook moved earlier in the game
refusal-castle-in-check = your king is in check
refusal-castle-attacked = { $square } is attacked
refusal-castle-occupied = { $square } is occupied
refusal-castle-unavailable = it is not possible here
refusal-promotion-missing = the pawn promotes on { $to }: add { $choices } (like { $example })
refusal-promotion-role = a pawn cannot become a { $role ->
    [pawn] pawn
    [knight] knight
    [bishop] bishop
    [rook] rook
    [queen] queen
    [king] king
   *[maharaja] Maharaja
} here (choose { $choices })
refusal-not-a-promotion = this move is not a promotion: leave out the letter
refusal-promote-after-effects = a pawn promotes after the move's effects: play the move, then choose
refusal-no-promotion-waiting = no promotion is waiting for a choice
refusal-no-stealth = you cannot make a stealth move now
refusal-stealth-used = your side has made its stealth move already (once a game)
refusal-stealth-no-queen = you have no queen to make a stealth move
refusal-stealth-immobilized = your queen is immobilized and cannot make a stealth move
refusal-stealth-no-square = your queen has no line to a square that looks empty
refusal-stealth-to = your queen cannot make a stealth move to { $to }
refusal-no-shell = you cannot throw a shell now
refusal-shell-used = your side has thrown its shell already (once a game)
refusal-shell-no-king = you have no king to throw a shell
refusal-shell-immobilized = your king is immobilized and cannot throw the shell
refusal-shell-no-target = your king has nothing to hit along its lines (no piece, banana or bomb)
refusal-shell-at = a shell cannot be thrown at { $to }
refusal-swap = you cannot swap { $a } and { $b }
refusal-drop = you cannot put a piece on { $to }
refusal-not-in-ruleset = that kind of move does not exist in this game
refusal-too-many-turns = this game has reached its turn limit
refusal-takeback-failed = the takeback could not be made
refusal-illegal = that move is not legal here

## Wiring (issue 14): unrated short games, the lichess import
host-game-unrated = Game #{ $game } ended before both players moved: it is unrated (no rating change).
host-lichess-import = Analyse it on lichess: open { $url }, paste the contents of { $file } into "Paste the PGN text here" (or upload the file under "Or upload a PGN file"), tick "Request a computer analysis" if you like, and press "Import game".

# Moderator rulings on finished games (src/host/revise.rs)
host-mod-voided-after = A moderator voided game #{ $game } after its end: it counts for nothing now, and its rating changes are undone.
host-mod-readjudicated = A moderator changed the result of game #{ $game }: ratings are recomputed as if it had ended so.
host-mod-same-result = Game #{ $game } is over with that result already: nothing to change.
host-mod-not-in-history = Game #{ $game } was rated before the bot kept a rating history: its rating changes cannot be undone exactly, so nothing was changed.
host-mod-was-unrated = Game #{ $game } was unrated: no rating changes.
host-lichess-after = Analyse it on lichess: `export #{ $game }` gives its PGN file, to paste or upload at { $url }.
# Rule set names, one per RuleSet id (ruleset-name-<id>).
ruleset-name-chess = Chess
ruleset-name-maharaja = Maharaja and the Sepoys
ruleset-name-koopa = Koopa chess
ruleset-name-chakart = Chakart
ruleset-name-chakart-2020 = Chakart (2020 edition)

# Rules, section by section (`rules <ruleset> <section>`; sections: i18n::rules_sections).
rules-sections = More: { $list }.
rules-section-words-items = items
rules-section-words-eggs = eggs
rules-section-words-stealth = stealth
rules-section-words-shell = shell
err-rules-section = `{ $value }` is not a section of the rules of { $ruleset }: choose { $list }.
help-themes = Board themes: { $list }.
rules-chakart-items = **Chakart, items**: a piece that moves leaves an item. A pawn leaves a mushroom on the square it left (after a double step, on the square it skipped); a knight leaves an egg on the square it left; once the turn is over, a rook leaves a banana on a random square touching its corner, a bishop a bomb on one touching its side. Queens and kings leave nothing. An item acts once, when a move ends on it (passing over does nothing): a **mushroom** makes a pawn, knight or king repeat its last step once more (queens, rooks and bishops: nothing); a **banana** (orthogonal) or a **bomb** (diagonal) throws the piece one square in a random direction, and whatever piece stands there is captured, yours too; an **egg** hatches one of eight effects (`rules chakart eggs`).
rules-chakart-eggs = **Chakart, eggs**: an egg hatches one of eight effects, each with a chance of 1 in 8 (one that cannot apply does nothing). **King Boo**: you swap any two pieces, of either colour. **Koopa**: the piece goes back to the square its move started from. **Toadette**: a new piece drawn at random (queen, rook, knight, bishop or king) is yours to place on a free square. **Chomp**: the piece is eaten. **Daisy**: you play one more move, with any of your pieces. **Bowser**: the piece is immobilized and sits out its next turn. **Luigi**: a random enemy piece (never a king) joins your side. **Waluigi**: a random piece of yours (never a king) goes over to your opponent.
rules-chakart-stealth = **Chakart, the secret queen move**: once per game, one of your queens may move to an empty square in secret: send me `stealth Qh5` in a direct message. Everyone sees that the queen left its square (`Q??`); only you see where it went, until your opponent's next turn is over. Meanwhile its square looks empty to your opponent: a piece of theirs whose move ends there captures your queen, and everyone is told.
rules-chakart-shell = **Chakart, the shell**: once per game, one of your kings may throw a shell in any direction a queen moves: `shell e7` names its target. It removes the first enemy piece, banana or bomb on that line, passing over empty squares, eggs and mushrooms; the king does not move. An immobilized king cannot throw. Kings can be captured: capture every enemy king to win; a side left without a legal move loses.
rules-chakart-2020-items = **Chakart 2020, items**: as in Chakart (`rules chakart items`), except: a knight leaves its egg next to the square it left, in the direction of the long leg of its move; a **mushroom** sends a pawn that just moved two squares two squares further, makes a king or knight repeat its move, and makes a queen, rook or bishop jump over the next piece in its direction; a **banana** or **bomb** throws the piece only towards an empty square or an item (if there is none, the piece stays). During a bonus move, rooks and bishops leave nothing.
rules-chakart-2020-eggs = **Chakart 2020, eggs**: an egg hatches one of the effects that can apply, all equally likely. **King Boo**: the piece swaps places with any other piece you choose. **Koopa**: the piece goes back to the square its move started from. **Toadette**: you put back one of your captured pieces. **Chomp**: the piece is eaten. **Daisy**: the same piece moves once more. **Bowser**: the piece is immobilized and sits out its next turn. **Luigi** / **Waluigi**: a random enemy / own piece (never a king) changes sides. During a bonus move (Daisy's, or a piece put back by Toadette) eggs do nothing.
rules-chakart-2020-stealth = { rules-chakart-stealth } (As in the current edition.)
rules-chakart-2020-shell = { rules-chakart-shell } (As in the current edition.)
## The computer opponent (issue 17)
err-level = `{ $value }` is not a computer level: write level=1 (the weakest) to level=8 (the strongest).
slash-opt-level = Computer level, 1 (weakest) to 8 (strongest), when the opponent is the bot itself
host-level-computer-only = A level is for a game against the computer: challenge the bot itself (its mention) with level=1 to level=8.
host-computer-name = { computer } at level { $level }
host-game-unrated-computer = Game #{ $game } was against the computer: it is unrated (no rating change).
host-stats-computer = Against the computer, level { $level }: { $won } won, { $drawn } drawn, { $lost } lost.
host-history-voided = A moderator voided it afterwards: it counts for nothing.
host-history-ruled = A moderator changed its result afterwards: { $result }
host-history-choice = [choice: { $move }]
host-history-power = [power: { $move }]
host-history-item = { $object ->
    [mushroom] mushroom
    [banana] banana
    [bomb] bomb
   *[egg] egg
}
host-history-egg = egg: { $effect }
host-history-draws = { $count ->
    [one] one random draw
   *[other] { $count } random draws
}

## Usage lines, one per command of the table (usage-<name>; `mod games` is usage-mod-games)
usage-challenge = `challenge <ruleset> [@opponent] [as white|black] [start=0|1|2] [clock=3d|10+5] [level=1..8] [fen=<FEN>]`
usage-accept = `accept [#game]`
usage-decline = `decline [#game]`
usage-cancel = `cancel [#game]`
usage-move = `e4`, `Nf3`, `O-O`, `e7e8q`, `stealth Qh5`, `shell e7`, `swap b1 g8`, `drop N f3`, `promote q`
usage-board = `board [#game]`
usage-moves = `moves [#game]`
usage-resign = `resign [#game]`
usage-confirm = `confirm`
usage-draw = `draw [#game]`, `draw decline`
usage-abort = `abort [#game]`
usage-takeback = `takeback [#game]`, `takeback decline`
usage-rematch = `rematch [#game]`
usage-games = `games`
usage-history = `history [#game]`
usage-export = `export [#game]`
usage-replay = `replay [#game]`
usage-review = `review [#game]`
usage-rules = `rules [{ $rulesets }]`
usage-leaderboard = `leaderboard [ruleset]`
usage-stats = `stats [@user]`
usage-settings = `settings [language en|fr|de] [theme NAME] [orientation white|black|auto]`
usage-verify = `verify <#game>`
usage-help = `help [command]`
usage-mod = `mod games`, `mod abort <#game>`
usage-mod-games = `mod games`, `mod abort <#game>`
usage-mod-abort = `mod abort <#game>`
usage-adjudicate = `adjudicate <#game> <1-0|0-1|1/2-1/2>`
usage-void = `void <#game>`
usage-ban = `ban @user [end|freeze|keep] [reason]`
usage-unban = `unban @user`
usage-config = `config channel allow|deny`, `config channel-language en|fr|de|off`, `config threads on|off [channel]`, `config clock <3d|10+5>`, `config language en|fr|de`, `config role <ruleset> @role`, `config modrole @role`, `config theme NAME`, `config orientation white|black|auto`, `config tournaments moderators|everyone`
usage-modlog = `modlog`
usage-peek = `peek <#game>`

## Board themes (theme-name-<id>): what help and settings print, and a name the settings accept
theme-name-brown = brown
theme-name-blue = blue
theme-name-green = green

## Durations, clocks and moments
duration-days = { $n } d
duration-hours = { $n } h
duration-minutes = { $n } min
duration-days-hours = { $days } d { $hours } h
duration-hours-minutes = { $hours } h { $minutes } min
clock-per-move = { $span } per move
clock-live = { $minutes } min + { $seconds } s
time-utc = { $year }-{ $month }-{ $day } { $time } UTC

## A channel's own language
host-mod-channel-language = This channel and the threads of its games now speak { $language ->
    [fr] French
    [de] German
   *[en] English
}, whatever the server's language.
host-mod-channel-language-off = This channel speaks the server's language again ({ $language ->
    [fr] French
    [de] German
   *[en] English
}).

## The computer opponent as named in sentences
computer = the computer
slash-config-channel-language = Set this channel's own language (off: the server's)
slash-opt-channel-language = Language of this channel and its games' threads, or off

## Command words: the words that start each command in this language (English words work in
## every language; the first English word is the command's name). Lower case, space-separated.
command-words-challenge = challenge
command-words-accept = accept
command-words-decline = decline
command-words-cancel = cancel
command-words-move = move play
command-words-board = board
command-words-moves = moves
command-words-resign = resign abandon
command-words-confirm = confirm
command-words-draw = draw
command-words-abort = abort
command-words-takeback = takeback undo
command-words-rematch = rematch
command-words-games = games
command-words-history = history
command-words-export = export
command-words-replay = replay
command-words-review = review
command-words-rules = rules
command-words-leaderboard = leaderboard
command-words-stats = stats
command-words-settings = settings
command-words-verify = verify
command-words-help = help
command-words-mod = mod
command-words-adjudicate = adjudicate
command-words-void = void
command-words-ban = ban
command-words-unban = unban
command-words-config = config
command-words-modlog = modlog
command-words-peek = peek

## The words of what `ban` does to the banned player's games: `ban @user end|freeze|keep`.
subcommand-words-ban-end = end
subcommand-words-ban-freeze = freeze
subcommand-words-ban-keep = keep

## The words of a side (`as white`, `team join black`), the first shown.
subcommand-words-color-white = white w
subcommand-words-color-black = black b
subcommand-words-color-random = random any

## Yes and no (`rated=yes`, `config threads on`), and a tournament's `start=now`.
subcommand-words-answer-yes = yes y on true
subcommand-words-answer-no = no n off false
subcommand-words-start-now = now

## The words of a challenge: `as white`, `team`, the keys of `start=` (the start
## position), `level=`, `fen=`, `clock=` and `vote=`, and a team side that is `open`.
subcommand-words-challenge-as = as
subcommand-words-challenge-team = team teams
subcommand-words-challenge-position = start random
subcommand-words-challenge-level = level
subcommand-words-challenge-fen = fen
subcommand-words-challenge-clock = clock time
subcommand-words-challenge-vote = vote votes
subcommand-words-challenge-open = open all anyone

## A new tournament's kind and the keys of its options (`minutes=60`, `rounds=5`).
subcommand-words-tournament-kind-arena = arena
subcommand-words-tournament-kind-swiss = swiss
subcommand-words-tournament-option-clock = clock time
subcommand-words-tournament-option-rounds = rounds
subcommand-words-tournament-option-minutes = minutes duration
subcommand-words-tournament-option-start = start
subcommand-words-tournament-option-rated = rated
subcommand-words-tournament-option-tiebreaks = tiebreaks
subcommand-words-tournament-option-noshow = noshow

## A player's settings (`settings language=fr`) and the orientation `auto`.
subcommand-words-setting-language = language lang
subcommand-words-setting-theme = theme
subcommand-words-setting-orientation = orientation
subcommand-words-setting-auto = auto

## `config`: its subcommands, then the words of their values.
subcommand-words-config-channel-language = channel-language
subcommand-words-config-channel = channel
subcommand-words-config-threads = threads
subcommand-words-config-clock = clock
subcommand-words-config-language = language
subcommand-words-config-role = role
subcommand-words-config-modrole = modrole
subcommand-words-config-theme = theme
subcommand-words-config-orientation = orientation
subcommand-words-config-tournaments = tournaments
subcommand-words-config-allow = allow
subcommand-words-config-deny = deny
subcommand-words-config-server = server
subcommand-words-config-here = here
subcommand-words-config-everyone = everyone all open
subcommand-words-config-moderators = moderators mods
subcommand-words-config-unset = off auto none

## A draw in a moderator's verdict (`adjudicate #N draw`).
subcommand-words-verdict-draw = draw

## Tournaments
command-words-tournament = tournament

## The words of the `tournament` subcommands: the first is what the bot tells readers
## to type; every language's words work everywhere. Lowercase, separated by spaces.
subcommand-words-tournament-create = create new
subcommand-words-tournament-join = join
subcommand-words-tournament-leave = leave withdraw
subcommand-words-tournament-pause = pause
subcommand-words-tournament-standings = standings
subcommand-words-tournament-pairings = pairings
subcommand-words-tournament-info = info
subcommand-words-tournament-export = export trf
subcommand-words-tournament-start = start
subcommand-words-tournament-cancel = cancel
subcommand-words-tournament-remove = remove
usage-tournament = `tournament create arena <ruleset> [10+5] [minutes=60] [start=10m|18:30|now] [rated=yes|no] [noshow=5]`, `tournament create swiss <ruleset> [10+5] [rounds=5] [start=…] [rated=…] [tiebreaks=bh1,bh,sb,de] [noshow=5]`, `tournament join|leave|pause|standings|pairings|info|export [#N]`; moderators: `tournament start|cancel [#N]`, `tournament remove @player [#N]`
slash-tournament = Arenas and Swiss tournaments: create, join, standings
slash-tournament-create = Create a tournament (moderators, unless the server opened it to all)
slash-tournament-join = Join a tournament (or come back after a pause)
slash-tournament-leave = Leave a tournament
slash-tournament-pause = Skip the next pairings until you join again
slash-tournament-standings = Show a tournament's standings
slash-tournament-pairings = Show the games of the current round
slash-tournament-info = Show what a tournament is and where it stands
slash-tournament-start = Start a tournament now (moderators)
slash-tournament-cancel = Cancel a tournament (moderators)
slash-tournament-remove = Remove a player from a tournament (moderators)
slash-opt-tournament-format = arena (timed, paired as soon as a game ends) or swiss (rounds)
slash-opt-tournament-minutes = How long an arena lasts, in minutes (10 to 1440)
slash-opt-tournament-rounds = How many rounds a Swiss has (1 to 20)
slash-opt-tournament-start = When it starts: 10m, 2h, 18:30 (UTC) or now
slash-opt-tournament-noshow = Minutes for a first move before a forfeit (default 5)
slash-opt-tournament = Tournament number, like #12 (else the one here)
slash-opt-tournament-rated = Whether its games change ratings
slash-opt-tournament-tiebreaks = A Swiss's tie-breaks in order: bh1, bh, sb, de
err-tournament-kind = `{ $value }` is not a tournament format: choose arena or swiss.
err-tournament-rounds = A Swiss has 1 to 20 rounds, not { $value }.
err-tournament-minutes = An arena lasts 10 to 1440 minutes, not { $value }.
err-tournament-start = `{ $value }` is not a start time: write 10m, 2h, 18:30 (UTC, at most a week ahead) or now.
err-tournament-tiebreak = `{ $value }` is not a tie-break: choose among bh1 (Buchholz cut 1), bh (Buchholz), sb (Sonneborn-Berger) and de (direct encounter).
err-tournament-rated = `{ $value }` is not yes or no.
err-tournament-no-show = The time for a first move is 1 to 60 minutes, not { $value }.
err-tournament-not-arena = `{ $value }` is for a Swiss, not an arena.
err-tournament-not-swiss = `{ $value }` is for an arena, not a Swiss.
tournament-arena = arena
tournament-swiss = Swiss
tournament-arena-length = { $minutes } minutes
tournament-swiss-rounds = { $rounds } rounds
tournament-rated = rated
tournament-unrated = unrated
tournament-summary = Tournament #{ $id }: { $format } of { $ruleset }, { $clock }, { $rated }, { $length }
tournament-announced = 🏆 { $summary }. It starts { $start }. Join with `tournament join #{ $id }` or the button. Make your first move within { $minutes ->
    [one] a minute
   *[other] { $minutes } minutes
} of each game's start, or lose it by forfeit. Fairness commitment: `{ $commitment }`.
tournament-button-join = Join
tournament-button-leave = Leave
tournament-button-standings = Standings
tournament-started = Tournament #{ $id } has started with { $players } players. Good games!
tournament-too-few = Tournament #{ $id } is cancelled: fewer than two players joined.
tournament-no-pairing = Tournament #{ $id } ends after { $played } of { $rounds } rounds: the players still in have all met the opponents they may meet, so round { $round } cannot be paired.
tournament-pairing-fault = Tournament #{ $id }: round { $round } cannot be paired because of a fault on the bot's side (written to its log). The bot tries again every few seconds and posts the pairings as soon as it can; a moderator can instead end the event with `tournament cancel #{ $id }`.
tournament-new-games = Tournament #{ $id }: new games
tournament-round = Tournament #{ $id }, round { $round } of { $rounds }:
tournament-pairing = Game #{ $game }: { $white } (White) against { $black } (Black)
tournament-pairing-ended = { $pairing } — { $result ->
    [white] 1-0
    [black] 0-1
    [draw] ½-½
    [white-forfeits] 0-1 (forfeit)
    [black-forfeits] 1-0 (forfeit)
    [both-forfeit] both forfeit
   *[void] not counted
}
tournament-bye = { $player }: bye (1 point)
tournament-absent = { $player }: not paired this round
tournament-standings = Standings of tournament #{ $id }:
tournament-standings-round = Standings of tournament #{ $id } after round { $round }:
tournament-standings-during = Standings of tournament #{ $id } during round { $round }:
tournament-standings-final = Final standings of tournament #{ $id }:
tournament-nobody = Nobody has joined yet.
tournament-state-paused = paused
tournament-state-withdrawn = withdrawn
tournament-head-rank = Rank
tournament-head-player = Player
tournament-head-score = Score
tournament-podium = 🏆 Tournament #{ $id } is over. Winner: { $first }. Second: { $second }. Third: { $third }.
tournament-secret = The tournament's secret, which every game's secret derives from (SHA-256 of "chakbot tournament game v1", it and the game number): `{ $secret }`.
tournament-joined = You are in tournament #{ $id } ({ $count ->
    [one] { $count } player
   *[other] { $count } players
}).
tournament-left = You left tournament #{ $id }. A game you are playing still counts.
tournament-paused = You pause tournament #{ $id }: no new games for you until you join again.
tournament-cancelled = Tournament #{ $id } was cancelled by a moderator. Games under way go on as ordinary games.
tournament-removed = { $player } is removed from tournament #{ $id }.
tournament-info = { $summary }. { $status } Players: { $players }. Each player has { $minutes ->
    [one] a minute
   *[other] { $minutes } minutes
} for a first move. Fairness commitment: `{ $commitment }`.
tournament-status-open = It starts { $start }.
tournament-status-arena = It runs until { $end }.
tournament-status-round = Round { $round } of { $rounds }.
tournament-status-finished = It is over.
tournament-status-cancelled = It was cancelled.
tournament-state-open = open for entries
tournament-state-running = under way
tournament-status-won = It is over: { $winner } won.
tournament-now = Now: { $status } Players ({ $count }): { $names }
tournament-and-more = { $names } and { $more } more
tournament-no-games = Tournament #{ $id } has no games under way.
tournament-in-a-channel = Create a tournament in the channel where it should be announced.
tournament-creators-only = Only moderators may create a tournament on this server.
tournament-moderators-only = Only moderators may do that.
tournament-none-here = No tournament is open or running here. `tournament create arena chess` makes one (`help tournament` for the options).
tournament-none-here-ask = No tournament is open or running here. A moderator can create one (`help tournament` tells how tournaments work).
tournament-several = Several tournaments are open here: name one ({ $list }).
tournament-not-found = There is no tournament #{ $id } on this server.
tournament-name-it = Name the tournament by its number, like `tournament join #12`.
tournament-over = That tournament is over.
tournament-already-started = That tournament has already started.
tournament-already-in = You are already in that tournament.
tournament-not-in = You are not in that tournament.
tournament-player-not-in = { $player } is not in tournament #{ $id }.
tournament-removed-you = You were removed from that tournament.
tournament-full = That tournament is full ({ $max } players).
tournament-too-late = The last round is under way: no more entries.
tournament-no-abort = Game #{ $game } is a tournament game: it cannot be aborted. A player who makes no first move within { $minutes ->
    [one] a minute
   *[other] { $minutes } minutes
} loses by forfeit.
tournament-no-takeback = Game #{ $game } is a tournament game: no takebacks.
tournament-exported = Tournament #{ $id } as a TRF file (Swiss-Manager, JaVaFo and bbpPairings read it).
tournament-export-swiss-only = Only a Swiss exports as a TRF file.
slash-tournament-export = A Swiss as a TRF file
host-mod-tournaments-everyone = Everyone may now create a tournament here.
host-mod-tournaments-moderators = Only moderators may now create a tournament here.
slash-config-tournaments = Who may create a tournament

## The after-game review (issue 38)

review-title = Evaluation
review-white = White
review-black = Black
review-inaccuracy = Inaccuracy
review-mistake = Mistake
review-blunder = Blunder
## A move's class inside a sentence (`Move 12. Nf3 (mistake): …`).
review-class-inaccuracy = inaccuracy
review-class-mistake = mistake
review-class-blunder = blunder
review-better = { $played }? Better: { $better }
host-review-queued = Game #{ $game }'s review is queued, { $place ->
    [1] next in line
   *[other] number { $place } in line
}; it will be posted here when it is done.
host-review-asked-already = You already asked for game #{ $game }'s review: it is { $place ->
    [1] next in line
   *[other] number { $place } in line
}, and will be posted here once, when it is done.
host-review-ongoing = Game #{ $game } is still being played: only a finished game can be reviewed (fair play: no engine help during a game).
host-review-nothing = Game #{ $game } has no move to judge (aborted, or no move played): there is nothing to review.
host-review-failed = Game #{ $game }'s review could not be made: the game can no longer be read.
host-review-queued-later = Game #{ $game }'s review is queued: the bot is restarting and will compute it once it is back.
host-review-title = Review of game #{ $game } ({ $ruleset }): { $white } – { $black }, { $result }.
host-review-side = { $color } ({ $player }): accuracy { $accuracy } %, { $inaccuracies ->
    [one] 1 inaccuracy
   *[other] { $inaccuracies } inaccuracies
}, { $mistakes ->
    [one] 1 mistake
   *[other] { $mistakes } mistakes
}, { $blunders ->
    [one] 1 blunder
   *[other] { $blunders } blunders
}.
host-review-side-idle = { $color } ({ $player }): no move played.
host-review-moments = The worst moments:
host-review-moment = Move { $move } { $played } ({ $class }): { $better } was better; the evaluation went from { $before } to { $after }.
host-review-moment-only = Move { $move } { $played } ({ $class }): the evaluation went from { $before } to { $after }.
host-review-luck = Move { $move } { $played }: the random draws ({ $causes }) swung the game, the evaluation went from { $before } to { $after }.
host-review-clean = No inaccuracy, mistake or blunder.
host-review-chakart = In Chakart each move is judged in expectation over the random draws it could still meet (bananas, bombs, mushrooms, eggs), from what its player could see; the draws that came are luck, told apart.
host-review-koopa = In Koopa only the start is drawn at random: each move is judged as in chess, nothing left to chance.
host-review-depth = The engine searched { $depth } plies on average (at least { $min }), { $ms } ms of its thinking a position.
host-review-worst = Move { $move } { $played }: the position before it, the better move as an arrow.
help-tournament-rules = **Arena**: it lasts its minutes; you are paired again as soon as your game ends, with someone near you in the ranking, never the opponent you just met. A win scores 2, a draw 1, a loss 0; after two wins in a row you are on fire 🔥 and each further win scores 4 until a game that is not a win. `tournament pause` skips pairings until `tournament join`. Games still running when the time is up finish and count.
    { "**" }Swiss**: rounds paired by the FIDE Dutch system (no rematch, colours balanced, at most one bye per player, worth a point); a round is paired once every game of the last one has ended; ties broken by the tie-breaks chosen at creation (`bh1` Buchholz cut 1, `bh` Buchholz, `sb` Sonneborn-Berger, `de` direct encounter).
    In both, a player who makes no first move within the no-show time loses by forfeit, and tournament games cannot be aborted nor taken back.

## Team games

command-words-team = team

## The words of the `team` subcommands (as for `tournament`).
subcommand-words-team-join = join
subcommand-words-team-leave = leave
subcommand-words-team-start = start begin
subcommand-words-team-votes = votes vote tally
subcommand-words-team-close = close
usage-team = `team join [white|black] [#N]`, `team leave [#N]`, `team start [#N]`, `team votes [#N]`, `team close [#N]`, `challenge <ruleset> team [@opponent|@bot level=N] [as white|black] [white=open|@a,@b|@role] [black=…] [vote=45s|2m|1h]`
slash-team = Team games: join a side, start, see and close the vote
slash-team-join = Join a side of a team game before it starts
slash-team-leave = Leave the side you joined
slash-team-start = Start the team game you set up
slash-team-votes = See the vote of the team to move
slash-team-close = Close the vote now (the game's creator or a moderator)
slash-opt-team-side = The side to join
err-vote-window = `{ $value }` is not a voting window: write vote=10s to vote=24h (for example vote=45s, vote=2m, vote=1h).
host-button-join-white = Join White
host-button-join-black = Join Black
host-button-team-leave = Leave
host-button-team-start = Start
host-side-player = { $player } ({ $color ->
    [white] White
   *[black] Black
})
host-team-name = the { $color ->
    [white] White
   *[black] Black
} team
host-team-challenge = Team game #{ $id }: { $ruleset }, { $clock }, each vote open { $window }. White: { $white }. Black: { $black }.
host-team-how-join = Join a side with the buttons or by typing { $forms }.
host-team-how-start = { $player } starts the game with `{ $start }` once each team has a player.
host-team-how-accept = { $player } starts the game with `{ $accept }` once each team has a player.
host-team-fairness = Fairness commitment: `{ $commitment }`. Expires { $expires }.
host-team-side-open = whoever joins ({ $count ->
    [0] nobody yet
   *[other] { $names }
})
host-team-side-role = everyone with { $role }
host-team-side-taken = The opponent you name plays one side alone: the team plays the other (choose it with `as white` or `as black`), and you cannot join that opponent's side.
host-team-not-team = #{ $id } is not a team game.
host-team-started = Team game #{ $id } has begun: its teams are set.
host-team-none-here = No team game waits for players in this channel.
host-team-which-side = Which side? Type { $forms }.
host-team-side-closed = The { $color ->
    [white] White
   *[black] Black
} side of game #{ $id } is not open to join.
host-team-already = You are already in the { $color ->
    [white] White
   *[black] Black
} team of game #{ $id }.
host-team-joined = You joined the { $color ->
    [white] White
   *[black] Black
} team of game #{ $id }.
host-team-left = You left the { $color ->
    [white] White
   *[black] Black
} team of game #{ $id }.
host-team-not-in = You are in no team of game #{ $id } that you could leave.
host-team-person-starts = { $player } plays one side of team game #{ $id } alone and starts it with `{ $accept }`.
host-team-start-not-yours = Only { $player }, who set up team game #{ $id }, or a moderator can start it.
host-team-join-not-accept = #{ $id } is a team game: join a side with the buttons or `{ $join } white` / `{ $join } black`.
host-team-empty-side = The { $color ->
    [white] White
   *[black] Black
} team of game #{ $id } has nobody yet: each team needs a player.
host-team-begins = The teams are set: game #{ $id } begins.
host-team-turn = { $color ->
    [white] The White
   *[black] The Black
} team votes on its move until { $at }: each member types a move here (one vote each, changeable), or `resign`.
host-team-vote-counted = Game #{ $game }: your vote for { $move } counts ({ $votes } of { $members } voted).
host-team-vote-changed = Game #{ $game }: your vote is now { $move } ({ $votes } of { $members } voted).
host-team-vote-same = Game #{ $game }: you already voted for that.
host-team-not-member = You are in no team of game #{ $game }.
host-team-not-your-vote = Game #{ $game }: the { $color ->
    [white] White
   *[black] Black
} team is voting now, not yours.
host-team-no-ballot = Game #{ $game }: no team is voting now.
host-team-illegal = Game #{ $game }: that is not a legal move for your team now.
host-team-resign-word = resign
host-team-tally = Game #{ $game }, { $color ->
    [white] White
   *[black] Black
}'s vote ({ $votes } { $votes ->
    [one] vote
   *[other] votes
}): { $list }.
host-team-tally-item = { $move } ×{ $votes }
host-team-all-voted = Every member had voted.
host-team-closed-early = { $player } closed the vote early.
host-team-tie = A tie between { $choices } moves, drawn fairly from the game's seed: { $move }.
host-team-empty-turn = Game #{ $game }: nobody voted, so the computer's weakest level played for the { $color ->
    [white] White
   *[black] Black
} team ({ $left } more such { $left ->
    [one] turn
   *[other] turns
} and it loses by forfeit).
host-team-forfeit = Game #{ $game }: the { $color ->
    [white] White
   *[black] Black
} team left { $turns } turns in a row without a vote: it loses by forfeit.
host-team-resigned = Game #{ $game }: the { $color ->
    [white] White
   *[black] Black
} team voted to resign.
host-team-votes-now = Game #{ $game }: the { $color ->
    [white] White
   *[black] Black
} team votes until { $at }; { $votes } { $votes ->
    [one] vote
   *[other] votes
} so far. { $list }
host-team-close-not-yours = Only { $player }, who set up game #{ $game }, or a moderator can close its vote early.
host-team-no-offers = Game #{ $game } is a team game: no draw offers, takebacks or aborts; a team resigns by voting `resign`.
host-game-unrated-team = Game #{ $game } was a team game: it is unrated (no rating change).
host-team-pick = Vote for a move proposed so far
host-team-window-seconds = { $seconds } s
host-team-room-name = #{ $game } { $color ->
    [white] White
   *[black] Black
} team
host-team-room-hello = This is the private room of { $team } for game #{ $game }: only its members and the server's moderators see it. Type your votes here, secret ones too (such as `stealth Qh5`): the other team never sees them. Your side's own board, hidden queen included, comes here after each of your secret moves.
host-team-room-board = Game #{ $game }: the own board of { $team } (only your team sees it).
host-team-secret-deleted = Game #{ $game }: a stealth move is secret, so I deleted your message from the channel. Nothing was counted: vote it in your team's private room.
host-team-secret-seen = Game #{ $game }: your stealth move was typed in the channel, where everyone can read it, and I may not delete it (a moderator can grant me Manage Messages). Nothing was counted. That destination is no secret any more, but a stealth move to another square is still your team's to choose: vote it in your team's private room.
host-team-more = { $count } more
host-team-vote-counted-role = Game #{ $game }: your vote for { $move } counts ({ $votes } voted so far).
host-team-vote-changed-role = Game #{ $game }: your vote is now { $move } ({ $votes } voted so far).
