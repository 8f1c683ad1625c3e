import * as z from 'zod/mini';
import { optionalTextSchema, requiredTextSchema } from './text-input.ts';

/**
 * Characters no name or label may hold: the C0 controls (TAB, LF, CR…), DEL and the C1
 * controls, the Unicode line and paragraph separators, and the bidirectional embeddings,
 * overrides and isolates. A name is one line wherever it is shown: a line break in it adds
 * lines of its own to a mail that quotes it (an inviter's name in an invitation), and a bidi
 * override shows the text after it reversed, so a name in a mail or a list reads as another.
 * Letters of every script, emoji and the zero-width joiners some scripts need stay allowed.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const controlCharacter = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
const controlCharacterRuns = new RegExp(`${controlCharacter.source}+`, 'g');

/** What a name with such a character is refused with, under its field. */
export const controlCharactersMessage = 'must not contain control characters (line breaks, tabs…)';

/** Whether `text` holds a character no name may hold. */
export function hasControlCharacters(text: string): boolean {
  return controlCharacter.test(text);
}

/**
 * `text` with each run of those characters made one space, trimmed: for names stored before
 * they were refused, where they are written into a mail or another line-based text.
 */
export function withoutControlCharacters(text: string): string {
  return text.replace(controlCharacterRuns, ' ').trim();
}

/** The check every name and label takes, after its other rules (refine: keeps the type). */
export const noControlCharacters = z.refine<string>((text) => !hasControlCharacters(text), {
  message: controlCharactersMessage,
});

/** A name a person must fill in: trimmed, 1 … `max` characters, one line without controls. */
export const requiredNameSchema = (max: number) =>
  requiredTextSchema(max).check(noControlCharacters);

/** A name that may be empty: trimmed, at most `max` characters, one line without controls. */
export const optionalNameSchema = (max: number) =>
  optionalTextSchema(max).check(noControlCharacters);
