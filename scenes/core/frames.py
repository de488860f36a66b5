"""How long the frames took, over a whole run, in memory that does not grow with it: a histogram of tenths of a
millisecond gives the median and the 95th percentile exactly enough, and the longest frames are kept as they were.
A headless run prints these in its JSON line; benchmarks print them too."""

from __future__ import annotations

from bisect import insort

BIN_MS = 0.1  # the histogram's bins: a tenth of a millisecond
TOP_BIN = 100_000  # frames of 10 s and more share the last bin (their times are kept in `longest`)
LONGEST = 8  # the longest frames kept exactly


class FrameStats:
    def __init__(self) -> None:
        self.count = 0
        self._bins: dict[int, int] = {}  # tenths of a millisecond -> frames that long
        self.longest: list[float] = []  # the LONGEST longest frames (ms), shortest first
        self.cpu_ms_max = 0.0  # the most CPU time of this process a frame took
        self.last_ms = 0.0  # the frame just ended, on the clock

    def add(self, ms: float, cpu_ms: float) -> None:
        """One frame: `ms` on the clock, `cpu_ms` of this process's CPU time."""
        self.count += 1
        self.last_ms = ms
        b = min(int(ms / BIN_MS), TOP_BIN)
        self._bins[b] = self._bins.get(b, 0) + 1
        if len(self.longest) < LONGEST or ms > self.longest[0]:
            insort(self.longest, ms)
            del self.longest[:-LONGEST]
        self.cpu_ms_max = max(self.cpu_ms_max, cpu_ms)

    def percentile(self, p: float) -> float:
        """The frame time (ms) under which a share `p` of the frames lie (to the tenth of a millisecond)."""
        if not self.count:
            return 0.0
        rank, seen = p * (self.count - 1), 0
        for b in sorted(self._bins):
            seen += self._bins[b]
            if seen > rank:
                return round((b + 0.5) * BIN_MS, 3)
        return self.longest[-1]

    def summary(self) -> dict[str, float]:
        """Median, 95th percentile and longest frame (ms), and the most CPU a frame took (ms)."""
        return {"frame_ms_median": self.percentile(0.5), "frame_ms_p95": self.percentile(0.95),
                "frame_ms_max": round(self.longest[-1], 3) if self.longest else 0.0,
                "frame_cpu_ms_max": round(self.cpu_ms_max, 3)}
