"""Evaluation flow: synthesis, place and route, ASIC estimate, cache and report."""
