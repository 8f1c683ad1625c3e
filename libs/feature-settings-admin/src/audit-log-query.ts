import type { AuditAction, AuditEntityType, AuditEventListQuery } from '@salesdash/api-contract';
import { minSearchLength } from '@salesdash/api-contract';
import { auditPeriodRange, type AuditPeriod } from './audit-period.ts';

/** Rows a page of the log (the tables' page size). */
export const auditLogPageSize = 10;

/** What the log's toolbar and pager hold. */
export type AuditLogView = {
  page: number;
  search: string;
  sortOrder: 'asc' | 'desc';
  action: AuditAction | '';
  entityType: AuditEntityType | '';
  /** A person's id as text, or '' for anyone. */
  actor: string;
  period: AuditPeriod;
};

/** The view the screen opens on: page 1 of everything, newest first. */
export const initialAuditLogView: AuditLogView = {
  page: 1,
  search: '',
  sortOrder: 'desc',
  action: '',
  entityType: '',
  actor: '',
  period: 'all',
};

/**
 * The API query of a view: unset filters left out (the loader's first page and the screen's
 * must build the same key), a search shorter than the API takes sent as none.
 */
export function auditLogQuery(view: AuditLogView, today: string): Partial<AuditEventListQuery> {
  const range = auditPeriodRange(view.period, today);
  const search = view.search.trim();
  return {
    page: view.page,
    limit: auditLogPageSize,
    sortOrder: view.sortOrder,
    ...(search.length >= minSearchLength ? { search } : {}),
    ...(view.action ? { action: view.action } : {}),
    ...(view.entityType ? { entity_type: view.entityType } : {}),
    ...(view.actor ? { actor: Number(view.actor) } : {}),
    ...(range ?? {}),
  };
}

/** Today as `YYYY-MM-DD` in the browser's calendar. */
export function localToday(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}
