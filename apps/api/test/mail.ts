/**
 * Reading the mails the outbox delivers to a pickup directory (`.eml`, RFC 5322 with
 * quoted-printable bodies, RFC 2045 §6.7): for the API tests and the browser journeys alike.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** RFC 2045 §6.7 quoted-printable: soft line breaks dropped, `=XX` bytes restored, read as UTF-8. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? /^[0-9A-F]{2}/.exec(joined.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

export interface DeliveredMail {
  file: string;
  /** The `To` header. */
  to: string;
  /** The whole message, bodies decoded. */
  content: string;
}

/** Every `.eml` of `dir`, oldest first (file names start with the queueing time). */
export async function deliveredMails(dir: string): Promise<DeliveredMail[]> {
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.eml'))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(join(dir, file), 'utf8');
      const to = /^To: (.+)$/m.exec(raw)?.[1]?.trim() ?? '';
      return { file, to, content: decodeQuotedPrintable(raw) };
    }),
  );
}

/** The one-time link (reset or activation) of a mail. */
export function actionLinkOf(mail: DeliveredMail): string | undefined {
  return /https?:\/\/\S+?action-token\?key=[\w%-]+/.exec(mail.content)?.[0];
}
