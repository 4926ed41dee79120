# chakbot : les mots de l’analyse d’après-partie (images du graphique et de l’échiquier).

review-title = Évaluation
review-accuracy = Précision { $white } % · { $black } %
review-white = Blancs
review-black = Noirs
review-move = Coup
review-inaccuracy = Imprécision
review-mistake = Erreur
review-blunder = Gaffe
review-better = { $played } ? Mieux : { $better }
