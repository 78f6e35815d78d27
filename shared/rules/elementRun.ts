// Whether a code block is whole elements of markup one after another, each opened and closed at the block's margin:
// a single-file component (`<script setup>` … `</script>`, `<template>` … `</template>`, `<style>` … `</style>`) or
// a page's raw HTML (`<script type="text/plain">` … `</script>` and the `<div>` that loads it). A reader copies it
// whole into its file; text or code at the margin outside an element makes it an excerpt.

/** An element's open tag at the margin, and its name. */
const OPEN_TAG = /^<([A-Za-z][\w:.-]*)(?=[\s>/]|$)/;
/** An HTML comment on one line at the margin. */
const COMMENT_LINE = /^<!--.*-->\s*$/;
/** A multi-line open tag closed on a line of its own as an empty element. */
const SELF_CLOSE = /^\/>\s*$/;
/** Fewer elements than this are one element, which completeCode's single-element check reads. */
const MIN_ELEMENTS = 2;

/**
 * How many elements the lines from `from` are when they are nothing but whole elements one after another, each opened
 * at the margin and closed by a later line at the margin that ends in its close tag; 0 otherwise. An element on one
 * line (`<StackPanel />`, `<div>{{ item }}</div>`) is a line of markup, not a part of a file: lines of them are an
 * excerpt or a page's output. Lines inside an element are not read beyond their end. Linear.
 */
export function wholeElementCount(lines: readonly string[], from: number): number {
  let open: string | undefined;
  let count = 0;
  for (let i = from; i < lines.length; i++) {
    const line = lines[i].trimEnd();
    if (line === '') continue;
    const atMargin = !/^\s/.test(line);
    if (open !== undefined) {
      if (atMargin && (line.endsWith(`</${open}>`) || SELF_CLOSE.test(line))) open = undefined;
      continue;
    }
    if (!atMargin) return 0;
    if (COMMENT_LINE.test(line)) continue;
    const name = OPEN_TAG.exec(line)?.[1];
    if (name === undefined) return 0;
    if (line.endsWith(`</${name}>`) || line.endsWith('/>')) return 0;
    count++;
    open = name;
  }
  return open === undefined && count >= MIN_ELEMENTS ? count : 0;
}
