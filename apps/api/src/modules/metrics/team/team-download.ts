import {
  teamStatusIds,
  type TeamFilterOption,
  type TeamFilterOptions,
  type TeamQuery,
} from '@salesdash/api-contract';
import type { FastifyReply } from 'fastify';
import { DateTime } from 'luxon';
import { PassThrough } from 'node:stream';
import type { UserPrincipal } from '../../../policy/principal.ts';
import type { OrganizationService } from '../../organizations/service.ts';
import { teamFiltersOf, type TeamService } from './service.ts';
import {
  writeTeamWorkbook,
  type TeamWorkbookContent,
  type WorkbookFilter,
} from './team-workbook.ts';
import { xlsxContentType } from './workbook-formats.ts';

/** A filter with the titles of its ids, and how the file name spells it. */
type NamedFilter = WorkbookFilter & { slug: string; ids: readonly number[] };

/** At most this many titles of one filter in a file name; more are counted instead. */
const titlesInName = 3;
/** A title's share of a file name. */
const titleChars = 24;
/** Longer names count every filter's titles instead: file systems stop at 255 bytes. */
const maxNameBytes = 200;

/** `Coaching & Co.` → `coaching-co`; `ascii` folds accents (`Café` → `cafe`), drops the rest. */
function slugOf(text: string, ascii: boolean): string {
  const folded = ascii
    ? text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
    : text.normalize('NFC');
  return folded
    .toLowerCase()
    .replace(ascii ? /[^a-z0-9]+/g : /[^\p{L}\p{N}]+/gu, '-')
    .slice(0, titleChars)
    .replace(/^-+|-+$/g, '');
}

/**
 * The filters of `query` in the options' order, each id by its title. An id the options do
 * not list (another organization's, or a manager a manager may not filter by) matches nothing
 * and is shown as `#id`, so the Summary says exactly what was asked.
 */
export function namedFilters(query: TeamQuery, options: TeamFilterOptions): NamedFilter[] {
  const filters = teamFiltersOf(query);
  const named = (
    label: string,
    slug: string,
    ids: readonly number[] | undefined,
    choices: readonly TeamFilterOption[],
  ): NamedFilter => {
    const titleOf = new Map(choices.map((option) => [option.id, option.title]));
    const unique = [...new Set(ids ?? [])];
    return { label, slug, ids: unique, titles: unique.map((id) => titleOf.get(id) ?? `#${id}`) };
  };
  // Active first, as the filter lists it.
  const status = [teamStatusIds.active, teamStatusIds.inactive].filter((id) =>
    filters.is_active?.includes(id),
  );
  return [
    named('Products', 'products', filters.product, options.products),
    named('Managers', 'managers', filters.manager, options.managers),
    named('Status', '', status, options.status),
    named('Roles', 'roles', filters.role, options.roles),
  ];
}

/**
 * `team-dashboard_2026-03-01_to_2026-03-31_products-coaching-course_active.xlsx`: the range,
 * then each filter set as a slug of its titles (a title that leaves no slug by its id, more
 * than three, or too long a name, by their count). `ascii` is the `filename=` fallback; the
 * other keeps letters of any script for `filename*`.
 */
export function teamFileName(
  query: TeamQuery,
  filters: readonly NamedFilter[],
  ascii: boolean,
): string {
  const nameWith = (counted: (filter: NamedFilter) => boolean) => {
    const parts = [`team-dashboard_${query.startDate}_to_${query.endDate}`];
    for (const filter of filters) {
      if (filter.ids.length === 0) continue;
      const words = counted(filter)
        ? [`${filter.ids.length}`]
        : filter.titles.map((title, index) => slugOf(title, ascii) || String(filter.ids[index]));
      parts.push([filter.slug, ...words].filter(Boolean).join('-'));
    }
    return `${parts.join('_')}.xlsx`;
  };
  const named = nameWith((filter) => filter.ids.length > titlesInName);
  // The status is never counted: its "1" would read as a count of something else.
  return Buffer.byteLength(named) <= maxNameBytes
    ? named
    : nameWith((filter) => filter.slug !== '');
}

/** `attachment` with an ASCII name for old clients and the UTF-8 one (RFC 6266, RFC 8187). */
export function attachmentOf(asciiName: string, name: string): string {
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** What one download sends: the workbook's content and its file names. */
export type TeamDownload = {
  content: TeamWorkbookContent;
  fileName: string;
  asciiFileName: string;
};

/**
 * Reads everything the workbook shows from the team service, the same calls the dashboard's
 * routes answer, so the file and the screen agree to the cent. Done before any byte is sent:
 * a failing query is still an error answer, not a truncated file.
 */
export async function teamDownload(
  app: { organizationService: OrganizationService; teamService: TeamService },
  viewer: UserPrincipal,
  query: TeamQuery,
): Promise<TeamDownload> {
  const [organization, options, dashboard, products, members] = await Promise.all([
    app.organizationService.get(viewer.organizationId),
    app.teamService.filterOptions(viewer),
    app.teamService.dashboard(viewer, query),
    app.teamService.products(viewer, query),
    app.teamService.allMembers(viewer, query),
  ]);
  const filters = namedFilters(query, options);
  return {
    content: {
      organizationName: organization.name,
      timezone: organization.timezone,
      range: dashboard.range,
      filters: filters.map(({ label, titles }) => ({ label, titles })),
      exportedAtLocal: DateTime.now().setZone(organization.timezone).toFormat('yyyy-MM-dd HH:mm'),
      dashboard,
      products: products.products,
      members,
    },
    fileName: teamFileName(query, filters, false),
    asciiFileName: teamFileName(query, filters, true),
  };
}

/** Sends `download` as an .xlsx attachment, the workbook streamed as ExcelJS writes it. */
export function sendTeamWorkbook(reply: FastifyReply, download: TeamDownload): FastifyReply {
  const body = new PassThrough();
  reply
    .header('content-type', xlsxContentType)
    .header('content-disposition', attachmentOf(download.asciiFileName, download.fileName))
    .header('cache-control', 'no-store')
    // A stream is sent as it is (no serializer); the 200 schema documents the file.
    .send(body);
  // Started once the reply owns the stream: a failure mid-file can only cut the connection
  // (the status is sent), and destroying the stream does that.
  writeTeamWorkbook(body, download.content).catch((error: unknown) => {
    body.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply;
}
