/** The first Node release with `node:sqlite` available without a flag (the sandbox server's store). */
export const MINIMUM_NODE = [22, 13] as const;

/** Why this Node cannot run the sandbox server, or `undefined` when it can. */
export function unsupportedNodeMessage(version: string): string | undefined {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  const [needMajor, needMinor] = MINIMUM_NODE;
  if (major > needMajor || (major === needMajor && minor >= needMinor)) return undefined;
  return `lobbykit-sandbox needs Node ${needMajor}.${needMinor} or newer (it stores its state with node:sqlite); this is Node ${version}.`;
}
