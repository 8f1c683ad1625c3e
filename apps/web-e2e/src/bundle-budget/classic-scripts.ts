/**
 * The classic scripts index.html runs (`<script src>` without `type="module"`): the boot script
 * that paints the first frame (apps/web/early-boot-plugin.ts). The build manifest does not list
 * them, yet every page loads them first.
 * @param html - the built index.html
 * @returns their files, e.g. `assets/boot-….js`
 */
export function classicScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1] ?? '')
    .filter((attributes) => !/\btype="module"/.test(attributes))
    .flatMap((attributes) => /\bsrc="\/([^"]+\.js)"/.exec(attributes)?.[1] ?? []);
}
