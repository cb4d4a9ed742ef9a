import {
  backofficeAddPlayerNoteCall,
  backofficePlayerCall,
  backofficePlayerLedgerCall,
  backofficePlayerLockCall,
  backofficePlayerNotesCall,
  backofficePlayersCall,
} from '@platform/shared/api-contract';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../http/http-error';
import { createPlayers, toPlayerRow } from './players';
import { actorOf, audited, backofficeRoute, paging } from './route';

const playerRoutes: FastifyPluginAsync = async (fastify) => {
  const players = createPlayers(fastify.db, fastify.walletRepository);
  const unknown = () => new HttpError(404, 'NOT_FOUND', 'Unknown player');

  backofficeRoute(fastify, backofficePlayersCall, async (input) => players.search({ ...input, ...paging(input) }));

  backofficeRoute(fastify, backofficePlayerCall, async (input) => {
    const member = await players.find(input.merchantCode, input.id);
    if (!member) throw unknown();
    return players.detail(member);
  });

  backofficeRoute(fastify, backofficePlayerLedgerCall, async (input) => {
    const member = await players.find(input.merchantCode, input.id);
    if (!member) throw unknown();
    const { page, pageSize } = paging(input);
    return players.ledger(member.id, page, pageSize, input.kind);
  });

  backofficeRoute(fastify, backofficePlayerNotesCall, async (input) => {
    const member = await players.find(input.merchantCode, input.id);
    if (!member) throw unknown();
    const { page, pageSize } = paging(input);
    return players.notes(member.id, page, pageSize);
  });

  backofficeRoute(fastify, backofficeAddPlayerNoteCall, async (input, staff) => {
    const member = await players.find(input.merchantCode, input.id);
    if (!member) throw unknown();
    return audited(fastify, actorOf(staff), { merchantCode: input.merchantCode, action: 'player.note', target: `member:${member.id}` }, async (tx) => {
      const note = await players.addNote(tx, { merchantCode: input.merchantCode, memberId: member.id, staffId: staff.row.id, staffName: staff.row.name, body: input.text, at: fastify.now() });
      return { value: note, before: null, after: { noteId: note.id, text: note.body } };
    });
  });

  // A locked player (status disabled) is signed out everywhere: the session check refuses a disabled member's next call.
  backofficeRoute(fastify, backofficePlayerLockCall, async (input, staff) => {
    const after = await audited(
      fastify,
      actorOf(staff),
      { merchantCode: input.merchantCode, action: input.locked ? 'player.lock' : 'player.unlock', target: `member:${input.id}` },
      async (tx) => {
        const changed = await players.setLocked(tx, input.merchantCode, input.id, input.locked);
        if (!changed) throw unknown();
        return {
          value: toPlayerRow(changed.after),
          before: { status: changed.before.status },
          after: { status: changed.after.status, reason: input.reason },
        };
      },
    );
    if (input.locked) await fastify.sessions.endAllFor(input.id);
    return after;
  });
};

export default playerRoutes;
