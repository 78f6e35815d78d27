// Moves a worker's analysis state (the Analysis and the AnalysisCache that made it) to the server's main thread
// in pieces, so that reading a big one back does not stop the main thread for seconds. The worker writes the
// objects of the graph children first, a slice at a time, into one v8 serialization, then the whole state;
// V8 keeps object identity across the values of one serialization, so each slice costs its own objects only and
// the last value is made of back references. The main thread reads one value at a time and yields between
// reads once a time slice is used up. Shared objects (a chunk in the analysis and in the chunk memo, a heading
// path array in many blocks) stay shared.

import { Deserializer, Serializer } from 'node:v8';
import { timeSlices } from './timeSlices';

/** Objects written per value: small enough that one value reads back in a few milliseconds. */
const OBJECTS_PER_SLICE = 2048;

/**
 * Serializes `state` (plain data: arrays, plain objects, Maps and primitives; getters are read) children
 * first, in slices, then whole. The graph is walked without recursion, so depth is no limit.
 */
export function writeState(state: object): Buffer {
  const serializer = new Serializer();
  serializer.writeHeader();
  const order = childrenFirst(state);
  const slices = Math.ceil(order.length / OBJECTS_PER_SLICE);
  serializer.writeValue(slices);
  for (let i = 0; i < slices; i++) serializer.writeValue(order.slice(i * OBJECTS_PER_SLICE, (i + 1) * OBJECTS_PER_SLICE));
  serializer.writeValue(state);
  return serializer.releaseBuffer();
}

/**
 * Reads what `writeState` wrote, yielding to the event loop between slices once a time slice is used up.
 * `cancelled` is asked after each yield; when it says yes, reading stops and the promise resolves with undefined.
 */
export async function readState<T>(buffer: Uint8Array, cancelled: () => boolean = () => false): Promise<T | undefined> {
  const deserializer = new Deserializer(buffer);
  deserializer.readHeader();
  const slices = deserializer.readValue() as number;
  const breathe = timeSlices(1);
  for (let i = 0; i < slices; i++) {
    deserializer.readValue();
    const turn = breathe();
    if (turn) {
      await turn;
      if (cancelled()) return undefined;
    }
  }
  return deserializer.readValue() as T;
}

/** The objects reachable from `root` (itself excluded), each after everything it refers to. */
function childrenFirst(root: object): object[] {
  const seen = new Set<object>([root]);
  const order: object[] = [];
  const stack: Array<{ object: object; children: unknown[]; next: number }> = [{ object: root, children: childrenOf(root), next: 0 }];
  while (stack.length) {
    const top = stack[stack.length - 1];
    if (top.next < top.children.length) {
      const child = top.children[top.next++];
      if (typeof child === 'object' && child !== null && !seen.has(child)) {
        seen.add(child);
        stack.push({ object: child, children: childrenOf(child), next: 0 });
      }
      continue;
    }
    stack.pop();
    if (top.object !== root) order.push(top.object);
  }
  return order;
}

function childrenOf(object: object): unknown[] {
  if (Array.isArray(object)) return object;
  if (object instanceof Map) return [...object.keys(), ...object.values()];
  if (ArrayBuffer.isView(object)) return [];
  return Object.values(object);
}
