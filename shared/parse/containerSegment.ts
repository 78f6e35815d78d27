// The stretches containerLines.ts cuts a region of dialect Markdown into, and site recognisers (siteMatch.ts) return.

import type { MarkerMeta } from './markerMeta';

/**
 * A stretch of a region: plain Markdown, one marker (a line or several, or an opaque comment block), a container
 * body, a template code block such as `{% highlight %}` … `{% endhighlight %}`, or a formula, display math
 * (`$$` … `$$`) read as one opaque paragraph of the prose around it (offsets into the region). A body is indented
 * by `columns` (4 when absent) that its lines lose before it is parsed; in a `fenced` body (a MyST directive's) a
 * heading is the container's own title or text, not a heading of the document.
 */
export type ContainerSegment =
  | { type: 'markdown'; start: number; end: number }
  | { type: 'marker'; start: number; end: number; meta: MarkerMeta }
  | { type: 'body'; start: number; end: number; columns?: number; fenced?: true }
  | { type: 'code'; start: number; end: number; lang?: string }
  | { type: 'formula'; start: number; end: number };
