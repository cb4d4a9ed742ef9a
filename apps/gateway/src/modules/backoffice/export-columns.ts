import type {
  AuditRow,
  BackofficeAgentContract,
  BackofficeAgentPayout,
  BackofficeDraw,
  CashierDeposit,
  CashierWithdrawal,
  PlayerRow,
} from '@platform/shared/api-contract';

/**
 * The CSV exports' columns (issue 22 §4), in file order: the list call's row field, its header in
 * each back-office language, and whether it is an amount. The headers are the words of the
 * table's screen (libs/backoffice/i18n, pt-PT as there); they live here because the gateway writes
 * the file, and that catalogue ships to the browser only. The screens pass no columns: this list
 * is the one source of what a file holds.
 */

/** The back office's languages (libs/backoffice/i18n BACKOFFICE_LANGUAGES). */
export const EXPORT_LANGUAGES = ['EN', 'PT'] as const;
export type ExportLanguage = (typeof EXPORT_LANGUAGES)[number];

/** Numeric fields of a row: only these can be amounts. */
type NumberField<Row> = { [K in keyof Row & string]: Row[K] extends number ? K : never }[keyof Row & string];

export type ExportColumn<Row> =
  | { field: keyof Row & string; header: Record<ExportLanguage, string> }
  /** Minor units in the row, major units in the file (see routes-export.ts). */
  | { field: NumberField<Row>; header: Record<ExportLanguage, string>; amount: true };

const text = <Row,>(field: keyof Row & string, en: string, pt: string): ExportColumn<Row> => ({ field, header: { EN: en, PT: pt } });
const money = <Row,>(field: NumberField<Row>, en: string, pt: string): ExportColumn<Row> => ({ field, header: { EN: en, PT: pt }, amount: true });

const withdrawalColumns: ExportColumn<CashierWithdrawal>[] = [
  text('id', 'ID', 'ID'),
  text('memberId', 'Player ID', 'ID do jogador'),
  text('account', 'Account', 'Conta'),
  money('amount', 'Amount', 'Montante'),
  text('receivingAddress', 'Receiving address', 'Endereço de receção'),
  text('status', 'Status', 'Estado'),
  text('proofUploadIds', 'Proof images', 'Imagens de prova'),
  text('createdAt', 'Requested at', 'Pedido em'),
  text('decidedAt', 'Decided at', 'Decidido em'),
  text('confirmDeadline', 'Confirm by', 'Confirmar até'),
  text('confirmedAt', 'Confirmed at', 'Confirmado em'),
];

/** One column list per exportable table (EXPORT_TABLES, keyed by BackofficeExportTable, reads each). */
interface ExportColumns {
  players: ExportColumn<PlayerRow>[];
  deposits: ExportColumn<CashierDeposit>[];
  withdrawals: ExportColumn<CashierWithdrawal>[];
  disputes: ExportColumn<CashierWithdrawal>[];
  audit: ExportColumn<AuditRow>[];
  'lottery-draws': ExportColumn<BackofficeDraw>[];
  'agent-contracts': ExportColumn<BackofficeAgentContract>[];
  'agent-payouts': ExportColumn<BackofficeAgentPayout>[];
}

export const EXPORT_COLUMNS: ExportColumns = {
  players: [
    text('id', 'ID', 'ID'),
    text('account', 'Account', 'Conta'),
    text('nickname', 'Nickname', 'Alcunha'),
    text('mobile', 'Mobile', 'Telemóvel'),
    text('email', 'E-mail', 'E-mail'),
    text('status', 'Status', 'Estado'),
    text('type', 'Account type', 'Tipo de conta'),
    text('createdAt', 'Registered', 'Registado'),
    text('lastLoginAt', 'Last login', 'Último acesso'),
  ],
  deposits: [
    text('id', 'ID', 'ID'),
    text('memberId', 'Player ID', 'ID do jogador'),
    text('account', 'Account', 'Conta'),
    text('channelCode', 'Channel', 'Canal'),
    text('kind', 'Channel type', 'Tipo de canal'),
    money('amount', 'Amount', 'Montante'),
    text('status', 'Status', 'Estado'),
    text('receiptUploadId', 'Receipt', 'Comprovativo'),
    text('createdAt', 'Requested at', 'Pedido em'),
    text('decidedAt', 'Decided at', 'Decidido em'),
  ],
  withdrawals: withdrawalColumns,
  disputes: withdrawalColumns,
  audit: [
    text('id', 'ID', 'ID'),
    text('at', 'When', 'Quando'),
    text('staffId', 'Staff ID', 'ID do membro da equipa'),
    text('staffName', 'Staff', 'Membro da equipa'),
    text('merchantCode', 'Merchant', 'Operador'),
    text('action', 'Action', 'Ação'),
    text('target', 'Target', 'Alvo'),
    text('before', 'Before', 'Antes'),
    text('after', 'After', 'Depois'),
    text('hash', 'Hash', 'Hash'),
  ],
  'lottery-draws': [
    text('id', 'ID', 'ID'),
    text('gameCode', 'Game', 'Jogo'),
    text('periodId', 'Period', 'Período'),
    text('opensAt', 'Opens at', 'Abre em'),
    text('closesAt', 'Closes at', 'Fecha em'),
    text('drawAt', 'Draw time', 'Hora do sorteio'),
    text('status', 'Status', 'Estado'),
    text('commitment', 'Commitment (SHA-256)', 'Compromisso (SHA-256)'),
    text('seed', 'Seed', 'Semente'),
    text('outcome', 'Result', 'Resultado'),
    text('drawnAt', 'Drawn at', 'Sorteado em'),
    text('bets', 'Bets', 'Apostas'),
    text('openBets', 'Open bets', 'Apostas em aberto'),
    money('stake', 'Stakes', 'Montantes apostados'),
    money('payout', 'Paid out', 'Pago'),
  ],
  'agent-contracts': [
    text('id', 'Contract', 'Contrato'),
    text('kind', 'Contract type', 'Tipo de contrato'),
    text('status', 'Status', 'Estado'),
    text('uplineId', 'Upline ID', 'ID do superior'),
    text('uplineAccount', 'Upline', 'Superior'),
    text('downlineId', 'Downline ID', 'ID do subordinado'),
    text('downlineAccount', 'Downline', 'Subordinado'),
    // Basis points, as stored: 150 is 1.50 %.
    text('rate', 'Top rate (basis points)', 'Taxa máxima (pontos base)'),
    text('cycle', 'Cycle', 'Ciclo'),
    text('createdAt', 'Created at', 'Criado em'),
    text('acceptedAt', 'Accepted', 'Aceite'),
    text('endedAt', 'Ended at', 'Terminado em'),
  ],
  'agent-payouts': [
    text('id', 'ID', 'ID'),
    text('contractId', 'Contract', 'Contrato'),
    text('kind', 'Contract type', 'Tipo de contrato'),
    text('uplineAccount', 'Upline', 'Superior'),
    text('downlineAccount', 'Downline', 'Subordinado'),
    text('periodStart', 'Period start', 'Início do período'),
    text('periodEnd', 'Period end', 'Fim do período'),
    money('turnover', 'Turnover', 'Volume'),
    money('teamLoss', 'Team loss', 'Perda da equipa'),
    text('activeMembers', 'Active', 'Ativos'),
    text('rate', 'Rate (basis points)', 'Taxa (pontos base)'),
    money('amount', 'Paid', 'Pago'),
  ],
};
