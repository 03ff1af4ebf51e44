import type { Schema } from '@shop/api-contract';
import { AppError, ErrorCode } from '@shop/errors';
import { ru } from '@shop/i18n-ru';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { pgErrorToAppError } from '../../db/pg-errors';
import * as repo from './repository';
import type { WriteFeed } from '../../changes/write-feed';

/** A redirect rule as the admin sees it. */
export type RouteRule = Schema<'RouteRule'>;

const notFound = () => new AppError(ErrorCode.RecordNotFound, { message: ru.apiErrors.ruleNotFound });

function present(row: repo.RouteRuleRow): RouteRule {
  return {
    id: row.id,
    from: row.fromPath,
    to: row.toPath,
    status: row.status === 302 ? 302 : 301,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Redirects of old storefront paths. Slug changes add 301 rules themselves (categories, products);
 * the admin may add any. Codes: 4 a source path another rule has, 6 an unknown rule, 12 a rule to itself
 * or a target that is neither a path nor an http(s) URL.
 */
/** The storefronts cache redirect look-ups; a committed rule write tells them through the change feed. */
function redirectsChanged(writeFeed: WriteFeed): void {
  writeFeed.publish('redirects');
}

export function createRouteRulesService({ db, clock, writeFeed }: { db: Db; clock: Clock; writeFeed: WriteFeed }) {
  return {
    /** The redirect of a storefront path (query string ignored, trailing slash tolerated); null when none. */
    async redirect(path: string): Promise<Schema<'Redirect'> | null> {
      const bare = path.split(/[?#]/)[0] ?? path;
      const candidates = bare.length > 1 && bare.endsWith('/') ? [bare, bare.replace(/\/+$/, '')] : [bare];
      for (const candidate of candidates) {
        const rule = await repo.findRouteRuleByPath(db, candidate);
        if (rule !== undefined) return { to: rule.toPath, status: rule.status === 302 ? 302 : 301 };
      }
      return null;
    },

    /** A page of rules by source path. */
    async list(filter: { page: number; limit: number; searchQuery?: string | undefined }) {
      const { rows, total } = await repo.listRouteRules(db, filter);
      return { routeRuleList: rows.map(present), pagination: { page: filter.page, limit: filter.limit, total } };
    },

    /** Creates (id null) or updates a rule. */
    async upsert(input: { id: string | null; from: string; to: string; status: 301 | 302 }): Promise<RouteRule> {
      try {
        const row = await repo.saveRouteRule(
          db,
          { id: input.id, fromPath: input.from.trim(), toPath: input.to.trim(), status: input.status },
          clock.now(),
        );
        if (row === undefined) throw notFound();
        redirectsChanged(writeFeed);
        return present(row);
      } catch (err) {
        throw pgErrorToAppError(err) ?? err;
      }
    },

    /** Deletes a rule; code 6 when unknown. */
    async remove(id: string): Promise<void> {
      if (!(await repo.deleteRouteRule(db, id))) throw notFound();
      redirectsChanged(writeFeed);
    },
  };
}

/** The route rules service. */
export type RouteRulesService = ReturnType<typeof createRouteRulesService>;
