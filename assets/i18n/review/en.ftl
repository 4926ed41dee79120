# chakbot: the after-game review's words (graph and board images). Every message here
# must exist in fr.ftl and de.ftl too (a test checks).

review-title = Evaluation
review-accuracy = Accuracy { $white } % · { $black } %
review-white = White
review-black = Black
review-move = Move
review-inaccuracy = Inaccuracy
review-mistake = Mistake
review-blunder = Blunder
review-better = { $played } ? Better: { $better }
