/**
 * The deepest a JSON body may nest, objects and arrays counted together. Our own bodies nest
 * four or five levels; third-party webhook events (Stripe's, a CRM's) stay under twenty. Past it
 * a body is refused before `JSON.parse`, and before anything walks or stores it: PostgreSQL's
 * jsonb parser and any recursive walk run out of stack on a few thousand levels, and a request
 * of 40 KB can carry 20,000 (docs/decisions/0061-bounded-request-parsing.md).
 */
export const maxJsonDepth = 64;

const quote = 0x22;
const backslash = 0x5c;
const openBrace = 0x7b;
const closeBrace = 0x7d;
const openBracket = 0x5b;
const closeBracket = 0x5d;

/**
 * Whether `text` nests objects and arrays deeper than `limit`, read as JSON would be: brackets
 * inside strings (escapes included) do not count. One pass over the characters, no allocation,
 * so it is safe to run on any text before parsing it; it does not check that the text is JSON.
 * @param text - the raw body
 * @param limit - the deepest nesting allowed (`maxJsonDepth` unless a caller has a reason)
 */
export function jsonNestsDeeperThan(text: string, limit: number = maxJsonDepth): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === backslash) index += 1;
      else if (code === quote) inString = false;
    } else if (code === quote) {
      inString = true;
    } else if (code === openBrace || code === openBracket) {
      depth += 1;
      if (depth > limit) return true;
    } else if ((code === closeBrace || code === closeBracket) && depth > 0) {
      // Never below zero: stray closers first must not buy an attacker extra levels later.
      depth -= 1;
    }
  }
  return false;
}
