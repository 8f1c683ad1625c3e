import type { Readable } from 'node:stream';
import type {
  ResolveStatementDisputeRequest,
  Statement,
  StatementAdminMonth,
  StatementCloseResult,
  StatementDispute,
  StatementDisputeList,
  StatementExportQuery,
  StatementMonthList,
  StatementPayrollFormat,
  StatementReopenResult,
  StatementSpan,
} from '@salesdash/api-contract';
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database, Db } from '../../db/client.ts';
import { dollars } from '../../db/rows-of.ts';
import { organizations } from '../../db/schema/index.ts';
import {
  adminMonth,
  statementLateNotes,
  statementMonths,
  statementOf,
  statementSpan,
  storedStatementById,
  type CloseOptions,
  type DisputeFilter,
} from '../../domain/statements/index.ts';
import { notFound } from '../../errors/api-error.ts';
import type { PeopleSeen } from '../../policy/people-seen.ts';
import type { UnitOfWork } from '../../realtime/unit-of-work.ts';
import type { NotificationService } from '../notifications/service.ts';
import { closeStatementMonth } from './close-service.ts';
import { listDisputes, openDispute, resolveDispute } from './dispute-service.ts';
import { payrollCsv } from './export/payroll-csv.ts';
import { payrollZip } from './export/payroll-zip.ts';
import { statementCsv } from './export/statement-csv.ts';
import { statementPdf } from './export/statement-pdf.ts';
import { payrollExport } from './payroll-export-service.ts';
import { reopenStatementMonth } from './reopen-service.ts';

/** Whose statement: a person of an organization (already authorized). */
type Person = { organizationId: number; userId: number };

export type StatementService = {
  /** A person's months of `year` with a statement line or a carry-over, and what each pays. */
  months(person: Person, year: number): Promise<StatementMonthList>;
  /** A person's first and latest months with a statement line. */
  span(person: Person): Promise<StatementSpan>;
  /** Why a month's statement differs from its dashboard through late lines, in sentences. */
  lateNotes(person: Person, month: string): Promise<string[]>;
  /** A month's statement: "so far" while open, frozen once closed; 404 when there is none. */
  statement(person: Person, month: string): Promise<Statement>;
  /** That statement as a CSV or PDF file, with the organization's name and timezone. */
  statementFile(
    person: Person,
    month: string,
    format: StatementExportQuery['format'],
  ): Promise<Readable>;
  /** A stored statement of any version, or null when the organization has none by that id. */
  storedStatement(organizationId: number, statementId: number): Promise<Statement | null>;
  /** Reopens the latest closed month (audited); 409 when it may not. */
  reopen(organizationId: number, month: string, reason: string): Promise<StatementReopenResult>;
  /** Closes a month, freezing each person's statement (audited); 409 when it may not. */
  close(
    organizationId: number,
    closedBy: number,
    month: string,
    options?: CloseOptions,
  ): Promise<StatementCloseResult>;
  /** A month of the organization person by person, among the people `seen`. */
  adminMonth(
    organizationId: number,
    month: string,
    seen: PeopleSeen,
    canManage: boolean,
  ): Promise<StatementAdminMonth>;
  /** A closed month's payroll as a CSV or a zip of PDFs (recorded and audited); 409 while open. */
  payrollFile(
    organizationId: number,
    exportedBy: number,
    month: string,
    format: StatementPayrollFormat,
  ): Promise<Readable>;
  /** Flags a line of the person's own statement; 409 when the line has an open dispute. */
  openDispute(
    person: Person,
    line: { month: string; key: string },
    comment: string,
  ): Promise<StatementDispute>;
  /** The disputes inbox as `filter` narrows it, newest first. */
  disputes(organizationId: number, filter: DisputeFilter): Promise<StatementDisputeList>;
  /** Accepts (optionally with an adjustment) or rejects a dispute; 409 when resolved already. */
  resolveDispute(
    organizationId: number,
    resolvedBy: number,
    disputeId: number,
    body: ResolveStatementDisputeRequest,
  ): Promise<StatementDispute>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    statementService: StatementService;
  }
}

/** The organization's name and timezone, as a statement or payroll file prints them. */
async function organizationOf(db: Db, organizationId: number) {
  const [organization] = await db
    .select({ name: organizations.name, timezone: organizations.timezone })
    .from(organizations)
    .where(eq(organizations.organizationId, organizationId));
  if (!organization) throw notFound();
  return organization;
}

/** Creates the statement service: statements, their months, files and disputes. */
export function createStatementService(
  database: Database,
  unitOfWork: UnitOfWork,
  notifications: Pick<NotificationService, 'notify'>,
): StatementService {
  const { db } = database;
  return {
    async months(person, year) {
      const months = await statementMonths(db, person.organizationId, person.userId, year);
      return months.map(({ month, payableCents, statementId }) => ({
        month,
        status: statementId === null ? ('open' as const) : ('closed' as const),
        statement_id: statementId,
        payable: dollars(payableCents),
      }));
    },
    span: (person) => statementSpan(db, person.organizationId, person.userId),
    lateNotes: (person, month) =>
      statementLateNotes(db, person.organizationId, person.userId, month),
    statement: (person, month) => statementOf(db, person.organizationId, person.userId, month),
    async statementFile(person, month, format) {
      const [statement, organization] = await Promise.all([
        statementOf(db, person.organizationId, person.userId, month),
        organizationOf(db, person.organizationId),
      ]);
      return format === 'pdf'
        ? statementPdf(statement, organization)
        : statementCsv(statement, organization.timezone);
    },
    storedStatement: (organizationId, statementId) =>
      storedStatementById(db, organizationId, statementId),
    reopen: (organizationId, month, reason) =>
      reopenStatementMonth(unitOfWork, organizationId, month, reason),
    close: (organizationId, closedBy, month, options) =>
      closeStatementMonth(unitOfWork, organizationId, closedBy, month, options),
    adminMonth: (organizationId, month, seen, canManage) =>
      adminMonth(db, organizationId, month, seen, canManage),
    async payrollFile(organizationId, exportedBy, month, format) {
      const statements = await payrollExport(
        db,
        unitOfWork,
        organizationId,
        exportedBy,
        month,
        format,
      );
      if (format === 'csv') return payrollCsv(month, statements);
      return payrollZip(month, statements, await organizationOf(db, organizationId));
    },
    openDispute: (person, line, comment) =>
      openDispute(unitOfWork, notifications, person, line, comment),
    disputes: (organizationId, filter) => listDisputes(db, organizationId, filter),
    resolveDispute: (organizationId, resolvedBy, disputeId, body) =>
      resolveDispute(unitOfWork, notifications, organizationId, resolvedBy, disputeId, body),
  };
}

/** Decorates `statementService`. */
export const statementServicePlugin = fp(
  async (app) => {
    app.decorate(
      'statementService',
      createStatementService(app.db, app.unitOfWork, app.notificationService),
    );
  },
  { name: 'statement-service', dependencies: ['db', 'realtime', 'notification-service'] },
);
