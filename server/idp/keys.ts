import { randomBytes, randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database } from '../db';
import { serverSecret } from '../db/repositories/server-secrets';

/**
 * The provider's signing keys and cookie keys, generated on first use and kept in server_secrets,
 * so every process and every restart signs and verifies with the same keys. Nothing is in the repo.
 */

const SIGNING_KEYS_SECRET = 'idp.signing-jwks';
const COOKIE_KEYS_SECRET = 'idp.cookie-keys';
export const SIGNING_ALGORITHM = 'RS256';

export interface ProviderKeys {
  /** Private JWKs for oidc-provider (`jwks` configuration). */
  signing: { keys: JWK[] };
  /** The public halves, for the gateway's token verifier. */
  publicJwks: { keys: JWK[] };
  /** Keys that sign the provider's cookies (newest first). */
  cookieKeys: string[];
}

async function newSigningKeySet(): Promise<string> {
  const { privateKey } = await generateKeyPair(SIGNING_ALGORITHM, { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  return JSON.stringify({ keys: [{ ...jwk, kid: randomUUID(), alg: SIGNING_ALGORITHM, use: 'sig' }] });
}

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k', 'oth'] as const;

export function publicJwk(jwk: JWK): JWK {
  const copy: Record<string, unknown> = { ...jwk };
  for (const member of PRIVATE_MEMBERS) delete copy[member];
  return copy as JWK;
}

export async function loadProviderKeys(database: Database): Promise<ProviderKeys> {
  const signing = JSON.parse(await serverSecret(database, SIGNING_KEYS_SECRET, newSigningKeySet)) as { keys: JWK[] };
  const cookieKeys = JSON.parse(
    await serverSecret(database, COOKIE_KEYS_SECRET, () => JSON.stringify([randomBytes(32).toString('base64url')])),
  ) as string[];
  return { signing, publicJwks: { keys: signing.keys.map(publicJwk) }, cookieKeys };
}
