import { describe, expect, it } from 'vitest';
import { resolveSystemStatus } from '../src';

describe('system status (SPEC §4)', () => {
  it('is normal when neither flag is set', () => {
    expect(resolveSystemStatus({ maintenance: false, regionRestriction: false })).toBe(0);
  });
  it('is maintenance when the maintenance flag is set', () => {
    expect(resolveSystemStatus({ maintenance: true, regionRestriction: false })).toBe(1);
  });
  it('is region-blocked when only region restriction is set', () => {
    expect(resolveSystemStatus({ maintenance: false, regionRestriction: true })).toBe(2);
  });
  it('lets maintenance win over region restriction', () => {
    expect(resolveSystemStatus({ maintenance: true, regionRestriction: true })).toBe(1);
  });
});
