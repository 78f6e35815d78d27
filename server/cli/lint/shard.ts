// `--shard i/n`: the part of a lint one of n parallel CI jobs takes. Deterministic (the k-th file of the run's
// file list, which is in argument and name order, goes to shard k mod n), so the n shards together lint every
// file exactly once, and their outputs concatenated in shard order hold the same findings as one run.

/** The paths of shard `index` (1-based) of `count`, in their order. */
export function selectShard(paths: string[], shard: { index: number; count: number }): string[] {
  return paths.filter((_, i) => i % shard.count === shard.index - 1);
}
