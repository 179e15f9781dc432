"""The recording generator behind tools/make_recordings.py, which regenerates every recording
under recordings/ (and recordings/README.md).

Each recording is a scripted scroll screen (recording format v1, recordings/FORMAT.md). The
`expect` lines are not typed by hand: the generator carries its own small, independent oracle of
the model (only the parts these scenarios use) and writes down what the oracle says. The
recordings therefore double as an independent check of the Swift model: `scrolltape check
recordings/` must pass.

The modules, from the model up:
- physics: the constants of the model, the release velocity, the deceleration and the spring
  (pure functions of time), and small number helpers;
- scene, oracle, oracle_touches, oracle_motion, oracle_effects, oracle_invariants,
  oracle_keyboard, oracle_safe_area, oracle_code (the app's own code): the oracle,
  a world of one or more scroll views (oracle_motion.ScrollView) that applies one event at a
  time (oracle.py says which version of the model it implements, notes/spec13.md included);
- builder: Recording, which emits events, feeds each to the oracle as it is written and
  writes `expect` lines from the oracle's state, and its gestures (drag, flick, tap, follow);
- sessions: the devices and the session lines several screens share;
- screens: one module per screen family, each with its make_* functions; screens.build()
  makes every bundled recording in the order of recordings/README.md; screens/app_code.py
  ports the worked examples of an app's code for the oracle (app_code_screens.py their screens).

Python 3 standard library only; no randomness; the output is byte-for-byte reproducible.
"""
