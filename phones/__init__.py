"""Phones as private hands (docs/phones.md): a small web server inside the game, who may join it, and the page it
serves. Neither pygame nor a table is imported here: the table (scenes/table/phones.py) starts the server and is
the only one to touch the match."""
