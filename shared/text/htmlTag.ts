// An HTML tag as prose readers strip it (`<h4 align="center">`, `</mark>`, `<br/>`): its attributes read up to a bound,
// so a line of `<` with no `>` costs a bounded look at each, never a scan to the line's end.

/** An opening, closing or self-closing HTML tag, attributes at most 500 characters. Global: for `replace`. */
export const HTML_TAG = /<\/?[A-Za-z][\w-]*(?:\s[^<>]{0,500})?\/?>/g;
