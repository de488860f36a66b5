"""What the Freibeuter card faces leave to be written on them: where a card prints its square or line, as a share
of its height. The table's painter writes there, and so does the rules book's picture of a card."""

CARTOUCHE = {"sea-card": 0.5, "dutchman-card": 0.726}
CARTOUCHE_FILL = {"sea-card": (251, 244, 226), "dutchman-card": (238, 240, 228)}  # their colour (make_freibeuter.py)
