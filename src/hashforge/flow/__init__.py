"""Hardware flow: synthesis, place and route, ASIC estimate, the cached simulation job, the
engine and the cache (the evaluation that combines it with the embedded and software rows,
and the report, are hashforge.evaluation)."""
