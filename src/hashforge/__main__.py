from _hashforge_entry import run

raise SystemExit(run())
