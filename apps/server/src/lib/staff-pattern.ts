// Regular expressions that staff type in the console (today the promotion landing's mobile rule) and
// that then run on anonymous input (decision 102). On the server they run on RE2JS, a linear-time
// engine, so no saved pattern can hold the event loop, including one saved before this check. At save
// time a pattern is also refused when a backtracking engine could take exponential time on it, since
// the borrower's browser and the console's preview run the same pattern with the native RegExp.
import { RE2JS } from 're2js';
import { parse, type RootNode } from 'regjsparser';

/** A compiled staff pattern: `test` is linear in the input's length. */
export interface StaffPattern {
  test(input: string): boolean;
}

/** Compiles for the linear-time engine; throws when RE2 cannot run the pattern (look-arounds, back references). */
export function compileStaffPattern(source: string): StaffPattern {
  const re = RE2JS.compile(source);
  // `find` follows RegExp.test: the pattern's own anchors decide whether the whole input must match.
  return { test: (input) => re.matcher(input).find() };
}

type Node = RootNode | { type: string; body?: unknown };

/** Whether the subtree can match one text in more than one way: alternatives, or a repetition of varying count. */
function isAmbiguous(node: Node): boolean {
  if (node.type === 'disjunction') return true;
  if (node.type === 'quantifier' && 'min' in node && node.min !== node.max) return true;
  if (node.type === 'characterClass') return false;
  return Array.isArray(node.body) && (node.body as Node[]).some(isAmbiguous);
}

/**
 * The backtracking blow-up needs a repeated part that can match the same text in several ways, as in
 * `(a|a)*`, `(a+)+` or `(.*a){12}`. Refusing every repetition over alternatives or over a repetition
 * of varying count is stricter than needed (`(ab|cd)*` is harmless) but is decided by reading the
 * pattern once, in time linear in its length; a mobile rule never needs such a group.
 */
function repeatsAmbiguousPart(node: Node): boolean {
  if (node.type === 'quantifier' && 'max' in node && (node.max === undefined || node.max > 1)) {
    if ((node.body as Node[]).some(isAmbiguous)) return true;
  }
  if (node.type === 'characterClass') return false;
  return Array.isArray(node.body) && (node.body as Node[]).some(repeatsAmbiguousPart);
}

/**
 * Why the pattern cannot be saved, as a sentence's tail after the field name; null when it may be saved.
 * It must compile for both engines and repeat no part that can match the same text in several ways.
 */
export function staffPatternRefusal(source: string): string | null {
  let tree: RootNode;
  try {
    new RegExp(source);
    tree = parse(source, '');
  } catch {
    return 'is not a valid regular expression';
  }
  try {
    compileStaffPattern(source);
  } catch {
    return 'uses look-arounds or back references, which are not supported';
  }
  if (repeatsAmbiguousPart(tree))
    return 'repeats a group that holds alternatives or its own repetition, which can take very long on some inputs';
  return null;
}
