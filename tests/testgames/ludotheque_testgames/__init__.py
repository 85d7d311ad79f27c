"""Test-only games: dice (Pig), hidden information (High card), multi-step (Stones)."""
