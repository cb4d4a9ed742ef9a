import type { Staff, StaffGrant, StaffRole } from '@platform/shared/api-contract';
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { backofficeGrants, backofficeSessions, backofficeStaff, type StaffRow } from '../../db/backoffice-schema';
import { permissionsByMerchant } from './roles';

/** Staff accounts: names, argon2id hashes (security/passwords.ts), TOTP secrets and grants per merchant. */

export interface StaffWithGrants {
  row: StaffRow;
  grants: StaffGrant[];
}

export interface NewStaff {
  name: string;
  passwordHash: string;
  totpSecret: string;
  grants: readonly { role: StaffRole; merchantCode: string }[];
  at: Date;
}

export function toStaff({ row, grants }: StaffWithGrants): Staff {
  return {
    id: row.id,
    name: row.name,
    grants,
    permissions: permissionsByMerchant(grants),
    disabled: row.disabled,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

export function createStaffRepository(db: Db) {
  async function grantsOf(executor: Db, staffId: number): Promise<StaffGrant[]> {
    const rows = await executor
      .select({ role: backofficeGrants.role, merchantCode: backofficeGrants.merchantCode })
      .from(backofficeGrants)
      .where(eq(backofficeGrants.staffId, staffId))
      .orderBy(asc(backofficeGrants.merchantCode), asc(backofficeGrants.role));
    return rows;
  }

  async function withGrants(executor: Db, row: StaffRow | undefined): Promise<StaffWithGrants | undefined> {
    return row ? { row, grants: await grantsOf(executor, row.id) } : undefined;
  }

  return {
    async byName(name: string, executor: Db = db): Promise<StaffWithGrants | undefined> {
      const [row] = await executor.select().from(backofficeStaff).where(eq(backofficeStaff.name, name)).limit(1);
      return withGrants(executor, row);
    },

    async byId(id: number, executor: Db = db): Promise<StaffWithGrants | undefined> {
      const [row] = await executor.select().from(backofficeStaff).where(eq(backofficeStaff.id, id)).limit(1);
      return withGrants(executor, row);
    },

    /** Staff holding any role in the merchant, by name. */
    async ofMerchant(merchantCode: string): Promise<StaffWithGrants[]> {
      const ids = db.select({ id: backofficeGrants.staffId }).from(backofficeGrants).where(eq(backofficeGrants.merchantCode, merchantCode));
      const rows = await db.select().from(backofficeStaff).where(inArray(backofficeStaff.id, ids)).orderBy(asc(backofficeStaff.name));
      return Promise.all(rows.map(async (row) => ({ row, grants: await grantsOf(db, row.id) })));
    },

    /** Inside the caller's transaction (its audit row commits with it). A taken name is answered undefined. */
    async create(tx: Db, staff: NewStaff): Promise<StaffWithGrants | undefined> {
      const [row] = await tx
        .insert(backofficeStaff)
        .values({ name: staff.name, passwordHash: staff.passwordHash, totpSecret: staff.totpSecret, createdAt: staff.at })
        .onConflictDoNothing()
        .returning();
      if (!row) return undefined;
      await tx.insert(backofficeGrants).values(staff.grants.map((grant) => ({ staffId: row.id, ...grant })));
      return { row, grants: await grantsOf(tx, row.id) };
    },

    /** The seeded staff (development and e2e): created, or reset to the environment's password, secret and grants. */
    async upsertSeed(tx: Db, staff: NewStaff): Promise<StaffWithGrants> {
      const [row] = await tx
        .insert(backofficeStaff)
        .values({ name: staff.name, passwordHash: staff.passwordHash, totpSecret: staff.totpSecret, createdAt: staff.at })
        .onConflictDoUpdate({
          target: backofficeStaff.name,
          set: { passwordHash: staff.passwordHash, totpSecret: staff.totpSecret, disabled: false },
        })
        .returning();
      await tx.delete(backofficeGrants).where(eq(backofficeGrants.staffId, row!.id));
      await tx.insert(backofficeGrants).values(staff.grants.map((grant) => ({ staffId: row!.id, ...grant })));
      return { row: row!, grants: await grantsOf(tx, row!.id) };
    },

    /**
     * Spends a TOTP time step: true once per step and staff member, even for parallel requests
     * (the conditional update is atomic), so a code seen over a shoulder cannot be replayed.
     */
    async spendTotpStep(staffId: number, step: number): Promise<boolean> {
      const spent = await db
        .update(backofficeStaff)
        .set({ totpLastStep: step })
        .where(and(eq(backofficeStaff.id, staffId), or(isNull(backofficeStaff.totpLastStep), lt(backofficeStaff.totpLastStep, step))))
        .returning({ id: backofficeStaff.id });
      return spent.length === 1;
    },

    async signedIn(tx: Db, staffId: number, at: Date): Promise<void> {
      await tx.update(backofficeStaff).set({ lastLoginAt: at }).where(eq(backofficeStaff.id, staffId));
    },

    /** Replaces the staff member's roles in one merchant; the roles held elsewhere stay. Inside the caller's transaction. */
    async setRolesIn(tx: Db, staffId: number, merchantCode: string, roles: readonly StaffRole[]): Promise<void> {
      await tx.delete(backofficeGrants).where(and(eq(backofficeGrants.staffId, staffId), eq(backofficeGrants.merchantCode, merchantCode)));
      await tx.insert(backofficeGrants).values([...new Set(roles)].map((role) => ({ staffId, role, merchantCode })));
    },

    async setDisabled(tx: Db, staffId: number, disabled: boolean): Promise<void> {
      await tx.update(backofficeStaff).set({ disabled }).where(eq(backofficeStaff.id, staffId));
    },

    /** A new TOTP secret; the spent-step mark goes with the old one. */
    async setTotpSecret(tx: Db, staffId: number, totpSecret: string): Promise<void> {
      await tx.update(backofficeStaff).set({ totpSecret, totpLastStep: null }).where(eq(backofficeStaff.id, staffId));
    },

    /** Ends every session of the staff member (disabled, or a reset second factor). */
    async endSessions(tx: Db, staffId: number): Promise<void> {
      await tx.delete(backofficeSessions).where(eq(backofficeSessions.staffId, staffId));
    },

    /** How many staff exist (the create-owner command refuses a second first owner). */
    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(backofficeStaff);
      return row?.n ?? 0;
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
