import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Encrypts sensitive numbers (SSN, TIN) at rest with AES-256-GCM. The key comes from
 * DATA_ENCRYPTION_KEY (generated under DATA_DIR in demo mode); a sealed value is
 * `v1.<iv>.<tag>.<ciphertext>` in base64url, so a future key rotation can tell versions apart.
 */
export interface SealedBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function createSealedBox(secret: string): SealedBox {
  // Any length of secret becomes a 256-bit key; the secret itself is already random.
  const key = createHash('sha256').update(secret).digest();
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('Not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/** The stored pair for a sensitive number: ciphertext and the last 4 digits shown to people. */
export function sealDigits(box: SealedBox, digits: string | null | undefined): { encrypted: string | null; last4: string | null } {
  if (!digits) return { encrypted: null, last4: null };
  return { encrypted: box.seal(digits), last4: digits.slice(-4) };
}
