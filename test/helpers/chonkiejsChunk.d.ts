// Types of the parts of @chonkiejs/chunk (chonkie-core compiled to WebAssembly) that the tests call; the package
// ships JavaScript without declarations for its wrapper.
declare module '@chonkiejs/chunk' {
  export function init(): Promise<void>;
  export function split_offsets(text: string | Uint8Array, options?: { delimiters?: string; includeDelim?: string; minChars?: number }): Array<[number, number]>;
  export function merge_splits(tokenCounts: number[], chunkSize: number, combineWhitespace?: boolean): { indices: number[]; tokenCounts: number[] };
}
