# chakbot: die Wörter der Partieanalyse (Bilder von Grafik und Brett).

review-title = Bewertung
review-accuracy = Genauigkeit { $white } % · { $black } %
review-white = Weiß
review-black = Schwarz
review-move = Zug
review-inaccuracy = Ungenauigkeit
review-mistake = Fehler
review-blunder = Grober Fehler
review-better = { $played }? Besser: { $better }
