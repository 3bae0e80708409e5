import { randomBytes } from 'node:crypto';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db';
import {
  consumeOidcPayload,
  deleteExpiredOidcPayloads,
  deleteOidcPayload,
  deleteOidcPayloadsOfGrant,
  findOidcPayload,
  upsertOidcPayload,
  type OidcPayloadRow,
} from '../db/repositories/oidc-payloads';

/** One in this many writes also sweeps expired rows, so the table does not grow without bound. */
const SWEEP_EVERY = 200;

/**
 * oidc-provider's storage (sessions, interactions, grants, codes, refresh tokens...) in the
 * oidc_payloads table, one adapter per model name; on PGlite and PostgreSQL alike.
 */
export class DatabaseAdapter implements Adapter {
  constructor(
    private readonly database: Database,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const now = Date.now();
    await upsertOidcPayload(this.database, {
      type: this.model,
      id,
      payload: payload as Record<string, unknown>,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt: expiresIn ? new Date(now + expiresIn * 1000) : null,
    });
    if (randomBytes(1)[0]! % SWEEP_EVERY === 0) await deleteExpiredOidcPayloads(this.database, new Date(now));
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return this.read(await findOidcPayload(this.database, this.model, { column: 'id', value: id }));
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.read(await findOidcPayload(this.database, this.model, { column: 'uid', value: uid }));
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.read(await findOidcPayload(this.database, this.model, { column: 'userCode', value: userCode }));
  }

  async consume(id: string): Promise<void> {
    await consumeOidcPayload(this.database, this.model, id, new Date());
  }

  async destroy(id: string): Promise<void> {
    await deleteOidcPayload(this.database, this.model, id);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await deleteOidcPayloadsOfGrant(this.database, grantId);
  }

  private read(row: OidcPayloadRow | null): AdapterPayload | undefined {
    if (!row) return undefined;
    if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) return undefined;
    return {
      ...(row.payload as AdapterPayload),
      ...(row.consumedAt ? { consumed: Math.floor(row.consumedAt.getTime() / 1000) } : {}),
    };
  }
}

/** The `adapter` option of oidc-provider: a factory of one adapter per model name. */
export function databaseAdapterFactory(database: Database) {
  return (model: string) => new DatabaseAdapter(database, model);
}
