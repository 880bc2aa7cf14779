import { describe, expect, it } from 'vitest';
import { createSealedBox, sealDigits } from './sealed-box';

describe('sealed box', () => {
  const box = createSealedBox('test-key-test-key-test-key-test-key');
  it('round-trips and never stores the plain value', () => {
    const sealed = box.seal('123456789');
    expect(sealed).not.toContain('123456789');
    expect(sealed).not.toBe(box.seal('123456789'));
    expect(box.open(sealed)).toBe('123456789');
  });
  it('refuses a tampered value or another key', () => {
    const sealed = box.seal('123456789');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('999999999').toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
    expect(() => createSealedBox('another-key-another-key-another-key').open(sealed)).toThrow();
  });
  it('keeps the last 4 digits beside the ciphertext', () => {
    expect(sealDigits(box, '123456789').last4).toBe('6789');
    expect(sealDigits(box, null)).toEqual({ encrypted: null, last4: null });
  });
});
