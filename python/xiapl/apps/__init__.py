"""The applications built on the library: interactive play in the terminal
(``xiapl.apps.play``, the ``xiapl play`` command), seeded self-play
(``xiapl.apps.selfplay``) and the bots (``xiapl.apps.strategies``).

The library never imports them; their public names are at the package root
(``xiapl.play_hand``, ``xiapl.EquityBot``, ...), loaded on first use.
"""
