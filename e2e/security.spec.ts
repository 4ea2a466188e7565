/**
 * Issue #10 §5 in a real browser: no page of the app needs `eval` (the server's CSP allows scripts
 * from 'self' only, so a blocked `new Function` is a console error and a `securitypolicyviolation`
 * event), on the sign-in page, the collaborator's screens and the back office; the headers a
 * browser gets carry the Permissions-Policy and, over plain HTTP, no HSTS.
 */
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS } from './support/accounts.ts';
import { signIn } from './support/auth.ts';
import { visit, waitForApp } from './support/app.ts';

/** Records every CSP violation the page reports, from the console and from the DOM event. */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|unsafe-eval/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  return violations;
}

test('the collaborator screens run under the CSP without a violation', async ({ page }) => {
  const violations = watchCsp(page);
  // The headers of the page the SPA is served from, read apart from the browser's own visit:
  // a second `page.goto('/')` would race the SPA's redirect to the sign-in page.
  const login = await page.request.get('/');
  await signIn(page, ACCOUNTS.employee);
  await waitForApp(page);
  for (const path of ['/home', '/takeoff/1', '/takeoff/3', '/takeoff/5', '/visualisation']) {
    await visit(page, path);
  }
  expect(violations).toEqual([]);
  expect(login.headers()['permissions-policy']).toContain('camera=()');
  expect(login.headers()['strict-transport-security']).toBeUndefined();
});

test('the back office runs under the CSP without a violation', async ({ page }) => {
  const violations = watchCsp(page);
  await signIn(page, ACCOUNTS.admin);
  await waitForApp(page);
  await expect(page.getByTestId('dashboard-filters-open')).toBeVisible();
  expect(violations).toEqual([]);
});
