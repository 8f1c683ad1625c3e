// A local ESLint rule: folders of one source tree stacked in floors, each importing only its
// own floor or lower ones. eslint-plugin-import's no-restricted-paths would need its resolver,
// which this machine's registry cannot install on every platform (see eslint.config.mjs), and
// the relative specifiers of apps/api resolve by path alone.
import path from 'node:path';

/**
 * @typedef {object} LayerOrderOptions
 * @property {string} root - absolute path of the tree the floors divide
 * @property {string[][]} layers - floors from the top down; each names the folders (or
 *   top-level files) that form it; `*` stands for every file directly under `root`
 * @property {string[]} [free] - folders that may import anything (test support, benchmarks)
 * @property {string[]} [testSupport] - folders only tests and `free` folders import
 * @property {string[]} [testFiles] - file name endings of tests (e.g. `.test.ts`)
 */

const isRelative = (specifier) =>
  specifier === '.' || specifier.startsWith('./') || specifier.startsWith('../');

/** The first path segment under root, or `*` for a file directly under it. */
function placeOf(root, file) {
  const relative = path.relative(root, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [first, ...rest] = relative.split(path.sep);
  return { name: first, topLevelFile: rest.length === 0, relative };
}

/** @type {import('eslint').Rule.RuleModule} */
export const layerOrder = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports run down the floors of a source tree, never up.' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          layers: { type: 'array', items: { type: 'array', items: { type: 'string' } } },
          free: { type: 'array', items: { type: 'string' } },
          testSupport: { type: 'array', items: { type: 'string' } },
          testFiles: { type: 'array', items: { type: 'string' } },
        },
        required: ['root', 'layers'],
        additionalProperties: false,
      },
    ],
    messages: {
      upward:
        "'{{from}}' is on floor {{fromFloor}} ({{fromName}}) and may not import '{{to}}' on floor {{toFloor}} ({{toName}}): move the shared code down a floor.",
      testSupport: "'{{to}}' is test support: only tests and {{free}} import it.",
      noFloor: "'{{name}}' is on no floor of {{root}}: add it to the floors in eslint.config.mjs.",
    },
  },
  create(context) {
    /** @type {LayerOrderOptions} */
    const options = context.options[0];
    const { root, layers } = options;
    const free = options.free ?? [];
    const testSupport = options.testSupport ?? [];
    const testFiles = options.testFiles ?? ['.test.ts'];
    const filename = context.filename;
    const source = placeOf(root, filename);
    if (!source) return {};

    // A named file or folder before `*`: config.ts is a top-level file on the lowest floor.
    const floorOf = (place) => {
      const named = layers.findIndex((layer) => layer.includes(place.name));
      if (named !== -1) return named;
      const anyFile = place.topLevelFile ? layers.findIndex((layer) => layer.includes('*')) : -1;
      return anyFile === -1 ? undefined : anyFile;
    };
    const describe = (index) => layers[index].join(', ');
    const isTest = testFiles.some((ending) => filename.endsWith(ending));
    const sourceIsFree = free.includes(source.name) || testSupport.includes(source.name);
    const sourceFloor = floorOf(source);

    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !isRelative(specifier)) return;
      const target = placeOf(root, path.resolve(path.dirname(filename), specifier));
      if (!target) return;
      if (testSupport.includes(target.name) || free.includes(target.name)) {
        if (!isTest && !sourceIsFree && target.name !== source.name) {
          context.report({
            node: node.source,
            messageId: 'testSupport',
            data: { to: target.relative, free: free.join(', ') },
          });
        }
        return;
      }
      if (sourceIsFree) return;
      const targetFloor = floorOf(target);
      for (const [place, floor] of [
        [source, sourceFloor],
        [target, targetFloor],
      ]) {
        if (floor === undefined) {
          context.report({
            node: node.source,
            messageId: 'noFloor',
            data: { name: place.name, root: path.basename(root) },
          });
          return;
        }
      }
      if (targetFloor < sourceFloor) {
        context.report({
          node: node.source,
          messageId: 'upward',
          data: {
            from: source.relative,
            fromFloor: String(sourceFloor + 1),
            fromName: describe(sourceFloor),
            to: target.relative,
            toFloor: String(targetFloor + 1),
            toName: describe(targetFloor),
          },
        });
      }
    };

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
