/** Stories only: how long to wait for a dialog mounted on demand; its chunk loads first, which a cold dev server transforms then. */
export const dialogChunk = { timeout: 30_000 };
