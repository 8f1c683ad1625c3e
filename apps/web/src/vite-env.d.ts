/** Build id compiled in by build-manifest-plugin ('dev' on the dev server). */
declare const __BUILD_ID__: string;
