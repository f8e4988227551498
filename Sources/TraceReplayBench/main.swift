// The benchmark behind `make bench`; see docs/performance.md.
print("tracereplay-bench: not written yet")
