export { AuditScreen, auditValue } from './audit-screen';
