// The server names a refused field by its path ('clauses.2.heading: is required'), which integrators
// need; staff read the editor's own words ('Section 3 heading: is required'), as its inputs are labelled.

const WORDS: [RegExp, (...n: string[]) => string][] = [
  [/\bclauses\.(\d+)\.paragraphs\.(\d+)\b/g, (s, p) => `Section ${Number(s) + 1} paragraph ${Number(p) + 1}`],
  [/\bclauses\.(\d+)\.paragraphs\b/g, (s) => `Section ${Number(s) + 1} paragraphs`],
  [/\bclauses\.(\d+)\.heading\b/g, (s) => `Section ${Number(s) + 1} heading`],
  [/\bclauses\.(\d+)\b/g, (s) => `Section ${Number(s) + 1}`],
  [/^clauses: /, () => 'Sections: '],
  // A version conflict is about the page, not a field.
  [/^baseVersion: /, () => ''],
];

/** Rewrites clause paths in a server message to the editor's section words. */
export function clauseWords(message: string): string {
  return message
    .split('; ')
    .map((part) =>
      WORDS.reduce(
        (text, [pattern, words]) => text.replace(pattern, (_match, ...groups: string[]) => words(...groups)),
        part,
      ),
    )
    .join('; ');
}
