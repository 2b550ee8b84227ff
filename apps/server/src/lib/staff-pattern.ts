// Regular expressions that staff type in the console (today the promotion landing's mobile rule) and
// that then run on anonymous input (decision 102). On the server they run on RE2JS, a linear-time
// engine, so no saved pattern can hold the event loop, including one saved before this check. At save
// time a pattern is also refused when a backtracking engine could take exponential time on it, since
// the borrower's browser and the console's preview run the same pattern with the native RegExp.
import { RE2JS } from 're2js';
// regjsparser is CommonJS whose exports Node's ESM loader cannot name: the compiled server takes the default.
import regjsparser from 'regjsparser';

const { parse } = regjsparser;

/** A compiled staff pattern: `test` is linear in the input's length. */
export interface StaffPattern {
  test(input: string): boolean;
}

// A landing asks for the same few rules on every request: compiled ones are kept, a handful at most.
const compiled = new Map<string, StaffPattern>();
const KEEP_COMPILED = 32;

/** Compiles for the linear-time engine; throws when RE2 cannot run the pattern (look-arounds, back references). */
export function compileStaffPattern(source: string): StaffPattern {
  const kept = compiled.get(source);
  if (kept) return kept;
  const re = RE2JS.compile(source);
  // `find` follows RegExp.test: the pattern's own anchors decide whether the whole input must match.
  const pattern: StaffPattern = { test: (input) => re.matcher(input).find() };
  if (compiled.size >= KEEP_COMPILED) compiled.clear();
  compiled.set(source, pattern);
  return pattern;
}

/** What the walk reads of regjsparser's nodes: every node has a type; groups, alternatives and quantifiers a body. */
type Node = { type: string; body?: unknown; min?: number; max?: number };
const children = (node: Node): Node[] =>
  node.type !== 'characterClass' && Array.isArray(node.body) ? (node.body as Node[]) : [];

/** Whether the subtree can match one text in more than one way: alternatives, or a repetition of varying count. */
function isAmbiguous(node: Node): boolean {
  if (node.type === 'disjunction') return true;
  if (node.type === 'quantifier' && node.min !== node.max) return true;
  return children(node).some(isAmbiguous);
}

/**
 * The backtracking blow-up needs a repeated part that can match the same text in several ways, as in
 * `(a|a)*`, `(a+)+` or `(.*a){12}`. Refusing every repetition over alternatives or over a repetition
 * of varying count is stricter than needed (`(ab|cd)*` is harmless) but is decided by reading the
 * pattern once, in time linear in its length; a mobile rule never needs such a group.
 */
function repeatsAmbiguousPart(node: Node): boolean {
  const repeats = node.type === 'quantifier' && (node.max === undefined || node.max > 1);
  if (repeats && children(node).some(isAmbiguous)) return true;
  return children(node).some(repeatsAmbiguousPart);
}

/**
 * Why the pattern cannot be saved, as a sentence's tail after the field name; null when it may be saved.
 * It must compile for both engines and repeat no part that can match the same text in several ways.
 */
export function staffPatternRefusal(source: string): string | null {
  let tree: Node;
  try {
    new RegExp(source);
    // What the native engine accepts without flags, so a valid pattern is never called invalid here.
    tree = parse(source, '', { lookbehind: true, namedGroups: true, modifiers: true });
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
