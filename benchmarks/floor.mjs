// "The floor" of DESIGN.md's budgets: a bare React 19 app (`<main><h1>Hello</h1></main>`) built by the same Vite,
// with the same React plugin and target as the site, so the site's figures are read as ratios to what any React
// page costs on the same machine in the same run.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// The site's own copies of Vite, its React plugin, React and React DOM.
const fromSite = createRequire(join(root, 'apps/site/package.json'));
const packageDir = (name) => dirname(fromSite.resolve(`${name}/package.json`));

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="The floor: a bare React page." />
    <title>Floor</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/main.jsx"></script>
  </body>
</html>
`;
const MAIN = `import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(<main><h1>Hello</h1></main>);
`;

/** Builds the floor into a new temporary folder and returns the folder of its `dist`. */
export async function buildFloor() {
  const project = mkdtempSync(join(tmpdir(), 'lobbykit-floor-'));
  writeFileSync(join(project, 'index.html'), INDEX);
  writeFileSync(join(project, 'main.jsx'), MAIN);
  const { build } = await import(pathToFileURL(fromSite.resolve('vite')).href);
  const { default: react } = await import(pathToFileURL(fromSite.resolve('@vitejs/plugin-react')).href);
  const outDir = join(project, 'dist');
  mkdirSync(outDir, { recursive: true });
  await build({
    root: project,
    logLevel: 'error',
    configFile: false,
    plugins: [react()],
    resolve: {
      alias: { react: packageDir('react'), 'react-dom': packageDir('react-dom') },
      dedupe: ['react', 'react-dom'],
    },
    build: { target: 'es2022', outDir, emptyOutDir: true },
  });
  return outDir;
}
