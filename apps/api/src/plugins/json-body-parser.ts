import fp from 'fastify-plugin';
import { fieldError } from '../errors/api-error.ts';
import { jsonNestsDeeperThan, maxJsonDepth } from './json-depth.ts';

/**
 * Takes `application/json` bodies for the whole app in place of Fastify's own parser, with one
 * thing added: a body nesting objects and arrays deeper than `maxJsonDepth` is refused with a
 * 400 naming `body`, counted on the raw text before `JSON.parse` runs, so nothing after it (the
 * parse, the NUL guard, validation, PostgreSQL's jsonb) ever holds a body that deep
 * (docs/decisions/0061-bounded-request-parsing.md).
 *
 * Everything else is Fastify's default, unchanged: the parse is Fastify's own function
 * (`getDefaultJsonParser` with the server's `onProtoPoisoning` and `onConstructorPoisoning`,
 * so a `__proto__` or `constructor.prototype` key is still refused), with the same answers for
 * an empty or malformed body; registered without a limit of its own, it keeps the same body
 * limits (the server's, or the route's `bodyLimit`). Register it before any plugin with
 * routes: a plugin copies its parent's parsers when it is registered. A plugin that takes JSON
 * its own way (the webhook intake, which verifies the exact bytes) removes this parser in its
 * scope first.
 */
export const jsonBodyParserPlugin = fp(
  async (app) => {
    const parse = app.getDefaultJsonParser(
      app.initialConfig.onProtoPoisoning ?? 'error',
      app.initialConfig.onConstructorPoisoning ?? 'error',
    );
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      // `parseAs: 'string'` hands over text; the type also allows bytes, for other options.
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (jsonNestsDeeperThan(text, maxJsonDepth)) {
        done(fieldError('body', `nested deeper than ${maxJsonDepth} levels`), undefined);
        return;
      }
      parse(request, text, done);
    });
  },
  { name: 'json-body-parser' },
);
