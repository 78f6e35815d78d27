// Merges configurations layered from far to near (parent folders, `extends`, `overrides`): the nearer layer
// wins per key, and settings that are maps (`budgets`, `rules`, `strategies`) merge key by key, deeply.

import type { ChunklensConfig } from './config';

/**
 * The configuration `layers` make together, first the farthest: each later layer wins per key, and where two
 * layers both hold a plain object under one key (a strategy's budgets, the rule severities, the strategy per
 * input kind) the objects merge key by key, recursively. Arrays and scalars are replaced whole. Pure: the
 * layers are never modified.
 */
export function mergeConfigs(...layers: ChunklensConfig[]): ChunklensConfig {
  return layers.reduce<Record<string, unknown>>((merged, layer) => mergeObjects(merged, layer as Record<string, unknown>), {}) as ChunklensConfig;
}

function mergeObjects(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    if (value === undefined) continue;
    const current = merged[key];
    merged[key] = isPlainObject(current) && isPlainObject(value) ? mergeObjects(current, value) : value;
  }
  return merged;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
