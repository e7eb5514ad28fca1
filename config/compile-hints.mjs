/**
 * V8's explicit compile hint for a whole file (Chromium 136 and later; other engines read a comment):
 * every function in it is compiled as the file streams in, on a background thread, instead of on the
 * main thread the first time it is called.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The JavaScript files of the chunks that the import() requests `requests` load, from their chunk groups' origins. */
function filesLoadedBy(chunkGroups, requests) {
  const files = new Set();
  for (const group of chunkGroups) {
    if (!group.origins.some((origin) => requests.includes(origin.request ?? ''))) continue;
    for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  }
  return files;
}

/**
 * An Rsbuild plugin that puts the compile hint at the top of the JavaScript files of the chunks
 * `requests` load (import() requests, as in config/budgets.mjs): start-up's and the first routes' code,
 * which runs as soon as it arrives. Without it, start-up compiled each module's code on the main thread
 * as it first ran it, inside start-up's own tasks (the sign-in screen's blocking time). Added after
 * minification (which drops comments) and before the content hashes are computed.
 * @param {readonly string[]} requests
 * @returns {import('@rsbuild/core').RsbuildPlugin}
 */
export function pluginCompileHints(requests) {
  return {
    name: 'compile-hints',
    setup(api) {
      api.processAssets({ stage: 'optimize-inline' }, ({ compilation, sources }) => {
        for (const file of filesLoadedBy(compilation.chunkGroups, requests)) {
          compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
        }
      });
    },
  };
}
