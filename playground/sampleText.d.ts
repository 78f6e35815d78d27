// The playground's bundle imports Markdown files as text (esbuild's text loader): the first document it shows.
declare module '*.md' {
  const text: string;
  export default text;
}
