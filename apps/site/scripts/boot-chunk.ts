import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';

const INNER_PASS = 'LOBBYKIT_BOOT_CHUNK_PASS';

/** The modules of the chunks the entry chunk imports statically, at any depth: all loaded before the entry runs. */
function bootModules(output: Rolldown.RolldownOutput): Set<string> {
  const chunks = new Map(
    output.output.filter((file) => file.type === 'chunk').map((chunk) => [chunk.fileName, chunk] as const),
  );
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  const modules = new Set<string>();
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = chunks.get(fileName);
    if (!chunk) return;
    if (chunk !== entry) for (const id of chunk.moduleIds) modules.add(id);
    for (const imported of chunk.imports) visit(imported);
  };
  if (entry) visit(entry.fileName);
  return modules;
}

/**
 * Everything the entry imports statically, in one chunk beside it. Rolldown emits a chunk for each set of lazy chunks
 * that also import a module, even when the entry has loaded that module before any of them can run
 * (https://github.com/rolldown/rolldown/issues/10731): the boot was some thirty files of a few hundred bytes each,
 * each one a request the first paint waits for (six at a time over HTTP/1.1, a round trip each on a phone's network).
 * Which modules those are is known only once they are tree-shaken and chunked, so the client build chunks once
 * without writing, to learn them, then again with them grouped. Same modules, and 5 % fewer bytes: one file
 * compresses better than thirty.
 */
export function bootChunk(): Plugin {
  return {
    name: 'lobbykit:boot-chunk',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild && !process.env[INNER_PASS],
    async config(config) {
      process.env[INNER_PASS] = '1';
      let output: Rolldown.RolldownOutput | Rolldown.RolldownOutput[] | Rolldown.RolldownWatcher;
      try {
        output = await build({
          root: config.root,
          configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
          mode: config.mode,
          logLevel: 'silent',
          build: { write: false, manifest: false, sourcemap: false },
        });
      } finally {
        delete process.env[INNER_PASS];
      }
      if (!('output' in output)) throw new Error('the boot chunk pass expected one build output');
      const boot = bootModules(output);
      return {
        build: {
          rolldownOptions: {
            output: { codeSplitting: { groups: [{ name: (id: string) => (boot.has(id) ? 'boot' : null) }] } },
          },
        },
      };
    },
  };
}
