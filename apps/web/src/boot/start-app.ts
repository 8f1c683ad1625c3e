/**
 * Runs the app's entry module once the browser has painted index.html's skeleton: a frame, then
 * a task. The entry is already downloading (index.html preloads it), so this only orders its
 * evaluation after the first paint. The dev server keeps the entry's own <script>, and then
 * `entry` is undefined (early-boot-plugin.ts).
 * @param entry - the built entry's URL, from `<html data-app-entry>`
 */
export function startApp(entry: string | undefined, page: Document = document): void {
  if (!entry) return;
  requestAnimationFrame(() =>
    setTimeout(() => {
      const script = page.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = entry;
      page.head.append(script);
    }),
  );
}
