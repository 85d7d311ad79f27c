"""Benchmarks: speed as ratios against references run in the same process (make bench)."""
