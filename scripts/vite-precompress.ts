import type { Plugin } from 'vite';

/** Text files worth compressing; pictures and woff2 fonts are compressed already. */
const COMPRESSIBLE = /\.(html|js|css|svg|json|webmanifest)$/;
/** Below this a compressed answer saves less than its headers cost (as @fastify/compress's threshold). */
const THRESHOLD_BYTES = 1024;

/**
 * Writes `<file>.br` beside every text file of the build, at Brotli's best quality (11), which
 * the server sends as it is (@fastify/static `preCompressed`) instead of compressing each answer
 * at the quality 4 that on-the-fly compression can afford (issue 12: 10–15% fewer bytes on
 * a 250 kbit/s phone).
 *
 * Not vite-plugin-compression2, the maintained plugin for this: it compresses the bundle in
 * `generateBundle`, before the prerender (scripts/vite-prerender-home.ts, `writeBundle`) fills
 * index.html and writes app.html, and before vite-plugin-pwa writes sw.js (`closeBundle`), so
 * it would ship a compressed home page with an empty #root. This runs last, on what is on disk.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'bukka-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : `${config.root}/${config.build.outDir}`;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const [{ readdir, readFile, writeFile }, { join }, { promisify }, zlib] = await Promise.all([
          import('node:fs/promises'),
          import('node:path'),
          import('node:util'),
          import('node:zlib'),
        ]);
        const brotli = promisify(zlib.brotliCompress);
        const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
          .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
          .map((entry) => join(entry.parentPath, entry.name));
        for (const file of files) {
          const source = await readFile(file);
          if (source.length < THRESHOLD_BYTES) continue;
          const compressed = await brotli(source, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          });
          if (compressed.length < source.length) await writeFile(`${file}.br`, compressed);
        }
      },
    },
  };
}
