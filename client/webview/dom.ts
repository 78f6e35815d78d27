// DOM helpers of the chunk tree webview: every piece of text goes in through textContent, never as HTML.

const SVG = 'http://www.w3.org/2000/svg';

export function el<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

export function svg(tag: string, attributes: Record<string, string | number>): SVGElement {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  return node;
}

/** An SVG text element holding `text`. */
export function svgText(text: string, attributes: Record<string, string | number>): SVGElement {
  const node = svg('text', attributes);
  node.textContent = text;
  return node;
}

export function section(id: string): HTMLElement {
  return document.getElementById(id)!;
}
