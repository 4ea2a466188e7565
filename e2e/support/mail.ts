/**
 * The mails the server delivered during the journeys: the outbox is written as `.eml` files to
 * the pickup directory the Playwright configuration gives the server (`MAIL_DIR`).
 */
import { expect } from '@playwright/test';
import { deliveredMails, type DeliveredMail } from '../../apps/api/test/mail.ts';

const mailDir = () => {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the journeys through e2e/playwright.config.ts');
  return dir;
};

/**
 * Waits (up to 15 s: the outbox is delivered every second) for the newest mail to `to` whose
 * decoded content contains `containing` (default: any mail to `to`).
 */
export async function waitForMail(to: string, containing = ''): Promise<DeliveredMail> {
  let found: DeliveredMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await deliveredMails(mailDir()))
          .filter((mail) => mail.to === to && mail.content.includes(containing))
          .at(-1);
        return found !== undefined;
      },
      { message: `a mail to ${to} containing "${containing}" in the pickup directory`, timeout: 15_000 },
    )
    .toBe(true);
  return found as DeliveredMail;
}
