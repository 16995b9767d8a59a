"""The settings of one simulation run, as its cocotb bench receives them.

`hashforge.hw.sim` starts the simulator with one environment variable, HF_BENCH_CONFIG, that
holds a `BenchConfig` as JSON; the bench (running inside the simulator) reads it back with
`BenchConfig.from_env()`. The fields every core bench shares are typed attributes; a unit
bench's own knobs (a word size, a lane count, how many messages) are `settings`, read with
`setting(name, default)`, which checks the value against the default's type.
"""
from __future__ import annotations

import dataclasses
import json
import os
from dataclasses import dataclass, field
from typing import Any, Mapping, TypeVar

ENV = "HF_BENCH_CONFIG"

T = TypeVar("T", int, float, str, bool)


class BenchConfigError(ValueError):
    """A configuration the bench cannot use (missing, malformed, a setting of the wrong type)."""


@dataclass(frozen=True)
class BenchConfig:
    algorithm: str = ""                 # identifier of the core under test ("" for a unit)
    arch: str = ""                      # its architecture ("" = the default)
    width: int = 32                     # bus width W
    kat_limit: int | None = None        # KAT vectors to run (None = every one)
    random: int = 24                    # random messages against the C library
    stall: float = 0.25                 # probability of an input / output stall per cycle
    seed: int = 1
    cycles: bool = True                 # measure the cycles after the KATs (the generic bench's phase 3)
    result: str = ""                    # JSON file the bench writes its summary to ("" = none)
    settings: Mapping[str, Any] = field(default_factory=dict)   # a unit bench's own knobs

    def setting(self, name: str, default: T) -> T:
        """settings[name], or `default`; a value of another type than the default's is an error
        (an int is accepted where a float is expected)."""
        value = self.settings.get(name, default)
        kind = type(default)
        if kind is float and isinstance(value, int) and not isinstance(value, bool):
            return float(value)  # type: ignore[return-value]
        if type(value) is not kind:
            raise BenchConfigError(f"bench setting '{name}' must be {kind.__name__}, not {value!r}")
        return value

    def with_settings(self, **settings: Any) -> "BenchConfig":
        return dataclasses.replace(self, settings={**self.settings, **settings})

    def to_env(self) -> dict[str, str]:
        return {ENV: json.dumps(dataclasses.asdict(self), sort_keys=True)}

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> "BenchConfig":
        text = (os.environ if env is None else env).get(ENV)
        if text is None:
            return cls()
        try:
            data = json.loads(text)
            return cls(**data)
        except (ValueError, TypeError) as exc:
            raise BenchConfigError(f"{ENV} is not a bench configuration: {exc}") from None
