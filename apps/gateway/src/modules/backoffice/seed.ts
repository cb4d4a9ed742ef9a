import type { FastifyInstance } from 'fastify';
import { audited } from './route';

/** The actor of the rows the seeding writes: no staff member did it, the environment did. */
export const SEED_ACTOR = { staffId: null, staffName: 'BACKOFFICE_SEED_STAFF' };

/**
 * Creates or resets the staff of BACKOFFICE_SEED_STAFF (development and e2e). The config refuses
 * the variable with APP_ENV=production; this check repeats it where the accounts are made.
 */
export async function seedStaff(fastify: FastifyInstance): Promise<number> {
  const { seedStaff: seeds } = fastify.config.backoffice;
  if (seeds.length === 0) return 0;
  if (fastify.config.appEnv === 'production') throw new Error('BACKOFFICE_SEED_STAFF is refused with APP_ENV=production');
  for (const seed of seeds) {
    const passwordHash = await fastify.passwords.hash(seed.password);
    await audited(fastify, SEED_ACTOR, { merchantCode: null, action: 'staff.seed', target: `staff:${seed.name}` }, async (tx) => {
      const staff = await fastify.staffRepository.upsertSeed(tx, { name: seed.name, passwordHash, totpSecret: seed.totpSecret, grants: seed.grants, at: fastify.now() });
      return { value: staff, before: null, after: { name: staff.row.name, grants: staff.grants } };
    });
  }
  return seeds.length;
}
