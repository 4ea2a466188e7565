/**
 * The people Highlight knows, searched as spec §7 `GET /oidcUsers?q=` asks: live users with a
 * first name (spec §3) whose names or email contain every term of `q`, accent- and
 * case-insensitive, by name, at most `IDENTITY_USERS_LIMIT`. The embedded provider's whole answer;
 * the Keycloak adapter's accent-insensitive complement to Keycloak's own search.
 */
import { and, asc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { IDENTITY_USERS_LIMIT } from '@highlight/domain/constants';
import type { Role } from '@highlight/domain/roles';
import { searchTerms } from '@highlight/domain/search';
import type { Database } from '../db/client.ts';
import { resumeSearch, users } from '../db/schema.ts';

/** `%` and `_` are LIKE wildcards; normalised terms hold neither, but a pattern never trusts that. */
const likeContaining = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One term of a name search: in the normalised names (accent-free) or the email. */
function termCondition(term: string): SQL {
  const pattern = likeContaining(term);
  return sql`(${resumeSearch.names} like ${pattern} or lower(${users.email}) like ${pattern})`;
}

/** The app's users matching `q` (see the module), with their mirrored roles. */
export async function findAppUsers(
  db: Database,
  q: string,
): Promise<{ id: string; firstName: string; lastName: string; email: string; roles: Role[] }[]> {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstname,
      lastName: users.lastname,
      email: users.email,
      roles: users.roles,
    })
    .from(users)
    .leftJoin(resumeSearch, eq(resumeSearch.userId, users.id))
    .where(and(isNull(users.deletedAt), ne(users.firstname, ''), ...searchTerms(q).map(termCondition)))
    .orderBy(asc(sql`lower(${users.lastname})`), asc(sql`lower(${users.firstname})`), asc(users.id))
    .limit(IDENTITY_USERS_LIMIT);
  return rows.map((row) => ({ ...row, roles: row.roles as Role[] }));
}
