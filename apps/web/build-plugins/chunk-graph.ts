import type { Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

/**
 * The bundle's chunks, and what loading some of them brings: the chunks with everything they
 * import statically, and their stylesheets. Shared by the build's lists of files
 * (finish-offline-assets.ts, route-pages.ts).
 */
export function chunkGraph(bundle: Rolldown.OutputBundle) {
  const chunks = Object.values(bundle).filter(
    (output): output is OutputChunk => output.type === 'chunk',
  );
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  return {
    chunks,
    /** The files of `start` and of every chunk they import statically, and their CSS. */
    closure(start: Iterable<OutputChunk>): { scripts: Set<string>; styles: Set<string> } {
      const scripts = new Set<string>();
      const styles = new Set<string>();
      const visit = (chunk: OutputChunk) => {
        if (scripts.has(chunk.fileName)) return;
        scripts.add(chunk.fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
        for (const imported of chunk.imports) {
          const next = byFile.get(imported);
          if (next) visit(next);
        }
      };
      for (const chunk of start) visit(chunk);
      return { scripts, styles };
    },
  };
}
