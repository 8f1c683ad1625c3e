/**
 * The built page's entry module, downloaded at once (a modulepreload) but run by the boot script
 * after the first frame: run from its own <script>, it would run as soon as it arrives, and on a
 * fast connection the browser then paints nothing until the app's modules have evaluated.
 * @param html - index.html with Vite's tags
 */
export function startEntryFromBoot(html: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry?.[1]) throw new Error('index.html has no module script for the boot script to start');
  return html
    .replace(entry[0], `<link rel="modulepreload" crossorigin href="${entry[1]}">`)
    .replace(/<html\b/, `<html data-app-entry="${entry[1]}"`);
}
