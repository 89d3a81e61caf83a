import { describe, expect, it } from 'vitest';
import { unsupportedNodeMessage } from '../src/node/node-version';

describe('the Node versions the sandbox server runs on', () => {
  it('runs on Node 22.13 and later, where node:sqlite needs no flag', () => {
    for (const version of ['22.13.0', '22.20.1', '23.0.0', '24.11.0'])
      expect(unsupportedNodeMessage(version)).toBe(undefined);
  });

  it('names the version it needs and the one it found on older Node', () => {
    expect(unsupportedNodeMessage('20.20.2')).toBe(
      'lobbykit-sandbox needs Node 22.13 or newer (it stores its state with node:sqlite); this is Node 20.20.2.',
    );
    expect(unsupportedNodeMessage('22.12.0')).toContain('needs Node 22.13');
  });
});
